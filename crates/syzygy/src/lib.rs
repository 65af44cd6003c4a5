//! Syzygy endgame tablebases: the win, draw or loss ([`Wdl`]), the distance to zeroing
//! ([`Dtz`]) and the ranked moves ([`RootMove`]) of positions with up to seven pieces, read from
//! the `.rtbw` and `.rtbz` files of Ronald de Man's format.
//!
//! ```
//! use fianchetto_notation::fen::Fen;
//! use fianchetto_notation::movegen::CastlingMode;
//! use fianchetto_syzygy::{Category, Dtz, Tablebase, Wdl};
//!
//! let mut tables = Tablebase::new();
//! tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables"))?;
//! let pos = Fen::from_ascii(b"8/8/8/8/8/8/4k3/K1r5 w - - 0 1")?.into_position(CastlingMode::Standard)?;
//! assert_eq!(tables.probe_wdl(&pos)?, Wdl::Loss);
//! assert_eq!(tables.probe_dtz(&pos)?, Dtz(-14)); // python-chess says -14 too
//! let moves = tables.root_moves(&pos)?;
//! assert!(moves.iter().all(|m| m.category == Category::Loss));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Design
//! A [`Tablebase`] maps each material (`KQvKR`, normalised as the files are named) to its
//! files, found by [`Tablebase::add_directory`] and opened on the first probe that needs them.
//! Files up to 4 MiB are read whole when opened, larger ones by positioned reads, never by memory
//! maps, so the crate has no `unsafe` and threads probe one file at once; every offset read
//! from a file is checked against its length, so a truncated or corrupt table is a
//! [`SyzygyError`] naming it, never a panic.
//!
//! The probes follow python-chess's `probe_wdl` and `probe_dtz` exactly: captures are searched
//! (alpha-beta, one level past the tables' piece count), then the table is read, and a legal en
//! passant capture, which the tables leave out, is tried last; a DTZ file stores one side to
//! move, and the other side's distance comes from a one-move search.
//!
//! Modules, one idea each: `material` (keys and names), `file` (checked reads), `open_files`
//! (a bound on the descriptors held open), `indices` (the
//! encoding's constant tables), `encode` (squares to a position index), `pairs` (one
//! compressed value stream), `header` (what WDL and DTZ files share), `wdl_table` and
//! `dtz_table` (one value of each), `tablebase` (the collection, the capture search and the
//! DTZ rules), `root` (ranking the moves), `wdl` and `dtz` (the result types).

#![forbid(unsafe_code)]

mod dtz;
mod dtz_table;
mod encode;
mod error;
mod file;
mod header;
mod indices;
mod material;
mod open_files;
mod pairs;
mod root;
mod table_set;
mod tablebase;
mod variant_probe;
mod wdl;
mod wdl_table;

pub use crate::dtz::Dtz;
pub use crate::dtz_table::Stored;
pub use crate::error::{SyzygyError, TableKind};
pub use crate::root::{Category, RootMove};
pub use crate::table_set::TableSet;
pub use crate::tablebase::Tablebase;
pub use crate::wdl::Wdl;

#[cfg(test)]
mod tests;
