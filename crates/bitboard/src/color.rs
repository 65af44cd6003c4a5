//! The two sides, [`Color::White`] and [`Color::Black`].

use core::fmt;
use core::ops::Not;

/// A side: the player who owns a piece or has the move.
///
/// ```
/// use fianchetto_bitboard::Color;
///
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!(Color::Black.fold(1, -1), -1);
/// assert_eq!(Color::from_char('w'), Some(Color::White));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
#[repr(u8)]
pub enum Color {
    /// The side that moves first.
    White = 0,
    /// The side that moves second.
    Black = 1,
}

impl Color {
    /// Both colors, White first.
    ///
    /// ```
    /// use fianchetto_bitboard::Color;
    ///
    /// assert_eq!(Color::ALL, [Color::White, Color::Black]);
    /// assert_eq!(Color::ALL.map(Color::char), ['w', 'b']);
    /// ```
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The opponent.
    ///
    /// ```
    /// use fianchetto_bitboard::Color;
    ///
    /// assert_eq!(Color::White.other(), Color::Black);
    /// assert_eq!(Color::Black.other(), Color::White);
    /// ```
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// `white` for White, `black` for Black.
    ///
    /// ```
    /// use fianchetto_bitboard::Color;
    ///
    /// assert_eq!(Color::White.fold("up", "down"), "up");
    /// assert_eq!(Color::Black.fold(1, -1), -1);
    /// ```
    #[inline]
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }

    /// `true` for White.
    ///
    /// ```
    /// use fianchetto_bitboard::Color;
    ///
    /// assert!(Color::White.is_white());
    /// assert!(!Color::Black.is_white());
    /// ```
    #[inline]
    pub const fn is_white(self) -> bool {
        matches!(self, Color::White)
    }

    /// `true` for Black.
    ///
    /// ```
    /// use fianchetto_bitboard::Color;
    ///
    /// assert!(Color::Black.is_black());
    /// assert!(!Color::White.is_black());
    /// ```
    #[inline]
    pub const fn is_black(self) -> bool {
        matches!(self, Color::Black)
    }

    /// 0 for White, 1 for Black: an index into per-color tables.
    ///
    /// ```
    /// use fianchetto_bitboard::Color;
    ///
    /// let names = ["white", "black"];
    /// assert_eq!(Color::White.index(), 0);
    /// assert_eq!(names[Color::Black.index()], "black");
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Parses the FEN side-to-move letter, `w` or `b`.
    ///
    /// ```
    /// use fianchetto_bitboard::Color;
    ///
    /// assert_eq!(Color::from_char('b'), Some(Color::Black));
    /// assert_eq!(Color::from_char('W'), None);
    /// ```
    pub const fn from_char(c: char) -> Option<Color> {
        match c {
            'w' => Some(Color::White),
            'b' => Some(Color::Black),
            _ => None,
        }
    }

    /// The FEN side-to-move letter, `w` or `b`.
    ///
    /// ```
    /// use fianchetto_bitboard::Color;
    ///
    /// assert_eq!(Color::White.char(), 'w');
    /// assert_eq!(Color::Black.char(), 'b');
    /// ```
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }
}

impl Not for Color {
    type Output = Color;

    #[inline]
    fn not(self) -> Color {
        self.other()
    }
}

impl fmt::Display for Color {
    /// `white` or `black`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.fold("white", "black"))
    }
}
