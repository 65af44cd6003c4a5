//! Move generation as python-chess does it: pseudo-legal moves (with its castling rule and
//! en passant from the fifth rank only), then legality by the variant.
//!
//! Where a king can be in check (standard chess, king of the hill, three-check, crazyhouse,
//! horde, racing kings) legality is python-chess's `generate_legal_moves` without making the
//! moves: evasions in check, then the pin and en passant skewer tests of `_is_safe`. Racing
//! kings then drops the moves that give check, atomic tests each pseudo-legal move by playing
//! it, and antichess keeps the captures when there are any.

use fianchetto_movegen::{Bitboard, Color, File, Move, Role, Square, attacks, rays};

use crate::rules::{VariantRules, with_rules};
use crate::{VariantMoveList, VariantPosition};

mod count;
mod masked;

/// The roles a pawn promotes to, as python-chess generates them (antichess adds the king).
const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// The squares a piece of `role` on `from` attacks through `occupied` (a pawn's are its
/// captures, which are not asked for here). Always inlined: the move loops are compiled once
/// per variant, and a call per piece would cost more than the lookup.
#[inline(always)]
pub(crate) fn piece_attacks(
    role: Role,
    color: Color,
    from: Square,
    occupied: Bitboard,
) -> Bitboard {
    match role {
        Role::Pawn => attacks::pawn(color, from),
        Role::Knight => attacks::knight(from),
        Role::Bishop => attacks::bishop(from, occupied),
        Role::Rook => attacks::rook(from, occupied),
        Role::Queen => attacks::queen(from, occupied),
        Role::King => attacks::king(from),
    }
}

impl VariantPosition {
    /// Every legal move: none once the variant's own rule has ended the game
    /// ([`is_variant_end`](VariantPosition::is_variant_end)). Castling is king-takes-rook in
    /// both castling modes, a crazyhouse drop [`Move::drop`], an antichess king promotion
    /// [`Move::promotion`] to [`Role::King`].
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Move, Role, Square};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// assert_eq!(VariantPosition::new(Variant::Chess).legal_moves().len(), 20);
    /// // Antichess: captures are compulsory.
    /// let mut pos = VariantPosition::new(Variant::Antichess);
    /// pos = pos.play(Move::normal(Square::E2, Square::E4))?;
    /// pos = pos.play(Move::normal(Square::D7, Square::D5))?;
    /// assert_eq!(pos.legal_moves().as_slice(), [Move::normal(Square::E4, Square::D5)]);
    /// # Ok::<(), fianchetto_variant::movegen::IllegalMoveError>(())
    /// ```
    pub fn legal_moves(&self) -> VariantMoveList {
        with_rules!(self.variant, |R| self.legal_moves_by::<R>())
    }

    /// [`legal_moves`](VariantPosition::legal_moves) by `R`'s rules.
    #[inline]
    pub(crate) fn legal_moves_by<R: VariantRules>(&self) -> VariantMoveList {
        let mut moves = VariantMoveList::new();
        R::legal_moves(self, Bitboard::FULL, Bitboard::FULL, &mut moves);
        moves
    }

    /// The default of [`VariantRules::legal_moves`]: none once the variant's own rule has
    /// ended the game, else [`legal_with_king`](VariantPosition::legal_with_king) and the
    /// drops where the variant has pockets.
    #[inline(always)]
    pub(crate) fn standard_legal_moves<R: VariantRules>(
        &self,
        from_mask: Bitboard,
        to_mask: Bitboard,
        moves: &mut VariantMoveList,
    ) {
        if R::is_variant_end(self) {
            return;
        }
        self.legal_with_king_masked::<R>(from_mask, to_mask, moves);
        if R::POCKETS {
            self.legal_drops(from_mask & to_mask, moves);
        }
    }

    /// `true` if `m` is a legal move here.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Move, Square};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::new(Variant::RacingKings);
    /// assert!(pos.is_legal(Move::normal(Square::H2, Square::H3)));
    /// assert!(!pos.is_legal(Move::normal(Square::H2, Square::H4)));
    /// ```
    pub fn is_legal(&self, m: Move) -> bool {
        // Only the moves between its squares are generated (a drop's are both its target).
        self.legal_moves_masked(m.from().into(), m.to().into())
            .contains(&m)
    }

    /// `true` if the side to move has a legal move (counted, not listed).
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// assert!(VariantPosition::new(Variant::Antichess).has_legal_moves());
    /// ```
    pub fn has_legal_moves(&self) -> bool {
        self.legal_move_count() != 0
    }

    /// python-chess's `Board.generate_legal_moves` after its variant-end test: with a king,
    /// check evasions or pseudo-legal moves, each kept if `_is_safe`; without one (horde's
    /// White), every pseudo-legal move.
    pub(crate) fn legal_with_king<R: VariantRules>(&self, moves: &mut VariantMoveList) {
        self.legal_with_king_masked::<R>(Bitboard::FULL, Bitboard::FULL, moves);
    }

    /// [`legal_with_king`](VariantPosition::legal_with_king)'s moves from squares of
    /// `from_mask` to squares of `to_mask`.
    #[inline]
    pub(crate) fn legal_with_king_masked<R: VariantRules>(
        &self,
        from_mask: Bitboard,
        to_mask: Bitboard,
        moves: &mut VariantMoveList,
    ) {
        let Some(king) = self.king_of(self.turn) else {
            self.pseudo_legal::<R>(from_mask, to_mask, moves);
            return;
        };
        let start = moves.len();
        let checkers = self
            .board
            .attackers(king, !self.turn, self.board.occupied());
        if checkers.any() {
            // Evasions are few: made in full, then masked.
            self.evasions::<R>(king, checkers, moves);
            let mut i = start;
            while i < moves.len() {
                if from_mask.contains(moves[i].from()) && to_mask.contains(moves[i].to()) {
                    i += 1;
                } else {
                    moves.remove(i);
                }
            }
        } else {
            self.pseudo_legal::<R>(from_mask, to_mask, moves);
        }
        let blockers = self.slider_blockers(king);
        let mut i = start;
        while i < moves.len() {
            if self.is_safe(king, blockers, moves[i]) {
                i += 1;
            } else {
                moves.swap_remove(i);
            }
        }
    }

    /// python-chess's `_generate_evasions`: king steps off the checking lines, and against a
    /// single checker the moves of the other pieces onto it or between it and the king, with
    /// the en passant capture of a checking pawn.
    fn evasions<R: VariantRules>(
        &self,
        king: Square,
        checkers: Bitboard,
        moves: &mut VariantMoveList,
    ) {
        let board = &self.board;
        let sliders = checkers & (board.bishops() | board.rooks() | board.queens());
        let mut attacked = Bitboard::EMPTY;
        for checker in sliders {
            attacked |= rays::line(king, checker) - checker;
        }
        for to in attacks::king(king) - board.by_color(self.turn) - attacked {
            moves.push(Move::normal(king, to));
        }
        if let Some(checker) = checkers.single_square() {
            let target = rays::between(king, checker) | checker;
            self.pseudo_legal::<R>(!board.kings(), target, moves);
            if let Some(ep) = self.ep_square
                && !target.contains(ep)
            {
                let last_double = Bitboard::from(ep).shift_forward(!self.turn);
                if last_double.contains(checker) {
                    self.pseudo_legal_ep(Bitboard::FULL, Bitboard::FULL, moves);
                }
            }
        }
    }

    /// Our pieces that stand alone between our `king` and an enemy slider (python-chess's
    /// `_slider_blockers`).
    pub(crate) fn slider_blockers(&self, king: Square) -> Bitboard {
        let board = &self.board;
        let theirs = board.by_color(!self.turn);
        let snipers = ((attacks::rook(king, Bitboard::EMPTY) & board.rooks_and_queens())
            | (attacks::bishop(king, Bitboard::EMPTY) & board.bishops_and_queens()))
            & theirs;
        let mut blockers = Bitboard::EMPTY;
        for sniper in snipers {
            let between = rays::between(king, sniper) & board.occupied();
            if between.single_square().is_some() {
                blockers |= between;
            }
        }
        blockers & board.by_color(self.turn)
    }

    /// python-chess's `_is_safe`: a king step to an unattacked square, any castle (generated
    /// only when safe), an en passant capture neither pinned off its line nor exposing the king
    /// along the rank or a diagonal, any other move of an unpinned piece or along its pin.
    #[inline(always)]
    pub(crate) fn is_safe(&self, king: Square, blockers: Bitboard, m: Move) -> bool {
        let from = m.from();
        let to = m.to();
        if from == king {
            return m.is_castle()
                || self
                    .board
                    .attackers(to, !self.turn, self.board.occupied())
                    .is_empty();
        }
        let pin_ok = !blockers.contains(from) || rays::line(from, to).contains(king);
        if m.is_en_passant() {
            pin_ok && !self.ep_skewered(king, from)
        } else {
            pin_ok
        }
    }

    /// `true` if capturing en passant from `capturer` would expose our `king` along its rank or a
    /// diagonal once both pawns have left (python-chess's `_ep_skewered`).
    fn ep_skewered(&self, king: Square, capturer: Square) -> bool {
        let Some(ep) = self.ep_square else {
            return false;
        };
        let board = &self.board;
        let last_double = Bitboard::from(ep).shift_forward(!self.turn);
        let occupied = ((board.occupied() - last_double) - capturer) | ep;
        let theirs = board.by_color(!self.turn);
        let rank = Bitboard::RANKS[king.rank() as usize];
        (attacks::rook(king, occupied) & rank & board.rooks_and_queens() & theirs).any()
            || (attacks::bishop(king, occupied) & board.bishops_and_queens() & theirs).any()
    }

    /// python-chess's `generate_pseudo_legal_moves`: the moves of the pieces on `from_mask` to
    /// squares of `to_mask` not holding our own pieces, castling (when a king is on
    /// `from_mask`), pawn captures, pushes (a horde pawn on the first rank may move two squares
    /// too), promotions (to a king too in antichess) and en passant.
    pub(crate) fn pseudo_legal<R: VariantRules>(
        &self,
        from_mask: Bitboard,
        to_mask: Bitboard,
        moves: &mut VariantMoveList,
    ) {
        let board = &self.board;
        let us = self.turn;
        let ours = board.by_color(us);
        let theirs = board.by_color(!us);
        let occupied = board.occupied();

        for from in (ours - board.pawns()) & from_mask {
            let role = board.role_at(from).unwrap_or(Role::Pawn);
            for to in piece_attacks(role, us, from, occupied) & (to_mask - ours) {
                moves.push(Move::normal(from, to));
            }
        }
        // Most positions have no right left to castle with: no call then.
        if (from_mask & board.kings()).any() && (self.castling & Bitboard::backrank(us)).any() {
            self.castling_moves::<R>(from_mask, to_mask, moves);
        }

        let pawns = board.pawns() & ours & from_mask;
        if pawns.is_empty() {
            return;
        }
        for from in pawns {
            for to in attacks::pawn(us, from) & theirs & to_mask {
                self.push_pawn_move::<R>(from, to, moves);
            }
        }
        let double_ranks = match us {
            Color::White => Bitboard::RANKS[2] | Bitboard::RANKS[3],
            Color::Black => Bitboard::RANKS[5] | Bitboard::RANKS[4],
        };
        let single = pawns.shift_forward(us) - occupied;
        let double = (single.shift_forward(us) - occupied) & double_ranks & to_mask;
        for to in single & to_mask {
            let from = Square::new_masked(match us {
                Color::White => to as u32 - 8,
                Color::Black => to as u32 + 8,
            });
            self.push_pawn_move::<R>(from, to, moves);
        }
        for to in double {
            let from = Square::new_masked(match us {
                Color::White => to as u32 - 16,
                Color::Black => to as u32 + 16,
            });
            moves.push(Move::normal(from, to));
        }
        if self.ep_square.is_some() {
            self.pseudo_legal_ep(from_mask, to_mask, moves);
        }
    }

    /// A pawn move, as the four (antichess: five) promotions when it reaches the last rank.
    #[inline]
    fn push_pawn_move<R: VariantRules>(
        &self,
        from: Square,
        to: Square,
        moves: &mut VariantMoveList,
    ) {
        if Bitboard::BACKRANKS.contains(to) {
            if R::KING_PROMOTIONS {
                moves.push(Move::promotion(from, to, Role::King));
            }
            for role in PROMOTIONS {
                moves.push(Move::promotion(from, to, role));
            }
        } else {
            moves.push(Move::normal(from, to));
        }
    }

    /// python-chess's `generate_pseudo_legal_ep`: captures onto the empty en passant square by
    /// our pawns on the fifth rank.
    pub(crate) fn pseudo_legal_ep(
        &self,
        from_mask: Bitboard,
        to_mask: Bitboard,
        moves: &mut VariantMoveList,
    ) {
        let Some(ep) = self.ep_square else {
            return;
        };
        if !to_mask.contains(ep) {
            return;
        }
        for from in self.ep_capturers(ep) & from_mask {
            moves.push(Move::en_passant(from, ep));
        }
    }

    /// python-chess's `generate_castling_moves`: the lowest unpromoted king on our back rank
    /// castles with a rook it has the right to, when nothing but the two stands on their paths,
    /// the king's path and square are not attacked with the king lifted, and its target square
    /// is not attacked once both have moved ([`VariantRules::attacked_for_king`] is the
    /// variant's notion of attack).
    pub(crate) fn castling_moves<R: VariantRules>(
        &self,
        from_mask: Bitboard,
        to_mask: Bitboard,
        moves: &mut VariantMoveList,
    ) {
        let us = self.turn;
        let backrank = Bitboard::backrank(us);
        let kings = (self.board.by_piece(Role::King.of(us)) & backrank) - self.promoted;
        // The lowest king castles, whatever the mask asks: a mask only filters moves.
        let Some(king) = kings.first() else {
            return;
        };
        if !from_mask.contains(king) {
            return;
        }
        let occupied = self.board.occupied();
        let rank = king.rank();
        for rook in self.castling & backrank & to_mask {
            let a_side = rook < king;
            let (king_file, rook_file) = if a_side {
                (File::C, File::D)
            } else {
                (File::G, File::F)
            };
            let king_to = Square::from_coords(king_file, rank);
            let rook_to = Square::from_coords(rook_file, rank);
            let king_path = rays::between(king, king_to);
            let rook_path = rays::between(rook, rook_to);
            let others = occupied ^ king ^ rook;
            if (others & (king_path | rook_path | king_to | rook_to)).any()
                || R::attacked_for_king(self, king_path | king, occupied ^ king)
                || R::attacked_for_king(self, king_to.into(), occupied ^ king ^ rook ^ rook_to)
            {
                continue;
            }
            moves.push(Move::castle(king, rook));
        }
    }

    /// `true` if python-chess's `has_legal_en_passant()` holds: a pseudo-legal en passant
    /// capture that its `is_into_check` accepts, the variant's game not being over.
    pub(crate) fn has_legal_en_passant(&self) -> bool {
        with_rules!(self.variant, |R| self.has_legal_en_passant_by::<R>())
    }

    fn has_legal_en_passant_by<R: VariantRules>(&self) -> bool {
        let Some(ep) = self.ep_square else {
            return false;
        };
        if self.ep_capturers(ep).is_empty() || R::is_variant_end(self) {
            return false;
        }
        let mut moves = VariantMoveList::new();
        self.pseudo_legal_ep(Bitboard::FULL, Bitboard::FULL, &mut moves);
        moves.iter().any(|&m| R::is_legal_en_passant(self, m))
    }

    /// The standard legality of a pseudo-legal move (python-chess's `not is_into_check(m)`).
    pub(crate) fn is_legal_standard<R: VariantRules>(&self, m: Move) -> bool {
        let Some(king) = self.king_of(self.turn) else {
            return true;
        };
        let checkers = self
            .board
            .attackers(king, !self.turn, self.board.occupied());
        if checkers.any() {
            let mut evasions = VariantMoveList::new();
            self.evasions::<R>(king, checkers, &mut evasions);
            if !evasions.contains(&m) {
                return false;
            }
        }
        self.is_safe(king, self.slider_blockers(king), m)
    }

    /// The squares a piece in hand may be dropped on (a pawn not on the back ranks), whether
    /// or not the side to move holds one: python-chess's `legal_drop_squares`. Every empty
    /// square; in check, those between the king and its single checker; none in double check.
    ///
    /// ```
    /// use fianchetto_variant::movegen::Square;
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// // Black's king is checked by the rook on a8: only b8, c8 and d8 block.
    /// let pos = VariantPosition::from_fen("R3k3/8/8/8/8/8/8/4K3[n] b - - 0 1", Variant::Crazyhouse)?;
    /// let squares: Vec<Square> = pos.legal_drop_squares().into_iter().collect();
    /// assert_eq!(squares, [Square::B8, Square::C8, Square::D8]);
    /// # Ok::<(), fianchetto_variant::VariantFenError>(())
    /// ```
    pub fn legal_drop_squares(&self) -> Bitboard {
        self.drop_squares()
    }

    /// The squares crazyhouse may drop onto (pawns not on the back ranks): every empty one,
    /// those between the king and its single checker when in check, none in double check.
    pub(crate) fn drop_squares(&self) -> Bitboard {
        let empty = !self.board.occupied();
        match self.king_of(self.turn) {
            None => empty,
            Some(king) => {
                let attackers = self
                    .board
                    .attackers(king, !self.turn, self.board.occupied());
                match attackers.last() {
                    None => empty,
                    Some(checker) if !attackers.more_than_one() => {
                        rays::between(king, checker) & empty
                    }
                    Some(_) => Bitboard::EMPTY,
                }
            }
        }
    }

    /// The drops of crazyhouse onto squares of `mask`: every role in hand onto every empty
    /// square (pawns not on the back ranks), between the king and its single checker when in
    /// check, nowhere in double check.
    #[inline]
    fn legal_drops(&self, mask: Bitboard, moves: &mut VariantMoveList) {
        let us = self.turn;
        let squares = self.drop_squares() & mask;
        for role in Role::ALL {
            if self.pockets.count(us, role) == 0 {
                continue;
            }
            let to_squares = if role == Role::Pawn {
                squares - Bitboard::BACKRANKS
            } else {
                squares
            };
            for to in to_squares {
                moves.push(Move::drop(role, to));
            }
        }
    }
}
