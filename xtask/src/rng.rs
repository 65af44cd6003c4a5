//! A small seeded generator (SplitMix64), written here so that no dependency upgrade can change
//! what the searches find.

/// SplitMix64: a 64-bit state advanced by a constant and scrambled on output.
pub(crate) struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator starting from `seed`; equal seeds give equal sequences.
    pub(crate) fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next uniformly distributed value.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A value with about one bit in eight set: good magic candidates are sparse.
    pub(crate) fn sparse_u64(&mut self) -> u64 {
        self.next_u64() & self.next_u64() & self.next_u64()
    }
}

#[cfg(test)]
mod tests {
    use super::SplitMix64;

    #[test]
    fn known_sequence() {
        // The first outputs of SplitMix64 seeded with 0, as published with the algorithm.
        let mut rng = SplitMix64::new(0);
        assert_eq!(rng.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(rng.next_u64(), 0x6e78_9e6a_a1b9_65f4);
    }
}
