//! Squares, piece types and colours as python-chess numbers them: squares `0..64` from a1,
//! piece types `1..=6` from the pawn, colours `True` for White.

use fianchetto::{Color, Role, Square};
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
