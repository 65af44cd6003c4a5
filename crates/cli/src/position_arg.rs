//! Turning the `--fen` and `--chess960` options into a position.

use anyhow::{Context, bail};
use fianchetto::fen::{Fen, FenError};
use fianchetto::{CastlingMode, Position, PositionErrorKinds, Setup, Variant, VariantPosition};

/// The help of every `--variant` option.
pub(crate) const VARIANT_HELP: &str = "Play by a variant's rules: atomic, antichess, crazyhouse, \
    kingofthehill, 3check, horde, racingkings (any case; lichess's and python-chess's names \
    too, as a PGN Variant tag takes them); chess is standard chess, chess960 is --chess960";

/// Reads a `--variant` value as a PGN `Variant` tag is read ([`Variant::from_name`]); the error
/// lists the known names.
pub(crate) fn parse_variant(name: &str) -> Result<(Variant, CastlingMode), String> {
    Variant::from_name(name).map_err(|err| err.to_string())
}

/// The variant of `--variant` (`None` for standard chess) and whether castling is Chess960, by
/// `--chess960` or `--variant chess960`.
pub(crate) fn rules(
    variant: Option<(Variant, CastlingMode)>,
    chess960: bool,
) -> (Option<Variant>, bool) {
    let (variant, mode) = variant.unwrap_or((Variant::Chess, CastlingMode::Standard));
    (
        variant.is_variant().then_some(variant),
        chess960 || mode.is_chess960(),
    )
}

/// The position `--fen`, `--chess960` and a variant other than standard chess ask for: the
/// variant's start position without a FEN.
pub(crate) fn variant_position(
    variant: Variant,
    fen: Option<&str>,
    chess960: bool,
) -> anyhow::Result<VariantPosition> {
    let Some(text) = fen else {
        if chess960 {
            bail!("--chess960 needs a --fen: there is no single Chess960 start position");
        }
        return Ok(VariantPosition::new(variant));
    };
    let mode = CastlingMode::from_chess960(chess960);
    VariantPosition::from_fen_in(text.trim(), variant, mode)
        .with_context(|| format!("invalid {} position {text:?}", variant.uci_name()))
}

/// The position a command works on: the start position, or `fen` read in `mode`.
pub(crate) fn position(fen: Option<&str>, chess960: bool) -> anyhow::Result<Position> {
    let Some(text) = fen else {
        if chess960 {
            bail!("--chess960 needs a --fen: there is no single Chess960 start position");
        }
        return Ok(Position::new());
    };
    parse(text, CastlingMode::from_chess960(chess960))
}

/// Reads `text` as a FEN in `mode`.
pub(crate) fn parse(text: &str, mode: CastlingMode) -> anyhow::Result<Position> {
    let fen = Fen::from_ascii(text.trim().as_bytes()).map_err(FenError::from)?;
    validate(fen.into_setup(), mode).with_context(|| format!("invalid position {text:?}"))
}

/// Validates `setup` in `mode`. Castling rights that only Chess960 explains (a rook off its
/// corner, a king off the e-file) are an error in standard chess, which names `--chess960`:
/// reading them as Chess960 behind the user's back would change which moves are legal.
pub(crate) fn validate(setup: Setup, mode: CastlingMode) -> anyhow::Result<Position> {
    match Position::from_setup(setup, mode) {
        Ok(pos) => Ok(pos),
        Err(err)
            if mode == CastlingMode::Standard
                && err.kinds() == PositionErrorKinds::BAD_CASTLING_RIGHTS
                && Position::from_setup(err.clone().into_setup(), CastlingMode::Chess960)
                    .is_ok() =>
        {
            // The reasons without PositionError's advice, which names the Rust API.
            Err(anyhow::anyhow!(
                "illegal position: {} (these are Chess960 castling rights: pass --chess960)",
                err.kinds()
            ))
        }
        Err(err) => Err(FenError::from(err).into()),
    }
}
