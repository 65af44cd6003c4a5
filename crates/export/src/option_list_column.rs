//! [`OptionListColumn`]: a `List<Float64>` or `List<Int32>` column filled a whole game's list at
//! a time (its clocks, its evaluations).

use std::sync::Arc;

use arrow_array::types::ArrowPrimitiveType;
use arrow_array::{ArrayRef, ListArray, PrimitiveArray};
use arrow_buffer::{NullBufferBuilder, OffsetBuffer, ScalarBuffer};
use arrow_schema::{ArrowError, Field};

use crate::offsets::check_offset;

/// A list column of numbers that may be missing, as Arrow's own buffers. A game's list is
/// appended in one go, and its validity in one run when all of it is there or none of it is
/// (a lichess game has a clock on every ply, and evaluations on all plies or none), where
/// `ListBuilder<PrimitiveBuilder>` set each item's bit on its own: ~30 instructions a ply for
/// each of the three columns, half of appending a record to the columns.
pub(crate) struct OptionListColumn<T: ArrowPrimitiveType> {
    values: Vec<T::Native>,
    /// Which items are missing: nothing is stored until one is.
    value_nulls: NullBufferBuilder,
    /// Where each list ends in `values`, after a leading 0.
    list_offsets: Vec<i32>,
    /// Which rows are null.
    nulls: NullBufferBuilder,
}

impl<T: ArrowPrimitiveType> OptionListColumn<T> {
    pub(crate) fn new() -> OptionListColumn<T> {
        OptionListColumn {
            values: Vec::new(),
            value_nulls: NullBufferBuilder::new(0),
            list_offsets: vec![0],
            nulls: NullBufferBuilder::new(0),
        }
    }

    /// Whether a list of `len` items fits in the batch as one more row: its item count within
    /// `limit` ([`MAX_OFFSET`](crate::offsets::MAX_OFFSET), Arrow's 32-bit offsets, outside
    /// tests).
    ///
    /// # Errors
    ///
    /// When the batch's item count would pass `limit`.
    pub(crate) fn check(&self, len: usize, limit: usize) -> Result<(), ArrowError> {
        check_offset(self.values.len() + len, limit, "list items")
    }

    /// Appends `items` as one row, which [`check`](Self::check) accepted (a missing item is
    /// stored as the default value under a null bit, as Arrow's builder stores it).
    pub(crate) fn append<I>(&mut self, items: I)
    where
        I: ExactSizeIterator<Item = Option<T::Native>> + Clone,
    {
        let len = items.len();
        let mut present = 0;
        self.values.extend(items.clone().map(|item| {
            present += usize::from(item.is_some());
            item.unwrap_or_default()
        }));
        if present == len {
            self.value_nulls.append_n_non_nulls(len);
        } else if present == 0 {
            self.value_nulls.append_n_nulls(len);
        } else {
            for item in items {
                self.value_nulls.append(item.is_some());
            }
        }
        // `check` kept the count within `i32`.
        self.list_offsets.push(self.values.len() as i32);
        self.nulls.append_non_null();
    }

    /// Appends a null row.
    pub(crate) fn append_null(&mut self) {
        // An empty list: it ends where the last row did.
        let end = self.list_offsets.last().copied().unwrap_or(0);
        self.list_offsets.push(end);
        self.nulls.append_null();
    }

    /// The rows appended so far, as a list array; the column starts over.
    pub(crate) fn finish(&mut self) -> ArrayRef {
        let values = PrimitiveArray::<T>::new(
            ScalarBuffer::from(std::mem::take(&mut self.values)),
            self.value_nulls.finish(),
        );
        let list_offsets = std::mem::replace(&mut self.list_offsets, vec![0]);
        // The offsets only ever grow (each row ends where the last did or further), and the
        // last one is the number of values, so the list array cannot fail.
        Arc::new(ListArray::new(
            Arc::new(Field::new_list_field(T::DATA_TYPE, true)),
            OffsetBuffer::new(ScalarBuffer::from(list_offsets)),
            Arc::new(values),
            self.nulls.finish(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use arrow_array::Array;
    use arrow_array::builder::{Float64Builder, Int32Builder, ListBuilder};
    use arrow_array::types::{Float64Type, Int32Type};

    use super::*;
    use crate::offsets::MAX_OFFSET;

    #[test]
    fn matches_arrows_own_builder_across_batches() {
        let rows: &[Option<Vec<Option<f64>>>] = &[
            Some(vec![Some(1.0), Some(2.5)]),
            Some(vec![]),
            None,
            Some(vec![None, None, None]),
            Some(vec![Some(3.0), None, Some(4.0)]),
            None,
            Some(vec![Some(5.0)]),
        ];
        let mut column = OptionListColumn::<Float64Type>::new();
        for batch in [rows, &rows[..2], &rows[3..4], &rows[2..3]] {
            let mut expected = ListBuilder::new(Float64Builder::new());
            for row in batch {
                match row {
                    Some(items) => {
                        column.check(items.len(), MAX_OFFSET).unwrap();
                        column.append(items.iter().copied());
                        expected.append_value(items.iter().copied());
                    }
                    None => {
                        column.append_null();
                        expected.append_null();
                    }
                }
            }
            let built = column.finish();
            assert_eq!(built.len(), batch.len());
            assert_eq!(built.to_data(), expected.finish().to_data());
        }
    }

    #[test]
    fn int32_lists_match_too() {
        let mut column = OptionListColumn::<Int32Type>::new();
        let mut expected = ListBuilder::new(Int32Builder::new());
        for items in [vec![None, Some(-3)], vec![Some(7)], vec![None]] {
            column.check(items.len(), MAX_OFFSET).unwrap();
            column.append(items.iter().copied());
            expected.append_value(items.iter().copied());
        }
        assert_eq!(column.finish().to_data(), expected.finish().to_data());
    }
}
