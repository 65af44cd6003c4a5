//! Polyglot opening books: the lookups behind `fianchetto.polyglot.MemoryMappedReader`, whose
//! entries (python-chess's named tuples) and choices are made in Python from what this gives.

use std::path::PathBuf;

use fianchetto::notation::Notation;
use fianchetto::polyglot::{Book, OpenBookError, RawEntry};
use fianchetto::variant::AnyPosition;
use pyo3::exceptions::{PyIndexError, PyOSError, PyValueError};
use pyo3::prelude::*;

use crate::board_state::PyBoard;
use crate::moves::PyMove;

/// An entry as stored: `(key, raw_move, weight, learn)`.
type RawTuple = (u64, u16, u16, u32);

/// An entry of a board's position, its move decoded for that board:
/// `(key, raw_move, weight, learn, move)`.
type LegalTuple = (u64, u16, u16, u32, PyMove);

fn raw_tuple(entry: RawEntry) -> RawTuple {
    (entry.key, entry.raw_move, entry.weight, entry.learn)
}

/// The Python exception for a book that cannot be opened: an `OSError` built from the errno
/// when the system gave one, so that Python picks its subclass (`FileNotFoundError`, ...).
fn open_error(err: OpenBookError) -> PyErr {
    match &err {
        OpenBookError::Read { path, source } => match source.raw_os_error() {
            Some(errno) => PyOSError::new_err((errno, err.to_string(), path.clone())),
            None => PyOSError::new_err(err.to_string()),
        },
        OpenBookError::Format { .. } => PyOSError::new_err(err.to_string()),
    }
}

/// A Polyglot book read whole into memory and checked (sorted whole entries).
#[pyclass(module = "fianchetto.polyglot", name = "Reader", frozen)]
pub(crate) struct PyBook {
    book: Book<Vec<u8>>,
}

#[pymethods]
impl PyBook {
    #[new]
    fn new(path: PathBuf) -> PyResult<PyBook> {
        let book = Book::open(&path).map_err(open_error)?;
        Ok(PyBook { book })
    }

    /// The book in `data`, the bytes of a `.bin` file. Raises `ValueError` when they are not
    /// whole 16-byte entries sorted by key.
    #[staticmethod]
    fn from_bytes(data: Vec<u8>) -> PyResult<PyBook> {
        let book = Book::new(data).map_err(|err| PyValueError::new_err(err.to_string()))?;
        Ok(PyBook { book })
    }

    fn __len__(&self) -> usize {
        self.book.len()
    }

    /// The entry at `index` (0 to `len - 1`) as `(key, raw_move, weight, learn)`. Raises
    /// `IndexError` past the end.
    fn entry_at(&self, index: usize) -> PyResult<RawTuple> {
        self.book
            .get(index)
            .map(raw_tuple)
            .ok_or_else(|| PyIndexError::new_err("book index out of range"))
    }

    /// Every entry stored under `key`, in stored order, as `(key, raw_move, weight, learn)`.
    fn raw_entries(&self, key: u64) -> Vec<RawTuple> {
        self.book.raw_entries(key).map(raw_tuple).collect()
    }

    /// The entries of the board's position whose move is legal there, in stored order, as
    /// `(key, raw_move, weight, learn, move)`; castling as the board writes it. None for a
    /// variant board: Polyglot books are for standard chess.
    fn legal_entries(&self, board: PyRef<'_, PyBoard>) -> Vec<LegalTuple> {
        let AnyPosition::Standard(pos) = board.position() else {
            return Vec::new();
        };
        self.book
            .raw_entries(pos.zobrist_hash())
            .filter_map(|raw| {
                let mv = raw.legal_move(pos)?;
                let (key, raw_move, weight, learn) = raw_tuple(raw);
                Some((key, raw_move, weight, learn, PyMove::from(pos.uci(mv))))
            })
            .collect()
    }
}
