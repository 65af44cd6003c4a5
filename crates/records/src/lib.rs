//! One flat record per PGN game — its tags, its legal mainline in UCI and SAN, clocks and
//! evaluations per ply, and how it ended — written as JSON Lines or CSV; the Parquet writer
//! in `fianchetto-export` takes the same records, so every format carries the same fields.
//!
//! ```
//! use fianchetto::pgn::{Reader, Replay};
//! use fianchetto_records::{RecordExtractor, write_json_line};
//!
//! let pgn = "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
//! let mut reader = Reader::new(pgn.as_bytes());
//! let mut extract = Replay::new(RecordExtractor::new());
//! let mut jsonl = Vec::new();
//! while let Some(record) = reader.read_game(&mut extract)? {
//!     write_json_line(&mut jsonl, &record)?;
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
mod tags;
mod text_list;

pub use calendar::{Date, TimeOfDay};
pub use cell::{Cell, EvalPart};
pub use column::{COLUMNS, Column};
pub use column_type::ColumnType;
pub use csv::{write_csv_header, write_csv_row};
pub use extract::RecordExtractor;
pub use jsonl::write_json_line;
pub use known_tag::KnownTag;
pub use record::GameRecord;
pub use tags::Tags;
pub use text_list::TextList;
