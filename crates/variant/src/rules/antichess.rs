//! Antichess (python-chess's giveaway rules, castling aside): captures are compulsory, the king
//! is an ordinary piece that pawns may promote to, and the side left without pieces or without
//! moves wins.

use fianchetto_movegen::{Bitboard, Color, Move, Square};

use super::PerColor;
use super::{FenPromoted, VariantRules};
use crate::{Variant, VariantMoveList, VariantPosition, VariantPositionErrorKinds as Kinds};

/// Antichess's rules.
pub(crate) struct Antichess;

impl VariantRules for Antichess {
    const VARIANT: Variant = Variant::Antichess;
    const FEN_PROMOTED: FenPromoted = FenPromoted::WithChess960Castling;
    const START_CASTLING: Bitboard = Bitboard::EMPTY;
    const KING_PROMOTIONS: bool = true;

    /// The king is an ordinary piece.
    #[inline(always)]
    fn has_check(_pos: &VariantPosition) -> bool {
        false
    }

    /// Castling tests no attacked square.
    #[inline(always)]
    fn attacked_for_king(_pos: &VariantPosition, _path: Bitboard, _occupied: Bitboard) -> bool {
        false
    }

    /// python-chess's `SuicideBoard.generate_legal_moves`: the pseudo-legal captures (en
    /// passant included) if there are any, else the other pseudo-legal moves; nothing once a
    /// side has no pieces. A capture anywhere forbids every other move, so a mask filters the
    /// whole list.
    #[inline(always)]
    fn legal_moves(
        pos: &VariantPosition,
        from_mask: Bitboard,
        to_mask: Bitboard,
        moves: &mut VariantMoveList,
    ) {
        if Self::is_variant_end(pos) {
            return;
        }
        let start = moves.len();
        let theirs = pos.board.by_color(!pos.turn);
        pos.pseudo_legal::<Self>(Bitboard::FULL, theirs, moves);
        pos.pseudo_legal_ep(Bitboard::FULL, Bitboard::FULL, moves);
        if moves.len() == start {
            pos.pseudo_legal::<Self>(Bitboard::FULL, !theirs, moves);
            moves.retain(|m| !m.is_en_passant());
        }
        if from_mask != Bitboard::FULL || to_mask != Bitboard::FULL {
            moves.retain(|m| from_mask.contains(m.from()) && to_mask.contains(m.to()));
        }
    }

    /// As [`legal_moves`](Self::legal_moves) lists them, counted: no king is ever in check, so
    /// the captures (en passant too) are popcounts, and when there are none, the other moves.
    #[inline(always)]
    fn legal_move_count(pos: &VariantPosition) -> usize {
        if Self::is_variant_end(pos) {
            return 0;
        }
        let theirs = pos.board.by_color(!pos.turn);
        let en_passant = pos.ep_square.map_or(0, |ep| pos.ep_capturers(ep).len());
        match pos.pseudo_legal_count::<Self>(theirs) + en_passant {
            0 => pos.pseudo_legal_count::<Self>(!theirs),
            captures => captures,
        }
    }

    fn is_legal_en_passant(_pos: &VariantPosition, _m: Move) -> bool {
        true
    }

    /// Promoted kings stay marked (they never castle); a king taken by a king keeps its
    /// side's rights in python-chess, which then never uses or writes them (no king castles
    /// them, its FEN skips a side without a king): dropped here, so that `to_setup`
    /// validates again.
    #[inline(always)]
    fn after_move(pos: &mut VariantPosition, _us: Color) {
        pos.promoted &= pos.board.kings();
        for color in Color::ALL {
            if pos.castling_king(color).is_none() {
                pos.castling -= Bitboard::backrank(color);
            }
        }
    }

    /// A side without pieces.
    #[inline(always)]
    fn is_variant_end(pos: &VariantPosition) -> bool {
        Color::ALL
            .into_iter()
            .any(|color| pos.board.by_color(color).is_empty())
    }

    /// Giveaway's rule: no pieces left, or no moves.
    fn is_variant_win(pos: &VariantPosition) -> bool {
        pos.board.by_color(pos.turn).is_empty() || pos.is_stalemate_by::<Self>()
    }

    fn has_insufficient_material(pos: &VariantPosition, color: Color) -> bool {
        pos.antichess_insufficient_material(color)
    }

    /// Only promoted kings change antichess (they never castle); any other mark is
    /// python-chess's bookkeeping without effect, kept out.
    fn promoted_status(pos: &VariantPosition) -> Kinds {
        if pos
            .promoted
            .is_subset(pos.board.occupied() - pos.board.pawns())
        {
            Kinds::empty()
        } else {
            Kinds::INVALID_PROMOTED
        }
    }

    /// No king needed, any number of them, and no check.
    fn adjust_status(
        _pos: &VariantPosition,
        kinds: &mut Kinds,
        per_color: &mut PerColor,
        _checkers: Bitboard,
        _valid_ep: Option<Square>,
    ) {
        per_color.no_king = [false; 2];
        *kinds = kinds.difference(Kinds::TOO_MANY_KINGS | Kinds::OPPOSITE_CHECK);
    }
}

impl VariantPosition {
    /// python-chess's `SuicideBoard.has_insufficient_material`: `color` (which wins by losing
    /// every piece) cannot win once the opponent has no pieces left; with only bishops on the
    /// board, when some of its bishops stand on a square color none of the opponent's can
    /// reach; with two lone knights, by the parity of their squares and the turn.
    fn antichess_insufficient_material(&self, color: Color) -> bool {
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
