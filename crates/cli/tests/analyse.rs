//! `fianchetto analyse`: games through Stockfish come back whole, each mainline move with an
//! `[%eval]`, in input order whatever the number of engines; a missing engine is one error line.

use fianchetto::pgn::{Eval, Game, GameBuilder, Reader};

use crate::support::{Run, ScratchFile, run, stockfish, testdata, toga};

/// Three short games: tags and a comment to keep (one with an old evaluation to replace),
/// a mate by Black, and a mate in one from a FEN.
pub(crate) const GAMES: &[u8] = b"[Event \"opening\"]\n[White \"Kasparov\"]\n\n\
1. e4 { best by test } e5 { [%eval 9.99] [%clk 0:01:00] } 2. Nf3 Nc6 *\n\n\
[Event \"fool\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
[Event \"back rank\"]\n[SetUp \"1\"]\n[FEN \"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\"]\n\n1. Ra8# 1-0\n";

pub(crate) fn read_all(pgn: &[u8]) -> Vec<Game> {
    let mut reader = Reader::new(pgn);
    let mut games = Vec::new();
    while let Some(game) = reader
        .read_game(&mut GameBuilder::new())
        .expect("readable PGN")
    {
        assert!(game.errors.is_empty(), "{:?}", game.errors);
        games.push(game);
    }
    games
}

/// `fianchetto analyse FILE --engine ENGINE --depth 6` with `extra` arguments.
fn analyse_at_depth_6(file: &ScratchFile, engine: &str, extra: &[&str]) -> Run {
    let args = ["analyse", file.path(), "--engine", engine, "--depth", "6"];
    run(&[&args[..], extra].concat())
}

#[test]
fn every_mainline_move_gets_an_eval_and_nothing_else_changes() {
    let Some(engine) = stockfish() else { return };
    let file = ScratchFile::new("three.pgn", GAMES);
    let input = read_all(GAMES);
    for threads in ["1", "3"] {
        let run = analyse_at_depth_6(&file, &engine, &["--threads", threads]);
        assert!(run.success(), "{run:?}");
        assert_eq!(run.stderr, "");
        let output = read_all(run.stdout.as_bytes());
        assert_eq!(output.len(), 3, "{threads} threads: {}", run.stdout);
        for (before, after) in input.iter().zip(&output) {
            for (name, value) in &before.tags {
                assert_eq!(after.tag(name), Some(value.as_str()), "{name}");
            }
            assert_eq!(before.start, after.start);
            assert_eq!(before.result(), after.result());
            assert!(before.mainline_moves().eq(after.mainline_moves()));
            for node in &after.mainline {
                assert!(
                    node.eval().is_some(),
                    "{} has no eval: {}",
                    node.san,
                    run.stdout
                );
            }
        }
        let opening = &output[0].mainline;
        assert_eq!(opening[0].comments.len(), 1);
        assert!(
            opening[0].comments[0].starts_with("[%eval ")
                && opening[0].comments[0].ends_with("] best by test")
        );
        assert_ne!(
            opening[1].eval(),
            Some(Eval::Centipawns(999)),
            "the old eval is replaced"
        );
        assert!(
            opening[1].comments[0].ends_with("] [%clk 0:01:00]"),
            "{:?}",
            opening[1].comments
        );
        for node in opening {
            let Some(Eval::Centipawns(cp)) = node.eval() else {
                panic!("{:?}", node.eval())
            };
            assert!(
                (-150..=150).contains(&cp),
                "the opening is about even: {cp}"
            );
        }
        let fool: Vec<_> = output[1].mainline.iter().map(|n| n.eval()).collect();
        assert_eq!(
            fool[2],
            Some(Eval::Mate(-1)),
            "after 2. g4 Black mates in one"
        );
        assert_eq!(fool[3], Some(Eval::Mate(0)), "after the mate");
        assert_eq!(output[2].mainline[0].eval(), Some(Eval::Mate(0)));
    }
}

#[test]
fn multipv_lines_become_variations_with_their_evals() {
    let Some(engine) = stockfish() else { return };
    let file = ScratchFile::new("three.pgn", GAMES);
    let input = read_all(GAMES);
    let run = analyse_at_depth_6(&file, &engine, &["--multipv", "3"]);
    assert!(run.success(), "{run:?}");
    // Every variation was read back as legal moves (read_all fails on any error).
    let output = read_all(run.stdout.as_bytes());
    assert_eq!(output.len(), 3);
    let mut variations = 0;
    for (before, after) in input.iter().zip(&output) {
        assert!(before.mainline_moves().eq(after.mainline_moves()));
        for node in &after.mainline {
            assert!(node.eval().is_some(), "{}", run.stdout);
            assert!(node.variations.len() <= 3, "{}", run.stdout);
            for line in &node.variations {
                assert_ne!(line[0].mv, node.mv, "a line starting with the move played");
                assert!(line[0].eval().is_some(), "{}", run.stdout);
                variations += 1;
            }
        }
    }
    // From the start position, at least two of the engine's three lines are not 1. e4.
    assert!(
        output[0].mainline[0].variations.len() >= 2,
        "{}",
        run.stdout
    );
    // Most positions have three lines, and most moves played are not the engine's only choice.
    assert!(variations >= 6, "{variations} variations: {}", run.stdout);
}

#[test]
fn a_missing_engine_is_one_error_line() {
    let file = ScratchFile::new("one.pgn", b"1. e4 *\n");
    let run = run(&["analyse", file.path(), "--engine", "/nonexistent/engine"]);
    run.assert_clean_failure();
    assert!(
        run.stderr
            .contains("cannot start engine /nonexistent/engine"),
        "{run:?}"
    );
    assert_eq!(run.stdout, "");
}

#[test]
fn limits_exclude_each_other() {
    let file = ScratchFile::new("one.pgn", b"1. e4 *\n");
    let run = run(&[
        "analyse",
        file.path(),
        "--engine",
        "x",
        "--depth",
        "3",
        "--nodes",
        "10",
    ]);
    assert_eq!(run.code, Some(2), "{run:?}");
}

/// Toga II answers `bestmove a1a1`, with no score, where there is no move: the final mate of
/// Molinari-Bordais 1979 once ended the run with no output at all.
#[test]
fn toga_ii_analyses_a_game_that_ends_in_mate_and_the_games_after_it() {
    let Some(engine) = toga() else { return };
    let molinari = std::fs::read(testdata("pgn/molinari-bordais-1979.pgn")).unwrap();
    let file = ScratchFile::new("toga.pgn", &[&molinari[..], b"\n", GAMES].concat());
    for threads in ["1", "2"] {
        let args = ["analyse", file.path(), "--engine", &engine, "--depth", "3"];
        let run = run(&[&args[..], &["--threads", threads]].concat());
        assert!(run.success(), "{run:?}");
        assert_eq!(run.stderr, "");
        let output = read_all(run.stdout.as_bytes());
        assert_eq!(output.len(), 4, "{threads} threads: {}", run.stdout);
        assert_eq!(output[0].tag("White"), Some("Molinari"));
        assert_eq!(output[0].mainline.len(), 10);
        for game in &output {
            for node in &game.mainline {
                assert!(
                    node.eval().is_some(),
                    "{} has no eval: {}",
                    node.san,
                    run.stdout
                );
            }
        }
        let last = output[0].mainline.last().unwrap();
        assert_eq!(last.san.to_string(), "Nd3#");
        assert_eq!(last.eval(), Some(Eval::Mate(0)), "{}", run.stdout);
        assert_eq!(
            output[0].mainline[8].eval(),
            Some(Eval::Mate(-1)),
            "after 5. g3"
        );
        assert_eq!(
            output[2].mainline[3].eval(),
            Some(Eval::Mate(0)),
            "Fool's mate"
        );
        assert_eq!(
            output[3].mainline[0].eval(),
            Some(Eval::Mate(0)),
            "back rank"
        );
    }
}
