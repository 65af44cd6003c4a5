//! The debug-build invariant checks fire on a corrupted position (tests run with debug
//! assertions on, so a silent check would hide every incremental-update bug).

use super::fen::pos;
use crate::{Move, Position, Role, Square};

#[test]
fn hold_over_a_game() {
    let mut pos = Position::new();
    for (from, to) in [
        (Square::E2, Square::E4),
        (Square::D7, Square::D5),
        (Square::E4, Square::D5),
        (Square::D8, Square::D5),
        (Square::B1, Square::C3),
    ] {
        pos = pos.play(Move::normal(from, to)).expect("legal");
        pos.assert_invariants(true);
    }
}

#[test]
#[should_panic(expected = "a square of two roles")]
fn catch_a_move_played_with_the_wrong_role() {
    // Past the role check of the public entry, as a bug in the move generator would be.
    let mut pos = Position::new();
    pos.apply::<true>(Move::normal(Square::G1, Square::F3), Role::Bishop);
}

#[test]
#[should_panic(expected = "the role of")]
fn catch_a_wrong_role_given_to_the_in_place_play() {
    let mut pos = Position::new();
    pos.play_unchecked_in_place_with_role(Move::normal(Square::G1, Square::F3), Role::Bishop);
}

#[test]
#[should_panic(expected = "incremental hash")]
fn catch_a_hash_gone_wrong() {
    let mut pos = Position::new();
    pos.hash ^= 1;
    let _ = pos.play(Move::normal(Square::E2, Square::E4));
}

#[test]
#[should_panic(expected = "cached pins")]
fn catch_stale_pins() {
    // The e2 knight is pinned by the e8 rook; forgetting it must not go unnoticed.
    let mut pos = pos("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
    assert_eq!(pos.pinned(), Square::E2.into());
    pos.pinned = crate::Bitboard::EMPTY;
    pos.assert_invariants(true);
}

#[test]
#[should_panic(expected = "cached checkers")]
fn catch_stale_checkers() {
    let mut pos = pos("4r1k1/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(pos.is_check());
    pos.checkers = crate::Bitboard::EMPTY;
    pos.assert_invariants(true);
}
