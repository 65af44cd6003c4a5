//! Atomic chess: every capture explodes the capturer and the pieces but pawns around the
//! target; blowing up the enemy king wins, blowing up one's own is illegal, and kings that
//! touch cannot give check.

use fianchetto_movegen::{Bitboard, Color, Move, Role, Square, attacks, rays};

use super::PerColor;
use super::VariantRules;
use crate::{Variant, VariantMoveList, VariantPosition, VariantPositionErrorKinds as Kinds};

/// Atomic's rules.
pub(crate) struct Atomic;

impl VariantRules for Atomic {
    const VARIANT: Variant = Variant::Atomic;

    /// Kings that touch cannot give check.
    #[inline(always)]
    fn has_check(pos: &VariantPosition) -> bool {
        !pos.kings_connected()
    }

    /// A king may step next to the enemy king: those squares are never attacked.
    #[inline(always)]
    fn attacked_for_king(pos: &VariantPosition, path: Bitboard, occupied: Bitboard) -> bool {
        let mut path = path;
        for king in pos.board.by_piece(Role::King.of(!pos.turn)) {
            path -= attacks::king(king);
        }
        pos.attacked_for_king_standard(path, occupied)
    }

    /// python-chess's `AtomicBoard.generate_legal_moves`: each pseudo-legal move kept if
    /// [`is_safe_atomic`](VariantPosition::is_safe_atomic).
    #[inline(always)]
    fn legal_moves(
        pos: &VariantPosition,
        from_mask: Bitboard,
        to_mask: Bitboard,
        moves: &mut VariantMoveList,
    ) {
        if !Self::is_variant_end(pos) {
            pos.pseudo_legal::<Self>(from_mask, to_mask, moves);
            pos.retain_atomic_legal(moves);
        }
    }

    #[inline(always)]
    fn legal_move_count(pos: &VariantPosition) -> usize {
        pos.legal_moves_by::<Self>().len()
    }

    /// python-chess asks only whether the capturer's king is left attacked.
    fn is_legal_en_passant(pos: &VariantPosition, m: Move) -> bool {
        !pos.play_by::<Self>(m).was_into_check_by::<Self>()
    }

    #[inline(always)]
    fn on_capture(
        pos: &mut VariantPosition,
        to: Square,
        _captured: Role,
        _captured_was_promoted: bool,
    ) {
        pos.explode(to);
    }

    /// A king has exploded.
    #[inline(always)]
    fn is_variant_end(pos: &VariantPosition) -> bool {
        let board = &pos.board;
        Color::ALL
            .into_iter()
            .any(|color| (board.kings() & board.by_color(color)).is_empty())
    }

    fn is_variant_loss(pos: &VariantPosition) -> bool {
        let kings = pos.board.kings();
        kings.any() && (kings & pos.board.by_color(pos.turn)).is_empty()
    }

    fn is_variant_win(pos: &VariantPosition) -> bool {
        let kings = pos.board.kings();
        kings.any() && (kings & pos.board.by_color(!pos.turn)).is_empty()
    }

    fn has_insufficient_material(pos: &VariantPosition, color: Color) -> bool {
        pos.atomic_insufficient_material(color)
    }

    /// The side to move may have lost its king, the other stand in check (it cannot be
    /// taken), and up to 14 pieces give "check"; without an en passant square no check is
    /// impossible.
    fn adjust_status(
        pos: &VariantPosition,
        kinds: &mut Kinds,
        per_color: &mut PerColor,
        checkers: Bitboard,
        valid_ep: Option<Square>,
    ) {
        *kinds = kinds.difference(Kinds::OPPOSITE_CHECK);
        per_color.no_king[pos.turn as usize] = false;
        if checkers.len() <= 14 {
            *kinds = kinds.difference(Kinds::TOO_MANY_CHECKERS);
        }
        if valid_ep.is_none() {
            *kinds = kinds.difference(Kinds::IMPOSSIBLE_CHECK);
        }
    }
}

impl VariantPosition {
    /// The explosion of a capture on `to`: castling rights of exploded rooks and kings go, the
    /// capturer and every piece but pawns next to `to` leave the board (python-chess's
    /// `AtomicBoard._push_capture`).
    fn explode(&mut self, to: Square) {
        let board = &mut self.board;
        let radius = attacks::king(to) - board.pawns();
        self.castling -= radius;
        for color in Color::ALL {
            if (radius & (board.by_piece(Role::King.of(color)) - self.promoted)).any() {
                self.castling -= Bitboard::backrank(color);
            }
        }
        for square in radius.with(to) {
            board.remove_piece_at(square);
        }
        self.promoted -= radius.with(to);
    }

    /// python-chess's `AtomicBoard.is_legal` for a pseudo-legal move: after it, some king is
    /// left, ours is, and either theirs exploded or ours is not attacked (kings that touch are
    /// never attacked).
    fn is_safe_atomic(&self, m: Move) -> bool {
        let after = self.play_by::<Atomic>(m);
        let kings = after.board.kings();
        let ours = after.board.by_color(self.turn);
        let theirs = after.board.by_color(!self.turn);
        kings.any()
            && (kings & ours).any()
            && ((kings & theirs).is_empty() || !after.was_into_check_by::<Atomic>())
    }

    /// python-chess's `AtomicBoard.has_insufficient_material`.
    fn atomic_insufficient_material(&self, color: Color) -> bool {
        let board = &self.board;
        let ours = board.by_color(color);
        let theirs = board.by_color(!color);
        // Nothing matters once the enemy king has exploded.
        if (theirs & board.kings()).is_empty() {
            return false;
        }
        // A bare king cannot mate.
        if (ours - board.kings()).is_empty() {
            return true;
        }
        // While the enemy king is not alone, its own pieces may explode next to it: unless only
        // bishops are left that can never reach each other.
        if (theirs - board.kings()).any() {
            if board.occupied() == board.bishops() | board.kings() {
                let bishops = board.bishops();
                let white = bishops & board.by_color(Color::White);
                let black = bishops & board.by_color(Color::Black);
                if (white & Bitboard::DARK_SQUARES).is_empty() {
                    return (black & Bitboard::LIGHT_SQUARES).is_empty();
                }
                if (white & Bitboard::LIGHT_SQUARES).is_empty() {
                    return (black & Bitboard::DARK_SQUARES).is_empty();
                }
            }
            return false;
        }
        // A queen or a pawn (a future queen) mates a bare king.
        if (board.queens() | board.pawns()).any() {
            return false;
        }
        // A single knight, bishop or rook cannot.
        if (board.knights() | board.bishops() | board.rooks()).len() == 1 {
            return true;
        }
        // Nor can two knights.
        if board.occupied() == board.knights() | board.kings() {
            return board.knights().len() <= 2;
        }
        false
    }
}

/// What atomic's legality test needs of a node, computed once: python-chess plays every
/// pseudo-legal move and looks at the result, but a move that captures nothing explodes
/// nothing, and its legality is then standard chess's, with touching kings cancelling check.
struct QuietSafety {
    /// Our king (atomic validates at most one a side, and generates only while both exist).
    king: Square,
    /// Our king touches theirs: nothing attacks it, whatever a non-king move does.
    connected: bool,
    /// Their pieces attacking our king, when not connected.
    checkers: Bitboard,
    /// Our pieces that alone block one of their sliders from our king.
    blockers: Bitboard,
}

impl QuietSafety {
    /// The test for the side to move, or `None` where it is not exact (not one king a side).
    fn new(pos: &VariantPosition) -> Option<QuietSafety> {
        let board = &pos.board;
        let us = pos.turn;
        let king = (board.by_piece(Role::King.of(us)) - pos.promoted).single_square()?;
        board.by_piece(Role::King.of(!us)).single_square()?;
        let connected = pos.kings_connected();
        let checkers = if connected {
            Bitboard::EMPTY
        } else {
            board.attackers(king, !us, board.occupied())
        };
        Some(QuietSafety {
            king,
            connected,
            checkers,
            blockers: pos.slider_blockers(king),
        })
    }

    /// `true` if `m` is a move [`is_safe`](QuietSafety::is_safe) answers exactly: a normal
    /// move or promotion onto an empty square (no capture, no explosion).
    #[inline]
    fn covers(pos: &VariantPosition, m: Move) -> bool {
        !m.is_castle()
            && !m.is_en_passant()
            && !m.is_drop()
            && !pos.board.occupied().contains(m.to())
    }

    /// python-chess's `AtomicBoard.is_legal` for a covered pseudo-legal move: every king is
    /// still there, so the move is legal unless it leaves our king attacked with the kings
    /// apart.
    #[inline]
    fn is_safe(&self, pos: &VariantPosition, m: Move) -> bool {
        let board = &pos.board;
        let (from, to, king) = (m.from(), m.to(), self.king);
        if from == king {
            let their_king = board.by_piece(Role::King.of(!pos.turn));
            return (attacks::king(to) & their_king).any()
                || board
                    .attackers(to, !pos.turn, board.occupied() ^ from)
                    .is_empty();
        }
        if self.connected {
            return true;
        }
        if self.checkers.any() {
            // In check: whether the move blocks every checker is asked of the board after it
            // (nothing is captured, so their pieces are the same).
            let occupied = (board.occupied() ^ from) | to;
            return board.attackers(king, !pos.turn, occupied).is_empty();
        }
        // Not in check: only a piece leaving the line it pins on can expose the king (it cannot
        // land beyond the king or the pinner).
        !self.blockers.contains(from) || rays::line(from, to).contains(king)
    }
}

impl VariantPosition {
    /// Atomic's legality test on pseudo-legal `moves`: quiet moves by [`QuietSafety`], the
    /// rest (captures, which explode; en passant; castling) by playing them.
    fn retain_atomic_legal(&self, moves: &mut VariantMoveList) {
        let Some(safety) = QuietSafety::new(self) else {
            moves.retain(|m| self.is_safe_atomic(*m));
            return;
        };
        moves.retain(|m| {
            if QuietSafety::covers(self, *m) {
                let safe = safety.is_safe(self, *m);
                // The tests build with debug assertions: every node they walk checks the
                // shortcut against the move played.
                debug_assert_eq!(safe, self.is_safe_atomic(*m), "{m:?} in {self}");
                safe
            } else {
                self.is_safe_atomic(*m)
            }
        });
    }
}
