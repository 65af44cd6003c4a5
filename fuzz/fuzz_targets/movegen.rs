//! Fuzz target `movegen`: random games from a FEN, every move and cached field recomputed.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fianchetto_fuzz::checks::check_movegen(data));
