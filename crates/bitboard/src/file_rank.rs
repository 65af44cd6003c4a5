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
            pub const ALL: [$ty; 8] = [$($ty::$variant),*];

            /// The one with index `index & 7`; masking keeps the conversion total and free.
            #[inline]
            pub const fn new_masked(index: u32) -> $ty {
                Self::ALL[(index & 7) as usize]
            }

            /// The one with index `index`, or `None` when `index >= 8`.
            #[inline]
            pub const fn try_new(index: u32) -> Option<$ty> {
                if index < 8 { Some(Self::new_masked(index)) } else { None }
            }

            /// Its index, 0 to 7.
            #[inline]
            pub const fn index(self) -> usize {
                self as usize
            }

            /// Parses its letter or digit.
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
            #[inline]
            pub const fn char(self) -> char {
                $letters.as_bytes()[self as usize] as char
            }

            /// The one `delta` steps further, or `None` off the board.
            #[inline]
            pub const fn offset(self, delta: i32) -> Option<$ty> {
                let index = self as i32 + delta;
                if 0 <= index && index < 8 { Some(Self::new_masked(index as u32)) } else { None }
            }

            /// How many steps apart the two are.
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
    #[inline]
    pub const fn flip_horizontal(self) -> File {
        File::new_masked(7 - self as u32)
    }

    /// The uppercase letter, as in Shredder-FEN castling rights for White.
    #[inline]
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }
}

impl Rank {
    /// The mirror rank across the board's horizontal axis (`1` and `8` swap).
    #[inline]
    pub const fn flip_vertical(self) -> Rank {
        Rank::new_masked(7 - self as u32)
    }

    /// This rank as seen from `color`'s side: `Second.relative_to(Black)` is `Seventh`.
    #[inline]
    pub const fn relative_to(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => self.flip_vertical(),
        }
    }
}
