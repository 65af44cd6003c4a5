//! King of the hill: the first king on `d4`, `e4`, `d5` or `e5` wins; a king can always walk
//! there, so no material is insufficient.

use fianchetto_movegen::{Bitboard, Color};

use super::VariantRules;
use crate::{Variant, VariantPosition};

/// King of the hill's rules.
pub(crate) struct KingOfTheHill;

impl VariantRules for KingOfTheHill {
    const VARIANT: Variant = Variant::KingOfTheHill;

    #[inline(always)]
    fn is_variant_end(pos: &VariantPosition) -> bool {
        (pos.board.kings() & Bitboard::CENTER).any()
    }

    fn is_variant_loss(pos: &VariantPosition) -> bool {
        (pos.board.kings() & pos.board.by_color(!pos.turn) & Bitboard::CENTER).any()
    }

    fn is_variant_win(pos: &VariantPosition) -> bool {
        (pos.board.kings() & pos.board.by_color(pos.turn) & Bitboard::CENTER).any()
    }

    fn has_insufficient_material(_pos: &VariantPosition, _color: Color) -> bool {
        false
    }
}
