//! Copy-make: playing a move returns a new [`Position`] with pieces, rights, en passant square,
//! clocks and hash updated incrementally, and checkers and pins recomputed once.

use core::fmt;

use fianchetto_bitboard::attacks;

use crate::zobrist::{ep_key, piece_key, turn_key};
use crate::{Bitboard, Color, Move, MoveKind, Position, Role, Square};

/// The move given to [`Position::play`] is not legal in the position.
///
/// ```
/// use fianchetto_movegen::{Move, Position, Square};
///
/// let err = Position::new().play(Move::normal(Square::E2, Square::E5)).unwrap_err();
/// assert_eq!(err.to_string(), "illegal move: e2e5");
/// assert_eq!(err.illegal_move(), Move::normal(Square::E2, Square::E5));
/// ```
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct IllegalMoveError {
    m: Move,
}

impl IllegalMoveError {
    /// The error for `m`, for a position type of another crate that refuses it (see
    /// [`Rules`](crate::Rules)).
    ///
    /// ```
    /// use fianchetto_movegen::{IllegalMoveError, Move, Square};
    ///
    /// let m = Move::normal(Square::A1, Square::A8);
    /// assert_eq!(IllegalMoveError::new(m).illegal_move(), m);
    /// ```
    pub const fn new(m: Move) -> IllegalMoveError {
        IllegalMoveError { m }
    }

    /// The move that was refused.
    pub fn illegal_move(&self) -> Move {
        self.m
    }
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl fmt::Debug for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::error::debug_message(f, "IllegalMoveError", self)
    }
}

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move: {:?}", self.m)
    }
}

impl core::error::Error for IllegalMoveError {}

impl Position {
    /// `true` if `m` is a legal move here.
    ///
    /// ```
    /// use fianchetto_movegen::{Move, Position, Square};
    ///
    /// let pos = Position::new();
    /// assert!(pos.is_legal(Move::normal(Square::B1, Square::C3)));
    /// assert!(!pos.is_legal(Move::castle(Square::E1, Square::H1)));
    /// ```
    pub fn is_legal(&self, m: Move) -> bool {
        let mut found = false;
        let _ = self.generate(m.from().into(), m.to().into(), &mut |set| {
            found = set.contains(m);
            core::ops::ControlFlow::Break(())
        });
        found
    }

    /// Plays `m` if it is legal, returning the new position.
    ///
    /// ```
    /// use fianchetto_movegen::{Color, Move, Position, Square};
    ///
    /// let pos = Position::new().play(Move::normal(Square::G1, Square::F3))?;
    /// assert_eq!(pos.turn(), Color::Black);
    /// assert_eq!(pos.halfmoves(), 1);
    /// # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
    /// ```
    pub fn play(&self, m: Move) -> Result<Position, IllegalMoveError> {
        if self.is_legal(m) {
            Ok(self.play_unchecked(m))
        } else {
            Err(IllegalMoveError { m })
        }
    }

    /// Plays `m` without checking it. `m` must be legal (from [`Position::legal_moves`], or
    /// checked with [`Position::is_legal`]): otherwise the result is an unspecified position
    /// that may break this type's invariants (though never memory safety).
    #[inline]
    pub fn play_unchecked(&self, m: Move) -> Position {
        let role = self.board.role_at(m.from()).unwrap_or(Role::Pawn);
        self.play_with_role(m, role)
    }

    /// Passes the turn, or `None` when in check (the null move would leave the king en prise).
    ///
    /// ```
    /// use fianchetto_movegen::{Color, Position};
    ///
    /// let pos = Position::new().play_null().unwrap();
    /// assert_eq!(pos.turn(), Color::Black);
    /// ```
    pub fn play_null(&self) -> Option<Position> {
        if self.is_check() {
            return None;
        }
        let mut pos = *self;
        pos.clear_ep::<true>();
        pos.finish_turn::<true>(false);
        if cfg!(debug_assertions) {
            pos.assert_invariants(true);
        }
        Some(pos)
    }

    /// `true` if `m` captures (en passant included; castling never does).
    #[inline]
    pub fn is_capture(&self, m: Move) -> bool {
        match m.kind() {
            MoveKind::EnPassant => true,
            MoveKind::Castle => false,
            _ => self.board.by_color(!self.turn).contains(m.to()),
        }
    }

    /// The role of the piece that `m` moves (the king, for castling).
    #[inline]
    pub fn moving_role(&self, m: Move) -> Role {
        self.board.role_at(m.from()).unwrap_or(Role::Pawn)
    }

    /// `true` if the legal move `m` gives check.
    pub fn gives_check(&self, m: Move) -> bool {
        self.play_unchecked(m).is_check()
    }

    /// Removes the en passant square and (with `HASH`) its hash contribution.
    #[inline(always)]
    fn clear_ep<const HASH: bool>(&mut self) {
        if let Some(ep) = self.ep_square.take()
            && HASH
            && self.ep_capturers_pseudo(ep).any()
        {
            self.hash ^= ep_key(ep);
        }
    }

    /// Flips the turn and the clocks, and recomputes checks and pins.
    #[inline(always)]
    fn finish_turn<const HASH: bool>(&mut self, reset_halfmoves: bool) {
        self.halfmoves = if reset_halfmoves {
            0
        } else {
            self.halfmoves.saturating_add(1)
        };
        if self.turn == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = !self.turn;
        if HASH {
            self.hash ^= turn_key();
        }
        self.update_checks_and_pins();
    }

    #[inline(always)]
    fn toggle<const HASH: bool>(&mut self, square: Square, color: Color, role: Role) {
        self.board.toggle(square, color, role);
        if HASH {
            self.hash ^= piece_key(color, role, square);
        }
    }

    /// Plays the legal move `m` of a piece of kind `role`.
    #[inline(always)]
    pub(crate) fn play_with_role(&self, m: Move, role: Role) -> Position {
        let mut pos = *self;
        pos.apply::<true>(m, role);
        pos
    }

    /// Plays `m` in place if it is legal: [`Position::play`] without the copy.
    ///
    /// ```
    /// use fianchetto_movegen::{Move, Position, Square};
    ///
    /// let mut pos = Position::new();
    /// pos.play_in_place(Move::normal(Square::G1, Square::F3))?;
    /// assert!(pos.play_in_place(Move::normal(Square::G1, Square::F3)).is_err());
    /// assert_eq!(pos, Position::new().play(Move::normal(Square::G1, Square::F3))?);
    /// # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
    /// ```
    pub fn play_in_place(&mut self, m: Move) -> Result<(), IllegalMoveError> {
        if !self.is_legal(m) {
            return Err(IllegalMoveError { m });
        }
        self.play_unchecked_in_place(m);
        Ok(())
    }

    /// Plays `m`, which must be legal, in place: [`Position::play_unchecked`] without the copy,
    /// under the same contract.
    #[inline]
    pub fn play_unchecked_in_place(&mut self, m: Move) {
        let role = self.moving_role(m);
        self.apply::<true>(m, role);
    }

    /// [`Position::play_unchecked_in_place`] for a caller that already knows the role of the
    /// moving piece (the king, for castling), as PGN replay does from the SAN: it saves the one
    /// table read that looks the role up. A wrong `role` gives an unspecified position (though
    /// never memory unsafety); builds with debug assertions check it.
    ///
    /// ```
    /// use fianchetto_movegen::{Move, Position, Role, Square};
    ///
    /// let mut pos = Position::new();
    /// let m = Move::normal(Square::G1, Square::F3);
    /// pos.play_unchecked_in_place_with_role(m, Role::Knight);
    /// assert_eq!(pos, Position::new().play_unchecked(m));
    /// ```
    #[inline(always)]
    pub fn play_unchecked_in_place_with_role(&mut self, m: Move, role: Role) {
        debug_assert_eq!(role, self.moving_role(m), "the role of {m:?}");
        self.apply::<true>(m, role);
    }

    /// Plays `m`, a legal move of a piece of kind `role`, updating the hash only with `HASH`.
    #[inline(always)]
    pub(crate) fn apply<const HASH: bool>(&mut self, m: Move, role: Role) {
        let us = self.turn;
        let from = m.from();
        let to = m.to();
        self.clear_ep::<HASH>();
        let mut reset = role == Role::Pawn;

        let castling = self.castling;
        if castling.any() {
            let mut rights = castling - from - to;
            if role == Role::King {
                rights -= Bitboard::backrank(us);
            }
            if rights != castling {
                // Hashed with the kings of the old position (rights are relative to them), so
                // before any piece moves.
                if HASH {
                    self.hash ^= self.castling_hash(castling) ^ self.castling_hash(rights);
                }
                self.castling = rights;
            }
        }

        match m.kind() {
            // A drop is never legal in standard chess; it joins the most common arm so that
            // it costs the dispatch nothing.
            MoveKind::Normal | MoveKind::Promotion(_) | MoveKind::Drop(_) => {
                if self.board.by_color(!us).contains(to) {
                    let captured = self.board.role_at(to).unwrap_or(Role::Pawn);
                    self.toggle::<HASH>(to, !us, captured);
                    reset = true;
                }
                self.toggle::<HASH>(from, us, role);
                self.toggle::<HASH>(to, us, m.promotion_role().unwrap_or(role));
                if role == Role::Pawn && (from as u8 ^ to as u8) == 16 {
                    let ep = Square::new_masked((from as u32 + to as u32) / 2);
                    // Hashed only if a pawn of the side to move next stands ready (Polyglot).
                    let capturers = attacks::pawn(us, ep) & self.board.by_piece(Role::Pawn.of(!us));
                    if HASH && capturers.any() {
                        self.hash ^= ep_key(ep);
                    }
                    self.ep_square = Some(ep);
                }
            }
            MoveKind::EnPassant => {
                let captured = Square::from_coords(to.file(), from.rank());
                self.toggle::<HASH>(captured, !us, Role::Pawn);
                self.toggle::<HASH>(from, us, Role::Pawn);
                self.toggle::<HASH>(to, us, Role::Pawn);
            }
            MoveKind::Castle => {
                let king_to = m.king_destination();
                let rook_to = m.rook_destination().unwrap_or(to);
                self.toggle::<HASH>(from, us, Role::King);
                self.toggle::<HASH>(to, us, Role::Rook);
                self.toggle::<HASH>(king_to, us, Role::King);
                self.toggle::<HASH>(rook_to, us, Role::Rook);
            }
        }

        self.finish_turn::<HASH>(reset);
        if cfg!(debug_assertions) {
            self.assert_invariants(HASH);
        }
    }
}
