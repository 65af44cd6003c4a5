//! A seeded xorshift generator (Marsaglia's 13, 7, 17), so that random games are the same on
//! every run: the SAN throughput example and the pgn crate's dialect property test (which
//! includes this file by `#[path]`) draw their games from it.

/// Marsaglia's xorshift64, from a seed that is not 0.
pub(crate) struct XorShift(pub(crate) u64);

impl XorShift {
    /// The next number of the sequence.
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (not 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// One of `choices` (not empty).
    pub(crate) fn pick<T: Copy>(&mut self, choices: &[T]) -> T {
        choices[self.below(choices.len())]
    }
}
