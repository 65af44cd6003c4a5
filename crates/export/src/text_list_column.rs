//! [`TextListColumn`]: a `List<Utf8>` column filled a whole [`TextList`] at a time.

use std::sync::Arc;

use arrow_array::{ArrayRef, ListArray, StringArray};
use arrow_buffer::{Buffer, NullBufferBuilder, OffsetBuffer, ScalarBuffer};
use arrow_schema::{ArrowError, DataType, Field};
use fianchetto_records::TextList;

use crate::offsets::check_offset;

/// The moves of a batch of games as Arrow's own buffers: a game's text and item ends are
/// copied in one go, where `ListBuilder<StringBuilder>` took a call per move (9% of an export).
pub(crate) struct TextListColumn {
    text: Vec<u8>,
    /// Where each item ends in `text`, after a leading 0.
    item_offsets: Vec<i32>,
    /// Where each list ends in `item_offsets`, after a leading 0.
    list_offsets: Vec<i32>,
    /// Which rows are null: nothing is stored until one is.
    nulls: NullBufferBuilder,
}

impl TextListColumn {
    pub(crate) fn new() -> TextListColumn {
        TextListColumn {
            text: Vec::new(),
            item_offsets: vec![0],
            list_offsets: vec![0],
            nulls: NullBufferBuilder::new(0),
        }
    }

    /// Whether `list` fits in the batch as one more row: its text and item count within
    /// `limit` ([`MAX_OFFSET`](crate::offsets::MAX_OFFSET), Arrow's 32-bit offsets, outside
    /// tests).
    ///
    /// # Errors
    ///
    /// When the batch's text or item count would pass `limit`.
    pub(crate) fn check(&self, list: &TextList, limit: usize) -> Result<(), ArrowError> {
        check_offset(self.text.len() + list.text().len(), limit, "moves")?;
        check_offset(self.item_offsets.len() + list.len(), limit, "moves")
    }

    /// Appends `list` as one row, which [`check`](Self::check) accepted.
    pub(crate) fn append(&mut self, list: &TextList) {
        let base = self.text.len();
        self.text.extend_from_slice(list.text().as_bytes());
        // `check` kept both bounds within `i32`, so no end can overflow.
        self.item_offsets
            .extend(list.ends().iter().map(|end| (base + end) as i32));
        self.list_offsets.push((self.item_offsets.len() - 1) as i32);
        self.nulls.append_non_null();
    }

    /// Appends a null row.
    pub(crate) fn append_null(&mut self) {
        // An empty list: it ends where the last row did.
        self.list_offsets.push((self.item_offsets.len() - 1) as i32);
        self.nulls.append_null();
    }

    /// The rows appended so far, as a list array; the column starts over.
    pub(crate) fn finish(&mut self) -> ArrayRef {
        let text = Buffer::from_vec(std::mem::take(&mut self.text));
        let item_offsets = std::mem::replace(&mut self.item_offsets, vec![0]);
        let list_offsets = std::mem::replace(&mut self.list_offsets, vec![0]);
        // Neither constructor can fail: the offsets only ever grow (a `TextList`'s ends do, and
        // each row starts where the last ended), and every end falls on a character boundary
        // of text copied from `String`s.
        let items = StringArray::new(
            OffsetBuffer::new(ScalarBuffer::from(item_offsets)),
            text,
            None,
        );
        Arc::new(ListArray::new(
            Arc::new(Field::new_list_field(DataType::Utf8, true)),
            OffsetBuffer::new(ScalarBuffer::from(list_offsets)),
            Arc::new(items),
            self.nulls.finish(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use arrow_array::Array;
    use arrow_array::builder::{ListBuilder, StringBuilder};

    use super::*;
    use crate::offsets::MAX_OFFSET;

    fn list(items: &[&str]) -> TextList {
        let mut list = TextList::default();
        for item in items {
            list.push(item);
        }
        list
    }

    #[test]
    fn matches_arrows_own_builder_across_batches() {
        let rows = [
            Some(vec!["e4", "e5", "Nf3"]),
            Some(vec![]),
            Some(vec!["O-O-O", "é"]),
            Some(vec!["--"]),
        ];
        check_against_arrows_builder(&rows);
    }

    #[test]
    fn null_rows_match_arrows_own_builder_too() {
        check_against_arrows_builder(&[None, Some(vec!["e4"]), None, Some(vec![]), None]);
    }

    /// Appends `rows` in two batches, each as Arrow's own builder does.
    fn check_against_arrows_builder(rows: &[Option<Vec<&str>>]) {
        let mut column = TextListColumn::new();
        for _batch in 0..2 {
            let mut expected = ListBuilder::new(StringBuilder::new());
            for row in rows {
                match row {
                    Some(row) => {
                        let row = list(row);
                        column.check(&row, MAX_OFFSET).unwrap();
                        column.append(&row);
                        expected.append_value(row.iter().map(Some));
                    }
                    None => {
                        column.append_null();
                        expected.append_null();
                    }
                }
            }
            let built = column.finish();
            assert_eq!(built.len(), rows.len());
            assert_eq!(built.to_data(), expected.finish().to_data());
        }
    }
}
