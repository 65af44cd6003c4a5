//! [`ColumnType`]: what a column holds, which the columns, the known tags and the tags' cells
//! all name.

#[cfg(doc)]
use crate::Cell;

/// What a column holds: the text formats write each type in one way, and the Parquet writer
/// (`fianchetto-export`) maps each to one Arrow type.
///
/// ```
/// use fianchetto_records::{COLUMNS, ColumnType};
///
/// let plies = COLUMNS.iter().find(|column| column.name == "plies").expect("a column");
/// assert_eq!(plies.ty, ColumnType::Int32);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ColumnType {
    /// A 64-bit whole number ([`Cell::Int64`]): counts of games and bytes.
    Int64,
    /// A 32-bit whole number ([`Cell::Int32`]): an Elo, a ply count. A tag of this type whose
    /// value is `?`, `-` or anything else unreadable is null.
    Int32,
    /// Text as written ([`Cell::Text`]).
    Text,
    /// A calendar date ([`Cell::Date`]), ISO 8601 in text; a `YYYY.MM.DD` tag with any part
    /// unknown (`????.??.??`) is null.
    Date,
    /// A time of day ([`Cell::Time`]), `HH:MM:SS`; null when unreadable. Text in Parquet too, as
    /// Spark reads no Parquet `TIME` column.
    Time,
    /// A list of texts ([`Cell::TextList`]): the moves.
    TextList,
    /// A list of numbers, each of which may be null ([`Cell::Float64List`]): a clock per ply.
    Float64List,
    /// A list of 32-bit whole numbers, each of which may be null ([`Cell::Evals`]): a part of
    /// each ply's evaluation.
    Int32List,
    /// Text keys to text values, in order ([`Cell::TextMap`]): the tags without a column.
    TextMap,
}
