//! `LegalMoveGenerator`: `board.legal_moves`, the legal moves of the position it was taken
//! from, counted natively and turned into `Move`s only when iterated.

use fianchetto::Rules;
use fianchetto::notation::Notation;
use fianchetto::variant::AnyPosition;
use pyo3::prelude::*;
use pyo3::types::PyList;

use crate::moves::PyMove;

/// The legal moves of a position: `len()`, `in`, `count()`, `any()` and iteration.
///
/// >>> import fianchetto
/// >>> len(fianchetto.Board().legal_moves)
/// 20
/// >>> fianchetto.Move.from_uci("e2e4") in fianchetto.Board().legal_moves
/// True
#[pyclass(module = "fianchetto", frozen)]
pub(crate) struct LegalMoveGenerator {
    position: AnyPosition,
}

impl LegalMoveGenerator {
    pub(crate) fn new(position: AnyPosition) -> LegalMoveGenerator {
        LegalMoveGenerator { position }
    }

    fn moves(&self) -> Vec<PyMove> {
        let pos = &self.position;
        pos.legal_moves()
            .into_iter()
            .map(|m| PyMove::from(pos.uci(m)))
            .collect()
    }
}

#[pymethods]
impl LegalMoveGenerator {
    fn __len__(&self) -> usize {
        self.position.legal_moves().len()
    }

    /// The number of legal moves.
    fn count(&self) -> usize {
        self.__len__()
    }

    /// Whether there is a legal move.
    fn any(&self) -> bool {
        self.position.has_legal_moves()
    }

    fn __bool__(&self) -> bool {
        self.any()
    }

    fn __contains__(&self, r#move: &Bound<'_, PyAny>) -> bool {
        r#move
            .cast::<PyMove>()
            .is_ok_and(|m| m.get().uci.to_move(&self.position).is_ok())
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        PyList::new(py, self.moves())?
            .try_iter()
            .map(Bound::into_any)
    }

    fn __repr__(&self) -> String {
        let pos = &self.position;
        let sans: Vec<String> = pos
            .legal_moves()
            .into_iter()
            .map(|m| pos.san(m).to_string())
            .collect();
        format!("<LegalMoveGenerator ({})>", sans.join(", "))
    }
}
