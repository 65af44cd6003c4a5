//! Fuzz target `epd`: EPD records, their operations and accessors, written and read back.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fianchetto_fuzz::checks::check_epd(data));
