//! `LegalMoveGenerator`: `board.legal_moves`, a live view of the board's legal moves (as
//! python-chess's is), counted natively and turned into `Move`s only when iterated.

use fianchetto::Rules;
use fianchetto::notation::Notation;
use fianchetto::variant::AnyPosition;
use pyo3::prelude::*;
use pyo3::types::PyList;

use fianchetto::movegen::Bitboard;
use fianchetto::uci::UciMove;

use crate::board_state::PyBoard;
use crate::loose;
use crate::moves::PyMove;

/// The legal moves of a board: `len()`, `in`, `count()`, `any()` and iteration, always of the
/// board's position as it is now.
///
/// >>> import fianchetto
/// >>> len(fianchetto.Board().legal_moves)
/// 20
/// >>> fianchetto.Move.from_uci("e2e4") in fianchetto.Board().legal_moves
/// True
///
/// `LegalMoveGenerator(board)` takes any object with a `generate_legal_moves()` method too,
/// as python-chess's does, and calls it once per question.
#[pyclass(module = "fianchetto", frozen)]
pub(crate) struct LegalMoveGenerator {
    /// A `Board`, or another object whose `generate_legal_moves()` answers.
    board: Py<PyAny>,
    /// `board.pseudo_legal_moves`: the moves that may leave the king attacked too.
    pseudo: bool,
}

impl LegalMoveGenerator {
    pub(crate) fn new(board: Py<PyBoard>) -> LegalMoveGenerator {
        LegalMoveGenerator {
            board: board.into_any(),
            pseudo: false,
        }
    }

    pub(crate) fn pseudo_legal(board: Py<PyBoard>) -> LegalMoveGenerator {
        LegalMoveGenerator {
            board: board.into_any(),
            pseudo: true,
        }
    }

    /// The board, where it is one of ours.
    fn native<'py>(&self, py: Python<'py>) -> Option<Bound<'py, PyBoard>> {
        self.board.bind(py).cast::<PyBoard>().ok().cloned()
    }

    /// The moves of a board that is not ours, from its `generate_legal_moves()`; `None` for
    /// ours.
    fn foreign_moves<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyList>>> {
        if self.native(py).is_some() {
            return Ok(None);
        }
        let moves = self.board.bind(py).call_method0("generate_legal_moves")?;
        let moves: Vec<Bound<'py, PyAny>> = moves.try_iter()?.collect::<PyResult<_>>()?;
        Ok(Some(PyList::new(py, moves)?))
    }

    /// The moves in UCI where the fast path cannot give them: on a board that is not a legal
    /// position, and for the pseudo-legal moves. `None` on the fast path.
    fn slow_moves(&self, py: Python<'_>) -> PyResult<Option<Vec<UciMove>>> {
        let Some(board) = self.native(py) else {
            return Ok(None);
        };
        let board = board.try_borrow()?;
        if board.loose.is_none() && !self.pseudo {
            return Ok(None);
        }
        let pos = board.unchecked()?;
        let moves = if self.pseudo {
            loose::pseudo_legal_moves(&pos, Bitboard::FULL, Bitboard::FULL)
        } else {
            loose::legal_moves(&pos, Bitboard::FULL, Bitboard::FULL)
        };
        Ok(Some(
            moves
                .into_iter()
                .map(|m| loose::uci(&pos, Some(m)))
                .collect(),
        ))
    }

    /// The board's position now.
    fn position(&self, py: Python<'_>) -> PyResult<AnyPosition> {
        let board = self
            .native(py)
            .ok_or_else(|| pyo3::exceptions::PyTypeError::new_err("not a fianchetto board"))?;
        Ok(*board.try_borrow()?.position())
    }
}

/// The number of legal moves: standard chess counts without listing them.
fn count(pos: &AnyPosition) -> usize {
    match pos {
        AnyPosition::Standard(pos) => pos.count_legal_moves(),
        AnyPosition::Variant(pos) => pos.legal_moves().len(),
    }
}

/// The legal moves as shared `Move`s, each position on its own move list (`AnyPosition`'s
/// own list has room for either's, and copying into it cost a tenth of the call).
fn shared_moves(py: Python<'_>, pos: &AnyPosition) -> PyResult<Vec<Py<PyMove>>> {
    match pos {
        AnyPosition::Standard(pos) => {
            PyMove::all_shared(py, pos.legal_moves().into_iter().map(|m| pos.uci(m)))
        }
        AnyPosition::Variant(pos) => {
            PyMove::all_shared(py, pos.legal_moves().into_iter().map(|m| pos.uci(m)))
        }
    }
}

#[pymethods]
impl LegalMoveGenerator {
    /// The legal moves of `board` (a `Board`, or any object with `generate_legal_moves()`).
    #[new]
    fn py_new(board: Bound<'_, PyAny>) -> LegalMoveGenerator {
        LegalMoveGenerator {
            board: board.unbind(),
            pseudo: false,
        }
    }

    /// The number of legal moves. A board that is not ours has no `len()` (as python-chess's
    /// generator has none), so that `list()` asks it for its moves once.
    fn __len__(&self, py: Python<'_>) -> PyResult<usize> {
        if self.native(py).is_none() {
            return Err(pyo3::exceptions::PyTypeError::new_err(
                "object of type 'LegalMoveGenerator' has no len()",
            ));
        }
        if let Some(moves) = self.slow_moves(py)? {
            return Ok(moves.len());
        }
        Ok(count(&self.position(py)?))
    }

    /// The number of legal moves.
    fn count(&self, py: Python<'_>) -> PyResult<usize> {
        if let Some(moves) = self.foreign_moves(py)? {
            return Ok(moves.len());
        }
        self.__len__(py)
    }

    /// Whether there is a legal move.
    fn any(&self, py: Python<'_>) -> PyResult<bool> {
        if let Some(moves) = self.foreign_moves(py)? {
            return Ok(!moves.is_empty());
        }
        if let Some(moves) = self.slow_moves(py)? {
            return Ok(!moves.is_empty());
        }
        Ok(self.position(py)?.has_legal_moves())
    }

    fn __bool__(&self, py: Python<'_>) -> PyResult<bool> {
        self.any(py)
    }

    fn __contains__(&self, py: Python<'_>, r#move: &Bound<'_, PyAny>) -> PyResult<bool> {
        if self.native(py).is_none() {
            // As python-chess: the board decides.
            return self
                .board
                .bind(py)
                .call_method1("is_legal", (r#move,))?
                .is_truthy();
        }
        if let Some(moves) = self.slow_moves(py)? {
            return Ok(r#move
                .cast::<PyMove>()
                .is_ok_and(|m| moves.contains(&m.get().uci)));
        }
        let pos = self.position(py)?;
        Ok(r#move
            .cast::<PyMove>()
            .is_ok_and(|m| pos.resolve_uci(&m.get().uci).is_ok()))
    }

    /// The moves of the position when iteration starts: pushing while iterating does not
    /// change them.
    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        if let Some(moves) = self.foreign_moves(py)? {
            return moves.try_iter().map(Bound::into_any);
        }
        if let Some(moves) = self.slow_moves(py)? {
            let moves = PyMove::all_shared(py, moves.into_iter())?;
            return PyList::new(py, moves)?.try_iter().map(Bound::into_any);
        }
        let moves = shared_moves(py, &self.position(py)?)?;
        PyList::new(py, moves)?.try_iter().map(Bound::into_any)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        if let Some(moves) = self.foreign_moves(py)? {
            return Ok(format!("<LegalMoveGenerator ({})>", moves.repr()?));
        }
        if let Some(moves) = self.slow_moves(py)? {
            let name = if self.pseudo {
                "PseudoLegalMoveGenerator"
            } else {
                "LegalMoveGenerator"
            };
            // SAN where the move is legal on a legal position (as python-chess writes every
            // move), UCI otherwise.
            let board = self
                .native(py)
                .ok_or_else(|| pyo3::exceptions::PyTypeError::new_err("not a fianchetto board"))?;
            let board = board.try_borrow()?;
            let fast = board.fast().ok().copied();
            let texts: Vec<String> = moves
                .iter()
                .map(|uci| {
                    match fast
                        .as_ref()
                        .and_then(|pos| pos.resolve_uci(uci).ok().map(|m| (pos, m)))
                    {
                        Some((pos, m)) => pos.san(m).to_string(),
                        None => uci.to_string(),
                    }
                })
                .collect();
            return Ok(format!("<{name} ({})>", texts.join(", ")));
        }
        let pos = self.position(py)?;
        let sans: Vec<String> = pos
            .legal_moves()
            .into_iter()
            .map(|m| pos.san(m).to_string())
            .collect();
        Ok(format!("<LegalMoveGenerator ({})>", sans.join(", ")))
    }
}
