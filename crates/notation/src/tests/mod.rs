//! Unit tests of the text forms, one file per format.

mod epd;
mod fen;
pub(crate) mod fuzz_regressions;
mod lan;
mod san;
mod snapshots;
mod uci;
