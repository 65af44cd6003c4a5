//! Syzygy endgame tablebases: the probes behind `fianchetto.syzygy.Tablebase`, whose variant
//! checks and table-name helpers are Python.

use std::path::{Path, PathBuf};

use fianchetto::syzygy::{Stored, SyzygyError, TableKind, Tablebase, Wdl};
use fianchetto::variant::AnyPosition;
use fianchetto::{Color, Role, Rules};
use pyo3::exceptions::{PyKeyError, PyOSError, PyValueError};
use pyo3::prelude::*;

use crate::board_state::PyBoard;

pyo3::create_exception!(
    fianchetto.syzygy,
    MissingTableError,
    PyKeyError,
    "No table of the position's material (or of one a capture leads to) was added."
);

/// Default of `max_fds`: python-chess's.
const DEFAULT_MAX_FDS: usize = 128;

/// Syzygy tables for standard chess, from files and folders added to it.
#[pyclass(module = "fianchetto.syzygy", name = "Tablebase")]
pub(crate) struct PyTablebase {
    tablebase: Tablebase,
}

/// An `OSError` from the errno when the system gave one, so Python picks its subclass
/// (`FileNotFoundError`, ...).
fn io_error(path: &Path, error: &std::io::Error, message: String) -> PyErr {
    match error.raw_os_error() {
        Some(errno) => PyOSError::new_err((errno, message, path.to_owned())),
        None => PyOSError::new_err(message),
    }
}

/// The Python exception of a failed probe: python-chess's types and texts where it has them.
fn probe_error(err: SyzygyError) -> PyErr {
    match &err {
        SyzygyError::MissingTable { name, kind } => {
            let kind = match kind {
                TableKind::Wdl => "wdl",
                TableKind::Dtz => "dtz",
            };
            MissingTableError::new_err(format!("did not find {kind} table {name}"))
        }
        SyzygyError::TooManyPieces { .. } => MissingTableError::new_err(err.to_string()),
        SyzygyError::Io { path, error } => io_error(path, error, err.to_string()),
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

/// Whether the path names a file of the kinds asked for, by its extension.
fn wanted(path: &Path, load_wdl: bool, load_dtz: bool) -> bool {
    match path.extension().and_then(|ext| ext.to_str()) {
        Some("rtbw") => load_wdl,
        Some("rtbz") => load_dtz,
        _ => false,
    }
}

#[pymethods]
impl PyTablebase {
    #[new]
    #[pyo3(signature = (*, max_fds=Some(DEFAULT_MAX_FDS)))]
    fn new(max_fds: Option<usize>) -> PyResult<PyTablebase> {
        let mut tablebase = Tablebase::new();
        match max_fds {
            Some(0) => return Err(PyValueError::new_err("max_fds must be at least 1")),
            Some(files) => tablebase.set_open_file_limit(files),
            None => tablebase.set_open_file_limit(usize::MAX),
        }
        Ok(PyTablebase { tablebase })
    }

    /// Adds the tables in `directory`, the WDL files unless `load_wdl` is false and the DTZ
    /// files unless `load_dtz` is false; returns how many files.
    #[pyo3(signature = (directory, *, load_wdl=true, load_dtz=true))]
    fn add_directory(
        &mut self,
        directory: PathBuf,
        load_wdl: bool,
        load_dtz: bool,
    ) -> PyResult<usize> {
        if load_wdl && load_dtz {
            return self
                .tablebase
                .add_directory(&directory)
                .map_err(probe_error);
        }
        let listing = |err: std::io::Error| {
            let message = format!("cannot list {}: {err}", directory.display());
            io_error(&directory, &err, message)
        };
        let mut added = 0;
        for entry in std::fs::read_dir(&directory).map_err(listing)? {
            let path = entry.map_err(listing)?.path();
            if wanted(&path, load_wdl, load_dtz) && path.is_file() && self.tablebase.add_file(&path)
            {
                added += 1;
            }
        }
        Ok(added)
    }

    /// Adds one table file (named as its material is, `KQvKR.rtbw`); returns 1, or 0 when the
    /// name is not a table's or its kind was not asked for.
    #[pyo3(signature = (path, *, load_wdl=true, load_dtz=true))]
    fn add_file(&mut self, path: PathBuf, load_wdl: bool, load_dtz: bool) -> PyResult<usize> {
        if let Err(err) = std::fs::metadata(&path) {
            let message = format!("cannot read {}: {err}", path.display());
            return Err(io_error(&path, &err, message));
        }
        Ok(usize::from(
            wanted(&path, load_wdl, load_dtz) && self.tablebase.add_file(&path),
        ))
    }

    /// Win/draw/loss for the side to move: 2 win, 1 cursed win, 0 draw, -1 blessed loss,
    /// -2 loss. Raises `MissingTableError` when no table has the position.
    fn probe_wdl(&self, py: Python<'_>, board: &Bound<'_, PyBoard>) -> PyResult<i32> {
        let pos = standard(board)?;
        let wdl = py
            .detach(|| self.tablebase.probe_wdl(&pos))
            .map_err(probe_error)?;
        Ok(i32::from(wdl.to_i8()))
    }

    /// The WDL table's value of the position, no capture or en passant considered.
    fn probe_wdl_table(&self, py: Python<'_>, board: &Bound<'_, PyBoard>) -> PyResult<i32> {
        let pos = standard(board)?;
        let wdl = py
            .detach(|| self.tablebase.probe_wdl_table(&pos))
            .map_err(probe_error)?;
        Ok(i32::from(wdl.to_i8()))
    }

    /// Distance to zeroing (plies to a capture or pawn move, signed as python-chess signs
    /// it). Raises `MissingTableError` when no table has the position.
    fn probe_dtz(&self, py: Python<'_>, board: &Bound<'_, PyBoard>) -> PyResult<i32> {
        let pos = standard(board)?;
        let dtz = py
            .detach(|| self.tablebase.probe_dtz(&pos))
            .map_err(probe_error)?;
        Ok(dtz.0)
    }

    /// `probe_dtz` with the position's own en passant captures left out.
    fn probe_dtz_no_ep(&self, py: Python<'_>, board: &Bound<'_, PyBoard>) -> PyResult<i32> {
        let pos = standard(board)?;
        let dtz = py
            .detach(|| self.tablebase.probe_dtz_no_ep(&pos))
            .map_err(probe_error)?;
        Ok(dtz.0)
    }

    /// What the DTZ table stores for the position of outcome `wdl`: `(plies, 1)`, or `(0, -1)`
    /// when the table stores the other side to move, or `(0, 0)` when it has no distance
    /// for that outcome.
    fn probe_dtz_table(
        &self,
        py: Python<'_>,
        board: &Bound<'_, PyBoard>,
        wdl: i32,
    ) -> PyResult<(u32, i32)> {
        let pos = standard(board)?;
        let wdl = i8::try_from(wdl)
            .ok()
            .and_then(Wdl::from_i8)
            .ok_or_else(|| PyValueError::new_err(format!("wdl must be -2 to 2, not {wdl}")))?;
        let stored = py
            .detach(|| self.tablebase.probe_dtz_table(&pos, wdl))
            .map_err(probe_error)?;
        Ok(match stored {
            Stored::Plies(plies) => (plies, 1),
            Stored::OtherSide => (0, -1),
            Stored::NotForThisOutcome => (0, 0),
        })
    }
}

/// The pieces of each side of the board, as table names write them (`KBN`, `K`): White's,
/// then Black's.
#[pyfunction]
pub(crate) fn _material_key(board: PyRef<'_, PyBoard>) -> (String, String) {
    let pieces = board.position().board();
    let side = |color: Color| {
        let mut letters = String::new();
        for role in [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ] {
            let count = (pieces.by_color(color) & pieces.by_role(role)).len();
            letters.extend(std::iter::repeat_n(role.upper_char(), count));
        }
        letters
    };
    (side(Color::White), side(Color::Black))
}
