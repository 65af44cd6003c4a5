//! [`Timeouts`]: how long the driver waits for each kind of answer before giving up.

use std::time::Duration;

/// How long [`Engine`](super::Engine) waits for each answer. Every wait has one, so an engine
/// that hangs is an error, never a hang.
///
/// ```
/// use std::time::Duration;
/// use fianchetto_uci::engine::Timeouts;
///
/// let patient = Timeouts { quiet: Duration::from_secs(600), ..Timeouts::default() };
/// assert_eq!(patient.handshake, Duration::from_secs(10));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timeouts {
    /// From `uci` to `uciok` (10 s by default).
    pub handshake: Duration,
    /// From `isready` to `readyok`, and from `stop` to `bestmove` (30 s by default: a large
    /// hash table takes a while to clear).
    pub ready: Duration,
    /// The longest silence during a search: time without an `info` or `bestmove` line
    /// (60 s by default). Other lines do not count, so an engine that floods its output with
    /// nonsense still times out. A search with a `movetime` also ends at most this long after
    /// its time is up.
    pub quiet: Duration,
    /// From `quit` to the process's exit, after which it is killed (2 s by default).
    pub exit: Duration,
}

impl Default for Timeouts {
    fn default() -> Timeouts {
        Timeouts {
            handshake: Duration::from_secs(10),
            ready: Duration::from_secs(30),
            quiet: Duration::from_secs(60),
            exit: Duration::from_secs(2),
        }
    }
}
