//! The driver against a fake engine that crashes, hangs, writes garbage or never finishes its
//! handshake: each is a clear error within its timeout, and no process is left behind.

use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use fianchetto_notation::cursor::GameCursor;
use fianchetto_notation::movegen::{Move, Square};
use fianchetto_uci::engine::{Engine, EngineError, EngineErrorKind, POLL_INTERVAL, Timeouts};
use fianchetto_uci::{Go, Score, UciMove};

use crate::support::{PidFile, fake_engine, short_timeouts, start_fake, wrapped_fake_engine};

fn analyse_start(mode: &str) -> (Result<fianchetto_uci::engine::Analysis, EngineError>, u32) {
    let mut engine = start_fake(mode).expect("the handshake succeeds");
    let pid = engine.process_id();
    let result = engine.analyse(&GameCursor::default(), &Go::depth(5), |_| {
        ControlFlow::Continue(())
    });
    drop(engine);
    (result, pid)
}

#[cfg(target_os = "linux")]
fn assert_gone(pid: u32) {
    assert!(
        crate::support::process_is_gone(pid),
        "process {pid} is left behind"
    );
}

#[cfg(not(target_os = "linux"))]
fn assert_gone(_pid: u32) {}

#[test]
fn a_good_fake_answers_and_quits() {
    let mut engine = start_fake("good").expect("the handshake succeeds");
    assert_eq!(engine.name(), Some("Fake good"));
    assert_eq!(engine.author(), Some("fianchetto tests"));
    assert_eq!(engine.options().len(), 2);
    assert_eq!(engine.options()[1].name, "Clear Hash");
    engine
        .set_option("hash", "32")
        .expect("options compare without case");
    engine
        .set_option("Clear Hash", "")
        .expect("a button is pressed");
    let err = engine.set_option("Threads", "2").unwrap_err();
    assert!(matches!(err.kind(), EngineErrorKind::NoSuchOption { name } if name == "Threads"));
    assert!(
        err.to_string().ends_with("has no option \"Threads\""),
        "{err}"
    );
    engine.new_game().expect("ready again");
    let mut seen = Vec::new();
    let analysis = engine
        .analyse(&GameCursor::default(), &Go::depth(1), |info| {
            seen.push(info.depth);
            ControlFlow::Continue(())
        })
        .expect("an analysis");
    assert_eq!(seen, [Some(1)]);
    assert_eq!(
        analysis.best_move,
        Some(Move::normal(Square::E2, Square::E4))
    );
    assert_eq!(analysis.ponder, Some(Move::normal(Square::E7, Square::E5)));
    assert_eq!(analysis.score(), Some(Score::Centipawns(13)));
    let pid = engine.process_id();
    assert!(engine.quit().expect("a clean exit").success());
    assert_gone(pid);
}

#[test]
fn a_crash_mid_search_is_an_exit_error_with_the_signal() {
    let (result, pid) = analyse_start("crash");
    let err = result.unwrap_err();
    match err.kind() {
        EngineErrorKind::Exited {
            waiting_for,
            status,
        } => {
            assert_eq!(*waiting_for, "bestmove");
            let status = status.expect("the exit status is known");
            assert!(!status.success());
            #[cfg(unix)]
            assert_eq!(
                std::os::unix::process::ExitStatusExt::signal(&status),
                Some(9)
            );
        }
        other => panic!("expected an exit, got {other:?}"),
    }
    assert!(
        err.to_string().contains("fake-engine.sh exited (")
            && err.to_string().ends_with("while waiting for bestmove"),
        "{err}"
    );
    assert_gone(pid);
}

#[test]
fn a_hang_mid_search_is_stopped_then_killed() {
    let started = Instant::now();
    let (result, pid) = analyse_start("hang");
    let err = result.unwrap_err();
    assert!(
        matches!(err.kind(), EngineErrorKind::Timeout { waiting_for: "bestmove after stop", after }
            if *after == short_timeouts().stop),
        "{err:?}"
    );
    assert!(
        err.to_string()
            .ends_with("sent no bestmove after stop within 1.0 s"),
        "{err}"
    );
    assert!(started.elapsed() < Duration::from_secs(10));
    assert_gone(pid);
}

/// Searches the start position to depth 5 with the fake in `mode`, stopped after `search`.
fn analyse_with_deadline(
    mode: &str,
    search: Duration,
) -> Result<fianchetto_uci::engine::Analysis, EngineError> {
    let timeouts = Timeouts {
        search: Some(search),
        ..short_timeouts()
    };
    let mut engine = Engine::start_with(fake_engine(mode), timeouts).expect("a handshake");
    engine.analyse(&GameCursor::default(), &Go::depth(5), |_| {
        ControlFlow::Continue(())
    })
}

#[test]
fn an_engine_that_reports_for_ever_is_killed_after_the_deadline_and_stop() {
    let pids = PidFile::new("chatty");
    let started = Instant::now();
    let mut command = fake_engine("chatty");
    command.env("FAKE_PID_FILE", &pids.0);
    let timeouts = Timeouts {
        search: Some(Duration::from_millis(500)),
        ..short_timeouts()
    };
    let mut engine = Engine::start_with(command, timeouts).expect("a handshake");
    let mut reports = 0;
    let err = engine
        .analyse(&GameCursor::default(), &Go::depth(5), |_| {
            reports += 1;
            ControlFlow::Continue(())
        })
        .unwrap_err();
    let elapsed = started.elapsed();
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
    assert!(reports > 5, "the engine kept reporting: {reports}");
    assert!(
        elapsed >= Duration::from_millis(1500) && elapsed < Duration::from_secs(10),
        "500 ms to stop, 1 s more to kill: {elapsed:?}"
    );
    // Killed at once: the next command finds it gone.
    assert!(matches!(
        engine.is_ready().unwrap_err().kind(),
        EngineErrorKind::Exited { .. }
    ));
    drop(engine);
    assert_all_ended(&pids);
}

/// Searches with the fake in `mode`, which floods its output and ignores `stop`: the search
/// ends within `limit` with the engine killed, and nothing of it is left running. Each `info`
/// takes the caller a while (as a GUI drawing it would), so that lines are always waiting.
fn assert_a_flood_is_killed(mode: &str, timeouts: Timeouts, limit: Duration) {
    let pids = PidFile::new(mode);
    let mut command = fake_engine(mode);
    command.env("FAKE_PID_FILE", &pids.0);
    let mut engine = Engine::start_with(command, timeouts).expect("a handshake");
    let started = Instant::now();
    // On a thread of its own, so that a search that never ends fails the test, not hangs it.
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let result = engine.analyse(&GameCursor::default(), &Go::depth(5), |_| {
            std::thread::sleep(Duration::from_micros(200));
            ControlFlow::Continue(())
        });
        let _ = sender.send((result, engine));
    });
    let (result, engine) = receiver
        .recv_timeout(limit + Duration::from_secs(5))
        .unwrap_or_else(|_| panic!("{mode}: the search never ended"));
    let err = result.unwrap_err();
    let elapsed = started.elapsed();
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
    assert!(elapsed < limit, "{mode}: {elapsed:?}");
    drop(engine);
    assert_all_ended(&pids);
}

#[test]
fn an_engine_that_floods_info_is_stopped_at_the_deadline_and_killed() {
    let timeouts = Timeouts {
        search: Some(Duration::from_millis(300)),
        ..short_timeouts()
    };
    // 300 ms to stop, 1 s more to kill.
    assert_a_flood_is_killed("flood", timeouts, Duration::from_secs(4));
}

#[test]
fn an_engine_that_floods_other_lines_is_stopped_when_quiet_and_killed() {
    let timeouts = Timeouts {
        quiet: Duration::from_millis(300),
        ..short_timeouts()
    };
    // No info for 300 ms: stopped, and killed 1 s later.
    assert_a_flood_is_killed("junk-flood", timeouts, Duration::from_secs(4));
}

#[test]
fn poll_stops_a_silent_search_within_its_interval() {
    let mut engine = start_fake("silent").expect("a handshake");
    let started = Instant::now();
    let cancel_at = started + Duration::from_millis(300);
    let mut polls = 0;
    let analysis = engine
        .analyse_polling(
            &GameCursor::default(),
            &Go::depth(5),
            |_| panic!("a silent engine reports nothing before stop"),
            || {
                polls += 1;
                if Instant::now() >= cancel_at {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            },
        )
        .expect("the engine answers stop");
    let elapsed = started.elapsed();
    assert!(
        elapsed < Duration::from_millis(300) + POLL_INTERVAL + Duration::from_millis(500),
        "{elapsed:?}"
    );
    assert!((2..=6).contains(&polls), "polled every 100 ms: {polls}");
    assert_eq!(
        analysis.best_move,
        Some(Move::normal(Square::E2, Square::E4))
    );
    assert_eq!(analysis.score(), Some(Score::Centipawns(13)));
}

#[test]
fn a_search_past_its_deadline_is_stopped_and_keeps_its_result() {
    let started = Instant::now();
    let analysis = analyse_with_deadline("infinite", Duration::from_millis(300))
        .expect("the engine answers stop");
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_eq!(
        analysis.best_move,
        Some(Move::normal(Square::E2, Square::E4))
    );
    assert_eq!(analysis.score(), Some(Score::Centipawns(13)));
}

#[test]
fn the_ways_engines_say_no_move_all_read_as_none() {
    for answer in ["none", "0000", "a1a1"] {
        let analysis = analyse_with_deadline(answer, Duration::from_secs(2))
            .unwrap_or_else(|err| panic!("bestmove {answer}: {err}"));
        assert_eq!(analysis.best_move, None, "bestmove {answer}");
        assert_eq!(analysis.ponder, None, "bestmove {answer}");
        assert_eq!(analysis.score(), None, "bestmove {answer}");
    }
}

#[test]
fn an_info_whose_score_does_not_read_keeps_the_last_good_score() {
    let analysis = analyse_with_deadline("bad-info", Duration::from_secs(2)).expect("analysis");
    assert_eq!(analysis.score(), Some(Score::Centipawns(13)));
    assert_eq!(analysis.lines.len(), 1);
    assert_eq!(
        analysis.lines[0].info.pv,
        ["e2e4".parse::<UciMove>().unwrap()]
    );
    assert_eq!(
        analysis.lines[0].moves,
        [Move::normal(Square::E2, Square::E4)]
    );
}

#[test]
fn lines_beyond_the_multipv_asked_for_are_ignored() {
    for (multipv, expected) in [(None, 1), (Some("2"), 2), (Some("3"), 3)] {
        let mut engine = start_fake("extra-multipv").expect("a handshake");
        if let Some(multipv) = multipv {
            engine.set_option("multipv", multipv).expect("an option");
        }
        let analysis = engine
            .analyse(&GameCursor::default(), &Go::depth(1), |_| {
                ControlFlow::Continue(())
            })
            .expect("analysis");
        let multipvs: Vec<_> = analysis
            .lines
            .iter()
            .map(|line| line.info.multipv)
            .collect();
        let wanted: Vec<_> = (1..=expected).map(Some).collect();
        assert_eq!(multipvs, wanted, "MultiPV {multipv:?}");
    }
}

/// Every process whose pid is in `pids` has ended; there was at least one.
fn assert_all_ended(pids: &PidFile) {
    let pids = pids.pids();
    assert!(!pids.is_empty(), "the fakes wrote their pids");
    #[cfg(target_os = "linux")]
    for pid in pids {
        assert!(
            crate::support::process_has_ended(pid, std::time::Duration::from_secs(1)),
            "process {pid} is left behind"
        );
    }
}

#[test]
fn a_wrapper_and_the_engine_it_runs_are_both_ended_after_quit() {
    let pids = PidFile::new("wrapper-quit");
    let mut command = wrapped_fake_engine("stubborn");
    command.env("FAKE_PID_FILE", &pids.0);
    let engine = Engine::start_with(command, short_timeouts()).expect("a handshake");
    assert_eq!(pids.pids().len(), 2, "the wrapper and the engine");
    let err = engine.quit().unwrap_err();
    assert!(
        matches!(
            err.kind(),
            EngineErrorKind::Timeout {
                waiting_for: "exit after quit",
                ..
            }
        ),
        "{err:?}"
    );
    assert_all_ended(&pids);
}

#[test]
fn a_wrapper_and_the_engine_it_runs_are_both_ended_when_dropped() {
    let pids = PidFile::new("wrapper-drop");
    let mut command = wrapped_fake_engine("stubborn");
    command.env("FAKE_PID_FILE", &pids.0);
    let engine = Engine::start_with(command, short_timeouts()).expect("a handshake");
    drop(engine);
    assert_all_ended(&pids);
}

#[test]
fn garbage_is_skipped_until_a_bestmove_without_a_move() {
    let (result, pid) = analyse_start("garbage");
    let err = result.unwrap_err();
    assert!(
        matches!(err.kind(), EngineErrorKind::Protocol { line } if line == "bestmove e2e9 ponder"),
        "{err:?}"
    );
    assert!(
        err.to_string()
            .ends_with("wrote an unreadable line: \"bestmove e2e9 ponder\""),
        "{err}"
    );
    assert_gone(pid);
}

#[test]
fn a_line_without_end_is_an_error_not_a_memory_hog() {
    let (result, pid) = analyse_start("long-line");
    let err = result.unwrap_err();
    assert!(
        matches!(
            err.kind(),
            EngineErrorKind::LineTooLong { limit: 1_048_576 }
        ),
        "{err:?}"
    );
    assert_gone(pid);
}

#[test]
fn an_engine_that_never_says_uciok_times_out_in_the_handshake() {
    let started = Instant::now();
    let err = start_fake("no-uciok").unwrap_err();
    assert!(
        matches!(
            err.kind(),
            EngineErrorKind::Timeout {
                waiting_for: "uciok",
                ..
            }
        ),
        "{err:?}"
    );
    assert!(
        err.to_string().ends_with("sent no uciok within 2.0 s"),
        "{err}"
    );
    assert!(started.elapsed() < Duration::from_secs(10));
}

#[test]
fn an_engine_that_ignores_quit_is_killed_and_reaped() {
    let engine = start_fake("stubborn").expect("the handshake succeeds");
    let pid = engine.process_id();
    let err = engine.quit().unwrap_err();
    assert!(
        matches!(
            err.kind(),
            EngineErrorKind::Timeout {
                waiting_for: "exit after quit",
                ..
            }
        ),
        "{err:?}"
    );
    assert_gone(pid);
}

#[test]
fn a_missing_program_is_a_start_error_naming_it() {
    let err = fianchetto_uci::engine::Engine::start("/nonexistent/engine").unwrap_err();
    assert!(matches!(err.kind(), EngineErrorKind::Start(_)));
    assert_eq!(err.program(), "/nonexistent/engine");
    assert!(
        err.to_string()
            .starts_with("cannot start engine /nonexistent/engine: ")
    );
}

#[test]
fn a_command_after_the_engine_died_is_an_exit_error() {
    let mut engine = start_fake("crash").expect("the handshake succeeds");
    let _ = engine.analyse(&GameCursor::default(), &Go::depth(1), |_| {
        ControlFlow::Continue(())
    });
    let err = engine.is_ready().unwrap_err();
    assert!(
        matches!(err.kind(), EngineErrorKind::Exited { .. }),
        "{err:?}"
    );
}
