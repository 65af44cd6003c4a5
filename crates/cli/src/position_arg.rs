//! Turning the `--fen` and `--chess960` options into a position.

use anyhow::{Context, bail};
use fianchetto::fen::{Fen, FenError};
use fianchetto::{CastlingMode, Position, PositionErrorKinds, Setup};

/// The position a command works on: the start position, or `fen` read in `mode`.
///
/// Without `--chess960`, castling rights that only make sense in Chess960 (an inner rook, a king
/// off the e-file) are still accepted, by reading the FEN again in Chess960 mode, so that any
/// X-FEN or Shredder-FEN a user pastes works.
pub(crate) fn position(fen: Option<&str>, chess960: bool) -> anyhow::Result<Position> {
    let Some(text) = fen else {
        if chess960 {
            bail!("--chess960 needs a --fen: there is no single Chess960 start position");
        }
        return Ok(Position::new());
    };
    parse(text, CastlingMode::from_chess960(chess960))
}

/// Reads `text` as a FEN in `mode`, falling back to Chess960 for standard-mode castling errors.
pub(crate) fn parse(text: &str, mode: CastlingMode) -> anyhow::Result<Position> {
    let fen = Fen::from_ascii(text.trim().as_bytes()).map_err(FenError::from)?;
    validate(fen.into_setup(), mode).with_context(|| format!("invalid position {text:?}"))
}

/// Validates `setup` in `mode`; in standard mode, castling rights that only Chess960 explains
/// are read in Chess960 mode instead.
pub(crate) fn validate(setup: Setup, mode: CastlingMode) -> Result<Position, FenError> {
    match Position::from_setup(setup, mode) {
        Err(err)
            if mode == CastlingMode::Standard
                && err.kinds() == PositionErrorKinds::BAD_CASTLING_RIGHTS =>
        {
            Ok(Position::from_setup(
                err.into_setup(),
                CastlingMode::Chess960,
            )?)
        }
        result => Ok(result?),
    }
}
