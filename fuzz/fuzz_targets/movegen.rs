//! Fuzz target `movegen`: random games from a FEN (standard chess, or a variant's when the
//! first line is `NAME|FEN`), every move and cached field recomputed.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fianchetto_fuzz::check_any_movegen(data));
