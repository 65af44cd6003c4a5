//! `Engine::play`: a move for a game, against the real Stockfish and Toga II (legal moves, the
//! mate in one, no move where there is none) and against the fake engine (castling both ways,
//! an illegal answer, an engine that dies or hangs, a search bounded by the clock).

use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use fianchetto_notation::cursor::GameCursor;
use fianchetto_notation::fen;
use fianchetto_notation::movegen::{CastlingMode, Move, Position, Square};
use fianchetto_uci::engine::{Engine, EngineError, EngineErrorKind, Played, Timeouts};
use fianchetto_uci::{Go, Score, UciMove};

use crate::support::{PidFile, fake_engine, short_timeouts, start_fake, stockfish, toga};

fn game_from(fen: &str) -> GameCursor {
    GameCursor::new(fen::parse_position(fen, CastlingMode::Standard).expect("a legal position"))
}

const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
const STALEMATE: &str = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";

/// The mate in one is played, and the mated side has no move, with the engine at `program`.
fn mates_in_one_then_has_no_move(program: &std::path::Path) {
    let mut engine = Engine::start(program).expect("the engine starts");
    engine.new_game().expect("ready");
    let mut game = game_from(MATE_IN_ONE);
    let played = engine.play(&game, &Go::depth(5)).expect("a move");
    assert_eq!(played.best_move, Some(Move::normal(Square::A1, Square::A8)));
    assert_eq!(played.score(), Some(Score::Mate(1)));
    game.push(played.best_move.unwrap()).expect("legal");
    assert!(game.position().is_checkmate());
    let played = engine.play(&game, &Go::depth(5)).expect("no move");
    assert_eq!(played.best_move, None, "{played:?}");
    assert_eq!(played.ponder, None);
}

#[test]
fn stockfish_plays_a_legal_move_from_the_start_at_depth_5() {
    let Some(program) = stockfish() else { return };
    let mut engine = Engine::start(program).expect("stockfish starts");
    let game = GameCursor::default();
    let played = engine.play(&game, &Go::depth(5)).expect("a move");
    let best = played.best_move.expect("a move from the start");
    assert!(Position::new().legal_moves().contains(&best));
    let line = played.line.as_ref().expect("stockfish reports");
    assert_eq!(line.info.depth, Some(5));
    assert!(
        matches!(played.score(), Some(Score::Centipawns(cp)) if (-100..=100).contains(&cp)),
        "{played:?}"
    );
    assert!(!line.is_truncated(), "{line:?}");
    assert_eq!(line.moves[0], best);
    if let Some(ponder) = played.ponder {
        assert!(
            game.position()
                .play(best)
                .unwrap()
                .legal_moves()
                .contains(&ponder)
        );
    }
    assert!(engine.quit().expect("stockfish exits").success());
}

#[test]
fn stockfish_mates_in_one_and_has_no_move_when_mated_or_stalemated() {
    let Some(program) = stockfish() else { return };
    mates_in_one_then_has_no_move(&program);
    let mut engine = Engine::start(program).expect("stockfish starts");
    let played = engine
        .play(&game_from(STALEMATE), &Go::depth(5))
        .expect("no move");
    assert_eq!(played.best_move, None);
    assert_eq!(played.score(), Some(Score::Centipawns(0)));
}

#[test]
fn stockfish_plays_a_game_against_itself_on_the_clock() {
    let Some(program) = stockfish() else { return };
    let mut engine = Engine::start(program).expect("stockfish starts");
    engine.new_game().expect("ready");
    let mut game = GameCursor::default();
    let started = Instant::now();
    for _ in 0..8 {
        let go = Go {
            white_increment: Some(Duration::from_millis(20)),
            black_increment: Some(Duration::from_millis(20)),
            ..Go::clock(Duration::from_millis(500), Duration::from_millis(500))
        };
        let played = engine.play(&game, &go).expect("a move");
        game.push(played.best_move.expect("a move"))
            .expect("a legal move");
    }
    assert_eq!(game.ply(), 8);
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn toga_ii_mates_in_one_and_answers_a1a1_when_mated() {
    let Some(program) = toga() else { return };
    mates_in_one_then_has_no_move(&program);
}

/// The fake engine answering `bestmove ANSWER`, with short timeouts.
fn answering(answer: &str) -> Engine {
    let mut command = fake_engine("answer");
    command.env("FAKE_ANSWER", answer);
    Engine::start_with(command, short_timeouts()).expect("a handshake")
}

#[test]
fn castling_and_the_ponder_move_resolve_in_either_notation() {
    let game = game_from("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for answer in ["e1g1 ponder e8c8", "e1h1 ponder e8a8"] {
        let played = answering(answer).play(&game, &Go::depth(1)).expect(answer);
        assert_eq!(
            played.best_move,
            Some(Move::castle(Square::E1, Square::H1)),
            "{answer}"
        );
        assert_eq!(
            played.ponder,
            Some(Move::castle(Square::E8, Square::A8)),
            "{answer}"
        );
    }
}

#[test]
fn the_game_is_sent_from_its_start_with_its_moves_and_the_last_report_kept() {
    let log = PidFile::new("play-log");
    let mut command = fake_engine("good");
    command.env("FAKE_LOG", &log.0);
    let mut engine = Engine::start_with(command, short_timeouts()).expect("a handshake");
    let mut game = GameCursor::default();
    for san in ["Nf3", "Nf6", "Ng1", "Ng8"] {
        game.push_san(san).expect("legal");
    }
    let played = engine.play(&game, &Go::nodes(100)).expect("a move");
    assert_eq!(
        played,
        Played {
            best_move: Some(Move::normal(Square::E2, Square::E4)),
            ponder: Some(Move::normal(Square::E7, Square::E5)),
            line: played.line.clone(),
        }
    );
    let info = played.line.expect("the fake reports").info;
    assert_eq!(
        (info.depth, info.score),
        (Some(1), Some(Score::Centipawns(13)))
    );
    let sent = std::fs::read_to_string(&log.0).expect("the fake's log");
    assert_eq!(sent, "position startpos moves g1f3 g8f6 f3g1 f6g8\n");
}

#[test]
fn an_illegal_best_move_is_an_error_and_the_engine_goes_on() {
    let mut engine = answering("e2e5 ponder e7e5");
    let err = engine
        .play(&GameCursor::default(), &Go::depth(1))
        .unwrap_err();
    let start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert!(
        matches!(err.kind(), EngineErrorKind::IllegalBestMove { best: Some(best), fen }
            if *best == "e2e5".parse::<UciMove>().unwrap() && fen == start_fen),
        "{err:?}"
    );
    assert!(
        err.to_string()
            .ends_with(&format!("played the illegal move e2e5 in {start_fen}")),
        "{err}"
    );
    assert!(std::error::Error::source(&err).is_none());
    engine.is_ready().expect("the engine still runs");
    // An illegal ponder move is only dropped.
    let mut engine = answering("e2e4 ponder e2e4");
    let played = engine
        .play(&GameCursor::default(), &Go::depth(1))
        .expect("a legal move");
    assert_eq!(played.best_move, Some(Move::normal(Square::E2, Square::E4)));
    assert_eq!(played.ponder, None);
}

#[test]
fn no_move_is_an_answer_when_mated_and_an_error_where_there_are_moves() {
    let mated = game_from("R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1");
    for answer in ["none", "0000", "a1a1"] {
        let mut engine = start_fake(answer).expect("a handshake");
        let played = engine.play(&mated, &Go::depth(1)).expect(answer);
        assert_eq!(played.best_move, None, "{answer}");
        let err = engine
            .play(&GameCursor::default(), &Go::depth(1))
            .unwrap_err();
        assert!(
            matches!(
                err.kind(),
                EngineErrorKind::IllegalBestMove { best: None, .. }
            ),
            "{answer}: {err:?}"
        );
        assert!(
            err.to_string().ends_with(", which has legal moves"),
            "{err}"
        );
    }
}

#[test]
fn a_search_that_would_not_end_by_itself_is_refused_before_anything_is_sent() {
    let log = PidFile::new("play-no-limit");
    let mut command = fake_engine("good");
    command.env("FAKE_LOG", &log.0);
    let mut engine = Engine::start_with(command, short_timeouts()).expect("a handshake");
    let game = GameCursor::default();
    let infinite = Go {
        infinite: true,
        ..Go::depth(5)
    };
    let ponder = Go {
        ponder: true,
        ..Go::movetime(Duration::from_secs(1))
    };
    for go in [Go::default(), infinite, ponder] {
        let err = engine.play(&game, &go).unwrap_err();
        assert!(
            matches!(err.kind(), EngineErrorKind::NoLimit { go: text } if *text == go.to_string()),
            "{err:?}"
        );
        assert!(err.to_string().starts_with("cannot ask engine "), "{err}");
    }
    assert!(std::fs::read_to_string(&log.0).is_err(), "nothing was sent");
    engine.play(&game, &Go::depth(1)).expect("then a move");
}

#[test]
fn an_engine_that_dies_mid_search_is_an_exit_error_and_stays_gone() {
    let mut engine = start_fake("crash").expect("a handshake");
    let pid = engine.process_id();
    let err = engine
        .play(&GameCursor::default(), &Go::depth(5))
        .unwrap_err();
    assert!(
        matches!(
            err.kind(),
            EngineErrorKind::Exited {
                waiting_for: "bestmove",
                status: Some(_)
            }
        ),
        "{err:?}"
    );
    let again = engine
        .play(&GameCursor::default(), &Go::depth(5))
        .unwrap_err();
    assert!(
        matches!(again.kind(), EngineErrorKind::Exited { .. }),
        "{again:?}"
    );
    drop(engine);
    #[cfg(target_os = "linux")]
    assert!(crate::support::process_is_gone(pid));
    #[cfg(not(target_os = "linux"))]
    let _ = pid;
}

/// Plays the start position's game with `engine` on a thread, failing the test (instead of
/// hanging it) if that takes past `limit`.
fn play_within(
    mut engine: Engine,
    game: GameCursor,
    go: Go,
    limit: Duration,
) -> (Result<Played, EngineError>, Duration) {
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        let started = Instant::now();
        let result = engine.play(&game, &go);
        let _ = sender.send((result, started.elapsed()));
    });
    receiver
        .recv_timeout(limit)
        .unwrap_or_else(|_| panic!("play did not end within {limit:?}"))
}

#[test]
fn an_engine_that_hangs_is_stopped_then_killed() {
    let pids = PidFile::new("play-hang");
    let mut command = fake_engine("hang");
    command.env("FAKE_PID_FILE", &pids.0);
    let engine = Engine::start_with(command, short_timeouts()).expect("a handshake");
    let (result, elapsed) = play_within(
        engine,
        GameCursor::default(),
        Go::depth(5),
        Duration::from_secs(15),
    );
    let err = result.unwrap_err();
    assert!(
        matches!(
            err.kind(),
            EngineErrorKind::Timeout {
                waiting_for: "bestmove after stop",
                ..
            }
        ),
        "{err:?}"
    );
    // Silent for 2 s (quiet), then 1 s to answer stop.
    assert!(elapsed >= Duration::from_millis(2900), "{elapsed:?}");
    #[cfg(target_os = "linux")]
    for pid in pids.pids() {
        assert!(crate::support::process_has_ended(
            pid,
            Duration::from_secs(1)
        ));
    }
}

#[test]
fn the_clock_of_the_side_to_move_bounds_a_search_that_reports_for_ever() {
    // The fake reports every 50 ms until stop, so it is never quiet: only the clock stops it.
    let timeouts = Timeouts {
        quiet: Duration::from_millis(500),
        ..short_timeouts()
    };
    let go = Go::clock(Duration::from_millis(300), Duration::from_secs(60));
    let engine = Engine::start_with(fake_engine("infinite"), timeouts).expect("a handshake");
    let (result, elapsed) = play_within(engine, GameCursor::default(), go, Duration::from_secs(10));
    let played = result.expect("the fake answers stop");
    assert_eq!(played.best_move, Some(Move::normal(Square::E2, Square::E4)));
    assert!(
        elapsed >= Duration::from_millis(800) && elapsed < Duration::from_secs(5),
        "300 ms on White's clock and 500 ms of grace: {elapsed:?}"
    );
}
