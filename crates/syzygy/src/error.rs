//! The one error type of probing. Every message names what failed: the table's material key or
//! file, so a corrupt file among hundreds is found from the message alone.

use std::fmt;
use std::io;
use std::path::PathBuf;
use std::sync::Arc;

/// The two files of a material: win/draw/loss values, and distances to zeroing.
///
/// ```
/// use fianchetto_syzygy::TableKind;
///
/// assert_eq!(TableKind::Wdl.extension(), "rtbw");
/// assert_eq!(TableKind::Dtz.to_string(), "DTZ");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableKind {
    /// The `.rtbw` file.
    Wdl,
    /// The `.rtbz` file.
    Dtz,
}

impl TableKind {
    /// The file name's extension, without the dot.
    pub const fn extension(self) -> &'static str {
        match self {
            TableKind::Wdl => "rtbw",
            TableKind::Dtz => "rtbz",
        }
    }
}

impl fmt::Display for TableKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TableKind::Wdl => "WDL",
            TableKind::Dtz => "DTZ",
        })
    }
}

/// Why a probe or opening a table failed.
///
/// ```
/// use fianchetto_syzygy::{SyzygyError, TableKind};
///
/// let err = SyzygyError::MissingTable { name: "KQvKR".to_owned(), kind: TableKind::Dtz };
/// assert_eq!(err.to_string(), "no DTZ table for KQvKR (KQvKR.rtbz in the added directories)");
/// ```
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum SyzygyError {
    /// No table of this material key (`KQvKR`) was added.
    MissingTable {
        /// The normalised material key, stronger side first.
        name: String,
        /// Which of its two files.
        kind: TableKind,
    },
    /// More pieces than any table holds (7): refused before any capture is searched.
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
    /// The WDL and DTZ files of a material disagree on a position, in the way `what` says: the
    /// DTZ file has no distance for the result the WDL file gives, or stores neither side to
    /// move, or no move keeps the win the WDL file gives. One of the two is corrupt.
    Inconsistent {
        /// The WDL file.
        wdl: PathBuf,
        /// The DTZ file.
        dtz: PathBuf,
        /// What disagrees.
        what: &'static str,
    },
    /// The file is not a valid table: too short, a bad magic number, an offset past its end.
    Corrupt {
        /// The table file.
        path: PathBuf,
        /// What was wrong.
        what: &'static str,
    },
    /// A probe fianchetto cannot answer yet: giveaway's distances to zeroing, whose tables
    /// leave positions won by forcing a capture to the prober's search.
    NotSupported {
        /// What is not supported.
        what: &'static str,
    },
    /// The position is played by other rules than the tables': a variant probe of a standard
    /// set, or an atomic position probed in giveaway tables.
    WrongVariant {
        /// The rules of the tables.
        tables: crate::TableSet,
        /// The rules of the position.
        position: fianchetto_movegen::Variant,
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
            SyzygyError::MissingTable { name, kind } => write!(
                f,
                "no {kind} table for {name} ({name}.{} in the added directories)",
                kind.extension()
            ),
            SyzygyError::TooManyPieces { count } => {
                write!(f, "{count} pieces: Syzygy tables hold at most 7")
            }
            SyzygyError::CastlingRights => {
                f.write_str("Syzygy tables hold no positions with castling rights")
            }
            SyzygyError::Io { path, error } => {
                write!(f, "could not read {}: {error}", path.display())
            }
            SyzygyError::Inconsistent { wdl, dtz, what } => write!(
                f,
                "corrupt tables: {} and {} disagree: {what}",
                dtz.display(),
                wdl.display()
            ),
            SyzygyError::Corrupt { path, what } => {
                write!(f, "corrupt table {}: {what}", path.display())
            }
            SyzygyError::NotSupported { what } => write!(f, "not supported yet: {what}"),
            SyzygyError::WrongVariant { tables, position } => write!(
                f,
                "{tables:?} tables do not hold positions of {}",
                position.uci_name()
            ),
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
