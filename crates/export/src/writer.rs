//! [`ParquetWriter`]: game records streamed into a Parquet file, a bounded row group at a time.

use std::io::Write;
use std::sync::mpsc::{self, SyncSender};
use std::thread::{self, JoinHandle};

use arrow_array::RecordBatch;
use arrow_schema::{DataType, Schema, SchemaRef};
use fianchetto_records::GameRecord;
use parquet::arrow::ArrowWriter;
use parquet::basic::{Compression, ZstdLevel};
use parquet::errors::ParquetError;
use parquet::file::properties::{EnabledStatistics, WriterProperties};
use parquet::schema::types::ColumnPath;

use crate::columns::Columns;
use crate::schema::schema;

/// Rows per row group: large enough for good compression and fast scans, small enough that the
/// writer's memory stays in the tens of megabytes whatever the input's size.
pub const ROW_GROUP_ROWS: usize = 64 * 1024;

/// A row group is cut early when its encoded size passes this, for files of very long games.
pub const ROW_GROUP_BYTES: usize = 128 * 1024 * 1024;

/// Records are handed to the Parquet encoder in Arrow batches of this many rows.
const BATCH_ROWS: usize = 8 * 1024;

/// Writes [`GameRecord`]s to a Parquet file (zstd-compressed) with the columns of
/// [`schema`](crate::schema()): memory is bounded by one row group, however many records.
///
/// ```
/// use fianchetto::pgn::{Reader, Replay};
/// use fianchetto_export::ParquetWriter;
/// use fianchetto_records::RecordExtractor;
///
/// let pgn = "1. e4 e5 *\n\n1. d4 d5 *\n";
/// let mut reader = Reader::new(pgn.as_bytes());
/// let mut extract = Replay::new(RecordExtractor::default());
/// let mut writer = ParquetWriter::new(Vec::new())?;
/// while let Some(record) = reader.read_game(&mut extract)? {
///     writer.write(&record)?;
/// }
/// let bytes = writer.finish()?;
/// assert_eq!(&bytes[..4], b"PAR1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct ParquetWriter<W: Write + Send> {
    encoder: Encoder<W>,
    schema: SchemaRef,
    columns: Columns,
}

/// Where the batches are compressed and written.
enum Encoder<W: Write + Send> {
    /// On the thread that appends the records.
    Here(Box<ArrowWriter<W>>),
    /// On a thread of its own, a batch behind the one being filled.
    Thread {
        batches: SyncSender<RecordBatch>,
        thread: JoinHandle<Result<W, ParquetError>>,
    },
    /// The encoding thread stopped at an error, which has been returned.
    Stopped,
}

impl<W: Write + Send> ParquetWriter<W> {
    /// Starts a Parquet file on `out`.
    ///
    /// # Errors
    ///
    /// When the file's header cannot be written.
    pub fn new(out: W) -> Result<ParquetWriter<W>, ParquetError> {
        let schema = schema();
        let writer = ArrowWriter::try_new(out, schema.clone(), Some(properties(&schema)))?;
        Ok(ParquetWriter {
            encoder: Encoder::Here(Box::new(writer)),
            schema,
            columns: Columns::new(),
        })
    }

    /// Like [`new`](Self::new), but batches are encoded, compressed and written on a thread of
    /// the writer's own while the caller fills the next one: Parquet's encoding is a third of
    /// an export, and would otherwise bound the records a parallel reader can hand on. The
    /// file is the same byte for byte.
    ///
    /// # Errors
    ///
    /// When the file's header cannot be written.
    pub fn with_encoding_thread(out: W) -> Result<ParquetWriter<W>, ParquetError>
    where
        W: 'static,
    {
        let schema = schema();
        let mut writer = ArrowWriter::try_new(out, schema.clone(), Some(properties(&schema)))?;
        // One batch waiting while one is encoded: memory stays at two batches.
        let (batches, received) = mpsc::sync_channel::<RecordBatch>(1);
        let thread = thread::Builder::new()
            .name("parquet-encoder".into())
            .spawn(move || {
                for batch in received {
                    writer.write(&batch)?;
                }
                writer.into_inner()
            })?;
        Ok(ParquetWriter {
            encoder: Encoder::Thread { batches, thread },
            schema,
            columns: Columns::new(),
        })
    }

    /// Appends one record.
    ///
    /// # Errors
    ///
    /// When writing a full row group to the output fails (with the encoding thread, the call
    /// after that failure returns its error), and on every call after such an error.
    pub fn write(&mut self, record: &GameRecord) -> Result<(), ParquetError> {
        if matches!(self.encoder, Encoder::Stopped) {
            return Err(stopped());
        }
        self.columns.append(record)?;
        if self.columns.rows() >= BATCH_ROWS {
            self.write_batch()?;
        }
        Ok(())
    }

    fn write_batch(&mut self) -> Result<(), ParquetError> {
        if self.columns.rows() == 0 {
            return Ok(());
        }
        let batch = RecordBatch::try_new(self.schema.clone(), self.columns.finish())?;
        match &mut self.encoder {
            Encoder::Here(writer) => writer.write(&batch),
            Encoder::Thread { batches, .. } => {
                if batches.send(batch).is_ok() {
                    return Ok(());
                }
                // The encoding thread stopped at an error: that error, now, is what to report.
                match std::mem::replace(&mut self.encoder, Encoder::Stopped) {
                    Encoder::Thread { thread, .. } => {
                        Err(joined(thread).err().unwrap_or_else(stopped))
                    }
                    _ => Err(stopped()),
                }
            }
            Encoder::Stopped => Err(stopped()),
        }
    }

    /// Writes the last rows and the file's footer, and gives the output back.
    ///
    /// # Errors
    ///
    /// When writing to the output fails.
    pub fn finish(mut self) -> Result<W, ParquetError> {
        let written = self.write_batch();
        match self.encoder {
            Encoder::Here(writer) => written.and_then(|()| writer.into_inner()),
            Encoder::Thread { batches, thread } => {
                drop(batches);
                // The encoder's own error says more than the closed channel's.
                joined(thread).and_then(|out| written.map(|()| out))
            }
            Encoder::Stopped => Err(stopped()),
        }
    }
}

/// What the encoding thread ended with.
fn joined<W>(thread: JoinHandle<Result<W, ParquetError>>) -> Result<W, ParquetError> {
    thread
        .join()
        .unwrap_or_else(|_| Err(ParquetError::General("the Parquet encoder panicked".into())))
}

/// The error of every call after the one that reported why the encoder stopped.
fn stopped() -> ParquetError {
    ParquetError::General("the Parquet writer stopped at an earlier error".into())
}

/// Zstd, bounded row groups, and no page statistics where they prune no query: in the list
/// columns of `schema`, which hold a value per ply.
fn properties(schema: &Schema) -> WriterProperties {
    let mut properties = WriterProperties::builder()
        .set_compression(Compression::ZSTD(ZstdLevel::default()))
        .set_max_row_group_row_count(Some(ROW_GROUP_ROWS))
        .set_max_row_group_bytes(Some(ROW_GROUP_BYTES))
        .set_created_by(concat!("fianchetto-export ", env!("CARGO_PKG_VERSION")).into());
    let lists = schema
        .fields()
        .iter()
        .filter(|field| matches!(field.data_type(), DataType::List(_)));
    for field in lists {
        // Min and max of every page of moves or clocks prune no query, and computing them
        // was 5% of an export; the tag columns keep theirs (a filter on `WhiteElo` or
        // `UTCDate` can skip row groups).
        let leaf = ColumnPath::from(vec![field.name().clone(), "list".into(), "item".into()]);
        properties = properties.set_column_statistics_enabled(leaf, EnabledStatistics::None);
    }
    properties.build()
}
