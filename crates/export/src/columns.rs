//! [`Columns`]: Arrow builders for a batch of records, one per column of
//! [`COLUMNS`](fianchetto_records::COLUMNS), in that order.

use std::sync::Arc;

use arrow_array::ArrayRef;
use arrow_array::builder::{
    Date32Builder, Float64Builder, Int32Builder, Int64Builder, ListBuilder, MapBuilder,
    StringBuilder,
};
use arrow_schema::ArrowError;
use fianchetto_records::{GameRecord, KnownTag, TagKind, Tags};

use crate::text_list_column::TextListColumn;

/// The builder of one known tag's column, typed by its [`TagKind`].
enum TagColumn {
    Text(StringBuilder),
    Integer(Int32Builder),
    Date(Date32Builder),
    /// `HH:MM:SS` text: Spark reads no Parquet `TIME` column at all (`UNSUPPORTED_TIME_TYPE`).
    Time(StringBuilder),
}

impl TagColumn {
    fn new(kind: TagKind) -> TagColumn {
        match kind {
            TagKind::Text => TagColumn::Text(StringBuilder::new()),
            TagKind::Integer => TagColumn::Integer(Int32Builder::new()),
            TagKind::Date => TagColumn::Date(Date32Builder::new()),
            TagKind::Time => TagColumn::Time(StringBuilder::new()),
        }
    }

    fn append(&mut self, tags: &Tags, tag: KnownTag) {
        match self {
            TagColumn::Text(column) => column.append_option(tags.get(tag)),
            TagColumn::Integer(column) => column.append_option(tags.integer(tag)),
            TagColumn::Date(column) => {
                column.append_option(tags.date(tag).map(|date| date.days_since_epoch()));
            }
            TagColumn::Time(column) => {
                column.append_option(tags.time(tag).map(|time| time.to_string()));
            }
        }
    }

    fn finish(&mut self) -> ArrayRef {
        match self {
            TagColumn::Text(column) => Arc::new(column.finish()),
            TagColumn::Integer(column) => Arc::new(column.finish()),
            TagColumn::Date(column) => Arc::new(column.finish()),
            TagColumn::Time(column) => Arc::new(column.finish()),
        }
    }
}

/// Arrow builders holding the records appended since the last [`finish`](Self::finish).
pub(crate) struct Columns {
    game: Int64Builder,
    offset: Int64Builder,
    tags: Vec<TagColumn>,
    other_tags: MapBuilder<StringBuilder, StringBuilder>,
    plies: Int32Builder,
    moves_uci: TextListColumn,
    moves_san: TextListColumn,
    clocks: ListBuilder<Float64Builder>,
    evals_cp: ListBuilder<Int32Builder>,
    evals_mate: ListBuilder<Int32Builder>,
    final_fen: StringBuilder,
    outcome: StringBuilder,
    termination_on_board: StringBuilder,
    error: StringBuilder,
    rows: usize,
}

impl Columns {
    pub(crate) fn new() -> Columns {
        Columns {
            game: Int64Builder::new(),
            offset: Int64Builder::new(),
            tags: KnownTag::ALL
                .iter()
                .map(|tag| TagColumn::new(tag.kind()))
                .collect(),
            other_tags: MapBuilder::new(None, StringBuilder::new(), StringBuilder::new()),
            plies: Int32Builder::new(),
            moves_uci: TextListColumn::new(),
            moves_san: TextListColumn::new(),
            clocks: ListBuilder::new(Float64Builder::new()),
            evals_cp: ListBuilder::new(Int32Builder::new()),
            evals_mate: ListBuilder::new(Int32Builder::new()),
            final_fen: StringBuilder::new(),
            outcome: StringBuilder::new(),
            termination_on_board: StringBuilder::new(),
            error: StringBuilder::new(),
            rows: 0,
        }
    }

    /// The records appended since the last [`finish`](Self::finish).
    pub(crate) fn rows(&self) -> usize {
        self.rows
    }

    pub(crate) fn append(&mut self, record: &GameRecord) -> Result<(), ArrowError> {
        self.game.append_value(saturating_i64(record.game));
        self.offset.append_value(saturating_i64(record.offset));
        for (column, tag) in self.tags.iter_mut().zip(KnownTag::ALL) {
            column.append(&record.tags, tag);
        }
        for (name, value) in record.tags.other() {
            self.other_tags.keys().append_value(name);
            self.other_tags.values().append_value(value);
        }
        self.other_tags.append(true)?;
        self.plies
            .append_value(i32::try_from(record.plies).unwrap_or(i32::MAX));
        self.moves_uci.append(&record.moves_uci)?;
        self.moves_san.append(&record.moves_san)?;
        self.clocks.append_value(record.clocks.iter().copied());
        self.evals_cp.append_value(record.evals_cp());
        self.evals_mate.append_value(record.evals_mate());
        self.final_fen.append_value(&record.final_fen);
        self.outcome.append_option(record.outcome_text());
        self.termination_on_board
            .append_option(record.termination_text());
        self.error.append_option(record.error_text());
        self.rows += 1;
        Ok(())
    }

    /// The columns of the records appended so far, in column order; the builders start over.
    pub(crate) fn finish(&mut self) -> Vec<ArrayRef> {
        self.rows = 0;
        let mut columns: Vec<ArrayRef> =
            vec![Arc::new(self.game.finish()), Arc::new(self.offset.finish())];
        columns.extend(self.tags.iter_mut().map(TagColumn::finish));
        columns.extend([
            Arc::new(self.other_tags.finish()) as ArrayRef,
            Arc::new(self.plies.finish()),
            self.moves_uci.finish(),
            self.moves_san.finish(),
            Arc::new(self.clocks.finish()),
            Arc::new(self.evals_cp.finish()),
            Arc::new(self.evals_mate.finish()),
            Arc::new(self.final_fen.finish()),
            Arc::new(self.outcome.finish()),
            Arc::new(self.termination_on_board.finish()),
            Arc::new(self.error.finish()),
        ]);
        columns
    }
}

/// Counts past `i64::MAX` (which no file reaches) stay at the maximum rather than wrap.
fn saturating_i64(count: u64) -> i64 {
    i64::try_from(count).unwrap_or(i64::MAX)
}
