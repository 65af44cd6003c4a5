//! `--variant` on `perft`, `moves`, `fen` and `show`: every variant, named as lichess, python-chess
//! and UCI engines name it, against python-chess's answers (`testdata/variants/cli.tsv`, written
//! by `testdata/variants/cli_expected.py`).

use crate::support::{ScratchFile, run, run_with_stdin};

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
                 kingofthehill, 3check, horde, racingkings, suicide, chess960)"
            ),
            "{run:?}"
        );
    }
}

/// `--variant` reads the names a PGN `Variant` tag takes: `chess960` is `--chess960`, and
/// `FromPosition` standard chess.
#[test]
fn variant_names_are_the_pgn_tag_s() {
    let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    let chess960 = run(&["moves", "--fen", fen, "--chess960"]);
    assert_eq!(chess960.code, Some(0), "{chess960:?}");
    assert_eq!(chess960.stdout.lines().count(), 21, "{chess960:?}");
    // Its castling rights are Chess960's: standard chess refuses them.
    assert_ne!(run(&["moves", "--fen", fen]).code, Some(0));
    for name in ["chess960", "Fischerandom", "Chess 960"] {
        let named = run(&["moves", "--fen", fen, "--variant", name]);
        assert_eq!(named.stdout, chess960.stdout, "{name}: {named:?}");
    }
    let standard = run(&["perft", "2", "--variant", "FromPosition"]);
    assert_eq!(standard.code, Some(0), "{standard:?}");
    assert!(standard.stdout.contains("400"), "{standard:?}");
}

#[test]
fn an_impossible_variant_fen_is_an_error_naming_the_field() {
    for (variant, fen, field) in [
        (
            "crazyhouse",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[K] w KQkq - 0 1",
            "invalid pockets: a king in hand",
        ),
        (
            "3check",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4+3 0 1",
            "invalid fen: remaining checks \"4+3\"",
        ),
        (
            "horde",
            "rnbqkbnr/pppppppp/8/8/8/8/8/4K3 w kq - 0 1",
            "invalid board: too many kings",
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

/// Games of three variants, standard chess and an unknown variant in one file.
const MIXED: &str = "[Variant \"Atomic\"]\n\n1. e4 d5 2. exd5 e6 *\n\n\
    1. e4 e5 2. Nf3 *\n\n\
    [Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@d4 *\n\n\
    [Variant \"Shogi\"]\n\n1. e4 *\n\n\
    [Variant \"Three-check\"]\n\n\
    1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 4. Qh5+ g6 5. Qxg6+ 1-0\n";

/// python-chess's SAN (with its suffixes) and `Board.fen()` of each readable game above.
const MIXED_PLAYED: [(&str, &str); 4] = [
    (
        "e4 d5 exd5 e6",
        "rnbqkbnr/ppp2ppp/4p3/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3",
    ),
    (
        "e4 e5 Nf3",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    ),
    (
        "e4 d5 exd5 Qxd5 Nc3 Qa5 @d4",
        "rnb1kbnr/ppp1pppp/8/q7/3P4/2N5/PPPP1PPP/R1BQKBNR[p] b KQkq - 3 4",
    ),
    (
        "e4 e5 Bc4 Nc6 Bxf7+ Kxf7 Qh5+ g6 Qxg6#",
        "r1bq1bnr/pppp1k1p/2n3Q1/4p3/4P3/8/PPPP1PPP/RNB1K1NR b KQ - 0+3 0 5",
    ),
];

#[test]
fn pgn_reads_each_game_under_its_variant_tag() {
    let san = run_with_stdin(&["pgn", "-", "--emit", "san"], MIXED.as_bytes());
    let fen = run_with_stdin(&["pgn", "-", "--emit", "fen"], MIXED.as_bytes());
    for run in [&san, &fen] {
        assert_eq!(run.code, Some(1), "one game fails: {run:?}");
        let line = "error: game 4, line 13, column 1: unsupported variant \"Shogi\"";
        assert!(run.lines().contains(&line), "{run:?}");
    }
    let played: Vec<&str> = MIXED_PLAYED.iter().map(|&(moves, _)| moves).collect();
    let ends: Vec<&str> = MIXED_PLAYED.iter().map(|&(_, end)| end).collect();
    let without_error = |run: &crate::support::Run| -> Vec<String> {
        run.lines()
            .into_iter()
            .filter(|line| !line.starts_with("error"))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(without_error(&san), played);
    assert_eq!(without_error(&fen), ends);
}

#[test]
fn export_records_every_variant_with_its_ending() {
    let input = ScratchFile::new("mixed.pgn", MIXED.as_bytes());
    let output = ScratchFile::new("mixed.jsonl", b"");
    let run = run(&[
        "export",
        input.path(),
        "-o",
        output.path(),
        "--format",
        "jsonl",
    ]);
    assert_eq!(run.code, Some(1), "one game fails: {run:?}");
    let text = std::fs::read_to_string(&output.0).expect("the export");
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows.len(), 5, "{text}");
    assert!(rows[0].contains(r#""Variant":"Atomic""#), "{}", rows[0]);
    assert!(
        rows[0].contains(r#""moves_uci":["e2e4","d7d5","e4d5","e7e6"]"#),
        "{}",
        rows[0]
    );
    assert!(
        rows[2].contains(r#""P@d4""#) && rows[2].contains(r#""@d4""#),
        "{}",
        rows[2]
    );
    assert!(rows[3].contains(r#""error":"game 4"#), "{}", rows[3]);
    assert!(
        rows[4].contains(r#""Variant":"Three-check""#),
        "{}",
        rows[4]
    );
    assert!(
        rows[4].contains(r#""outcome":"1-0","termination_on_board":"variant_loss""#),
        "{}",
        rows[4]
    );
    for (row, (_, fen)) in [rows[0], rows[1], rows[2], rows[4]]
        .iter()
        .zip(MIXED_PLAYED)
    {
        assert!(row.contains(&format!(r#""final_fen":"{fen}""#)), "{row}");
    }
}
