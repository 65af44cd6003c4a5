//! The legal moves between given squares, without generating the others: what `is_legal`
//! needs to test one move, and SAN to find the moves onto one square. Each variant's legality
//! is a test of the single move once the node's facts are known (pins, checkers, the enemy
//! king), so generating only the pseudo-legal moves from `from_mask` to `to_mask` and testing
//! those gives exactly the legal moves there; antichess alone needs the whole position (a
//! capture anywhere forbids every other move) and is listed in full.

use fianchetto_movegen::{Bitboard, Square};

use crate::rules::{VariantRules, with_rules};
use crate::{VariantMoveList, VariantPosition};

impl VariantPosition {
    /// The legal moves from `from` (a castle's king square; a drop's target square).
    ///
    /// The same moves as [`legal_moves`](VariantPosition::legal_moves) keeps when filtered by
    /// [`Move::from`](fianchetto_movegen::Move::from), in no particular order, found without
    /// generating the others.
    ///
    /// ```
    /// use fianchetto_variant::movegen::Square;
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::new(Variant::Atomic);
    /// assert_eq!(pos.legal_moves_from(Square::G1).len(), 2);
    /// assert!(pos.legal_moves_from(Square::E4).is_empty());
    /// ```
    pub fn legal_moves_from(&self, from: Square) -> VariantMoveList {
        self.legal_moves_masked(from.into(), Bitboard::FULL)
    }

    /// The legal moves to `to` (a castle's rook square; an en passant capture's skipped
    /// square), drops included.
    ///
    /// The same moves as [`legal_moves`](VariantPosition::legal_moves) keeps when filtered by
    /// [`Move::to`](fianchetto_movegen::Move::to), in no particular order, found without
    /// generating the others: what SAN needs to resolve `Nf3` or to disambiguate it.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Move, Square};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::new(Variant::Horde);
    /// let moves = pos.legal_moves_to(Square::E5);
    /// assert_eq!(moves.as_slice(), [Move::normal(Square::E4, Square::E5)]);
    /// ```
    pub fn legal_moves_to(&self, to: Square) -> VariantMoveList {
        self.legal_moves_masked(Bitboard::FULL, to.into())
    }

    /// The legal moves from squares of `from_mask` to squares of `to_mask`.
    pub(crate) fn legal_moves_masked(
        &self,
        from_mask: Bitboard,
        to_mask: Bitboard,
    ) -> VariantMoveList {
        let mut moves = VariantMoveList::new();
        with_rules!(self.variant, |R| R::legal_moves(
            self, from_mask, to_mask, &mut moves
        ));
        // The tests build with debug assertions: every mask they ask is checked against the
        // filtered list.
        #[cfg(debug_assertions)]
        {
            let mut full = self.legal_moves();
            full.retain(|m| from_mask.contains(m.from()) && to_mask.contains(m.to()));
            // Lists hold no move twice: equal lengths and inclusion make equal sets.
            debug_assert!(
                full.len() == moves.len() && full.iter().all(|m| moves.contains(m)),
                "{from_mask:?} {to_mask:?} in {self}: {moves:?}, not {full:?}"
            );
        }
        moves
    }
}
