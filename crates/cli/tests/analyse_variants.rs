//! `fianchetto analyse` on games of lichess's variants: the real Fairy-Stockfish evaluates every
//! move of a file mixing all seven (and a standard game), each under its `Variant` tag; the
//! variants' own endings are scored without it; Stockfish, which plays none of them, fails
//! each variant game with one error line and still evaluates the standard game; a fake that
//! answers an illegal drop costs only its game.

use fianchetto::Variant;
use fianchetto::pgn::{Eval, Game, GameBuilder, Reader};
use fianchetto::variant::AnyPosition;

use crate::support::{
    ScratchFile, fairy_stockfish, fake_engine, run, run_with_env, stockfish, testdata,
};

/// Eight games: standard chess, then atomic, antichess, crazyhouse (with drops), king of the
/// hill, three-check, horde and racing kings, all but crazyhouse's and horde's ended by their
/// variant's own rule (see `testdata/variants/analyse/make.py`).
const SEVEN: &str = "variants/analyse/seven.pgn";

fn read_variant_games(pgn: &[u8]) -> Vec<Game<AnyPosition>> {
    let mut reader = Reader::new(pgn);
    let mut games = Vec::new();
    while let Some(game) = reader
        .read_game(&mut GameBuilder::<AnyPosition>::default())
        .expect("readable PGN")
    {
        assert!(game.errors.is_empty(), "{:?}", game.errors);
        games.push(game);
    }
    games
}

/// For each game, whether every mainline move has an evaluation.
fn evaluated(games: &[Game<AnyPosition>]) -> Vec<bool> {
    games
        .iter()
        .map(|game| game.mainline.iter().all(|node| node.eval().is_some()))
        .collect()
}

fn variants(games: &[Game<AnyPosition>]) -> Vec<Variant> {
    games.iter().map(|game| game.start.variant()).collect()
}

#[test]
fn fairy_stockfish_evaluates_every_move_of_every_variant() {
    let Some(engine) = fairy_stockfish() else {
        return;
    };
    let input = std::fs::read(testdata(SEVEN)).expect("the games");
    let games = read_variant_games(&input);
    // One game of each of lichess's variants, in `Variant::ALL`'s order, standard chess first
    // (suicide, the ninth rule set, is no lichess variant).
    let lichess: Vec<Variant> = Variant::ALL
        .into_iter()
        .filter(|&variant| variant != Variant::Suicide)
        .collect();
    assert_eq!(variants(&games), lichess);
    // Atomic, antichess, king of the hill, three-check and racing kings end by their rule.
    let decided = games
        .iter()
        .filter(|game| match game.end_position() {
            AnyPosition::Variant(pos) => pos.variant_outcome().is_some_and(|o| o.winner.is_some()),
            AnyPosition::Standard(_) => false,
        })
        .count();
    assert_eq!(decided, 5);
    for (threads, multipv) in [("1", "1"), ("2", "2")] {
        let run = run(&[
            "analyse",
            &testdata(SEVEN),
            "--engine",
            &engine,
            "--nodes",
            "2000",
            "--threads",
            threads,
            "--multipv",
            multipv,
        ]);
        assert!(run.success(), "{run:?}");
        assert_eq!(run.stderr, "");
        // Read back under each game's Variant tag: the same games, variations included
        // (a variation that is not legal in the variant would be an error).
        let output = read_variant_games(run.stdout.as_bytes());
        assert_eq!(variants(&output), variants(&games));
        for (before, after) in games.iter().zip(&output) {
            let variant = before.start.variant();
            assert_eq!(after.tag("Variant"), before.tag("Variant"));
            assert_eq!(before.start, after.start, "{variant:?}");
            assert!(before.mainline_moves().eq(after.mainline_moves()));
            assert_eq!(before.result(), after.result());
            for node in &after.mainline {
                assert!(
                    node.eval().is_some(),
                    "{variant:?}: {} has no eval",
                    node.san
                );
            }
            // Ended by the variant's rule: scored as decided, not asked of the engine.
            let last = after.mainline.last().expect("moves");
            let ended = after.end_position();
            if let AnyPosition::Variant(pos) = &ended
                && pos.variant_outcome().is_some_and(|o| o.winner.is_some())
            {
                assert_eq!(last.eval(), Some(Eval::Mate(0)), "{variant:?}");
            }
        }
        if multipv == "2" {
            let variations: usize = output
                .iter()
                .flat_map(|game| &game.mainline)
                .map(|node| node.variations.len())
                .sum();
            assert!(variations > 0, "MultiPV 2 added no variation");
        }
    }
}

#[test]
fn stockfish_fails_each_variant_game_and_evaluates_the_standard_one() {
    let Some(engine) = stockfish() else { return };
    let run = run(&[
        "analyse",
        &testdata(SEVEN),
        "--engine",
        &engine,
        "--depth",
        "4",
    ]);
    assert_eq!(run.code, Some(1), "{run:?}");
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 7, "{run:?}");
    for (line, (number, name)) in lines.iter().zip([
        (2, "atomic"),
        (3, "antichess"),
        (4, "crazyhouse"),
        (5, "kingofthehill"),
        (6, "3check"),
        (7, "horde"),
        (8, "racingkings"),
    ]) {
        assert_eq!(
            *line,
            format!(
                "error: game {number}: engine {engine} plays standard chess only (it has no \
                 UCI_Variant option): it cannot search a {name} position"
            )
        );
    }
    let input = std::fs::read(testdata(SEVEN)).expect("the games");
    let games = read_variant_games(&input);
    let output = read_variant_games(run.stdout.as_bytes());
    let chess: Vec<bool> = variants(&games)
        .iter()
        .map(|&v| v == Variant::Chess)
        .collect();
    assert_eq!(evaluated(&output), chess, "{run:?}");
    for (before, after) in games.iter().zip(&output) {
        assert!(before.mainline_moves().eq(after.mainline_moves()));
    }
}

#[test]
fn an_engine_answering_an_illegal_drop_costs_only_its_game() {
    let games =
        b"1. e4 e5 *\n\n[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 *\n\n1. d4 d5 *\n";
    let file = ScratchFile::new("crazyhouse.pgn", games);
    let engine = fake_engine();
    let run = run_with_env(
        &["analyse", file.path(), "--engine", &engine, "--depth", "5"],
        b"",
        &[
            ("FAKE_MODE", "answer"),
            ("FAKE_ANSWER", "Q@e4"),
            // Only the crazyhouse game's positions hold a pocket.
            ("FAKE_TRIGGER", "["),
            ("FAKE_VARIANTS", "crazyhouse"),
        ],
    );
    assert_eq!(run.code, Some(1), "{run:?}");
    assert_eq!(run.stderr.lines().count(), 1, "{run:?}");
    assert!(
        run.stderr.starts_with(&format!(
            "error: game 2: the position after ply 1: engine {engine} played the illegal move \
             Q@e4 in rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1"
        )),
        "{run:?}"
    );
    let output = read_variant_games(run.stdout.as_bytes());
    assert_eq!(output.len(), 3, "{run:?}");
    assert_eq!(evaluated(&output), [true, false, true]);
    assert_eq!(output[1].start.variant(), Variant::Crazyhouse);
}

#[test]
fn an_engine_that_dies_on_a_variant_position_or_lacks_the_variant_costs_only_that_game() {
    // Standard, crazyhouse (the fake dies on its first position), atomic (not listed), standard.
    let games = b"1. e4 e5 *\n\n[Variant \"Crazyhouse\"]\n\n1. e4 d5 *\n\n\
        [Variant \"Atomic\"]\n\n1. e4 d5 *\n\n1. d4 d5 *\n";
    let file = ScratchFile::new("dies.pgn", games);
    let pids = ScratchFile::new("dies.pids", b"");
    let engine = fake_engine();
    let run = run_with_env(
        &["analyse", file.path(), "--engine", &engine, "--depth", "5"],
        b"",
        &[
            ("FAKE_MODE", "crash"),
            ("FAKE_TRIGGER", "["),
            ("FAKE_VARIANTS", "crazyhouse"),
            ("FAKE_PID_FILE", pids.path()),
        ],
    );
    // Restarted once, after it died; the variant it does not play cost no restart.
    let starts = std::fs::read_to_string(pids.path()).expect("the pids");
    assert_eq!(starts.lines().count(), 2, "{run:?}");
    assert_eq!(run.code, Some(1), "{run:?}");
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{run:?}");
    assert!(
        lines[0].starts_with("error: game 2: the position after ply 1: engine ")
            && lines[0].contains("exited (signal: 9"),
        "{run:?}"
    );
    assert_eq!(
        lines[1],
        format!(
            "error: game 3: engine {engine} does not play atomic: its UCI_Variant lists chess \
             crazyhouse"
        )
    );
    let output = read_variant_games(run.stdout.as_bytes());
    assert_eq!(evaluated(&output), [true, false, false, true], "{run:?}");
    assert_eq!(
        variants(&output)[1..3],
        [Variant::Crazyhouse, Variant::Atomic]
    );
}
