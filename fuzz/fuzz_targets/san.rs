//! Fuzz target `san`: SAN tokens after a FEN line, read, resolved, written back and played.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fianchetto_fuzz::checks::check_san(data));
