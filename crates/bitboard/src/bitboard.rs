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
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(transparent)
)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No squares.
    ///
    /// ```
    /// use fianchetto_bitboard::Bitboard;
    ///
    /// assert!(Bitboard::EMPTY.is_empty());
    /// assert_eq!(Bitboard::EMPTY.len(), 0);
    /// ```
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 64 squares.
    ///
    /// ```
    /// use fianchetto_bitboard::Bitboard;
    ///
    /// assert_eq!(Bitboard::FULL.len(), 64);
    /// assert_eq!(!Bitboard::FULL, Bitboard::EMPTY);
    /// ```
    pub const FULL: Bitboard = Bitboard(!0);
    /// Squares like `h1` and `a8`.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert!(Bitboard::LIGHT_SQUARES.contains(Square::H1));
    /// assert!(!Bitboard::LIGHT_SQUARES.contains(Square::A1));
    /// assert_eq!(Bitboard::LIGHT_SQUARES.len(), 32);
    /// ```
    pub const LIGHT_SQUARES: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);
    /// Squares like `a1` and `h8`.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert!(Bitboard::DARK_SQUARES.contains(Square::A1));
    /// assert_eq!(Bitboard::DARK_SQUARES, !Bitboard::LIGHT_SQUARES);
    /// ```
    pub const DARK_SQUARES: Bitboard = Bitboard(0xaa55_aa55_aa55_aa55);
    /// `d4`, `e4`, `d5` and `e5`.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::CENTER, Square::D4 | Square::E4 | Square::D5 | Square::E5);
    /// ```
    pub const CENTER: Bitboard = Bitboard(0x0000_0018_1800_0000);
    /// `a1`, `h1`, `a8` and `h8`.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::CORNERS, Square::A1 | Square::H1 | Square::A8 | Square::H8);
    /// ```
    pub const CORNERS: Bitboard = Bitboard(0x8100_0000_0000_0081);
    /// The first and eighth ranks.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Rank};
    ///
    /// assert_eq!(Bitboard::BACKRANKS, Bitboard::from(Rank::First) | Rank::Eighth);
    /// ```
    pub const BACKRANKS: Bitboard = Bitboard(0xff00_0000_0000_00ff);
    /// The outer ring of squares.
    ///
    /// ```
    /// use fianchetto_bitboard::{bitboard, Bitboard};
    ///
    /// assert_eq!(Bitboard::EDGES, bitboard! {
    ///     X X X X X X X X
    ///     X . . . . . . X
    ///     X . . . . . . X
    ///     X . . . . . . X
    ///     X . . . . . . X
    ///     X . . . . . . X
    ///     X . . . . . . X
    ///     X X X X X X X X
    /// });
    /// ```
    pub const EDGES: Bitboard = Bitboard(0xff81_8181_8181_81ff);
    /// The long diagonal from `a1` to `h8`.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::DIAGONAL.len(), 8);
    /// assert!(Bitboard::DIAGONAL.contains(Square::D4));
    /// assert!(!Bitboard::DIAGONAL.contains(Square::E4));
    /// ```
    pub const DIAGONAL: Bitboard = Bitboard(0x8040_2010_0804_0201);
    /// The long diagonal from `a8` to `h1`.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::ANTI_DIAGONAL.first(), Some(Square::H1));
    /// assert_eq!(Bitboard::ANTI_DIAGONAL.last(), Some(Square::A8));
    /// assert!(Bitboard::ANTI_DIAGONAL.contains(Square::E4));
    /// ```
    pub const ANTI_DIAGONAL: Bitboard = Bitboard(0x0102_0408_1020_4080);
    /// The eight files, `a` first.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::FILES[0].first(), Some(Square::A1));
    /// assert_eq!(Bitboard::FILES[0].last(), Some(Square::A8));
    /// assert!(Bitboard::FILES[4].contains(Square::E4));
    /// ```
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
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::RANKS[0].first(), Some(Square::A1));
    /// assert_eq!(Bitboard::RANKS[0].last(), Some(Square::H1));
    /// assert!(Bitboard::RANKS[3].contains(Square::E4));
    /// ```
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
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, File, Square};
    ///
    /// let e_file = Bitboard::from_file(File::E);
    /// assert_eq!(e_file.len(), 8);
    /// assert!(e_file.contains(Square::E1) && e_file.contains(Square::E8));
    /// ```
    #[inline]
    pub const fn from_file(file: File) -> Bitboard {
        Bitboard::FILES[file as usize]
    }

    /// The squares of one rank.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Rank, Square};
    ///
    /// let fourth = Bitboard::from_rank(Rank::Fourth);
    /// assert_eq!(fourth.first(), Some(Square::A4));
    /// assert_eq!(fourth.last(), Some(Square::H4));
    /// ```
    #[inline]
    pub const fn from_rank(rank: Rank) -> Bitboard {
        Bitboard::RANKS[rank as usize]
    }

    /// The one square `square`.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::from_square(Square::A1).bits(), 1);
    /// assert_eq!(Bitboard::from_square(Square::A2).bits(), 1 << 8);
    /// ```
    #[inline]
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(1 << square as u32)
    }

    /// The first rank for White, the eighth for Black.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Color, Rank};
    ///
    /// assert_eq!(Bitboard::backrank(Color::White), Bitboard::from(Rank::First));
    /// assert_eq!(Bitboard::backrank(Color::Black), Bitboard::from(Rank::Eighth));
    /// ```
    #[inline]
    pub const fn backrank(color: Color) -> Bitboard {
        match color {
            Color::White => Bitboard::RANKS[0],
            Color::Black => Bitboard::RANKS[7],
        }
    }

    /// The underlying bits.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::from(Square::C1).bits(), 0b100);
    /// assert_eq!(Bitboard::from(Square::H8).bits(), 1 << 63);
    /// ```
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// `true` if no square is in the set.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert!(Bitboard::EMPTY.is_empty());
    /// assert!(!Bitboard::from(Square::E4).is_empty());
    /// ```
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// `true` if some square is in the set.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert!(Bitboard::from(Square::E4).any());
    /// assert!(!Bitboard::EMPTY.any());
    /// ```
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// How many squares are in the set.
    ///
    /// ```
    /// use fianchetto_bitboard::Bitboard;
    ///
    /// assert_eq!(Bitboard::CENTER.len(), 4);
    /// assert_eq!(Bitboard::EDGES.len(), 28);
    /// ```
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// `true` if `square` is in the set.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert!(Bitboard::CENTER.contains(Square::E4));
    /// assert!(!Bitboard::CENTER.contains(Square::E3));
    /// ```
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        self.0 & (1 << square as u32) != 0
    }

    /// The set with `square` added.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// let board = Bitboard::EMPTY.with(Square::A1).with(Square::H8);
    /// assert_eq!(board, Square::A1 | Square::H8);
    /// assert_eq!(board.with(Square::A1), board);
    /// ```
    #[inline]
    #[must_use]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | 1 << square as u32)
    }

    /// The set with `square` removed.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::CORNERS.without(Square::A1), Square::H1 | Square::A8 | Square::H8);
    /// assert_eq!(Bitboard::EMPTY.without(Square::A1), Bitboard::EMPTY);
    /// ```
    #[inline]
    #[must_use]
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << square as u32))
    }

    /// The set with `square` added if it was absent, removed if it was present.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// let board = Bitboard::from(Square::E4);
    /// assert_eq!(board.toggle(Square::D4), Square::D4 | Square::E4);
    /// assert_eq!(board.toggle(Square::E4), Bitboard::EMPTY);
    /// ```
    #[inline]
    #[must_use]
    pub const fn toggle(self, square: Square) -> Bitboard {
        Bitboard(self.0 ^ 1 << square as u32)
    }

    /// Adds `square` in place.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// let mut board = Bitboard::EMPTY;
    /// board.add(Square::E4);
    /// board.add(Square::E4);
    /// assert_eq!(board, Bitboard::from(Square::E4));
    /// ```
    #[inline]
    pub fn add(&mut self, square: Square) {
        *self = self.with(square);
    }

    /// Removes `square` in place.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// let mut board = Square::E4 | Square::D5;
    /// board.discard(Square::E4);
    /// board.discard(Square::A1);
    /// assert_eq!(board, Bitboard::from(Square::D5));
    /// ```
    #[inline]
    pub fn discard(&mut self, square: Square) {
        *self = self.without(square);
    }

    /// `true` if the two sets share no square.
    ///
    /// ```
    /// use fianchetto_bitboard::Bitboard;
    ///
    /// assert!(Bitboard::CENTER.is_disjoint(Bitboard::EDGES));
    /// assert!(!Bitboard::CENTER.is_disjoint(Bitboard::DIAGONAL));
    /// ```
    #[inline]
    pub const fn is_disjoint(self, other: Bitboard) -> bool {
        self.0 & other.0 == 0
    }

    /// `true` if every square of `self` is in `other`.
    ///
    /// ```
    /// use fianchetto_bitboard::Bitboard;
    ///
    /// assert!(Bitboard::CORNERS.is_subset(Bitboard::EDGES));
    /// assert!(!Bitboard::EDGES.is_subset(Bitboard::CORNERS));
    /// assert!(Bitboard::EDGES.is_subset(Bitboard::EDGES));
    /// ```
    #[inline]
    pub const fn is_subset(self, other: Bitboard) -> bool {
        self.0 & !other.0 == 0
    }

    /// `true` if every square of `other` is in `self`.
    ///
    /// ```
    /// use fianchetto_bitboard::Bitboard;
    ///
    /// assert!(Bitboard::EDGES.is_superset(Bitboard::CORNERS));
    /// assert!(!Bitboard::CENTER.is_superset(Bitboard::CORNERS));
    /// ```
    #[inline]
    pub const fn is_superset(self, other: Bitboard) -> bool {
        other.is_subset(self)
    }

    /// The square with the lowest index, if any.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::CENTER.first(), Some(Square::D4));
    /// assert_eq!(Bitboard::EMPTY.first(), None);
    /// ```
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new_masked(self.0.trailing_zeros()))
        }
    }

    /// The square with the highest index, if any.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::CENTER.last(), Some(Square::E5));
    /// assert_eq!(Bitboard::EMPTY.last(), None);
    /// ```
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new_masked(63 - self.0.leading_zeros()))
        }
    }

    /// Removes and returns the square with the lowest index.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// let mut board = Square::C3 | Square::F6;
    /// assert_eq!(board.pop_first(), Some(Square::C3));
    /// assert_eq!(board, Bitboard::from(Square::F6));
    /// ```
    #[inline]
    pub fn pop_first(&mut self) -> Option<Square> {
        let square = self.first();
        self.0 &= self.0.wrapping_sub(1);
        square
    }

    /// Removes and returns the square with the highest index.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// let mut board = Square::C3 | Square::F6;
    /// assert_eq!(board.pop_last(), Some(Square::F6));
    /// assert_eq!(board.pop_last(), Some(Square::C3));
    /// assert_eq!(board, Bitboard::EMPTY);
    /// ```
    #[inline]
    pub fn pop_last(&mut self) -> Option<Square> {
        let square = self.last();
        if let Some(square) = square {
            self.discard(square);
        }
        square
    }

    /// The square, if the set holds exactly one.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::from(Square::E4).single_square(), Some(Square::E4));
    /// assert_eq!(Bitboard::CENTER.single_square(), None);
    /// assert_eq!(Bitboard::EMPTY.single_square(), None);
    /// ```
    #[inline]
    pub const fn single_square(self) -> Option<Square> {
        if self.more_than_one() {
            None
        } else {
            self.first()
        }
    }

    /// `true` if the set holds two squares or more.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert!((Square::E4 | Square::E5).more_than_one());
    /// assert!(!Bitboard::from(Square::E4).more_than_one());
    /// assert!(!Bitboard::EMPTY.more_than_one());
    /// ```
    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// Mirrors the set across the horizontal axis: rank 1 and rank 8 swap.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Rank, Square};
    ///
    /// assert_eq!(Bitboard::from(Square::E2).flip_vertical(), Bitboard::from(Square::E7));
    /// assert_eq!(Bitboard::from(Rank::First).flip_vertical(), Bitboard::from(Rank::Eighth));
    /// ```
    #[inline]
    #[must_use]
    pub const fn flip_vertical(self) -> Bitboard {
        Bitboard(self.0.swap_bytes())
    }

    /// Mirrors the set across the vertical axis: the a-file and the h-file swap.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// assert_eq!((Square::A1 | Square::B3).flip_horizontal(), Square::H1 | Square::G3);
    /// assert_eq!(Bitboard::DIAGONAL.flip_horizontal(), Bitboard::ANTI_DIAGONAL);
    /// ```
    #[inline]
    #[must_use]
    pub const fn flip_horizontal(self) -> Bitboard {
        Bitboard(self.0.reverse_bits().swap_bytes())
    }

    /// Mirrors the set across the `a1`-`h8` diagonal: `b1` and `a2` swap.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, File, Rank, Square};
    ///
    /// assert_eq!(Bitboard::from(Square::B1).flip_diagonal(), Bitboard::from(Square::A2));
    /// assert_eq!(Bitboard::from(Rank::First).flip_diagonal(), Bitboard::from(File::A));
    /// assert_eq!(Bitboard::DIAGONAL.flip_diagonal(), Bitboard::DIAGONAL);
    /// ```
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
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Color, Rank};
    ///
    /// let pawns = Bitboard::from(Rank::Second);
    /// assert_eq!(pawns.relative_to(Color::White), pawns);
    /// assert_eq!(pawns.relative_to(Color::Black), Bitboard::from(Rank::Seventh));
    /// ```
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
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// let mut cells = [false; 64];
    /// cells[0] = true; // the top-left cell: a8
    /// cells[63] = true; // the bottom-right cell: h1
    /// assert_eq!(Bitboard::from_drawing(cells), Square::A8 | Square::H1);
    /// ```
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
