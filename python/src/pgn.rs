//! Whole PGN files on every core: `read_games` yields `GameRecord`s in file order, `arrow_stream`
//! hands the `export` columns to Arrow. Both release the GIL while they read.

use std::io;
use std::path::PathBuf;
use std::sync::Mutex;
use std::thread::JoinHandle;

use fianchetto::pgn::GameReceiver;
use pyo3::exceptions::{PyOSError, PyRuntimeError};
use pyo3::prelude::*;

use crate::game::PyGame;
use crate::reading::{Extractor, spawn_reading, thread_count};
use crate::stream::ArrowStream;

/// The games of a PGN file, in order, as `GameRecord`s (`read_games`).
#[pyclass(module = "fianchetto.pgn")]
pub(crate) struct GameIterator {
    games: Mutex<Option<GameReceiver<Extractor>>>,
    reading: Mutex<Option<JoinHandle<io::Result<()>>>>,
    /// Text between games that was no game, as messages.
    #[pyo3(get)]
    skipped: Vec<String>,
}

#[pymethods]
impl GameIterator {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<PyGame>> {
        loop {
            let games = self.games.get_mut().unwrap_or_else(|err| err.into_inner());
            let Some(mut receiver) = games.take() else {
                return Ok(None);
            };
            // Waiting for the readers without the GIL lets other Python threads run.
            let (receiver, next) = py.detach(move || {
                let next = receiver.next();
                (receiver, next)
            });
            *games = Some(receiver);
            match next {
                Some(Ok(record)) => return PyGame::new(py, record).map(Some),
                Some(Err(err)) => self.skipped.push(err.to_string()),
                None => {
                    *self.games.get_mut().unwrap_or_else(|err| err.into_inner()) = None;
                    self.finish(py)?;
                    return Ok(None);
                }
            }
        }
    }
}

impl GameIterator {
    /// Raises what ended reading, if it was not the end of the file.
    fn finish(&mut self, py: Python<'_>) -> PyResult<()> {
        let reading = self
            .reading
            .get_mut()
            .unwrap_or_else(|err| err.into_inner());
        let Some(handle) = reading.take() else {
            return Ok(());
        };
        match py.detach(|| handle.join()) {
            Ok(Ok(())) => Ok(()),
            Ok(Err(err)) => Err(PyOSError::new_err(format!("cannot read the games: {err}"))),
            Err(_) => Err(PyRuntimeError::new_err("the PGN reader panicked")),
        }
    }
}

/// The games of the PGN file at `path` (plain, `.zst` or `.gz`), read on `threads` threads
/// (0: one per core), in file order.
#[pyfunction]
#[pyo3(signature = (path, threads=0))]
pub(crate) fn read_games(path: PathBuf, threads: usize) -> PyResult<GameIterator> {
    let (games, reading) = spawn_reading(path.clone(), thread_count(threads)?, false)
        .map_err(|err| PyOSError::new_err(format!("cannot open {}: {err}", path.display())))?;
    Ok(GameIterator {
        games: Mutex::new(Some(games)),
        reading: Mutex::new(Some(reading)),
        skipped: Vec::new(),
    })
}

/// The games of the PGN file at `path` as an Arrow stream of the `export` columns (one row a
/// game, or with `plies=True` one a position), for `pyarrow`, Polars or DuckDB.
#[pyfunction]
#[pyo3(signature = (path, threads=0, plies=false))]
pub(crate) fn arrow_stream(path: PathBuf, threads: usize, plies: bool) -> PyResult<ArrowStream> {
    ArrowStream::new(path, thread_count(threads)?, plies)
}
