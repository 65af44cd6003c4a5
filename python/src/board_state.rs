//! `Board`'s state, a game cursor, and the helpers on it that its Python methods (`board`)
//! and its live views (`legal_moves`, `move_stack`) share. It lies below all three, so that the
//! views, which `board` hands out, need not name `board` back.

use fianchetto::cursor::GameCursor;
use fianchetto::notation::Notation;
use fianchetto::variant::AnyPosition;
use fianchetto::{CastlingMode, Move, Variant};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::errors::{IllegalMoveError, InvalidFenError};
use crate::moves::PyMove;

/// A chess board: the position, whose turn it is, and the moves played on it.
///
/// `Board()` is the start position; `Board(fen)` any legal position; `chess960=True` reads
/// and writes castling as Chess960 does (`e1h1`, king takes rook). The variants are
/// `fianchetto.variant`'s subclasses.
///
/// >>> import fianchetto
/// >>> board = fianchetto.Board()
/// >>> board.push_san("e4")
/// Move.from_uci('e2e4')
/// >>> board.fen()
/// 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
#[pyclass(module = "fianchetto", name = "Board", subclass, skip_from_py_object)]
pub(crate) struct PyBoard {
    pub(crate) cursor: GameCursor<AnyPosition>,
}

impl PyBoard {
    pub(crate) fn position(&self) -> &AnyPosition {
        self.cursor.position()
    }

    pub(crate) fn from_position(start: AnyPosition) -> PyBoard {
        PyBoard::from_cursor(GameCursor::new(start))
    }

    pub(crate) fn from_cursor(cursor: GameCursor<AnyPosition>) -> PyBoard {
        PyBoard { cursor }
    }

    /// The position of `variant` from `fen` (its start position for `None`).
    pub(crate) fn parse(
        fen: Option<&str>,
        variant: Variant,
        chess960: bool,
    ) -> PyResult<AnyPosition> {
        let mode = if chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        match fen {
            None => AnyPosition::start_position(variant, mode).ok_or_else(|| {
                PyValueError::new_err(format!(
                    "{} has no start position in Chess960",
                    variant.uci_name()
                ))
            }),
            Some(text) => AnyPosition::from_fen_in(text.trim(), variant, mode)
                .map_err(|err| InvalidFenError::new_err(format!("{err}: {text:?}"))),
        }
    }

    /// The legal move `m` names in the current position.
    pub(crate) fn resolve(&self, m: &PyMove) -> PyResult<Move> {
        self.position().resolve_uci(&m.uci).map_err(|_| {
            IllegalMoveError::new_err(format!(
                "illegal move: {} in {}",
                m.uci,
                self.position().fen()
            ))
        })
    }

    /// `m`, played at `ply`, as its shared `Move`.
    pub(crate) fn move_at(&self, py: Python<'_>, m: Move, ply: usize) -> PyResult<Py<PyMove>> {
        let before = self.cursor.position_at(ply).unwrap_or(self.position());
        PyMove::shared(py, before.uci(m))
    }
}
