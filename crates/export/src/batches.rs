//! [`BatchBuilder`]: game records as Arrow record batches, for a program that hands them to
//! Arrow itself (the Python package's `to_arrow`) rather than to a Parquet file.

use std::sync::Arc;

use arrow_array::RecordBatch;
use arrow_schema::{ArrowError, SchemaRef};
use fianchetto_records::{GameRecord, Table};

use crate::columns::Columns;
use crate::schema::schema;

/// The rows of a [`Table`] as Arrow record batches under [`schema`]: the arrays the Parquet
/// writer encodes, without the encoding.
///
/// ```
/// use fianchetto::pgn::{Reader, Replay};
/// use fianchetto_records::{RecordExtractor, Table};
/// use fianchetto_export::BatchBuilder;
///
/// let mut extract = Replay::new(RecordExtractor::new());
/// let record = Reader::new(&b"1. e4 e5 2. Qh5 *\n"[..]).read_game(&mut extract)?.expect("a game");
/// let mut batch = BatchBuilder::new(Table::Games);
/// batch.append(&record)?;
/// assert_eq!(batch.rows(), 1);
/// let batch = batch.finish()?;
/// assert_eq!(batch.num_rows(), 1);
/// assert_eq!(batch.schema(), fianchetto_export::schema(Table::Games));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct BatchBuilder {
    columns: Columns,
    schema: SchemaRef,
}

impl BatchBuilder {
    /// An empty batch of `table`'s rows.
    ///
    /// ```
    /// use fianchetto_records::Table;
    ///
    /// let batch = fianchetto_export::BatchBuilder::new(Table::Plies);
    /// assert_eq!(batch.rows(), 0);
    /// ```
    pub fn new(table: Table) -> BatchBuilder {
        BatchBuilder {
            columns: Columns::new(table),
            schema: schema(table),
        }
    }

    /// The rows appended since the last [`finish`](Self::finish) (a game is one row of
    /// [`Table::Games`], one a position of [`Table::Plies`]).
    ///
    /// ```
    /// use fianchetto_records::{GameRecord, Table};
    ///
    /// let mut batch = fianchetto_export::BatchBuilder::new(Table::Games);
    /// batch.append(&GameRecord::default())?;
    /// assert_eq!(batch.rows(), 1);
    /// # Ok::<(), arrow_schema::ArrowError>(())
    /// ```
    pub fn rows(&self) -> usize {
        self.columns.rows()
    }

    /// Appends `record`'s rows, or none of them.
    ///
    /// ```
    /// use fianchetto_records::{GameRecord, Table};
    ///
    /// let mut batch = fianchetto_export::BatchBuilder::new(Table::Plies);
    /// batch.append(&GameRecord::default())?; // no plies: the start position's row
    /// assert_eq!(batch.rows(), 1);
    /// # Ok::<(), arrow_schema::ArrowError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// When a cell would take its column past Arrow's 32-bit offsets in this batch (2 GiB of
    /// text): nothing of the record is appended, and [`finish`](Self::finish) then a new
    /// batch takes it.
    pub fn append(&mut self, record: &GameRecord) -> Result<(), ArrowError> {
        self.columns.append(record)
    }

    /// The rows appended so far as one batch; the builder starts over, empty.
    ///
    /// ```
    /// use fianchetto_records::{GameRecord, Table};
    ///
    /// let mut batch = fianchetto_export::BatchBuilder::new(Table::Games);
    /// batch.append(&GameRecord::default())?;
    /// assert_eq!(batch.finish()?.num_rows(), 1);
    /// assert_eq!(batch.finish()?.num_rows(), 0);
    /// # Ok::<(), arrow_schema::ArrowError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Never for records the extractor made; Arrow's own check of the arrays against the
    /// schema (types, lengths, nulls in columns that cannot be null) is kept rather than
    /// trusted.
    pub fn finish(&mut self) -> Result<RecordBatch, ArrowError> {
        RecordBatch::try_new(Arc::clone(&self.schema), self.columns.finish())
    }
}
