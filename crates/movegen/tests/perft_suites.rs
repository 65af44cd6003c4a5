//! The published perft suites (copied into `testdata/`): every position and depth of
//! `tricky.perft`, all 960 Chess960 start positions and all 6,838 `random.perft` positions to a
//! fixed depth, and the start position. A mismatch is narrowed down with the reference generator
//! to a FEN and the moves that differ.

use std::time::Instant;

use fianchetto_movegen::perft::{divide, perft};
use fianchetto_movegen::{CastlingMode, EnPassantMode, Position, PositionErrorKinds};

use crate::reference::RefPosition;
use crate::support::{
    PerftCase, fen, list_diff, position, position_ignoring, read_perft_file, sorted_uci,
};

/// Checks `perft(fen, depth) == nodes` for every pair, panicking with a diagnosis on a mismatch.
fn check_perft(fen: &str, mode: CastlingMode, counts: &[(u32, u64)]) {
    if let Some(failure) = perft_failure(&position(fen, mode), counts) {
        panic!("{failure}");
    }
}

/// The first count `pos` gets wrong, with a diagnosis, or `None` if all match.
fn perft_failure(pos: &Position, counts: &[(u32, u64)]) -> Option<String> {
    counts.iter().find_map(|&(depth, expected)| {
        let actual = perft(pos, depth);
        (actual != expected).then(|| {
            format!(
                "perft({}, {depth}) = {actual}, published {expected}\n  {}",
                fen(pos),
                diagnose(pos, depth)
            )
        })
    })
}

/// Walks down the tree to the first node where the real generator and the reference disagree:
/// on the move list, on the position a move leads to, or (at `depth`) on a subtree count.
fn diagnose(pos: &Position, depth: u32) -> String {
    let reference = RefPosition::from_setup(&pos.to_setup(EnPassantMode::Always));
    let real = sorted_uci(pos);
    let expected = reference.legal_uci();
    if real != expected {
        return format!(
            "move lists differ at {}: {}",
            fen(pos),
            list_diff(&real, &expected)
        );
    }
    if depth <= 1 {
        return format!(
            "the reference agrees with the real generator at {}",
            fen(pos)
        );
    }
    let ref_moves = reference.legal_moves();
    for (m, nodes) in divide(pos, depth) {
        let uci = crate::support::uci(m);
        let ref_move = ref_moves
            .iter()
            .find(|r| r.uci() == uci)
            .expect("lists agree");
        let child = pos.play_unchecked(m);
        let ref_child = reference.play(*ref_move);
        let real_child = RefPosition::from_setup(&child.to_setup(EnPassantMode::Always));
        if real_child != ref_child {
            return format!(
                "{uci} from {} leads to {} but the reference plays it to {ref_child:?}",
                fen(pos),
                fen(&child)
            );
        }
        let ref_nodes = ref_child.perft(depth - 1);
        if ref_nodes != nodes {
            return format!(
                "after {uci} from {}: real {nodes}, reference {ref_nodes}; {}",
                fen(pos),
                diagnose(&child, depth - 1)
            );
        }
    }
    format!(
        "the reference agrees with every subtree of {} at depth {depth}",
        fen(pos)
    )
}

/// Runs `cases` at every listed depth up to `max_depth`, requiring each case to reach
/// `min_depth` (so a position cannot be skipped silently) and the whole run to stay within
/// `node_cap` nodes (deep counts belong to benchmarks). Reports every failing case.
fn run_suite(
    name: &str,
    cases: &[PerftCase],
    mode: CastlingMode,
    min_depth: u32,
    max_depth: u32,
    node_cap: u64,
) {
    let start = Instant::now();
    let mut nodes = 0;
    let mut failures = Vec::new();
    for case in cases {
        let counts: Vec<(u32, u64)> = case
            .counts
            .iter()
            .copied()
            .filter(|&(depth, _)| depth <= max_depth)
            .collect();
        assert!(
            counts.last().is_some_and(|&(depth, _)| depth >= min_depth),
            "{name} {}: no count at depth {min_depth}",
            case.id
        );
        nodes += counts.iter().map(|&(_, n)| n).sum::<u64>();
        if let Some(failure) = perft_failure(&position(&case.fen, mode), &counts) {
            failures.push(format!("{name} {}: {failure}", case.id));
        }
    }
    assert!(
        nodes <= node_cap,
        "{name}: {nodes} nodes exceeds the cap of {node_cap}; move deep counts to benchmarks"
    );
    eprintln!(
        "{name}: {} positions, every count to depth {max_depth}, {nodes} nodes in {:.2?}",
        cases.len(),
        start.elapsed()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn start_position_to_depth_5() {
    check_perft(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        CastlingMode::Standard,
        &[(1, 20), (2, 400), (3, 8_902), (4, 197_281), (5, 4_865_609)],
    );
    assert_eq!(perft(&Position::new(), 5), 4_865_609);
    assert_eq!(perft(&Position::new(), 0), 1);
}

/// How `tricky.perft` positions are loaded: the castling mode(s) whose rules the published counts
/// follow, and the validation errors the position is expected to raise and that are ignored.
fn tricky_loading(id: &str) -> (&'static [CastlingMode], PositionErrorKinds) {
    const BOTH: &[CastlingMode] = &[CastlingMode::Standard, CastlingMode::Chess960];
    const CHESS960: &[CastlingMode] = &[CastlingMode::Chess960];
    match id {
        // X-FEN castling rights with kings and rooks off their standard squares; and Black's
        // `q` with the king on h8, which the published counts read as Chess960 castling with
        // the a8 rook (standard rules refuse the right).
        "xfen-00"
        | "xfen-01"
        | "xfen-02"
        | "xfen-03"
        | "xfen-04"
        | "asymmetrical-and-king-on-h" => (CHESS960, PositionErrorKinds::empty()),
        // Checkers no legal move could have produced.
        "align-diag-1" | "align-diag-2" | "align-horizontal" | "align-ep" | "align-ep-pinned"
        | "ep-unrelated-check" => (BOTH, PositionErrorKinds::IMPOSSIBLE_CHECK),
        _ => (BOTH, PositionErrorKinds::empty()),
    }
}

#[test]
fn tricky_every_position_and_depth() {
    let start = Instant::now();
    let cases = read_perft_file("tricky.perft");
    let mut failures = Vec::new();
    for case in &cases {
        let (modes, ignore) = tricky_loading(&case.id);
        for &mode in modes {
            let pos = position_ignoring(&case.fen, mode, ignore);
            if let Some(failure) = perft_failure(&pos, &case.counts) {
                failures.push(format!("{} ({mode:?}): {failure}", case.id));
            }
        }
    }
    eprintln!(
        "tricky.perft: {} positions in {:.2?}",
        cases.len(),
        start.elapsed()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn chess960_all_positions_to_depth_4() {
    let cases = read_perft_file("chess960.perft");
    run_suite(
        "chess960.perft",
        &cases,
        CastlingMode::Chess960,
        4,
        4,
        700_000_000,
    );
}

/// `random.perft` to depth 4, in four parts so the test harness can spread them over cores.
fn random_part(part: usize) {
    const PARTS: usize = 4;
    let cases = read_perft_file("random.perft");
    let size = cases.len().div_ceil(PARTS);
    let chunk = &cases[part * size..((part + 1) * size).min(cases.len())];
    run_suite(
        &format!("random.perft part {}/{PARTS}", part + 1),
        chunk,
        CastlingMode::Standard,
        4,
        4,
        1_300_000_000,
    );
}

#[test]
fn random_to_depth_4_part_1() {
    random_part(0);
}

#[test]
fn random_to_depth_4_part_2() {
    random_part(1);
}

#[test]
fn random_to_depth_4_part_3() {
    random_part(2);
}

#[test]
fn random_to_depth_4_part_4() {
    random_part(3);
}

#[test]
fn asymmetrical_rights_under_standard_rules() {
    // Standard rules refuse Black's `q` with the king on h8; without it the reference decides.
    let pos = position_ignoring(
        "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1",
        CastlingMode::Standard,
        PositionErrorKinds::BAD_CASTLING_RIGHTS,
    );
    assert_eq!(pos.castling_rights().len(), 2);
    let reference = RefPosition::from_setup(&pos.to_setup(EnPassantMode::Always));
    check_perft(
        &fen(&pos),
        CastlingMode::Standard,
        &[(1, 14), (2, 206), (3, reference.perft(3))],
    );
}

#[test]
fn most_legal_moves() {
    // 218 legal moves, the most known in a legal position: the move list's capacity.
    check_perft(
        "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1",
        CastlingMode::Standard,
        &[(1, 218), (2, 99)],
    );
}

// Martin Sedlak's published special cases (Chess Programming Wiki, talkchess), one per line.

#[test]
fn illegal_ep_move_1() {
    check_perft(
        "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
        CastlingMode::Standard,
        &[(6, 1_134_888)],
    );
}

#[test]
fn illegal_ep_move_2() {
    check_perft(
        "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1",
        CastlingMode::Standard,
        &[(6, 1_015_133)],
    );
}

#[test]
fn ep_capture_checks_opponent() {
    check_perft(
        "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
        CastlingMode::Standard,
        &[(6, 1_440_467)],
    );
}

#[test]
fn short_castling_gives_check() {
    check_perft(
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
        CastlingMode::Standard,
        &[(6, 661_072)],
    );
}

#[test]
fn long_castling_gives_check() {
    check_perft(
        "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
        CastlingMode::Standard,
        &[(6, 803_711)],
    );
}

#[test]
fn castle_rights() {
    check_perft(
        "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
        CastlingMode::Standard,
        &[(4, 1_274_206)],
    );
}

#[test]
fn castling_prevented() {
    check_perft(
        "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1",
        CastlingMode::Standard,
        &[(4, 1_720_476)],
    );
}

#[test]
fn promote_out_of_check() {
    check_perft(
        "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1",
        CastlingMode::Standard,
        &[(6, 3_821_001)],
    );
}

#[test]
fn discovered_check() {
    check_perft(
        "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1",
        CastlingMode::Standard,
        &[(5, 1_004_658)],
    );
}

#[test]
fn promote_to_give_check() {
    check_perft(
        "4k3/1P6/8/8/8/8/K7/8 w - - 0 1",
        CastlingMode::Standard,
        &[(6, 217_342)],
    );
}

#[test]
fn underpromote_to_check() {
    check_perft(
        "8/P1k5/K7/8/8/8/8/8 w - - 0 1",
        CastlingMode::Standard,
        &[(6, 92_683)],
    );
}

#[test]
fn self_stalemate() {
    check_perft(
        "K1k5/8/P7/8/8/8/8/8 w - - 0 1",
        CastlingMode::Standard,
        &[(6, 2_217)],
    );
}

#[test]
fn stalemate_and_checkmate() {
    check_perft(
        "8/k1P5/8/1K6/8/8/8/8 w - - 0 1",
        CastlingMode::Standard,
        &[(7, 567_584)],
    );
}

#[test]
fn double_check() {
    check_perft(
        "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1",
        CastlingMode::Standard,
        &[(4, 23_527)],
    );
}
