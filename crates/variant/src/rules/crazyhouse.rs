//! Crazyhouse: captured pieces change sides and go to the captor's hand, to be dropped later
//! (promoted pieces return as pawns); the drops themselves are shared machinery
//! (`generate::drops`), switched on by [`VariantRules::POCKETS`].

use fianchetto_movegen::{Bitboard, Color, Role, Square};

use super::PerColor;
use super::{FenPromoted, VariantRules};
use crate::{Variant, VariantPosition, VariantPositionErrorKinds as Kinds};

/// Crazyhouse's rules.
pub(crate) struct Crazyhouse;

impl VariantRules for Crazyhouse {
    const VARIANT: Variant = Variant::Crazyhouse;
    const POCKETS: bool = true;
    const FEN_PROMOTED: FenPromoted = FenPromoted::Always;

    #[inline(always)]
    fn on_capture(
        pos: &mut VariantPosition,
        _to: Square,
        captured: Role,
        captured_was_promoted: bool,
    ) {
        let role = if captured_was_promoted {
            Role::Pawn
        } else {
            captured
        };
        // The captor has the turn still.
        pos.pockets.add(pos.turn, role);
    }

    /// Promoted pieces stay marked: a capture returns them to the hand as pawns.
    #[inline(always)]
    fn after_move(_pos: &mut VariantPosition, _us: Color) {}

    /// python-chess's `CrazyhouseBoard.has_insufficient_material`, the same for both colors:
    /// at most three pieces left, none of them promoted, pawns, rooks or queens, on the board
    /// or in hand.
    fn has_insufficient_material(pos: &VariantPosition, _color: Color) -> bool {
        let board = &pos.board;
        let pockets = &pos.pockets;
        let in_hand = |role: Role| {
            Color::ALL
                .into_iter()
                .any(|color| pockets.count(color, role) > 0)
        };
        board.occupied().len() + pockets.len(Color::White) + pockets.len(Color::Black) <= 3
            && pos.promoted.is_empty()
            && (board.pawns() | board.rooks_and_queens()).is_empty()
            && !in_hand(Role::Pawn)
            && !in_hand(Role::Rook)
            && !in_hand(Role::Queen)
    }

    /// As python-chess: captured pieces come back, so no move count rule.
    const MOVE_COUNT_RULES: bool = false;

    /// As python-chess: captured pieces come back, so only lost castling rights are
    /// irreversible.
    fn is_irreversible(before: &VariantPosition, after: &VariantPosition) -> bool {
        after.castling != before.castling
    }

    fn promoted_status(pos: &VariantPosition) -> Kinds {
        let board = &pos.board;
        if pos
            .promoted
            .is_subset(board.occupied() - board.pawns() - board.kings())
        {
            Kinds::empty()
        } else {
            Kinds::INVALID_PROMOTED
        }
    }

    /// The limits of 16 pieces and 8 pawns a color are python-chess's 32 and 16 on the board
    /// and in hand together.
    fn adjust_status(
        pos: &VariantPosition,
        _kinds: &mut Kinds,
        per_color: &mut PerColor,
        _checkers: Bitboard,
        _valid_ep: Option<Square>,
    ) {
        let (pieces, pawns) = pos.on_board_and_in_hand();
        if pawns <= 16 {
            per_color.too_many_pawns = [false; 2];
        }
        if pieces <= 32 {
            per_color.too_many_pieces = [false; 2];
        }
    }
}
