//! How the attack table is filled, shared word for word by `build.rs` and, with the
//! `runtime-tables` feature, the runtime.
//!
//! `build.rs` includes this file with `#[path]`, next to `index.rs`, so the table written at
//! compile time and the one filled at run time come from the same loop, the same index and the
//! same reference walker. Keep it free of features: it names only `crate::index` (which both
//! define) and `fianchetto_bitboard`.

use fianchetto_bitboard::{Bitboard, Square};

use crate::index::{self, Magic};

/// Calls `store(slot, attacks)` for every subset of `entry`'s relevant mask: the attacks of the
/// slider on `square` by `attacks_of`, the slot by the magic multiply, or by `pext` when `pext`
/// is set (the layout of the `pext` feature). Every slot is below `offset + (1 << bits)`.
pub(crate) fn fill_square(
    entry: &Magic,
    pext: bool,
    square: Square,
    attacks_of: fn(Square, Bitboard) -> Bitboard,
    mut store: impl FnMut(usize, u64, u64),
) {
    for occupied in Bitboard(entry.mask).subsets() {
        let slot = if pext {
            entry.offset as usize + index::pext(occupied.0, entry.mask)
        } else {
            entry.index(occupied.0)
        };
        store(slot, occupied.0, attacks_of(square, occupied).0);
    }
}
