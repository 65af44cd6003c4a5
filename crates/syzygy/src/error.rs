//! The one error type of probing. Every message names what failed: the table's material key or
//! file, so a corrupt file among hundreds is found from the message alone.

use std::fmt;
use std::io;
use std::path::PathBuf;
use std::sync::Arc;

/// Why a probe or opening a table failed.
///
/// ```
/// use fianchetto_syzygy::SyzygyError;
///
/// let err = SyzygyError::MissingTable { name: "KQvKR".to_owned() };
/// assert_eq!(err.to_string(), "no WDL table for KQvKR");
/// ```
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum SyzygyError {
    /// No table of this material key (`KQvKR`) was added.
    MissingTable {
        /// The normalised material key, stronger side first.
        name: String,
    },
    /// More pieces than the probe resolves: tables hold up to 7, and one capture is searched.
    TooManyPieces {
        /// The pieces on the board.
        count: usize,
    },
    /// The tables hold no positions with castling rights.
    CastlingRights,
    /// The file could not be opened or read.
    Io {
        /// The table file.
        path: PathBuf,
        /// The error the system gave; shared, so the error is `Clone` and a table that failed
        /// to open can report it again on every probe.
        error: Arc<io::Error>,
    },
    /// The file is not a valid table: too short, a bad magic number, an offset past its end.
    Corrupt {
        /// The table file.
        path: PathBuf,
        /// What was wrong.
        what: &'static str,
    },
}

impl SyzygyError {
    pub(crate) fn io(path: &std::path::Path, error: io::Error) -> SyzygyError {
        SyzygyError::Io {
            path: path.to_owned(),
            error: Arc::new(error),
        }
    }

    pub(crate) fn corrupt(path: &std::path::Path, what: &'static str) -> SyzygyError {
        SyzygyError::Corrupt {
            path: path.to_owned(),
            what,
        }
    }
}

impl fmt::Display for SyzygyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyzygyError::MissingTable { name } => write!(f, "no WDL table for {name}"),
            SyzygyError::TooManyPieces { count } => {
                write!(
                    f,
                    "{count} pieces: Syzygy tables hold at most 7, and probing searches one capture"
                )
            }
            SyzygyError::CastlingRights => {
                f.write_str("Syzygy tables hold no positions with castling rights")
            }
            SyzygyError::Io { path, error } => {
                write!(f, "could not read {}: {error}", path.display())
            }
            SyzygyError::Corrupt { path, what } => {
                write!(f, "corrupt table {}: {what}", path.display())
            }
        }
    }
}

impl std::error::Error for SyzygyError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        // The message already holds the I/O error's text, so its own source comes next.
        match self {
            SyzygyError::Io { error, .. } => error.source(),
            _ => None,
        }
    }
}
