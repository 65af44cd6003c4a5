//! `ArrowStream`: the records of a PGN file as Arrow record batches, handed over through the
//! Arrow C stream interface (`__arrow_c_stream__`), so no row passes through Python objects.

use std::ffi::CString;
use std::io;
use std::path::PathBuf;
use std::thread::JoinHandle;

use arrow_array::ffi_stream::FFI_ArrowArrayStream;
use arrow_array::{RecordBatch, RecordBatchReader};
use arrow_schema::{ArrowError, SchemaRef};
use fianchetto_export::BatchBuilder;
use fianchetto_records::Table;
use pyo3::prelude::*;
use pyo3::types::PyCapsule;

use crate::reading::{Extractor, open, spawn_reading};
use fianchetto::pgn::GameReceiver;

/// Rows a batch holds: big enough that a batch's overhead vanishes, small enough that the
/// first rows come soon.
const BATCH_ROWS: usize = 16 * 1024;

/// A PGN file's records as Arrow batches (`fianchetto.pgn.to_arrow` takes them). Each
/// `__arrow_c_stream__` call is a stream of its own that reads the file when its first batch
/// is asked for: a consumer that reads the schema first (DuckDB) reads the file once.
#[pyclass(module = "fianchetto.pgn", frozen)]
pub(crate) struct ArrowStream {
    path: PathBuf,
    threads: usize,
    table: Table,
}

impl ArrowStream {
    pub(crate) fn new(path: PathBuf, threads: usize, plies: bool) -> PyResult<ArrowStream> {
        // Opened once here so that a file that cannot be read raises `OSError` at once.
        open(&path)?;
        let table = if plies { Table::Plies } else { Table::Games };
        Ok(ArrowStream {
            path,
            threads,
            table,
        })
    }
}

#[pymethods]
impl ArrowStream {
    /// The Arrow PyCapsule interface: a stream of the file's batches.
    #[pyo3(signature = (requested_schema=None))]
    fn __arrow_c_stream__<'py>(
        &self,
        py: Python<'py>,
        requested_schema: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyCapsule>> {
        // The schema is the export's; a consumer that wants another casts afterwards.
        let _ = requested_schema;
        let batches = Batches {
            source: Source::Unread {
                path: self.path.clone(),
                threads: self.threads,
            },
            builder: BatchBuilder::new(self.table),
            schema: fianchetto_export::schema(self.table),
            plies: self.table == Table::Plies,
            done: false,
        };
        let stream = FFI_ArrowArrayStream::new(Box::new(batches));
        let name = CString::new("arrow_array_stream").expect("no NUL in the name");
        PyCapsule::new(py, stream, Some(name))
    }
}

/// Where a stream's records come from: nowhere yet, then the readers.
enum Source {
    Unread {
        path: PathBuf,
        threads: usize,
    },
    Reading {
        games: GameReceiver<Extractor>,
        reading: Option<JoinHandle<io::Result<()>>>,
    },
}

/// The batches, built on the thread that asks for them from records read on the others.
struct Batches {
    source: Source,
    builder: BatchBuilder,
    schema: SchemaRef,
    plies: bool,
    done: bool,
}

impl Batches {
    fn next_batch(&mut self) -> Option<Result<RecordBatch, ArrowError>> {
        if self.done {
            return None;
        }
        if let Source::Unread { path, threads } = &self.source {
            match spawn_reading(path.clone(), *threads, self.plies) {
                Ok((games, reading)) => {
                    self.source = Source::Reading {
                        games,
                        reading: Some(reading),
                    }
                }
                Err(err) => {
                    self.done = true;
                    return Some(Err(ArrowError::IoError(err.to_string(), err)));
                }
            }
        }
        let Source::Reading { games, reading } = &mut self.source else {
            return None;
        };
        while self.builder.rows() < BATCH_ROWS {
            let Some(game) = games.next() else {
                self.done = true;
                if let Err(err) = finish_reading(reading) {
                    return Some(Err(err));
                }
                break;
            };
            // Junk between games is no row (as in `fianchetto export`).
            let Ok(record) = game else { continue };
            if self.builder.append(&record).is_err() {
                // Past a batch's 32-bit offsets: this batch ends here and the next takes it.
                let full = self.builder.finish();
                if let Err(err) = self.builder.append(&record) {
                    return Some(Err(err));
                }
                return Some(full);
            }
        }
        if self.builder.rows() == 0 {
            return None;
        }
        Some(self.builder.finish())
    }
}

fn finish_reading(reading: &mut Option<JoinHandle<io::Result<()>>>) -> Result<(), ArrowError> {
    match reading.take().map(JoinHandle::join) {
        None | Some(Ok(Ok(()))) => Ok(()),
        Some(Ok(Err(err))) => Err(ArrowError::IoError(
            format!("cannot read the games: {err}"),
            err,
        )),
        Some(Err(_)) => Err(ArrowError::ExternalError("the PGN reader panicked".into())),
    }
}

impl Iterator for Batches {
    type Item = Result<RecordBatch, ArrowError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_batch()
    }
}

impl RecordBatchReader for Batches {
    fn schema(&self) -> SchemaRef {
        self.schema.clone()
    }
}
