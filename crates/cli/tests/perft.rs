//! `fianchetto perft`: counts, divide, threads, Chess960 and suites.

use crate::support::{ScratchFile, assert_closed_stdout_ends_quietly, run};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const CHESS960: &str = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 9";

#[test]
fn start_position_by_default() {
    let run = run(&["perft", "4"]);
    assert!(run.success(), "{run:?}");
    assert_eq!(run.last_line(), "Nodes searched: 197281");
}

#[test]
fn depth_zero_counts_the_root() {
    assert_eq!(run(&["perft", "0"]).last_line(), "Nodes searched: 1");
}

#[test]
fn from_a_fen() {
    let run = run(&["perft", "3", "--fen", KIWIPETE]);
    assert!(run.success(), "{run:?}");
    assert_eq!(run.last_line(), "Nodes searched: 97862");
}

#[test]
fn threads_give_the_same_count() {
    for threads in ["1", "2", "3"] {
        let run = run(&["perft", "3", "--fen", KIWIPETE, "--threads", threads]);
        assert_eq!(
            run.last_line(),
            "Nodes searched: 97862",
            "{threads} threads"
        );
    }
}

#[test]
fn chess960_with_shredder_castling() {
    let run = run(&["perft", "3", "--chess960", "--fen", CHESS960]);
    assert!(run.success(), "{run:?}");
    assert_eq!(run.last_line(), "Nodes searched: 12189");
}

#[test]
fn divide_lists_each_root_move_then_the_total() {
    let run = run(&["perft", "2", "--divide"]);
    assert!(run.success(), "{run:?}");
    let lines = run.lines();
    assert_eq!(lines.len(), 22);
    assert_eq!(lines[20], "");
    assert_eq!(lines[21], "Nodes searched: 400");
    let mut total = 0;
    for line in &lines[..20] {
        let (uci, count) = line.split_once(": ").expect("<uci>: <count>");
        assert_eq!(uci.len(), 4, "{line}");
        total += count.parse::<u64>().expect("a count");
    }
    assert_eq!(total, 400);
    assert!(lines.contains(&"e2e4: 20"));
    assert!(lines.contains(&"g1f3: 20"));
}

#[test]
fn divide_writes_castles_by_mode() {
    let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    assert!(
        run(&["perft", "1", "--divide", "--fen", fen])
            .lines()
            .contains(&"e1g1: 1")
    );
    let lines = run(&["perft", "1", "--divide", "--chess960", "--fen", fen]).stdout;
    assert!(lines.lines().any(|l| l == "e1h1: 1"), "{lines}");
}

#[test]
fn bad_arguments_fail_cleanly() {
    run(&["perft", "3", "--fen", "not a fen"]).assert_clean_failure();
    run(&["perft", "3", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"]).assert_clean_failure();
    run(&["perft", "3", "--chess960"]).assert_clean_failure();
    let run = run(&["perft", "three"]);
    assert!(!run.success() && run.code != Some(101), "{run:?}");
    assert!(run.stderr.contains("three"), "{run:?}");
}

#[test]
fn suite_passes_and_counts() {
    let suite = ScratchFile::new(
        "suite.epd",
        b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902\n\
          \n\
          r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - ;D1 48 ;D2 2039\n",
    );
    let run = run(&["perft", "--suite", suite.path()]);
    assert!(run.success(), "{run:?}");
    assert_eq!(run.lines().len(), 3);
    assert_eq!(run.last_line(), "2 passed, 0 failed");
}

#[test]
fn suite_reports_failures_and_exits_non_zero() {
    let suite = ScratchFile::new(
        "bad-suite.epd",
        b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 401\n\
          4k3/8/8/8/8/8/8/4K3 w - - ;D1 5\n",
    );
    let run = run(&["perft", "--suite", suite.path()]);
    assert_eq!(run.code, Some(1), "{run:?}");
    assert_eq!(run.last_line(), "1 passed, 1 failed");
    assert!(run.stdout.contains("expected 401, found 400"), "{run:?}");
}

#[test]
fn suite_max_depth_skips_deeper_counts() {
    let suite = ScratchFile::new(
        "deep-suite.epd",
        b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 1\n",
    );
    let run = run(&["perft", "--suite", suite.path(), "--max-depth", "2"]);
    assert!(run.success(), "{run:?}");
    assert_eq!(run.last_line(), "1 passed, 0 failed");
}

#[test]
fn suite_in_chess960() {
    let suite = ScratchFile::new(
        "960-suite.epd",
        b"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - ;D1 21 ;D2 528 ;D3 12189\n",
    );
    let run = run(&["perft", "--suite", suite.path(), "--chess960"]);
    assert!(run.success(), "{run:?}");
    assert_eq!(run.last_line(), "1 passed, 0 failed");
}

#[test]
fn suite_with_garbage_lines_fails_without_panicking() {
    let suite = ScratchFile::new("garbage.epd", b"this is not epd\n\xff\xfe\n");
    let run = run(&["perft", "--suite", suite.path()]);
    assert_ne!(run.code, Some(101), "{run:?}");
    assert!(!run.success());
    run_missing_suite();
}

fn run_missing_suite() {
    run(&["perft", "--suite", "/nonexistent/suite.epd"]).assert_clean_failure();
}

/// `fianchetto perft 3 --divide | head -0`: the one exit rule's quiet 141, not a panic from
/// `println!`; without --divide too.
#[test]
fn a_closed_stdout_ends_quietly_with_141() {
    assert_closed_stdout_ends_quietly(&["perft", "3", "--divide"]);
    assert_closed_stdout_ends_quietly(&["perft", "2"]);
}

/// `fianchetto perft --suite FILE | head -0`: a quiet 141 at the first line, and the rest of
/// the suite is not checked.
#[test]
fn suite_with_a_closed_stdout_ends_quietly_with_141() {
    let suite = ScratchFile::new(
        "closed-stdout-suite.epd",
        b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400\n\
          r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - ;D1 48\n",
    );
    assert_closed_stdout_ends_quietly(&["perft", "--suite", suite.path()]);
}
