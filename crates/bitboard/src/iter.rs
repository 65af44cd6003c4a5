//! Iterators over a [`Bitboard`]: its squares, and all its subsets.

use core::iter::FusedIterator;

use crate::{Bitboard, Square};

/// The squares of a [`Bitboard`] in ascending index order (descending from the back).
///
/// ```
/// use fianchetto_bitboard::{Bitboard, Square};
///
/// let mut squares = Bitboard::CORNERS.into_iter();
/// assert_eq!(squares.len(), 4);
/// assert_eq!(squares.next(), Some(Square::A1));
/// assert_eq!(squares.next_back(), Some(Square::H8));
/// assert_eq!(squares.collect::<Vec<_>>(), [Square::H1, Square::A8]);
/// ```
#[derive(Clone, Debug)]
pub struct Squares(Bitboard);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        self.0.pop_first()
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.0.len(), Some(self.0.len()))
    }

    #[inline]
    fn count(self) -> usize {
        self.0.len()
    }

    #[inline]
    fn last(self) -> Option<Square> {
        self.0.last()
    }
}

impl DoubleEndedIterator for Squares {
    #[inline]
    fn next_back(&mut self) -> Option<Square> {
        self.0.pop_last()
    }
}

impl ExactSizeIterator for Squares {}

impl FusedIterator for Squares {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    #[inline]
    fn into_iter(self) -> Squares {
        Squares(self)
    }
}

impl Bitboard {
    /// Every subset of this set, the empty set first and the set itself last, by the
    /// carry-rippler trick: `2^len` items in all.
    ///
    /// ```
    /// use fianchetto_bitboard::{Bitboard, Square};
    ///
    /// let set = Bitboard::from(Square::A1) | Square::C1;
    /// let subsets: Vec<Bitboard> = set.subsets().collect();
    /// assert_eq!(subsets, [
    ///     Bitboard::EMPTY,
    ///     Bitboard::from(Square::A1),
    ///     Bitboard::from(Square::C1),
    ///     set,
    /// ]);
    /// ```
    #[inline]
    pub const fn subsets(self) -> Subsets {
        Subsets {
            set: self.0,
            next: Some(0),
        }
    }
}

/// The subsets of a [`Bitboard`], made by [`Bitboard::subsets`].
///
/// ```
/// use fianchetto_bitboard::Bitboard;
///
/// assert_eq!(Bitboard::CENTER.subsets().count(), 16);
/// assert_eq!(Bitboard::EMPTY.subsets().collect::<Vec<_>>(), [Bitboard::EMPTY]);
/// ```
#[derive(Clone, Debug)]
pub struct Subsets {
    set: u64,
    next: Option<u64>,
}

impl Iterator for Subsets {
    type Item = Bitboard;

    #[inline]
    fn next(&mut self) -> Option<Bitboard> {
        let subset = self.next?;
        let following = subset.wrapping_sub(self.set) & self.set;
        self.next = if following == 0 {
            None
        } else {
            Some(following)
        };
        Some(Bitboard(subset))
    }
}

impl FusedIterator for Subsets {}
