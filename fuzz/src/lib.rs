//! The checks behind the fuzz targets, one function per target, kept in a library so that each
//! target is one line and a crasher can be replayed through the very same code.

pub use fianchetto_movegen as movegen;
pub use fianchetto_notation as notation;
pub use fianchetto_pgn as pgn_crate;

pub mod checks;
pub mod index;
pub mod regressions;
pub mod syzygy;
mod variants;

pub use variants::check_variant_movegen;

/// The `movegen` target: a first line `NAME|FEN` walks a variant's games, any other a standard
/// game's (see [`checks::check_movegen`]).
pub fn check_any_movegen(data: &[u8]) {
    if variants::variant_line(data).is_some() {
        check_variant_movegen(data);
    } else {
        checks::check_movegen(data);
    }
}

/// The `syzygy` target on the repository's tables (see [`syzygy::check`]).
pub fn check_syzygy(data: &[u8]) {
    syzygy::check(
        std::path::Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../testdata/syzygy/tables"
        )),
        data,
    );
}
