//! `--variant` on `perft`, `moves`, `fen` and `show`: every variant, named as lichess, python-chess
//! and UCI engines name it, against python-chess's answers (`testdata/variants/cli.tsv`, written
//! by `testdata/variants/cli_expected.py`).

use crate::support::run;

const EXPECTED: &str = include_str!("../../../testdata/variants/cli.tsv");

/// One row of the expectations.
struct Case<'a> {
    name: &'a str,
    /// The FEN to give, `None` for the start position.
    fen: Option<&'a str>,
    /// The same position in lichess's spelling, where it differs.
    lichess_fen: Option<&'a str>,
    depth: &'a str,
    nodes: &'a str,
    uci: Vec<&'a str>,
    san: Vec<&'a str>,
    python_fen: &'a str,
}

fn cases() -> Vec<Case<'static>> {
    let words = |field: &'static str| -> Vec<&'static str> {
        if field == "-" {
            Vec::new()
        } else {
            field.split(' ').collect()
        }
    };
    let given = |field: &'static str| (field != "-").then_some(field);
    EXPECTED
        .lines()
        .filter(|line| !line.starts_with('#'))
        .skip(1)
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            assert_eq!(f.len(), 8, "{line}");
            Case {
                name: f[0],
                fen: given(f[1]),
                lichess_fen: given(f[2]),
                depth: f[3],
                nodes: f[4],
                uci: words(f[5]),
                san: words(f[6]),
                python_fen: f[7],
            }
        })
        .collect()
}

/// The arguments of `command` for `case`, with `--fen` when it has one.
fn args<'a>(command: &[&'a str], case: &Case<'a>, fen: Option<&'a str>) -> Vec<&'a str> {
    let mut args = command.to_vec();
    args.extend(["--variant", case.name]);
    if let Some(fen) = fen {
        args.extend(["--fen", fen]);
    }
    args
}

fn sorted(mut lines: Vec<&str>) -> Vec<&str> {
    lines.sort_unstable();
    lines
}

#[test]
fn every_variant_is_covered_under_several_names() {
    let cases = cases();
    assert_eq!(cases.len(), 35);
    for name in [
        "atomic",
        "Anti",
        "ZH",
        "King of the Hill",
        "Three-check",
        "Horde",
        "race",
    ] {
        assert!(cases.iter().any(|case| case.name == name), "{name}");
    }
}

#[test]
fn perft_counts_as_python_chess() {
    for case in cases() {
        let run = run(&args(&["perft", case.depth], &case, case.fen));
        assert!(run.success(), "{run:?}");
        assert_eq!(
            run.stdout,
            format!("Nodes searched: {}\n", case.nodes),
            "{}",
            case.name
        );
    }
}

#[test]
fn moves_are_python_chess_moves_in_uci_and_san() {
    for case in cases() {
        let uci = run(&args(&["moves"], &case, case.fen));
        assert!(uci.success(), "{uci:?}");
        assert_eq!(
            sorted(uci.lines()),
            case.uci,
            "{} {:?}",
            case.name,
            case.fen
        );
        let san = run(&args(&["moves", "--san"], &case, case.fen));
        assert!(san.success(), "{san:?}");
        assert_eq!(
            sorted(san.lines()),
            case.san,
            "{} {:?}",
            case.name,
            case.fen
        );
    }
}

#[test]
fn fen_prints_what_python_chess_prints() {
    for case in cases() {
        for fen in [case.fen, case.lichess_fen].into_iter().flatten() {
            let run = run(&["fen", "--variant", case.name, fen]);
            assert!(run.success(), "{run:?}");
            assert_eq!(run.stdout, format!("{}\n", case.python_fen), "{fen}");
        }
    }
}

#[test]
fn lichess_spellings_read_as_the_same_position() {
    for case in cases().iter().filter(|case| case.lichess_fen.is_some()) {
        let run = run(&args(&["perft", case.depth], case, case.lichess_fen));
        assert_eq!(
            run.stdout,
            format!("Nodes searched: {}\n", case.nodes),
            "{}",
            case.name
        );
    }
}

#[test]
fn show_draws_the_variant_board_and_the_crazyhouse_hands() {
    let horde = run(&["show", "--ascii", "--variant", "horde"]);
    assert!(horde.success(), "{horde:?}");
    assert_eq!(horde.lines()[7], "1 P P P P P P P P", "{horde:?}");
    // White's knight went into Black's hand and Black's queen into White's.
    let fen = "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[Qn] w KQkq - 0 1";
    let house = run(&["show", "--ascii", "--variant", "zh", fen]);
    assert!(house.success(), "{house:?}");
    let lines = house.lines();
    assert_eq!(
        &lines[lines.len() - 2..],
        ["White in hand: Q", "Black in hand: n"]
    );
}

#[test]
fn an_unknown_variant_lists_the_known_ones() {
    for command in [
        &["perft", "1"][..],
        &["moves"],
        &["fen", "8/8/8/8/8/8/8/8 w - - 0 1"],
        &["show"],
    ] {
        let mut args = command.to_vec();
        args.extend(["--variant", "shogi"]);
        let run = run(&args);
        assert_eq!(run.code, Some(2), "{run:?}");
        assert!(
            run.stderr.contains(
                "unknown variant \"shogi\" (known: chess, atomic, antichess, crazyhouse, \
                 kingofthehill, 3check, horde, racingkings)"
            ),
            "{run:?}"
        );
    }
}

#[test]
fn an_impossible_variant_fen_is_an_error_naming_the_field() {
    for (variant, fen, field) in [
        (
            "crazyhouse",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[K] w KQkq - 0 1",
            "pockets",
        ),
        (
            "3check",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4+3 0 1",
            "check",
        ),
        (
            "horde",
            "rnbqkbnr/pppppppp/8/8/8/8/8/4K3 w kq - 0 1",
            "horde",
        ),
    ] {
        let run = run(&["fen", "--variant", variant, fen]);
        assert_eq!(run.code, Some(1), "{run:?}");
        assert!(run.stderr.starts_with("error: invalid"), "{run:?}");
        assert!(run.stderr.contains(field), "{field}: {run:?}");
    }
}

#[test]
fn chess_is_standard_chess() {
    let run = run(&["perft", "3", "--variant", "Standard"]);
    assert_eq!(run.stdout, "Nodes searched: 8902\n", "{run:?}");
}
