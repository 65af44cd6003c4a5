//! Check, as each variant has it: the position is below the rules, and this asks the rules
//! about the position.

use fianchetto_movegen::Bitboard;

use crate::VariantPosition;
use crate::rules::{VariantRules, with_rules};

impl VariantPosition {
    /// The enemy pieces giving check to the king of the side to move (empty where the variant
    /// has no check, as in antichess, or the side to move has no king, as horde's White; empty
    /// in atomic while the kings touch).
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Bitboard, Move, Square};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let mut pos = VariantPosition::new(Variant::ThreeCheck);
    /// for (from, to) in [(Square::E2, Square::E4), (Square::D7, Square::D5),
    ///                    (Square::F1, Square::B5)] {
    ///     pos = pos.play(Move::normal(from, to))?;
    /// }
    /// assert_eq!(pos.checkers(), Bitboard::from(Square::B5));
    /// # Ok::<(), fianchetto_variant::movegen::IllegalMoveError>(())
    /// ```
    pub fn checkers(&self) -> Bitboard {
        with_rules!(self.variant, |R| self.checkers_by::<R>())
    }

    /// [`checkers`](VariantPosition::checkers) by `R`'s rules.
    #[inline]
    pub(crate) fn checkers_by<R: VariantRules>(&self) -> Bitboard {
        if R::has_check(self) {
            self.king_attackers()
        } else {
            Bitboard::EMPTY
        }
    }

    /// `true` if the side to move is in check, as python-chess's `is_check` says for the
    /// variant.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// assert!(!VariantPosition::new(Variant::Chess).is_check());
    /// ```
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }
}
