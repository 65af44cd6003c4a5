//! Halfmove clock and fullmove number through every kind of move.

use core::num::NonZeroU32;

use super::fen::pos;
use crate::{Move, Position, Role, Square};

fn clocks(position: &Position) -> (u32, u32) {
    (position.halfmoves(), position.fullmoves().get())
}

#[test]
fn through_every_move_kind() {
    let start = pos("r3k2r/1P6/8/3pP3/8/8/8/R3K1NR w KQkq d6 7 20");
    assert_eq!(clocks(&start), (7, 20));
    // Quiet piece move: +1, White moved so the move number stays.
    let quiet = start.play(Move::normal(Square::G1, Square::F3)).unwrap();
    assert_eq!(clocks(&quiet), (8, 20));
    // Black's quiet move: the move number goes up.
    let black = quiet.play(Move::normal(Square::A8, Square::B8)).unwrap();
    assert_eq!(clocks(&black), (9, 21));
    // Castling: +1.
    let castle = start.play(Move::castle(Square::E1, Square::A1)).unwrap();
    assert_eq!(clocks(&castle), (8, 20));
    // En passant, pawn push, promotion, capture: reset.
    let ep = start
        .play(Move::en_passant(Square::E5, Square::D6))
        .unwrap();
    assert_eq!(clocks(&ep), (0, 20));
    assert_eq!(ep.board().role_at(Square::D5), None);
    let push = start.play(Move::normal(Square::E5, Square::E6)).unwrap();
    assert_eq!(clocks(&push), (0, 20));
    let promotion = start
        .play(Move::promotion(Square::B7, Square::B8, Role::Knight))
        .unwrap();
    assert_eq!(clocks(&promotion), (0, 20));
    assert_eq!(promotion.board().role_at(Square::B8), Some(Role::Knight));
    let capture_promotion = start
        .play(Move::promotion(Square::B7, Square::A8, Role::Queen))
        .unwrap();
    assert_eq!(clocks(&capture_promotion), (0, 20));
    assert_eq!(
        capture_promotion.castling_rights(),
        Square::A1 | Square::H1 | Square::H8
    );
    let capture = start.play(Move::normal(Square::A1, Square::A8)).unwrap();
    assert_eq!(clocks(&capture), (0, 20));
    // A null move counts as a half-move.
    let null = start.play_null().unwrap();
    assert_eq!(clocks(&null), (8, 20));
    for position in [
        quiet,
        black,
        castle,
        ep,
        push,
        promotion,
        capture_promotion,
        capture,
        null,
    ] {
        assert_eq!(position.zobrist_hash(), position.compute_hash());
    }
}

#[test]
fn black_double_push_sets_ep_and_counts() {
    let position = Position::new()
        .play(Move::normal(Square::E2, Square::E4))
        .unwrap()
        .play(Move::normal(Square::D7, Square::D5))
        .unwrap();
    assert_eq!(clocks(&position), (0, 2));
    assert_eq!(
        position.ep_square(crate::EnPassantMode::Always),
        Some(Square::D6)
    );
    assert_eq!(position.ep_square(crate::EnPassantMode::Legal), None);
    let saturated = {
        let mut setup = position.to_setup(crate::EnPassantMode::Always);
        setup.fullmoves = NonZeroU32::MAX;
        setup.halfmoves = u32::MAX;
        crate::Position::from_setup(setup, crate::CastlingMode::Standard).unwrap()
    };
    let after = saturated
        .play(Move::normal(Square::G1, Square::F3))
        .unwrap();
    assert_eq!(clocks(&after), (u32::MAX, u32::MAX));
}
