//! The eight compass directions, and shifting a [`Bitboard`] one step along them.

use crate::{Bitboard, Color, Square};

/// A step on the board, named from White's side: `North` goes from `e4` to `e5`.
///
/// ```
/// use fianchetto_bitboard::{Bitboard, Direction, Square};
///
/// assert_eq!(Square::E4.step(Direction::NorthEast), Some(Square::F5));
/// assert_eq!(Square::H4.step(Direction::East), None);
/// // Shifts never wrap from the h-file to the a-file.
/// assert_eq!(Bitboard::from(Square::H4).shift(Direction::East), Bitboard::EMPTY);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[allow(missing_docs)] // the variants are compass points
pub enum Direction {
    North,
    NorthEast,
    East,
    SouthEast,
    South,
    SouthWest,
    West,
    NorthWest,
}

impl Direction {
    /// All eight, clockwise from north.
    ///
    /// ```
    /// use fianchetto_bitboard::Direction;
    ///
    /// assert_eq!(Direction::ALL.len(), 8);
    /// assert_eq!(Direction::ALL[0], Direction::North);
    /// assert_eq!(Direction::ALL[2], Direction::East);
    /// ```
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// The four a rook moves along.
    ///
    /// ```
    /// use fianchetto_bitboard::{Direction, Square};
    ///
    /// let neighbours = Direction::ORTHOGONAL.map(|d| Square::E4.step(d).unwrap());
    /// assert_eq!(neighbours, [Square::E5, Square::F4, Square::E3, Square::D4]);
    /// ```
    pub const ORTHOGONAL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The four a bishop moves along.
    ///
    /// ```
    /// use fianchetto_bitboard::{Direction, Square};
    ///
    /// let neighbours = Direction::DIAGONAL.map(|d| Square::E4.step(d).unwrap());
    /// assert_eq!(neighbours, [Square::F5, Square::F3, Square::D3, Square::D5]);
    /// ```
    pub const DIAGONAL: [Direction; 4] = [
        Direction::NorthEast,
        Direction::SouthEast,
        Direction::SouthWest,
        Direction::NorthWest,
    ];

    /// The direction a pawn of `color` moves in.
    ///
    /// ```
    /// use fianchetto_bitboard::{Color, Direction};
    ///
    /// assert_eq!(Direction::forward(Color::White), Direction::North);
    /// assert_eq!(Direction::forward(Color::Black), Direction::South);
    /// ```
    #[inline]
    pub const fn forward(color: Color) -> Direction {
        match color {
            Color::White => Direction::North,
            Color::Black => Direction::South,
        }
    }

    /// `(files, ranks)` moved by one step.
    ///
    /// ```
    /// use fianchetto_bitboard::Direction;
    ///
    /// assert_eq!(Direction::North.delta(), (0, 1));
    /// assert_eq!(Direction::SouthWest.delta(), (-1, -1));
    /// ```
    #[inline]
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }
}

impl Square {
    /// The neighbouring square in `direction`, or `None` at the edge.
    ///
    /// ```
    /// use fianchetto_bitboard::{Direction, Square};
    ///
    /// assert_eq!(Square::E4.step(Direction::North), Some(Square::E5));
    /// assert_eq!(Square::A4.step(Direction::West), None);
    /// ```
    #[inline]
    pub const fn step(self, direction: Direction) -> Option<Square> {
        let (files, ranks) = direction.delta();
        self.offset(files, ranks)
    }
}

const NOT_FILE_A: u64 = !0x0101_0101_0101_0101;
const NOT_FILE_H: u64 = !0x8080_8080_8080_8080;

impl Bitboard {
    /// Every square moved one step in `direction`; squares that would leave the board vanish.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Direction, Rank, Square};
    ///
    /// let second = Bitboard::from(Rank::Second);
    /// assert_eq!(second.shift(Direction::North), Bitboard::from(Rank::Third));
    /// // h1 would wrap around to a2, so it vanishes instead.
    /// assert_eq!((Square::A1 | Square::H1).shift(Direction::East), Bitboard::from(Square::B1));
    /// ```
    #[inline]
    #[must_use]
    pub const fn shift(self, direction: Direction) -> Bitboard {
        let b = self.0;
        Bitboard(match direction {
            Direction::North => b << 8,
            Direction::South => b >> 8,
            Direction::East => (b & NOT_FILE_H) << 1,
            Direction::West => (b & NOT_FILE_A) >> 1,
            Direction::NorthEast => (b & NOT_FILE_H) << 9,
            Direction::NorthWest => (b & NOT_FILE_A) << 7,
            Direction::SouthEast => (b & NOT_FILE_H) >> 7,
            Direction::SouthWest => (b & NOT_FILE_A) >> 9,
        })
    }

    /// Every square moved one step towards `color`'s opponent, as a pawn push goes.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Color, Square};
    ///
    /// let e2 = Bitboard::from(Square::E2);
    /// assert_eq!(e2.shift_forward(Color::White), Bitboard::from(Square::E3));
    /// assert_eq!(e2.shift_forward(Color::Black), Bitboard::from(Square::E1));
    /// ```
    #[inline]
    #[must_use]
    pub const fn shift_forward(self, color: Color) -> Bitboard {
        self.shift(Direction::forward(color))
    }
}
