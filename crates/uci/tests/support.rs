//! Finding the engines the tests run: the fake engine script, the real Stockfish and Toga II.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use fianchetto_uci::engine::{Engine, EngineError, Timeouts};

/// Short timeouts: the fakes answer at once or never.
pub(crate) fn short_timeouts() -> Timeouts {
    Timeouts {
        handshake: Duration::from_secs(2),
        ready: Duration::from_secs(2),
        quiet: Duration::from_secs(2),
        search: None,
        stop: Duration::from_secs(1),
        exit: Duration::from_secs(1),
    }
}

/// The fake engine script, misbehaving as `mode` says.
pub(crate) fn fake_engine(mode: &str) -> Command {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fakes/fake-engine.sh");
    let mut command = Command::new(script);
    command.arg(mode);
    command
}

/// The fake engine started by a wrapper script, as its child.
pub(crate) fn wrapped_fake_engine(mode: &str) -> Command {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fakes/wrapper.sh");
    let mut command = Command::new(script);
    command.arg(mode);
    command
}

/// Starts the fake engine in `mode` with [`short_timeouts`].
pub(crate) fn start_fake(mode: &str) -> Result<Engine, EngineError> {
    Engine::start_with(fake_engine(mode), short_timeouts())
}

/// The Stockfish binary: `/usr/games/stockfish` (Debian's package) or `stockfish` on `PATH`.
/// `None` only when it is missing and `FIANCHETTO_SKIP_STOCKFISH=1` says to skip; otherwise a
/// missing Stockfish fails the test, so that CI cannot pass without running it.
pub(crate) fn stockfish() -> Option<PathBuf> {
    engine_program("stockfish", "FIANCHETTO_SKIP_STOCKFISH")
}

/// Toga II: `/usr/games/toga2` (Debian's package) or `toga2` on `PATH`; `None` only when it is
/// missing and `FIANCHETTO_SKIP_TOGA=1` says to skip, as for [`stockfish`].
pub(crate) fn toga() -> Option<PathBuf> {
    engine_program("toga2", "FIANCHETTO_SKIP_TOGA")
}

#[path = "shared/fairy.rs"]
mod fairy;

pub(crate) use fairy::fairy_stockfish;

/// The engine `name` in `/usr/games` (where Debian puts it) or on `PATH`; when it is missing,
/// `None` if the variable `skip` is `1`, a panic otherwise.
fn engine_program(name: &str, skip: &str) -> Option<PathBuf> {
    let debian = Path::new("/usr/games").join(name);
    let on_path = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .map(|dir| dir.join(name));
    if let Some(found) = std::iter::once(debian).chain(on_path).find(|p| p.is_file()) {
        return Some(found);
    }
    if std::env::var(skip).as_deref() == Ok("1") {
        eprintln!("{name} is missing: skipped ({skip}=1)");
        return None;
    }
    panic!(
        "{name} is missing: install it (apt-get install -y {name}) or set {skip}=1 to skip the \
         tests that need it"
    );
}

/// Whether the process `pid` is gone: neither running nor a zombie waiting to be reaped.
#[cfg(target_os = "linux")]
pub(crate) fn process_is_gone(pid: u32) -> bool {
    !Path::new(&format!("/proc/{pid}")).exists()
}

#[path = "shared/process_end.rs"]
mod process_end;

#[cfg(target_os = "linux")]
pub(crate) use process_end::process_has_ended;

/// A scratch file where fakes started with `FAKE_PID_FILE` set write their pids.
pub(crate) struct PidFile(pub(crate) PathBuf);

impl PidFile {
    pub(crate) fn new(name: &str) -> PidFile {
        let path =
            std::env::temp_dir().join(format!("fianchetto-uci-{}-{name}.pids", std::process::id()));
        let _ = std::fs::remove_file(&path);
        PidFile(path)
    }

    /// The pids written so far.
    pub(crate) fn pids(&self) -> Vec<u32> {
        std::fs::read_to_string(&self.0)
            .unwrap_or_default()
            .lines()
            .map(|line| line.trim().parse().expect("a pid"))
            .collect()
    }
}

impl Drop for PidFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}
