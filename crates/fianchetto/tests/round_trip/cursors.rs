//! Games in progress: a `GameCursor` is its start position, its castling mode and its moves.

use fianchetto::cursor::GameCursor;
use fianchetto::{CastlingMode, Notation, Position};

use super::formats::to_json;

/// Asserts that `cursor` comes back from JSON and postcard as the same game; returns the JSON.
fn assert_cursor_round_trips(cursor: &GameCursor) -> String {
    let json = to_json(cursor);
    let from_json: GameCursor = serde_json::from_str(&json).expect("reads its own json");
    let bytes = postcard::to_allocvec(cursor).expect("serialises to postcard");
    let from_postcard: GameCursor = postcard::from_bytes(&bytes).expect("reads its postcard");
    for back in [from_json, from_postcard] {
        assert!(back.start().eq_with_clocks(cursor.start()));
        assert_eq!(back.start().castling_mode(), cursor.start().castling_mode());
        assert_eq!(back.moves(), cursor.moves());
        assert!(back.position().eq_with_clocks(cursor.position()));
        assert_eq!(back.repetitions(), cursor.repetitions());
        assert_eq!(back.outcome(), cursor.outcome());
        assert_eq!(
            back.can_claim_threefold_repetition(),
            cursor.can_claim_threefold_repetition()
        );
    }
    json
}

#[test]
fn a_cursor_is_its_start_and_moves() {
    let mut cursor = GameCursor::default();
    assert_eq!(
        assert_cursor_round_trips(&cursor),
        r#"{"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","chess960":false,"moves":[]}"#
    );
    cursor.push_san("e4").unwrap();
    cursor.push_san("d5").unwrap();
    assert_eq!(
        assert_cursor_round_trips(&cursor),
        r#"{"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","chess960":false,"moves":[{"from":"e2","to":"e4","kind":"normal"},{"from":"d7","to":"d5","kind":"normal"}]}"#
    );
    for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
        cursor.push_san(san).unwrap();
    }
    assert!(cursor.can_claim_threefold_repetition());
    assert_cursor_round_trips(&cursor);

    let mut chess960 = GameCursor::new(Position::chess960(518).unwrap());
    for uci in ["e2e4", "e7e5", "g1f3", "g8f6", "f1c4", "f8c5", "e1h1"] {
        chess960.push_uci(uci).unwrap();
    }
    assert_eq!(chess960.start().castling_mode(), CastlingMode::Chess960);
    assert!(chess960.moves()[6].is_castle());
    let json = assert_cursor_round_trips(&chess960);
    assert!(json.contains(r#""chess960":true"#), "{json}");
    let back: GameCursor = serde_json::from_str(&json).unwrap();
    assert_eq!(back.start().castling_mode(), CastlingMode::Chess960);
    let mut replay = GameCursor::new(*back.start());
    for &m in &back.moves()[..6] {
        replay.push(m).unwrap();
    }
    assert_eq!(replay.position().uci(back.moves()[6]).to_string(), "e1h1");

    // Written before the castling mode was: a game of standard chess.
    let json = r#"{"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":[]}"#;
    let back: GameCursor = serde_json::from_str(json).unwrap();
    assert_eq!(back.start().castling_mode(), CastlingMode::Standard);
    // A Chess960 game needs a Chess960 position.
    let json = r#"{"start":"4k3/8/8/8/8/8/8/4K3 w - - 0 1","chess960":true,"moves":[]}"#;
    let back: GameCursor = serde_json::from_str(json).unwrap();
    assert_eq!(back.start().castling_mode(), CastlingMode::Chess960);
}

#[test]
fn an_illegal_move_is_an_error_naming_it() {
    let json = r#"{"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":[{"from":"e2","to":"e4","kind":"normal"},{"from":"e2","to":"e4","kind":"normal"}]}"#;
    let error = serde_json::from_str::<GameCursor>(json).unwrap_err();
    assert!(
        error.to_string().starts_with("move 2 of the game: "),
        "{error}"
    );
}
