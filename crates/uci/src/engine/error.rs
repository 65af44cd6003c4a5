//! [`EngineError`]: how talking to an engine process went wrong, naming the program.

use std::fmt;
use std::io;
use std::process::ExitStatus;
use std::string::String;
use std::time::Duration;
use std::vec::Vec;

use crate::UciMove;

/// Talking to an engine failed. The message names the engine program.
///
/// ```
/// use fianchetto_uci::engine::{Engine, EngineErrorKind};
///
/// let err = Engine::start("/nonexistent/engine").unwrap_err();
/// assert!(matches!(err.kind(), EngineErrorKind::Start(_)));
/// assert!(err.to_string().starts_with("cannot start engine /nonexistent/engine: "));
/// ```
pub struct EngineError {
    program: String,
    kind: EngineErrorKind,
}

/// What went wrong with an engine.
#[derive(Debug)]
#[non_exhaustive]
pub enum EngineErrorKind {
    /// The program could not be started.
    Start(io::Error),
    /// A command could not be written to the engine (it is still running).
    Write(io::Error),
    /// The engine's output could not be read.
    Read(io::Error),
    /// The engine exited, or closed its output, before answering.
    Exited {
        /// The answer that was awaited (`uciok`, `readyok`, `bestmove`).
        waiting_for: &'static str,
        /// How it exited, when it has (`None`: its output closed but it still runs).
        status: Option<ExitStatus>,
    },
    /// The engine did not answer in time.
    Timeout {
        /// The answer that was awaited.
        waiting_for: &'static str,
        /// How long it was awaited.
        after: Duration,
    },
    /// The engine wrote a line longer than the reader keeps.
    LineTooLong {
        /// The longest line kept, in bytes.
        limit: usize,
    },
    /// The engine wrote a line that breaks the protocol where it matters (a `bestmove` with no
    /// readable move).
    Protocol {
        /// The line, trimmed.
        line: String,
    },
    /// The engine offers no option of this name.
    NoSuchOption {
        /// The name asked for.
        name: String,
    },
    /// The engine's `bestmove` is not a legal move in the position searched: a move that is
    /// not legal ([`Engine::analyse`](super::Engine::analyse) and
    /// [`Engine::play`](super::Engine::play)), or no move in a position that has legal moves
    /// ([`Engine::play`](super::Engine::play) only). The engine still runs.
    IllegalBestMove {
        /// The move it answered; `None` when it answered that there is no move (`(none)`,
        /// `0000`, a move from a square to itself).
        best: Option<UciMove>,
        /// The position searched, as FEN.
        fen: String,
    },
    /// A position of a variant the engine does not list in its `UCI_Variant` option (or, for
    /// an engine without the option, any variant but standard chess). Nothing was sent.
    VariantNotOffered {
        /// The variant asked for, by its UCI name (`crazyhouse`, `3check`).
        variant: &'static str,
        /// The values the engine's `UCI_Variant` lists, in its order (empty without the option).
        offered: Vec<String>,
    },
    /// A move was asked for with a `go` that sets no limit (depth, nodes, mate, movetime or a
    /// clock), or that is `infinite` or `ponder`, which end only on `stop`. Nothing was sent.
    NoLimit {
        /// The `go` command asked for.
        go: String,
    },
}

impl EngineError {
    pub(crate) fn new(program: &str, kind: EngineErrorKind) -> EngineError {
        EngineError {
            program: program.into(),
            kind,
        }
    }

    /// What went wrong.
    pub fn kind(&self) -> &EngineErrorKind {
        &self.kind
    }

    /// The engine program, as it was started.
    pub fn program(&self) -> &str {
        &self.program
    }
}

/// Lines longer than this are cut in the message: a line is quoted to show what went wrong,
/// not to be read whole.
const QUOTED_CHARS: usize = 80;

/// The values of an engine's `UCI_Variant` a message lists: Fairy-Stockfish has over a hundred.
const QUOTED_VALUES: usize = 12;

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl fmt::Debug for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fianchetto_notation::movegen::debug_message(f, "EngineError", self)
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let program = &self.program;
        match &self.kind {
            EngineErrorKind::Start(err) => write!(f, "cannot start engine {program}: {err}"),
            EngineErrorKind::Write(err) => write!(f, "cannot write to engine {program}: {err}"),
            EngineErrorKind::Read(err) => write!(f, "cannot read from engine {program}: {err}"),
            EngineErrorKind::Exited {
                waiting_for,
                status: Some(status),
            } => write!(
                f,
                "engine {program} exited ({status}) while waiting for {waiting_for}"
            ),
            EngineErrorKind::Exited {
                waiting_for,
                status: None,
            } => write!(
                f,
                "engine {program} closed its output while waiting for {waiting_for}"
            ),
            EngineErrorKind::Timeout { waiting_for, after } => write!(
                f,
                "engine {program} sent no {waiting_for} within {:.1} s",
                after.as_secs_f64()
            ),
            EngineErrorKind::LineTooLong { limit } => {
                write!(f, "engine {program} wrote a line longer than {limit} bytes")
            }
            EngineErrorKind::Protocol { line } => {
                let quoted: String = line.chars().take(QUOTED_CHARS).collect();
                let more = if quoted.len() < line.len() { "..." } else { "" };
                write!(
                    f,
                    "engine {program} wrote an unreadable line: \"{quoted}{more}\""
                )
            }
            EngineErrorKind::NoSuchOption { name } => {
                write!(f, "engine {program} has no option \"{name}\"")
            }
            EngineErrorKind::IllegalBestMove {
                best: Some(best),
                fen,
            } => write!(
                f,
                "engine {program} played the illegal move {best} in {fen}"
            ),
            EngineErrorKind::IllegalBestMove { best: None, fen } => write!(
                f,
                "engine {program} answered no move in {fen}, which has legal moves"
            ),
            EngineErrorKind::VariantNotOffered { variant, offered } if offered.is_empty() => {
                write!(
                    f,
                    "engine {program} plays standard chess only (it has no UCI_Variant \
                     option): it cannot search a {variant} position"
                )
            }
            EngineErrorKind::VariantNotOffered { variant, offered } => {
                write!(
                    f,
                    "engine {program} does not play {variant}: its UCI_Variant lists"
                )?;
                for value in offered.iter().take(QUOTED_VALUES) {
                    write!(f, " {value}")?;
                }
                match offered.len().checked_sub(QUOTED_VALUES) {
                    Some(more) if more > 0 => write!(f, " and {more} more"),
                    _ => Ok(()),
                }
            }
            EngineErrorKind::NoLimit { go } => write!(
                f,
                "cannot ask engine {program} for a move with \"{go}\": the search needs a \
                 limit (depth, nodes, mate, movetime or a clock) and must not be infinite or \
                 ponder"
            ),
        }
    }
}

/// The message holds the system's error, so `source` is that error's own source (as a rule
/// none), not that error again.
impl std::error::Error for EngineError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            EngineErrorKind::Start(err)
            | EngineErrorKind::Write(err)
            | EngineErrorKind::Read(err) => err.source(),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::error::Error as _;
    use std::string::ToString;

    use super::*;

    #[test]
    fn the_message_holds_the_system_error_and_the_source_does_not_repeat_it() {
        let err = EngineError::new(
            "stockfish",
            EngineErrorKind::Read(io::Error::from(io::ErrorKind::UnexpectedEof)),
        );
        assert_eq!(
            err.to_string(),
            "cannot read from engine stockfish: unexpected end of file"
        );
        assert!(err.source().is_none());
    }
}
