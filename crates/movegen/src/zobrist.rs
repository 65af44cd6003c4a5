//! Polyglot-compatible Zobrist hashing: the key of each feature, and the hash from scratch.
//! [`Position::play`](crate::Position::play) updates the hash incrementally with the same keys.
//!
//! The key functions are public so that positions this crate does not play (the variants of
//! `fianchetto-variant`) hash their standard part with the same Polyglot numbers. A position's
//! hash is the XOR of the keys of its pieces, its castling rights, its en passant file when a
//! pawn of the side to move stands ready to capture, and [`turn_key`] when White is to move:
//!
//! ```
//! use fianchetto_movegen::zobrist::{castling_key, piece_key, turn_key};
//! use fianchetto_movegen::{Board, CastlingSide, Color, Position};
//!
//! let mut hash = turn_key();
//! for (square, piece) in Board::new().pieces() {
//!     hash ^= piece_key(piece.color, piece.role, square);
//! }
//! for color in Color::ALL {
//!     for side in CastlingSide::ALL {
//!         hash ^= castling_key(color, side);
//!     }
//! }
//! assert_eq!(hash, Position::new().zobrist_hash());
//! ```

use crate::zobrist_keys::RANDOM64;
use crate::{Bitboard, CastlingSide, Color, EnPassantMode, Position, Role, Square};

/// The Polyglot key of a `color` `role` on `square`.
///
/// ```
/// use fianchetto_movegen::zobrist::piece_key;
/// use fianchetto_movegen::{Color, Role, Square};
///
/// let white = piece_key(Color::White, Role::Pawn, Square::E2);
/// assert_ne!(white, piece_key(Color::Black, Role::Pawn, Square::E2));
/// assert_ne!(white, piece_key(Color::White, Role::Pawn, Square::E3));
/// ```
#[inline(always)]
pub fn piece_key(color: Color, role: Role, square: Square) -> u64 {
    let kind = 2 * role as usize + color.fold(1, 0);
    RANDOM64[64 * kind + square as usize]
}

/// The Polyglot key of one castling right: `color` may castle towards `side` (in Chess960 the
/// side of the rook relative to its king, wherever the rook stands).
///
/// ```
/// use fianchetto_movegen::zobrist::castling_key;
/// use fianchetto_movegen::{CastlingSide, Color};
///
/// assert_eq!(castling_key(Color::White, CastlingSide::KingSide), 0x31d71dce64b2c310);
/// ```
#[inline]
pub fn castling_key(color: Color, side: CastlingSide) -> u64 {
    RANDOM64[768 + 2 * color as usize + side as usize]
}

/// The Polyglot key of an en passant square on `square`'s file. Polyglot counts it only when a
/// pawn of the side to move stands ready to capture (pseudo-legally).
///
/// ```
/// use fianchetto_movegen::zobrist::ep_key;
/// use fianchetto_movegen::Square;
///
/// assert_eq!(ep_key(Square::E3), ep_key(Square::E6));
/// ```
#[inline(always)]
pub fn ep_key(square: Square) -> u64 {
    RANDOM64[772 + square.file() as usize]
}

/// The key that is in the hash when White is to move.
pub(crate) const WHITE_TO_MOVE: usize = 780;

/// The Polyglot key that is in the hash when White is to move.
///
/// ```
/// use fianchetto_movegen::zobrist::turn_key;
///
/// assert_eq!(turn_key(), 0xf8d626aaaf278509);
/// ```
#[inline(always)]
pub fn turn_key() -> u64 {
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

    /// The Zobrist key with the en passant square counted as `ep` says: `PseudoLegal` is
    /// [`zobrist_hash`](Position::zobrist_hash) (Polyglot's rule, for opening books); `Legal`
    /// counts it only when an en passant capture is legal, the identity FIDE's repetition rule
    /// uses (and `Position`'s `Eq` and `Hash`); `Always` after any double push.
    ///
    /// ```
    /// use fianchetto_movegen::{EnPassantMode, Move, Position, Square};
    ///
    /// // After 1. e4 no black pawn can take en passant: all but `Always` agree.
    /// let pos = Position::new().play(Move::normal(Square::E2, Square::E4))?;
    /// assert_eq!(pos.zobrist_hash_with(EnPassantMode::PseudoLegal), pos.zobrist_hash());
    /// assert_eq!(pos.zobrist_hash_with(EnPassantMode::Legal), pos.zobrist_hash());
    /// assert_ne!(pos.zobrist_hash_with(EnPassantMode::Always), pos.zobrist_hash());
    /// # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
    /// ```
    pub fn zobrist_hash_with(&self, ep: EnPassantMode) -> u64 {
        let Some(square) = self.ep_square else {
            return self.hash;
        };
        let counted = self.ep_capturers_pseudo(square).any();
        let wanted = self.ep_square(ep).is_some();
        if counted == wanted {
            self.hash
        } else {
            self.hash ^ ep_key(square)
        }
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
        if let Some(ep) = self.ep_square
            && self.ep_capturers_pseudo(ep).any()
        {
            hash ^= ep_key(ep);
        }
        if self.turn == Color::White {
            hash ^= turn_key();
        }
        hash
    }
}
