//! Counting the legal moves without listing them, for perft's last ply and other questions
//! that want only how many: where a king can be in check (standard chess, king of the hill,
//! three-check, crazyhouse, horde), out of check, each piece's targets are a bitboard whose
//! popcount is its number of moves once pinned pieces keep to their line and the king avoids
//! attacked squares — the same verdicts as `_is_safe` on the listed moves. Rare moves
//! (castling, en passant) and positions in check are still listed and filtered. Antichess,
//! where no king is ever in check, counts its captures (else its other moves) as popcounts;
//! atomic and racing kings list their moves, whose legality depends on what each does.

use fianchetto_movegen::{Bitboard, Color, File, Role, attacks, rays};

use crate::rules::{VariantRules, with_rules};
use crate::{VariantMoveList, VariantPosition};

/// The number of moves onto `targets` by pawns, a move to the back rank counting as its four
/// promotions (antichess, with five, is not counted here).
#[inline]
fn pawn_moves(targets: Bitboard) -> usize {
    (targets - Bitboard::BACKRANKS).len() + 4 * (targets & Bitboard::BACKRANKS).len()
}

/// The squares `pawns` of `color` attack towards the a-file and towards the h-file: each
/// pawn's captures, apart, so that a square two pawns attack counts twice.
#[inline]
fn pawn_captures(color: Color, pawns: Bitboard) -> (Bitboard, Bitboard) {
    let not_a = pawns - Bitboard::from_file(File::A);
    let not_h = pawns - Bitboard::from_file(File::H);
    match color {
        Color::White => (Bitboard(not_a.0 << 7), Bitboard(not_h.0 << 9)),
        Color::Black => (Bitboard(not_a.0 >> 9), Bitboard(not_h.0 >> 7)),
    }
}

impl VariantPosition {
    /// `legal_moves().len()`, without the list where the variant allows.
    pub(crate) fn legal_move_count(&self) -> usize {
        with_rules!(self.variant, |R| self.legal_move_count_by::<R>())
    }

    /// [`legal_move_count`](VariantPosition::legal_move_count) by `R`'s rules.
    #[inline]
    pub(crate) fn legal_move_count_by<R: VariantRules>(&self) -> usize {
        let count = R::legal_move_count(self);
        // The tests build with debug assertions: every count they ask is checked against the
        // list.
        debug_assert_eq!(count, self.legal_moves_by::<R>().len(), "{}", self);
        count
    }

    /// The default of [`VariantRules::legal_move_count`], where the variant's moves are
    /// [`standard_legal_moves`](VariantPosition::standard_legal_moves).
    #[inline(always)]
    pub(crate) fn standard_move_count<R: VariantRules>(&self) -> usize {
        if R::is_variant_end(self) {
            return 0;
        }
        let drops = if R::POCKETS { self.count_drops() } else { 0 };
        self.count_with_king::<R>() + drops
    }

    /// The number of moves `legal_with_king` lists.
    fn count_with_king<R: VariantRules>(&self) -> usize {
        let board = &self.board;
        let us = self.turn;
        let occupied = board.occupied();
        let king = self.king_of(us);
        if let Some(king) = king
            && board.attackers(king, !us, occupied).any()
        {
            let mut moves = VariantMoveList::new();
            self.legal_with_king::<R>(&mut moves);
            return moves.len();
        }
        let blockers = king.map_or(Bitboard::EMPTY, |king| self.slider_blockers(king));
        // A pinned piece keeps to the line through it and the king (`_is_safe`).
        let pin_line = |from| match king {
            Some(king) if blockers.contains(from) => rays::line(king, from),
            _ => Bitboard::FULL,
        };
        let ours = board.by_color(us);
        let theirs = board.by_color(!us);
        let mut count = 0;

        // By role, so that no square asks which piece stands on it; a queen counts as a bishop
        // and a rook, whose targets never overlap. A pinned knight never stays on its line.
        for from in (board.knights() & ours) - blockers {
            count += (attacks::knight(from) - ours).len();
        }
        for from in board.bishops_and_queens() & ours {
            count += ((attacks::bishop(from, occupied) - ours) & pin_line(from)).len();
        }
        for from in board.rooks_and_queens() & ours {
            count += ((attacks::rook(from, occupied) - ours) & pin_line(from)).len();
        }
        for from in board.kings() & ours {
            let targets = attacks::king(from) - ours;
            count += if Some(from) == king {
                // Not in check: the king lifted changes no attack on its steps.
                targets
                    .into_iter()
                    .filter(|&to| board.attackers(to, !us, occupied).is_empty())
                    .count()
            } else {
                (targets & pin_line(from)).len()
            };
        }

        let pawns = board.pawns() & ours;
        let double_ranks = match us {
            Color::White => Bitboard::RANKS[2] | Bitboard::RANKS[3],
            Color::Black => Bitboard::RANKS[5] | Bitboard::RANKS[4],
        };
        let pushes = |pawns: Bitboard| {
            let single = pawns.shift_forward(us) - occupied;
            let double = (single.shift_forward(us) - occupied) & double_ranks;
            single | double
        };
        // Unpinned pawns all at once (a horde has three dozen); pinned ones alone, each kept to
        // its line.
        let free = pawns - blockers;
        count += pawn_moves(pushes(free));
        let (west, east) = pawn_captures(us, free);
        count += pawn_moves(west & theirs) + pawn_moves(east & theirs);
        for from in pawns & blockers {
            let line = pin_line(from);
            count += pawn_moves(pushes(from.into()) & line);
            count += pawn_moves(attacks::pawn(us, from) & theirs & line);
        }

        // Castling and en passant: listed and judged as `legal_with_king` does.
        let mut rare = VariantMoveList::new();
        if board.kings().any() && (self.castling & Bitboard::backrank(us)).any() {
            self.castling_moves::<R>(Bitboard::FULL, Bitboard::FULL, &mut rare);
        }
        if self.ep_square.is_some() {
            self.pseudo_legal_ep(Bitboard::FULL, Bitboard::FULL, &mut rare);
        }
        count
            + match king {
                Some(king) => rare
                    .iter()
                    .filter(|&&m| self.is_safe(king, blockers, m))
                    .count(),
                None => rare.len(),
            }
    }

    /// The number of drops `legal_drops` lists.
    fn count_drops(&self) -> usize {
        let squares = self.drop_squares();
        Role::ALL
            .into_iter()
            .filter(|&role| self.pockets.count(self.turn, role) > 0)
            .map(|role| match role {
                Role::Pawn => (squares - Bitboard::BACKRANKS).len(),
                _ => squares.len(),
            })
            .sum()
    }
}

impl VariantPosition {
    /// `pseudo_legal(Bitboard::FULL, to_mask).len()` for `R` without kings that can be in check
    /// (antichess), without the list: each piece's targets are a popcount, each pawn's too (a
    /// promotion counting as `R`'s number of roles), castling alone is listed (rare).
    pub(crate) fn pseudo_legal_count<R: VariantRules>(&self, to_mask: Bitboard) -> usize {
        let board = &self.board;
        let us = self.turn;
        let ours = board.by_color(us);
        let theirs = board.by_color(!us);
        let occupied = board.occupied();
        let mut count = 0;
        for from in ours - board.pawns() {
            let role = board.role_at(from).unwrap_or(Role::Pawn);
            count +=
                (crate::generate::piece_attacks(role, us, from, occupied) & (to_mask - ours)).len();
        }
        if board.kings().any() && (self.castling & Bitboard::backrank(us)).any() {
            let mut moves = VariantMoveList::new();
            self.castling_moves::<R>(Bitboard::FULL, to_mask, &mut moves);
            count += moves.len();
        }
        let pawns = board.pawns() & ours;
        if pawns.is_empty() {
            return count;
        }
        let roles = if R::KING_PROMOTIONS { 5 } else { 4 };
        let weighted = |targets: Bitboard| {
            (targets - Bitboard::BACKRANKS).len() + roles * (targets & Bitboard::BACKRANKS).len()
        };
        let (west, east) = pawn_captures(us, pawns);
        count += weighted(west & theirs & to_mask) + weighted(east & theirs & to_mask);
        let double_ranks = match us {
            Color::White => Bitboard::RANKS[2] | Bitboard::RANKS[3],
            Color::Black => Bitboard::RANKS[5] | Bitboard::RANKS[4],
        };
        let single = pawns.shift_forward(us) - occupied;
        let double = (single.shift_forward(us) - occupied) & double_ranks & to_mask;
        count += weighted(single & to_mask) + double.len();
        if let Some(ep) = self.ep_square
            && to_mask.contains(ep)
        {
            count += self.ep_capturers(ep).len();
        }
        count
    }
}
