//! One flat record per PGN game — its tags, its legal mainline in UCI and SAN, clocks and
//! evaluations per ply, and how it ended — written as JSON Lines or CSV, one row per game or
//! one per position ([`Table`]); the Parquet writer in `fianchetto-export` takes the same
//! records, so every format carries the same fields.
//!
//! ```
//! use fianchetto::pgn::{Reader, Replay};
//! use fianchetto_records::{RecordExtractor, Table, write_json_lines};
//!
//! let pgn = "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
//! let mut reader = Reader::new(pgn.as_bytes());
//! let mut extract = Replay::new(RecordExtractor::new());
//! let mut jsonl = Vec::new();
//! while let Some(record) = reader.read_game(&mut extract)? {
//!     write_json_lines(&mut jsonl, Table::Games, &record)?;
//! }
//! assert!(String::from_utf8(jsonl)?.contains(r#""termination_on_board":"checkmate""#));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod calendar;
mod cell;
mod column;
mod column_type;
mod csv;
mod ending;
mod extract;
mod json;
mod jsonl;
mod known_tag;
mod record;
mod row;
mod table;
mod tags;
mod text_list;

pub use calendar::{Date, TimeOfDay};
pub use cell::{Cell, EvalPart};
pub use column::{COLUMNS, Column, PLY_COLUMNS};
pub use column_type::ColumnType;
pub use csv::{write_csv_header, write_csv_rows};
pub use extract::RecordExtractor;
pub use jsonl::write_json_lines;
pub use known_tag::KnownTag;
pub use record::GameRecord;
pub use row::Row;
pub use table::Table;
pub use tags::Tags;
pub use text_list::TextList;
