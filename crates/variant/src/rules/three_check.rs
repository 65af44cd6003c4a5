//! Three-check: the third check wins; each check given spends one of three, and cannot be
//! taken back.

use fianchetto_movegen::{Bitboard, Color};

use super::VariantRules;
use crate::{Variant, VariantPosition};

/// Three-check's rules.
pub(crate) struct ThreeCheck;

impl VariantRules for ThreeCheck {
    const VARIANT: Variant = Variant::ThreeCheck;
    const REMAINING_CHECKS: bool = true;

    #[inline(always)]
    fn after_move(pos: &mut VariantPosition, us: Color) {
        pos.promoted = Bitboard::EMPTY;
        if pos.king_attackers().any() {
            let remaining = pos.remaining_checks.get_mut(us);
            *remaining = remaining.saturating_sub(1);
        }
    }

    #[inline(always)]
    fn is_variant_end(pos: &VariantPosition) -> bool {
        pos.remaining_checks.white == 0 || pos.remaining_checks.black == 0
    }

    fn is_variant_loss(pos: &VariantPosition) -> bool {
        let checks = pos.remaining_checks;
        checks.get(!pos.turn) == 0 && checks.get(pos.turn) > 0
    }

    fn is_variant_win(pos: &VariantPosition) -> bool {
        let checks = pos.remaining_checks;
        checks.get(pos.turn) == 0 && checks.get(!pos.turn) > 0
    }

    fn is_variant_draw(pos: &VariantPosition) -> bool {
        pos.remaining_checks.white == 0 && pos.remaining_checks.black == 0
    }

    /// Only the king left: nothing to give check with.
    fn has_insufficient_material(pos: &VariantPosition, color: Color) -> bool {
        (pos.board.by_color(color) - pos.board.kings()).is_empty()
    }

    /// As python-chess: a check spends one of the three too.
    fn is_irreversible(before: &VariantPosition, after: &VariantPosition) -> bool {
        after.castling != before.castling || after.halfmoves == 0 || after.king_attackers().any()
    }
}
