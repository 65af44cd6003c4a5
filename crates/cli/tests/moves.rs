//! `fianchetto moves`: legal moves in UCI and SAN, standard and Chess960.

use crate::support::{assert_closed_stdout_ends_quietly, run};

fn sorted(mut lines: Vec<&str>) -> Vec<&str> {
    lines.sort_unstable();
    lines
}

#[test]
fn start_position_in_uci() {
    let run = run(&["moves"]);
    assert!(run.success(), "{run:?}");
    let moves = sorted(run.lines());
    assert_eq!(moves.len(), 20);
    assert!(moves.contains(&"e2e4") && moves.contains(&"g1f3") && moves.contains(&"b1a3"));
}

#[test]
fn san_marks_check_and_mate() {
    // The back-rank mate Qd8# is one of the moves.
    let fen = "6k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1";
    let run = run(&["moves", "--san", "--fen", fen]);
    assert!(run.success(), "{run:?}");
    let moves = run.lines();
    assert!(moves.contains(&"Qd8#"), "{moves:?}");
    assert!(moves.contains(&"Qd5"), "{moves:?}");
    assert!(
        !moves.iter().any(|m| m.contains('x')),
        "no captures here: {moves:?}"
    );
}

#[test]
fn promotions_in_uci_and_san() {
    let fen = "8/4P3/8/8/8/k7/8/K7 w - - 0 1";
    let uci = run(&["moves", "--fen", fen]);
    for m in ["e7e8q", "e7e8r", "e7e8b", "e7e8n"] {
        assert!(uci.lines().contains(&m), "{uci:?}");
    }
    let san = run(&["moves", "--san", "--fen", fen]);
    assert!(san.lines().contains(&"e8=Q"), "{san:?}");
}

#[test]
fn castling_is_e1g1_in_standard_and_king_takes_rook_in_chess960() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let standard = run(&["moves", "--fen", fen]);
    assert!(standard.lines().contains(&"e1g1") && standard.lines().contains(&"e1c1"));
    assert!(!standard.lines().contains(&"e1h1"));
    let chess960 = run(&["moves", "--chess960", "--fen", fen]);
    assert!(chess960.lines().contains(&"e1h1") && chess960.lines().contains(&"e1a1"));
    let san = run(&["moves", "--san", "--fen", fen]);
    assert!(san.lines().contains(&"O-O") && san.lines().contains(&"O-O-O"));
}

#[test]
fn checkmated_side_has_no_moves() {
    let fen = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    let run = run(&["moves", "--fen", fen]);
    assert!(run.success(), "{run:?}");
    assert!(run.stdout.is_empty());
}

#[test]
fn invalid_fen_fails_cleanly() {
    run(&[
        "moves",
        "--fen",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ])
    .assert_clean_failure();
}

/// `fianchetto moves | head -0`: the one exit rule's quiet 141, not a panic from `println!`.
#[test]
fn a_closed_stdout_ends_quietly_with_141() {
    assert_closed_stdout_ends_quietly(&["moves"]);
    assert_closed_stdout_ends_quietly(&["moves", "--san"]);
}
