//! Reading a PGN file's games on many threads, in file order: what `read_games` (`pgn`) and
//! `arrow_stream` (`stream`) share, and the thread bound `build_index` (`explorer`) checks too.
//! It lies below them so that neither of the first two names the other.

use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};
use std::thread::JoinHandle;

use fianchetto::pgn::{GameReceiver, ParallelReader, Replay, Unpacked};
use fianchetto::variant::AnyPosition;
use fianchetto_records::RecordExtractor;
use pyo3::exceptions::{PyOSError, PyValueError};
use pyo3::prelude::*;

/// What the readers make of each game: its record, replayed under its `Variant` tag.
pub(crate) type Extractor = Replay<RecordExtractor<AnyPosition>, AnyPosition>;

/// The most reader threads a call may ask for (the reader's own bound, which it would clamp
/// to silently).
pub(crate) const MAX_THREADS: usize = ParallelReader::MAX_THREADS;

/// `threads` as asked (0: one per core), or `ValueError` past [`MAX_THREADS`].
pub(crate) fn thread_count(threads: usize) -> PyResult<usize> {
    if threads > MAX_THREADS {
        return Err(PyValueError::new_err(format!(
            "threads must be 0 (one per core) to {MAX_THREADS}, not {threads}"
        )));
    }
    Ok(threads)
}

/// Opens `path`, unpacking it (zstd or gzip) by its name or its first bytes.
pub(crate) fn open(path: &Path) -> PyResult<Unpacked<File>> {
    Unpacked::open(path)
        .map_err(|err| PyOSError::new_err(format!("cannot open {}: {err}", path.display())))
}

/// Reads the games of `path` on `threads` threads (0: one per core), each under its `Variant`
/// tag, handing them on in file order.
pub(crate) fn spawn_reading(
    path: PathBuf,
    threads: usize,
    plies: bool,
) -> io::Result<(GameReceiver<Extractor>, JoinHandle<io::Result<()>>)> {
    let input = Unpacked::open(&path)?;
    Ok(ParallelReader::new(threads).spawn(input, move || {
        let extract = RecordExtractor::<AnyPosition>::default();
        Replay::<_, AnyPosition>::new(if plies {
            extract.with_position_keys()
        } else {
            extract
        })
    }))
}
