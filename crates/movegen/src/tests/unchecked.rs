//! `UncheckedPosition` on legal positions agrees with `Position` move for move, down the
//! tree: the same legal moves, the same positions after them, no status.

extern crate alloc;

use alloc::vec::Vec;

use super::fen::pos;
use crate::{Bitboard, EnPassantMode, Move, Position, PositionErrorKinds, UncheckedPosition};

fn unchecked(position: &Position) -> UncheckedPosition {
    UncheckedPosition::new(
        position.to_setup(EnPassantMode::Always),
        position.castling_mode(),
    )
}

fn sorted(mut moves: Vec<Move>) -> Vec<Move> {
    moves.sort_by_key(|m| (m.from() as u8, m.to() as u8, m.promotion_role()));
    moves
}

/// Walks the tree `depth` plies deep, comparing both layers at every node.
fn agree(position: &Position, depth: u32) {
    let loose = unchecked(position);
    assert_eq!(loose.status(), PositionErrorKinds::empty(), "{position:?}");
    assert_eq!(loose.checkers(), position.checkers(), "{position:?}");
    assert_eq!(
        loose.ep_square(EnPassantMode::Legal),
        position.ep_square(EnPassantMode::Legal),
        "{position:?}"
    );
    let mut moves = Vec::new();
    loose.for_each_legal_move(|m| moves.push(m));
    let expected: Vec<Move> = position.legal_moves().iter().copied().collect();
    assert_eq!(sorted(moves), sorted(expected.clone()), "{position:?}");
    if depth == 0 {
        return;
    }
    for m in expected {
        let child = position.play_unchecked(m);
        let played = loose.play(m);
        assert_eq!(played.setup.board, *child.board(), "{m:?} in {position:?}");
        assert_eq!(
            played.clean_castling_rights(),
            child.castling_rights(),
            "{m:?}"
        );
        agree(&child, depth - 1);
    }
}

#[test]
fn legal_positions_play_alike() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    ] {
        agree(&pos(fen), 2);
    }
}

#[test]
fn a_board_without_kings_moves_freely() {
    let mut setup = crate::Setup::empty();
    setup
        .board
        .set_piece_at(crate::Square::D4, crate::Role::Rook.of(crate::Color::White));
    let loose = UncheckedPosition::new(setup, crate::CastlingMode::Standard);
    assert_eq!(loose.status(), PositionErrorKinds::MISSING_KING);
    let mut count = 0;
    loose.for_each_pseudo_legal_move(Bitboard::FULL, Bitboard::FULL, |_| count += 1);
    assert_eq!(count, 14);
    let mut legal = 0;
    loose.for_each_legal_move(|_| legal += 1);
    assert_eq!(legal, 14);
}
