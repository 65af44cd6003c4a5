//! SIGINT and SIGTERM. A long run (`export`, `analyse`) looks at [`check`] between steps; when a
//! signal has come it stops, cleans up what it holds (a half-written output file, engine
//! processes) and the tool exits with 128 + the signal's number, as a shell expects of a program
//! a signal ended. A second signal while the first is handled ends the process at once, so a
//! clean-up that hangs can always be cut short. A run that does not look within [`GRACE`] (it
//! is blocked on a stalled input, say), or does not end within [`CLEAN_UP`] more, is ended for
//! it: the files it registered with [`remove_if_ended`] are removed first.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::thread;
use std::time::Duration;

use signal_hook::consts::{SIGINT, SIGTERM};

/// The signal received, 0 for none; set by the handlers `install` registers.
static RECEIVED: OnceLock<Arc<AtomicUsize>> = OnceLock::new();

/// Whether the run has seen the signal through [`check`], and so is cleaning up itself.
static NOTICED: AtomicBool = AtomicBool::new(false);

/// Files to remove when the process is ended for a run that did not notice the signal.
static LEFTOVERS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// How long after a signal a run may go without calling [`check`] before the process is ended
/// for it.
const GRACE: Duration = Duration::from_secs(2);

/// How long more a run that noticed the signal may take to clean up (engines get a second to
/// quit before they are killed) before the process is ended for it: one of its threads may still
/// be blocked on the input.
const CLEAN_UP: Duration = Duration::from_secs(8);

/// Registers the handlers, for a command that calls [`check`] often enough to stop promptly;
/// in any other command signals keep their default action, ending the process at once.
///
/// # Errors
///
/// When the handlers cannot be registered; the command may go on, only without cleaning up.
pub(crate) fn install() -> std::io::Result<()> {
    let received = Arc::new(AtomicUsize::new(0));
    let armed = Arc::new(AtomicBool::new(false));
    for signal in [SIGINT, SIGTERM] {
        // The shutdown is registered first, so it only fires for a signal after the first.
        signal_hook::flag::register_conditional_shutdown(signal, 128 + signal, Arc::clone(&armed))?;
        signal_hook::flag::register(signal, Arc::clone(&armed))?;
        signal_hook::flag::register_usize(signal, Arc::clone(&received), signal as usize)?;
    }
    // Only one call installs; a second would register the handlers twice.
    if RECEIVED.set(Arc::clone(&received)).is_ok() {
        thread::Builder::new()
            .name("signal watch".into())
            .spawn(move || watch(&received))?;
    }
    Ok(())
}

/// Ends the process for a run that a signal found blocked (reading a stalled pipe, opening a
/// FIFO) or that does not finish cleaning up, after removing its leftovers: otherwise only a
/// second signal would end it, leaving them behind.
fn watch(received: &AtomicUsize) {
    let signal = loop {
        match received.load(Ordering::SeqCst) {
            0 => thread::sleep(Duration::from_millis(50)),
            signal => break signal,
        }
    };
    thread::sleep(GRACE);
    if NOTICED.load(Ordering::SeqCst) {
        thread::sleep(CLEAN_UP);
    }
    for path in LEFTOVERS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .iter()
    {
        let _ = std::fs::remove_file(path);
    }
    let interrupted = Interrupted {
        signal: signal as i32,
    };
    eprintln!("error: {interrupted}");
    std::process::exit(i32::from(interrupted.exit_status()));
}

/// Registers `path` (a temporary file) to be removed if the process is ended for the run.
pub(crate) fn remove_if_ended(path: &Path) {
    LEFTOVERS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push(path.to_path_buf());
}

/// Unregisters `path`: the run removed or renamed it.
pub(crate) fn forget(path: &Path) {
    LEFTOVERS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .retain(|left| left != path);
}

/// `Err` once SIGINT or SIGTERM has come.
pub(crate) fn check() -> Result<(), Interrupted> {
    match RECEIVED
        .get()
        .map_or(0, |received| received.load(Ordering::SeqCst))
    {
        0 => Ok(()),
        signal => {
            NOTICED.store(true, Ordering::SeqCst);
            Err(Interrupted {
                signal: signal as i32,
            })
        }
    }
}

/// A run stopped by a signal; `main` turns it into the exit status 128 + `signal`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Interrupted {
    signal: i32,
}

impl Interrupted {
    /// The exit status a shell expects of a process that a signal ended.
    pub(crate) fn exit_status(self) -> u8 {
        u8::try_from(128 + self.signal).unwrap_or(u8::MAX)
    }
}

impl fmt::Display for Interrupted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.signal {
            SIGINT => f.write_str("interrupted (SIGINT)"),
            SIGTERM => f.write_str("terminated (SIGTERM)"),
            other => write!(f, "stopped by signal {other}"),
        }
    }
}

impl std::error::Error for Interrupted {}
