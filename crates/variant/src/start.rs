//! The start positions: each variant's own ([`VariantPosition::new`]) and the Chess960 ones
//! ([`VariantPosition::chess960`]).

use core::num::NonZeroU32;

use fianchetto_movegen::{Bitboard, CastlingMode, Color, Setup};

use crate::rules::{VariantRules, with_rules};
use crate::{Pockets, RemainingChecks, Variant, VariantPosition, VariantSetup};

impl VariantPosition {
    /// The variant's starting position, as python-chess's `starting_fen` has it: the standard
    /// one (with empty pockets in crazyhouse, `3+3` checks to go in three-check, and no castling
    /// rights in antichess), horde's 36 pawns against Black's army (Black may castle), racing
    /// kings' two rows with no castling.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Bitboard, Color, Role};
    /// use fianchetto_variant::{Variant, VariantPosition};
    /// use fianchetto_variant::movegen::Rules;
    ///
    /// let horde = VariantPosition::new(Variant::Horde);
    /// assert_eq!(horde.board().by_piece(Role::Pawn.of(Color::White)).len(), 36);
    /// assert_eq!(horde.legal_moves().len(), 8);
    /// let race = VariantPosition::new(Variant::RacingKings);
    /// assert_eq!(race.legal_moves().len(), 21);
    /// assert_eq!(VariantPosition::new(Variant::Antichess).castling_rights(), Bitboard::EMPTY);
    /// ```
    pub fn new(variant: Variant) -> VariantPosition {
        with_rules!(variant, |R| VariantPosition::new_by::<R>())
    }

    fn new_by<R: VariantRules>() -> VariantPosition {
        VariantPosition {
            variant: R::VARIANT,
            board: R::start_board(),
            turn: Color::White,
            castling: R::START_CASTLING,
            ep_square: None,
            halfmoves: 0,
            fullmoves: NonZeroU32::MIN,
            mode: CastlingMode::Standard,
            pockets: Pockets::EMPTY,
            promoted: Bitboard::EMPTY,
            remaining_checks: RemainingChecks::START,
        }
    }

    /// Chess960 start position `number` (0..960) for the variant, where python-chess allows
    /// one (every variant but horde and racing kings); `None` otherwise. As python-chess's
    /// `from_chess960_pos`: both sides may castle with both rooks, in
    /// [`CastlingMode::Chess960`], except in antichess, which has no castling.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Bitboard, CastlingMode};
    /// use fianchetto_variant::{Variant, VariantPosition};
    /// use fianchetto_variant::movegen::Rules;
    ///
    /// let pos = VariantPosition::chess960(Variant::Atomic, 0).expect("0 is below 960");
    /// assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
    /// assert_eq!(pos.castling_rights().len(), 4);
    /// let anti = VariantPosition::chess960(Variant::Antichess, 0).expect("0 is below 960");
    /// assert_eq!(anti.castling_rights(), Bitboard::EMPTY);
    /// assert!(VariantPosition::chess960(Variant::Horde, 0).is_none());
    /// assert!(VariantPosition::chess960(Variant::Chess, 960).is_none());
    /// ```
    pub fn chess960(variant: Variant, number: u16) -> Option<VariantPosition> {
        let (allowed, castles) =
            with_rules!(variant, |R| (R::CHESS960_START, R::START_CASTLING.any()));
        if !allowed {
            return None;
        }
        let mut setup = Setup::chess960(number)?;
        if !castles {
            setup.castling_rights = Bitboard::EMPTY;
        }
        VariantPosition::from_setup(VariantSetup::from(setup), variant, CastlingMode::Chess960).ok()
    }
}
