//! Unit tests of the text forms, one file per format.

mod deprecated;
mod epd;
mod fen;
mod lan;
mod position_ext;
mod san;
mod snapshots;
mod uci;
