//! Insufficient material, by each variant's rule as python-chess has it: `color` cannot win by
//! any sequence of legal moves (python-chess errs towards "sufficient").

use fianchetto_movegen::Color;

use crate::{Variant, VariantPosition};

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
        match self.variant {
            Variant::Chess => self.board.has_insufficient_material(color),
            Variant::Atomic => self.atomic_insufficient_material(color),
            Variant::Antichess => self.antichess_insufficient_material(color),
            Variant::Crazyhouse => self.crazyhouse_insufficient_material(),
            Variant::KingOfTheHill | Variant::RacingKings => false,
            Variant::ThreeCheck => (self.board.by_color(color) - self.board.kings()).is_empty(),
            Variant::Horde => color == Color::White && self.horde_insufficient_material(),
        }
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

    /// python-chess's `CrazyhouseBoard.has_insufficient_material`, the same for both colors.
    fn crazyhouse_insufficient_material(&self) -> bool {
        use fianchetto_movegen::Role;
        let board = &self.board;
        let pockets = &self.pockets;
        let in_hand = |role: Role| {
            Color::ALL
                .into_iter()
                .any(|color| pockets.count(color, role) > 0)
        };
        board.occupied().len() + pockets.len(Color::White) + pockets.len(Color::Black) <= 3
            && self.promoted.is_empty()
            && (board.pawns() | board.rooks_and_queens()).is_empty()
            && !in_hand(Role::Pawn)
            && !in_hand(Role::Rook)
            && !in_hand(Role::Queen)
    }
}
