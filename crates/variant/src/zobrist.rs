//! Zobrist hashing of variant positions: the Polyglot keys of `fianchetto-movegen` for the
//! standard part (so a variant position without extras hashes as Polyglot does), and fixed
//! random keys of this crate for crazyhouse's pockets and promoted pieces and three-check's
//! checks given.

use fianchetto_movegen::zobrist::{castling_key, ep_key, piece_key, turn_key};
use fianchetto_movegen::{CastlingSide, Color, EnPassantMode, Role};

use crate::VariantPosition;
use crate::rules::VariantFeatures;

/// The most pieces of one role a hand can hold after validation (32 pieces in all).
const MAX_IN_HAND: usize = 32;

/// SplitMix64: a fixed sequence of well-mixed 64-bit keys from a counter.
const fn splitmix64(index: u64) -> u64 {
    let mut z = 0x6a09_e667_f3bc_c909_u64.wrapping_add(index.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The key of holding `n` (1 to [`MAX_IN_HAND`]) pieces of a role, by color and role.
static POCKET_KEYS: [[[u64; MAX_IN_HAND]; 6]; 2] = {
    let mut keys = [[[0; MAX_IN_HAND]; 6]; 2];
    let mut i = 0;
    while i < 2 * 6 * MAX_IN_HAND {
        keys[i / (6 * MAX_IN_HAND)][i / MAX_IN_HAND % 6][i % MAX_IN_HAND] = splitmix64(i as u64);
        i += 1;
    }
    keys
};

/// The key of a promoted piece, by square.
static PROMOTED_KEYS: [u64; 64] = {
    let mut keys = [0; 64];
    let mut i = 0;
    while i < 64 {
        keys[i] = splitmix64((2 * 6 * MAX_IN_HAND + i) as u64);
        i += 1;
    }
    keys
};

/// The key of having given 1, 2 or 3 checks (index 0 to 2), by color.
static CHECKS_GIVEN_KEYS: [[u64; 3]; 2] = {
    let mut keys = [[0; 3]; 2];
    let mut i = 0;
    while i < 6 {
        keys[i / 3][i % 3] = splitmix64((2 * 6 * MAX_IN_HAND + 64 + i) as u64);
        i += 1;
    }
    keys
};

impl VariantPosition {
    /// A Zobrist hash of everything that makes positions equal: the Polyglot keys for board,
    /// turn, castling and en passant (counted when a pawn of the side to move stands ready to
    /// take, as Polyglot does), and keys for pockets, promoted pieces and remaining checks. A
    /// position without a variant's extras (empty pockets, nothing promoted, no check given)
    /// hashes as its Polyglot key. The variant itself is not hashed. Computed from scratch on
    /// each call: the position carries no hash to keep up to date.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Move, Square};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::new(Variant::Crazyhouse);
    /// assert_eq!(pos.zobrist_hash(), 0x463b96181691fc9c);
    ///
    /// // Knights out and back: the same position, the same hash.
    /// let mut round = pos;
    /// for (from, to) in [(Square::G1, Square::F3), (Square::G8, Square::F6),
    ///                    (Square::F3, Square::G1), (Square::F6, Square::G8)] {
    ///     round = round.play(Move::normal(from, to))?;
    /// }
    /// assert_eq!(round.zobrist_hash(), pos.zobrist_hash());
    /// # Ok::<(), fianchetto_variant::movegen::IllegalMoveError>(())
    /// ```
    pub fn zobrist_hash(&self) -> u64 {
        self.hash_with(EnPassantMode::PseudoLegal)
    }

    /// The hash with the en passant square counted as `ep` reports it.
    pub(crate) fn hash_with(&self, ep: EnPassantMode) -> u64 {
        let mut hash = 0;
        for (square, piece) in self.board.pieces() {
            hash ^= piece_key(piece.color, piece.role, square);
        }
        for color in Color::ALL {
            let Some(king) = self.castling_king(color) else {
                continue;
            };
            for rook in self.castling & fianchetto_movegen::Bitboard::backrank(color) {
                hash ^= castling_key(color, CastlingSide::from_files(king.file(), rook.file()));
            }
        }
        if let Some(square) = self.ep_square(ep) {
            hash ^= ep_key(square);
        }
        if self.turn == Color::White {
            hash ^= turn_key();
        }
        if self.variant.has_pockets() {
            for color in Color::ALL {
                for role in Role::ALL {
                    let count = usize::from(self.pockets.count(color, role)).min(MAX_IN_HAND);
                    if count > 0 {
                        hash ^= POCKET_KEYS[color as usize][role as usize][count - 1];
                    }
                }
            }
            for square in self.promoted {
                hash ^= PROMOTED_KEYS[square as usize];
            }
        }
        if self.variant.has_remaining_checks() {
            for color in Color::ALL {
                let given = 3usize.saturating_sub(usize::from(self.remaining_checks.get(color)));
                if given > 0 {
                    hash ^= CHECKS_GIVEN_KEYS[color as usize][given - 1];
                }
            }
        }
        hash
    }
}
