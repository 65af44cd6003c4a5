//! Files (columns a-h) and ranks (rows 1-8) of the board.

use core::fmt;
use core::str::FromStr;

use crate::{Color, ParseError};

/// A column of the board, `a` to `h`.
///
/// ```
/// use fianchetto_bitboard::File;
///
/// assert_eq!(File::from_char('c'), Some(File::C));
/// assert_eq!(File::C.flip_horizontal(), File::F);
/// assert_eq!(File::H.offset(1), None);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)] // the variants are the file letters
pub enum File {
    A = 0,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
}

/// A row of the board, `1` to `8`, named from White's side.
///
/// ```
/// use fianchetto_bitboard::{Color, Rank};
///
/// assert_eq!(Rank::from_char('4'), Some(Rank::Fourth));
/// assert_eq!(Rank::Second.relative_to(Color::Black), Rank::Seventh);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)] // the variants are the rank numbers
pub enum Rank {
    First = 0,
    Second,
    Third,
    Fourth,
    Fifth,
    Sixth,
    Seventh,
    Eighth,
}

macro_rules! line_of_squares {
    ($ty:ident, [$($variant:ident),*], $letters:literal, $what:literal, $expected:literal) => {
        impl $ty {
            /// All eight, in ascending order.
            ///
            /// ```
            /// use fianchetto_bitboard::{File, Rank};
            ///
            /// assert_eq!(File::ALL.len(), 8);
            /// assert_eq!((File::ALL[0], File::ALL[7]), (File::A, File::H));
            /// assert_eq!((Rank::ALL[0], Rank::ALL[7]), (Rank::First, Rank::Eighth));
            /// ```
            pub const ALL: [$ty; 8] = [$($ty::$variant),*];

            /// The one with index `index & 7`; masking keeps the conversion total and free.
            ///
            /// ```
            /// use fianchetto_bitboard::{File, Rank};
            ///
            /// assert_eq!(File::new_masked(2), File::C);
            /// assert_eq!(File::new_masked(8 + 2), File::C);
            /// assert_eq!(Rank::new_masked(7), Rank::Eighth);
            /// ```
            #[inline]
            pub const fn new_masked(index: u32) -> $ty {
                // An exhaustive `match` rather than a load from `ALL`: LLVM turns the identity
                // map into no instructions at all.
                #[allow(non_upper_case_globals)]
                mod index_of {
                    $(pub(super) const $variant: u32 = super::$ty::$variant as u32;)*
                }
                match index & 7 {
                    $(index_of::$variant => $ty::$variant,)*
                    // Unreachable: `index & 7` is one of the eight arms above.
                    _ => Self::ALL[0],
                }
            }

            /// The one with index `index`, or `None` when `index >= 8`.
            ///
            /// ```
            /// use fianchetto_bitboard::{File, Rank};
            ///
            /// assert_eq!(File::try_new(7), Some(File::H));
            /// assert_eq!(Rank::try_new(0), Some(Rank::First));
            /// assert_eq!(Rank::try_new(8), None);
            /// ```
            #[inline]
            pub const fn try_new(index: u32) -> Option<$ty> {
                if index < 8 { Some(Self::new_masked(index)) } else { None }
            }

            /// Its index, 0 to 7.
            ///
            /// ```
            /// use fianchetto_bitboard::{File, Rank};
            ///
            /// assert_eq!(File::C.index(), 2);
            /// assert_eq!(Rank::First.index(), 0);
            /// ```
            #[inline]
            pub const fn index(self) -> usize {
                self as usize
            }

            /// Parses its letter or digit.
            ///
            /// ```
            /// use fianchetto_bitboard::{File, Rank};
            ///
            /// assert_eq!(File::from_char('c'), Some(File::C));
            /// assert_eq!(Rank::from_char('3'), Some(Rank::Third));
            /// assert_eq!(File::from_char('C'), None);
            /// ```
            pub const fn from_char(c: char) -> Option<$ty> {
                let letters = $letters.as_bytes();
                let mut i = 0;
                while i < 8 {
                    if letters[i] as char == c {
                        return Some(Self::ALL[i]);
                    }
                    i += 1;
                }
                None
            }

            /// Its letter or digit.
            ///
            /// ```
            /// use fianchetto_bitboard::{File, Rank};
            ///
            /// assert_eq!(File::C.char(), 'c');
            /// assert_eq!(Rank::Third.char(), '3');
            /// ```
            #[inline]
            pub const fn char(self) -> char {
                $letters.as_bytes()[self as usize] as char
            }

            /// The one `delta` steps further, or `None` off the board.
            ///
            /// ```
            /// use fianchetto_bitboard::{File, Rank};
            ///
            /// assert_eq!(File::C.offset(2), Some(File::E));
            /// assert_eq!(Rank::Second.offset(-1), Some(Rank::First));
            /// assert_eq!(Rank::First.offset(-1), None);
            /// ```
            #[inline]
            pub const fn offset(self, delta: i32) -> Option<$ty> {
                let index = self as i32 + delta;
                if 0 <= index && index < 8 { Some(Self::new_masked(index as u32)) } else { None }
            }

            /// How many steps apart the two are.
            ///
            /// ```
            /// use fianchetto_bitboard::{File, Rank};
            ///
            /// assert_eq!(File::B.distance(File::G), 5);
            /// assert_eq!(Rank::Eighth.distance(Rank::Sixth), 2);
            /// ```
            #[inline]
            pub const fn distance(self, other: $ty) -> u32 {
                (self as i32 - other as i32).unsigned_abs()
            }
        }

        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                use fmt::Write as _;
                f.write_char(self.char())
            }
        }

        impl FromStr for $ty {
            type Err = ParseError;

            fn from_str(s: &str) -> Result<$ty, ParseError> {
                let mut chars = s.chars();
                match (chars.next().and_then($ty::from_char), chars.next()) {
                    (Some(value), None) => Ok(value),
                    _ => Err(ParseError::new($what, $expected)),
                }
            }
        }
    };
}

line_of_squares!(
    File,
    [A, B, C, D, E, F, G, H],
    "abcdefgh",
    "file",
    "a letter a-h"
);
line_of_squares!(
    Rank,
    [First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth],
    "12345678",
    "rank",
    "a digit 1-8"
);

impl File {
    /// The mirror file across the board's vertical axis (`a` and `h` swap).
    ///
    /// ```
    /// use fianchetto_bitboard::File;
    ///
    /// assert_eq!(File::A.flip_horizontal(), File::H);
    /// assert_eq!(File::D.flip_horizontal(), File::E);
    /// ```
    #[inline]
    pub const fn flip_horizontal(self) -> File {
        File::new_masked(7 - self as u32)
    }

    /// The uppercase letter, as in Shredder-FEN castling rights for White.
    ///
    /// ```
    /// use fianchetto_bitboard::File;
    ///
    /// assert_eq!(File::H.upper_char(), 'H');
    /// ```
    #[inline]
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }
}

impl Rank {
    /// The mirror rank across the board's horizontal axis (`1` and `8` swap).
    ///
    /// ```
    /// use fianchetto_bitboard::Rank;
    ///
    /// assert_eq!(Rank::First.flip_vertical(), Rank::Eighth);
    /// assert_eq!(Rank::Fourth.flip_vertical(), Rank::Fifth);
    /// ```
    #[inline]
    pub const fn flip_vertical(self) -> Rank {
        Rank::new_masked(7 - self as u32)
    }

    /// This rank as seen from `color`'s side: `Second.relative_to(Black)` is `Seventh`.
    ///
    /// ```
    /// use fianchetto_bitboard::{Color, Rank};
    ///
    /// assert_eq!(Rank::Second.relative_to(Color::White), Rank::Second);
    /// assert_eq!(Rank::Second.relative_to(Color::Black), Rank::Seventh);
    /// ```
    #[inline]
    pub const fn relative_to(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => self.flip_vertical(),
        }
    }
}
