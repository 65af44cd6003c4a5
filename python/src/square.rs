//! Squares, piece types and colours as python-chess numbers them: squares `0..64` from a1,
//! piece types `1..=6` from the pawn, colours `True` for White; and the names of the squares,
//! files and ranks, which the Python package takes from here rather than keep a copy.

use fianchetto::{Color, File, Rank, Role, Square};
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;

pub(crate) fn square(index: i64) -> PyResult<Square> {
    u32::try_from(index)
        .ok()
        .and_then(Square::try_new)
        .ok_or_else(|| PyIndexError::new_err(format!("no such square: {index}")))
}

pub(crate) fn square_index(square: Square) -> u8 {
    // Below 64.
    square.index() as u8
}

pub(crate) fn role(piece_type: i64) -> PyResult<Role> {
    usize::try_from(piece_type)
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(|n| Role::ALL.get(n).copied())
        .ok_or_else(|| PyValueError::new_err(format!("no such piece type: {piece_type}")))
}

pub(crate) fn piece_type(role: Role) -> u8 {
    role as u8 + 1
}

pub(crate) fn color(white: bool) -> Color {
    if white { Color::White } else { Color::Black }
}

pub(crate) fn is_white(color: Color) -> bool {
    color == Color::White
}

/// Adds python-chess's name lists, made from the core's squares, files and ranks:
/// `SQUARE_NAMES` (`"a1"` to `"h8"`, by square number), `FILE_NAMES` and `RANK_NAMES`.
pub(crate) fn register_names(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add("FILE_NAMES", File::ALL.map(|file| file.char().to_string()))?;
    module.add("RANK_NAMES", Rank::ALL.map(|rank| rank.char().to_string()))?;
    module.add("SQUARE_NAMES", Square::ALL.map(|square| square.to_string()))?;
    Ok(())
}
