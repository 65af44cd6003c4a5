//! `Move` is small, and the move list capacity holds the most crowded position we can build.

use core::ops::ControlFlow;

use super::fen::{pos, setup};
use crate::{CastlingMode, MAX_LEGAL_MOVES, Move, MoveKind, Position, Role, Square};

#[test]
fn move_is_small() {
    // Two role-carrying kinds (promotion, drop) take a byte each for the tag and the role.
    assert_eq!(size_of::<MoveKind>(), 2);
    assert_eq!(size_of::<Move>(), 4);
    assert_eq!(size_of::<Option<Move>>(), 4);
}

#[test]
fn position_is_small() {
    assert!(size_of::<Position>() <= 128, "{}", size_of::<Position>());
}

/// White: king and 15 queens spread over the board; Black's king walled in by its own pieces.
/// Found by `search_crowded_position`: 241 legal moves.
const CROWDED: &str = "knQ1QQ1K/ppQ4Q/Q4Q2/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2 w - - 0 1";

#[test]
fn crowded_position_fits() {
    // 15 queens: composed, not reachable, so its material has to be accepted explicitly.
    let position = Position::from_setup(setup(CROWDED), CastlingMode::Chess960)
        .unwrap_err()
        .ignore_impossible_material()
        .expect("legal apart from its material");
    let count = position.count_legal_moves();
    assert_eq!(position.legal_moves().len(), count);
    assert!(count <= MAX_LEGAL_MOVES);
    assert_eq!(count, 241);
    std::println!("crowded position: {count} legal moves");
}

#[test]
fn max_capacity_bound_matches_documentation() {
    assert_eq!(MAX_LEGAL_MOVES, 415);
}

#[test]
fn promotions_count_four_times_and_iterate_strongest_first() {
    let position = pos("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let mut sets = std::vec::Vec::new();
    let _ = position.for_each_move_set(|set| {
        sets.push(set);
        ControlFlow::Continue(())
    });
    let pawn: std::vec::Vec<_> = sets.iter().filter(|s| s.role == Role::Pawn).collect();
    // Capture first, then the push.
    assert_eq!(pawn.len(), 2);
    assert_eq!(pawn[0].to, Square::B8.into());
    assert_eq!(pawn[0].len(), 4);
    let moves: std::vec::Vec<Move> = pawn[0].into_iter().collect();
    assert_eq!(
        moves,
        [Role::Queen, Role::Rook, Role::Bishop, Role::Knight].map(|role| Move::promotion(
            Square::A7,
            Square::B8,
            role
        ))
    );
    assert_eq!(pawn[0].into_iter().len(), 4);
    assert_eq!(position.count_legal_moves(), 5 + 8);
}

#[test]
fn captures_come_first() {
    let position = super::perft::kiwipete();
    let moves = position.legal_moves();
    let first_quiet = moves.iter().position(|&m| !position.is_capture(m)).unwrap();
    assert!(
        moves[first_quiet..]
            .iter()
            .all(|&m| !position.is_capture(m))
    );
    assert_eq!(first_quiet, 8);
}
