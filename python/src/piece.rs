//! `Piece`: a piece type and a colour.

use fianchetto::Piece;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::square::{color as to_color, is_white, piece_type, role};

/// A piece: `piece_type` (1 pawn to 6 king) and `color` (`True` for White).
///
/// >>> from fianchetto import Piece, KNIGHT, BLACK
/// >>> Piece(KNIGHT, BLACK).symbol()
/// 'n'
#[pyclass(module = "fianchetto", name = "Piece", frozen, eq, skip_from_py_object)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct PyPiece {
    pub(crate) piece: Piece,
}

#[pymethods]
impl PyPiece {
    #[new]
    fn new(piece_type: i64, color: bool) -> PyResult<PyPiece> {
        Ok(PyPiece {
            piece: role(piece_type)?.of(to_color(color)),
        })
    }

    /// The piece of a FEN letter: `P` a white pawn, `k` a black king.
    #[staticmethod]
    fn from_symbol(symbol: &str) -> PyResult<PyPiece> {
        let mut chars = symbol.chars();
        match (chars.next().and_then(Piece::from_char), chars.next()) {
            (Some(piece), None) => Ok(PyPiece { piece }),
            _ => Err(PyValueError::new_err(format!(
                "invalid piece symbol: {symbol:?}"
            ))),
        }
    }

    /// python-chess's hash: 0 to 5 for White's pawn to king, 6 to 11 for Black's.
    fn __hash__(&self) -> u64 {
        let black = u64::from(self.piece.color == fianchetto::Color::Black);
        u64::from(piece_type(self.piece.role)) - 1 + 6 * black
    }

    /// The piece's chess symbol (`♔` for a white king; the other color's with `invert_color`).
    #[pyo3(signature = (*, invert_color=false))]
    pub(crate) fn unicode_symbol(&self, invert_color: bool) -> char {
        const WHITE: [char; 6] = ['♙', '♘', '♗', '♖', '♕', '♔'];
        const BLACK: [char; 6] = ['♟', '♞', '♝', '♜', '♛', '♚'];
        let white = (self.piece.color == fianchetto::Color::White) != invert_color;
        let index = usize::from(piece_type(self.piece.role)) - 1;
        if white { WHITE[index] } else { BLACK[index] }
    }

    /// The piece's FEN letter: upper case for White.
    fn symbol(&self) -> String {
        self.piece.char().to_string()
    }

    #[getter]
    fn piece_type(&self) -> u8 {
        piece_type(self.piece.role)
    }

    #[getter]
    fn color(&self) -> bool {
        is_white(self.piece.color)
    }

    /// Pickles and copies as its type and colour.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (u8, bool))> {
        Ok((
            py.get_type::<PyPiece>().into_any(),
            (piece_type(self.piece.role), is_white(self.piece.color)),
        ))
    }

    fn __str__(&self) -> String {
        self.symbol()
    }

    fn __repr__(&self) -> String {
        format!("Piece.from_symbol('{}')", self.symbol())
    }
}
