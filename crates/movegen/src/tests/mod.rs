//! Unit tests, one file per area, sharing a tiny test-only FEN reader.

mod castling;
mod chess960;
mod clocks;
mod fen;
mod history;
mod invariants;
mod material;
mod mirror;
mod move_list;
mod perft;
mod setup;
mod unchecked;
mod zobrist;
