//! Opening a book file: read whole into memory, then checked like any bytes.
//!
//! Reading once rather than searching the file with `Read + Seek` costs the book's size in
//! memory (megabytes for the common books) and buys lookups without system calls or I/O
//! errors, and the sort check that every binary search relies on. Mapping the file instead
//! would need `unsafe`, which the workspace forbids.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::vec::Vec;

use crate::{Book, BookError};

impl Book<Vec<u8>> {
    /// Reads the book file at `path` into memory and checks it ([`Book::new`]).
    ///
    /// ```
    /// use fianchetto_movegen::Position;
    /// use fianchetto_polyglot::Book;
    ///
    /// let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/polyglot/performance.bin");
    /// let book = Book::open(path)?;
    /// assert_eq!(book.len(), 92_954);
    /// assert!(book.entries(&Position::new()).count() > 0);
    /// # Ok::<(), fianchetto_polyglot::OpenBookError>(())
    /// ```
    pub fn open(path: impl AsRef<Path>) -> Result<Book<Vec<u8>>, OpenBookError> {
        let path = path.as_ref();
        let bytes = std::fs::read(path).map_err(|source| OpenBookError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        Book::new(bytes).map_err(|source| OpenBookError::Format {
            path: path.to_path_buf(),
            source,
        })
    }
}

/// Why a book file could not be opened: it could not be read, or it is not a Polyglot book.
///
/// ```
/// use fianchetto_polyglot::{Book, OpenBookError};
///
/// let err = Book::open("no/such/book.bin").unwrap_err();
/// assert!(matches!(err, OpenBookError::Read { .. }));
/// assert!(err.to_string().starts_with("cannot read polyglot book \"no/such/book.bin\""));
/// ```
#[derive(Debug)]
pub enum OpenBookError {
    /// The file could not be read.
    Read {
        /// The file.
        path: PathBuf,
        /// What the operating system said.
        source: io::Error,
    },
    /// The file was read but is not a Polyglot book.
    Format {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        source: BookError,
    },
}

impl fmt::Display for OpenBookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpenBookError::Read { path, source } => {
                write!(f, "cannot read polyglot book {path:?}: {source}")
            }
            OpenBookError::Format { path, source } => write!(f, "{path:?}: {source}"),
        }
    }
}

impl std::error::Error for OpenBookError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            OpenBookError::Read { source, .. } => Some(source),
            OpenBookError::Format { source, .. } => Some(source),
        }
    }
}
