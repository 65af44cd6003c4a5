//! What every test file needs: the test tables, and positions from FEN.

use fianchetto_notation::fen::Fen;
use fianchetto_notation::movegen::{CastlingMode, Position};
use fianchetto_syzygy::Tablebase;

/// The repository's tables: every 3-4-piece table and KBNvKN.
pub(crate) const TABLES: &str =
    concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables");

/// A tablebase of [`TABLES`].
#[allow(dead_code)]
pub(crate) fn tables() -> Tablebase {
    let mut tables = Tablebase::new();
    tables
        .add_directory(TABLES)
        .expect("the test tables are there");
    tables
}

/// The position of a FEN; python-chess accepts checks no legal move could give (two knights),
/// and so do the tables.
pub(crate) fn position(fen: &str) -> Position {
    Fen::from_ascii(fen.as_bytes())
        .unwrap()
        .into_position(CastlingMode::Standard)
        .or_else(|e| e.ignore_impossible_check())
        .unwrap()
}
