//! Fuzz target `pgn`: PGN files through the reader, game tree, writer and mainline replay.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fianchetto_fuzz::checks::check_pgn(data));
