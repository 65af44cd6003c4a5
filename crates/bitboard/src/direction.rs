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
    pub const ORTHOGONAL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The four a bishop moves along.
    pub const DIAGONAL: [Direction; 4] = [
        Direction::NorthEast,
        Direction::SouthEast,
        Direction::SouthWest,
        Direction::NorthWest,
    ];

    /// The direction a pawn of `color` moves in.
    #[inline]
    pub const fn forward(color: Color) -> Direction {
        match color {
            Color::White => Direction::North,
            Color::Black => Direction::South,
        }
    }

    /// `(files, ranks)` moved by one step.
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
    #[inline]
    #[must_use]
    pub const fn shift_forward(self, color: Color) -> Bitboard {
        self.shift(Direction::forward(color))
    }
}
