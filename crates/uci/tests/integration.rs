//! The integration tests of `fianchetto-uci`, one binary: messages read and written by hand,
//! random messages written and read back, real Stockfish output, the driver against fake
//! engines that misbehave, and the driver against the real Stockfish.

mod faults;
mod fixtures;
mod messages;
mod round_trip;
mod stockfish;
mod support;
