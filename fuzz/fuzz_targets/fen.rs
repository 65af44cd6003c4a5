//! Fuzz target `fen`: FEN read relaxed and strict, written back, validated in both castling modes.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fianchetto_fuzz::checks::check_fen(data));
