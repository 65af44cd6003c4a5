//! Which game an engine plays: the variant (`UCI_Variant`) and the castling mode
//! (`UCI_Chess960`). The driver tells the engine before it searches a position of other rules
//! than the last, as python-chess does, and starts a new game then: an engine's hash table and
//! history are of the old rules.

use std::string::String;
use std::vec::Vec;

use fianchetto_notation::Variant;
use fianchetto_notation::movegen::CastlingMode;

use crate::{OptionDefinition, OptionKind};

/// The option that names the variant, as Fairy-Stockfish, Multi-Variant Stockfish and
/// python-chess spell it.
pub(crate) const VARIANT_OPTION: &str = "UCI_Variant";

/// The option that switches Chess960 castling on.
pub(crate) const CHESS960_OPTION: &str = "UCI_Chess960";

/// A variant and castling mode: what the engine is set to play.
pub(crate) type Rules = (Variant, CastlingMode);

/// What the engine plays before it is told otherwise: its options' defaults, or standard chess.
pub(crate) fn default_rules(options: &[OptionDefinition]) -> Option<Rules> {
    let variant = match find(options, VARIANT_OPTION).map(|option| &option.kind) {
        None => Variant::Chess,
        Some(OptionKind::Combo {
            default: Some(default),
            ..
        }) => named(default)?,
        Some(_) => return None,
    };
    let mode = match find(options, CHESS960_OPTION).map(|option| &option.kind) {
        Some(OptionKind::Check {
            default: Some(true),
        }) => CastlingMode::Chess960,
        _ => CastlingMode::Standard,
    };
    Some((variant, mode))
}

/// The values of the engine's `UCI_Variant`, in its order; empty without the option.
pub(crate) fn offered(options: &[OptionDefinition]) -> Vec<String> {
    match find(options, VARIANT_OPTION).map(|option| &option.kind) {
        Some(OptionKind::Combo { values, .. }) => values.clone(),
        _ => Vec::new(),
    }
}

/// The variant an engine's `UCI_Variant` value names, in standard castling: `fischerandom`
/// (Chess960) is no variant here, as the driver sets Chess960 by `UCI_Chess960`.
fn named(value: &str) -> Option<Variant> {
    match Variant::from_name(value) {
        Ok((variant, CastlingMode::Standard)) => Some(variant),
        _ => None,
    }
}

/// The value of `UCI_Variant` that names `variant`: its UCI name when the engine lists it,
/// else the first listed value that names it (`threecheck` for `3check`); `None` when the
/// engine lists none. An engine without the option (`offered` empty) plays standard chess,
/// whose value is then `chess`.
pub(crate) fn variant_value(offered: &[String], variant: Variant) -> Option<String> {
    let uci = variant.uci_name();
    if offered.is_empty() {
        return (variant == Variant::Chess).then(|| uci.into());
    }
    offered
        .iter()
        .find(|value| value.eq_ignore_ascii_case(uci))
        .or_else(|| offered.iter().find(|value| named(value) == Some(variant)))
        .cloned()
}

/// The option named `name`, without regard to case (as the protocol compares names).
pub(crate) fn find<'a>(
    options: &'a [OptionDefinition],
    name: &str,
) -> Option<&'a OptionDefinition> {
    options
        .iter()
        .find(|option| option.name.eq_ignore_ascii_case(name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::EngineMessage;
    use std::string::ToString;

    fn option(line: &str) -> OptionDefinition {
        match EngineMessage::parse(line) {
            EngineMessage::Option(option) => option,
            other => panic!("not an option: {other:?}"),
        }
    }

    #[test]
    fn an_engine_without_the_options_plays_standard_chess() {
        let options = [option(
            "option name Hash type spin default 16 min 1 max 1024",
        )];
        assert_eq!(
            default_rules(&options),
            Some((Variant::Chess, CastlingMode::Standard))
        );
        assert!(offered(&options).is_empty());
        assert_eq!(variant_value(&[], Variant::Chess).as_deref(), Some("chess"));
        assert_eq!(variant_value(&[], Variant::Atomic), None);
    }

    #[test]
    fn the_defaults_and_the_listed_names_are_read() {
        let options = [
            option("option name UCI_Chess960 type check default true"),
            option(
                "option name UCI_Variant type combo default atomic var chess var threecheck \
                 var atomic var giveaway",
            ),
        ];
        assert_eq!(
            default_rules(&options),
            Some((Variant::Atomic, CastlingMode::Chess960))
        );
        let offered = offered(&options);
        assert_eq!(offered.len(), 4);
        assert_eq!(
            variant_value(&offered, Variant::ThreeCheck).as_deref(),
            Some("threecheck")
        );
        assert_eq!(variant_value(&offered, Variant::Horde), None);
        assert_eq!(
            variant_value(&offered, Variant::Atomic).map(|v| v.to_string()),
            Some("atomic".into())
        );
    }

    #[test]
    fn a_default_that_names_no_known_variant_leaves_the_rules_unknown() {
        let options = [option(
            "option name UCI_Variant type combo default shogi var shogi var chess",
        )];
        assert_eq!(default_rules(&options), None);
        // Chess960 is `UCI_Chess960`'s to say, not a variant.
        let options = [option(
            "option name UCI_Variant type combo default fischerandom var fischerandom var chess",
        )];
        assert_eq!(default_rules(&options), None);
    }

    #[test]
    fn an_engine_listing_variants_without_chess_does_not_play_chess() {
        let offered = ["fischerandom".to_string(), "crazyhouse".to_string()];
        assert_eq!(variant_value(&offered, Variant::Chess), None);
        assert_eq!(
            variant_value(&offered, Variant::Crazyhouse).as_deref(),
            Some("crazyhouse")
        );
    }
}
