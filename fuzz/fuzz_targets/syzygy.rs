//! Fuzz target `syzygy`: a table file of random or cut-short bytes (the first byte picks which
//! file), probed among the real tables: errors naming the file, never a panic or a hang.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fianchetto_fuzz::check_syzygy(data));
