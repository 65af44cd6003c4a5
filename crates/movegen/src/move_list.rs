//! [`MoveList`], a fixed-capacity list that provably holds every legal move, and [`MoveSet`],
//! one piece's legal destinations as a bitboard.

use core::iter::FusedIterator;

use crate::{Bitboard, Move, Role, Square};

/// The most legal moves a [`Position`](crate::Position) can have, and so the capacity of
/// [`MoveList`].
///
/// Proof: [`Position::from_setup`](crate::Position::from_setup) accepts at most 16 pieces of
/// each color, exactly one of them the king. Only the side to move has moves. Its king has at most
/// 8 steps and 2 castles. Each of its other at most 15 pieces has at most 27 moves: a queen
/// attacks at most 27 squares (from `d4`, `e4`, `d5` or `e5`), a rook at most 14, a bishop 13, a
/// knight 8, and a pawn at most 12 (three target squares times four promotions when on the
/// seventh rank; otherwise one push, one double push and two captures, one of which may be en
/// passant). So `8 + 2 + 15 * 27 = 415`. The most crowded position the tests build (king and 15 queens) has 241 moves;
/// the known maximum for positions reachable in a game is 218.
pub const MAX_LEGAL_MOVES: usize = 8 + 2 + 15 * 27;

/// The legal moves of a position, on the stack: no allocation, and no overflow (see
/// [`MAX_LEGAL_MOVES`]).
pub type MoveList = arrayvec::ArrayVec<Move, MAX_LEGAL_MOVES>;

/// The legal moves of one piece: its role, its square, and the set of its target squares.
///
/// Counting is a popcount ([`MoveSet::len`] counts each promotion square four times); iterating
/// yields the [`Move`]s, promotions strongest first. Castling targets are the castling rooks'
/// squares (king takes rook); en passant targets are the skipped-over square.
///
/// ```
/// use fianchetto_movegen::{Position, Role, Square};
///
/// let pos = Position::new();
/// let mut knight_moves = 0;
/// let _ = pos.for_each_move_set(|set| {
///     if set.role == Role::Knight && set.from == Square::G1 {
///         assert_eq!(set.to, Square::F3 | Square::H3);
///     }
///     knight_moves += if set.role == Role::Knight { set.len() } else { 0 };
///     core::ops::ControlFlow::Continue(())
/// });
/// assert_eq!(knight_moves, 4);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveSet {
    /// The moving piece's role.
    pub role: Role,
    /// The moving piece's square.
    pub from: Square,
    /// Its legal targets (rooks' squares for castling, the skipped square for en passant).
    pub to: Bitboard,
    /// The targets in `to` that are en passant (for a pawn) or castling (for a king).
    special: Bitboard,
}

impl MoveSet {
    #[inline]
    pub(crate) const fn new(role: Role, from: Square, to: Bitboard, special: Bitboard) -> MoveSet {
        MoveSet {
            role,
            from,
            to,
            special,
        }
    }

    /// How many moves the set holds: one per target, four per promotion target.
    #[inline]
    pub const fn len(&self) -> usize {
        match self.role {
            Role::Pawn => {
                self.to.len() + 3 * (self.to.0 & Bitboard::BACKRANKS.0).count_ones() as usize
            }
            _ => self.to.len(),
        }
    }

    /// `true` if the set holds no moves.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.to.is_empty()
    }

    /// The same set restricted to targets in `mask`.
    #[inline]
    #[must_use]
    pub const fn filter(self, mask: Bitboard) -> MoveSet {
        MoveSet {
            to: Bitboard(self.to.0 & mask.0),
            ..self
        }
    }

    /// `true` if `m` is one of the set's moves.
    pub fn contains(&self, m: Move) -> bool {
        m.from() == self.from && self.into_iter().any(|candidate| candidate == m)
    }

    /// The move to `to` (for a promotion target, promoting to `promotion`), whatever the set.
    #[inline]
    const fn make(&self, to: Square, promotion: usize) -> Move {
        if self.special.contains(to) {
            match self.role {
                Role::Pawn => Move::en_passant(self.from, to),
                _ => Move::castle(self.from, to),
            }
        } else if matches!(self.role, Role::Pawn) && Bitboard::BACKRANKS.contains(to) {
            Move::promotion(self.from, to, Role::PROMOTIONS[promotion])
        } else {
            Move::normal(self.from, to)
        }
    }
}

impl IntoIterator for MoveSet {
    type Item = Move;
    type IntoIter = MoveSetIter;

    #[inline]
    fn into_iter(self) -> MoveSetIter {
        MoveSetIter {
            set: self,
            promotion: 0,
        }
    }
}

/// The moves of a [`MoveSet`], target by target.
#[derive(Clone, Debug)]
pub struct MoveSetIter {
    set: MoveSet,
    promotion: usize,
}

impl Iterator for MoveSetIter {
    type Item = Move;

    #[inline]
    fn next(&mut self) -> Option<Move> {
        let to = self.set.to.first()?;
        let m = self.set.make(to, self.promotion);
        if m.is_promotion() && self.promotion < 3 {
            self.promotion += 1;
        } else {
            self.promotion = 0;
            self.set.to = self.set.to.without(to);
        }
        Some(m)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.len();
        (len, Some(len))
    }
}

impl ExactSizeIterator for MoveSetIter {
    #[inline]
    fn len(&self) -> usize {
        self.set.len() - self.promotion
    }
}

impl FusedIterator for MoveSetIter {}
