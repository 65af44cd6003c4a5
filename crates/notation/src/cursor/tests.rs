//! The cursor: push and pop round trips over random games, repetitions across captures, the
//! history rules by knight shuffles and the move count, and push errors.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use fianchetto_movegen::{CastlingMode, Color, Move, Outcome, Position, Termination};

use super::{GameCursor, PushSanError, PushUciError};
use crate::fen::parse_position;

/// Asserts that two cursors are the same game, clocks and history included.
fn assert_same(actual: &GameCursor, expected: &GameCursor, context: &str) {
    assert!(
        actual.position.eq_with_clocks(&expected.position),
        "{context}: position"
    );
    assert_eq!(actual.moves, expected.moves, "{context}: moves");
    assert_eq!(actual.keys, expected.keys, "{context}: keys");
    assert_eq!(
        actual.window_start, expected.window_start,
        "{context}: window"
    );
    assert_eq!(actual.undo.len(), expected.undo.len(), "{context}: undo");
    for (a, e) in actual.undo.iter().zip(&expected.undo) {
        assert!(a.position.eq_with_clocks(&e.position), "{context}: undo");
        assert_eq!(a.window_start, e.window_start, "{context}: undo window");
    }
    assert_eq!(actual.repetitions(), expected.repetitions(), "{context}");
    assert_eq!(
        actual.can_claim_draw(),
        expected.can_claim_draw(),
        "{context}"
    );
    assert_eq!(actual.outcome(), expected.outcome(), "{context}");
}

fn push_all(cursor: &mut GameCursor, san: &str) {
    for token in san.split_ascii_whitespace() {
        cursor
            .push_san(token)
            .unwrap_or_else(|e| panic!("{token}: {e}"));
    }
}

fn from_fen(fen: &str) -> GameCursor {
    GameCursor::new(parse_position(fen, CastlingMode::Standard).expect("a legal fen"))
}

/// A small seeded generator (xorshift64*), so every run plays the same games.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

/// Random legal games that often move a piece back where it came from, so positions repeat;
/// each is popped back to the start, matching the cursor saved before every push.
#[test]
fn random_games_pop_back_to_every_earlier_state() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut repeated, mut irreversible_pops) = (0, 0);
    for game in 0..40 {
        let mut cursor = GameCursor::default();
        let mut saved = Vec::new();
        while cursor.ply() < 160 && cursor.outcome().is_none() {
            let legal = cursor.position().legal_moves();
            let back = cursor
                .moves()
                .len()
                .checked_sub(2)
                .map(|i| cursor.moves()[i])
                .and_then(|m| {
                    legal
                        .iter()
                        .copied()
                        .find(|r| r.from() == m.to() && r.to() == m.from())
                });
            let m = match back {
                Some(back) if rng.below(3) > 0 => back,
                _ => legal[rng.below(legal.len())],
            };
            saved.push(cursor.clone());
            cursor.push(m).expect("a legal move");
            repeated += usize::from(cursor.repetitions() >= 2);
        }
        while let Some(expected) = saved.pop() {
            let popped = cursor.pop().expect("a move to pop");
            irreversible_pops += usize::from(cursor.window_start != cursor_window(&cursor, popped));
            assert_same(
                &cursor,
                &expected,
                &alloc::format!("game {game}, ply {}", saved.len()),
            );
        }
        assert_eq!(cursor.pop(), None);
        assert!(cursor.position().eq_with_clocks(&Position::new()));
    }
    // The games exercised what they are for: repeated positions, and pops across captures.
    assert!(repeated > 1000, "{repeated} repeated positions");
    assert!(
        irreversible_pops > 800,
        "{irreversible_pops} irreversible pops"
    );
}

/// Where the window would start after replaying `m` from the cursor.
fn cursor_window(cursor: &GameCursor, m: Move) -> usize {
    let mut replay = cursor.clone();
    replay.push(m).expect("the popped move is legal again");
    replay.window_start
}

#[test]
fn repetitions_survive_pops_across_captures() {
    let mut cursor = GameCursor::default();
    push_all(&mut cursor, "e4 d5 exd5 Qxd5 Nc3 Qd8 Nb1 Qd5");
    // The position after 2... Qxd5 is back: the capture started a new window.
    assert_eq!(cursor.repetitions(), 2);
    let shuffled = cursor.clone();
    push_all(&mut cursor, "Nc3 Qd8 Nb1 Qd5");
    assert_eq!(cursor.repetitions(), 3);
    for _ in 0..4 {
        cursor.pop();
    }
    assert_same(&cursor, &shuffled, "after the second shuffle");
    for _ in 0..6 {
        cursor.pop();
    }
    // Back before 2. exd5: the start is reachable history again.
    assert_eq!(cursor.ply(), 2);
    assert_eq!(cursor.window_start, 2);
    push_all(&mut cursor, "Nf3 Nf6 Ng1 Ng8");
    assert_eq!(cursor.repetitions(), 2);
    assert_eq!(
        cursor
            .san_moves()
            .map(|s| s.to_string())
            .collect::<Vec<_>>(),
        ["e4", "d5", "Nf3", "Nf6", "Ng1", "Ng8"]
    );
}

#[test]
fn threefold_and_fivefold_by_knight_shuffles() {
    let mut cursor = GameCursor::default();
    let shuffle = "Nf3 Nf6 Ng1 Ng8";
    push_all(&mut cursor, shuffle);
    assert_eq!(cursor.repetitions(), 2);
    assert!(!cursor.can_claim_draw());
    push_all(&mut cursor, "Nf3 Nf6 Ng1");
    assert!(!cursor.is_threefold_repetition());
    assert!(cursor.can_claim_threefold_repetition() && cursor.can_claim_draw());
    push_all(&mut cursor, "Ng8");
    assert_eq!(cursor.repetitions(), 3);
    assert!(cursor.is_threefold_repetition());
    assert_eq!(cursor.outcome(), None);
    push_all(&mut cursor, shuffle);
    assert_eq!(cursor.repetitions(), 4);
    assert!(!cursor.is_fivefold_repetition());
    push_all(&mut cursor, shuffle);
    assert_eq!(cursor.repetitions(), 5);
    assert!(cursor.is_fivefold_repetition());
    let fivefold = Outcome {
        termination: Termination::FivefoldRepetition,
        winner: None,
    };
    assert_eq!(cursor.outcome(), Some(fivefold));
    assert_eq!(fivefold.to_string(), "1/2-1/2");
    assert_eq!(
        cursor.pop().map(|m| alloc::format!("{m:?}")).as_deref(),
        Some("f6g8")
    );
    assert_eq!(cursor.outcome(), None);
    assert_eq!(cursor.repetitions(), 4);
}

#[test]
fn fifty_and_seventyfive_moves() {
    let mut cursor = from_fen("7k/8/6K1/8/8/8/8/R7 w - - 98 90");
    assert!(!cursor.can_claim_fifty_moves());
    push_all(&mut cursor, "Ra2");
    assert!(!cursor.is_fifty_moves() && cursor.can_claim_fifty_moves());
    push_all(&mut cursor, "Kg8");
    assert!(cursor.is_fifty_moves() && cursor.can_claim_draw());
    assert_eq!(cursor.outcome(), None);

    let mut cursor = from_fen("7k/8/6K1/8/8/8/8/R7 w - - 149 120");
    push_all(&mut cursor, "Ra2");
    assert!(cursor.is_seventyfive_moves());
    assert_eq!(
        cursor.outcome(),
        Some(Outcome {
            termination: Termination::SeventyFiveMoves,
            winner: None
        })
    );
    cursor.pop();
    push_all(&mut cursor, "Ra8#");
    assert_eq!(
        cursor.outcome(),
        Some(Outcome {
            termination: Termination::Checkmate,
            winner: Some(Color::White)
        })
    );
    assert_eq!(
        cursor.outcome().map(|o| o.to_string()).as_deref(),
        Some("1-0")
    );
}

#[test]
fn board_endings_with_reasons() {
    let mut cursor = GameCursor::default();
    push_all(
        &mut cursor,
        "e3 a5 Qh5 Ra6 Qxa5 h5 h4 Rah6 Qxc7 f6 Qxd7+ Kf7 Qxb7 Qd3 Qxb8 Qh7 Qxc8 Kg6",
    );
    assert_eq!(cursor.outcome(), None);
    push_all(&mut cursor, "Qe6");
    let stalemate = cursor.outcome().expect("the fastest known stalemate");
    assert_eq!(stalemate.termination, Termination::Stalemate);
    assert_eq!(stalemate.winner(), None);
    assert_eq!(stalemate.to_string(), "1/2-1/2");

    let mut bare = from_fen("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1");
    push_all(&mut bare, "Kxd2");
    assert_eq!(
        bare.outcome().map(|o| (o.termination, o.winner)),
        Some((Termination::InsufficientMaterial, None))
    );
}

#[test]
fn push_errors_name_the_text_and_change_nothing() {
    let mut cursor = GameCursor::default();
    push_all(&mut cursor, "Nf3 Nf6 Nc3 Nc6 Ne4 Ne5");
    let before = cursor.clone();
    let messages: Vec<String> = [
        cursor.push_san("Nz9").unwrap_err().to_string(),
        cursor.push_san("Qh6").unwrap_err().to_string(),
        cursor.push_san("Ng5").unwrap_err().to_string(),
        cursor.push_uci("e2e9").unwrap_err().to_string(),
        cursor.push_uci("e1e3").unwrap_err().to_string(),
        cursor.push_uci("0000").unwrap_err().to_string(),
    ]
    .into();
    assert_eq!(
        messages,
        [
            r#"invalid san: "Nz9""#,
            "illegal san: Qh6",
            "ambiguous san: Ng5",
            r#"invalid uci move: "e2e9""#,
            "illegal uci move: e1e3",
            "illegal uci move: 0000",
        ]
    );
    assert!(matches!(
        cursor.push_san("Ng5"),
        Err(PushSanError::Illegal(_))
    ));
    assert!(matches!(
        cursor.push_uci("0000"),
        Err(PushUciError::Illegal(_))
    ));
    assert_same(&cursor, &before, "after the errors");
}

#[test]
fn push_peek_pop_round_trip() {
    let mut cursor = GameCursor::default();
    let start = cursor.clone();
    let e4 = cursor.push_uci("e2e4").expect("legal");
    let after_e4 = cursor.clone();
    let c5 = cursor.push_san("c5").expect("legal");
    assert_eq!(cursor.peek(), Some(c5));
    assert_eq!(cursor.moves(), [e4, c5]);
    assert_eq!(cursor.ply(), 2);
    assert_eq!(cursor.start(), &Position::new());
    assert_eq!(cursor.pop(), Some(c5));
    assert_same(&cursor, &after_e4, "after popping c5");
    assert_eq!(cursor.peek(), Some(e4));
    assert_eq!(cursor.pop(), Some(e4));
    assert_same(&cursor, &start, "at the start");
    assert_eq!((cursor.peek(), cursor.pop()), (None, None));
    assert_same(&cursor, &start, "after popping nothing");
}
