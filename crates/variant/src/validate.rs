//! [`VariantPosition::from_setup`]: python-chess's `status()` for each variant, and the checks
//! it leaves out (pockets, remaining checks, promoted marks).

use fianchetto_movegen::{Bitboard, Board, CastlingMode, Color, Role, Square, rays};

use crate::rules::{VariantRules, with_rules};
use crate::status::PerColor;
use crate::{
    Variant, VariantPosition, VariantPositionError, VariantPositionErrorKinds as Kinds,
    VariantSetup,
};

impl VariantPosition {
    /// Validates `setup` under `variant`'s rules, as python-chess's `status()` for the variant
    /// does, and what it leaves unchecked: no king in hand, pockets and promoted marks only
    /// where the variant keeps them, remaining checks of 3 at most (3 each outside three-check).
    ///
    /// In crazyhouse the board and the hands may hold at most 32 pieces and 16 pawns together
    /// (python-chess checks that only once a color has more than 16 pieces or 8 pawns on the
    /// board; a game never exceeds it, and it bounds the number of moves). Horde's White may
    /// have 36 pieces, pawns on its first rank and no king; atomic's side to move may have lost
    /// its king; antichess needs no king and has no check; racing kings has no check, no pawns
    /// and no more pieces of a kind than its start. Castling rights must be exactly the rights
    /// python-chess keeps (`clean_castling_rights`), the en passant square one a pawn has just
    /// skipped. Standard chess follows python-chess's `Board.status()` too, which accepts a
    /// little more than `fianchetto_movegen::Position::from_setup` (more promoted pieces than
    /// missing pawns, say).
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingMode, Color, Role, Setup, Square};
    /// use fianchetto_variant::{Variant, VariantPosition, VariantPositionErrorKinds, VariantSetup};
    ///
    /// let mut setup = VariantSetup::from(Setup::initial());
    /// setup.remaining_checks.white = 4;
    /// let err = VariantPosition::from_setup(setup.clone(), Variant::ThreeCheck, CastlingMode::Standard)
    ///     .unwrap_err();
    /// assert_eq!(err.to_string(), "invalid remaining checks: more than 3");
    ///
    /// setup.remaining_checks.white = 1;
    /// let pos = VariantPosition::from_setup(setup, Variant::ThreeCheck, CastlingMode::Standard)?;
    /// assert_eq!(pos.remaining_checks().white, 1);
    /// # Ok::<(), fianchetto_variant::VariantPositionError>(())
    /// ```
    ///
    /// # Errors
    /// [`VariantPositionError`], naming what is impossible (pockets, remaining checks, piece
    /// counts, kings, check, castling rights, en passant square).
    pub fn from_setup(
        setup: VariantSetup,
        variant: Variant,
        mode: CastlingMode,
    ) -> Result<VariantPosition, VariantPositionError> {
        let pos = VariantPosition::unchecked(setup, variant, mode);
        let kinds = with_rules!(variant, |R| pos.extras_status::<R>() | pos.status::<R>());
        if kinds.is_empty() {
            Ok(pos)
        } else {
            Err(VariantPositionError { kinds, variant })
        }
    }

    /// `setup` as a position of `variant`, unchecked: only for validation to look at.
    pub(crate) fn unchecked(
        setup: VariantSetup,
        variant: Variant,
        mode: CastlingMode,
    ) -> VariantPosition {
        let VariantSetup {
            setup,
            pockets,
            promoted,
            remaining_checks,
        } = setup;
        VariantPosition {
            variant,
            board: setup.board,
            turn: setup.turn,
            castling: setup.castling_rights,
            ep_square: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            mode,
            pockets,
            promoted,
            remaining_checks,
        }
    }

    /// What python-chess does not check: the variant's extra data.
    fn extras_status<R: VariantRules>(&self) -> Kinds {
        let mut kinds = Kinds::empty();
        if R::POCKETS {
            if Color::ALL
                .into_iter()
                .any(|color| self.pockets.count(color, Role::King) > 0)
            {
                kinds |= Kinds::KING_IN_POCKET;
            }
            let (pieces, pawns) = self.on_board_and_in_hand();
            if pieces > 32 || pawns > 16 {
                kinds |= Kinds::TOO_MANY_IN_HAND;
            }
        } else if !self.pockets.is_empty() {
            kinds |= Kinds::POCKETS_OUTSIDE_CRAZYHOUSE;
        }

        let checks = self.remaining_checks;
        if R::REMAINING_CHECKS {
            if checks.white > 3 || checks.black > 3 {
                kinds |= Kinds::TOO_MANY_REMAINING_CHECKS;
            }
        } else if checks != crate::RemainingChecks::START {
            kinds |= Kinds::CHECKS_OUTSIDE_THREE_CHECK;
        }
        kinds | R::promoted_status(self)
    }

    /// python-chess's `status()` for the variant: the base checks, then what the variant clears
    /// or adds.
    fn status<R: VariantRules>(&self) -> Kinds {
        let (mut kinds, per_color) = self.status_by_color::<R>();
        if per_color.no_king.contains(&true) {
            kinds |= Kinds::MISSING_KING;
        }
        if per_color.too_many_pieces.contains(&true) {
            kinds |= Kinds::TOO_MANY_PIECES;
        }
        if per_color.too_many_pawns.contains(&true) {
            kinds |= Kinds::TOO_MANY_PAWNS;
        }
        kinds
    }

    /// [`Self::status`] with the reasons that name a color kept apart by color (and not yet in
    /// the set).
    pub(crate) fn status_by_color<R: VariantRules>(&self) -> (Kinds, PerColor) {
        let board = &self.board;
        let mut kinds = Kinds::empty();
        let mut per_color = PerColor::default();

        if board.occupied().is_empty() {
            kinds |= Kinds::EMPTY_BOARD;
        }
        for color in Color::ALL {
            let ours = board.by_color(color);
            per_color.no_king[color as usize] = (ours & board.kings()).is_empty();
            per_color.too_many_pieces[color as usize] = ours.len() > 16;
            per_color.too_many_pawns[color as usize] = (ours & board.pawns()).len() > 8;
        }
        if board.kings().len() > 2 {
            kinds |= Kinds::TOO_MANY_KINGS;
        }
        if (board.pawns() & Bitboard::BACKRANKS).any() {
            kinds |= Kinds::PAWNS_ON_BACKRANK;
        }
        if self.castling != self.clean_castling_rights() {
            kinds |= Kinds::BAD_CASTLING_RIGHTS;
        }
        let valid_ep = self.valid_ep_square();
        if self.ep_square != valid_ep {
            kinds |= Kinds::INVALID_EP_SQUARE;
        }
        if self.was_into_check_by::<R>() {
            kinds |= Kinds::OPPOSITE_CHECK;
        }
        let checkers = self.checkers_by::<R>();
        kinds |= self.checkers_status::<R>(checkers, valid_ep);
        R::adjust_status(self, &mut kinds, &mut per_color, checkers, valid_ep);
        (kinds, per_color)
    }

    /// The pieces, and the pawns, on the board and in both hands together: crazyhouse's bound
    /// of 32 and 16, which python-chess's `status()` and [`Self::extras_status`] both use.
    pub(crate) fn on_board_and_in_hand(&self) -> (usize, usize) {
        let pockets = &self.pockets;
        let pieces =
            self.board.occupied().len() + pockets.len(Color::White) + pockets.len(Color::Black);
        let pawns = self.board.pawns().len()
            + usize::from(pockets.count(Color::White, Role::Pawn))
            + usize::from(pockets.count(Color::Black, Role::Pawn));
        (pieces, pawns)
    }

    /// python-chess's checks of the checkers: at most two, and only a check one move could have
    /// given (with a valid en passant square: the pushed pawn gave it, or uncovered it).
    fn checkers_status<R: VariantRules>(
        &self,
        checkers: Bitboard,
        valid_ep: Option<Square>,
    ) -> Kinds {
        let mut kinds = Kinds::empty();
        if checkers.is_empty() {
            return kinds;
        }
        if checkers.len() > 2 {
            kinds |= Kinds::TOO_MANY_CHECKERS;
        }
        let our_kings = self.board.by_piece(Role::King.of(self.turn)) - self.promoted;
        let impossible = match valid_ep {
            Some(ep) => {
                let pushed_to = Square::new(ep as u32 ^ 8);
                let pushed_from = Square::new(ep as u32 ^ 24);
                let occupied_before = (self.board.occupied() - pushed_to) | pushed_from;
                checkers.len() > 1
                    || (checkers.last() != Some(pushed_to)
                        && R::attacked_for_king(self, our_kings, occupied_before))
            }
            None => {
                checkers.len() > 2
                    || match (checkers.first(), checkers.last()) {
                        (Some(a), Some(b)) if checkers.len() == 2 => {
                            (rays::line(a, b) & our_kings).any()
                        }
                        _ => false,
                    }
            }
        };
        if impossible {
            kinds |= Kinds::IMPOSSIBLE_CHECK;
        }
        kinds
    }

    /// `true` if the side not to move is in check: python-chess's `was_into_check`, which
    /// antichess never is, nor atomic while the kings touch.
    pub(crate) fn was_into_check_by<R: VariantRules>(&self) -> bool {
        R::has_check(self)
            && self.king_of(!self.turn).is_some_and(|king| {
                self.board
                    .attackers(king, self.turn, self.board.occupied())
                    .any()
            })
    }

    /// The castling rights python-chess keeps of `self.castling` (`clean_castling_rights`):
    /// rooks of the right color on their back rank with an unpromoted king there; in standard
    /// chess only the corner rooks with the king on the e-file; in Chess960 the lowest right
    /// left of the king and the highest right of it.
    fn clean_castling_rights(&self) -> Bitboard {
        let board = &self.board;
        let mut clean = Bitboard::EMPTY;
        for color in Color::ALL {
            match self.mode {
                CastlingMode::Standard => {
                    let backrank = Bitboard::backrank(color);
                    let rights = self.castling & board.by_piece(Role::Rook.of(color)) & backrank;
                    let kings = (board.by_piece(Role::King.of(color)) & backrank) - self.promoted;
                    if kings.contains(Square::E1.relative_to(color)) {
                        clean |= rights & Bitboard::CORNERS;
                    }
                }
                CastlingMode::Chess960 => {
                    let (a_side, h_side) =
                        chess960_castling_rooks(board, self.promoted, self.castling, color);
                    for rook in a_side.into_iter().chain(h_side) {
                        clean |= rook;
                    }
                }
            }
        }
        clean
    }

    /// The en passant square if a pawn of the side not to move has just skipped it
    /// (python-chess's `_valid_ep_square`).
    fn valid_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        let board = &self.board;
        let ep_rank = Bitboard::RANKS[self.turn.fold(5, 2)];
        let square = Bitboard::from(ep);
        let pushed_to = square.shift_forward(!self.turn);
        let pushed_from = square.shift_forward(self.turn);
        let valid = ep_rank.contains(ep)
            && (board.by_piece(Role::Pawn.of(!self.turn)) & pushed_to).any()
            && !board.occupied().contains(ep)
            && (board.occupied() & pushed_from).is_empty();
        valid.then_some(ep)
    }

    /// python-chess's standard `_attacked_for_king`: `true` if an enemy piece attacks a square
    /// of `path` through `occupied` (what [`VariantRules::attacked_for_king`] changes).
    #[inline]
    pub(crate) fn attacked_for_king_standard(&self, path: Bitboard, occupied: Bitboard) -> bool {
        let them = !self.turn;
        path.into_iter()
            .any(|square| self.board.attackers(square, them, occupied).any())
    }
}

/// The rooks whose castling rights python-chess keeps for `color` in Chess960
/// (`clean_castling_rights`): of the rights on `color`'s rooks on its back rank, the lowest left
/// of its highest unpromoted king there and the highest right of it. Validation keeps only
/// these; FEN writing asks whether they are Chess960's.
pub(crate) fn chess960_castling_rooks(
    board: &Board,
    promoted: Bitboard,
    castling: Bitboard,
    color: Color,
) -> (Option<Square>, Option<Square>) {
    let backrank = Bitboard::backrank(color);
    let rights = castling & board.by_piece(Role::Rook.of(color)) & backrank;
    let Some(king) = ((board.by_piece(Role::King.of(color)) & backrank) - promoted).last() else {
        return (None, None);
    };
    (
        rights.first().filter(|&rook| rook < king),
        rights.last().filter(|&rook| rook > king),
    )
}
