//! `MoveStack`: `board.move_stack`, a live, read-only view of the moves played, so that
//! `while board.move_stack: board.pop()` costs nothing a move and no copy can go stale.

use pyo3::exceptions::{PyIndexError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PySlice};

use crate::board_state::PyBoard;
use crate::moves::PyMove;

/// The moves played on a board, the first first: `len()`, indexing (negative too) and
/// slicing, iteration, and `==` with another stack or a list.
///
/// >>> import fianchetto
/// >>> board = fianchetto.Board()
/// >>> _ = board.push_san("e4"); _ = board.push_san("e5")
/// >>> board.move_stack[-1], len(board.move_stack)
/// (Move.from_uci('e7e5'), 2)
/// >>> board.move_stack == [fianchetto.Move.from_uci("e2e4"), fianchetto.Move.from_uci("e7e5")]
/// True
#[pyclass(module = "fianchetto", frozen, sequence)]
pub(crate) struct MoveStack {
    board: Py<PyBoard>,
}

impl MoveStack {
    pub(crate) fn new(board: Py<PyBoard>) -> MoveStack {
        MoveStack { board }
    }

    fn moves(&self, py: Python<'_>) -> PyResult<Vec<Py<PyMove>>> {
        let board = self.board.bind(py).try_borrow()?;
        (0..board.ply_count())
            .map(|ply| board.stack_move(py, ply))
            .collect()
    }
}

#[pymethods]
impl MoveStack {
    fn __len__(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(self.board.bind(py).try_borrow()?.ply_count())
    }

    fn __getitem__<'py>(
        &self,
        py: Python<'py>,
        index: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        if let Ok(slice) = index.cast::<PySlice>() {
            let list = PyList::new(py, self.moves(py)?)?;
            return list.as_any().get_item(slice);
        }
        let index: isize = match index.extract() {
            Ok(index) => index,
            // An int past the machine's: out of range, as for a list.
            Err(_) if index.is_instance_of::<pyo3::types::PyInt>() => {
                return Err(PyIndexError::new_err("move stack index out of range"));
            }
            Err(_) => {
                return Err(PyTypeError::new_err(
                    "move stack indices must be integers or slices",
                ));
            }
        };
        let board = self.board.bind(py).try_borrow()?;
        let len = board.ply_count();
        let at = if index < 0 {
            len.checked_sub(index.unsigned_abs())
        } else {
            Some(index.unsigned_abs()).filter(|&at| at < len)
        };
        let at = at.ok_or_else(|| PyIndexError::new_err("move stack index out of range"))?;
        Ok(board.stack_move(py, at)?.into_bound(py).into_any())
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        PyList::new(py, self.moves(py)?)?
            .try_iter()
            .map(Bound::into_any)
    }

    fn __eq__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let mine = PyList::new(py, self.moves(py)?)?;
        if let Ok(other) = other.cast::<MoveStack>() {
            let theirs = PyList::new(py, other.get().moves(py)?)?;
            return mine.as_any().eq(theirs);
        }
        if other.is_instance_of::<PyList>() {
            return mine.as_any().eq(other);
        }
        Ok(false)
    }

    /// The position of the first `move` in the stack, as a list's `index`.
    fn index(&self, py: Python<'_>, r#move: &Bound<'_, PyAny>) -> PyResult<usize> {
        let list = PyList::new(py, self.moves(py)?)?;
        list.index(r#move)
    }

    /// How often `move` was played, as a list's `count`.
    fn count(&self, py: Python<'_>, r#move: &Bound<'_, PyAny>) -> PyResult<usize> {
        let mut count = 0;
        for m in self.moves(py)? {
            if m.bind(py).as_any().eq(r#move)? {
                count += 1;
            }
        }
        Ok(count)
    }

    /// The moves and `other`'s, as a new list.
    fn __add__<'py>(
        &self,
        py: Python<'py>,
        other: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let list = PyList::new(py, self.moves(py)?)?;
        list.as_any().add(PyList::new(
            py,
            other.try_iter()?.collect::<PyResult<Vec<_>>>()?,
        )?)
    }

    /// Pickles and copies as a list.
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyList>,))> {
        Ok((
            py.get_type::<PyList>().into_any(),
            (PyList::new(py, self.moves(py)?)?,),
        ))
    }

    /// The moves as a list of one's own.
    fn copy<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.moves(py)?)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let list = PyList::new(py, self.moves(py)?)?;
        Ok(list.repr()?.to_string())
    }
}
