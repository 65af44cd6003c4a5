//! [`Timeouts`]: how long the driver waits for each kind of answer before giving up.

use std::time::Duration;

/// How long [`Engine`](super::Engine) waits for each answer. Every wait has one, so an engine
/// that hangs is an error, never a hang.
///
/// A search ends in one of three ways: the engine answers `bestmove`; or its time is up (see
/// [`search`](Timeouts::search)) or it stays silent for [`quiet`](Timeouts::quiet), and the
/// driver sends `stop`, to which the engine answers `bestmove` within
/// [`stop`](Timeouts::stop); or it does not, and the driver kills it.
///
/// ```
/// use std::time::Duration;
/// use fianchetto_uci::engine::Timeouts;
///
/// let patient = Timeouts { quiet: Duration::from_secs(600), ..Timeouts::default() };
/// assert_eq!(patient.handshake, Duration::from_secs(10));
///
/// // At most 5 s for any search, depth or nodes limits or not.
/// let bounded = Timeouts { search: Some(Duration::from_secs(5)), ..Timeouts::default() };
/// assert_eq!(bounded.stop, Duration::from_secs(2));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Timeouts {
    /// From `uci` to `uciok` (10 s by default).
    #[cfg_attr(feature = "serde", serde(with = "crate::serde_impls::millis"))]
    pub handshake: Duration,
    /// From `isready` to `readyok` (30 s by default: a large hash table takes a while to
    /// clear).
    #[cfg_attr(feature = "serde", serde(with = "crate::serde_impls::millis"))]
    pub ready: Duration,
    /// The longest silence during a search: time without an `info` or `bestmove` line
    /// (60 s by default), after which the search is stopped. Other lines do not count, so an
    /// engine that floods its output with nonsense is still stopped (and killed, if it goes
    /// on past [`stop`](Timeouts::stop)): every deadline here holds however fast lines come.
    #[cfg_attr(feature = "serde", serde(with = "crate::serde_impls::millis"))]
    pub quiet: Duration,
    /// The longest search, from `go` to `stop` (`None` by default: a search runs as long as
    /// the engine reports progress). Without it, a search with a `movetime` is stopped
    /// [`quiet`](Timeouts::quiet) after its time is up.
    #[cfg_attr(
        feature = "serde",
        serde(default, with = "crate::serde_impls::millis_option")
    )]
    pub search: Option<Duration>,
    /// From `stop` to `bestmove`, after which the engine is killed (2 s by default: engines
    /// answer `stop` at once).
    #[cfg_attr(feature = "serde", serde(with = "crate::serde_impls::millis"))]
    pub stop: Duration,
    /// From `quit` to the process's exit, after which it is killed with everything it started
    /// (2 s by default).
    #[cfg_attr(feature = "serde", serde(with = "crate::serde_impls::millis"))]
    pub exit: Duration,
}

impl Default for Timeouts {
    fn default() -> Timeouts {
        Timeouts {
            handshake: Duration::from_secs(10),
            ready: Duration::from_secs(30),
            quiet: Duration::from_secs(60),
            search: None,
            stop: Duration::from_secs(2),
            exit: Duration::from_secs(2),
        }
    }
}
