//! How a run's end becomes an exit status. One rule for every command: success is 0; a run that
//! finished but found broken games or engine failures (already reported) is 1, as is an error;
//! a run a signal stopped is 128 + the signal (130 for SIGINT); and a closed stdout (`| head`)
//! ends the run quietly with 141, the status of a process SIGPIPE ended, as `cat` and `grep` do.

use std::fmt;
use std::io::{self, Write};
use std::process::ExitCode;

use crate::interrupt::Interrupted;

/// Stdout was closed by the program reading it: not an error to report, but not a whole run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct StdoutClosed;

impl fmt::Display for StdoutClosed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("stdout was closed")
    }
}

impl std::error::Error for StdoutClosed {}

/// The exit status of a process that SIGPIPE ended.
const STDOUT_CLOSED_STATUS: u8 = 128 + 13;

/// An error from writing to stdout: a broken pipe becomes [`StdoutClosed`], which ends the run
/// quietly; anything else stays an error to report. Only stdout's errors may go through here:
/// a broken pipe to an engine is an engine failure.
pub(crate) fn stdout_error(err: io::Error) -> anyhow::Error {
    if err.kind() == io::ErrorKind::BrokenPipe {
        anyhow::Error::new(StdoutClosed)
    } else {
        anyhow::Error::new(err).context("cannot write to stdout")
    }
}

/// Stdout, locked, for a command's output: every write's error goes through [`stdout_error`], so
/// `fianchetto ... | head -1` ends quietly with 141 rather than a panic from `println!`. Write
/// with `writeln!(out, ...)?` and end with [`Stdout::flush`].
pub(crate) struct Stdout(io::StdoutLock<'static>);

impl Stdout {
    /// Locks stdout for this command; it stays line-buffered, so lines show as they are written.
    pub(crate) fn lock() -> Stdout {
        Stdout(io::stdout().lock())
    }

    /// What `writeln!` and `write!` call.
    pub(crate) fn write_fmt(&mut self, args: fmt::Arguments<'_>) -> anyhow::Result<()> {
        self.0.write_fmt(args).map_err(stdout_error)
    }

    /// Writes all of `bytes`.
    pub(crate) fn write_all(&mut self, bytes: &[u8]) -> anyhow::Result<()> {
        self.0.write_all(bytes).map_err(stdout_error)
    }

    /// Writes out what is buffered, so that its error ends the run rather than vanishing at exit.
    pub(crate) fn flush(mut self) -> anyhow::Result<()> {
        self.0.flush().map_err(stdout_error)
    }
}

/// The exit status for a run's outcome, after printing its error if it has one to print.
pub(crate) fn status(outcome: crate::Outcome) -> ExitCode {
    let err = match outcome {
        Ok(true) => return ExitCode::SUCCESS,
        Ok(false) => return ExitCode::FAILURE,
        Err(err) => err,
    };
    if err.chain().any(|cause| cause.is::<StdoutClosed>()) {
        return ExitCode::from(STDOUT_CLOSED_STATUS);
    }
    eprintln!("error: {}", one_line(&err));
    match err
        .chain()
        .find_map(|cause| cause.downcast_ref::<Interrupted>())
    {
        Some(interrupted) => ExitCode::from(interrupted.exit_status()),
        None => ExitCode::FAILURE,
    }
}

/// The error and its causes on one line, joined by `: `. Every error's message says only what
/// its causes do not: the library errors show the error they wrap and do not return it again
/// as their source, and a context added here names what failed, never the cause's own words.
pub(crate) fn one_line(err: &anyhow::Error) -> String {
    format!("{err:#}")
}

#[cfg(test)]
mod tests {
    use std::io;

    use super::one_line;

    #[test]
    fn one_line_joins_the_chain_and_repeats_nothing() {
        let err = anyhow::Error::new(io::Error::from(io::ErrorKind::NotFound))
            .context("cannot open games.pgn")
            .context("the second input");
        assert_eq!(
            one_line(&err),
            "the second input: cannot open games.pgn: entity not found"
        );
    }
}
