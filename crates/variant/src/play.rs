//! Making a move, as python-chess's `push` makes it: clocks, castling rights, en passant
//! square, the move itself, then what the variant adds (atomic's explosion, crazyhouse's hand,
//! three-check's count of checks).

use fianchetto_movegen::{
    Bitboard, Color, File, IllegalMoveError, Move, MoveKind, Rank, Role, Square,
};

use crate::VariantPosition;
use crate::rules::{VariantRules, with_rules};

impl VariantPosition {
    /// Plays `m` if it is legal, returning the new position.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Color, Move, Role, Square};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// // Crazyhouse: the captured knight goes to White's hand, and comes back as a drop.
    /// let mut pos = VariantPosition::new(Variant::Crazyhouse);
    /// for (from, to) in [(Square::E2, Square::E4), (Square::G8, Square::F6),
    ///                    (Square::E4, Square::E5), (Square::F6, Square::E4),
    ///                    (Square::D2, Square::D3), (Square::E4, Square::G5),
    ///                    (Square::C1, Square::G5)] {
    ///     pos = pos.play(Move::normal(from, to))?;
    /// }
    /// assert_eq!(pos.pockets().count(Color::White, Role::Knight), 1);
    /// pos = pos.play(Move::normal(Square::E7, Square::E6))?;
    /// pos = pos.play(Move::drop(Role::Knight, Square::F6))?;
    /// assert!(pos.is_check());
    /// assert!(pos.pockets().is_empty());
    /// assert!(pos.play(Move::drop(Role::Queen, Square::E2)).is_err());
    /// # Ok::<(), fianchetto_variant::movegen::IllegalMoveError>(())
    /// ```
    ///
    /// # Errors
    /// [`IllegalMoveError`] when it is not.
    pub fn play(&self, m: Move) -> Result<VariantPosition, IllegalMoveError> {
        if self.is_legal(m) {
            Ok(self.play_unchecked(m))
        } else {
            Err(IllegalMoveError::new(m))
        }
    }

    /// Plays the legal move `m` (from [`VariantPosition::legal_moves`] or checked with
    /// [`VariantPosition::is_legal`]); an illegal one gives an unspecified position, never
    /// memory unsafety.
    ///
    /// As python-chess: a drop never resets the half-move clock (not even a pawn's), and in
    /// three-check a move that gives check takes one from the mover's remaining checks.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Move, Square};
    /// use fianchetto_variant::{Variant, VariantPosition};
    /// use fianchetto_variant::movegen::Rules;
    ///
    /// // Atomic: the capture explodes the capturer and every piece but pawns next to it.
    /// let mut pos = VariantPosition::new(Variant::Atomic);
    /// for (from, to) in [(Square::G1, Square::F3), (Square::D7, Square::D5),
    ///                    (Square::F3, Square::E5), (Square::D8, Square::D6)] {
    ///     pos = pos.play_unchecked(Move::normal(from, to));
    /// }
    /// let pos = pos.play_unchecked(Move::normal(Square::E5, Square::F7));
    /// // Gone: the knight, the f7 pawn it took, the e8 king, the f8 bishop and the g8 knight.
    /// assert_eq!(pos.board().occupied().len(), 32 - 5);
    /// assert!(pos.is_variant_end());
    /// ```
    pub fn play_unchecked(&self, m: Move) -> VariantPosition {
        with_rules!(self.variant, |R| self.play_by::<R>(m))
    }

    /// [`play_unchecked`](VariantPosition::play_unchecked) by `R`'s rules.
    #[inline]
    pub(crate) fn play_by<R: VariantRules>(&self, m: Move) -> VariantPosition {
        let mut pos = *self;
        pos.push::<R>(m);
        pos
    }

    /// `true` if `m` captures (en passant included; castling and drops never do).
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Move, Square};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::new(Variant::Chess);
    /// assert!(!pos.is_capture(Move::normal(Square::E2, Square::E4)));
    /// ```
    pub fn is_capture(&self, m: Move) -> bool {
        match m.kind() {
            MoveKind::EnPassant => true,
            MoveKind::Castle | MoveKind::Drop(_) => false,
            MoveKind::Normal | MoveKind::Promotion(_) => {
                self.board.by_color(!self.turn).contains(m.to())
            }
        }
    }

    /// The role of the piece `m` moves (the king for castling, the dropped role for a drop).
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Move, Role, Square};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::new(Variant::Crazyhouse);
    /// assert_eq!(pos.moving_role(Move::normal(Square::G1, Square::F3)), Role::Knight);
    /// assert_eq!(pos.moving_role(Move::drop(Role::Bishop, Square::E4)), Role::Bishop);
    /// ```
    pub fn moving_role(&self, m: Move) -> Role {
        match m.kind() {
            MoveKind::Drop(role) => role,
            _ => self.board.role_at(m.from()).unwrap_or(Role::Pawn),
        }
    }

    /// python-chess's `push`, then the variant's own bookkeeping.
    fn push<R: VariantRules>(&mut self, m: Move) {
        let us = self.turn;
        let old_ep = self.ep_square.take();
        self.halfmoves = self.halfmoves.saturating_add(1);
        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }

        if let MoveKind::Drop(role) = m.kind() {
            self.board.set_piece_at(m.to(), role.of(us));
            self.promoted.discard(m.to());
            self.pockets.remove(us, role);
        } else {
            self.push_board_move::<R>(m, us, old_ep);
        }

        self.turn = !us;
        R::after_move(self, us);
    }

    /// A move on the board (not a drop) by `us`, python-chess's `push` from the half-move
    /// clock on.
    fn push_board_move<R: VariantRules>(&mut self, m: Move, us: Color, old_ep: Option<Square>) {
        let from = m.from();
        let to = m.to();
        let touched = Bitboard::from(from) | to;
        if (touched & (self.board.pawns() | self.board.by_color(!us))).any() {
            self.halfmoves = 0;
        }

        let was_promoted = self.promoted.contains(from);
        let Some(piece) = self.board.remove_piece_at(from) else {
            return;
        };
        self.promoted.discard(from);
        let mut role = piece.role;
        let mut captured = self.board.role_at(to);

        self.castling -= touched;
        if role == Role::King && !was_promoted {
            self.castling -= Bitboard::backrank(us);
        } else if captured == Some(Role::King) && !self.promoted.contains(to) {
            // A king taken on its own back rank (antichess) takes its rights along.
            let their_backrank = Bitboard::backrank(!us);
            if their_backrank.contains(to) {
                self.castling -= their_backrank;
            }
        }

        if role == Role::Pawn {
            let diff = to as i32 - from as i32;
            if diff == 16 && from.rank() == Rank::Second {
                self.ep_square = Some(Square::new_masked(from as u32 + 8));
            } else if diff == -16 && from.rank() == Rank::Seventh {
                self.ep_square = Some(Square::new_masked(from as u32 - 8));
            } else if Some(to) == old_ep && matches!(diff.abs(), 7 | 9) && captured.is_none() {
                let captured_pawn = Square::from_coords(to.file(), from.rank());
                captured = self.board.remove_piece_at(captured_pawn).map(|p| p.role);
                self.promoted.discard(captured_pawn);
            }
        }

        let mut is_promoted = was_promoted;
        if let Some(promotion) = m.promotion_role() {
            is_promoted = true;
            role = promotion;
        }

        if role == Role::King && self.board.by_color(us).contains(to) {
            // Castling: the king takes its own rook, and both land on their files.
            let (king_file, rook_file) = if to.file() < from.file() {
                (File::C, File::D)
            } else {
                (File::G, File::F)
            };
            let rank = from.rank();
            self.board.remove_piece_at(to);
            self.promoted.discard(to);
            for (file, role) in [(king_file, Role::King), (rook_file, Role::Rook)] {
                let square = Square::from_coords(file, rank);
                self.board.set_piece_at(square, role.of(us));
                self.promoted.discard(square);
            }
            return;
        }

        let captured_was_promoted = self.promoted.contains(to);
        self.board.set_piece_at(to, role.of(us));
        if is_promoted {
            self.promoted.add(to);
        } else {
            self.promoted.discard(to);
        }
        if let Some(captured) = captured {
            R::on_capture(self, to, captured, captured_was_promoted);
        }
    }
}
