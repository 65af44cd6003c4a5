//! `fianchetto analyse` against engines that fail: every game read is written, a failed one
//! without evaluations after one error line; no search outlives its deadline; no engine process
//! outlives the run, however it ends. The fakes are `fianchetto-uci`'s fake engine script.

use std::io::Read;
use std::process::Stdio;
use std::time::{Duration, Instant};

use fianchetto::engine::GuiMessage;
use fianchetto::pgn::{Eval, Game};

use crate::analyse::read_all;
use crate::support::{
    Run, ScratchFile, assert_all_ended, command_with_env, fake_engine, run_with_env,
    wrapped_fake_engine,
};

/// Three games; only the second has positions whose command holds `b1c3 b8c6` (from its
/// second ply on): the fakes' trigger. Its moves are reversible, so the command starts from
/// the start position however positions are sent.
const THREE: &[u8] = b"1. e4 e5 *\n\n1. Nc3 Nc6 2. Nb1 Nb8 *\n\n1. d4 d5 *\n";
const TRIGGER: &str = "b1c3 b8c6";

/// `fianchetto analyse FILE --engine FAKE ARGS` with the fake in `mode`, misbehaving only
/// from the second ply of the second game on.
fn analyse_with_fake(file: &ScratchFile, mode: &str, args: &[&str], env: &[(&str, &str)]) -> Run {
    let engine = fake_engine();
    let command = ["analyse", file.path(), "--engine", &engine, "--depth", "5"];
    let env = [&[("FAKE_MODE", mode), ("FAKE_TRIGGER", TRIGGER)], env].concat();
    run_with_env(&[&command[..], args].concat(), b"", &env)
}

fn evals(game: &Game) -> Vec<Option<Eval>> {
    game.mainline.iter().map(|node| node.eval()).collect()
}

/// The run wrote all three games, the second as it was read and the others evaluated, and
/// said so in one error line that starts with `expected`.
fn assert_second_game_failed(run: &Run, expected: &str) {
    assert_eq!(run.code, Some(1), "{run:?}");
    let games = read_all(run.stdout.as_bytes());
    assert_eq!(games.len(), 3, "{run:?}");
    assert_eq!(
        evals(&games[0]),
        [Some(Eval::Centipawns(-13)), Some(Eval::Centipawns(13))]
    );
    assert_eq!(evals(&games[1]), [None, None, None, None], "{run:?}");
    assert_eq!(
        evals(&games[2]),
        [Some(Eval::Centipawns(-13)), Some(Eval::Centipawns(13))]
    );
    assert_eq!(run.stderr.lines().count(), 1, "{run:?}");
    assert!(run.stderr.starts_with(expected), "{run:?}");
}

#[test]
fn an_engine_that_dies_costs_only_its_game() {
    let file = ScratchFile::new("three.pgn", THREE);
    for threads in ["1", "2"] {
        let pids = ScratchFile::new("crash.pids", b"");
        let run = analyse_with_fake(
            &file,
            "crash",
            &["--threads", threads],
            &[("FAKE_PID_FILE", pids.path())],
        );
        assert_second_game_failed(&run, "error: game 2: the position after ply 2: engine ");
        assert!(run.stderr.contains("exited (signal: 9"), "{run:?}");
        assert_all_ended(&pids);
    }
}

#[test]
fn an_engine_that_cannot_be_restarted_costs_no_game() {
    let file = ScratchFile::new("three.pgn", THREE);
    let pids = ScratchFile::new("once.pids", b"");
    let env = [("FAKE_PID_FILE", pids.path()), ("FAKE_STARTS", "1")];
    let run = analyse_with_fake(&file, "crash", &[], &env);
    assert_eq!(run.code, Some(1), "{run:?}");
    let games = read_all(run.stdout.as_bytes());
    assert_eq!(games.len(), 3, "every game is written: {run:?}");
    assert_eq!(
        evals(&games[0]),
        [Some(Eval::Centipawns(-13)), Some(Eval::Centipawns(13))]
    );
    assert_eq!(evals(&games[1]), [None, None, None, None]);
    assert_eq!(evals(&games[2]), [None, None]);
    let errors: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(errors.len(), 3, "{run:?}");
    assert!(errors[0].starts_with("error: game 2: "), "{run:?}");
    assert!(
        errors[1].starts_with("error: cannot restart the engine after game 2: engine ")
            && errors[1].ends_with("while waiting for uciok"),
        "{run:?}"
    );
    assert_eq!(
        errors[2],
        "error: no engine left: game 3 and the games after it are written without evaluations"
    );
    assert_all_ended(&pids);
}

/// An engine that reports for ever (`chatty`, a line every 50 ms) or floods its output with no
/// pause (`flood`), ignoring `stop`, is stopped at the timeout, killed and replaced.
#[test]
fn an_engine_that_reports_for_ever_is_stopped_at_the_timeout_killed_and_restarted() {
    let file = ScratchFile::new("three.pgn", THREE);
    for mode in ["chatty", "flood"] {
        let pids = ScratchFile::new(&format!("{mode}.pids"), b"");
        let started = Instant::now();
        let run = analyse_with_fake(
            &file,
            mode,
            &["--timeout", "0.5"],
            &[("FAKE_PID_FILE", pids.path())],
        );
        let elapsed = started.elapsed();
        assert_second_game_failed(&run, "error: game 2: the position after ply 2: engine ");
        assert!(
            run.stderr
                .ends_with("sent no bestmove after stop within 2.0 s\n"),
            "{mode}: {run:?}"
        );
        assert!(elapsed < Duration::from_secs(10), "{mode}: {elapsed:?}");
        let started_engines = std::fs::read_to_string(&pids.0).unwrap().lines().count();
        assert_eq!(
            started_engines, 2,
            "{mode}: the first engine and its replacement"
        );
        assert_all_ended(&pids);
    }
}

#[test]
fn positions_without_a_legal_move_are_scored_without_the_engine() {
    // The fake scores every position it is asked about 0.13 for the side to move.
    let games = b"1. f3 e5 2. g4 Qh4# 0-1\n\n\
        [SetUp \"1\"]\n[FEN \"7k/5Q2/6K1/8/8/8/8/8 w - - 0 1\"]\n\n1. Kh6 1/2-1/2\n";
    let file = ScratchFile::new("endings.pgn", games);
    let log = ScratchFile::new("endings.log", b"");
    let run = analyse_with_fake(&file, "good", &[], &[("FAKE_LOG", log.path())]);
    assert!(run.success(), "{run:?}");
    let games = read_all(run.stdout.as_bytes());
    assert_eq!(
        evals(&games[0])[2],
        Some(Eval::Centipawns(-13)),
        "Black to move"
    );
    assert_eq!(
        evals(&games[0])[3],
        Some(Eval::Mate(0)),
        "checkmate: {run:?}"
    );
    assert_eq!(evals(&games[1]), [Some(Eval::Centipawns(0))], "stalemate");
    let asked = std::fs::read_to_string(&log.0).unwrap();
    assert_eq!(
        asked.lines().count(),
        3,
        "only positions with moves: {asked}"
    );
}

#[test]
fn engines_saying_no_move_with_no_score_fail_the_game_not_the_run() {
    let file = ScratchFile::new("three.pgn", THREE);
    for answer in ["none", "0000", "a1a1"] {
        let run = analyse_with_fake(&file, answer, &[], &[]);
        assert_second_game_failed(
            &run,
            "error: game 2: the engine gave no score for the position after ply 2",
        );
    }
}

#[test]
fn an_info_whose_score_does_not_read_keeps_the_last_good_score() {
    let file = ScratchFile::new("three.pgn", THREE);
    let everywhere = [("FAKE_TRIGGER", "")];
    let run = analyse_with_fake(&file, "bad-info", &[], &everywhere);
    assert!(run.success(), "{run:?}");
    let games = read_all(run.stdout.as_bytes());
    let expected = [Some(Eval::Centipawns(-13)), Some(Eval::Centipawns(13))];
    assert_eq!(evals(&games[1]), [expected, expected].concat());
}

#[test]
fn lines_beyond_multipv_do_not_become_variations() {
    // The fake always sends four lines from the start position: e4 (played), d4, Nf3, c4.
    let file = ScratchFile::new("e4.pgn", b"1. e4 *\n");
    for (multipv, expected) in [("2", vec!["d4"]), ("3", vec!["d4", "Nf3"])] {
        let everywhere = [("FAKE_TRIGGER", "")];
        let run = analyse_with_fake(&file, "extra-multipv", &["--multipv", multipv], &everywhere);
        assert!(run.success(), "{run:?}");
        let games = read_all(run.stdout.as_bytes());
        let firsts: Vec<String> = games[0].mainline[0]
            .variations
            .iter()
            .map(|line| line[0].san.to_string())
            .collect();
        assert_eq!(firsts, expected, "--multipv {multipv}: {run:?}");
    }
}

#[test]
fn positions_are_sent_from_the_last_irreversible_move() {
    let shuffles = "Nf3 Nf6 Ng1 Ng8 ".repeat(60);
    let game = format!("1. e4 e5 {shuffles} d4 d5 Nf3 *\n");
    let file = ScratchFile::new("long.pgn", game.as_bytes());
    let log = ScratchFile::new("long.log", b"");
    let run = analyse_with_fake(&file, "good", &[], &[("FAKE_LOG", log.path())]);
    assert!(run.success(), "{run:?}");
    let asked = std::fs::read_to_string(&log.0).unwrap();
    // Each line the fake logged is a `position` command: how many moves it sends.
    let lengths: Vec<usize> = asked
        .lines()
        .map(|line| match GuiMessage::parse(line) {
            GuiMessage::Position(command) => command.moves.len(),
            other => panic!("not a position command: {other:?}"),
        })
        .collect();
    assert_eq!(lengths.len(), 245);
    assert_eq!(lengths[..3], [0, 0, 1], "after e4, e5 and Nf3");
    assert_eq!(
        lengths.iter().max(),
        Some(&199),
        "moves since e5, at most 199"
    );
    assert_eq!(lengths[242..], [0, 0, 1], "after d4, d5 and Nf3");
}

#[test]
fn a_wrapper_that_ignores_quit_leaves_no_process_behind() {
    let file = ScratchFile::new("one.pgn", b"1. e4 *\n");
    let pids = ScratchFile::new("wrapper.pids", b"");
    let engine = wrapped_fake_engine();
    let run = run_with_env(
        &["analyse", file.path(), "--engine", &engine, "--depth", "1"],
        b"",
        &[("FAKE_MODE", "stubborn"), ("FAKE_PID_FILE", pids.path())],
    );
    assert!(run.success(), "{run:?}");
    assert_eq!(read_all(run.stdout.as_bytes()).len(), 1);
    assert_eq!(std::fs::read_to_string(&pids.0).unwrap().lines().count(), 2);
    assert_all_ended(&pids);
}

#[test]
fn sigint_stops_the_search_lets_the_engines_go_and_exits_130() {
    let file = ScratchFile::new("three.pgn", THREE);
    let pids = ScratchFile::new("sigint.pids", b"");
    let engine = fake_engine();
    let mut child = command_with_env(
        &[
            "analyse",
            file.path(),
            "--engine",
            &engine,
            "--threads",
            "2",
        ],
        &[("FAKE_MODE", "infinite"), ("FAKE_PID_FILE", pids.path())],
    )
    .stdin(Stdio::null())
    .stdout(Stdio::piped())
    .stderr(Stdio::piped())
    .spawn()
    .expect("the binary starts");
    // Both engines started, and searching for ever.
    let deadline = Instant::now() + Duration::from_secs(5);
    while std::fs::read_to_string(&pids.0).unwrap().lines().count() < 2 {
        assert!(Instant::now() < deadline, "the engines did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(300));
    let started = Instant::now();
    let killed = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let status = child.wait().expect("the binary exits");
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert_eq!(status.code(), Some(130), "{stderr}");
    assert_eq!(stderr, "error: interrupted (SIGINT)\n");
    assert_all_ended(&pids);
}

/// A silent search (no `info` until `stop`) still notices SIGINT at once, not after --timeout
/// (30 s) or the quiet timeout (60 s).
#[test]
fn sigint_stops_a_silent_search_at_once() {
    let file = ScratchFile::new("three.pgn", THREE);
    let pids = ScratchFile::new("silent.pids", b"");
    let log = ScratchFile::new("silent.log", b"");
    let engine = fake_engine();
    let child = command_with_env(
        &[
            "analyse",
            file.path(),
            "--engine",
            &engine,
            "--timeout",
            "30",
        ],
        &[
            ("FAKE_MODE", "silent"),
            ("FAKE_PID_FILE", pids.path()),
            ("FAKE_LOG", log.path()),
        ],
    )
    .stdin(Stdio::null())
    .stdout(Stdio::piped())
    .stderr(Stdio::piped())
    .spawn()
    .expect("the binary starts");
    // The first search under way, silent.
    let deadline = Instant::now() + Duration::from_secs(5);
    while std::fs::read_to_string(&log.0).unwrap().is_empty() {
        assert!(Instant::now() < deadline, "no search started");
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_secs(1));
    let started = Instant::now();
    let killed = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let output = child.wait_with_output().expect("the binary exits");
    let elapsed = started.elapsed();
    assert!(elapsed < Duration::from_secs(3), "{elapsed:?}");
    assert_eq!(output.status.code(), Some(130), "{output:?}");
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "error: interrupted (SIGINT)\n"
    );
    assert_all_ended(&pids);
}

#[test]
fn a_closed_stdout_ends_the_run_quietly_with_141() {
    let file = ScratchFile::new("three.pgn", THREE);
    let pids = ScratchFile::new("pipe.pids", b"");
    let engine = fake_engine();
    let mut child = command_with_env(
        &["analyse", file.path(), "--engine", &engine, "--depth", "1"],
        &[("FAKE_MODE", "good"), ("FAKE_PID_FILE", pids.path())],
    )
    .stdin(Stdio::null())
    .stdout(Stdio::piped())
    .stderr(Stdio::piped())
    .spawn()
    .expect("the binary starts");
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("the binary exits");
    assert_eq!(output.status.code(), Some(141), "{output:?}");
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    assert_all_ended(&pids);
}

/// Junk between games is one error line and no game: the games around it are analysed and
/// numbered as games. (The error took a game number, and the writer waited for that game.)
#[test]
fn junk_between_games_is_no_game() {
    let file = ScratchFile::new(
        "junk.pgn",
        b"[Event \"A\"]\n\n1. e4 e5 *\n\n[Event \"x\n\n[Event \"B\"]\n\n1. d4 d5 *\n",
    );
    for threads in ["1", "2"] {
        let run = analyse_with_fake(&file, "good", &["--threads", threads], &[]);
        assert_eq!(run.code, Some(1), "{run:?}");
        let games = read_all(run.stdout.as_bytes());
        let events: Vec<_> = games.iter().map(|game| game.tag("Event")).collect();
        assert_eq!(events, [Some("A"), Some("B")], "{run:?}");
        assert!(
            games
                .iter()
                .all(|game| evals(game).iter().all(Option::is_some))
        );
        assert_eq!(
            run.stderr,
            "error: after game 1, line 5, column 1: invalid tag pair\n"
        );
    }
}
