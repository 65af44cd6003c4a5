//! How a variant game ends: the variant's own rule (python-chess's `is_variant_end` and its
//! win, loss and draw, all from the side to move's view), then checkmate, insufficient
//! material, stalemate and the 75-move rule, in python-chess's `outcome()` order.

use fianchetto_movegen::{Color, Outcome, Termination};

use crate::VariantPosition;
use crate::rules::{VariantRules, with_rules};

impl VariantPosition {
    /// `true` if the variant's own rule has ended the game (a king exploded or on the hill,
    /// the third check, no pieces left in antichess or horde, a king home in racing kings).
    /// An antichess side without moves has won too, but python-chess does not count that as a
    /// variant end: see [`variant_outcome`](VariantPosition::variant_outcome).
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Move, Square};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let mut pos = VariantPosition::new(Variant::ThreeCheck);
    /// assert!(!pos.is_variant_end());
    /// // 1. e4 d5 2. Bb5+ c6 3. Bxc6+ Nxc6 4. Qh5 a6 5. Qxf7+: the third check.
    /// for (from, to) in [(Square::E2, Square::E4), (Square::D7, Square::D5),
    ///                    (Square::F1, Square::B5), (Square::C7, Square::C6),
    ///                    (Square::B5, Square::C6), (Square::B8, Square::C6),
    ///                    (Square::D1, Square::H5), (Square::A7, Square::A6),
    ///                    (Square::H5, Square::F7)] {
    ///     pos = pos.play(Move::normal(from, to))?;
    /// }
    /// assert!(pos.is_variant_end());
    /// assert_eq!(pos.remaining_checks().white, 0);
    /// # Ok::<(), fianchetto_variant::movegen::IllegalMoveError>(())
    /// ```
    pub fn is_variant_end(&self) -> bool {
        with_rules!(self.variant, |R| R::is_variant_end(self))
    }

    /// The result of the variant's own rule, if it ended the game: python-chess's
    /// `is_variant_loss`, `is_variant_win` and `is_variant_draw`, asked in that order, with
    /// [`Termination::VariantLoss`] and [`Termination::VariantWin`] from the side to move's
    /// view. Antichess's win by having no moves left (stalemate) counts here.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Color, Move, Square, Termination};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let mut pos = VariantPosition::new(Variant::KingOfTheHill);
    /// assert_eq!(pos.variant_outcome(), None);
    /// for (from, to) in [(Square::E2, Square::E3), (Square::E7, Square::E6),
    ///                    (Square::E1, Square::E2), (Square::E8, Square::E7),
    ///                    (Square::E2, Square::D3), (Square::E7, Square::D6),
    ///                    (Square::D3, Square::D4)] {
    ///     pos = pos.play(Move::normal(from, to))?;
    /// }
    /// let outcome = pos.variant_outcome().expect("the white king is on the hill");
    /// // Black, to move, has lost.
    /// assert_eq!(outcome.termination, Termination::VariantLoss);
    /// assert_eq!(outcome.winner, Some(Color::White));
    /// # Ok::<(), fianchetto_variant::movegen::IllegalMoveError>(())
    /// ```
    pub fn variant_outcome(&self) -> Option<Outcome> {
        with_rules!(self.variant, |R| self.variant_outcome_by::<R>())
    }

    /// python-chess's `is_variant_win`: the side to move has won by the variant's own rule
    /// (its opponent's king exploded or home first, no pieces or no moves left in antichess).
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// // Antichess: Black, to move, has no pieces left.
    /// let pos = VariantPosition::from_fen("8/8/8/8/8/8/8/4K3 b - - 0 1", Variant::Antichess)?;
    /// assert!(pos.is_variant_win());
    /// assert!(!pos.is_variant_loss() && !pos.is_variant_draw());
    /// # Ok::<(), fianchetto_variant::VariantFenError>(())
    /// ```
    pub fn is_variant_win(&self) -> bool {
        with_rules!(self.variant, |R| R::is_variant_win(self))
    }

    /// python-chess's `is_variant_loss`: the side to move has lost by the variant's own rule
    /// (its king exploded or took the third check, the opponent's king is home).
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// // Racing kings: Black's king is home and White's cannot follow.
    /// let pos = VariantPosition::from_fen("1k6/6K1/8/8/8/8/8/8 w - - 0 1", Variant::RacingKings)?;
    /// assert!(pos.is_variant_loss());
    /// # Ok::<(), fianchetto_variant::VariantFenError>(())
    /// ```
    pub fn is_variant_loss(&self) -> bool {
        with_rules!(self.variant, |R| R::is_variant_loss(self))
    }

    /// python-chess's `is_variant_draw`: the variant's own rule drew the game (both kings home
    /// in racing kings; no moves with as many pieces as the opponent in suicide chess).
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::from_fen("8/8/8/2q5/2P5/8/8/8 w - - 0 1", Variant::Suicide)?;
    /// assert!(pos.is_variant_draw());
    /// # Ok::<(), fianchetto_variant::VariantFenError>(())
    /// ```
    pub fn is_variant_draw(&self) -> bool {
        with_rules!(self.variant, |R| R::is_variant_draw(self))
    }

    fn variant_outcome_by<R: VariantRules>(&self) -> Option<Outcome> {
        let (termination, winner) = if R::is_variant_loss(self) {
            (Termination::VariantLoss, Some(!self.turn))
        } else if R::is_variant_win(self) {
            (Termination::VariantWin, Some(self.turn))
        } else if R::is_variant_draw(self) {
            (Termination::VariantDraw, None)
        } else {
            return None;
        };
        Some(Outcome {
            termination,
            winner,
        })
    }

    /// `true` if the side to move is checkmated: in check with no legal move.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Move, Square};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let mut pos = VariantPosition::new(Variant::Crazyhouse);
    /// for (from, to) in [(Square::F2, Square::F3), (Square::E7, Square::E5),
    ///                    (Square::G2, Square::G4), (Square::D8, Square::H4)] {
    ///     pos = pos.play(Move::normal(from, to))?;
    /// }
    /// assert!(pos.is_checkmate());
    /// # Ok::<(), fianchetto_variant::movegen::IllegalMoveError>(())
    /// ```
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    /// `true` if the side to move has no legal move and is not in check (outside a variant
    /// end; in atomic, not after losing its king either).
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// assert!(!VariantPosition::new(Variant::Antichess).is_stalemate());
    /// ```
    pub fn is_stalemate(&self) -> bool {
        with_rules!(self.variant, |R| self.is_stalemate_by::<R>())
    }

    /// [`is_stalemate`](VariantPosition::is_stalemate) by `R`'s rules. (python-chess's atomic
    /// adds "not a variant loss", which the variant end covers: a side without its king.)
    pub(crate) fn is_stalemate_by<R: VariantRules>(&self) -> bool {
        !self.checkers_by::<R>().any()
            && !R::is_variant_end(self)
            && self.legal_move_count_by::<R>() == 0
    }

    /// How the game has ended on the board, as python-chess's `outcome()` says without claims:
    /// the variant's own rule ([`variant_outcome`](VariantPosition::variant_outcome)), then
    /// checkmate, insufficient material, no legal moves (stalemate), and the 75-move rule (150
    /// half-moves with a legal move left; never in crazyhouse). Fivefold repetition needs the
    /// game's history, which a position does not have.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingMode, Color, Move, Role, Setup, Square, Termination};
    /// use fianchetto_variant::{Variant, VariantPosition, VariantSetup};
    ///
    /// assert_eq!(VariantPosition::new(Variant::RacingKings).outcome(), None);
    ///
    /// // Racing kings: White's king reaches the eighth rank first, Black's one move later.
    /// let mut setup = Setup::empty();
    /// setup.board.set_piece_at(Square::G7, Role::King.of(Color::White));
    /// setup.board.set_piece_at(Square::A7, Role::King.of(Color::Black));
    /// let setup = VariantSetup::from(setup);
    /// let mut pos = VariantPosition::from_setup(setup, Variant::RacingKings, CastlingMode::Standard)?;
    /// pos = pos.play(Move::normal(Square::G7, Square::G8))?;
    /// assert_eq!(pos.outcome(), None); // Black may still draw by reaching the eighth rank
    /// pos = pos.play(Move::normal(Square::A7, Square::A8))?;
    /// let outcome = pos.outcome().expect("both kings are home");
    /// assert_eq!((outcome.termination, outcome.winner), (Termination::VariantDraw, None));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        with_rules!(self.variant, |R| self.outcome_by::<R>())
    }

    fn outcome_by<R: VariantRules>(&self) -> Option<Outcome> {
        if let Some(outcome) = self.variant_outcome_by::<R>() {
            return Some(outcome);
        }
        let insufficient = |color| R::has_insufficient_material(self, color);
        Outcome::on_board(
            self.turn,
            self.checkers_by::<R>().any(),
            self.legal_move_count_by::<R>() != 0,
            || insufficient(Color::White) && insufficient(Color::Black),
            self.halfmoves >= 150 && R::MOVE_COUNT_RULES,
        )
    }
}
