//! SIGINT and SIGTERM. A long run (`export`, `analyse`) looks at [`check`] between steps; when a
//! signal has come it stops, cleans up what it holds (a half-written output file, engine
//! processes) and the tool exits with 128 + the signal's number, as a shell expects of a program
//! a signal ended. A second signal while the first is handled ends the process at once, so a
//! clean-up that hangs can always be cut short.

use std::fmt;
use std::sync::Arc;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use signal_hook::consts::{SIGINT, SIGTERM};

/// The signal received, 0 for none; set by the handlers `install` registers.
static RECEIVED: OnceLock<Arc<AtomicUsize>> = OnceLock::new();

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
    let _ = RECEIVED.set(received);
    Ok(())
}

/// `Err` once SIGINT or SIGTERM has come.
pub(crate) fn check() -> Result<(), Interrupted> {
    match RECEIVED
        .get()
        .map_or(0, |received| received.load(Ordering::SeqCst))
    {
        0 => Ok(()),
        signal => Err(Interrupted {
            signal: signal as i32,
        }),
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
