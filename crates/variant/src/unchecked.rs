//! [`UncheckedVariantPosition`]: movegen's [`UncheckedPosition`] for every variant, the one
//! layer for boards that are not legal positions of their variant (an atomic board with 30
//! knights, racing kings with a changed-colour rook, a crazyhouse board being edited).
//!
//! Its answers are python-chess's on any board: standard chess is movegen's
//! [`UncheckedPosition`]; a variant reuses [`VariantPosition`]'s generic code, which keeps no
//! cached state and so reads any board. Moves are generated one origin square at a time, so
//! that a board with more pieces than a game can hold never outgrows a move list.

use core::ops::{Deref, DerefMut};

use fianchetto_movegen::{Bitboard, CastlingMode, EnPassantMode, Move, UncheckedPosition};

use crate::rules::{VariantRules, with_rules};
use crate::{
    Pockets, RemainingChecks, Variant, VariantFen, VariantMoveList, VariantPosition, VariantSetup,
    VariantStatus,
};

/// Any board of a variant, legal or not: the standard part as movegen's
/// [`UncheckedPosition`] (which it dereferences to, so that an editor edits the pieces, turn,
/// rights and clocks in one place), and the variant's extras.
///
/// ```
/// use fianchetto_variant::movegen::{CastlingMode, Color, Role, Setup, Square, UncheckedPosition};
/// use fianchetto_variant::{UncheckedVariantPosition, Variant};
///
/// // Atomic: a lone black king, White to move (and without a king) is a legal, lost position.
/// let mut setup = Setup::empty();
/// setup.board.set_piece_at(Square::D1, Role::King.of(Color::Black));
/// let pos = UncheckedVariantPosition::new(UncheckedPosition::new(setup, CastlingMode::Standard), Variant::Atomic);
/// assert!(pos.legal().is_some_and(|pos| pos.is_variant_loss()));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UncheckedVariantPosition {
    /// The pieces, turn, castling rights, en passant square and clocks, and the castling mode.
    pub position: UncheckedPosition,
    /// The rules the board is played by.
    pub variant: Variant,
    /// The pieces in hand (crazyhouse).
    pub pockets: Pockets,
    /// The pieces that were pawns (crazyhouse's `~`; kings promoted in antichess).
    pub promoted: Bitboard,
    /// The checks each side has still to give (three-check).
    pub remaining_checks: RemainingChecks,
}

impl Deref for UncheckedVariantPosition {
    type Target = UncheckedPosition;

    fn deref(&self) -> &UncheckedPosition {
        &self.position
    }
}

impl DerefMut for UncheckedVariantPosition {
    fn deref_mut(&mut self) -> &mut UncheckedPosition {
        &mut self.position
    }
}

impl UncheckedVariantPosition {
    /// `position` played by `variant`, with empty hands, nothing promoted and three checks to
    /// go each.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingMode, Setup, UncheckedPosition};
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant};
    ///
    /// let pos = UncheckedVariantPosition::new(UncheckedPosition::new(Setup::initial(), CastlingMode::Standard), Variant::KingOfTheHill);
    /// assert_eq!(pos.remaining_checks.white, 3);
    /// ```
    pub fn new(position: UncheckedPosition, variant: Variant) -> UncheckedVariantPosition {
        UncheckedVariantPosition {
            position,
            variant,
            pockets: Pockets::EMPTY,
            promoted: Bitboard::EMPTY,
            remaining_checks: RemainingChecks::START,
        }
    }

    /// `setup` as a board of `variant`, whatever it holds.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingMode, Setup};
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantSetup};
    ///
    /// let pos = UncheckedVariantPosition::from_setup(VariantSetup::from(Setup::initial()), Variant::Horde, CastlingMode::Standard);
    /// assert!(pos.legal().is_none());
    /// ```
    pub fn from_setup(
        setup: VariantSetup,
        variant: Variant,
        mode: CastlingMode,
    ) -> UncheckedVariantPosition {
        let VariantSetup {
            setup,
            pockets,
            promoted,
            remaining_checks,
        } = setup;
        UncheckedVariantPosition {
            position: UncheckedPosition::new(setup, mode),
            variant,
            pockets,
            promoted,
            remaining_checks,
        }
    }

    /// A legal position as a board to edit (its en passant square kept as it is set).
    ///
    /// ```
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantPosition};
    ///
    /// let pos = UncheckedVariantPosition::from_position(&VariantPosition::new(Variant::Crazyhouse));
    /// assert_eq!(pos.legal().map(|pos| pos.variant()), Some(Variant::Crazyhouse));
    /// ```
    pub fn from_position(pos: &VariantPosition) -> UncheckedVariantPosition {
        UncheckedVariantPosition::from_setup(
            pos.to_setup(EnPassantMode::Always),
            pos.variant,
            pos.mode,
        )
    }

    /// The board as a [`VariantSetup`].
    ///
    /// ```
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantPosition};
    ///
    /// let pos = UncheckedVariantPosition::from_position(&VariantPosition::new(Variant::ThreeCheck));
    /// assert_eq!(pos.to_setup().remaining_checks.white, 3);
    /// ```
    pub fn to_setup(&self) -> VariantSetup {
        VariantSetup {
            setup: self.position.setup.clone(),
            pockets: self.pockets,
            promoted: self.promoted,
            remaining_checks: self.remaining_checks,
        }
    }

    /// The board as the variant's legal position, if it is one (see
    /// [`VariantPosition::from_setup`]).
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingMode, Setup};
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantSetup};
    ///
    /// let pos = UncheckedVariantPosition::from_setup(VariantSetup::from(Setup::initial()), Variant::Atomic, CastlingMode::Standard);
    /// assert!(pos.legal().is_some());
    /// ```
    pub fn legal(&self) -> Option<VariantPosition> {
        VariantPosition::from_setup(self.to_setup(), self.variant, self.position.mode).ok()
    }

    /// python-chess's `status()` of the board under its variant's rules.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingMode, Setup};
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantPositionErrorKinds, VariantSetup};
    ///
    /// let pos = UncheckedVariantPosition::from_setup(VariantSetup::from(Setup::initial()), Variant::RacingKings, CastlingMode::Standard);
    /// assert!(pos.status().kinds().contains(VariantPositionErrorKinds::RACE_MATERIAL));
    /// ```
    pub fn status(&self) -> VariantStatus {
        VariantStatus::of(&self.to_setup(), self.variant, self.position.mode)
    }

    /// The board as a variant position for the generic code, unvalidated, its castling rights
    /// as set (what a move keeps or loses).
    fn as_variant(&self) -> VariantPosition {
        VariantPosition::unchecked(self.to_setup(), self.variant, self.position.mode)
    }

    /// The board as a variant position to generate moves on: only the castling rights that
    /// stand castle (python-chess castles by `clean_castling_rights`), so the generator never
    /// meets a right without its king and rook.
    fn for_moves(&self) -> VariantPosition {
        let mut pos = self.as_variant();
        pos.castling = self.position.clean_castling_rights();
        pos
    }

    /// Whether the side to move is in check by the variant's rules (never in antichess or
    /// racing kings' finished races; in atomic not while the kings touch).
    ///
    /// ```
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantPosition};
    ///
    /// let pos = UncheckedVariantPosition::from_position(&VariantPosition::new(Variant::Atomic));
    /// assert!(!pos.is_check());
    /// ```
    pub fn is_check(&self) -> bool {
        if self.variant == Variant::Chess {
            self.position.checkers().any()
        } else {
            fianchetto_movegen::Rules::is_check(&self.for_moves())
        }
    }

    /// The en passant square as `mode` asks (see [`UncheckedPosition::ep_square`]), a capture
    /// being legal by the variant's rules for [`EnPassantMode::Legal`].
    ///
    /// ```
    /// use fianchetto_variant::movegen::EnPassantMode;
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantPosition};
    ///
    /// let pos = UncheckedVariantPosition::from_position(&VariantPosition::new(Variant::Atomic));
    /// assert_eq!(pos.ep_square(EnPassantMode::Legal), None);
    /// ```
    pub fn ep_square(&self, mode: EnPassantMode) -> Option<fianchetto_movegen::Square> {
        if self.variant == Variant::Chess {
            self.position.ep_square(mode)
        } else {
            self.for_moves().ep_square(mode)
        }
    }

    /// Calls `f` with every pseudo-legal move from `from_mask` to `to_mask`: python-chess's
    /// `generate_pseudo_legal_moves` for the variant (no drops, which are never generated as
    /// pseudo-legal; king promotions in antichess).
    ///
    /// ```
    /// use fianchetto_variant::movegen::Bitboard;
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantPosition};
    ///
    /// let pos = UncheckedVariantPosition::from_position(&VariantPosition::new(Variant::Horde));
    /// let mut count = 0;
    /// pos.for_each_pseudo_legal_move(Bitboard::FULL, Bitboard::FULL, |_| count += 1);
    /// assert_eq!(count, 8);
    /// ```
    pub fn for_each_pseudo_legal_move(
        &self,
        from_mask: Bitboard,
        to_mask: Bitboard,
        mut f: impl FnMut(Move),
    ) {
        if self.variant == Variant::Chess {
            return self
                .position
                .for_each_pseudo_legal_move(from_mask, to_mask, f);
        }
        let pos = self.for_moves();
        let ours = pos.board.by_color(pos.turn) & from_mask;
        with_rules!(self.variant, |R| for from in ours {
            let mut moves = VariantMoveList::new();
            pos.pseudo_legal::<R>(from.into(), to_mask, &mut moves);
            moves.into_iter().for_each(&mut f);
        });
    }

    /// Calls `f` with every legal move by the variant's rules (drops included).
    ///
    /// ```
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantPosition};
    ///
    /// let pos = UncheckedVariantPosition::from_position(&VariantPosition::new(Variant::RacingKings));
    /// let mut count = 0;
    /// pos.for_each_legal_move(|_| count += 1);
    /// assert_eq!(count, 21);
    /// ```
    pub fn for_each_legal_move(&self, mut f: impl FnMut(Move)) {
        if self.variant == Variant::Chess {
            return self.position.for_each_legal_move(f);
        }
        let pos = self.for_moves();
        // One square at a time (a drop's origin is its target): a list never overflows.
        for square in Bitboard::FULL {
            pos.legal_moves_masked(square.into(), Bitboard::FULL)
                .into_iter()
                .filter(|m| m.from() == square)
                .for_each(&mut f);
        }
    }

    /// `true` if `m` is pseudo-legal: one of
    /// [`for_each_pseudo_legal_move`](Self::for_each_pseudo_legal_move)'s moves, or a drop of
    /// a piece in hand onto an empty square (a pawn not on a back rank).
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Move, Role, Square};
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantPosition};
    ///
    /// let pos = UncheckedVariantPosition::from_position(&VariantPosition::new(Variant::Crazyhouse));
    /// assert!(pos.is_pseudo_legal(Move::normal(Square::E2, Square::E4)));
    /// assert!(!pos.is_pseudo_legal(Move::drop(Role::Pawn, Square::E4)));
    /// ```
    pub fn is_pseudo_legal(&self, m: Move) -> bool {
        if let Some(role) = m.drop_role() {
            let to = m.to();
            let pawn_on_backrank =
                role == fianchetto_movegen::Role::Pawn && Bitboard::BACKRANKS.contains(to);
            return with_rules!(self.variant, |R| R::POCKETS)
                && self.pockets.count(self.position.setup.turn, role) > 0
                && !self.position.setup.board.occupied().contains(to)
                && !pawn_on_backrank;
        }
        if self.variant == Variant::Chess {
            return self.position.is_pseudo_legal(m);
        }
        let mut found = false;
        self.for_each_pseudo_legal_move(m.from().into(), m.to().into(), |candidate| {
            found |= candidate == m;
        });
        found
    }

    /// `true` if `m` is legal by the variant's rules.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Move, Square};
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantPosition};
    ///
    /// let pos = UncheckedVariantPosition::from_position(&VariantPosition::new(Variant::RacingKings));
    /// assert!(!pos.is_legal(Move::normal(Square::H2, Square::H4)));
    /// ```
    pub fn is_legal(&self, m: Move) -> bool {
        if self.variant == Variant::Chess {
            return self.position.is_legal(m);
        }
        self.for_moves()
            .legal_moves_masked(m.from().into(), m.to().into())
            .contains(&m)
    }

    /// `true` if the pseudo-legal `m` is not legal (python-chess's `is_into_check` in
    /// standard chess: it leaves the king attacked).
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Move, Square};
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantPosition};
    ///
    /// let pos = UncheckedVariantPosition::from_position(&VariantPosition::new(Variant::Atomic));
    /// assert!(!pos.is_into_check(Move::normal(Square::E2, Square::E4)));
    /// ```
    pub fn is_into_check(&self, m: Move) -> bool {
        if self.variant == Variant::Chess {
            self.position.is_into_check(m)
        } else {
            !self.is_legal(m)
        }
    }

    /// The board after `m`, which should be pseudo-legal, by the variant's rules (explosions,
    /// hands, checks counted).
    ///
    /// ```
    /// use fianchetto_variant::movegen::{EnPassantMode, Move, Square};
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantPosition};
    ///
    /// let pos = UncheckedVariantPosition::from_position(&VariantPosition::new(Variant::Horde));
    /// let after = pos.play(Move::normal(Square::B4, Square::B5));
    /// assert_eq!(after.setup.turn, fianchetto_variant::movegen::Color::Black);
    /// ```
    #[must_use]
    pub fn play(&self, m: Move) -> UncheckedVariantPosition {
        if self.variant == Variant::Chess {
            return UncheckedVariantPosition {
                position: self.position.play(m),
                ..self.clone()
            };
        }
        let after = with_rules!(self.variant, |R| self.as_variant().play_by::<R>(m));
        UncheckedVariantPosition::from_position(&after)
    }

    /// python-chess's `is_irreversible` for the pseudo-legal move `m` (`None`: the null
    /// move): no position before it can come back, as the variant counts (a capture, a pawn
    /// move, lost castling rights, a legal en passant capture given up; in three-check a
    /// check; in crazyhouse, where captured pieces come back, only lost castling rights).
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Move, Square};
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantPosition};
    ///
    /// let pos = UncheckedVariantPosition::from_position(&VariantPosition::new(Variant::Crazyhouse));
    /// assert!(!pos.is_irreversible(Some(Move::normal(Square::E2, Square::E4))));
    /// assert!(pos.is_irreversible(Some(Move::normal(Square::E1, Square::E2))));
    /// ```
    pub fn is_irreversible(&self, m: Option<Move>) -> bool {
        let mut before = self.as_variant();
        before.castling = self.position.clean_castling_rights();
        let gives_up_en_passant = self.ep_square(EnPassantMode::Legal).is_some();
        with_rules!(self.variant, |R| {
            // Where pieces come back to the hand, a lost en passant capture is no loss either.
            let en_passant_lost = gives_up_en_passant && !R::POCKETS;
            match m {
                None => en_passant_lost,
                Some(m) => en_passant_lost || R::is_irreversible(&before, &before.play_by::<R>(m)),
            }
        })
    }

    /// Whether the variant's own rule has ended the game (see
    /// [`VariantPosition::is_variant_end`]), on any board.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingMode, Setup};
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantSetup};
    ///
    /// // Antichess: White has no pieces left, and wins.
    /// let pos = UncheckedVariantPosition::from_setup(VariantSetup::from(Setup::empty()), Variant::Antichess, CastlingMode::Standard);
    /// assert!(pos.is_variant_end() && pos.is_variant_win() && !pos.is_variant_loss());
    /// ```
    pub fn is_variant_end(&self) -> bool {
        self.for_moves().is_variant_end()
    }

    /// Whether the side to move has won by the variant's own rule.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingMode, Setup};
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantSetup};
    ///
    /// let pos = UncheckedVariantPosition::from_setup(VariantSetup::from(Setup::initial()), Variant::Atomic, CastlingMode::Standard);
    /// assert!(!pos.is_variant_win());
    /// ```
    pub fn is_variant_win(&self) -> bool {
        self.for_moves().is_variant_win()
    }

    /// Whether the side to move has lost by the variant's own rule.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingMode, Setup};
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantSetup};
    ///
    /// let pos = UncheckedVariantPosition::from_setup(VariantSetup::from(Setup::initial()), Variant::Atomic, CastlingMode::Standard);
    /// assert!(!pos.is_variant_loss());
    /// ```
    pub fn is_variant_loss(&self) -> bool {
        self.for_moves().is_variant_loss()
    }

    /// Whether the variant's own rule has drawn the game.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingMode, Setup};
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantSetup};
    ///
    /// let pos = UncheckedVariantPosition::from_setup(VariantSetup::from(Setup::initial()), Variant::Atomic, CastlingMode::Standard);
    /// assert!(!pos.is_variant_draw());
    /// ```
    pub fn is_variant_draw(&self) -> bool {
        self.for_moves().is_variant_draw()
    }

    /// Whether `color` cannot win by the variant's rules (pieces in hand counted).
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingMode, Color, Setup};
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantSetup};
    ///
    /// let pos = UncheckedVariantPosition::from_setup(VariantSetup::from(Setup::empty()), Variant::Crazyhouse, CastlingMode::Standard);
    /// assert!(pos.has_insufficient_material(Color::White));
    /// ```
    pub fn has_insufficient_material(&self, color: fianchetto_movegen::Color) -> bool {
        self.for_moves().has_insufficient_material(color)
    }

    /// Whether neither side can win by the variant's rules.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingMode, Setup};
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantSetup};
    ///
    /// let pos = UncheckedVariantPosition::from_setup(VariantSetup::from(Setup::initial()), Variant::Atomic, CastlingMode::Standard);
    /// assert!(!pos.is_insufficient_material());
    /// ```
    pub fn is_insufficient_material(&self) -> bool {
        self.for_moves().is_insufficient_material()
    }

    /// The squares a piece in hand could be dropped on (see
    /// [`VariantPosition::legal_drop_squares`]).
    ///
    /// ```
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantPosition};
    ///
    /// let pos = UncheckedVariantPosition::from_position(&VariantPosition::new(Variant::Crazyhouse));
    /// assert_eq!(pos.legal_drop_squares().len(), 32);
    /// ```
    pub fn legal_drop_squares(&self) -> Bitboard {
        self.for_moves().legal_drop_squares()
    }

    /// The board after a null move: the turn passes, the en passant square goes, the extras
    /// stay.
    ///
    /// ```
    /// use fianchetto_variant::movegen::Color;
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantPosition};
    ///
    /// let pos = UncheckedVariantPosition::from_position(&VariantPosition::new(Variant::Atomic));
    /// assert_eq!(pos.play_null().setup.turn, Color::Black);
    /// ```
    #[must_use]
    pub fn play_null(&self) -> UncheckedVariantPosition {
        UncheckedVariantPosition {
            position: self.position.play_null(),
            ..self.clone()
        }
    }

    /// The board as FEN as python-chess writes it for the variant: the castling rights that
    /// stand, the en passant square where a capture is legal, and the variant's fields.
    ///
    /// ```
    /// use fianchetto_variant::{UncheckedVariantPosition, Variant, VariantPosition};
    ///
    /// let pos = UncheckedVariantPosition::from_position(&VariantPosition::new(Variant::ThreeCheck));
    /// assert_eq!(pos.fen().to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1");
    /// ```
    pub fn fen(&self) -> VariantFen {
        let mut setup = self.to_setup();
        setup.setup.castling_rights = self.position.clean_castling_rights();
        setup.setup.ep_square = self.ep_square(EnPassantMode::Legal);
        VariantFen {
            variant: self.variant,
            setup,
        }
    }
}
