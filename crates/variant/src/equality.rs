//! `==` and hashing of [`VariantPosition`] and [`AnyPosition`], as movegen's `Position` compares:
//! what the repetition rules count, the clocks and the castling mode left out.

use core::hash::{Hash, Hasher};

use fianchetto_movegen::EnPassantMode;

use crate::{AnyPosition, VariantPosition};

impl PartialEq for VariantPosition {
    /// Equal as the repetition rules count positions: the same variant, pieces on the same
    /// squares, side to move, castling rights and legal en passant capture, and the same
    /// pockets, promoted pieces and remaining checks. The clocks and the castling mode are not
    /// compared ([`VariantPosition::eq_with_clocks`] compares the clocks too).
    ///
    /// ```
    /// use std::collections::HashSet;
    /// use fianchetto_variant::movegen::{Move, Square};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let start = VariantPosition::new(Variant::Crazyhouse);
    /// let mut pos = start;
    /// for (from, to) in [(Square::G1, Square::F3), (Square::G8, Square::F6),
    ///                    (Square::F3, Square::G1), (Square::F6, Square::G8)] {
    ///     pos = pos.play(Move::normal(from, to))?;
    /// }
    /// assert_eq!(pos, start);
    /// assert!(!pos.eq_with_clocks(&start));
    /// assert_ne!(start, VariantPosition::new(Variant::Atomic));
    /// assert!(HashSet::from([start]).contains(&pos));
    /// # Ok::<(), fianchetto_variant::movegen::IllegalMoveError>(())
    /// ```
    fn eq(&self, other: &VariantPosition) -> bool {
        self.variant == other.variant
            && self.board == other.board
            && self.turn == other.turn
            && self.castling == other.castling
            && self.pockets == other.pockets
            && self.promoted == other.promoted
            && self.remaining_checks == other.remaining_checks
            && self.ep_square(EnPassantMode::Legal) == other.ep_square(EnPassantMode::Legal)
    }
}

impl Eq for VariantPosition {}

impl Hash for VariantPosition {
    /// The variant and the [repetition key](VariantPosition::repetition_key), a hash of what
    /// equality compares.
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.variant.hash(state);
        state.write_u64(self.repetition_key());
    }
}

impl VariantPosition {
    /// `==`, and the same half-move clock and move number.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::new(Variant::Horde);
    /// assert!(pos.eq_with_clocks(&pos));
    /// ```
    pub fn eq_with_clocks(&self, other: &VariantPosition) -> bool {
        self == other && self.halfmoves == other.halfmoves && self.fullmoves == other.fullmoves
    }
}

impl PartialEq for AnyPosition {
    /// Equal when both hold a `Position` or both a `VariantPosition`, and those are equal.
    ///
    /// ```
    /// use fianchetto_variant::{AnyPosition, Variant};
    ///
    /// assert_eq!(AnyPosition::new(Variant::Horde), AnyPosition::new(Variant::Horde));
    /// assert_ne!(AnyPosition::new(Variant::Chess), AnyPosition::new(Variant::Horde));
    /// ```
    fn eq(&self, other: &AnyPosition) -> bool {
        match (self, other) {
            (AnyPosition::Standard(a), AnyPosition::Standard(b)) => a == b,
            (AnyPosition::Variant(a), AnyPosition::Variant(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for AnyPosition {}

impl Hash for AnyPosition {
    /// The arm and the hash of the position it holds.
    fn hash<H: Hasher>(&self, state: &mut H) {
        match self {
            AnyPosition::Standard(pos) => {
                state.write_u8(0);
                pos.hash(state);
            }
            AnyPosition::Variant(pos) => {
                state.write_u8(1);
                pos.hash(state);
            }
        }
    }
}
