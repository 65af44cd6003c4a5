//! [`ColumnEncoder`]: one column of the row group being written, encoded and compressed by
//! whichever thread takes it, apart from every other column.

use std::ops::Range;
use std::sync::Arc;

use arrow_array::ArrayRef;
use arrow_schema::FieldRef;
use parquet::arrow::arrow_writer::{ArrowColumnChunk, ArrowColumnWriter, compute_leaves};
use parquet::errors::ParquetError;

/// What a column does next: all columns do the same job, each on its own.
pub(crate) enum Job {
    /// Encode these rows of a batch's arrays (one per column, in column order) into the open
    /// row group.
    Encode(Arc<[ArrayRef]>, Range<usize>),
    /// Close the row group: its pages become [`ColumnEncoder::chunks`].
    Close,
}

/// A column's writers for the open row group, and what it has made since.
pub(crate) struct ColumnEncoder {
    /// Where the column is in a batch's arrays.
    index: usize,
    field: FieldRef,
    /// How many Parquet leaf columns it has: a map has two, key and value.
    leaves: usize,
    /// A writer per Parquet leaf of the column (a map has two); none between row groups.
    writers: Vec<ArrowColumnWriter>,
    /// What the column's part of the open row group will take once encoded.
    pub(crate) estimated_bytes: usize,
    /// The closed row group's column chunks, in leaf order, until they are written out.
    pub(crate) chunks: Vec<ArrowColumnChunk>,
    /// The error this column stopped at; it does no more work after one.
    pub(crate) error: Option<ParquetError>,
}

impl ColumnEncoder {
    /// The encoder of column `index`, whose arrays are like `empty`.
    pub(crate) fn new(
        index: usize,
        field: FieldRef,
        empty: &ArrayRef,
    ) -> Result<ColumnEncoder, ParquetError> {
        let leaves = compute_leaves(&field, empty)?.len();
        Ok(ColumnEncoder {
            index,
            field,
            leaves,
            writers: Vec::new(),
            estimated_bytes: 0,
            chunks: Vec::new(),
            error: None,
        })
    }

    /// Starts a row group with the column's writers, the next one per leaf of the row group's
    /// writers (which come in column order).
    pub(crate) fn open(&mut self, writers: &mut impl Iterator<Item = ArrowColumnWriter>) {
        self.writers.extend(writers.take(self.leaves));
    }

    pub(crate) fn run(&mut self, job: &Job) {
        if self.error.is_some() {
            return;
        }
        let done = match job {
            Job::Encode(arrays, range) => {
                let rows = arrays[self.index].slice(range.start, range.len());
                self.encode(&rows)
            }
            Job::Close => self.close(),
        };
        self.error = done.err();
    }

    fn encode(&mut self, rows: &ArrayRef) -> Result<(), ParquetError> {
        let leaves = compute_leaves(&self.field, rows)?;
        if leaves.len() != self.writers.len() {
            return Err(ParquetError::General(format!(
                "column {}: {} leaves for {} writers",
                self.field.name(),
                leaves.len(),
                self.writers.len()
            )));
        }
        for (writer, leaf) in self.writers.iter_mut().zip(&leaves) {
            writer.write(leaf)?;
        }
        self.estimated_bytes = self
            .writers
            .iter()
            .map(ArrowColumnWriter::get_estimated_total_bytes)
            .sum();
        Ok(())
    }

    fn close(&mut self) -> Result<(), ParquetError> {
        self.estimated_bytes = 0;
        for writer in self.writers.drain(..) {
            self.chunks.push(writer.close()?);
        }
        Ok(())
    }
}
