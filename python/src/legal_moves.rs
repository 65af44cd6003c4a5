//! `LegalMoveGenerator`: `board.legal_moves`, a live view of the board's legal moves (as
//! python-chess's is), counted natively and turned into `Move`s only when iterated.

use fianchetto::Rules;
use fianchetto::notation::Notation;
use fianchetto::variant::AnyPosition;
use pyo3::prelude::*;
use pyo3::types::PyList;

use crate::board_state::PyBoard;
use crate::moves::PyMove;

/// The legal moves of a board: `len()`, `in`, `count()`, `any()` and iteration, always of the
/// board's position as it is now.
///
/// >>> import fianchetto
/// >>> len(fianchetto.Board().legal_moves)
/// 20
/// >>> fianchetto.Move.from_uci("e2e4") in fianchetto.Board().legal_moves
/// True
#[pyclass(module = "fianchetto", frozen)]
pub(crate) struct LegalMoveGenerator {
    board: Py<PyBoard>,
}

impl LegalMoveGenerator {
    pub(crate) fn new(board: Py<PyBoard>) -> LegalMoveGenerator {
        LegalMoveGenerator { board }
    }

    /// The board's position now.
    fn position(&self, py: Python<'_>) -> PyResult<AnyPosition> {
        Ok(*self.board.bind(py).try_borrow()?.position())
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
    fn __len__(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(count(&self.position(py)?))
    }

    /// The number of legal moves.
    fn count(&self, py: Python<'_>) -> PyResult<usize> {
        self.__len__(py)
    }

    /// Whether there is a legal move.
    fn any(&self, py: Python<'_>) -> PyResult<bool> {
        Ok(self.position(py)?.has_legal_moves())
    }

    fn __bool__(&self, py: Python<'_>) -> PyResult<bool> {
        self.any(py)
    }

    fn __contains__(&self, py: Python<'_>, r#move: &Bound<'_, PyAny>) -> PyResult<bool> {
        let pos = self.position(py)?;
        Ok(r#move
            .cast::<PyMove>()
            .is_ok_and(|m| pos.resolve_uci(&m.get().uci).is_ok()))
    }

    /// The moves of the position when iteration starts: pushing while iterating does not
    /// change them.
    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let moves = shared_moves(py, &self.position(py)?)?;
        PyList::new(py, moves)?.try_iter().map(Bound::into_any)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let pos = self.position(py)?;
        let sans: Vec<String> = pos
            .legal_moves()
            .into_iter()
            .map(|m| pos.san(m).to_string())
            .collect();
        Ok(format!("<LegalMoveGenerator ({})>", sans.join(", ")))
    }
}
