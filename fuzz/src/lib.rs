//! The checks behind the fuzz targets, one function per target, kept in a library so that each
//! target is one line and a crasher can be replayed through the very same code.

pub use fianchetto_movegen as movegen;
pub use fianchetto_notation as notation;
pub use fianchetto_pgn as pgn_crate;

pub mod checks;
