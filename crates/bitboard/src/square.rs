//! The 64 squares, `a1` = 0 through `h8` = 63, rank by rank.

use core::fmt;
use core::str::FromStr;

use crate::{Color, File, ParseError, Rank};

macro_rules! squares {
    ($($name:ident),* $(,)?) => {
        /// A square of the board. Its discriminant is `8 * rank + file`, so `A1` is 0, `H1` is 7,
        /// and `H8` is 63; no value outside `0..64` exists.
        ///
        /// ```
        /// use fianchetto_bitboard::{File, Rank, Square};
        ///
        /// let e4: Square = "e4".parse()?;
        /// assert_eq!(e4, Square::E4);
        /// assert_eq!(e4, Square::from_coords(File::E, Rank::Fourth));
        /// assert_eq!(e4.to_string(), "e4");
        /// assert_eq!(e4.flip_vertical(), Square::E5);
        /// assert_eq!(e4.offset(2, 1), Some(Square::G5));
        /// assert_eq!(Square::H8.offset(1, 0), None);
        /// # Ok::<(), fianchetto_bitboard::ParseError>(())
        /// ```
        #[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        #[allow(missing_docs)] // the variants are the square names
        pub enum Square {
            $($name),*
        }

        impl Square {
            /// All 64 squares in index order: `A1, B1, ..., H8`.
            ///
            /// ```
            /// use fianchetto_bitboard::Square;
            ///
            /// assert_eq!(Square::ALL.len(), 64);
            /// assert_eq!(Square::ALL[..3], [Square::A1, Square::B1, Square::C1]);
            /// assert_eq!(Square::ALL[8], Square::A2);
            /// ```
            pub const ALL: [Square; 64] = [$(Square::$name),*];

            /// The square with index `index & 63`, as an exhaustive `match` rather than a load
            /// from [`Square::ALL`]: LLVM turns the identity map into no instructions at all.
            #[inline(always)]
            const fn from_index_masked(index: u32) -> Square {
                /// Each square's index as a constant, to name the match arms.
                #[allow(non_upper_case_globals, clippy::upper_case_acronyms)]
                mod index_of {
                    $(pub(super) const $name: u32 = super::Square::$name as u32;)*
                }
                match index & 63 {
                    $(index_of::$name => Square::$name,)*
                    // Unreachable: `index & 63` is one of the 64 arms above.
                    _ => Square::A1,
                }
            }
        }
    };
}

squares! {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
}

impl Square {
    /// The square with index `index`.
    ///
    /// # Panics
    /// When `index >= 64` (at compile time in a const context).
    ///
    /// ```
    /// use fianchetto_bitboard::Square;
    ///
    /// assert_eq!(Square::new(0), Square::A1);
    /// assert_eq!(Square::new(28), Square::E4);
    /// assert_eq!(Square::new(63), Square::H8);
    /// ```
    #[inline]
    pub const fn new(index: u32) -> Square {
        assert!(index < 64, "square index out of range");
        Square::new_masked(index)
    }

    /// The square with index `index & 63`: total, and free after optimisation, for hot paths
    /// whose index is known to be in range (such as a bit position of a non-empty `u64`).
    ///
    /// ```
    /// use fianchetto_bitboard::Square;
    ///
    /// assert_eq!(Square::new_masked(28), Square::E4);
    /// assert_eq!(Square::new_masked(64 + 28), Square::E4);
    /// ```
    #[inline]
    pub const fn new_masked(index: u32) -> Square {
        Square::from_index_masked(index)
    }

    /// The square with index `index`, or `None` when `index >= 64`.
    ///
    /// ```
    /// use fianchetto_bitboard::Square;
    ///
    /// assert_eq!(Square::try_new(63), Some(Square::H8));
    /// assert_eq!(Square::try_new(64), None);
    /// ```
    #[inline]
    pub const fn try_new(index: u32) -> Option<Square> {
        if index < 64 {
            Some(Square::new_masked(index))
        } else {
            None
        }
    }

    /// The square on `file` and `rank`.
    ///
    /// ```
    /// use fianchetto_bitboard::{File, Rank, Square};
    ///
    /// assert_eq!(Square::from_coords(File::E, Rank::Fourth), Square::E4);
    /// assert_eq!(Square::from_coords(File::H, Rank::First), Square::H1);
    /// ```
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square::new_masked(rank as u32 * 8 + file as u32)
    }

    /// Its index, 0 (`a1`) to 63 (`h8`).
    ///
    /// ```
    /// use fianchetto_bitboard::Square;
    ///
    /// assert_eq!(Square::A1.index(), 0);
    /// assert_eq!(Square::H1.index(), 7);
    /// assert_eq!(Square::A2.index(), 8);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Its file.
    ///
    /// ```
    /// use fianchetto_bitboard::{File, Square};
    ///
    /// assert_eq!(Square::E4.file(), File::E);
    /// assert_eq!(Square::H8.file(), File::H);
    /// ```
    #[inline]
    pub const fn file(self) -> File {
        File::new_masked(self as u32 & 7)
    }

    /// Its rank.
    ///
    /// ```
    /// use fianchetto_bitboard::{Rank, Square};
    ///
    /// assert_eq!(Square::E4.rank(), Rank::Fourth);
    /// assert_eq!(Square::H8.rank(), Rank::Eighth);
    /// ```
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::new_masked(self as u32 >> 3)
    }

    /// The square `files` to the right and `ranks` up (from White's side), or `None` when
    /// that would leave the board. Never wraps around an edge.
    ///
    /// ```
    /// use fianchetto_bitboard::Square;
    ///
    /// assert_eq!(Square::B1.offset(1, 2), Some(Square::C3));
    /// assert_eq!(Square::E4.offset(-1, -1), Some(Square::D3));
    /// // One step right of h4 is off the board, not a5.
    /// assert_eq!(Square::H4.offset(1, 0), None);
    /// ```
    #[inline]
    pub const fn offset(self, files: i32, ranks: i32) -> Option<Square> {
        match (self.file().offset(files), self.rank().offset(ranks)) {
            (Some(file), Some(rank)) => Some(Square::from_coords(file, rank)),
            _ => None,
        }
    }

    /// Mirrors across the horizontal axis: `e2` becomes `e7`.
    ///
    /// ```
    /// use fianchetto_bitboard::Square;
    ///
    /// assert_eq!(Square::E2.flip_vertical(), Square::E7);
    /// assert_eq!(Square::A1.flip_vertical(), Square::A8);
    /// ```
    #[inline]
    pub const fn flip_vertical(self) -> Square {
        Square::new_masked(self as u32 ^ 56)
    }

    /// Mirrors across the vertical axis: `b2` becomes `g2`.
    ///
    /// ```
    /// use fianchetto_bitboard::Square;
    ///
    /// assert_eq!(Square::B2.flip_horizontal(), Square::G2);
    /// assert_eq!(Square::A1.flip_horizontal(), Square::H1);
    /// ```
    #[inline]
    pub const fn flip_horizontal(self) -> Square {
        Square::new_masked(self as u32 ^ 7)
    }

    /// Mirrors across the `a1`-`h8` diagonal: `b1` becomes `a2`.
    ///
    /// ```
    /// use fianchetto_bitboard::Square;
    ///
    /// assert_eq!(Square::B1.flip_diagonal(), Square::A2);
    /// assert_eq!(Square::H1.flip_diagonal(), Square::A8);
    /// assert_eq!(Square::E5.flip_diagonal(), Square::E5);
    /// ```
    #[inline]
    pub const fn flip_diagonal(self) -> Square {
        Square::from_coords(
            File::new_masked(self as u32 >> 3),
            Rank::new_masked(self as u32 & 7),
        )
    }

    /// This square as seen from `color`'s side (flipped vertically for Black).
    ///
    /// ```
    /// use fianchetto_bitboard::{Color, Square};
    ///
    /// assert_eq!(Square::G1.relative_to(Color::White), Square::G1);
    /// assert_eq!(Square::G1.relative_to(Color::Black), Square::G8);
    /// ```
    #[inline]
    pub const fn relative_to(self, color: Color) -> Square {
        match color {
            Color::White => self,
            Color::Black => self.flip_vertical(),
        }
    }

    /// Chebyshev distance: how many king moves apart the two squares are.
    ///
    /// ```
    /// use fianchetto_bitboard::Square;
    ///
    /// assert_eq!(Square::A1.distance(Square::H8), 7);
    /// assert_eq!(Square::A1.manhattan_distance(Square::H8), 14);
    /// ```
    #[inline]
    pub const fn distance(self, other: Square) -> u32 {
        let files = self.file().distance(other.file());
        let ranks = self.rank().distance(other.rank());
        if files > ranks { files } else { ranks }
    }

    /// Manhattan distance: files apart plus ranks apart.
    ///
    /// ```
    /// use fianchetto_bitboard::Square;
    ///
    /// assert_eq!(Square::E4.manhattan_distance(Square::G5), 3);
    /// assert_eq!(Square::E4.manhattan_distance(Square::E4), 0);
    /// ```
    #[inline]
    pub const fn manhattan_distance(self, other: Square) -> u32 {
        self.file().distance(other.file()) + self.rank().distance(other.rank())
    }

    /// `true` for light squares such as `h1` and `a8`.
    ///
    /// ```
    /// use fianchetto_bitboard::Square;
    ///
    /// assert!(Square::H1.is_light());
    /// assert!(Square::D1.is_light());
    /// assert!(!Square::A1.is_light());
    /// ```
    #[inline]
    pub const fn is_light(self) -> bool {
        (self.file() as u8 + self.rank() as u8) % 2 == 1
    }

    /// `true` for dark squares such as `a1` and `h8`.
    ///
    /// ```
    /// use fianchetto_bitboard::Square;
    ///
    /// assert!(Square::A1.is_dark());
    /// assert!(Square::E1.is_dark());
    /// assert!(!Square::H1.is_dark());
    /// ```
    #[inline]
    pub const fn is_dark(self) -> bool {
        !self.is_light()
    }

    /// Parses two ASCII bytes such as `b"e4"`.
    ///
    /// ```
    /// use fianchetto_bitboard::Square;
    ///
    /// assert_eq!(Square::from_ascii(b"e4"), Some(Square::E4));
    /// assert_eq!(Square::from_ascii(b"e9"), None);
    /// assert_eq!(Square::from_ascii(b"e4 "), None);
    /// ```
    pub const fn from_ascii(bytes: &[u8]) -> Option<Square> {
        if bytes.len() != 2 {
            return None;
        }
        match (
            File::from_char(bytes[0] as char),
            Rank::from_char(bytes[1] as char),
        ) {
            (Some(file), Some(rank)) => Some(Square::from_coords(file, rank)),
            _ => None,
        }
    }
}

impl fmt::Display for Square {
    /// The lowercase name, such as `e4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}

impl fmt::Debug for Square {
    /// The same as `Display`: `e4` reads better than `E4` in assertion messages.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Square {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Square, ParseError> {
        Square::from_ascii(s.as_bytes())
            .ok_or(ParseError::new("square", "a file a-h and a rank 1-8"))
    }
}

impl From<Square> for u8 {
    #[inline]
    fn from(square: Square) -> u8 {
        square as u8
    }
}

impl TryFrom<u8> for Square {
    type Error = ParseError;

    #[inline]
    fn try_from(index: u8) -> Result<Square, ParseError> {
        Square::try_new(u32::from(index)).ok_or(ParseError::new("square index", "0-63"))
    }
}
