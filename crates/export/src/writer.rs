//! [`ParquetWriter`]: game records streamed into a Parquet file, a bounded row group at a time.

use std::io::Write;

use arrow_array::RecordBatch;
use arrow_schema::SchemaRef;
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

/// The list columns with a value per ply.
const PER_PLY_LISTS: [&str; 5] = ["moves_uci", "moves_san", "clocks", "evals_cp", "evals_mate"];

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
    writer: ArrowWriter<W>,
    schema: SchemaRef,
    columns: Columns,
}

impl<W: Write + Send> ParquetWriter<W> {
    /// Starts a Parquet file on `out`.
    ///
    /// # Errors
    ///
    /// When the file's header cannot be written.
    pub fn new(out: W) -> Result<ParquetWriter<W>, ParquetError> {
        let mut properties = WriterProperties::builder()
            .set_compression(Compression::ZSTD(ZstdLevel::default()))
            .set_max_row_group_row_count(Some(ROW_GROUP_ROWS))
            .set_max_row_group_bytes(Some(ROW_GROUP_BYTES))
            .set_created_by(concat!("fianchetto-export ", env!("CARGO_PKG_VERSION")).into());
        for column in PER_PLY_LISTS {
            // Min and max of every page of moves or clocks prune no query, and computing them
            // was 5% of an export; the tag columns keep theirs (a filter on `WhiteElo` or
            // `UTCDate` can skip row groups).
            let leaf = ColumnPath::from(vec![column.to_owned(), "list".into(), "item".into()]);
            properties = properties.set_column_statistics_enabled(leaf, EnabledStatistics::None);
        }
        let properties = properties.build();
        let schema = schema();
        Ok(ParquetWriter {
            writer: ArrowWriter::try_new(out, schema.clone(), Some(properties))?,
            schema,
            columns: Columns::new(),
        })
    }

    /// Appends one record.
    ///
    /// # Errors
    ///
    /// When writing a full row group to the output fails.
    pub fn write(&mut self, record: &GameRecord) -> Result<(), ParquetError> {
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
        self.writer.write(&batch)
    }

    /// Writes the last rows and the file's footer, and gives the output back.
    ///
    /// # Errors
    ///
    /// When writing to the output fails.
    pub fn finish(mut self) -> Result<W, ParquetError> {
        self.write_batch()?;
        self.writer.into_inner()
    }
}
