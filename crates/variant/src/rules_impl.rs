//! [`Rules`] and [`Notation`] for [`VariantPosition`], so the generic game code (the
//! repetition window, `GameCursor`, PGN games) plays the variants.

use alloc::string::{String, ToString};
use core::num::NonZeroU32;

use fianchetto_notation::san::SanPlus;
use fianchetto_notation::uci::UciMove;
use fianchetto_notation::{Notation, SetupError};

use fianchetto_movegen::{
    Bitboard, Board, CastlingMode, CastlingSide, Color, EnPassantMode, Move, Outcome, Role, Rules,
    Square,
};

use crate::rules::{VariantRules, with_rules};
use crate::{Variant, VariantFenError, VariantMoveList, VariantPosition};

impl Rules for VariantPosition {
    type Moves = VariantMoveList;

    #[inline]
    fn variant(&self) -> Variant {
        VariantPosition::variant(self)
    }
    #[inline]
    fn board(&self) -> &Board {
        &self.board
    }
    #[inline]
    fn turn(&self) -> Color {
        self.turn
    }
    #[inline]
    fn castling_mode(&self) -> CastlingMode {
        self.mode
    }
    #[inline]
    fn castling_rights(&self) -> Bitboard {
        self.castling
    }
    #[inline]
    fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        VariantPosition::castling_rook(self, color, side)
    }
    #[inline]
    fn ep_square(&self, mode: EnPassantMode) -> Option<Square> {
        VariantPosition::ep_square(self, mode)
    }
    #[inline]
    fn halfmoves(&self) -> u32 {
        self.halfmoves
    }
    #[inline]
    fn fullmoves(&self) -> NonZeroU32 {
        self.fullmoves
    }
    #[inline]
    fn is_check(&self) -> bool {
        VariantPosition::is_check(self)
    }
    #[inline]
    fn legal_moves(&self) -> VariantMoveList {
        VariantPosition::legal_moves(self)
    }
    #[inline]
    fn has_legal_moves(&self) -> bool {
        VariantPosition::has_legal_moves(self)
    }
    #[inline]
    fn is_legal(&self, m: Move) -> bool {
        VariantPosition::is_legal(self, m)
    }
    #[inline]
    fn play_unchecked(&self, m: Move) -> VariantPosition {
        VariantPosition::play_unchecked(self, m)
    }
    fn play_null(&self) -> Option<VariantPosition> {
        VariantPosition::play_null(self)
    }
    #[inline]
    fn moving_role(&self, m: Move) -> Role {
        VariantPosition::moving_role(self, m)
    }
    #[inline]
    fn is_capture(&self, m: Move) -> bool {
        VariantPosition::is_capture(self, m)
    }
    #[inline]
    fn is_checkmate(&self) -> bool {
        VariantPosition::is_checkmate(self)
    }
    #[inline]
    fn outcome(&self) -> Option<Outcome> {
        VariantPosition::outcome(self)
    }
    #[inline]
    fn repetition_key(&self) -> u64 {
        VariantPosition::repetition_key(self)
    }

    fn has_move_count_rules(&self) -> bool {
        with_rules!(self.variant, |R| R::MOVE_COUNT_RULES)
    }

    /// As python-chess: in crazyhouse captured pieces come back, so only lost castling rights
    /// are irreversible; in three-check a check is too (it spends one of the three).
    fn is_irreversible(&self, after: &VariantPosition) -> bool {
        with_rules!(self.variant, |R| R::is_irreversible(self, after))
    }
}

/// The text forms of `san.rs`, `uci.rs` and `fen.rs`, for the generic game code.
impl Notation for VariantPosition {
    /// As its `Display` writes it.
    fn fen(&self) -> String {
        self.to_string()
    }
    fn san(&self, m: Move) -> SanPlus {
        self.variant_san(m)
    }
    fn san_after(&self, m: Move, after: &VariantPosition) -> SanPlus {
        self.variant_san_after(m, after)
    }
    fn uci(&self, m: Move) -> UciMove {
        self.variant_uci(m)
    }
    /// Chess960's position 518 in Chess960 mode, for the variants that have a Chess960 form.
    fn start_position(variant: Variant, mode: CastlingMode) -> Option<VariantPosition> {
        Some(match mode {
            CastlingMode::Chess960 => VariantPosition::chess960(variant, 518)
                .unwrap_or_else(|| VariantPosition::new(variant)),
            CastlingMode::Standard => VariantPosition::new(variant),
        })
    }
    fn in_castling_mode(&self, mode: CastlingMode) -> Option<VariantPosition> {
        VariantPosition::from_setup(self.to_setup(EnPassantMode::Always), self.variant, mode).ok()
    }
    /// Standard chess in `mode`, as `Position` reads it; a variant in the castling mode the
    /// text says ([`VariantPosition::from_fen`]: standard chess where that is legal, Chess960
    /// otherwise, as python-chess falls back on the FEN's castling rights), so an Atomic960
    /// game reads back.
    fn from_variant_fen(
        text: &str,
        variant: Variant,
        mode: CastlingMode,
    ) -> Result<VariantPosition, SetupError> {
        let read = if variant == Variant::Chess {
            VariantPosition::from_fen_in(text, variant, mode)
        } else {
            VariantPosition::from_fen(text, variant)
        };
        read.map_err(|err| match err {
            VariantFenError::Parse(err) => SetupError::Fen(err),
            VariantFenError::Position(err) => SetupError::IllegalPosition(err.kinds().to_string()),
        })
    }
}

/// Standard chess's start position, as python-chess's `Board()`.
///
/// ```
/// use fianchetto_variant::{Variant, VariantPosition};
///
/// assert_eq!(VariantPosition::default(), VariantPosition::new(Variant::Chess));
/// ```
impl Default for VariantPosition {
    fn default() -> VariantPosition {
        VariantPosition::new(Variant::Chess)
    }
}

#[cfg(test)]
mod tests {
    use fianchetto_movegen::history::Window;

    use crate::{Variant, VariantPosition};

    /// python-chess plays crazyhouse without the 50- and 75-move rules, every other variant
    /// with them.
    #[test]
    fn crazyhouse_has_no_move_count_rules() {
        for (variant, applies) in [(Variant::Crazyhouse, false), (Variant::Atomic, true)] {
            let fen = "r3k3/8/8/8/8/8/8/4K2R w - - 150 100";
            let fen = if variant == Variant::Crazyhouse {
                "r3k3/8/8/8/8/8/8/4K2R[] w - - 150 100"
            } else {
                fen
            };
            let pos = VariantPosition::from_fen(fen, variant).expect("legal");
            let window = Window::new(&pos, &[]);
            assert_eq!(window.is_seventyfive_moves(), applies, "{variant:?}");
            assert_eq!(window.is_fifty_moves(), applies, "{variant:?}");
            assert_eq!(window.outcome().is_some(), applies, "{variant:?}");
        }
    }
}
