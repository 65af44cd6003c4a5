//! Rays, and the `between` and `line` tables that pins and checks are computed from.
//!
//! ```
//! use fianchetto_bitboard::{rays, Bitboard, Square};
//!
//! // A bishop on b2 and a king on g7: any lone piece between them is pinned.
//! let between = rays::between(Square::B2, Square::G7);
//! assert_eq!(between, Square::C3 | Square::D4 | Square::E5 | Square::F6);
//! assert_eq!(rays::line(Square::B2, Square::G7), Bitboard::DIAGONAL);
//! ```

use crate::{Bitboard, Direction, Square};

const fn walk(square: Square, direction: Direction) -> Bitboard {
    let mut ray = Bitboard::EMPTY;
    let mut current = square;
    while let Some(next) = current.step(direction) {
        ray = ray.with(next);
        current = next;
    }
    ray
}

// `static`, not `const`: every function that indexes a `const` array may get its own copy of
// it (the WebAssembly build held three copies of `BETWEEN_AND_LINE`, 192 KiB); a `static` is one
// object. Reading an immutable `static` is allowed in const evaluation, so the functions stay
// `const fn`.
static RAYS: [[Bitboard; 64]; 8] = {
    let mut rays = [[Bitboard::EMPTY; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut s = 0;
        while s < 64 {
            rays[d][s] = walk(Square::new(s as u32), Direction::ALL[d]);
            s += 1;
        }
        d += 1;
    }
    rays
};

/// `(between, line)` for every pair of squares, from the rays: 2 x 32 KiB (computed at each
/// call instead with the `runtime-tables` feature).
#[cfg(not(feature = "runtime-tables"))]
static BETWEEN_AND_LINE: ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) = {
    let mut between = [[Bitboard::EMPTY; 64]; 64];
    let mut line = [[Bitboard::EMPTY; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let opposite = (d + 4) % 8;
            let mut targets = RAYS[d][a];
            while let Some(b) = targets.pop_first_const() {
                between[a][b as usize] = Bitboard(RAYS[d][a].0 & RAYS[opposite][b as usize].0);
                line[a][b as usize] = Bitboard(RAYS[d][a].0 | RAYS[opposite][a].0 | 1 << a);
            }
            d += 1;
        }
        a += 1;
    }
    (between, line)
};

#[cfg(not(feature = "runtime-tables"))]
impl Bitboard {
    /// `pop_first` for const contexts, where `&mut self` methods of traits are unavailable.
    const fn pop_first_const(&mut self) -> Option<Square> {
        let square = self.first();
        self.0 &= self.0.wrapping_sub(1);
        square
    }
}

/// The squares from `square` to the edge of the board in `direction`, `square` excluded.
///
/// ```
/// use fianchetto_bitboard::{rays, Direction, Square};
///
/// assert_eq!(rays::ray(Square::F6, Direction::NorthEast), Square::G7 | Square::H8);
/// ```
#[inline]
pub const fn ray(square: Square, direction: Direction) -> Bitboard {
    RAYS[direction as usize][square as usize]
}

/// The squares strictly between `a` and `b` when they share a rank, file or diagonal;
/// otherwise (and when `a == b`) the empty set.
///
/// ```
/// use fianchetto_bitboard::{rays, Bitboard, Square};
///
/// assert_eq!(rays::between(Square::A1, Square::D4), Square::B2 | Square::C3);
/// assert_eq!(rays::between(Square::A1, Square::B3), Bitboard::EMPTY);
/// ```
#[inline]
pub const fn between(a: Square, b: Square) -> Bitboard {
    #[cfg(not(feature = "runtime-tables"))]
    return BETWEEN_AND_LINE.0[a as usize][b as usize];
    #[cfg(feature = "runtime-tables")]
    return computed::between(a, b);
}

/// The whole rank, file or diagonal through `a` and `b`, edge to edge, when they share one;
/// otherwise (and when `a == b`) the empty set.
///
/// ```
/// use fianchetto_bitboard::{rays, Bitboard, Square};
///
/// assert_eq!(rays::line(Square::C3, Square::E5), Bitboard::DIAGONAL);
/// assert_eq!(rays::line(Square::A1, Square::B3), Bitboard::EMPTY);
/// ```
#[inline]
pub const fn line(a: Square, b: Square) -> Bitboard {
    #[cfg(not(feature = "runtime-tables"))]
    return BETWEEN_AND_LINE.1[a as usize][b as usize];
    #[cfg(feature = "runtime-tables")]
    return computed::line(a, b);
}

/// `between` and `line` without tables (the `runtime-tables` feature), checked against walking
/// the rays for every pair of squares by the crate's tests. Not inlined: in the WebAssembly
/// module, inlining them at every caller made the code 6 KB larger (2 KB gzipped), more than
/// half of what leaving out the tables saved, and perft in Node no faster.
#[cfg(feature = "runtime-tables")]
mod computed {
    use crate::{Bitboard, Square};

    /// The a1-h8 diagonal and the a8-h1 anti-diagonal.
    const DIAGONAL: u64 = 0x8040_2010_0804_0201;
    const ANTI_DIAGONAL: u64 = 0x0102_0408_1020_4080;

    /// The "pure calculation" of the Chess Programming Wiki: `ahead` holds the squares from
    /// the lower of the two up to, not including, the higher; a one-bit line pattern (file,
    /// rank, diagonal or anti-diagonal step, or nothing when the squares share no line) is
    /// multiplied up to start at the lower square, and masked by `ahead` (minus the lower one).
    #[inline(never)]
    pub(super) const fn between(a: Square, b: Square) -> Bitboard {
        const A2A7: u64 = 0x0001_0101_0101_0100;
        const B2G7: u64 = 0x0040_2010_0804_0200;
        const H1B7: u64 = 0x0002_0408_1020_4080;
        let (a, b) = (a as u64, b as u64);
        let ahead = (u64::MAX << a) ^ (u64::MAX << b);
        let file = (b & 7).wrapping_sub(a & 7);
        let rank = (b | 7).wrapping_sub(a) >> 3;
        let mut line = (file & 7).wrapping_sub(1) & A2A7;
        line = line.wrapping_add(2 * ((rank & 7).wrapping_sub(1) >> 58));
        line = line.wrapping_add((rank.wrapping_sub(file) & 15).wrapping_sub(1) & B2G7);
        line = line.wrapping_add((rank.wrapping_add(file) & 15).wrapping_sub(1) & H1B7);
        line = line.wrapping_mul(ahead & ahead.wrapping_neg());
        Bitboard(line & ahead)
    }

    /// The whole file, rank, diagonal or anti-diagonal the two squares share.
    #[inline(never)]
    pub(super) const fn line(a: Square, b: Square) -> Bitboard {
        let (fa, ra) = (a as i32 & 7, a as i32 >> 3);
        let (fb, rb) = (b as i32 & 7, b as i32 >> 3);
        Bitboard(if a as u8 == b as u8 {
            0
        } else if fa == fb {
            0x0101_0101_0101_0101 << fa
        } else if ra == rb {
            0xff << (8 * ra)
        } else if ra - fa == rb - fb {
            shift_ranks(DIAGONAL, ra - fa)
        } else if ra + fa == rb + fb {
            shift_ranks(ANTI_DIAGONAL, ra + fa - 7)
        } else {
            0
        })
    }

    /// `bits` moved `ranks` ranks up (down when negative).
    const fn shift_ranks(bits: u64, ranks: i32) -> u64 {
        if ranks >= 0 {
            bits << (8 * ranks)
        } else {
            bits >> (-8 * ranks)
        }
    }
}

/// `true` if `a`, `b` and `c` lie on one rank, file or diagonal (`a != b`).
///
/// ```
/// use fianchetto_bitboard::{rays, Square};
///
/// assert!(rays::aligned(Square::A1, Square::C3, Square::H8));
/// assert!(!rays::aligned(Square::A1, Square::C3, Square::H7));
/// ```
#[inline]
pub const fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}
