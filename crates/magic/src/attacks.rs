//! The lookups: mask, multiply, shift, load.

use fianchetto_bitboard::{Bitboard, Square};

use crate::index::Magic;
use crate::table::{self, BISHOP, ROOK};

/// The squares a rook on `square` attacks when `occupied` holds the pieces: each ray runs up to
/// and including the first occupied square. Pieces of either color block; remove your own
/// pieces from the result to get the destinations.
///
/// ```
/// use fianchetto_magic::{rook_attacks, Bitboard, Square};
///
/// let occupied = Square::A4 | Square::D2;
/// let attacks = rook_attacks(Square::A1, occupied);
/// assert_eq!(attacks, Square::A2 | Square::A3 | Square::A4 | Square::B1 | Square::C1
///     | Square::D1 | Square::E1 | Square::F1 | Square::G1 | Square::H1);
/// assert_eq!(rook_attacks(Square::E4, Bitboard::EMPTY).len(), 14);
/// ```
#[inline]
pub fn rook_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    lookup(&ROOK[square.index()], occupied, || {
        #[cfg(feature = "runtime-tables")]
        table::fill_rook(square);
    })
}

/// The squares a bishop on `square` attacks when `occupied` holds the pieces: each diagonal
/// runs up to and including the first occupied square.
///
/// ```
/// use fianchetto_magic::{bishop_attacks, Bitboard, Square};
///
/// let attacks = bishop_attacks(Square::C1, Square::E3.into());
/// assert_eq!(attacks, Square::B2 | Square::A3 | Square::D2 | Square::E3);
/// assert_eq!(bishop_attacks(Square::D4, Bitboard::EMPTY).len(), 13);
/// ```
#[inline]
pub fn bishop_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    lookup(&BISHOP[square.index()], occupied, || {
        #[cfg(feature = "runtime-tables")]
        table::fill_bishop(square);
    })
}

/// The squares a queen on `square` attacks: the union of the rook and bishop attacks.
///
/// ```
/// use fianchetto_magic::{queen_attacks, Bitboard, Square};
///
/// assert_eq!(queen_attacks(Square::D4, Bitboard::EMPTY).len(), 27);
/// assert_eq!(queen_attacks(Square::A1, Square::B2 | Square::A2 | Square::B1).len(), 3);
/// ```
#[inline]
pub fn queen_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(square, occupied) | bishop_attacks(square, occupied)
}

/// Fills the whole attack table now rather than square by square at first use.
///
/// With the `runtime-tables` feature the table is not in the binary: each square's slice is
/// filled when a lookup first needs it (at most 4,096 slots). A program that would rather pay
/// for the whole table at once (1 to 4 ms at a module's start in Node) calls this. Without the
/// feature the table is built in and this does nothing.
/// Calling it again, or from several threads at once, is harmless.
///
/// ```
/// use fianchetto_magic::{init, rook_attacks, Bitboard, Square};
///
/// init();
/// assert_eq!(rook_attacks(Square::A1, Bitboard::EMPTY).len(), 14);
/// ```
#[inline]
pub fn init() {
    #[cfg(feature = "runtime-tables")]
    table::fill_all();
}

/// One table load. Indexing stays bounds-checked: `get_unchecked` showed no measurable gain in
/// `examples/bench_lookup.rs` (the load, not the well-predicted check, is the cost).
/// `fill` fills the entry's slice; only the `runtime-tables` feature calls it, on an empty slot.
#[inline(always)]
fn lookup(entry: &Magic, occupied: Bitboard, fill: impl FnOnce()) -> Bitboard {
    Bitboard(table::attacks(slot(entry, occupied.0), fill))
}

/// The table index by magic multiplication (`src/index.rs`).
#[cfg(not(all(feature = "pext", target_arch = "x86_64", target_feature = "bmi2")))]
#[inline(always)]
fn slot(entry: &Magic, occupied: u64) -> usize {
    entry.index(occupied)
}

/// The table index by BMI2 `pext`, the layout `build.rs` writes when the feature is on.
#[cfg(all(feature = "pext", target_arch = "x86_64", target_feature = "bmi2"))]
#[inline(always)]
fn slot(entry: &Magic, occupied: u64) -> usize {
    // SAFETY: `_pext_u64` only requires the CPU to have BMI2, and this function exists only when
    // BMI2 is enabled for the whole compilation (`target_feature = "bmi2"` above), which
    // promises it; without it the crate does not compile (`compile_error!` in lib.rs).
    #[allow(unsafe_code)]
    let packed = unsafe { core::arch::x86_64::_pext_u64(occupied, entry.mask) };
    entry.offset as usize + packed as usize
}
