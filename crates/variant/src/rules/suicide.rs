//! Suicide chess (FICS's rules, python-chess's `SuicideBoard`): antichess's moves, pieces and
//! validation, with castling rights at the start; only the end of a side without moves
//! differs: the side with fewer pieces wins, the same number draws.

use fianchetto_movegen::{Bitboard, Color, Move, Square};

use super::{Antichess, FenPromoted, VariantRules};
use crate::status::PerColor;
use crate::{Variant, VariantMoveList, VariantPosition, VariantPositionErrorKinds as Kinds};

/// Suicide chess's rules: [`Antichess`]'s but for the end without moves.
pub(crate) struct Suicide;

impl VariantRules for Suicide {
    const VARIANT: Variant = Variant::Suicide;
    const FEN_PROMOTED: FenPromoted = Antichess::FEN_PROMOTED;
    const KING_PROMOTIONS: bool = Antichess::KING_PROMOTIONS;
    // The start keeps standard chess's castling rights (python-chess's `starting_fen`).

    #[inline(always)]
    fn has_check(pos: &VariantPosition) -> bool {
        Antichess::has_check(pos)
    }

    #[inline(always)]
    fn attacked_for_king(pos: &VariantPosition, path: Bitboard, occupied: Bitboard) -> bool {
        Antichess::attacked_for_king(pos, path, occupied)
    }

    #[inline(always)]
    fn legal_moves(
        pos: &VariantPosition,
        from_mask: Bitboard,
        to_mask: Bitboard,
        moves: &mut VariantMoveList,
    ) {
        Antichess::legal_moves(pos, from_mask, to_mask, moves);
    }

    #[inline(always)]
    fn legal_move_count(pos: &VariantPosition) -> usize {
        Antichess::legal_move_count(pos)
    }

    fn is_legal_en_passant(pos: &VariantPosition, m: Move) -> bool {
        Antichess::is_legal_en_passant(pos, m)
    }

    #[inline(always)]
    fn after_move(pos: &mut VariantPosition, us: Color) {
        Antichess::after_move(pos, us);
    }

    #[inline(always)]
    fn is_variant_end(pos: &VariantPosition) -> bool {
        Antichess::is_variant_end(pos)
    }

    /// No pieces left, or no moves with fewer pieces than the opponent.
    fn is_variant_win(pos: &VariantPosition) -> bool {
        pos.board.by_color(pos.turn).is_empty()
            || (pos.is_stalemate_by::<Self>() && piece_balance(pos) == core::cmp::Ordering::Less)
    }

    /// No moves with more pieces than the opponent.
    fn is_variant_loss(pos: &VariantPosition) -> bool {
        pos.is_stalemate_by::<Self>() && piece_balance(pos) == core::cmp::Ordering::Greater
    }

    /// No moves with as many pieces as the opponent.
    fn is_variant_draw(pos: &VariantPosition) -> bool {
        pos.is_stalemate_by::<Self>() && piece_balance(pos) == core::cmp::Ordering::Equal
    }

    fn has_insufficient_material(pos: &VariantPosition, color: Color) -> bool {
        Antichess::has_insufficient_material(pos, color)
    }

    fn promoted_status(pos: &VariantPosition) -> Kinds {
        Antichess::promoted_status(pos)
    }

    fn adjust_status(
        pos: &VariantPosition,
        kinds: &mut Kinds,
        per_color: &mut PerColor,
        checkers: Bitboard,
        valid_ep: Option<Square>,
    ) {
        Antichess::adjust_status(pos, kinds, per_color, checkers, valid_ep);
    }
}

/// The side to move's pieces against the opponent's.
fn piece_balance(pos: &VariantPosition) -> core::cmp::Ordering {
    let ours = pos.board.by_color(pos.turn).len();
    let theirs = pos.board.by_color(!pos.turn).len();
    ours.cmp(&theirs)
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use fianchetto_movegen::{Color, Termination};

    use crate::{Variant, VariantPosition};

    /// Where a side has no moves, suicide counts pieces and antichess does not (positions and
    /// results from python-chess's `SuicideBoard` and `GiveawayBoard`).
    #[test]
    fn a_side_without_moves_counts_pieces() {
        for (fen, suicide) in [
            // Fewer pieces: a win, as in antichess.
            (
                "8/8/8/8/p7/P7/8/7b w - - 0 1",
                (Termination::VariantWin, Some(Color::White)),
            ),
            // As many: a draw.
            (
                "8/8/8/2q5/2P5/8/8/8 w - - 0 25",
                (Termination::VariantDraw, None),
            ),
            // More: a loss.
            (
                "8/4r3/4P3/4P2p/7P/7P/8/8 w - - 1 40",
                (Termination::VariantLoss, Some(Color::Black)),
            ),
        ] {
            let pos = VariantPosition::from_fen(fen, Variant::Suicide).expect("legal");
            let outcome = pos.outcome().expect("no moves");
            assert_eq!((outcome.termination, outcome.winner), suicide, "{fen}");
            let anti = VariantPosition::from_fen(fen, Variant::Antichess).expect("legal");
            let outcome = anti.outcome().expect("no moves");
            assert_eq!(
                (outcome.termination, outcome.winner),
                (Termination::VariantWin, Some(Color::White)),
                "{fen}"
            );
        }
    }

    /// The start keeps standard chess's castling rights, as python-chess's `starting_fen`.
    #[test]
    fn the_start_can_castle() {
        assert_eq!(
            VariantPosition::new(Variant::Suicide).to_string(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
    }
}
