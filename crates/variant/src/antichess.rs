//! Antichess (python-chess's giveaway rules, castling aside): captures are compulsory, the king
//! is an ordinary piece that pawns may promote to, and the side left without pieces or without
//! moves wins.

use fianchetto_movegen::{Bitboard, Color};

use crate::{VariantMoveList, VariantPosition};

impl VariantPosition {
    /// python-chess's `SuicideBoard.generate_legal_moves`: the pseudo-legal captures (en passant
    /// included) if there are any, else the other pseudo-legal moves; nothing once a side has
    /// no pieces.
    pub(crate) fn legal_antichess(&self, moves: &mut VariantMoveList) {
        if self.is_variant_end() {
            return;
        }
        let theirs = self.board.by_color(!self.turn);
        self.pseudo_legal(Bitboard::FULL, theirs, moves);
        self.pseudo_legal_ep(Bitboard::FULL, Bitboard::FULL, moves);
        if moves.is_empty() {
            self.pseudo_legal(Bitboard::FULL, !theirs, moves);
            moves.retain(|m| !m.is_en_passant());
        }
    }

    /// python-chess's `SuicideBoard.has_insufficient_material`: `color` (which wins by losing
    /// every piece) cannot win once the opponent has no pieces left; with only bishops on the
    /// board, when some of its bishops stand on a square color none of the opponent's can
    /// reach; with two lone knights, by the parity of their squares and the turn.
    pub(crate) fn antichess_insufficient_material(&self, color: Color) -> bool {
        let board = &self.board;
        let ours = board.by_color(color);
        let theirs = board.by_color(!color);
        if ours.is_empty() {
            return false;
        }
        if theirs.is_empty() {
            return true;
        }
        if board.occupied() == board.bishops() {
            let we_on_light = (ours & Bitboard::LIGHT_SQUARES).any();
            let we_on_dark = (ours & Bitboard::DARK_SQUARES).any();
            let they_all_on_dark = (theirs & Bitboard::LIGHT_SQUARES).is_empty();
            let they_all_on_light = (theirs & Bitboard::DARK_SQUARES).is_empty();
            return (we_on_light && they_all_on_dark) || (we_on_dark && they_all_on_light);
        }
        if board.occupied() == board.knights() && board.knights().len() == 2 {
            let white_on_light = (board.by_color(Color::White) & Bitboard::LIGHT_SQUARES).any();
            let black_on_dark = (board.by_color(Color::Black) & Bitboard::DARK_SQUARES).any();
            // python-chess: `self.turn == color ^ white_on_light ^ black_on_dark`, where `^`
            // binds tighter than `==`.
            return (self.turn == Color::White)
                == ((color == Color::White) ^ white_on_light ^ black_on_dark);
        }
        false
    }
}
