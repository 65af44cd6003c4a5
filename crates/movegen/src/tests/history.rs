//! The history rules: repetitions by knight shuffles, the 50- and 75-move rules, and the order
//! in which `GameState::outcome` reports endings.

use super::fen::pos;
use crate::history::{GameState, MAX_KEYS, Window, repetition_key};
use crate::{Color, EnPassantMode, Outcome, Position, Termination};

/// Plays moves written as origin and destination squares (`g1f3`), promoting to a queen.
fn play(state: &mut GameState, moves: &str) {
    for text in moves.split_ascii_whitespace() {
        let (from, to) = text.split_at(2);
        let m = state
            .position()
            .legal_moves()
            .into_iter()
            .find(|m| {
                m.from().to_string() == from
                    && m.king_destination().to_string() == to
                    && m.promotion_role().is_none_or(|r| r == crate::Role::Queen)
            })
            .unwrap_or_else(|| panic!("{text} is not legal"));
        state.play(m).expect("a legal move");
    }
}

use std::string::ToString;

fn from_fen(fen: &str) -> GameState {
    GameState::new(pos(fen))
}

const SHUFFLE: &str = "g1f3 g8f6 f3g1 f6g8";

const fn draw(termination: Termination) -> Option<Outcome> {
    Some(Outcome {
        termination,
        winner: None,
    })
}

#[test]
fn threefold_and_fivefold_repetition() {
    let mut state = GameState::new(Position::new());
    play(&mut state, SHUFFLE);
    assert_eq!(state.repetitions(), 2);
    assert!(!state.can_claim_draw());
    play(&mut state, "g1f3 g8f6 f3g1");
    // Black can claim by announcing Ng8, which repeats the start a third time.
    assert!(!state.is_threefold_repetition());
    assert!(state.can_claim_threefold_repetition());
    play(&mut state, "f6g8");
    assert_eq!(state.repetitions(), 3);
    assert!(state.is_threefold_repetition() && state.can_claim_draw());
    assert!(!state.is_fivefold_repetition());
    assert_eq!(state.outcome(), None);
    play(&mut state, SHUFFLE);
    assert_eq!(state.repetitions(), 4);
    assert_eq!(state.outcome(), None);
    play(&mut state, SHUFFLE);
    assert_eq!(state.repetitions(), 5);
    assert_eq!(state.outcome(), draw(Termination::FivefoldRepetition));
    assert_eq!(
        state.outcome().map(|o| o.to_string()).as_deref(),
        Some("1/2-1/2")
    );
    // A pawn move makes every earlier position unreachable.
    play(&mut state, "e2e4");
    assert_eq!(state.repetitions(), 1);
    assert_eq!(state.outcome(), None);
}

#[test]
fn castling_rights_count_for_repetition() {
    let mut state = GameState::new(Position::new());
    play(&mut state, "e2e4 e7e5 e1e2 e8e7 e2e1 e7e8");
    // Same placement as after 2... e5, but without castling rights.
    assert_eq!(state.repetitions(), 1);
    play(&mut state, "e1e2 e8e7 e2e1 e7e8");
    assert_eq!(state.repetitions(), 2);
}

#[test]
fn en_passant_counts_only_when_legal() {
    // After e2e4 a black pawn stands next to e4, but it is pinned: no legal en passant.
    let mut state = from_fen("3k4/8/8/8/3p4/8/4P3/3R3K w - - 0 1");
    play(&mut state, "e2e4");
    let pushed = *state.position();
    assert!(pushed.ep_square(EnPassantMode::PseudoLegal).is_some());
    assert!(pushed.ep_square(EnPassantMode::Legal).is_none());
    play(&mut state, "d8e8 h1g1 e8d8 g1h1");
    assert_eq!(state.repetitions(), 2);
    assert_eq!(repetition_key(state.position()), repetition_key(&pushed));

    // Here the capture is legal, so the position after the push is a different one.
    let mut state = from_fen("4k3/8/8/8/3p4/8/4P3/3R3K w - - 0 1");
    play(&mut state, "e2e4");
    assert!(state.position().ep_square(EnPassantMode::Legal).is_some());
    play(&mut state, "e8f8 h1g1 f8e8 g1h1");
    assert_eq!(state.repetitions(), 1);
    play(&mut state, "e8f8 h1g1 f8e8 g1h1");
    assert_eq!(state.repetitions(), 2);
}

#[test]
fn fifty_and_seventyfive_moves() {
    let mut state = from_fen("7k/8/6K1/8/8/8/8/R7 w - - 98 90");
    assert!(!state.can_claim_fifty_moves());
    play(&mut state, "a1a2");
    // 99 plies: Black claims by announcing a king move.
    assert!(!state.is_fifty_moves());
    assert!(state.can_claim_fifty_moves() && state.can_claim_draw());
    play(&mut state, "h8g8");
    assert!(state.is_fifty_moves() && state.can_claim_draw());
    assert_eq!(state.outcome(), None);

    // A move that completes the 100 plies by mating is no way to claim.
    let state = from_fen("7k/8/6K1/8/8/8/8/R7 w - - 99 90");
    assert!(state.can_claim_fifty_moves()); // Ra2 would do
    let mated = from_fen("R6k/8/6K1/8/8/8/8/8 b - - 100 90");
    assert!(!mated.is_fifty_moves() && !mated.can_claim_draw());

    let mut state = from_fen("7k/8/6K1/8/8/8/8/R7 w - - 149 120");
    assert!(!state.is_seventyfive_moves());
    let mut quiet = state.clone();
    play(&mut quiet, "a1a2");
    assert!(quiet.is_seventyfive_moves());
    assert_eq!(quiet.outcome(), draw(Termination::SeventyFiveMoves));
    // Unless the 150th ply mates.
    play(&mut state, "a1a8");
    assert!(!state.is_seventyfive_moves());
    assert_eq!(
        state.outcome(),
        Some(Outcome {
            termination: Termination::Checkmate,
            winner: Some(Color::White)
        })
    );
    assert_eq!(
        state.outcome().map(|o| o.to_string()).as_deref(),
        Some("1-0")
    );
}

#[test]
fn board_endings_come_first() {
    let stalemate = from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(stalemate.outcome(), draw(Termination::Stalemate));
    let bare = from_fen("7k/8/6K1/8/8/8/8/8 w - - 0 1");
    assert_eq!(bare.outcome(), draw(Termination::InsufficientMaterial));
    // Insufficient material outranks the 75-move rule.
    let bare_and_old = from_fen("7k/8/6K1/8/8/8/8/8 w - - 150 200");
    assert_eq!(
        bare_and_old.outcome(),
        draw(Termination::InsufficientMaterial)
    );
}

#[test]
fn long_games_stay_within_capacity() {
    // Kings walk for 300 plies without a capture or pawn move: more than the buffer holds, so
    // the oldest keys go (an overflow would panic in the push).
    let mut state = from_fen("k7/8/8/8/8/8/8/2R4K w - - 0 1");
    let walk = ["h1g1", "a8b8", "g1h1", "b8a8"];
    for ply in 0..300 {
        play(&mut state, walk[ply % 4]);
        assert!(state.repetitions() <= MAX_KEYS / 4 + 1);
    }
    assert!(state.is_seventyfive_moves());
    assert_eq!(state.repetitions(), 38);
    assert_eq!(state.outcome(), draw(Termination::SeventyFiveMoves));
    assert!(state.play_null());
    assert_eq!(state.position().halfmoves(), 301);
}

#[test]
fn windows_over_any_slice_agree_with_the_game_state() {
    let mut state = GameState::new(Position::new());
    let mut keys = std::vec![repetition_key(state.position())];
    for m in ["g1f3", "g8f6", "f3g1", "f6g8"].repeat(3) {
        play(&mut state, m);
        keys.push(repetition_key(state.position()));
        let window = Window::new(state.position(), &keys);
        assert_eq!(window.repetitions(), state.repetitions());
        assert_eq!(window.can_claim_draw(), state.can_claim_draw());
    }
    // Without the current key at the end the count is the same.
    let earlier = &keys[..keys.len() - 1];
    assert_eq!(Window::new(state.position(), earlier).repetitions(), 4);
    assert_eq!(state.repetitions(), 4);
}
