//! The magic index arithmetic, shared word for word by the lookup, `build.rs` and xtask.
//!
//! `build.rs` and `xtask` include this file with `#[path]`, so the table writer, the magic
//! search and the runtime lookup compute the same index by construction. Keep it free of
//! features, dependencies and `crate::` paths: it must compile on its own, even when
//! `magics.rs` is stale, so that `cargo xtask magics` can always repair it.

/// One square's entry: which occupancy bits matter, the multiplier that hashes them, and where
/// the square's slice of the shared attack table starts.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Magic {
    /// The relevant occupancy: the squares whose blockers can change the attacks.
    pub(crate) mask: u64,
    /// The multiplier that maps every subset of `mask` to a distinct (or harmlessly shared) slot.
    pub(crate) magic: u64,
    /// `64 - mask.count_ones()`: the hash keeps the top `mask.count_ones()` bits.
    pub(crate) shift: u32,
    /// Where this square's `1 << (64 - shift)` slots start in the shared table.
    pub(crate) offset: u32,
}

impl Magic {
    /// The table index of the attacks for `occupied`: `offset + hash(occupied & mask)`.
    /// Always below `offset + (1 << (64 - shift))`.
    #[inline(always)]
    pub(crate) const fn index(&self, occupied: u64) -> usize {
        self.offset as usize + hash(occupied & self.mask, self.magic, self.shift)
    }
}

/// The magic hash `(relevant * magic) >> shift`, below `1 << (64 - shift)` for `shift < 64`.
#[inline(always)]
pub(crate) const fn hash(relevant: u64, magic: u64, shift: u32) -> usize {
    (relevant.wrapping_mul(magic) >> shift) as usize
}

/// Parallel bit extract in software: the bits of `occupied` under `mask`, packed into the low
/// bits in mask order, exactly what BMI2's `pext` computes. With the `pext` feature, `build.rs`
/// lays the table out by this index and the lookup uses the instruction.
#[allow(dead_code, reason = "used by build.rs when the `pext` feature is on")]
pub(crate) const fn pext(occupied: u64, mut mask: u64) -> usize {
    let mut packed = 0;
    let mut bit = 1;
    while mask != 0 {
        if occupied & mask & mask.wrapping_neg() != 0 {
            packed |= bit;
        }
        bit <<= 1;
        mask &= mask - 1;
    }
    packed
}
