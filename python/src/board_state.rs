//! `Board`'s state, a game cursor, and the helpers on it that its Python methods (`board`)
//! and its live views (`legal_moves`, `move_stack`) share. It lies below all three, so that the
//! views, which `board` hands out, need not name `board` back.

use fianchetto::cursor::GameCursor;
use fianchetto::movegen::Bitboard;
use fianchetto::notation::Notation;
use fianchetto::variant::{AnyPosition, UncheckedVariantPosition};
use fianchetto::{CastlingMode, Move, Variant};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::errors::{IllegalMoveError, InvalidFenError};
use crate::loose::{self, LooseGame};
use crate::moves::PyMove;

/// A chess board: the position, whose turn it is, and the moves played on it.
///
/// `Board()` is the start position; `Board(fen)` the position of any FEN, `Board(None)` an
/// empty board (a board that is no legal position says why in `status()` and still moves, as
/// python-chess's does); `chess960=True` reads and writes castling as Chess960 does (`e1h1`,
/// king takes rook). The variants are `fianchetto.variant`'s subclasses.
///
/// >>> import fianchetto
/// >>> board = fianchetto.Board()
/// >>> board.push_san("e4")
/// Move.from_uci('e2e4')
/// >>> board.fen()
/// 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
#[pyclass(module = "fianchetto", name = "Board", subclass, skip_from_py_object)]
pub(crate) struct PyBoard {
    /// The game, while its position is legal; else the legal position the board last held
    /// (read only through [`PyBoard::fast`]).
    pub(crate) cursor: GameCursor<AnyPosition>,
    /// The game while the board is not a legal position (or holds a move that was not legal,
    /// or a null move): `None` on the fast path.
    pub(crate) loose: Option<Box<LooseGame>>,
    /// The squares `set_piece_at(..., promoted=True)` marked (python-chess's `promoted`,
    /// which only crazyhouse reads): kept by the edits, not by moves.
    pub(crate) promoted: Bitboard,
}

impl PyBoard {
    pub(crate) fn position(&self) -> &AnyPosition {
        self.cursor.position()
    }

    pub(crate) fn from_position(start: AnyPosition) -> PyBoard {
        PyBoard::from_cursor(GameCursor::new(start))
    }

    pub(crate) fn from_cursor(cursor: GameCursor<AnyPosition>) -> PyBoard {
        PyBoard {
            cursor,
            loose: None,
            promoted: Bitboard::EMPTY,
        }
    }

    /// The legal position for the methods that need one: an error while the board is not a
    /// legal position.
    pub(crate) fn fast(&self) -> PyResult<&AnyPosition> {
        match &self.loose {
            Some(loose) if loose::legal(&loose.current).is_none() => Err(PyValueError::new_err(
                format!("not a legal position: {}", loose::fen(&loose.current)),
            )),
            _ => Ok(self.cursor.position()),
        }
    }

    /// The position as an `UncheckedVariantPosition`, legal or not.
    pub(crate) fn unchecked(&self) -> PyResult<UncheckedVariantPosition> {
        Ok(match &self.loose {
            Some(loose) => loose.current.clone(),
            None => loose::unchecked(self.position()),
        })
    }

    /// The game as a loose one, history kept: for a move that is not legal, a null move, or an
    /// edit that keeps the move stack.
    pub(crate) fn loosen(&mut self) -> PyResult<&mut LooseGame> {
        if self.loose.is_none() {
            let current = self.unchecked()?;
            let mut game = LooseGame::new(current);
            for ply in 0..self.cursor.ply() {
                let before = self
                    .cursor
                    .position_at(ply)
                    .unwrap_or(self.cursor.position());
                let before = loose::unchecked(before);
                game.history.push((before, Some(self.cursor.moves()[ply])));
            }
            self.loose = Some(Box::new(game));
        }
        match self.loose.as_deref_mut() {
            Some(game) => Ok(game),
            None => Err(PyValueError::new_err("no loose game")),
        }
    }

    /// Back on the fast path where the loose game allows it (no moves, a legal position), and
    /// the cursor in step with a legal loose position otherwise.
    pub(crate) fn settle(&mut self) {
        let Some(game) = &self.loose else {
            return;
        };
        if let Some(legal) = loose::legal(&game.current) {
            let fast = game.history.is_empty();
            self.cursor = GameCursor::new(legal);
            if fast {
                self.loose = None;
            }
        }
    }

    /// Replaces the position with `pos`, the move stack cleared (as python-chess's edits do).
    pub(crate) fn set_unchecked(&mut self, pos: UncheckedVariantPosition) {
        self.loose = Some(Box::new(LooseGame::new(pos)));
        self.settle();
    }

    /// Applies `edit` to the position, keeping the move stack (python-chess's property
    /// setters: `turn`, `castling_rights`, `ep_square`, the clocks).
    pub(crate) fn edit(
        &mut self,
        edit: impl FnOnce(&mut UncheckedVariantPosition),
    ) -> PyResult<()> {
        if self.loose.is_none() && self.cursor.ply() == 0 {
            let mut pos = self.unchecked()?;
            edit(&mut pos);
            self.set_unchecked(pos);
            return Ok(());
        }
        edit(&mut self.loosen()?.current);
        self.settle();
        Ok(())
    }

    /// The number of moves on the stack.
    pub(crate) fn ply_count(&self) -> usize {
        self.loose
            .as_ref()
            .map_or(self.cursor.ply(), |game| game.history.len())
    }

    /// The move played at `ply`, as a shared `Move`.
    pub(crate) fn stack_move(&self, py: Python<'_>, ply: usize) -> PyResult<Py<PyMove>> {
        match &self.loose {
            Some(game) => {
                let (before, m) = &game.history[ply];
                PyMove::shared(py, loose::uci(before, *m))
            }
            None => self.move_at(py, self.cursor.moves()[ply], ply),
        }
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

    /// The legal move `m` names in the current position; a `ValueError` while the board is
    /// not a legal position (the cursor then holds an older position, which must not answer).
    pub(crate) fn resolve(&self, m: &PyMove) -> PyResult<Move> {
        let pos = self.fast()?;
        pos.resolve_uci(&m.uci).map_err(|_| {
            IllegalMoveError::new_err(format!("illegal move: {} in {}", m.uci, pos.fen()))
        })
    }

    /// `m`, played at `ply`, as its shared `Move`.
    pub(crate) fn move_at(&self, py: Python<'_>, m: Move, ply: usize) -> PyResult<Py<PyMove>> {
        let before = self.cursor.position_at(ply).unwrap_or(self.position());
        PyMove::shared(py, before.uci(m))
    }
}
