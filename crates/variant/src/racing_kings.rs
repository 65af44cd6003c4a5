//! Racing kings: no checks allowed, the first king on the eighth rank wins, and Black, who
//! moves second, gets one move to draw by reaching it too.

use fianchetto_movegen::{Bitboard, Color, Role, attacks};

use crate::VariantPosition;

impl VariantPosition {
    /// python-chess's `RacingKingsBoard.is_variant_end`: a king on the eighth rank, unless it is
    /// White's alone and Black, to move, has a king step onto a free eighth-rank square that
    /// White does not attack.
    pub(crate) fn racing_kings_end(&self) -> bool {
        let board = &self.board;
        let goal = Bitboard::RANKS[7];
        if (board.kings() & goal).is_empty() {
            return false;
        }
        let black_kings = board.by_piece(Role::King.of(Color::Black));
        let Some(black_king) = black_kings.last() else {
            return true;
        };
        if self.turn == Color::White || (black_kings & goal).any() {
            return true;
        }
        let targets = attacks::king(black_king) & (goal - board.by_color(Color::Black));
        targets.into_iter().all(|target| {
            board
                .attackers(target, Color::White, board.occupied())
                .any()
        })
    }

    /// `true` if `color` has a king on the eighth rank.
    pub(crate) fn king_home(&self, color: Color) -> bool {
        (self.board.by_piece(Role::King.of(color)) & Bitboard::RANKS[7]).any()
    }
}
