//! The driver against a fake engine that crashes, hangs, writes garbage or never finishes its
//! handshake: each is a clear error within its timeout, and no process is left behind.

use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use fianchetto_notation::movegen::Position;
use fianchetto_uci::engine::{EngineError, EngineErrorKind};
use fianchetto_uci::{Go, PositionCommand, Score, UciMove};

use crate::support::{short_timeouts, start_fake};

fn analyse_start(mode: &str) -> (Result<fianchetto_uci::engine::Analysis, EngineError>, u32) {
    let mut engine = start_fake(mode).expect("the handshake succeeds");
    let pid = engine.process_id();
    let result = engine.analyse(
        &PositionCommand::from_position(&Position::new()),
        &Go::depth(5),
        |_| ControlFlow::Continue(()),
    );
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
        .analyse(
            &PositionCommand::from_position(&Position::new()),
            &Go::depth(1),
            |info| {
                seen.push(info.depth);
                ControlFlow::Continue(())
            },
        )
        .expect("an analysis");
    assert_eq!(seen, [Some(1)]);
    assert_eq!(analysis.best_move, Some("e2e4".parse::<UciMove>().unwrap()));
    assert_eq!(analysis.ponder, Some("e7e5".parse::<UciMove>().unwrap()));
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
fn a_hang_mid_search_times_out_and_the_process_is_killed() {
    let started = Instant::now();
    let (result, pid) = analyse_start("hang");
    let err = result.unwrap_err();
    assert!(
        matches!(err.kind(), EngineErrorKind::Timeout { waiting_for: "bestmove", after }
            if *after == short_timeouts().quiet),
        "{err:?}"
    );
    assert!(
        err.to_string().ends_with("sent no bestmove within 2.0 s"),
        "{err}"
    );
    assert!(started.elapsed() < Duration::from_secs(10));
    assert_gone(pid);
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
    let position = PositionCommand::from_position(&Position::new());
    let _ = engine.analyse(&position, &Go::depth(1), |_| ControlFlow::Continue(()));
    let err = engine.is_ready().unwrap_err();
    assert!(
        matches!(err.kind(), EngineErrorKind::Exited { .. }),
        "{err:?}"
    );
}
