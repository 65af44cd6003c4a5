//! [`Columns`]: Arrow builders for a batch of a [`Table`]'s rows, one per column, in order, each
//! typed by its [`ColumnType`].

use std::fmt::Write as _;
use std::sync::Arc;

use arrow_array::ArrayRef;
use arrow_array::builder::{Date32Builder, Int32Builder, Int64Builder, MapBuilder, StringBuilder};
use arrow_array::types::{Float64Type, Int32Type};
use arrow_schema::ArrowError;
use fianchetto_records::{Cell, ColumnType, GameRecord, Table};

use crate::offsets::{MAX_OFFSET, check_offset};
use crate::option_list_column::OptionListColumn;
use crate::text_list_column::TextListColumn;

/// The Arrow builder of one column: where each [`ColumnType`] meets its Arrow type (the schema
/// is read off what these builders make).
enum Builder {
    Int64(Int64Builder),
    Int32(Int32Builder),
    /// Text, and `HH:MM:SS` times: Spark reads no Parquet `TIME` column at all
    /// (`UNSUPPORTED_TIME_TYPE`).
    Text(StringBuilder),
    Date(Date32Builder),
    TextList(TextListColumn),
    Float64List(OptionListColumn<Float64Type>),
    Int32List(OptionListColumn<Int32Type>),
    /// Boxed: the map builder is twice the size of any other (clippy's `large_enum_variant`).
    TextMap(Box<MapBuilder<StringBuilder, StringBuilder>>),
}

impl Builder {
    fn new(ty: ColumnType) -> Builder {
        match ty {
            ColumnType::Int64 => Builder::Int64(Int64Builder::new()),
            ColumnType::Int32 => Builder::Int32(Int32Builder::new()),
            ColumnType::Text | ColumnType::Time => Builder::Text(StringBuilder::new()),
            ColumnType::Date => Builder::Date(Date32Builder::new()),
            ColumnType::TextList => Builder::TextList(TextListColumn::new()),
            ColumnType::Float64List => Builder::Float64List(OptionListColumn::new()),
            ColumnType::Int32List => Builder::Int32List(OptionListColumn::new()),
            ColumnType::TextMap => Builder::TextMap(Box::new(MapBuilder::new(
                None,
                StringBuilder::new(),
                StringBuilder::new(),
            ))),
        }
    }

    /// Whether `cell` can be appended: it is null or of the builder's column type, and the
    /// column's offsets (bytes of text, list items, map entries) stay within `limit`. Nothing
    /// else can fail, so a record whose every cell passes is appended whole.
    ///
    /// `&mut` only because the map builder lends its keys and values no other way.
    #[inline]
    fn check(&mut self, cell: &Cell<'_>, limit: usize) -> Result<(), ArrowError> {
        match (self, cell) {
            (_, Cell::Null)
            | (Builder::Int64(_), Cell::Int64(_))
            | (Builder::Int32(_), Cell::Int32(_))
            | (Builder::Date(_), Cell::Date(_)) => Ok(()),
            (Builder::Text(column), Cell::Text(text)) => {
                check_offset(column.values_slice().len() + text.len(), limit, "text")
            }
            (Builder::Text(column), Cell::Time(_)) => {
                check_offset(column.values_slice().len() + TIME_LEN, limit, "text")
            }
            (Builder::TextList(column), Cell::TextList(list)) => column.check(list, limit),
            (Builder::Float64List(column), Cell::Float64List(seconds)) => {
                column.check(seconds.len(), limit)
            }
            (Builder::Int32List(column), Cell::Evals(evals, _)) => column.check(evals.len(), limit),
            (Builder::TextMap(column), Cell::TextMap(pairs)) => {
                let bytes = |texts: &StringBuilder, text: fn(&(String, String)) -> &str| {
                    texts.values_slice().len()
                        + pairs.iter().map(|pair| text(pair).len()).sum::<usize>()
                };
                check_offset(bytes(column.keys(), |(name, _)| name), limit, "tag names")?;
                check_offset(
                    bytes(column.values(), |(_, value)| value),
                    limit,
                    "tag values",
                )?;
                check_offset(
                    arrow_array::builder::ArrayBuilder::len(column.keys()) + pairs.len(),
                    limit,
                    "tags",
                )
            }
            (_, cell) => Err(ArrowError::InvalidArgumentError(format!(
                "a cell of another column's type: {cell:?}"
            ))),
        }
    }

    /// Appends `cell`, which [`check`](Self::check) accepted.
    #[inline]
    fn append(&mut self, cell: Cell<'_>) {
        match (self, cell) {
            (Builder::Int64(column), Cell::Int64(n)) => column.append_value(n),
            (Builder::Int32(column), Cell::Int32(n)) => column.append_value(n),
            (Builder::Text(column), Cell::Text(text)) => column.append_value(text),
            (Builder::Text(column), Cell::Time(time)) => {
                // Written straight into the column's buffer, with no `String` per game.
                let _ = write!(column, "{time}");
                column.append_value("");
            }
            (Builder::Date(column), Cell::Date(date)) => {
                column.append_value(date.days_since_epoch());
            }
            (Builder::TextList(column), Cell::TextList(list)) => column.append(list),
            (Builder::Float64List(column), Cell::Float64List(seconds)) => {
                column.append(seconds.iter().copied());
            }
            (Builder::Int32List(column), Cell::Evals(evals, part)) => {
                column.append(evals.iter().map(|&eval| part.of(eval)));
            }
            (Builder::TextMap(column), Cell::TextMap(pairs)) => {
                for (name, value) in pairs {
                    column.keys().append_value(name);
                    column.values().append_value(value);
                }
                map_row(column, true);
            }
            (column, _) => column.append_null(),
        }
    }

    fn append_null(&mut self) {
        match self {
            Builder::Int64(column) => column.append_null(),
            Builder::Int32(column) => column.append_null(),
            Builder::Text(column) => column.append_null(),
            Builder::Date(column) => column.append_null(),
            Builder::TextList(column) => column.append_null(),
            Builder::Float64List(column) => column.append_null(),
            Builder::Int32List(column) => column.append_null(),
            Builder::TextMap(column) => map_row(column, false),
        }
    }

    fn finish(&mut self) -> ArrayRef {
        match self {
            Builder::Int64(column) => Arc::new(column.finish()),
            Builder::Int32(column) => Arc::new(column.finish()),
            Builder::Text(column) => Arc::new(column.finish()),
            Builder::Date(column) => Arc::new(column.finish()),
            Builder::TextList(column) => column.finish(),
            Builder::Float64List(column) => column.finish(),
            Builder::Int32List(column) => column.finish(),
            Builder::TextMap(column) => Arc::new(column.finish()),
        }
    }
}

/// The bytes of a time of day as the text column holds it: `HH:MM:SS` (a [`TimeOfDay`] is
/// read from that form, so it is under 24 hours).
///
/// [`TimeOfDay`]: fianchetto_records::TimeOfDay
const TIME_LEN: usize = "HH:MM:SS".len();

/// Ends a map row. It cannot fail: the map builder only checks that its keys and values are as
/// many, and [`Builder::append`] appends them in pairs.
fn map_row(column: &mut MapBuilder<StringBuilder, StringBuilder>, is_valid: bool) {
    let ended = column.append(is_valid);
    debug_assert!(ended.is_ok(), "keys and values in pairs");
}

/// Arrow builders holding the rows appended since the last [`finish`](Self::finish).
pub(crate) struct Columns {
    table: Table,
    /// A builder per column of the table, in order.
    builders: Vec<Builder>,
    rows: usize,
    /// The most a column's offsets may reach: [`MAX_OFFSET`], lower in tests.
    offset_limit: usize,
}

impl Columns {
    pub(crate) fn new(table: Table) -> Columns {
        Columns::with_offset_limit(table, MAX_OFFSET)
    }

    /// Columns whose offsets stop at `limit`: a batch that passes Arrow's 32-bit offsets, without
    /// 2 GiB of moves.
    pub(crate) fn with_offset_limit(table: Table, limit: usize) -> Columns {
        Columns {
            table,
            builders: table
                .columns()
                .iter()
                .map(|column| Builder::new(column.ty))
                .collect(),
            rows: 0,
            offset_limit: limit,
        }
    }

    /// The rows appended since the last [`finish`](Self::finish).
    pub(crate) fn rows(&self) -> usize {
        self.rows
    }

    /// Appends `record`'s rows, or nothing when a cell cannot be appended: every cell is
    /// checked before any is appended, so the columns stay of one length.
    ///
    /// # Errors
    ///
    /// When a cell is not of its column's type, or would take its column past the batch's
    /// offsets; the error names the column.
    pub(crate) fn append(&mut self, record: &GameRecord) -> Result<(), ArrowError> {
        let columns = self.table.columns();
        let cells: Vec<Cell<'_>> = self
            .table
            .rows(record)
            .flat_map(|row| columns.iter().map(move |column| column.cell(row)))
            .collect();
        // Every cell is checked before any is appended: a record that fails leaves no part of
        // its rows, so the columns stay of one length and the writer can go on. The text of the
        // record's earlier rows counts against each later row's room.
        let mut pending = vec![0; columns.len()];
        for row in cells.chunks(columns.len()) {
            let checks = self
                .builders
                .iter_mut()
                .zip(columns)
                .zip(row)
                .zip(&mut pending);
            for (((builder, column), cell), pending) in checks {
                let room = self.offset_limit.saturating_sub(*pending);
                builder.check(cell, room).map_err(|err| match err {
                    ArrowError::InvalidArgumentError(message) => {
                        ArrowError::InvalidArgumentError(format!("{}: {message}", column.name))
                    }
                    err => err,
                })?;
                *pending += match cell {
                    Cell::Text(text) => text.len(),
                    Cell::Time(_) => TIME_LEN,
                    _ => 0,
                };
            }
        }
        let rows = cells.len() / columns.len();
        let mut cells = cells.into_iter();
        for _ in 0..rows {
            for (builder, cell) in self.builders.iter_mut().zip(cells.by_ref()) {
                builder.append(cell);
            }
        }
        self.rows += rows;
        Ok(())
    }

    /// The columns of the rows appended so far, in column order; the builders start over.
    pub(crate) fn finish(&mut self) -> Vec<ArrayRef> {
        self.rows = 0;
        self.builders.iter_mut().map(Builder::finish).collect()
    }
}
