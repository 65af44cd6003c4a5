//! Apache Parquet output for the game records of `fianchetto-records`: the same columns as
//! its JSON Lines and CSV, typed (integer Elo, `DATE` for `UTCDate`, lists of strings for the
//! moves, a string map for the other tags; `UTCTime` stays `HH:MM:SS` text, as Spark reads no
//! Parquet `TIME`), zstd-compressed, in row groups of at most [`ROW_GROUP_ROWS`] rows, so that
//! Spark, DuckDB or pandas read a whole game database as a table.
//!
//! This crate is the only one that depends on Arrow and Parquet, so that nothing else pays
//! for compiling them; the `fianchetto` binary includes it through its `parquet` feature.
//! Without its own default `parquet` feature it is the Arrow half alone: [`BatchBuilder`]
//! makes the record batches that the Python package hands to `pyarrow`.

mod batches;
#[cfg(feature = "parquet")]
mod column_encoder;
mod columns;
#[cfg(feature = "parquet")]
mod encoding_pool;
mod offsets;
mod option_list_column;
mod schema;
mod text_list_column;
#[cfg(feature = "parquet")]
mod writer;

pub use batches::BatchBuilder;
#[cfg(feature = "parquet")]
pub use parquet::errors::ParquetError;
pub use schema::schema;
#[cfg(feature = "parquet")]
pub use writer::{ParquetWriter, ROW_GROUP_BYTES, ROW_GROUP_ROWS};
