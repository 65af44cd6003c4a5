//! Polyglot-compatible Zobrist hashing: the key of each feature, and the hash from scratch.
//! [`Position::play`](crate::Position::play) updates the hash incrementally with the same keys.

use crate::zobrist_keys::RANDOM64;
use crate::{Bitboard, CastlingSide, Color, Position, Role, Square};

/// The key of a `color` `role` on `square`.
#[inline(always)]
pub(crate) fn piece_key(color: Color, role: Role, square: Square) -> u64 {
    let kind = 2 * role as usize + color.fold(1, 0);
    RANDOM64[64 * kind + square as usize]
}

/// The key of one castling right.
#[inline]
pub(crate) fn castling_key(color: Color, side: CastlingSide) -> u64 {
    RANDOM64[768 + 2 * color as usize + side as usize]
}

/// The key of an en passant square on `square`'s file.
#[inline(always)]
pub(crate) fn ep_key(square: Square) -> u64 {
    RANDOM64[772 + square.file() as usize]
}

/// The key that is in the hash when White is to move.
pub(crate) const WHITE_TO_MOVE: usize = 780;

#[inline(always)]
pub(crate) fn turn_key() -> u64 {
    RANDOM64[WHITE_TO_MOVE]
}

impl Position {
    /// The Polyglot hash of the position: equal for equal positions (by placement, turn,
    /// castling rights and a pseudo-legal en passant square) and compatible with opening books.
    ///
    /// In Chess960 a castling right is hashed with Polyglot's key for its side (king side or
    /// queen side of its king), wherever the rook stands, as python-chess does.
    ///
    /// ```
    /// use fianchetto_movegen::Position;
    ///
    /// assert_eq!(Position::new().zobrist_hash(), 0x463b96181691fc9c);
    /// ```
    #[inline]
    pub fn zobrist_hash(&self) -> u64 {
        self.hash
    }

    /// The hash of the castling rights in `rights`, by side relative to each king.
    pub(crate) fn castling_hash(&self, rights: Bitboard) -> u64 {
        let mut hash = 0;
        for color in Color::ALL {
            let Some(king) = self.board.king_of(color) else {
                continue;
            };
            for rook in rights & Bitboard::backrank(color) {
                hash ^= castling_key(color, CastlingSide::from_files(king.file(), rook.file()));
            }
        }
        hash
    }

    /// The hash computed from scratch; the incremental one must always equal it.
    pub(crate) fn compute_hash(&self) -> u64 {
        let mut hash = 0;
        for (square, piece) in self.board.pieces() {
            hash ^= piece_key(piece.color, piece.role, square);
        }
        hash ^= self.castling_hash(self.castling);
        if let Some(ep) = self.ep_square {
            if self.ep_capturers_pseudo(ep).any() {
                hash ^= ep_key(ep);
            }
        }
        if self.turn == Color::White {
            hash ^= turn_key();
        }
        hash
    }
}
