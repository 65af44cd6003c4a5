//! SplitMix64, a small seeded generator: the same numbers on every run and every machine. The
//! round-trip test draws its random messages from it, and the peer benchmark's Syzygy race
//! its probe order (`bench/src/syzygy.rs` includes this file by `#[path]`, and
//! `bench/syzygy_python.py` repeats it with Python integers).

/// SplitMix64's state: the seed, then each number drawn so far added to it.
pub(crate) struct SplitMix(pub(crate) u64);

impl SplitMix {
    /// The next number of the sequence.
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}
