//! Polyglot opening books, as python-chess's `chess.polyglot` reads them.

use std::path::PathBuf;

use fianchetto::notation::Notation;
use fianchetto::polyglot::{Book, BookEntry};
use fianchetto::variant::AnyPosition;
use pyo3::exceptions::{PyIndexError, PyOSError};
use pyo3::prelude::*;

use crate::board_state::PyBoard;
use crate::moves::PyMove;

/// One book move: `move`, its `weight` and `learn` value.
#[pyclass(
    module = "fianchetto.polyglot",
    name = "Entry",
    frozen,
    eq,
    skip_from_py_object
)]
#[derive(Clone, PartialEq)]
pub(crate) struct PyEntry {
    /// The position's Polyglot key.
    #[pyo3(get)]
    key: u64,
    /// The move.
    #[pyo3(get)]
    r#move: PyMove,
    /// How often to play it, relative to the position's other moves.
    #[pyo3(get)]
    weight: u16,
    /// The book writer's own data.
    #[pyo3(get)]
    learn: u32,
}

#[pymethods]
impl PyEntry {
    fn __repr__(&self) -> String {
        format!(
            "Entry(key={:#018x}, move=Move.from_uci('{}'), weight={}, learn={})",
            self.key, self.r#move.uci, self.weight, self.learn
        )
    }
}

/// A Polyglot book, read whole into memory (`fianchetto.polyglot.open_reader`).
#[pyclass(module = "fianchetto.polyglot", name = "Reader", frozen)]
pub(crate) struct PyBook {
    book: Book<Vec<u8>>,
}

impl PyBook {
    /// The entries for `board`'s position, in the book's order (none for a variant).
    fn entries(&self, board: &PyBoard) -> Vec<PyEntry> {
        let AnyPosition::Standard(pos) = board.position() else {
            return Vec::new();
        };
        let key = pos.zobrist_hash();
        self.book
            .entries(pos)
            .map(|BookEntry { mv, weight, learn }| PyEntry {
                key,
                r#move: PyMove::from(pos.uci(mv)),
                weight,
                learn,
            })
            .collect()
    }
}

#[pymethods]
impl PyBook {
    #[new]
    fn new(path: PathBuf) -> PyResult<PyBook> {
        let book = Book::open(&path).map_err(|err| PyOSError::new_err(err.to_string()))?;
        Ok(PyBook { book })
    }

    fn __len__(&self) -> usize {
        self.book.len()
    }

    /// Every entry for the position, most weight first... in the book's order, which
    /// Polyglot keeps by weight.
    #[pyo3(signature = (board, *, minimum_weight=1))]
    fn find_all(&self, board: PyRef<'_, PyBoard>, minimum_weight: u16) -> Vec<PyEntry> {
        self.entries(&board)
            .into_iter()
            .filter(|entry| entry.weight >= minimum_weight)
            .collect()
    }

    /// The entry of most weight for the position. Raises `IndexError` when there is none.
    #[pyo3(signature = (board, *, minimum_weight=1))]
    fn find(&self, board: PyRef<'_, PyBoard>, minimum_weight: u16) -> PyResult<PyEntry> {
        self.get(board, minimum_weight)
            .ok_or_else(|| PyIndexError::new_err("no entry found"))
    }

    /// The entry of most weight for the position, or `None`.
    #[pyo3(signature = (board, *, minimum_weight=1))]
    fn get(&self, board: PyRef<'_, PyBoard>, minimum_weight: u16) -> Option<PyEntry> {
        let mut best: Option<PyEntry> = None;
        for entry in self.find_all(board, minimum_weight) {
            if best.as_ref().is_none_or(|best| entry.weight > best.weight) {
                best = Some(entry);
            }
        }
        best
    }

    fn close(&self) {}

    fn __enter__(slf: Py<Self>) -> Py<Self> {
        slf
    }

    fn __exit__(
        &self,
        _kind: Option<Bound<'_, PyAny>>,
        _value: Option<Bound<'_, PyAny>>,
        _traceback: Option<Bound<'_, PyAny>>,
    ) -> bool {
        false
    }
}
