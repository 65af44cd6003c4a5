//! What the PGN layer reads and writes about where a game starts, for any position type
//! ([`Notation`]): the position of a game's `Variant` and `FEN` tags, and the tags a game that
//! starts somewhere is written with.

use std::format;

use fianchetto_movegen::fen_core::{CastlingStyle, write_castling_in};
use fianchetto_movegen::{CastlingMode, EnPassantMode, Move};
use fianchetto_notation::san::San;
use fianchetto_notation::{Notation, SetupError, Variant};
use std::string::String;
use std::vec::Vec;

use super::resolve;
use crate::ReplayError;

/// The position a game starts from, given its `Variant` tag (`None` without one) and its `FEN`
/// tag (`None` without one; counted with or without `SetUp "1"`, as python-chess counts it),
/// each as written in the tag with escapes undone, as [`Replay`](crate::Replay) and
/// [`GameBuilder`](crate::GameBuilder) read games on positions of type `P`.
///
/// - The `Variant` tag names the rules by [`Variant::from_name`], in any case: standard chess
///   for `Standard`, `Chess`, `Classical`, `Normal`, `Illegal`, `From Position`, an empty
///   value or no tag; Chess960 for `Chess960`, `Chess 960`, `Fischerandom`, `Fischerrandom`,
///   `Fischer Random`;
///   a variant in lichess's spelling or one of python-chess's aliases (`Atomic`,
///   `Crazyhouse`, `ZH`, `King of the Hill`, `KOTH`, `3check`, ...). A name no rules have, or
///   rules `P` does not play (a [`Position`](fianchetto_movegen::Position) plays standard
///   chess and Chess960 only), is an
///   [`UnsupportedVariant`](crate::ReplayErrorKind::UnsupportedVariant) error.
/// - Without a `FEN` tag the game starts from the rules' start position
///   ([`Notation::start_position`]).
/// - A `FEN` tag is read by [`Notation::from_variant_fen`]: standard chess in the castling
///   mode the `Variant` tag says only, so one text never means two positions (the error
///   suggests `[Variant "Chess960"]` where that would make it legal); a variant's FEN with its
///   extras (crazyhouse's pockets, three-check's checks) in the mode its text says.
///
/// ```
/// use fianchetto_pgn::movegen::Position;
/// use fianchetto_pgn::{ReplayErrorKind, position_from_tags};
/// use fianchetto_pgn::movegen::Rules;
///
/// let start: Position = position_from_tags(None, None)?;
/// assert_eq!(start, Position::new());
/// let fen = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1";
/// let chess960: Position = position_from_tags(Some("fischerandom"), Some(fen))?;
/// assert!(chess960.castling_mode().is_chess960());
/// let err = position_from_tags::<Position>(None, Some(fen)).unwrap_err();
/// assert_eq!(err.kind(), ReplayErrorKind::InvalidPosition);
/// assert!(err.to_string().ends_with("(for a chess960 position add [Variant \"Chess960\"])"));
/// let err = position_from_tags::<Position>(Some("Atomic"), None).unwrap_err();
/// assert_eq!(err.kind(), ReplayErrorKind::UnsupportedVariant);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// [`ReplayError`]: [`UnsupportedVariant`](crate::ReplayErrorKind::UnsupportedVariant)
/// for a variant `P` cannot play, [`InvalidFen`](crate::ReplayErrorKind::InvalidFen) for a
/// `FEN` tag that is no FEN, and [`InvalidPosition`](crate::ReplayErrorKind::InvalidPosition)
/// for one that is no legal position of the variant.
pub fn position_from_tags<P: Notation>(
    variant: Option<&str>,
    fen: Option<&str>,
) -> Result<P, ReplayError> {
    let unsupported = || ReplayError::unsupported_variant(variant.unwrap_or_default());
    let (rules, mode) = rules_of_tag(variant)?;
    let Some(text) = fen else {
        return P::start_position(rules, mode).ok_or_else(unsupported);
    };
    let trimmed = text.trim_ascii();
    P::from_variant_fen(trimmed, rules, mode).map_err(|err| match err {
        SetupError::UnsupportedVariant(_) => unsupported(),
        SetupError::Fen(_) => ReplayError::invalid_fen(text),
        SetupError::IllegalPosition(reasons) => {
            // The PGN's own advice (the Variant tag) for a Chess960 position.
            let chess960 = rules == Variant::Chess
                && !mode.is_chess960()
                && P::from_variant_fen(trimmed, rules, CastlingMode::Chess960).is_ok();
            let why = format!("illegal position: {reasons}");
            ReplayError::invalid_position(text, &why, chess960)
        }
        _ => ReplayError::invalid_fen(text),
    })
}

/// The `Variant` tag the writer gives a game that starts at `pos` and has none: `None` for
/// standard chess, `Chess960` for a Chess960 position of standard chess, the variant's name as
/// lichess writes it ([`Variant::pgn_name`]) otherwise. Reading the game back with it gives
/// these rules again.
pub(crate) fn variant_tag<P: Notation>(pos: &P) -> Option<&'static str> {
    match pos.variant() {
        Variant::Chess => pos.castling_mode().is_chess960().then_some("Chess960"),
        variant => Some(variant.pgn_name()),
    }
}

/// The `FEN` tag the writer gives a game that starts at `pos`: its FEN, one per position, but
/// a variant's Chess960 position that standard chess accepts too (position 518) in
/// Shredder-FEN (`HAha`), as no `Variant` tag names a variant's Chess960 and the text must say
/// it for the game to read back in Chess960 (its castles are then king-takes-rook in UCI).
pub(crate) fn fen_tag<P: Notation>(pos: &P) -> String {
    let fen = pos.fen();
    let fen_says_it = pos.variant() == Variant::Chess
        || !pos.castling_mode().is_chess960()
        || pos.in_castling_mode(CastlingMode::Standard).is_none();
    if fen_says_it {
        return fen;
    }
    let mut castling = String::new();
    // Writing into a `String` cannot fail.
    let _ = write_castling_in(
        &mut castling,
        pos.board(),
        pos.castling_rights(),
        CastlingStyle::Shredder,
    );
    fen.split(' ')
        .enumerate()
        .map(|(i, field)| if i == 2 { castling.as_str() } else { field })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether a game that starts at `pos` needs no `FEN` tag: `pos` is the start position, castling
/// mode included, that [`position_from_tags`] gives for [`variant_tag`] and no FEN. The clocks
/// are not compared, as `==` does not compare them. No tag names a variant's Chess960, so a
/// variant's Chess960 position always gets its FEN, which says Chess960.
pub(crate) fn is_start_position<P: Notation>(pos: &P) -> bool {
    let mode = match pos.variant() {
        Variant::Chess => pos.castling_mode(),
        _ => CastlingMode::Standard,
    };
    P::start_position(pos.variant(), mode)
        .is_some_and(|start| start == *pos && start.castling_mode() == pos.castling_mode())
}

/// Whether two start positions play every line alike and write the same positions on the way:
/// equal (`==`: the variant, the pieces, pockets and checks, side to move, castling rights and
/// legal en passant capture), with the same clocks, castling mode and en passant square,
/// whether or not it can be taken. A [`Mainline`](crate::Mainline) remembers the position it
/// ends in for one start position, and checks with this that it is still the game's.
pub(crate) fn same_start<P: Notation>(a: &P, b: &P) -> bool {
    a == b
        && a.halfmoves() == b.halfmoves()
        && a.fullmoves() == b.fullmoves()
        && a.castling_mode() == b.castling_mode()
        && a.ep_square(EnPassantMode::Always) == b.ep_square(EnPassantMode::Always)
}

/// The rules a `Variant` tag names ([`Variant::from_name`], the one table of names): standard
/// chess without the tag or with an empty one, as python-chess reads them.
///
/// # Errors
/// [`UnsupportedVariant`](crate::ReplayErrorKind::UnsupportedVariant) for a name no rules have.
pub(crate) fn rules_of_tag(value: Option<&str>) -> Result<(Variant, CastlingMode), ReplayError> {
    match value {
        Some(name) if !name.trim().is_empty() => {
            Variant::from_name(name).map_err(|_| ReplayError::unsupported_variant(name))
        }
        _ => Ok((Variant::Chess, CastlingMode::Standard)),
    }
}

/// The legal move of `pos` that `san` names, or `None` for a null move.
///
/// SAN is resolved leniently, as [`Notation::resolve_san`] does (a move by its two squares,
/// `g1f3` or `e1g1`, too, which python-chess also accepts in movetext).
///
/// # Errors
///
/// When the move names no legal move or several (ambiguous SAN); also for a null move while in
/// check.
#[inline]
pub(crate) fn resolve<P: Notation>(pos: &P, san: San) -> Result<Option<Move>, ReplayError> {
    resolve::resolve_with_role(pos, san).map(|m| m.map(|(m, _)| m))
}
