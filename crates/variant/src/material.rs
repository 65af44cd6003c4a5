//! Insufficient material, by each variant's rule as python-chess has it: `color` cannot win by
//! any sequence of legal moves (python-chess errs towards "sufficient").

use fianchetto_movegen::Color;

use crate::VariantPosition;
use crate::rules::{VariantRules, with_rules};

impl VariantPosition {
    /// `true` if `color` cannot win by any sequence of legal moves, by the variant's rules:
    /// standard chess's (no pawns, rooks or queens, and a lone minor piece the opponent cannot
    /// help to mate with); atomic's (a bare king, or pieces that cannot explode the enemy
    /// king); antichess's (the opponent has no pieces left, or only bishops or knights that
    /// cannot meet); crazyhouse's (at most three pieces left, none of them promoted, pawns,
    /// rooks or queens, on the board or in hand); three-check's (no piece but the king to give
    /// check with); horde's (python-chess's case analysis of White's pieces against Black's;
    /// Black can always win); never in king of the hill or racing kings (the king can walk).
    ///
    /// ```
    /// use fianchetto_variant::movegen::Color;
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::new(Variant::Horde);
    /// assert!(!pos.has_insufficient_material(Color::White));
    /// assert!(!pos.has_insufficient_material(Color::Black));
    /// ```
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        with_rules!(self.variant, |R| R::has_insufficient_material(self, color))
    }

    /// `true` if neither side can win.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// assert!(!VariantPosition::new(Variant::Atomic).is_insufficient_material());
    /// ```
    pub fn is_insufficient_material(&self) -> bool {
        Color::ALL
            .into_iter()
            .all(|color| self.has_insufficient_material(color))
    }
}
