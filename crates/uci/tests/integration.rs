//! The integration tests of `fianchetto-uci`, one binary: messages read and written by hand,
//! random messages written and read back, real Stockfish output, the driver against fake
//! engines that misbehave, the driver against the real Stockfish, and `Engine::play` against
//! Stockfish, Toga II and the fakes.

mod faults;
mod fixtures;
mod messages;
mod play;
mod round_trip;
#[path = "shared/splitmix.rs"]
mod splitmix;
mod stockfish;
mod support;
mod variants;
