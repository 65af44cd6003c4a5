//! [`Position::from_setup`]: the checks that turn an unvalidated [`Setup`] into a legal
//! [`Position`], or name every reason it is not one.

use fianchetto_bitboard::rays;

use crate::{
    Bitboard, Board, CastlingMode, CastlingSide, Color, File, Position, PositionError,
    PositionErrorKinds, Role, Setup, Square,
};

/// Splits `rights` into the valid ones (for each color and side the outermost rook that stands
/// with its king in place) and whether anything had to be dropped.
pub(crate) fn valid_castling(
    board: &Board,
    rights: Bitboard,
    mode: CastlingMode,
) -> (Bitboard, bool) {
    let mut valid = Bitboard::EMPTY;
    for color in Color::ALL {
        let backrank = Bitboard::backrank(color);
        // The castling king: in standard chess one on its e-file square, in Chess960 the
        // highest on the back rank (as python-chess counts on the boards with several kings
        // that only `UncheckedPosition` holds).
        let kings = board.kings() & board.by_color(color) & backrank;
        let king = match mode {
            CastlingMode::Standard => (kings & Bitboard::from_file(File::E)).first(),
            CastlingMode::Chess960 => kings.last(),
        };
        let Some(king) = king else {
            continue;
        };
        let mut rooks = rights & backrank & board.by_piece(Role::Rook.of(color));
        if mode == CastlingMode::Standard {
            rooks &= Bitboard::CORNERS;
        }
        for side in CastlingSide::ALL {
            let outermost = match side {
                CastlingSide::KingSide => rooks.into_iter().rfind(|r| r.file() > king.file()),
                CastlingSide::QueenSide => rooks.into_iter().find(|r| r.file() < king.file()),
            };
            if let Some(rook) = outermost {
                valid |= rook;
            }
        }
    }
    (valid, valid != rights)
}

/// `true` if `color`'s pieces beyond the starting set (a third knight or rook, a second queen, a
/// second bishop on one square color) are no more than its missing pawns, each of which may
/// have promoted.
fn explained_by_promotions(board: &Board, color: Color) -> bool {
    let ours = board.by_color(color);
    let count = |set: Bitboard| (set & ours).len();
    let extra = |set: Bitboard, start: usize| count(set).saturating_sub(start);
    let promoted = extra(board.knights(), 2)
        + extra(board.bishops() & Bitboard::LIGHT_SQUARES, 1)
        + extra(board.bishops() & Bitboard::DARK_SQUARES, 1)
        + extra(board.rooks(), 2)
        + extra(board.queens(), 1);
    promoted <= 8usize.saturating_sub(count(board.pawns()))
}

/// `true` if `ep` is the square a pawn of the side not to move (`!turn`) has just skipped.
pub(crate) fn valid_ep_square(board: &Board, turn: Color, ep: Square) -> bool {
    let rank = Bitboard::RANKS[turn.fold(5, 2)];
    let pushed_to = Bitboard::from(ep).shift_forward(!turn);
    let pushed_from = Bitboard::from(ep).shift_forward(turn);
    rank.contains(ep)
        && !board.occupied().contains(ep)
        && (board.occupied() & pushed_from).is_empty()
        && pushed_to.is_subset(board.by_piece(Role::Pawn.of(!turn)))
}

/// `false` when the checkers of `turn`'s king on `king` could not have come from any single
/// move (`ep`: a valid en passant square, whose double step must explain them).
fn possible_checkers(
    board: &Board,
    turn: Color,
    king: Square,
    checkers: Bitboard,
    ep: Option<Square>,
) -> bool {
    if checkers.is_empty() {
        return true;
    }
    if checkers.len() > 2 {
        return false;
    }
    let sliders = board.rooks_and_queens() | board.bishops_and_queens();
    if let Some(ep) = ep {
        // The pawn that just double-stepped gave the check, or uncovered it from its origin.
        let pushed_to = Bitboard::from(ep).shift_forward(!turn);
        let pushed_from = Bitboard::from(ep).shift_forward(turn);
        let explained = checkers.into_iter().all(|checker| {
            pushed_to.contains(checker) || (rays::between(king, checker) & pushed_from).any()
        });
        if !explained {
            return false;
        }
    }
    if checkers.more_than_one() {
        // A double check is one piece moving and uncovering a slider: at least one slider, and
        // never two on one line through the king (the mover would have crossed the king).
        let (Some(a), Some(b)) = (checkers.first(), checkers.last()) else {
            return false;
        };
        if (checkers & sliders).is_empty() || rays::aligned(a, b, king) {
            return false;
        }
    }
    true
}

impl Position {
    /// Validates `setup` under the castling rules of `mode`.
    ///
    /// Refuses (with every reason that applies, see [`PositionErrorKinds`]): a side without a
    /// king or with several, more than 16 pieces or 8 pawns of one color, more promoted pieces
    /// than missing pawns, pawns on the back rank, the side not to move in check, checks no move
    /// could have given, castling rights without king and rook in place (in standard chess: the
    /// king on its e-file square, the rook in its corner), and an en passant square no pawn has
    /// just skipped. The error hands the
    /// setup back and can retry ignoring some reasons.
    ///
    /// ```
    /// use fianchetto_movegen::{Board, CastlingMode, Color, Position, PositionErrorKinds, Role, Setup, Square};
    ///
    /// let mut setup = Setup::empty();
    /// setup.board.set_piece_at(Square::E1, Role::King.of(Color::White));
    /// let err = Position::from_setup(setup.clone(), CastlingMode::Standard).unwrap_err();
    /// assert_eq!(err.kinds(), PositionErrorKinds::MISSING_KING);
    /// assert_eq!(err.to_string(), "illegal position: missing king");
    /// assert_eq!(err.into_setup(), setup);
    /// ```
    pub fn from_setup(setup: Setup, mode: CastlingMode) -> Result<Position, PositionError> {
        Position::validate(setup, mode, PositionErrorKinds::empty())
    }

    pub(crate) fn validate(
        setup: Setup,
        mode: CastlingMode,
        ignored: PositionErrorKinds,
    ) -> Result<Position, PositionError> {
        let board = setup.board;
        let mut kinds = PositionErrorKinds::empty();
        for color in Color::ALL {
            if board.by_color(color).len() > 16 {
                kinds |= PositionErrorKinds::TOO_MANY_PIECES;
            }
            if board.by_piece(Role::Pawn.of(color)).len() > 8 {
                kinds |= PositionErrorKinds::TOO_MANY_PAWNS;
            } else if !explained_by_promotions(&board, color) {
                kinds |= PositionErrorKinds::IMPOSSIBLE_MATERIAL;
            }
            match board.by_piece(Role::King.of(color)).len() {
                0 => kinds |= PositionErrorKinds::MISSING_KING,
                1 => {}
                _ => kinds |= PositionErrorKinds::TOO_MANY_KINGS,
            }
        }
        if (board.pawns() & Bitboard::BACKRANKS).any() {
            kinds |= PositionErrorKinds::PAWNS_ON_BACKRANK;
        }

        let (castling, bad_castling) = valid_castling(&board, setup.castling_rights, mode);
        if bad_castling {
            kinds |= PositionErrorKinds::BAD_CASTLING_RIGHTS;
        }
        let ep_square = match setup.ep_square {
            Some(ep) if valid_ep_square(&board, setup.turn, ep) => Some(ep),
            Some(_) => {
                kinds |= PositionErrorKinds::INVALID_EP_SQUARE;
                None
            }
            None => None,
        };

        let error = |kinds: PositionErrorKinds| PositionError {
            setup: setup.clone(),
            mode,
            kinds,
            ignored,
        };
        if kinds.contains(PositionErrorKinds::MISSING_KING)
            || kinds.contains(PositionErrorKinds::TOO_MANY_KINGS)
        {
            return Err(error(kinds.difference(ignored)));
        }

        let mut pos = Position {
            board,
            castling,
            hash: 0,
            checkers: Bitboard::EMPTY,
            pinned: Bitboard::EMPTY,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            turn: setup.turn,
            ep_square,
            mode,
        };
        pos.update_checks_and_pins();
        if let Some(their_king) = board.king_of(!setup.turn)
            && pos
                .board
                .attackers(their_king, setup.turn, board.occupied())
                .any()
        {
            kinds |= PositionErrorKinds::OPPOSITE_CHECK;
        }
        if !possible_checkers(
            &pos.board,
            pos.turn,
            pos.our_king(),
            pos.checkers,
            pos.ep_square,
        ) {
            kinds |= PositionErrorKinds::IMPOSSIBLE_CHECK;
        }

        let kinds = kinds.difference(ignored);
        if !kinds.is_empty() {
            return Err(error(kinds));
        }
        pos.hash = pos.compute_hash();
        if cfg!(debug_assertions) {
            pos.assert_invariants(true);
        }
        Ok(pos)
    }
}
