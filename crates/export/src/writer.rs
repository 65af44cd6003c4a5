//! [`ParquetWriter`]: game records streamed into a Parquet file, a bounded row group at a time.

use std::io::Write;
use std::ops::Range;
use std::sync::Arc;

use arrow_array::ArrayRef;
use arrow_schema::{DataType, Schema};
use fianchetto_records::{ColumnType, GameRecord, Table};
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_writer::ArrowRowGroupWriterFactory;
use parquet::basic::{Compression, ZstdLevel};
use parquet::errors::ParquetError;
use parquet::file::properties::{EnabledStatistics, WriterProperties};
use parquet::file::writer::SerializedFileWriter;
use parquet::schema::types::ColumnPath;

use crate::column_encoder::{ColumnEncoder, Job};
use crate::columns::Columns;
use crate::encoding_pool::EncodingPool;
use crate::schema::schema;

/// Rows per row group: large enough for good compression and fast scans, small enough that the
/// writer's memory stays in the tens of megabytes whatever the input's size.
pub const ROW_GROUP_ROWS: usize = 64 * 1024;

/// A row group is cut early when its encoded size passes this, for files of very long games.
pub const ROW_GROUP_BYTES: usize = 128 * 1024 * 1024;

/// Records are handed to the encoders in batches of this many rows.
const BATCH_ROWS: usize = 8 * 1024;

/// Writes [`GameRecord`]s to a Parquet file (zstd-compressed) as the rows of a [`Table`], with
/// the columns of [`schema`](crate::schema()): memory is bounded by one row group, however many
/// records.
///
/// ```
/// use fianchetto::pgn::{Reader, Replay};
/// use fianchetto_export::ParquetWriter;
/// use fianchetto_records::{RecordExtractor, Table};
///
/// let pgn = "1. e4 e5 *\n\n1. d4 d5 *\n";
/// let mut reader = Reader::new(pgn.as_bytes());
/// let mut extract = Replay::new(RecordExtractor::new());
/// let mut writer = ParquetWriter::new(Vec::new(), Table::Games)?;
/// while let Some(record) = reader.read_game(&mut extract)? {
///     writer.write(&record)?;
/// }
/// let bytes = writer.finish()?;
/// assert_eq!(&bytes[..4], b"PAR1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct ParquetWriter<W: Write + Send> {
    file: SerializedFileWriter<W>,
    /// Makes each row group's column writers.
    row_groups: ArrowRowGroupWriterFactory,
    columns: EncodingPool,
    /// The records not yet handed to the encoders, as Arrow arrays.
    batch: Columns,
    /// Rows in the open row group; 0 when none is open.
    group_rows: usize,
    limits: Limits,
    /// Set at the first error, which has been returned: the file cannot be finished.
    stopped: bool,
}

/// When a row group is cut.
#[derive(Clone, Copy)]
struct Limits {
    rows: usize,
    bytes: usize,
}

impl<W: Write + Send> ParquetWriter<W> {
    /// Starts a Parquet file of `table`'s rows on `out`, encoded on the caller's thread.
    ///
    /// # Errors
    ///
    /// When the file's header cannot be written.
    pub fn new(out: W, table: Table) -> Result<ParquetWriter<W>, ParquetError> {
        ParquetWriter::with_threads(out, table, 0)
    }

    /// Like [`new`](Self::new), but its columns are encoded and compressed by `threads` threads
    /// of the writer's own (0: on the caller's thread), while the caller fills the next batch.
    /// The file is the same byte for byte whatever the number: a column is encoded by one thread
    /// at a time, in order, and the columns are written in order.
    ///
    /// ```
    /// use fianchetto::pgn::{Reader, Replay};
    /// use fianchetto_export::ParquetWriter;
    /// use fianchetto_records::{RecordExtractor, Table};
    ///
    /// let pgn = "1. e4 e5 *\n\n1. d4 d5 *\n";
    /// let mut reader = Reader::new(pgn.as_bytes());
    /// let mut extract = Replay::new(RecordExtractor::new().with_position_keys());
    /// let mut records = Vec::new();
    /// while let Some(record) = reader.read_game(&mut extract)? {
    ///     records.push(record);
    /// }
    /// let write = |mut writer: ParquetWriter<Vec<u8>>| {
    ///     records.iter().try_for_each(|record| writer.write(record))?;
    ///     writer.finish()
    /// };
    /// let here = write(ParquetWriter::new(Vec::new(), Table::Plies)?)?;
    /// assert_eq!(write(ParquetWriter::with_threads(Vec::new(), Table::Plies, 4)?)?, here);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// When the file's header cannot be written or a thread cannot be started.
    pub fn with_threads(
        out: W,
        table: Table,
        threads: usize,
    ) -> Result<ParquetWriter<W>, ParquetError> {
        let limits = Limits {
            rows: ROW_GROUP_ROWS,
            bytes: ROW_GROUP_BYTES,
        };
        ParquetWriter::with_limits(out, table, threads, limits)
    }

    fn with_limits(
        out: W,
        table: Table,
        threads: usize,
        limits: Limits,
    ) -> Result<ParquetWriter<W>, ParquetError> {
        let schema = schema(table);
        // The arrow writer sets up the file as it would write it (its header, and the Arrow
        // schema in the footer's metadata); its row groups are written here, a column apiece.
        let (file, row_groups) =
            ArrowWriter::try_new(out, schema.clone(), Some(properties(&schema, limits)))?
                .into_serialized_writer()?;
        let empty = Columns::new(table).finish();
        let encoders = schema
            .fields()
            .iter()
            .zip(&empty)
            .enumerate()
            .map(|(index, (field, empty))| ColumnEncoder::new(index, field.clone(), empty))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ParquetWriter {
            file,
            row_groups,
            columns: EncodingPool::new(encoders, costliest_first(table), threads)?,
            batch: Columns::new(table),
            group_rows: 0,
            limits,
            stopped: false,
        })
    }

    /// Appends one record.
    ///
    /// # Errors
    ///
    /// When the record cannot be appended (a cell past Arrow's 32-bit offsets for one batch):
    /// nothing of it is written and the writer goes on. When encoding a batch or writing a full
    /// row group to the output fails, and on every call after such an error. With threads, a batch's encoding error is returned by the next
    /// call that completes a batch (or by [`finish`](Self::finish)).
    pub fn write(&mut self, record: &GameRecord) -> Result<(), ParquetError> {
        if self.stopped {
            return Err(stopped());
        }
        self.batch.append(record)?;
        if self.batch.rows() >= BATCH_ROWS {
            let written = self.write_batch();
            self.stopped = written.is_err();
            written?;
        }
        Ok(())
    }

    /// Hands the batch's arrays to the encoders.
    fn write_batch(&mut self) -> Result<(), ParquetError> {
        let rows = self.batch.rows();
        let arrays = self.batch.finish().into();
        self.encode(&arrays, 0..rows)
    }

    /// Hands rows `range` of a batch's arrays to the encoders, cutting row groups where an
    /// `ArrowWriter` given the same batches would (by row count, then by estimated size judged
    /// by the bytes per row so far), so that the file is the one it makes.
    fn encode(
        &mut self,
        arrays: &Arc<[ArrayRef]>,
        range: Range<usize>,
    ) -> Result<(), ParquetError> {
        if range.is_empty() {
            return Ok(());
        }
        // The last batch's sizes decide where this one goes.
        self.columns.wait()?;
        if self.group_rows >= self.limits.rows || self.group_bytes() >= self.limits.bytes {
            self.flush()?;
        }
        let bytes = self.group_bytes();
        let rows = range.len();
        let rows_that_fit = if self.group_rows + rows > self.limits.rows {
            self.limits.rows - self.group_rows
        } else {
            // `ArrowWriter`'s own rule (its `avg_row_bytes`): the cuts, and so the file, match.
            match (bytes.checked_div(self.group_rows)).filter(|&per_row| per_row > 0) {
                Some(per_row) => (self.limits.bytes - bytes) / per_row,
                None => rows,
            }
        };
        if rows_that_fit == 0 {
            self.flush()?;
            return self.encode(arrays, range);
        }
        if rows > rows_that_fit {
            let middle = range.start + rows_that_fit;
            self.encode(arrays, range.start..middle)?;
            return self.encode(arrays, middle..range.end);
        }
        if self.group_rows == 0 {
            self.open_row_group()?;
        }
        self.columns
            .start(Job::Encode(arrays.clone(), range.clone()))?;
        self.group_rows += rows;
        Ok(())
    }

    /// What the open row group will take once encoded, as its column writers estimate it.
    fn group_bytes(&self) -> usize {
        self.columns
            .columns()
            .map(|column| column.estimated_bytes)
            .sum()
    }

    fn open_row_group(&mut self) -> Result<(), ParquetError> {
        let index = self.file.flushed_row_groups().len();
        let mut writers = self.row_groups.create_column_writers(index)?.into_iter();
        for mut column in self.columns.columns() {
            column.open(&mut writers);
        }
        Ok(())
    }

    /// Closes the open row group, if any, and writes it out.
    fn flush(&mut self) -> Result<(), ParquetError> {
        if self.group_rows == 0 {
            return Ok(());
        }
        self.columns.start(Job::Close)?;
        self.columns.wait()?;
        let mut row_group = self.file.next_row_group()?;
        for mut column in self.columns.columns() {
            for chunk in column.chunks.drain(..) {
                chunk.append_to_row_group(&mut row_group)?;
            }
        }
        row_group.close()?;
        self.group_rows = 0;
        Ok(())
    }

    /// Writes the last rows and the file's footer, and gives the output back.
    ///
    /// # Errors
    ///
    /// When encoding or writing to the output fails, or failed before.
    pub fn finish(mut self) -> Result<W, ParquetError> {
        if self.stopped {
            return Err(stopped());
        }
        // Closing the row group waits for the last batch.
        self.write_batch()?;
        self.flush()?;
        self.file.into_inner()
    }
}

/// The order columns are handed to the encoding threads: lists (a value per ply) first, as
/// they take most of the time.
fn costliest_first(table: Table) -> Vec<usize> {
    let columns = table.columns();
    let is_list = |index: &usize| {
        matches!(
            columns[*index].ty,
            ColumnType::TextList | ColumnType::Float64List | ColumnType::Int32List
        )
    };
    let (mut order, rest): (Vec<usize>, Vec<usize>) = (0..columns.len()).partition(is_list);
    order.extend(rest);
    order
}

/// The error of every call after the one that reported why the writer stopped.
fn stopped() -> ParquetError {
    ParquetError::General("the Parquet writer stopped at an earlier error".into())
}

/// Zstd, bounded row groups, and no page statistics where they prune no query: in the list
/// columns of `schema`, which hold a value per ply.
fn properties(schema: &Schema, limits: Limits) -> WriterProperties {
    let mut properties = WriterProperties::builder()
        .set_compression(Compression::ZSTD(ZstdLevel::default()))
        .set_max_row_group_row_count(Some(limits.rows))
        .set_max_row_group_bytes(Some(limits.bytes))
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

#[cfg(test)]
#[path = "writer_tests.rs"]
mod tests;
