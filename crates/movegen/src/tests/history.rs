//! The history rules: repetitions by knight shuffles, the 50- and 75-move rules, and the order
//! in which `Window::outcome` and `Window::outcome_claiming_draw` report endings.

use std::vec::Vec;

use super::fen::pos;
use crate::history::{Window, is_irreversible, repetition_key};
use crate::{Color, EnPassantMode, Move, Outcome, Position, Termination};

/// A game as the history rules need it: the position and the keys of its window.
#[derive(Clone)]
struct Game {
    position: Position,
    keys: Vec<u64>,
}

impl Game {
    fn new(position: Position) -> Game {
        Game {
            position,
            keys: std::vec![repetition_key(&position)],
        }
    }

    fn position(&self) -> &Position {
        &self.position
    }

    fn window(&self) -> Window<'_> {
        Window::new(&self.position, &self.keys)
    }

    fn play(&mut self, m: Move) {
        let next = self.position.play(m).expect("a legal move");
        if is_irreversible(&self.position, &next) {
            self.keys.clear();
        }
        self.keys.push(repetition_key(&next));
        self.position = next;
    }
}

/// Plays moves written as origin and destination squares (`g1f3`), promoting to a queen.
fn play(state: &mut Game, moves: &str) {
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
        state.play(m);
    }
}

use std::string::ToString;

fn from_fen(fen: &str) -> Game {
    Game::new(pos(fen))
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
    let mut state = Game::new(Position::new());
    play(&mut state, SHUFFLE);
    assert_eq!(state.window().repetitions(), 2);
    assert!(!state.window().can_claim_draw());
    play(&mut state, "g1f3 g8f6 f3g1");
    // Black can claim by announcing Ng8, which repeats the start a third time.
    assert!(!state.window().is_threefold_repetition());
    assert!(state.window().can_claim_threefold_repetition());
    play(&mut state, "f6g8");
    assert_eq!(state.window().repetitions(), 3);
    assert!(state.window().is_threefold_repetition() && state.window().can_claim_draw());
    assert!(!state.window().is_fivefold_repetition());
    assert_eq!(state.window().outcome(), None);
    play(&mut state, SHUFFLE);
    assert_eq!(state.window().repetitions(), 4);
    assert_eq!(state.window().outcome(), None);
    play(&mut state, SHUFFLE);
    assert_eq!(state.window().repetitions(), 5);
    assert_eq!(
        state.window().outcome(),
        draw(Termination::FivefoldRepetition)
    );
    assert_eq!(
        state.window().outcome().map(|o| o.to_string()).as_deref(),
        Some("1/2-1/2")
    );
    // A pawn move makes every earlier position unreachable.
    play(&mut state, "e2e4");
    assert_eq!(state.window().repetitions(), 1);
    assert_eq!(state.window().outcome(), None);
}

#[test]
fn castling_rights_count_for_repetition() {
    let mut state = Game::new(Position::new());
    play(&mut state, "e2e4 e7e5 e1e2 e8e7 e2e1 e7e8");
    // Same placement as after 2... e5, but without castling rights.
    assert_eq!(state.window().repetitions(), 1);
    play(&mut state, "e1e2 e8e7 e2e1 e7e8");
    assert_eq!(state.window().repetitions(), 2);
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
    assert_eq!(state.window().repetitions(), 2);
    assert_eq!(repetition_key(state.position()), repetition_key(&pushed));

    // Here the capture is legal, so the position after the push is a different one.
    let mut state = from_fen("4k3/8/8/8/3p4/8/4P3/3R3K w - - 0 1");
    play(&mut state, "e2e4");
    assert!(state.position().ep_square(EnPassantMode::Legal).is_some());
    play(&mut state, "e8f8 h1g1 f8e8 g1h1");
    assert_eq!(state.window().repetitions(), 1);
    play(&mut state, "e8f8 h1g1 f8e8 g1h1");
    assert_eq!(state.window().repetitions(), 2);
}

#[test]
fn fifty_and_seventyfive_moves() {
    let mut state = from_fen("7k/8/6K1/8/8/8/8/R7 w - - 98 90");
    assert!(!state.window().can_claim_fifty_moves());
    play(&mut state, "a1a2");
    // 99 plies: Black claims by announcing a king move.
    assert!(!state.window().is_fifty_moves());
    assert!(state.window().can_claim_fifty_moves() && state.window().can_claim_draw());
    play(&mut state, "h8g8");
    assert!(state.window().is_fifty_moves() && state.window().can_claim_draw());
    assert_eq!(state.window().outcome(), None);

    // A move that completes the 100 plies by mating is no way to claim.
    let state = from_fen("7k/8/6K1/8/8/8/8/R7 w - - 99 90");
    assert!(state.window().can_claim_fifty_moves()); // Ra2 would do
    let mated = from_fen("R6k/8/6K1/8/8/8/8/8 b - - 100 90");
    assert!(!mated.window().is_fifty_moves() && !mated.window().can_claim_draw());

    let mut state = from_fen("7k/8/6K1/8/8/8/8/R7 w - - 149 120");
    assert!(!state.window().is_seventyfive_moves());
    let mut quiet = state.clone();
    play(&mut quiet, "a1a2");
    assert!(quiet.window().is_seventyfive_moves());
    assert_eq!(
        quiet.window().outcome(),
        draw(Termination::SeventyFiveMoves)
    );
    // Unless the 150th ply mates.
    play(&mut state, "a1a8");
    assert!(!state.window().is_seventyfive_moves());
    assert_eq!(
        state.window().outcome(),
        Some(Outcome {
            termination: Termination::Checkmate,
            winner: Some(Color::White)
        })
    );
    assert_eq!(
        state.window().outcome().map(|o| o.to_string()).as_deref(),
        Some("1-0")
    );
}

#[test]
fn board_endings_come_first() {
    let stalemate = from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(stalemate.window().outcome(), draw(Termination::Stalemate));
    let bare = from_fen("7k/8/6K1/8/8/8/8/8 w - - 0 1");
    assert_eq!(
        bare.window().outcome(),
        draw(Termination::InsufficientMaterial)
    );
    // Insufficient material outranks the 75-move rule.
    let bare_and_old = from_fen("7k/8/6K1/8/8/8/8/8 w - - 150 200");
    assert_eq!(
        bare_and_old.window().outcome(),
        draw(Termination::InsufficientMaterial)
    );
}

#[test]
fn the_position_alone_reports_the_seventyfive_move_rule() {
    let old = pos("7k/8/6K1/8/8/8/8/R7 b - - 150 120");
    assert_eq!(old.outcome(), draw(Termination::SeventyFiveMoves));
    assert_eq!(pos("7k/8/6K1/8/8/8/8/R7 b - - 149 120").outcome(), None);
    // Checkmate and stalemate on the 150th ply outrank it.
    let mated = pos("R6k/8/6K1/8/8/8/8/8 b - - 150 120");
    assert_eq!(
        mated.outcome().map(|o| o.termination),
        Some(Termination::Checkmate)
    );
    let stalemated = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 150 120");
    assert_eq!(stalemated.outcome(), draw(Termination::Stalemate));
}

#[test]
fn claims_come_after_automatic_endings_fifty_moves_first() {
    // Both claims hold: 100 quiet plies, and the start position a third time.
    let mut state = from_fen("7k/8/6K1/8/8/8/8/R7 w - - 92 90");
    play(&mut state, "a1a2 h8g8 a2a1 g8h8 a1a2 h8g8 a2a1 g8h8");
    assert_eq!(state.position().halfmoves(), 100);
    assert!(state.window().is_threefold_repetition());
    assert_eq!(state.window().outcome(), None);
    assert_eq!(
        state.window().outcome_claiming_draw(),
        draw(Termination::FiftyMoves)
    );

    // Threefold alone.
    let mut state = Game::new(Position::new());
    play(&mut state, SHUFFLE);
    assert_eq!(state.window().outcome_claiming_draw(), None);
    play(&mut state, SHUFFLE);
    assert_eq!(
        state.window().outcome_claiming_draw(),
        draw(Termination::ThreefoldRepetition)
    );
    // At the fifth time the automatic ending wins.
    play(&mut state, SHUFFLE);
    play(&mut state, SHUFFLE);
    assert_eq!(
        state.window().outcome_claiming_draw(),
        draw(Termination::FivefoldRepetition)
    );
}
