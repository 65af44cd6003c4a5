//! The invariants of a [`Position`], recomputed independently and asserted after every move in
//! builds with debug assertions (tests included): a wrong incremental update fails at the move
//! that made it instead of as a wrong perft count many plies later.

use crate::sliders::{bishop_attacks, rook_attacks};
use crate::{Bitboard, Color, Position, Role};

impl Position {
    /// Panics, naming the broken invariant, if the position disagrees with a recomputation;
    /// the hash is compared only where it is kept (`hashed`).
    pub(crate) fn assert_invariants(&self, hashed: bool) {
        let board = &self.board;
        let white = board.by_color(Color::White);
        let black = board.by_color(Color::Black);
        assert!(
            (white & black).is_empty(),
            "a square of both colors\n{self:?}"
        );
        let mut roles = Bitboard::EMPTY;
        for role in Role::ALL {
            let set = board.by_role(role);
            assert!((roles & set).is_empty(), "a square of two roles\n{self:?}");
            roles |= set;
        }
        assert_eq!(roles, white | black, "roles and colors disagree\n{self:?}");
        for color in Color::ALL {
            assert_eq!(
                board.by_piece(Role::King.of(color)).len(),
                1,
                "not one {color:?} king\n{self:?}"
            );
        }

        let occupied = board.occupied();
        let king = self.our_king();
        let checkers = board.attackers(king, !self.turn, occupied);
        assert_eq!(self.checkers, checkers, "cached checkers\n{self:?}");
        assert_eq!(
            self.pinned,
            self.pinned_by_lifting(),
            "cached pins\n{self:?}"
        );
        if hashed {
            assert_eq!(self.hash, self.compute_hash(), "incremental hash\n{self:?}");
        }
    }

    /// Our pieces whose removal would let an enemy slider see our king: the pinned ones, found
    /// by lifting each piece in turn rather than by walking rays from the king.
    fn pinned_by_lifting(&self) -> Bitboard {
        let board = &self.board;
        let king = self.our_king();
        let theirs = board.by_color(!self.turn);
        let rooks = board.rooks_and_queens() & theirs;
        let bishops = board.bishops_and_queens() & theirs;
        let seen = |occupied: Bitboard| {
            (rook_attacks(king, occupied) & rooks) | (bishop_attacks(king, occupied) & bishops)
        };
        let before = seen(board.occupied());
        let mut pinned = Bitboard::EMPTY;
        for piece in board.by_color(self.turn) - king {
            if (seen(board.occupied() - piece) - before).any() {
                pinned |= piece;
            }
        }
        pinned
    }
}
