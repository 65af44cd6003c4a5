//! `fianchetto pgn`: per-game lines in UCI, FEN and SAN, the summary, broken games, stdin and
//! compressed input.

use std::io::Write;

use crate::support::{ScratchFile, corpus_2k, run, run_with_stdin, testdata};

const TWO_GAMES: &[u8] = b"[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2\n\n\
[Event \"b\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";

/// The second of three games plays an illegal move on line 7.
const BROKEN_MIDDLE: &[u8] = b"[Event \"good\"]\n\n1. d4 d5 *\n\n\
[Event \"broken\"]\n\n1. e4 e5 2. Ke3 *\n\n\
[Event \"good again\"]\n\n1. c4 *\n";

#[test]
fn emit_uci_prints_one_line_per_game() {
    let file = ScratchFile::new("two.pgn", TWO_GAMES);
    let run = run(&["pgn", file.path(), "--emit", "uci"]);
    assert!(run.success(), "{run:?}");
    assert_eq!(
        run.lines(),
        ["e2e4 e7e5 g1f3 b8c6 f1b5 a7a6", "f2f3 e7e5 g2g4 d8h4"]
    );
}

#[test]
fn emit_fen_prints_the_final_position() {
    let file = ScratchFile::new("two.pgn", TWO_GAMES);
    let run = run(&["pgn", file.path(), "--emit", "fen"]);
    assert!(run.success(), "{run:?}");
    assert_eq!(
        run.lines(),
        [
            "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4",
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        ]
    );
}

#[test]
fn emit_san_normalises_the_moves() {
    let file = ScratchFile::new(
        "sloppy.pgn",
        b"1. e4 e5 2. Ng1f3 Nc6 3. Bb5 a6 4. Bxc6 dc6 5. O-O *\n",
    );
    let run = run(&["pgn", file.path(), "--emit", "san"]);
    assert!(run.success(), "{run:?}");
    assert_eq!(run.lines(), ["e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O"]);
}

#[test]
fn a_broken_game_prints_an_error_line_and_the_others_still_print() {
    let file = ScratchFile::new("broken.pgn", BROKEN_MIDDLE);
    for emit in ["uci", "fen", "san"] {
        let run = run(&["pgn", file.path(), "--emit", emit]);
        assert_eq!(run.code, Some(1), "{emit}: {run:?}");
        let lines = run.lines();
        assert_eq!(lines.len(), 3, "{emit}: {run:?}");
        assert!(lines[1].starts_with("error"), "{emit}: {run:?}");
        assert!(
            lines[1].contains("game 2") && lines[1].contains("line 7"),
            "{lines:?}"
        );
        assert!(lines[1].contains("Ke3"), "{lines:?}");
        assert!(!lines[0].starts_with("error") && !lines[2].starts_with("error"));
    }
    let uci = run(&["pgn", file.path(), "--emit", "uci"]);
    assert_eq!(uci.lines()[0], "d2d4 d7d5");
    assert_eq!(uci.lines()[2], "c2c4");
}

/// The first of three games opens a comment on line 3, column 7, and never closes it.
const UNCLOSED_COMMENT: &[u8] = b"[Event \"a\"]\n\n1. e4 { oops e5 2. Nf3 *\n\n\
[Event \"b\"]\n\n1. d4 d5 *\n\n\
[Event \"c\"]\n\n1. c4 *\n";

#[test]
fn an_unclosed_comment_breaks_only_its_own_game() {
    let file = ScratchFile::new("unclosed.pgn", UNCLOSED_COMMENT);
    let summary = run(&["pgn", file.path()]);
    assert_eq!(summary.code, Some(1), "{summary:?}");
    let lines = summary.lines();
    assert!(
        lines.contains(&"error: game 1, line 3, column 7: unterminated comment"),
        "{summary:?}"
    );
    assert!(lines.contains(&"games: 3"), "{summary:?}");
    assert!(lines.contains(&"plies: 3"), "{summary:?}");
    assert!(lines.contains(&"errors: 1"), "{summary:?}");
    // Read again, the bytes after the `{` are still counted once.
    let bytes = format!("bytes: {}", UNCLOSED_COMMENT.len());
    assert!(lines.contains(&bytes.as_str()), "{summary:?}");
    let uci = run(&["pgn", file.path(), "--emit", "uci"]);
    assert_eq!(uci.code, Some(1), "{uci:?}");
    assert_eq!(
        uci.lines(),
        [
            "error: game 1, line 3, column 7: unterminated comment",
            "d2d4 d7d5",
            "c2c4"
        ]
    );
}

#[test]
fn castles_are_e1g1_in_standard_games_and_king_takes_rook_in_chess960_games() {
    let fen = "[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n";
    let standard = ScratchFile::new("castle.pgn", format!("{fen}\n1. O-O O-O-O *\n").as_bytes());
    let out = run(&["pgn", standard.path(), "--emit", "uci"]);
    assert!(out.success(), "{out:?}");
    assert_eq!(out.lines(), ["e1g1 e8c8"]);
    let chess960 = ScratchFile::new(
        "castle960.pgn",
        format!("[Variant \"Chess960\"]\n{fen}\n1. O-O O-O-O *\n").as_bytes(),
    );
    let out = run(&["pgn", chess960.path(), "--emit", "uci"]);
    assert!(out.success(), "{out:?}");
    assert_eq!(out.lines(), ["e1h1 e8a8"]);
    let inner = ScratchFile::new(
        "inner960.pgn",
        b"[Variant \"Chess960\"]\n[FEN \"1k5r/8/8/8/8/8/8/RK4R1 w GA - 0 1\"]\n\n1. O-O *\n",
    );
    let out = run(&["pgn", inner.path(), "--emit", "uci"]);
    assert!(out.success(), "{out:?}");
    assert_eq!(out.lines(), ["b1g1"]);
}

#[test]
fn summary_counts_games_plies_and_errors() {
    let file = ScratchFile::new("broken.pgn", BROKEN_MIDDLE);
    let run = run(&["pgn", file.path()]);
    assert_eq!(run.code, Some(1), "{run:?}");
    assert!(run.lines().contains(&"games: 3"), "{run:?}");
    assert!(run.lines().contains(&"plies: 3"), "{run:?}");
    assert!(run.lines().contains(&"errors: 1"), "{run:?}");
    assert!(run.stdout.contains("game 2, line 7"), "{run:?}");
    // The counts are stable on stdout; the timings, which vary, go to stderr.
    let bytes = format!("bytes: {}", BROKEN_MIDDLE.len());
    assert_eq!(
        run.lines()[1..],
        ["games: 3", "plies: 3", "errors: 1", &bytes],
        "{run:?}"
    );
    let timings: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(timings.len(), 2, "{run:?}");
    assert!(
        timings[0].starts_with("time: ") && timings[0].ends_with(" s"),
        "{run:?}"
    );
    assert!(
        timings[1].starts_with("throughput: ") && timings[1].ends_with(" MB/s"),
        "{run:?}"
    );
}

#[test]
fn summary_of_the_2k_corpus() {
    let run = run_with_stdin(&["pgn", "-"], &corpus_2k());
    assert!(run.success(), "{run:?}");
    assert!(run.lines().contains(&"games: 2000"), "{run:?}");
    assert!(run.lines().contains(&"plies: 175928"), "{run:?}");
    assert!(run.lines().contains(&"errors: 0"), "{run:?}");
}

#[test]
fn zstd_input_is_unpacked_transparently() {
    let run = run(&["pgn", &testdata("corpus/games-20k.pgn.zst")]);
    assert!(run.success(), "{run:?}");
    assert!(run.lines().contains(&"games: 20000"), "{run:?}");
    assert!(run.lines().contains(&"plies: 1759689"), "{run:?}");
    assert!(run.lines().contains(&"bytes: 60442906"), "{run:?}");
}

#[test]
fn gzip_input_is_unpacked_transparently() {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    encoder.write_all(TWO_GAMES).expect("gzip in memory");
    let file = ScratchFile::new("two.pgn.gz", &encoder.finish().expect("gzip in memory"));
    let run = run(&["pgn", file.path(), "--emit", "uci"]);
    assert!(run.success(), "{run:?}");
    assert_eq!(run.lines().len(), 2);
}

/// Packed input is known by its first bytes too: on stdin, or under a name without `.zst`.
#[test]
fn packed_stdin_and_unnamed_packed_files_are_unpacked() {
    let packed = zstd::encode_all(TWO_GAMES, 3).expect("zstd in memory");
    let piped = run_with_stdin(&["pgn", "-", "--emit", "uci"], &packed);
    assert!(piped.success(), "{piped:?}");
    assert_eq!(piped.lines()[1], "f2f3 e7e5 g2g4 d8h4");
    let file = ScratchFile::new("two-packed.pgn", &packed);
    let named = run(&["pgn", file.path(), "--emit", "uci"]);
    assert_eq!(named.lines(), piped.lines());
}

#[test]
fn stdin_is_read_with_a_dash() {
    let run = run_with_stdin(&["pgn", "-", "--emit", "uci"], TWO_GAMES);
    assert!(run.success(), "{run:?}");
    assert_eq!(run.lines()[1], "f2f3 e7e5 g2g4 d8h4");
}

/// Every PGN file of `testdata/pgn` (the pgn crate's `every_test_file_is_covered` names them).
#[test]
fn every_test_file_replays() {
    let folder = testdata("pgn");
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .expect("the PGN test files")
        .map(|entry| entry.expect("a folder entry").file_name())
        .filter_map(|name| name.into_string().ok())
        .filter(|name| name.ends_with(".pgn"))
        .collect();
    names.sort();
    assert!(!names.is_empty(), "no PGN file in {folder}");
    for name in names {
        let run = run(&["pgn", &format!("{folder}/{name}"), "--emit", "uci"]);
        assert!(run.success(), "{name}: {run:?}");
        assert!(!run.stdout.contains("error"), "{name}: {run:?}");
    }
    let mate = run(&[
        "pgn",
        &testdata("pgn/molinari-bordais-1979.pgn"),
        "--emit",
        "fen",
    ]);
    assert_eq!(
        mate.lines(),
        ["r1bqkb1r/pp1ppppp/5n2/2p5/2P1P3/2Nn2P1/PP1PNP1P/R1BQKB1R w KQkq - 1 6"]
    );
}

#[test]
fn missing_and_garbage_input_fail_without_panicking() {
    run(&["pgn", "/nonexistent/games.pgn"]).assert_clean_failure();
    let mut garbage = Vec::new();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..200_000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        garbage.push(state as u8);
    }
    let file = ScratchFile::new("garbage.pgn", &garbage);
    let run = run(&["pgn", file.path()]);
    assert_ne!(run.code, Some(101), "{run:?}");
    assert!(!run.stderr.contains("panicked"), "{run:?}");
    let bad_zstd = ScratchFile::new("bad.pgn.zst", b"not zstd at all");
    run_missing(&bad_zstd);
}

fn run_missing(bad_zstd: &ScratchFile) {
    let run = run(&["pgn", bad_zstd.path()]);
    run.assert_clean_failure();
}

#[test]
fn a_game_without_tags_right_after_a_broken_one_is_still_read() {
    let file = ScratchFile::new("tagless.pgn", b"1. e4 e5 2. Ke3 *\n1. d4 d5 *\n1. c4 *\n");
    let out = run(&["pgn", file.path(), "--emit", "uci"]);
    assert_eq!(out.code, Some(1), "{out:?}");
    let lines = out.lines();
    assert_eq!(lines.len(), 3, "{out:?}");
    assert!(lines[0].starts_with("error: game 1, line 1"), "{out:?}");
    assert_eq!(&lines[1..], ["d2d4 d7d5", "c2c4"]);
}

/// Every file of the dialect suite (`testdata/dialects`) reads through the CLI as through the
/// library: the mainline python-chess reads (`.expected`), or fianchetto's deliberate reading
/// (`.fianchetto`, each reason in the folder's README), with games kept up to their errors.
#[test]
fn dialects_read_as_expected_with_keep_partial() {
    let dir = testdata("dialects");
    let mut styles: Vec<String> = std::fs::read_dir(&dir)
        .expect("testdata/dialects")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|name| name.strip_suffix(".pgn").map(str::to_string))
        .collect();
    styles.sort();
    assert!(styles.len() >= 20, "{styles:?}");
    for style in styles {
        let own = format!("{dir}/{style}.fianchetto");
        let expected_file = if std::path::Path::new(&own).exists() {
            own
        } else {
            format!("{dir}/{style}.expected")
        };
        let expected = std::fs::read_to_string(&expected_file).expect("expectations");
        let pgn = format!("{dir}/{style}.pgn");
        let run = run(&["pgn", "--keep-partial", "--emit", "uci", &pgn]);
        let lines = run.lines();
        assert_eq!(lines.len(), expected.lines().count(), "{style}: {run:?}");
        let mut broken_games = vec![];
        for (i, (line, want)) in lines.iter().zip(expected.lines()).enumerate() {
            let fields: Vec<&str> = want.splitn(3, '\t').collect();
            assert_eq!(*line, fields[2], "{style} game {}", i + 1);
            if fields[0] == "error" {
                broken_games.push(format!("error: game {}, ", i + 1));
            }
        }
        // The CLI replays mainlines only, so a game whose only error is in a variation reads
        // clean here; every error it reports is one the expectations have.
        for error in run.stderr.lines() {
            assert!(
                broken_games.iter().any(|b| error.starts_with(b.as_str())),
                "{style}: {run:?}"
            );
        }
        assert_eq!(run.success(), run.stderr.is_empty(), "{style}: {run:?}");
    }
}

#[test]
fn keep_partial_prints_the_moves_before_the_error() {
    let file = ScratchFile::new("partial.pgn", b"1. e4 e5 2. Ke3 Nc6 *\n\n1. d4 d5 *\n");
    let plain = run(&["pgn", file.path(), "--emit", "uci"]);
    assert_eq!(plain.code, Some(1), "{plain:?}");
    assert_eq!(plain.lines().len(), 2, "{plain:?}");
    assert!(plain.lines()[0].starts_with("error: game 1, line 1, column 13: illegal move \"Ke3\""));
    assert_eq!(plain.lines()[1], "d2d4 d7d5");

    let partial = run(&["pgn", file.path(), "--emit", "uci", "--keep-partial"]);
    assert_eq!(partial.code, Some(1), "{partial:?}");
    assert_eq!(partial.lines(), ["e2e4 e7e5", "d2d4 d7d5"]);
    assert!(
        partial
            .stderr
            .starts_with("error: game 1, line 1, column 13: illegal move \"Ke3\""),
        "{partial:?}"
    );
    let summary = run(&["pgn", file.path(), "--keep-partial"]);
    assert!(summary.lines().contains(&"plies: 4"), "{summary:?}");
    assert!(summary.lines().contains(&"errors: 1"), "{summary:?}");
}

#[test]
fn threads_print_exactly_what_one_thread_prints() {
    let corpus = corpus_2k();
    // Errors in the middle of the input: a broken game, an unclosed comment, a game whose tags
    // have a blank line between them (a cut there is a wrong guess the reader must catch).
    let broken =
        b"\n\n[Event \"broken\"]\n\n1. e4 e5 2. Ke3 *\n\n[Event \"open\"]\n\n1. d4 { oops\n\n\
        [Event \"x\"]\n[Site \"y\"]\n\n[Round \"1\"]\n\n1. c4 *\n\n";
    let mut pgn = corpus[..corpus.len() / 2].to_vec();
    pgn.extend_from_slice(broken);
    pgn.extend_from_slice(&corpus[corpus.len() / 2..]);
    let file = ScratchFile::new("threads.pgn", &pgn);
    for emit in ["uci", "san", "fen"] {
        let one = run(&["pgn", file.path(), "--emit", emit, "--threads", "1"]);
        assert_eq!(one.code, Some(1), "the broken games fail the run");
        assert_eq!(one.stdout.matches("error:").count(), 2, "{}", one.stdout);
        for threads in ["2", "3"] {
            let many = run(&["pgn", file.path(), "--emit", emit, "--threads", threads]);
            assert_eq!((many.code, &many.stderr), (one.code, &one.stderr));
            assert!(
                many.stdout == one.stdout,
                "--emit {emit} --threads {threads} differs"
            );
        }
    }
}

/// A compressed file cut short: every game one thread reads before the damage, then the same
/// error, at any thread count. (Two threads printed 697 games where one printed 1,000.)
#[test]
fn threads_print_what_one_thread_prints_of_a_file_cut_short() {
    let whole = std::fs::read(testdata("corpus/games-20k.pgn.zst")).expect("the corpus");
    let cut = ScratchFile::new("cut.pgn.zst", &whole[..300_000]);
    let one = run(&["pgn", cut.path(), "--emit", "uci", "--threads", "1"]);
    assert_eq!(one.code, Some(1));
    assert!(
        one.stderr.ends_with("cut.pgn.zst: incomplete frame\n"),
        "{one:?}"
    );
    // python-chess 1.11.2 reads 568 games from the readable prefix, the last cut off after 59
    // plies; so does fianchetto, the last a broken game (its moves with --keep-partial).
    let lines = one.lines();
    assert_eq!(lines.len(), 568);
    assert!(
        lines[567].starts_with("error: game 568, line ")
            && lines[567].ends_with(": read failed: incomplete frame"),
        "{:?}",
        lines[567]
    );
    let partial = run(&["pgn", cut.path(), "--emit", "uci", "--keep-partial"]);
    assert_eq!(partial.lines()[567].split(' ').count(), 59);
    for threads in ["2", "3"] {
        let many = run(&["pgn", cut.path(), "--emit", "uci", "--threads", threads]);
        assert_eq!((many.code, &many.stderr), (one.code, &one.stderr));
        assert!(many.stdout == one.stdout, "--threads {threads} differs");
    }
}

/// Junk between two games costs only the junk, at one and two threads: an unterminated tag line
/// and a `%` escape line longer than a mebibyte. (Both lost game B; the summary counted the
/// error as a game.)
#[test]
fn junk_between_games_costs_only_the_junk() {
    let long_escape = format!("%{}\n", "x".repeat(1_100_000));
    for (junk, error) in [
        (
            "[Event \"x\n",
            Some("error: after game 1, line 5, column 1: invalid tag pair"),
        ),
        (long_escape.as_str(), None),
    ] {
        let pgn = format!("[Event \"A\"]\n\n1. e4 e5 *\n\n{junk}\n[Event \"B\"]\n\n1. d4 *\n\n");
        let file = ScratchFile::new("junk.pgn", pgn.as_bytes());
        for threads in ["1", "2"] {
            let uci = run(&["pgn", file.path(), "--emit", "uci", "--threads", threads]);
            let mut expected = vec!["e2e4 e7e5"];
            expected.extend(error);
            expected.push("d2d4");
            assert_eq!(uci.lines(), expected, "{uci:?}");
            assert_eq!(uci.code, Some(if error.is_some() { 1 } else { 0 }));
            let summary = run(&["pgn", file.path(), "--threads", threads]);
            assert!(summary.lines().contains(&"games: 2"), "{summary:?}");
            let errors = format!("errors: {}", usize::from(error.is_some()));
            assert!(summary.lines().contains(&errors.as_str()), "{summary:?}");
        }
    }
}
