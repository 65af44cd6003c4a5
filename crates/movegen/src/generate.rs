//! Legal move generation without make-and-test: the check mask and pins are known from the
//! position, so every piece's legal targets come out of a few bit operations.
//!
//! Non-king pieces may only go to the check mask (anywhere not ours when not in check; the
//! checker or a square between it and the king in single check; nowhere in double check), and a
//! pinned piece only along the line through its king. King steps are tested against attacks with
//! the king lifted off the board, so it cannot hide behind itself. En passant, which removes two
//! pieces from one rank, is tested exactly. Castling never starts in, passes through or lands on
//! an attacked square, with the castling rook lifted too (a Chess960 rook may shield its king).

use core::ops::ControlFlow;

use fianchetto_bitboard::{attacks, rays};

use crate::sliders::{bishop_attacks, rook_attacks};
use crate::{
    Bitboard, CastlingSide, Color, Direction, MoveList, MoveSet, Position, Rank, Role, Square,
};

/// The third rank from `color`'s side: where a single push must land to allow a double push.
#[inline(always)]
const fn double_push_rank(color: Color) -> Bitboard {
    match color {
        Color::White => Bitboard::RANKS[2],
        Color::Black => Bitboard::RANKS[5],
    }
}

/// The two directions a pawn of `color` captures in, west first.
#[inline(always)]
const fn pawn_capture_directions(color: Color) -> (Direction, Direction) {
    match color {
        Color::White => (Direction::NorthWest, Direction::NorthEast),
        Color::Black => (Direction::SouthWest, Direction::SouthEast),
    }
}

/// For a king and a castling rook on the first rank, indexed by their files: the squares that
/// must be empty (both paths, king and rook excepted) and the king's path including its target.
/// Shifted up 56 bits for Black.
const CASTLING_PATHS: [[(Bitboard, Bitboard); 8]; 8] = {
    let mut table = [[(Bitboard::EMPTY, Bitboard::EMPTY); 8]; 8];
    let mut king_file = 0;
    while king_file < 8 {
        let mut rook_file = 0;
        while rook_file < 8 {
            if king_file != rook_file {
                let king = Square::new(king_file);
                let rook = Square::new(rook_file);
                let side = CastlingSide::from_files(king.file(), rook.file());
                let king_to = Square::from_coords(side.king_to_file(), Rank::First);
                let rook_to = Square::from_coords(side.rook_to_file(), Rank::First);
                let king_path = rays::between(king, king_to).with(king_to);
                let both = Bitboard(king_path.0 | rays::between(rook, rook_to).with(rook_to).0);
                let must_be_empty = both.without(king).without(rook);
                table[king_file as usize][rook_file as usize] = (must_be_empty, king_path);
            }
            rook_file += 1;
        }
        king_file += 1;
    }
    table
};

impl Position {
    /// The squares non-king pieces may move to, before pins: everything outside our own pieces
    /// when not in check, the checker and the squares between it and the king in single check.
    #[inline(always)]
    fn check_mask(&self, king: Square, ours: Bitboard) -> Bitboard {
        match self.checkers.first() {
            None => !ours,
            Some(checker) => rays::between(king, checker) | checker,
        }
    }

    /// Legal king steps (no castling) within `mask`.
    #[inline(always)]
    fn king_targets(
        &self,
        king: Square,
        ours: Bitboard,
        occupied: Bitboard,
        mask: Bitboard,
    ) -> Bitboard {
        let candidates = attacks::king(king) & !ours & mask;
        if candidates.is_empty() {
            return candidates;
        }
        let lifted = occupied - king;
        if !candidates.more_than_one() {
            // One square: asking who attacks it is cheaper than drawing every enemy attack.
            return match candidates.first() {
                Some(square) if self.board.attackers(square, !self.turn, lifted).any() => {
                    Bitboard::EMPTY
                }
                _ => candidates,
            };
        }
        candidates - self.enemy_attacks(lifted)
    }

    /// Every square the side not to move attacks through `occupied`.
    #[inline(always)]
    fn enemy_attacks(&self, occupied: Bitboard) -> Bitboard {
        let board = &self.board;
        let them = !self.turn;
        let theirs = board.by_color(them);
        let pawns = board.pawns() & theirs;
        let (west, east) = pawn_capture_directions(them);
        let mut danger = pawns.shift(west) | pawns.shift(east);
        for from in board.kings() & theirs {
            danger |= attacks::king(from);
        }
        for from in board.knights() & theirs {
            danger |= attacks::knight(from);
        }
        for from in board.bishops_and_queens() & theirs {
            danger |= bishop_attacks(from, occupied);
        }
        for from in board.rooks_and_queens() & theirs {
            danger |= rook_attacks(from, occupied);
        }
        danger
    }

    /// The castling rooks whose castle is legal now (king takes rook targets).
    #[inline]
    pub(crate) fn castling_targets(&self, king: Square, occupied: Bitboard) -> Bitboard {
        let rights = self.castling & Bitboard::backrank(self.turn);
        if rights.is_empty() || self.checkers.any() {
            return Bitboard::EMPTY;
        }
        // Every square between king and rook is on the king's or the rook's path, so a rook the
        // king cannot see along the back rank cannot castle: one lookup filters most nodes.
        let rights = rights & rook_attacks(king, occupied);
        if rights.is_empty() {
            return Bitboard::EMPTY;
        }
        self.castling_targets_slow(king, occupied, rights)
    }

    #[inline(never)]
    fn castling_targets_slow(
        &self,
        king: Square,
        occupied: Bitboard,
        rights: Bitboard,
    ) -> Bitboard {
        let mut legal = Bitboard::EMPTY;
        let shift = 56 * self.turn as u32;
        for rook in rights {
            let (must_be_empty, king_path) =
                CASTLING_PATHS[king.file() as usize][rook.file() as usize];
            if (Bitboard(must_be_empty.0 << shift) & occupied).any() {
                continue;
            }
            // Lift king and rook: the rook may be what shields the king's target (Chess960).
            let lifted = occupied - king - rook;
            if Bitboard(king_path.0 << shift)
                .into_iter()
                .all(|square| self.board.attackers(square, !self.turn, lifted).is_empty())
            {
                legal |= rook;
            }
        }
        legal
    }

    /// Our pawns that may legally capture en passant.
    #[inline]
    pub(crate) fn ep_capturers_legal(&self) -> Bitboard {
        let Some(ep) = self.ep_square else {
            return Bitboard::EMPTY;
        };
        let candidates = self.ep_capturers_pseudo(ep);
        if candidates.is_empty() {
            return Bitboard::EMPTY;
        }
        self.ep_capturers_slow(ep, candidates)
    }

    #[inline(never)]
    fn ep_capturers_slow(&self, ep: Square, candidates: Bitboard) -> Bitboard {
        let board = &self.board;
        let us = self.turn;
        let captured = Bitboard::from(ep).shift_forward(!us);
        let theirs = board.by_color(!us);
        // A knight (or any non-slider but the captured pawn) giving check stays: illegal.
        if ((self.checkers - captured) & !(board.rooks_and_queens() | board.bishops_and_queens()))
            .any()
        {
            return Bitboard::EMPTY;
        }
        let king = self.our_king();
        let rooks = board.rooks_and_queens() & theirs;
        let bishops = board.bishops_and_queens() & theirs;
        let mut legal = Bitboard::EMPTY;
        for from in candidates {
            let occupied = (board.occupied() - from - captured) | ep;
            if (rook_attacks(king, occupied) & rooks).is_empty()
                && (bishop_attacks(king, occupied) & bishops).is_empty()
            {
                legal |= from;
            }
        }
        legal
    }

    /// The pseudo-legal push and capture targets of our pawn on `from` (no en passant).
    #[inline(always)]
    fn pawn_targets(&self, from: Square, occupied: Bitboard, theirs: Bitboard) -> Bitboard {
        let us = self.turn;
        let single = Bitboard::from(from).shift_forward(us) - occupied;
        let double = (single & double_push_rank(us)).shift_forward(us) - occupied;
        single | double | (attacks::pawn(us, from) & theirs)
    }

    /// Calls `f` with the legal move set of every piece on `from_mask`, targets restricted to
    /// `to_mask`, skipping empty sets. The core that every public generator wraps.
    #[inline(always)]
    pub(crate) fn generate<F>(
        &self,
        from_mask: Bitboard,
        to_mask: Bitboard,
        f: &mut F,
    ) -> ControlFlow<()>
    where
        F: FnMut(MoveSet) -> ControlFlow<()>,
    {
        let board = &self.board;
        let us = self.turn;
        let ours = board.by_color(us);
        let theirs = board.by_color(!us);
        let occupied = ours | theirs;
        let king = self.our_king();

        if from_mask.contains(king) {
            let castles = self.castling_targets(king, occupied) & to_mask;
            let to = self.king_targets(king, ours, occupied, to_mask) | castles;
            if to.any() {
                f(MoveSet::new(Role::King, king, to, castles))?;
            }
        }
        if self.checkers.more_than_one() {
            return ControlFlow::Continue(());
        }
        let target = self.check_mask(king, ours) & to_mask;
        let pinned = self.pinned;
        let ours = ours & from_mask;

        for from in board.knights() & (ours - pinned) {
            let to = attacks::knight(from) & target;
            if to.any() {
                f(MoveSet::new(Role::Knight, from, to, Bitboard::EMPTY))?;
            }
        }
        for from in board.bishops() & ours {
            let mut to = bishop_attacks(from, occupied) & target;
            if pinned.contains(from) {
                to &= rays::line(king, from);
            }
            if to.any() {
                f(MoveSet::new(Role::Bishop, from, to, Bitboard::EMPTY))?;
            }
        }
        for from in board.rooks() & ours {
            let mut to = rook_attacks(from, occupied) & target;
            if pinned.contains(from) {
                to &= rays::line(king, from);
            }
            if to.any() {
                f(MoveSet::new(Role::Rook, from, to, Bitboard::EMPTY))?;
            }
        }
        for from in board.queens() & ours {
            let mut to = (rook_attacks(from, occupied) | bishop_attacks(from, occupied)) & target;
            if pinned.contains(from) {
                to &= rays::line(king, from);
            }
            if to.any() {
                f(MoveSet::new(Role::Queen, from, to, Bitboard::EMPTY))?;
            }
        }

        let ep = match self.ep_square {
            Some(ep) if to_mask.contains(ep) => Bitboard::from(ep),
            _ => Bitboard::EMPTY,
        };
        let ep_capturers = if ep.any() {
            self.ep_capturers_legal()
        } else {
            Bitboard::EMPTY
        };
        for from in board.pawns() & ours {
            let mut to = self.pawn_targets(from, occupied, theirs) & target;
            if pinned.contains(from) {
                to &= rays::line(king, from);
            }
            let special = if ep_capturers.contains(from) {
                ep
            } else {
                Bitboard::EMPTY
            };
            to |= special;
            if to.any() {
                f(MoveSet::new(Role::Pawn, from, to, special))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Calls `f` with the legal moves of each piece as a [`MoveSet`]: first the sets of
    /// capturing moves (en passant included), then the sets of the other moves, so a piece that
    /// has both comes twice. Stops early when `f` breaks, and returns what `f` returned last.
    ///
    /// The fast way to count moves or visit them without a list; see also
    /// [`Position::count_legal_moves`].
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use fianchetto_movegen::Position;
    ///
    /// let pos = Position::new();
    /// let mut count = 0;
    /// let _ = pos.for_each_move_set(|set| {
    ///     count += set.len();
    ///     ControlFlow::Continue(())
    /// });
    /// assert_eq!(count, 20);
    /// ```
    #[inline]
    pub fn for_each_move_set(
        &self,
        mut f: impl FnMut(MoveSet) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        self.for_each_move_set_filtered(Bitboard::FULL, Bitboard::FULL, &mut f)
    }

    /// [`Position::for_each_move_set`] restricted to pieces on `from` and targets in `to`.
    fn for_each_move_set_filtered(
        &self,
        from: Bitboard,
        to: Bitboard,
        f: &mut impl FnMut(MoveSet) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let captures = self.board.by_color(!self.turn)
            | self.ep_square.map_or(Bitboard::EMPTY, Bitboard::from);
        self.generate(from, to & captures, f)?;
        self.generate(from, to - captures, f)
    }

    /// All legal moves, captures first.
    ///
    /// ```
    /// use fianchetto_movegen::{Move, Position, Square};
    ///
    /// let moves = Position::new().legal_moves();
    /// assert_eq!(moves.len(), 20);
    /// assert!(moves.contains(&Move::normal(Square::G1, Square::F3)));
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        self.legal_moves_filtered(None, Bitboard::FULL, Bitboard::FULL)
    }

    /// The legal moves of pieces of kind `role` (any role if `None`) on `from`, to targets in
    /// `to` (castling targets are rook squares), captures first: what SAN parsing needs.
    ///
    /// ```
    /// use fianchetto_movegen::{Bitboard, Position, Role, Square};
    ///
    /// let pos = Position::new();
    /// let moves = pos.legal_moves_filtered(Some(Role::Knight), Bitboard::FULL, Square::F3.into());
    /// assert_eq!(moves.len(), 1);
    /// assert_eq!(moves[0].from(), Square::G1);
    /// ```
    pub fn legal_moves_filtered(
        &self,
        role: Option<Role>,
        from: Bitboard,
        to: Bitboard,
    ) -> MoveList {
        let from = match role {
            Some(role) => from & self.board.by_role(role),
            None => from,
        };
        let mut moves = MoveList::new();
        let _ = self.for_each_move_set_filtered(from, to, &mut |set| {
            moves.extend(set);
            ControlFlow::Continue(())
        });
        moves
    }

    /// The legal moves of the pieces on `from`.
    #[inline]
    pub fn moves_from(&self, from: Bitboard) -> MoveList {
        self.legal_moves_filtered(None, from, Bitboard::FULL)
    }

    /// The legal moves to targets in `to` (castling targets are rook squares).
    #[inline]
    pub fn moves_to(&self, to: Bitboard) -> MoveList {
        self.legal_moves_filtered(None, Bitboard::FULL, to)
    }

    /// `true` if the side to move has at least one legal move.
    pub fn has_legal_moves(&self) -> bool {
        self.generate(Bitboard::FULL, Bitboard::FULL, &mut |_| {
            ControlFlow::Break(())
        })
        .is_break()
    }

    /// The number of legal moves, by popcount: pawns are counted set-wise, each promotion
    /// square four times. The leaf of bulk-counting perft.
    ///
    /// ```
    /// use fianchetto_movegen::Position;
    ///
    /// assert_eq!(Position::new().count_legal_moves(), 20);
    /// ```
    #[inline]
    pub fn count_legal_moves(&self) -> usize {
        let board = &self.board;
        let us = self.turn;
        let ours = board.by_color(us);
        let theirs = board.by_color(!us);
        let occupied = ours | theirs;
        let king = self.our_king();

        let mut count = (self.king_targets(king, ours, occupied, Bitboard::FULL)
            | self.castling_targets(king, occupied))
        .len();
        if self.checkers.more_than_one() {
            return count;
        }
        let target = self.check_mask(king, ours);
        let pinned = self.pinned;

        // Popcount is a software routine on the baseline x86-64 target: count each piece's
        // targets once (a queen's rook and bishop moves together), and pawns set-wise in as few
        // words as fit.
        for from in board.knights() & (ours - pinned) {
            count += (attacks::knight(from) & target).len();
        }
        let queens = board.queens() & ours;
        for from in queens {
            let mut to = (rook_attacks(from, occupied) | bishop_attacks(from, occupied)) & target;
            if pinned.contains(from) {
                to &= rays::line(king, from);
            }
            count += to.len();
        }
        let bishops = board.bishops() & ours;
        for from in bishops - pinned {
            count += (bishop_attacks(from, occupied) & target).len();
        }
        for from in bishops & pinned {
            count += (bishop_attacks(from, occupied) & target & rays::line(king, from)).len();
        }
        let rooks = board.rooks() & ours;
        for from in rooks - pinned {
            count += (rook_attacks(from, occupied) & target).len();
        }
        for from in rooks & pinned {
            count += (rook_attacks(from, occupied) & target & rays::line(king, from)).len();
        }

        let pawns = board.pawns() & ours;
        for from in pawns & pinned {
            let to = self.pawn_targets(from, occupied, theirs) & target & rays::line(king, from);
            count += to.len() + 3 * (to & Bitboard::BACKRANKS).len();
        }
        let free = pawns - pinned;
        let empty = !occupied;
        let single = free.shift_forward(us) & empty;
        let double = (single & double_push_rank(us)).shift_forward(us) & empty & target;
        let single = single & target;
        let (west, east) = pawn_capture_directions(us);
        let captures_west = free.shift(west) & theirs & target;
        let captures_east = free.shift(east) & theirs & target;
        // Single pushes never land on our own back rank; double pushes (our fourth rank) move
        // there, so both share one word.
        let pushes = match us {
            Color::White => single.0 | double.0 >> 24,
            Color::Black => single.0 | double.0 << 24,
        };
        count += Bitboard(pushes).len() + (captures_west | captures_east).len();
        let both = captures_west & captures_east;
        if both.any() {
            count += both.len();
        }
        let promotions = (single | captures_west | captures_east) & Bitboard::BACKRANKS;
        if promotions.any() {
            // Fold the back ranks into one byte per kind of move: one popcount for all three.
            let fold = |b: Bitboard| (b.0 | b.0 >> 56) & 0xff;
            let packed = fold(single) | fold(captures_west) << 8 | fold(captures_east) << 16;
            count += 3 * Bitboard(packed).len();
        }
        if self.ep_square.is_some() {
            count += self.ep_capturers_legal().len();
        }
        count
    }
}
