//! Atomic chess: every capture explodes the capturer and the pieces but pawns around the
//! target; blowing up the enemy king wins, blowing up one's own is illegal, and kings that
//! touch cannot give check.

use fianchetto_movegen::{Bitboard, Color, Move, Role, attacks};

use crate::VariantPosition;

impl VariantPosition {
    /// The explosion of a capture on `to`: castling rights of exploded rooks and kings go, the
    /// capturer and every piece but pawns next to `to` leave the board (python-chess's
    /// `AtomicBoard._push_capture`).
    pub(crate) fn explode(&mut self, to: fianchetto_movegen::Square) {
        let board = &mut self.board;
        let radius = attacks::king(to) - board.pawns();
        self.castling -= radius;
        for color in Color::ALL {
            if (radius & (board.by_piece(Role::King.of(color)) - self.promoted)).any() {
                self.castling -= Bitboard::backrank(color);
            }
        }
        for square in radius.with(to) {
            board.remove_piece_at(square);
        }
        self.promoted -= radius.with(to);
    }

    /// python-chess's `AtomicBoard.is_legal` for a pseudo-legal move: after it, some king is
    /// left, ours is, and either theirs exploded or ours is not attacked (kings that touch are
    /// never attacked).
    pub(crate) fn is_safe_atomic(&self, m: Move) -> bool {
        let after = self.play_unchecked(m);
        let kings = after.board.kings();
        let ours = after.board.by_color(self.turn);
        let theirs = after.board.by_color(!self.turn);
        kings.any()
            && (kings & ours).any()
            && ((kings & theirs).is_empty() || !after.was_into_check())
    }

    /// python-chess's `AtomicBoard.has_insufficient_material`.
    pub(crate) fn atomic_insufficient_material(&self, color: Color) -> bool {
        let board = &self.board;
        let ours = board.by_color(color);
        let theirs = board.by_color(!color);
        // Nothing matters once the enemy king has exploded.
        if (theirs & board.kings()).is_empty() {
            return false;
        }
        // A bare king cannot mate.
        if (ours - board.kings()).is_empty() {
            return true;
        }
        // While the enemy king is not alone, its own pieces may explode next to it: unless only
        // bishops are left that can never reach each other.
        if (theirs - board.kings()).any() {
            if board.occupied() == board.bishops() | board.kings() {
                let bishops = board.bishops();
                let white = bishops & board.by_color(Color::White);
                let black = bishops & board.by_color(Color::Black);
                if (white & Bitboard::DARK_SQUARES).is_empty() {
                    return (black & Bitboard::LIGHT_SQUARES).is_empty();
                }
                if (white & Bitboard::LIGHT_SQUARES).is_empty() {
                    return (black & Bitboard::DARK_SQUARES).is_empty();
                }
            }
            return false;
        }
        // A queen or a pawn (a future queen) mates a bare king.
        if (board.queens() | board.pawns()).any() {
            return false;
        }
        // A single knight, bishop or rook cannot.
        if (board.knights() | board.bishops() | board.rooks()).len() == 1 {
            return true;
        }
        // Nor can two knights.
        if board.occupied() == board.knights() | board.kings() {
            return board.knights().len() <= 2;
        }
        false
    }
}
