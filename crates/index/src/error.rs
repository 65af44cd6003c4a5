//! What can go wrong building, opening or querying an index.

use core::fmt;
use std::io;

/// An index error: every one names the file it is about where there is one.
#[derive(Debug)]
#[non_exhaustive]
pub enum IndexError {
    /// Reading or writing a file failed.
    Io {
        /// The file.
        file: String,
        /// What failed.
        source: io::Error,
    },
    /// The file is no index, or a damaged or cut-short one.
    Damaged {
        /// The file.
        file: String,
        /// What is wrong with it.
        what: String,
    },
    /// The index was written by a version of fianchetto whose format this one does not read.
    OtherVersion {
        /// The file.
        file: String,
        /// The format version the file has.
        found: u32,
        /// The format version this build reads.
        expected: u32,
    },
    /// A game's PGN file is not the one indexed any more.
    SourceChanged {
        /// The PGN file.
        file: String,
    },
    /// The indexes to merge were built with different `--max-plies`.
    MaxPliesDiffer {
        /// The first index's.
        ours: u32,
        /// Another's.
        theirs: u32,
    },
    /// More games, names or plies than the format counts (4 billion).
    TooLarge,
    /// The build was asked to stop.
    Interrupted,
}

impl IndexError {
    pub(crate) fn io(file: &str, source: io::Error) -> IndexError {
        IndexError::Io {
            file: file.to_owned(),
            source,
        }
    }

    pub(crate) fn damaged(file: &str, what: impl Into<String>) -> IndexError {
        IndexError::Damaged {
            file: file.to_owned(),
            what: what.into(),
        }
    }
}

impl From<io::Error> for IndexError {
    fn from(source: io::Error) -> IndexError {
        IndexError::Io {
            file: "the output".to_owned(),
            source,
        }
    }
}

impl fmt::Display for IndexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IndexError::Io { file, source } => write!(f, "{file}: {source}"),
            IndexError::Damaged { file, what } => {
                write!(
                    f,
                    "{file}: not a fianchetto index, or a damaged one: {what}"
                )
            }
            IndexError::OtherVersion {
                file,
                found,
                expected,
            } => write!(
                f,
                "{file}: an index of format version {found}, written by another version of \
                 fianchetto; this one reads version {expected}: build the index again"
            ),
            IndexError::SourceChanged { file } => write!(
                f,
                "{file}: the PGN file changed since it was indexed (its size or contents differ)"
            ),
            IndexError::MaxPliesDiffer { ours, theirs } => {
                let shown = |n: &u32| {
                    if *n == u32::from(u16::MAX) {
                        "all".to_owned()
                    } else {
                        n.to_string()
                    }
                };
                write!(
                    f,
                    "the indexes were built with different --max-plies ({} and {})",
                    shown(ours),
                    shown(theirs)
                )
            }
            IndexError::TooLarge => f.write_str("more games, names or plies than an index holds"),
            IndexError::Interrupted => f.write_str("interrupted"),
        }
    }
}

/// The message shows the I/O error it wraps, so it is not returned again as the source.
impl std::error::Error for IndexError {}
