//! Unit tests of the text forms, one file per format.

mod epd;
mod fen;
mod lan;
mod san;
mod snapshots;
mod uci;
