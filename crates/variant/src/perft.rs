//! Perft for variant positions: the number of legal move sequences of a given length, the
//! standard test of a move generator against published counts.

use crate::VariantPosition;
use crate::rules::{VariantRules, with_rules};

/// The number of move sequences of length `depth` from `pos` (1 for depth 0). Every node's
/// moves are generated and played; the last ply is counted, without a move list where the
/// variant allows.
///
/// ```
/// use fianchetto_variant::perft::perft;
/// use fianchetto_variant::{Variant, VariantPosition};
///
/// assert_eq!(perft(&VariantPosition::new(Variant::Atomic), 3), 8902);
/// assert_eq!(perft(&VariantPosition::new(Variant::Antichess), 3), 8067);
/// assert_eq!(perft(&VariantPosition::new(Variant::Horde), 3), 1274);
/// ```
pub fn perft(pos: &VariantPosition, depth: u32) -> u64 {
    with_rules!(pos.variant, |R| perft_by::<R>(pos, depth))
}

/// [`perft`] by `R`'s rules, chosen once for the whole tree.
fn perft_by<R: VariantRules>(pos: &VariantPosition, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return pos.legal_move_count_by::<R>() as u64;
    }
    pos.legal_moves_by::<R>()
        .iter()
        .map(|&m| perft_by::<R>(&pos.play_by::<R>(m), depth - 1))
        .sum()
}
