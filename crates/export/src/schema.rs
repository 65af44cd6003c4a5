//! The Arrow schema of a records file: a field per column of its [`Table`], named and nullable
//! as the table says, typed as their builders make them.

use std::sync::Arc;

use arrow_schema::{Field, Schema, SchemaRef};
use fianchetto_records::Table;

use crate::columns::Columns;

/// The schema of the files of `table` that [`ParquetWriter`](crate::ParquetWriter) writes: a
/// field per column, in order, null only where the column can be.
///
/// ```
/// use arrow_schema::DataType;
/// use fianchetto_records::Table;
///
/// let plies = fianchetto_export::schema(Table::Plies);
/// assert_eq!(plies.field_with_name("key")?.data_type(), &DataType::Int64);
/// let schema = fianchetto_export::schema(Table::Games);
/// assert_eq!(schema.field_with_name("WhiteElo")?.data_type(), &DataType::Int32);
/// assert_eq!(schema.field_with_name("UTCDate")?.data_type(), &DataType::Date32);
/// assert!(matches!(schema.field_with_name("moves_uci")?.data_type(), DataType::List(_)));
/// assert!(!schema.field_with_name("moves_uci")?.is_nullable());
/// # Ok::<(), arrow_schema::ArrowError>(())
/// ```
pub fn schema(table: Table) -> SchemaRef {
    // The types are read off empty builders' output, so the schema cannot disagree with the
    // arrays written under it.
    let empty = Columns::new(table).finish();
    let fields: Vec<Field> = table
        .columns()
        .iter()
        .zip(&empty)
        .map(|(column, array)| Field::new(column.name, array.data_type().clone(), column.nullable))
        .collect();
    Arc::new(Schema::new(fields))
}
