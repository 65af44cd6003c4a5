//! A weighted random choice among a position's book entries, with the caller's generator.

use fianchetto_movegen::Position;

use crate::{Book, BookEntry};

impl<B: AsRef<[u8]>> Book<B> {
    /// One of the entries of `pos`, each chosen with probability its weight divided by the
    /// sum of the weights; `None` when the position has no entry of positive weight. Entries
    /// of weight 0 are never chosen.
    ///
    /// `random` is the caller's generator, asked for uniformly distributed `u64`s: usually
    /// once, more often only with probability below total weight / 2⁶⁴, as the draw is
    /// rejected and repeated where keeping it would favour some entries (Lemire's method), so
    /// the choice is exactly proportional. With the `rand` crate, pass `|| rng.next_u64()`.
    ///
    /// ```
    /// use fianchetto_movegen::{Move, Position, Square};
    /// use fianchetto_polyglot::Book;
    ///
    /// let book = Book::new(include_bytes!("../../../testdata/polyglot/performance.bin"))?;
    /// let pos = Position::new();
    /// // A small generator of the caller's choosing: SplitMix64.
    /// let mut state = 42u64;
    /// let mut random = || {
    ///     state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    ///     let mut z = state;
    ///     z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    ///     z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    ///     z ^ (z >> 31)
    /// };
    /// let entry = book.choose(&pos, &mut random).ok_or("the start position is in the book")?;
    /// assert!(book.entries(&pos).any(|candidate| candidate == entry));
    /// assert!(entry.weight > 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn choose(&self, pos: &Position, mut random: impl FnMut() -> u64) -> Option<BookEntry> {
        // A u64 sum cannot overflow: it would take 2^48 entries of one key.
        let total: u64 = self.entries(pos).map(|entry| u64::from(entry.weight)).sum();
        if total == 0 {
            return None;
        }
        let target = below(total, &mut random);
        let mut cumulative = 0;
        self.entries(pos).find(|entry| {
            cumulative += u64::from(entry.weight);
            cumulative > target
        })
    }
}

/// A uniform number in `0..bound` (`bound > 0`): Lemire's multiply-and-shift, rejecting the few
/// draws that would make some results one draw more likely than others.
fn below(bound: u64, random: &mut impl FnMut() -> u64) -> u64 {
    let threshold = bound.wrapping_neg() % bound;
    loop {
        let product = u128::from(random()) * u128::from(bound);
        if product as u64 >= threshold {
            return (product >> 64) as u64;
        }
    }
}
