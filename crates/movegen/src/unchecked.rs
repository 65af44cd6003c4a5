//! [`UncheckedPosition`]: any [`Setup`], legal or not, with the moves and checks that make sense
//! on it: the editable board of a GUI or a binding (python-chess's `Board`, chess.js's `put`
//! and `remove`), which must hold a board without kings, with nine pawns or with the side not
//! to move in check, say what is wrong with it ([`UncheckedPosition::status`]) and still move
//! its pieces.
//!
//! It never fails to construct and never assumes a king. Legal positions should use
//! [`Position`](crate::Position), which is much faster; this type is for the boards `Position`
//! refuses. Its moves are python-chess's on any board: pseudo-legal moves are each piece's
//! moves ignoring checks (castling only through unattacked squares), and a move is legal when
//! it does not leave the king of the side to move attacked (the highest king, where a side
//! has several; every pseudo-legal move where it has none).

use core::num::NonZeroU32;
use core::ops::ControlFlow;

use fianchetto_bitboard::{attacks, rays};

use crate::sliders::{bishop_attacks, rook_attacks};
use crate::validate::{valid_castling, valid_ep_square};
use crate::{
    Bitboard, CastlingMode, CastlingSide, Color, EnPassantMode, Move, MoveKind, PositionErrorKinds,
    Rank, Role, Setup, Square,
};

/// A [`Setup`] and its [`CastlingMode`], unvalidated: any board, with python-chess's moves on
/// it. Edit it through [`UncheckedPosition::setup`].
///
/// ```
/// use fianchetto_movegen::{CastlingMode, Color, PositionErrorKinds, Role, Setup, Square, UncheckedPosition};
///
/// // A lone white king: no legal position, but it still moves.
/// let mut setup = Setup::empty();
/// setup.board.set_piece_at(Square::A1, Role::King.of(Color::White));
/// let pos = UncheckedPosition::new(setup, CastlingMode::Standard);
/// assert_eq!(pos.status(), PositionErrorKinds::MISSING_KING);
/// let mut count = 0;
/// pos.for_each_legal_move(|_| count += 1);
/// assert_eq!(count, 3);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UncheckedPosition {
    /// The pieces, side to move, rights and clocks, as given (castling rights and the en
    /// passant square unfiltered: see [`UncheckedPosition::clean_castling_rights`]).
    pub setup: Setup,
    /// The castling rules that decide which rights are valid.
    pub mode: CastlingMode,
}

impl UncheckedPosition {
    /// `setup` as it is, whatever it holds.
    pub const fn new(setup: Setup, mode: CastlingMode) -> UncheckedPosition {
        UncheckedPosition { setup, mode }
    }

    /// The king of `color` that checks are counted against: the highest one where there are
    /// several, `None` where there is none.
    ///
    /// ```
    /// use fianchetto_movegen::{CastlingMode, Color, Role, Setup, Square, UncheckedPosition};
    ///
    /// let mut setup = Setup::empty();
    /// setup.board.set_piece_at(Square::A1, Role::King.of(Color::White));
    /// setup.board.set_piece_at(Square::H1, Role::King.of(Color::White));
    /// let pos = UncheckedPosition::new(setup, CastlingMode::Standard);
    /// assert_eq!(pos.king(Color::White), Some(Square::H1));
    /// assert_eq!(pos.king(Color::Black), None);
    /// ```
    pub fn king(&self, color: Color) -> Option<Square> {
        (self.setup.board.kings() & self.setup.board.by_color(color)).last()
    }

    /// The pieces of the side not to move that attack the king of the side to move.
    ///
    /// ```
    /// use fianchetto_movegen::{Bitboard, CastlingMode, Setup, Square, UncheckedPosition};
    ///
    /// let pos = UncheckedPosition::new(Setup::initial(), CastlingMode::Standard);
    /// assert_eq!(pos.checkers(), Bitboard::EMPTY);
    /// ```
    pub fn checkers(&self) -> Bitboard {
        let board = &self.setup.board;
        self.king(self.setup.turn).map_or(Bitboard::EMPTY, |king| {
            board.attackers(king, !self.setup.turn, board.occupied())
        })
    }

    /// The castling rights that can stand on this board: for each color and side the
    /// outermost rook of the rights with its king in place (in standard chess the king on the
    /// e-file and the rook in its corner).
    ///
    /// ```
    /// use fianchetto_movegen::{Bitboard, CastlingMode, Setup, Square, UncheckedPosition};
    ///
    /// let mut setup = Setup::initial();
    /// setup.board.remove_piece_at(Square::H1);
    /// let pos = UncheckedPosition::new(setup, CastlingMode::Standard);
    /// assert_eq!(pos.clean_castling_rights(), Bitboard::CORNERS.without(Square::H1));
    /// ```
    pub fn clean_castling_rights(&self) -> Bitboard {
        valid_castling(&self.setup.board, self.setup.castling_rights, self.mode).0
    }

    /// The en passant square as `mode` asks: as set ([`EnPassantMode::Always`]), where a pawn
    /// stands ready to capture on it ([`EnPassantMode::PseudoLegal`]), or where a capture is
    /// legal ([`EnPassantMode::Legal`]).
    ///
    /// ```
    /// use fianchetto_movegen::{CastlingMode, EnPassantMode, Setup, Square, UncheckedPosition};
    ///
    /// let mut setup = Setup::initial();
    /// setup.ep_square = Some(Square::E3);
    /// let pos = UncheckedPosition::new(setup, CastlingMode::Standard);
    /// assert_eq!(pos.ep_square(EnPassantMode::Always), Some(Square::E3));
    /// assert_eq!(pos.ep_square(EnPassantMode::Legal), None);
    /// ```
    pub fn ep_square(&self, mode: EnPassantMode) -> Option<Square> {
        let ep = self.setup.ep_square?;
        let found = match mode {
            EnPassantMode::Always => true,
            EnPassantMode::PseudoLegal => self.ep_capturers(ep).any(),
            EnPassantMode::Legal => self
                .ep_capturers(ep)
                .into_iter()
                .any(|from| self.is_safe(Move::en_passant(from, ep))),
        };
        found.then_some(ep)
    }

    /// The Polyglot key of this board, as [`Position::zobrist_hash_with`] computes it for a
    /// legal position: the pieces, the castling rights that stand (each by its side of the
    /// highest king of its color), the en passant square as `ep` asks, and the turn. Equal for
    /// boards that are the same position under python-chess's rules, so a binding counts
    /// repetitions on any board with it.
    ///
    /// [`Position::zobrist_hash_with`]: crate::Position::zobrist_hash_with
    ///
    /// ```
    /// use fianchetto_movegen::{CastlingMode, EnPassantMode, Position, Setup, UncheckedPosition};
    ///
    /// let pos = UncheckedPosition::new(Setup::initial(), CastlingMode::Standard);
    /// assert_eq!(pos.zobrist_hash(EnPassantMode::PseudoLegal), Position::new().zobrist_hash());
    /// ```
    pub fn zobrist_hash(&self, ep: EnPassantMode) -> u64 {
        use crate::zobrist::{castling_key, ep_key, piece_key, turn_key};
        let board = &self.setup.board;
        let mut hash = 0;
        for (square, piece) in board.pieces() {
            hash ^= piece_key(piece.color, piece.role, square);
        }
        let rights = self.clean_castling_rights();
        for color in Color::ALL {
            if let Some(king) = self.king(color) {
                for rook in rights & Bitboard::backrank(color) {
                    let side = CastlingSide::from_files(king.file(), rook.file());
                    hash ^= castling_key(color, side);
                }
            }
        }
        if let Some(square) = self.ep_square(ep) {
            hash ^= ep_key(square);
        }
        if self.setup.turn == Color::White {
            hash ^= turn_key();
        }
        hash
    }

    /// Every reason this is not a legal position, as python-chess's `status()` counts them:
    /// a side without a king, more than two kings, more than 16 pieces or 8 pawns of a color,
    /// pawns on a back rank, castling rights that cannot stand, an en passant square no pawn
    /// has just skipped, the side not to move in check, and checks no move could have given.
    /// Unlike [`Position::from_setup`](crate::Position::from_setup) it does not count
    /// promoted pieces ([`PositionErrorKinds::IMPOSSIBLE_MATERIAL`]).
    ///
    /// ```
    /// use fianchetto_movegen::{CastlingMode, PositionErrorKinds, Setup, Square, UncheckedPosition};
    ///
    /// let mut setup = Setup::initial();
    /// setup.board.remove_piece_at(Square::E8);
    /// let pos = UncheckedPosition::new(setup, CastlingMode::Standard);
    /// assert_eq!(
    ///     pos.status(),
    ///     PositionErrorKinds::MISSING_KING | PositionErrorKinds::BAD_CASTLING_RIGHTS
    /// );
    /// ```
    pub fn status(&self) -> PositionErrorKinds {
        let board = &self.setup.board;
        let turn = self.setup.turn;
        let mut kinds = PositionErrorKinds::empty();
        for color in Color::ALL {
            if board.by_color(color).len() > 16 {
                kinds |= PositionErrorKinds::TOO_MANY_PIECES;
            }
            if board.by_piece(Role::Pawn.of(color)).len() > 8 {
                kinds |= PositionErrorKinds::TOO_MANY_PAWNS;
            }
            if (board.kings() & board.by_color(color)).is_empty() {
                kinds |= PositionErrorKinds::MISSING_KING;
            }
        }
        if board.kings().len() > 2 {
            kinds |= PositionErrorKinds::TOO_MANY_KINGS;
        }
        if (board.pawns() & Bitboard::BACKRANKS).any() {
            kinds |= PositionErrorKinds::PAWNS_ON_BACKRANK;
        }
        if self.clean_castling_rights() != self.setup.castling_rights {
            kinds |= PositionErrorKinds::BAD_CASTLING_RIGHTS;
        }
        if let Some(ep) = self.setup.ep_square
            && !valid_ep_square(board, turn, ep)
        {
            kinds |= PositionErrorKinds::INVALID_EP_SQUARE;
        }
        if let Some(their_king) = self.king(!turn)
            && board.attackers(their_king, turn, board.occupied()).any()
        {
            kinds |= PositionErrorKinds::OPPOSITE_CHECK;
        }
        if !self.possible_checkers() {
            kinds |= PositionErrorKinds::IMPOSSIBLE_CHECK;
        }
        kinds
    }

    /// python-chess's test of the checkers: at most two, not on one line with the king, and
    /// explained by the pawn that just double-stepped where there is an en passant square.
    fn possible_checkers(&self) -> bool {
        let board = &self.setup.board;
        let turn = self.setup.turn;
        let Some(king) = self.king(turn) else {
            return true;
        };
        let checkers = self.checkers();
        if checkers.len() > 2 {
            return false;
        }
        if let Some(ep) = self
            .setup
            .ep_square
            .filter(|&ep| valid_ep_square(board, turn, ep))
        {
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
        // Two checkers on one line with a king of ours: the move that gave the check would
        // have crossed it (any of our kings, as python-chess counts on a board with several).
        let our_kings = board.kings() & board.by_color(turn);
        match (checkers.first(), checkers.last()) {
            (Some(a), Some(b)) if a != b => (rays::line(a, b) & our_kings).is_empty(),
            _ => true,
        }
    }

    /// Our pawns placed to capture en passant on `ep`: on the fifth rank (for White), the
    /// square empty. The captured pawn is not looked for, as python-chess does not.
    fn ep_capturers(&self, ep: Square) -> Bitboard {
        let board = &self.setup.board;
        let us = self.setup.turn;
        let rank = Bitboard::RANKS[us.fold(4, 3)];
        if board.occupied().contains(ep) {
            return Bitboard::EMPTY;
        }
        attacks::pawn(!us, ep) & board.by_piece(Role::Pawn.of(us)) & rank
    }

    /// Calls `f` with every pseudo-legal move of pieces on `from_mask` to targets in
    /// `to_mask` (castles by the rook's square): each piece's moves ignoring checks and pins,
    /// castling only out of, through and into unattacked squares.
    ///
    /// ```
    /// use fianchetto_movegen::{Bitboard, CastlingMode, Setup, UncheckedPosition};
    ///
    /// let pos = UncheckedPosition::new(Setup::initial(), CastlingMode::Standard);
    /// let mut count = 0;
    /// pos.for_each_pseudo_legal_move(Bitboard::FULL, Bitboard::FULL, |_| count += 1);
    /// assert_eq!(count, 20);
    /// ```
    pub fn for_each_pseudo_legal_move(
        &self,
        from_mask: Bitboard,
        to_mask: Bitboard,
        mut f: impl FnMut(Move),
    ) {
        let _ = self.generate(from_mask, to_mask, &mut |m| {
            f(m);
            ControlFlow::Continue(())
        });
    }

    /// Calls `f` with every legal move: the pseudo-legal moves that leave no king of the side
    /// to move attacked (see the type's documentation for boards with several kings or none).
    ///
    /// ```
    /// use fianchetto_movegen::{CastlingMode, Setup, UncheckedPosition};
    ///
    /// let pos = UncheckedPosition::new(Setup::initial(), CastlingMode::Standard);
    /// let mut count = 0;
    /// pos.for_each_legal_move(|_| count += 1);
    /// assert_eq!(count, 20);
    /// ```
    pub fn for_each_legal_move(&self, mut f: impl FnMut(Move)) {
        self.for_each_pseudo_legal_move(Bitboard::FULL, Bitboard::FULL, |m| {
            if self.is_safe(m) {
                f(m);
            }
        });
    }

    /// `true` if `m` is one of the pseudo-legal moves.
    ///
    /// ```
    /// use fianchetto_movegen::{CastlingMode, Move, Setup, Square, UncheckedPosition};
    ///
    /// let pos = UncheckedPosition::new(Setup::initial(), CastlingMode::Standard);
    /// assert!(pos.is_pseudo_legal(Move::normal(Square::E2, Square::E4)));
    /// assert!(!pos.is_pseudo_legal(Move::normal(Square::E2, Square::E5)));
    /// ```
    pub fn is_pseudo_legal(&self, m: Move) -> bool {
        if m.is_drop() {
            return false;
        }
        let mut found = false;
        let _ = self.generate(m.from().into(), m.to().into(), &mut |candidate| {
            found = candidate == m;
            if found {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        found
    }

    /// `true` if `m` is pseudo-legal and leaves no king of the side to move attacked.
    ///
    /// ```
    /// use fianchetto_movegen::{CastlingMode, Move, Setup, Square, UncheckedPosition};
    ///
    /// let pos = UncheckedPosition::new(Setup::initial(), CastlingMode::Standard);
    /// assert!(pos.is_legal(Move::normal(Square::G1, Square::F3)));
    /// ```
    pub fn is_legal(&self, m: Move) -> bool {
        self.is_pseudo_legal(m) && self.is_safe(m)
    }

    /// `true` if the pseudo-legal `m` leaves the king of the side to move (the one that moved,
    /// if a king moves) attacked.
    ///
    /// ```
    /// use fianchetto_movegen::{CastlingMode, Move, Setup, Square, UncheckedPosition};
    ///
    /// let pos = UncheckedPosition::new(Setup::initial(), CastlingMode::Standard);
    /// assert!(!pos.is_into_check(Move::normal(Square::E2, Square::E4)));
    /// ```
    pub fn is_into_check(&self, m: Move) -> bool {
        !self.is_safe(m)
    }

    fn is_safe(&self, m: Move) -> bool {
        let us = self.setup.turn;
        let Some(king) = self.king(us) else {
            return true;
        };
        if m.from() != king {
            // In check only the king and pieces that capture or block a single checker move
            // (as python-chess evades): a second king stays, and so does an en passant capture
            // that would answer a double check.
            let checkers = self.checkers();
            let board = &self.setup.board;
            if checkers.more_than_one() || (checkers.any() && board.kings().contains(m.from())) {
                return false;
            }
        }
        let king = if m.from() == king {
            m.king_destination()
        } else {
            king
        };
        let after = self.play(m);
        let board = &after.setup.board;
        board.attackers(king, !us, board.occupied()).is_empty()
    }

    /// The pseudo-legal move generator behind the public ones.
    fn generate(
        &self,
        from_mask: Bitboard,
        to_mask: Bitboard,
        f: &mut impl FnMut(Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let board = &self.setup.board;
        let us = self.setup.turn;
        let ours = board.by_color(us);
        let theirs = board.by_color(!us);
        let occupied = board.occupied();
        for from in ours & from_mask & !board.pawns() {
            let Some(role) = board.role_at(from) else {
                continue;
            };
            let targets = match role {
                Role::Knight => attacks::knight(from),
                Role::Bishop => bishop_attacks(from, occupied),
                Role::Rook => rook_attacks(from, occupied),
                Role::Queen => bishop_attacks(from, occupied) | rook_attacks(from, occupied),
                Role::King => attacks::king(from),
                Role::Pawn => Bitboard::EMPTY,
            };
            for to in targets & !ours & to_mask {
                f(Move::normal(from, to))?;
            }
        }
        self.generate_castles(from_mask, to_mask, f)?;

        for from in board.pawns() & ours & from_mask {
            let single = Bitboard::from(from).shift_forward(us) - occupied;
            // A double step lands on the third or fourth rank (for White): from the second
            // rank, and from the first, where only an illegal board puts a pawn.
            let landing = Bitboard::RANKS[us.fold(2, 5)] | Bitboard::RANKS[us.fold(3, 4)];
            let double = single.shift_forward(us) & landing & !occupied;
            let captures = attacks::pawn(us, from) & theirs;
            for to in (captures | single | double) & to_mask {
                if Bitboard::BACKRANKS.contains(to) {
                    for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                        f(Move::promotion(from, to, role))?;
                    }
                } else {
                    f(Move::normal(from, to))?;
                }
            }
        }
        if let Some(ep) = self.setup.ep_square.filter(|&ep| to_mask.contains(ep)) {
            for from in self.ep_capturers(ep) & from_mask {
                f(Move::en_passant(from, ep))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// The castles among the pseudo-legal moves: the king (the lowest on our back rank) and a
    /// rook of the clean rights with every square between them and their targets empty, the
    /// king neither in check nor passing or landing on an attacked square.
    fn generate_castles(
        &self,
        from_mask: Bitboard,
        to_mask: Bitboard,
        f: &mut impl FnMut(Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let board = &self.setup.board;
        let us = self.setup.turn;
        let backrank = Bitboard::backrank(us);
        let Some(king) = (board.kings() & board.by_color(us) & backrank & from_mask).first() else {
            return ControlFlow::Continue(());
        };
        let rank = if us == Color::White {
            Rank::First
        } else {
            Rank::Eighth
        };
        for rook in self.clean_castling_rights() & backrank & to_mask {
            let side = CastlingSide::from_files(king.file(), rook.file());
            let king_to = Square::from_coords(side.king_to_file(), rank);
            let rook_to = Square::from_coords(side.rook_to_file(), rank);
            let king_path = rays::between(king, king_to).with(king_to).with(king);
            let rook_path = rays::between(rook, rook_to).with(rook_to);
            let lifted = board.occupied() - king - rook;
            if ((king_path | rook_path) & lifted).any() {
                continue;
            }
            if king_path
                .into_iter()
                .all(|square| board.attackers(square, !us, lifted).is_empty())
            {
                f(Move::castle(king, rook))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// The position after `m`, which should be pseudo-legal (anything else moves whatever it
    /// names): pieces moved and captured, castling rights lost by the squares the move
    /// touches (all of a side's when its king moves; those that cannot stand go too), the en passant square after any double
    /// step, the clocks, the turn.
    ///
    /// ```
    /// use fianchetto_movegen::{CastlingMode, EnPassantMode, Move, Setup, Square, UncheckedPosition};
    ///
    /// let pos = UncheckedPosition::new(Setup::initial(), CastlingMode::Standard);
    /// let after = pos.play(Move::normal(Square::E2, Square::E4));
    /// assert_eq!(after.ep_square(EnPassantMode::Always), Some(Square::E3));
    /// ```
    #[must_use]
    pub fn play(&self, m: Move) -> UncheckedPosition {
        let mut next = self.clone();
        let setup = &mut next.setup;
        let us = setup.turn;
        let board = &mut setup.board;
        let (from, to) = (m.from(), m.to());
        let moving = board.piece_at(from);
        let captured = board.piece_at(to).filter(|piece| piece.color != us);
        setup.ep_square = None;
        // As python-chess: the rights that cannot stand go with any move.
        setup.castling_rights = self.clean_castling_rights() - from - to;
        let is_pawn = moving.is_some_and(|piece| piece.role == Role::Pawn);
        match m.kind() {
            MoveKind::Castle => {
                board.remove_piece_at(from);
                board.remove_piece_at(to);
                let rook_to = m.rook_destination().unwrap_or(to);
                board.set_piece_at(m.king_destination(), Role::King.of(us));
                board.set_piece_at(rook_to, Role::Rook.of(us));
            }
            MoveKind::EnPassant => {
                board.remove_piece_at(from);
                board.remove_piece_at(Square::from_coords(to.file(), from.rank()));
                board.set_piece_at(to, Role::Pawn.of(us));
            }
            MoveKind::Promotion(role) => {
                board.remove_piece_at(from);
                board.set_piece_at(to, role.of(us));
            }
            MoveKind::Normal | MoveKind::Drop(_) => {
                if let Some(piece) = board.remove_piece_at(from) {
                    board.set_piece_at(to, piece);
                }
                if is_pawn && from.rank().distance(to.rank()) == 2 {
                    setup.ep_square = Some(Square::new((from as u32 + to as u32) / 2));
                }
            }
        }
        if moving.is_some_and(|piece| piece.role == Role::King) {
            setup.castling_rights -= Bitboard::backrank(us);
        }
        let zeroing = is_pawn || captured.is_some() || m.is_en_passant();
        setup.halfmoves = if zeroing { 0 } else { setup.halfmoves + 1 };
        // A captured king takes its side's rights along, as in python-chess.
        next.setup.castling_rights = next.clean_castling_rights();
        next.end_turn();
        next
    }

    /// The position after a null move: the turn passes, the en passant square and the
    /// castling rights that cannot stand go.
    ///
    /// ```
    /// use fianchetto_movegen::{CastlingMode, Color, Setup, UncheckedPosition};
    ///
    /// let pos = UncheckedPosition::new(Setup::initial(), CastlingMode::Standard);
    /// assert_eq!(pos.play_null().setup.turn, Color::Black);
    /// ```
    #[must_use]
    pub fn play_null(&self) -> UncheckedPosition {
        let mut next = self.clone();
        next.setup.ep_square = None;
        next.setup.castling_rights = self.clean_castling_rights();
        next.setup.halfmoves += 1;
        next.end_turn();
        next
    }

    fn end_turn(&mut self) {
        if self.setup.turn == Color::Black {
            self.setup.fullmoves = self
                .setup
                .fullmoves
                .checked_add(1)
                .unwrap_or(NonZeroU32::MAX);
        }
        self.setup.turn = !self.setup.turn;
    }
}
