//! [`Columns`]: Arrow builders for a batch of records, one per column of
//! [`COLUMNS`](fianchetto_records::COLUMNS), in that order, each typed by its
//! [`ColumnType`].

use std::fmt::Write as _;
use std::sync::Arc;

use arrow_array::ArrayRef;
use arrow_array::builder::{Date32Builder, Int32Builder, Int64Builder, MapBuilder, StringBuilder};
use arrow_array::types::{Float64Type, Int32Type};
use arrow_schema::ArrowError;
use fianchetto_records::{COLUMNS, Cell, ColumnType, GameRecord};

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

    /// Appends `cell`, which is null or of the builder's column type.
    #[inline]
    fn append(&mut self, cell: Cell<'_>) -> Result<(), ArrowError> {
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
            (Builder::TextList(column), Cell::TextList(list)) => column.append(list)?,
            (Builder::Float64List(column), Cell::Float64List(seconds)) => {
                column.append(seconds.iter().copied())?;
            }
            (Builder::Int32List(column), Cell::Evals(evals, part)) => {
                column.append(evals.iter().map(|&eval| part.of(eval)))?;
            }
            (Builder::TextMap(column), Cell::TextMap(pairs)) => {
                for (name, value) in pairs {
                    column.keys().append_value(name);
                    column.values().append_value(value);
                }
                column.append(true)?;
            }
            (column, Cell::Null) => column.append_null()?,
            (_, cell) => {
                return Err(ArrowError::InvalidArgumentError(format!(
                    "a cell of another column's type: {cell:?}"
                )));
            }
        }
        Ok(())
    }

    fn append_null(&mut self) -> Result<(), ArrowError> {
        match self {
            Builder::Int64(column) => column.append_null(),
            Builder::Int32(column) => column.append_null(),
            Builder::Text(column) => column.append_null(),
            Builder::Date(column) => column.append_null(),
            Builder::TextList(column) => column.append_null(),
            Builder::Float64List(column) => column.append_null(),
            Builder::Int32List(column) => column.append_null(),
            Builder::TextMap(column) => column.append(false)?,
        }
        Ok(())
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

/// Arrow builders holding the records appended since the last [`finish`](Self::finish).
pub(crate) struct Columns {
    /// A builder per column of [`COLUMNS`], in order.
    builders: Vec<Builder>,
    rows: usize,
}

impl Columns {
    pub(crate) fn new() -> Columns {
        Columns {
            builders: COLUMNS
                .iter()
                .map(|column| Builder::new(column.ty))
                .collect(),
            rows: 0,
        }
    }

    /// The records appended since the last [`finish`](Self::finish).
    pub(crate) fn rows(&self) -> usize {
        self.rows
    }

    pub(crate) fn append(&mut self, record: &GameRecord) -> Result<(), ArrowError> {
        for (builder, column) in self.builders.iter_mut().zip(COLUMNS) {
            builder
                .append(column.cell(record))
                .map_err(|err| match err {
                    ArrowError::InvalidArgumentError(message) => {
                        ArrowError::InvalidArgumentError(format!("{}: {message}", column.name))
                    }
                    err => err,
                })?;
        }
        self.rows += 1;
        Ok(())
    }

    /// The columns of the records appended so far, in column order; the builders start over.
    pub(crate) fn finish(&mut self) -> Vec<ArrayRef> {
        self.rows = 0;
        self.builders.iter_mut().map(Builder::finish).collect()
    }
}
