//! The Arrow schema of a records file: [`COLUMNS`] named, typed as their builders make them.

use std::sync::Arc;

use arrow_schema::{Field, Schema, SchemaRef};
use fianchetto_records::COLUMNS;

use crate::columns::Columns;

/// Columns every record fills, even a broken game's (with what was read before the error).
const ALWAYS_PRESENT: [&str; 9] = [
    "game",
    "offset",
    "plies",
    "moves_uci",
    "moves_san",
    "clocks",
    "evals_cp",
    "evals_mate",
    "final_fen",
];

/// The schema of the files that [`ParquetWriter`](crate::ParquetWriter) writes.
///
/// ```
/// use arrow_schema::DataType;
///
/// let schema = fianchetto_export::schema();
/// assert_eq!(schema.field_with_name("WhiteElo")?.data_type(), &DataType::Int32);
/// assert_eq!(schema.field_with_name("UTCDate")?.data_type(), &DataType::Date32);
/// assert!(matches!(schema.field_with_name("moves_uci")?.data_type(), DataType::List(_)));
/// # Ok::<(), arrow_schema::ArrowError>(())
/// ```
pub fn schema() -> SchemaRef {
    // The types are read off empty builders' output, so the schema cannot disagree with the
    // arrays written under it.
    let empty = Columns::new().finish();
    let fields: Vec<Field> = COLUMNS
        .iter()
        .zip(&empty)
        .map(|(name, array)| {
            let nullable = !ALWAYS_PRESENT.contains(name);
            Field::new(*name, array.data_type().clone(), nullable)
        })
        .collect();
    Arc::new(Schema::new(fields))
}
