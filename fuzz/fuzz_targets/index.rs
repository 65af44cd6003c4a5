//! Fuzz target `index`: a real position index, cut short and with bytes flipped as the input
//! says, opened and queried: errors naming the file or answers, never a panic or a hang.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fianchetto_fuzz::index::check(data));
