//! Syzygy endgame tablebases, as python-chess's `chess.syzygy` probes them.

use std::path::PathBuf;

use fianchetto::syzygy::{SyzygyError, Tablebase};
use fianchetto::variant::AnyPosition;
use pyo3::exceptions::{PyKeyError, PyOSError};
use pyo3::prelude::*;

use crate::board_state::PyBoard;

/// Syzygy tables from one or more folders (`fianchetto.syzygy.open_tablebase`).
#[pyclass(module = "fianchetto.syzygy", name = "Tablebase")]
pub(crate) struct PyTablebase {
    tablebase: Tablebase,
}

fn probe_error(err: SyzygyError) -> PyErr {
    match err {
        SyzygyError::Io { .. } => PyOSError::new_err(err.to_string()),
        _ => PyKeyError::new_err(err.to_string()),
    }
}

fn standard(board: &Bound<'_, PyBoard>) -> PyResult<fianchetto::Position> {
    // A copy, so that the board is free for other threads while the tables are read.
    match board.try_borrow()?.position() {
        AnyPosition::Standard(pos) => Ok(*pos),
        AnyPosition::Variant(_) => Err(PyKeyError::new_err(
            "the tables are for standard chess, not its variants",
        )),
    }
}

#[pymethods]
impl PyTablebase {
    #[new]
    fn new() -> PyTablebase {
        PyTablebase {
            tablebase: Tablebase::new(),
        }
    }

    /// Adds the tables in `directory`; returns how many.
    fn add_directory(&mut self, directory: PathBuf) -> PyResult<usize> {
        self.tablebase
            .add_directory(&directory)
            .map_err(|err| PyOSError::new_err(err.to_string()))
    }

    /// Win/draw/loss for the side to move: 2 win, 1 cursed win, 0 draw, -1 blessed loss,
    /// -2 loss. Raises `KeyError` when no table has the position.
    fn probe_wdl(&self, py: Python<'_>, board: &Bound<'_, PyBoard>) -> PyResult<i32> {
        let pos = standard(board)?;
        let wdl = py
            .detach(|| self.tablebase.probe_wdl(&pos))
            .map_err(probe_error)?;
        Ok(i32::from(wdl.to_i8()))
    }

    /// Distance to zeroing (plies to a capture or pawn move, signed as python-chess signs
    /// it). Raises `KeyError` when no table has the position.
    fn probe_dtz(&self, py: Python<'_>, board: &Bound<'_, PyBoard>) -> PyResult<i32> {
        let pos = standard(board)?;
        let dtz = py
            .detach(|| self.tablebase.probe_dtz(&pos))
            .map_err(probe_error)?;
        Ok(dtz.0)
    }

    /// `probe_wdl`, or `default` when no table has the position.
    #[pyo3(signature = (board, default=None))]
    fn get_wdl(
        &self,
        py: Python<'_>,
        board: &Bound<'_, PyBoard>,
        default: Option<i32>,
    ) -> PyResult<Option<i32>> {
        match self.probe_wdl(py, board) {
            Ok(wdl) => Ok(Some(wdl)),
            Err(err) if err.is_instance_of::<PyKeyError>(py) => Ok(default),
            Err(err) => Err(err),
        }
    }

    /// `probe_dtz`, or `default` when no table has the position.
    #[pyo3(signature = (board, default=None))]
    fn get_dtz(
        &self,
        py: Python<'_>,
        board: &Bound<'_, PyBoard>,
        default: Option<i32>,
    ) -> PyResult<Option<i32>> {
        match self.probe_dtz(py, board) {
            Ok(dtz) => Ok(Some(dtz)),
            Err(err) if err.is_instance_of::<PyKeyError>(py) => Ok(default),
            Err(err) => Err(err),
        }
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
