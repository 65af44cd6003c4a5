//! [`Bitboard`], a set of squares packed into one `u64`, with its operators and constants.

use core::fmt;
use core::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign,
};

use crate::{Color, File, Rank, Square};

/// A set of squares: bit `n` stands for the square with index `n` (`a1` = bit 0, `h8` = bit 63).
///
/// Set operations are the bit operators (`|` union, `&` intersection, `^` symmetric difference,
/// `-` difference, `!` complement); named methods cover the rest.
///
/// ```
/// use fianchetto_bitboard::{bitboard, Bitboard, Square};
///
/// let board = Bitboard::from(Square::E4) | Square::D5;
/// assert_eq!(board, bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . X . . . .
///     . . . . X . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
/// });
/// assert_eq!(board.len(), 2);
/// assert!(board.is_subset(Bitboard::CENTER));
/// assert_eq!(board.into_iter().collect::<Vec<_>>(), [Square::E4, Square::D5]);
/// ```
#[derive(Copy, Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 64 squares.
    pub const FULL: Bitboard = Bitboard(!0);
    /// Squares like `h1` and `a8`.
    pub const LIGHT_SQUARES: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);
    /// Squares like `a1` and `h8`.
    pub const DARK_SQUARES: Bitboard = Bitboard(0xaa55_aa55_aa55_aa55);
    /// `d4`, `e4`, `d5` and `e5`.
    pub const CENTER: Bitboard = Bitboard(0x0000_0018_1800_0000);
    /// `a1`, `h1`, `a8` and `h8`.
    pub const CORNERS: Bitboard = Bitboard(0x8100_0000_0000_0081);
    /// The first and eighth ranks.
    pub const BACKRANKS: Bitboard = Bitboard(0xff00_0000_0000_00ff);
    /// The outer ring of squares.
    pub const EDGES: Bitboard = Bitboard(0xff81_8181_8181_81ff);
    /// The long diagonal from `a1` to `h8`.
    pub const DIAGONAL: Bitboard = Bitboard(0x8040_2010_0804_0201);
    /// The long diagonal from `a8` to `h1`.
    pub const ANTI_DIAGONAL: Bitboard = Bitboard(0x0102_0408_1020_4080);
    /// The eight files, `a` first.
    pub const FILES: [Bitboard; 8] = {
        let mut files = [Bitboard::EMPTY; 8];
        let mut i = 0;
        while i < 8 {
            files[i] = Bitboard(0x0101_0101_0101_0101 << i);
            i += 1;
        }
        files
    };
    /// The eight ranks, `1` first.
    pub const RANKS: [Bitboard; 8] = {
        let mut ranks = [Bitboard::EMPTY; 8];
        let mut i = 0;
        while i < 8 {
            ranks[i] = Bitboard(0xff << (8 * i));
            i += 1;
        }
        ranks
    };

    /// The squares of one file.
    #[inline]
    pub const fn from_file(file: File) -> Bitboard {
        Bitboard::FILES[file as usize]
    }

    /// The squares of one rank.
    #[inline]
    pub const fn from_rank(rank: Rank) -> Bitboard {
        Bitboard::RANKS[rank as usize]
    }

    /// The one square `square`.
    #[inline]
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(1 << square as u32)
    }

    /// The first rank for White, the eighth for Black.
    #[inline]
    pub const fn backrank(color: Color) -> Bitboard {
        match color {
            Color::White => Bitboard::RANKS[0],
            Color::Black => Bitboard::RANKS[7],
        }
    }

    /// The underlying bits.
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// `true` if no square is in the set.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// `true` if some square is in the set.
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// How many squares are in the set.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// `true` if `square` is in the set.
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        self.0 & (1 << square as u32) != 0
    }

    /// The set with `square` added.
    #[inline]
    #[must_use]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | 1 << square as u32)
    }

    /// The set with `square` removed.
    #[inline]
    #[must_use]
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << square as u32))
    }

    /// The set with `square` added if it was absent, removed if it was present.
    #[inline]
    #[must_use]
    pub const fn toggle(self, square: Square) -> Bitboard {
        Bitboard(self.0 ^ 1 << square as u32)
    }

    /// Adds `square` in place.
    #[inline]
    pub fn add(&mut self, square: Square) {
        *self = self.with(square);
    }

    /// Removes `square` in place.
    #[inline]
    pub fn discard(&mut self, square: Square) {
        *self = self.without(square);
    }

    /// `true` if the two sets share no square.
    #[inline]
    pub const fn is_disjoint(self, other: Bitboard) -> bool {
        self.0 & other.0 == 0
    }

    /// `true` if every square of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: Bitboard) -> bool {
        self.0 & !other.0 == 0
    }

    /// `true` if every square of `other` is in `self`.
    #[inline]
    pub const fn is_superset(self, other: Bitboard) -> bool {
        other.is_subset(self)
    }

    /// The square with the lowest index, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new_masked(self.0.trailing_zeros()))
        }
    }

    /// The square with the highest index, if any.
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new_masked(63 - self.0.leading_zeros()))
        }
    }

    /// Removes and returns the square with the lowest index.
    #[inline]
    pub fn pop_first(&mut self) -> Option<Square> {
        let square = self.first();
        self.0 &= self.0.wrapping_sub(1);
        square
    }

    /// Removes and returns the square with the highest index.
    #[inline]
    pub fn pop_last(&mut self) -> Option<Square> {
        let square = self.last();
        if let Some(square) = square {
            self.discard(square);
        }
        square
    }

    /// The square, if the set holds exactly one.
    #[inline]
    pub const fn single_square(self) -> Option<Square> {
        if self.more_than_one() {
            None
        } else {
            self.first()
        }
    }

    /// `true` if the set holds two squares or more.
    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// Mirrors the set across the horizontal axis: rank 1 and rank 8 swap.
    #[inline]
    #[must_use]
    pub const fn flip_vertical(self) -> Bitboard {
        Bitboard(self.0.swap_bytes())
    }

    /// Mirrors the set across the vertical axis: the a-file and the h-file swap.
    #[inline]
    #[must_use]
    pub const fn flip_horizontal(self) -> Bitboard {
        Bitboard(self.0.reverse_bits().swap_bytes())
    }

    /// Mirrors the set across the `a1`-`h8` diagonal: `b1` and `a2` swap.
    #[inline]
    #[must_use]
    pub const fn flip_diagonal(self) -> Bitboard {
        // Three delta swaps: 4x4 blocks, then 2x2 blocks, then single squares.
        let mut x = self.0;
        let t = 0x0f0f_0f0f_0000_0000 & (x ^ (x << 28));
        x ^= t ^ (t >> 28);
        let t = 0x3333_0000_3333_0000 & (x ^ (x << 14));
        x ^= t ^ (t >> 14);
        let t = 0x5500_5500_5500_5500 & (x ^ (x << 7));
        x ^= t ^ (t >> 7);
        Bitboard(x)
    }

    /// The set seen from `color`'s side (flipped vertically for Black).
    #[inline]
    #[must_use]
    pub const fn relative_to(self, color: Color) -> Bitboard {
        match color {
            Color::White => self,
            Color::Black => self.flip_vertical(),
        }
    }

    #[doc(hidden)]
    /// Builds a set from a drawing listed rank 8 first, files a to h: the `bitboard!` macro's engine.
    pub const fn from_drawing(cells: [bool; 64]) -> Bitboard {
        let mut bits = 0;
        let mut i = 0;
        while i < 64 {
            if cells[i] {
                bits |= 1 << (i ^ 56);
            }
            i += 1;
        }
        Bitboard(bits)
    }
}

impl fmt::Debug for Bitboard {
    /// Draws the board as eight lines, rank 8 on top: `X` for a member, `.` for the rest.
    ///
    /// ```
    /// use fianchetto_bitboard::Bitboard;
    ///
    /// let drawing = format!("{:?}", Bitboard::CORNERS);
    /// assert_eq!(drawing.lines().next(), Some("X . . . . . . X"));
    /// assert_eq!(drawing.lines().count(), 8);
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in Rank::ALL.into_iter().rev() {
            for file in File::ALL {
                let cell = if self.contains(Square::from_coords(file, rank)) {
                    'X'
                } else {
                    '.'
                };
                let separator = if file == File::H { '\n' } else { ' ' };
                write!(f, "{cell}{separator}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Binary for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Binary::fmt(&self.0, f)
    }
}

impl fmt::LowerHex for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.0, f)
    }
}

impl From<Square> for Bitboard {
    #[inline]
    fn from(square: Square) -> Bitboard {
        Bitboard::from_square(square)
    }
}

impl From<File> for Bitboard {
    #[inline]
    fn from(file: File) -> Bitboard {
        Bitboard::from_file(file)
    }
}

impl From<Rank> for Bitboard {
    #[inline]
    fn from(rank: Rank) -> Bitboard {
        Bitboard::from_rank(rank)
    }
}

impl From<u64> for Bitboard {
    #[inline]
    fn from(bits: u64) -> Bitboard {
        Bitboard(bits)
    }
}

impl From<Bitboard> for u64 {
    #[inline]
    fn from(board: Bitboard) -> u64 {
        board.0
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> Bitboard {
        squares.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl Extend<Square> for Bitboard {
    fn extend<I: IntoIterator<Item = Square>>(&mut self, squares: I) {
        for square in squares {
            self.add(square);
        }
    }
}

impl Not for Bitboard {
    type Output = Bitboard;

    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

macro_rules! set_operator {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, |$a:ident, $b:ident| $body:expr) => {
        impl<T: Into<Bitboard>> $trait<T> for Bitboard {
            type Output = Bitboard;

            #[inline]
            fn $method(self, other: T) -> Bitboard {
                let ($a, $b) = (self.0, other.into().0);
                Bitboard($body)
            }
        }

        impl<T: Into<Bitboard>> $assign_trait<T> for Bitboard {
            #[inline]
            fn $assign_method(&mut self, other: T) {
                let ($a, $b) = (self.0, other.into().0);
                self.0 = $body;
            }
        }
    };
}

set_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, |a, b| a & b);
set_operator!(BitOr, bitor, BitOrAssign, bitor_assign, |a, b| a | b);
set_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, |a, b| a ^ b);
set_operator!(Sub, sub, SubAssign, sub_assign, |a, b| a & !b);

impl<T: Into<Bitboard>> BitOr<T> for Square {
    type Output = Bitboard;

    /// Two squares (or a square and a set) make a set: `Square::A1 | Square::H8`.
    #[inline]
    fn bitor(self, other: T) -> Bitboard {
        Bitboard::from(self) | other
    }
}
