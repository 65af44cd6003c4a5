//! Racing kings: no checks allowed, the first king on the eighth rank wins, and Black, who
//! moves second, gets one move to draw by reaching it too.

use fianchetto_movegen::{Bitboard, Board, Color, Move, Role, Square, attacks, rays};

use super::PerColor;
use super::VariantRules;
use crate::{Variant, VariantMoveList, VariantPosition, VariantPositionErrorKinds as Kinds};

/// Racing kings' second and first ranks, files a to h: `krbnNBRK` over `qrbnNBRQ`.
const RACING_KINGS_ROWS: [[(Role, Color); 8]; 2] = {
    use Color::{Black as B, White as W};
    use Role::{Bishop, King, Knight, Queen, Rook};
    [
        [
            (King, B),
            (Rook, B),
            (Bishop, B),
            (Knight, B),
            (Knight, W),
            (Bishop, W),
            (Rook, W),
            (King, W),
        ],
        [
            (Queen, B),
            (Rook, B),
            (Bishop, B),
            (Knight, B),
            (Knight, W),
            (Bishop, W),
            (Rook, W),
            (Queen, W),
        ],
    ]
};

/// Racing kings' rules.
pub(crate) struct RacingKings;

impl VariantRules for RacingKings {
    const VARIANT: Variant = Variant::RacingKings;

    fn start_board() -> Board {
        let mut board = Board::empty();
        for (rank, row) in [1u32, 0].into_iter().zip(RACING_KINGS_ROWS) {
            for (file, (role, color)) in (0u32..).zip(row) {
                board.set_piece_at(Square::new(rank * 8 + file), role.of(color));
            }
        }
        board
    }
    const START_CASTLING: Bitboard = Bitboard::EMPTY;
    const CHESS960_START: bool = false;

    /// python-chess's `RacingKingsBoard.generate_legal_moves`: standard chess's legal moves
    /// that give no check.
    #[inline(always)]
    fn legal_moves(
        pos: &VariantPosition,
        from_mask: Bitboard,
        to_mask: Bitboard,
        moves: &mut VariantMoveList,
    ) {
        if !Self::is_variant_end(pos) {
            pos.legal_with_king_masked::<Self>(from_mask, to_mask, moves);
            pos.retain_non_checks(moves);
        }
    }

    #[inline(always)]
    fn legal_move_count(pos: &VariantPosition) -> usize {
        pos.legal_moves_by::<Self>().len()
    }

    #[inline(always)]
    fn is_variant_end(pos: &VariantPosition) -> bool {
        pos.racing_kings_end()
    }

    fn is_variant_loss(pos: &VariantPosition) -> bool {
        Self::is_variant_end(pos) && !pos.king_home(pos.turn)
    }

    fn is_variant_win(pos: &VariantPosition) -> bool {
        Self::is_variant_end(pos) && pos.king_home(pos.turn) && !pos.king_home(!pos.turn)
    }

    fn is_variant_draw(pos: &VariantPosition) -> bool {
        pos.king_home(Color::White) && pos.king_home(Color::Black)
    }

    /// A king can always walk home.
    fn has_insufficient_material(_pos: &VariantPosition, _color: Color) -> bool {
        false
    }

    /// No check, no race already over, no pawns, no more pieces of a kind than the start.
    fn adjust_status(
        pos: &VariantPosition,
        kinds: &mut Kinds,
        _per_color: &mut PerColor,
        checkers: Bitboard,
        _valid_ep: Option<Square>,
    ) {
        let board = &pos.board;
        if checkers.any() {
            *kinds |= Kinds::RACE_CHECK | Kinds::TOO_MANY_CHECKERS | Kinds::IMPOSSIBLE_CHECK;
        }
        let goal = Bitboard::RANKS[7] & board.kings();
        if pos.turn == Color::Black
            && Color::ALL
                .into_iter()
                .all(|color| (goal & board.by_color(color)).any())
        {
            *kinds |= Kinds::RACE_OVER;
        }
        if board.pawns().any() {
            *kinds |= Kinds::RACE_MATERIAL;
        }
        for color in Color::ALL {
            let ours = board.by_color(color);
            if (ours & board.knights()).len() > 2
                || (ours & board.bishops()).len() > 2
                || (ours & board.rooks()).len() > 2
                || (ours & board.queens()).len() > 1
            {
                *kinds |= Kinds::RACE_MATERIAL;
            }
        }
    }
}

impl VariantPosition {
    /// python-chess's `RacingKingsBoard.is_variant_end`: a king on the eighth rank, unless it is
    /// White's alone and Black, to move, has a king step onto a free eighth-rank square that
    /// White does not attack.
    fn racing_kings_end(&self) -> bool {
        let board = &self.board;
        let goal = Bitboard::RANKS[7];
        if (board.kings() & goal).is_empty() {
            return false;
        }
        let black_kings = board.by_piece(Role::King.of(Color::Black));
        let Some(black_king) = black_kings.last() else {
            return true;
        };
        if self.turn == Color::White || (black_kings & goal).any() {
            return true;
        }
        let targets = attacks::king(black_king) & (goal - board.by_color(Color::Black));
        targets.into_iter().all(|target| {
            board
                .attackers(target, Color::White, board.occupied())
                .any()
        })
    }

    /// `true` if `color` has a king on the eighth rank.
    fn king_home(&self, color: Color) -> bool {
        (self.board.by_piece(Role::King.of(color)) & Bitboard::RANKS[7]).any()
    }
}

/// What a move of ours needs to know to tell whether it gives check, computed once per node:
/// racing kings forbids checks, and testing each move by playing it (python-chess's way) costs
/// a whole copy-make per move.
struct CheckTest {
    /// Their king (racing kings validates exactly one a side).
    king: Square,
    /// Our pieces that stand alone between their king and one of our sliders: moving one off
    /// that line uncovers a check.
    discoverers: Bitboard,
}

impl CheckTest {
    /// The test for the side to move, or `None` where it is not exact (not one enemy king, or
    /// that king attacked already).
    fn new(pos: &VariantPosition) -> Option<CheckTest> {
        let board = &pos.board;
        let them = !pos.turn;
        let their_kings = board.by_piece(Role::King.of(them));
        let king = their_kings.single_square()?;
        // Validation lets a racing kings side stand in check when it is not to move: then
        // every move "gives" check, and the per-move test below (which only looks at what
        // the move changes) would not know.
        if board.attackers(king, pos.turn, board.occupied()).any() {
            return None;
        }
        let ours = board.by_color(pos.turn);
        let snipers = ((attacks::rook(king, Bitboard::EMPTY) & board.rooks_and_queens())
            | (attacks::bishop(king, Bitboard::EMPTY) & board.bishops_and_queens()))
            & ours;
        let mut discoverers = Bitboard::EMPTY;
        for sniper in snipers {
            let between = rays::between(king, sniper) & board.occupied();
            if between.single_square().is_some() {
                discoverers |= between;
            }
        }
        Some(CheckTest {
            king,
            discoverers: discoverers & ours,
        })
    }

    /// `true` if the pseudo-legal move `m` leaves their king attacked, as playing it and asking
    /// `is_check()` would say. A normal move only: a move from `from` to `to` of our piece,
    /// perhaps a capture, never of their king (which a legal racing kings position never
    /// attacks); castling, en passant and promotions (no pawns in racing kings) are not asked.
    #[inline]
    fn gives_check(&self, pos: &VariantPosition, m: Move) -> bool {
        let (from, to, king) = (m.from(), m.to(), self.king);
        // Uncovered: the moved piece leaves a line on which it alone blocked one of ours (it
        // cannot land on the far side of the king or of our slider, so only `to` on the line
        // keeps it closed).
        if self.discoverers.contains(from) && !rays::line(king, from).contains(to) {
            return true;
        }
        let occupied = (pos.board.occupied() ^ from) | to;
        let role = pos.board.role_at(from).unwrap_or(Role::Pawn);
        match role {
            Role::Pawn => attacks::pawn(pos.turn, to).contains(king),
            Role::Knight => attacks::knight(to).contains(king),
            Role::Bishop => attacks::bishop(to, occupied).contains(king),
            Role::Rook => attacks::rook(to, occupied).contains(king),
            Role::Queen => attacks::queen(to, occupied).contains(king),
            Role::King => attacks::king(to).contains(king),
        }
    }

    /// `true` if `m` is a move [`gives_check`](CheckTest::gives_check) answers exactly.
    #[inline]
    fn covers(&self, m: Move) -> bool {
        !m.is_castle()
            && !m.is_en_passant()
            && !m.is_drop()
            && m.promotion_role().is_none()
            && m.to() != self.king
    }
}

impl VariantPosition {
    /// Racing kings' last legality test: keeps the moves that do not give check, asked of a
    /// [`CheckTest`] made once for the node where it is exact, else by playing the move.
    fn retain_non_checks(&self, moves: &mut VariantMoveList) {
        let by_playing = |m: Move| !self.play_by::<RacingKings>(m).king_attackers().any();
        match CheckTest::new(self) {
            Some(test) => moves.retain(|m| {
                if test.covers(*m) {
                    let check = test.gives_check(self, *m);
                    // The tests build with debug assertions: every node they walk checks the
                    // shortcut against the move played.
                    debug_assert_eq!(check, !by_playing(*m), "{m:?} in {self}");
                    !check
                } else {
                    by_playing(*m)
                }
            }),
            None => moves.retain(|m| by_playing(*m)),
        }
    }
}
