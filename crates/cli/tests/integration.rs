//! Runs the real `fianchetto` binary for every command of its documented interface, with good
//! and bad input, and checks stdout, stderr and the exit status exactly where they are promised.

mod analyse;
mod analyse_faults;
mod analyse_variants;
mod book;
#[path = "../../polyglot/tests/expected.rs"]
mod expected;
mod explore;
mod export;
mod fen;
#[path = "../../svg/tests/gif_decode.rs"]
mod gif_decode;
mod help;
mod index;
mod moves;
mod openings;
mod perft;
mod pgn;
mod pictures;
mod show;
mod support;
mod syzygy;
#[path = "../../svg/tests/tinted.rs"]
mod tinted;
mod variants;

/// The picture crate, by the name `tinted` (shared with the svg crate's tests) uses.
use fianchetto::svg;
