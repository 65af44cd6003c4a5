//! The integration tests of `fianchetto-movegen`, one binary: published perft suites, a
//! differential test against a simple reference generator, and move-list snapshots.

mod differential;
#[path = "../src/tests/fen.rs"]
mod fen;
mod perft_suites;
mod reference;
mod snapshots;
mod support;
