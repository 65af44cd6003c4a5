//! Opening a book file: read whole into memory, then checked like any bytes.
//!
//! Reading once rather than searching the file with `Read + Seek` costs the book's size in
//! memory (megabytes for the common books) and buys lookups without system calls or I/O
//! errors, and the sort check that every binary search relies on. Mapping the file instead
//! would need `unsafe`, which the workspace forbids. Since the whole file is read, only a
//! regular file of at most [`Book::MAX_FILE_BYTES`] is: `/dev/zero` would never end, a FIFO
//! could block for ever, and a huge file mistaken for a book would take all memory.

use std::fmt;
use std::format;
use std::fs::File;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::vec::Vec;

use crate::{Book, BookError};

impl Book<Vec<u8>> {
    /// The largest file [`Book::open`] reads: 1 GiB, 67 million entries, several times the
    /// largest public books. A larger book can still be read by the caller and checked with
    /// [`Book::new`].
    ///
    /// ```
    /// use fianchetto_polyglot::Book;
    ///
    /// assert_eq!(Book::MAX_FILE_BYTES, 1 << 30);
    /// assert_eq!(Book::MAX_FILE_BYTES % 16, 0, "whole entries");
    /// ```
    pub const MAX_FILE_BYTES: u64 = 1 << 30;

    /// Reads the book file at `path` into memory and checks it ([`Book::new`]). Only a regular
    /// file of at most [`Book::MAX_FILE_BYTES`] is read; anything else (a device such as
    /// `/dev/zero`, a FIFO, a folder, a larger file) is an [`OpenBookError::Read`] at once.
    ///
    /// ```
    /// use fianchetto_movegen::Position;
    /// use fianchetto_polyglot::Book;
    ///
    /// let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/polyglot/performance.bin");
    /// let book = Book::open(path)?;
    /// assert_eq!(book.len(), 92_954);
    /// assert!(book.entries(&Position::new()).count() > 0);
    ///
    /// // A device never ends; it is refused before a byte is read.
    /// # #[cfg(unix)] {
    /// let err = Book::open("/dev/zero").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot read polyglot book \"/dev/zero\": not a regular file"
    /// );
    /// # }
    /// # Ok::<(), fianchetto_polyglot::OpenBookError>(())
    /// ```
    pub fn open(path: impl AsRef<Path>) -> Result<Book<Vec<u8>>, OpenBookError> {
        let path = path.as_ref();
        let bytes = read_bounded(path).map_err(|source| OpenBookError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        Book::new(bytes).map_err(|source| OpenBookError::Format {
            path: path.to_path_buf(),
            source,
        })
    }
}

/// The bytes of the regular file at `path`, if it holds at most [`Book::MAX_FILE_BYTES`].
fn read_bounded(path: &Path) -> io::Result<Vec<u8>> {
    // Looked at before opening: opening a FIFO waits for a writer, perhaps for ever.
    let metadata = std::fs::metadata(path)?;
    if !metadata.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a regular file",
        ));
    }
    let too_large = |bytes: u64| {
        io::Error::new(
            io::ErrorKind::FileTooLarge,
            format!(
                "{bytes} bytes, more than the 1 GiB ({} bytes) a book file may have",
                Book::MAX_FILE_BYTES
            ),
        )
    };
    if metadata.len() > Book::MAX_FILE_BYTES {
        return Err(too_large(metadata.len()));
    }
    let file = File::open(path)?;
    let mut bytes = Vec::with_capacity(usize::try_from(metadata.len()).unwrap_or(0));
    // The file may have grown since it was measured, or been swapped for another.
    file.take(Book::MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > Book::MAX_FILE_BYTES {
        return Err(too_large(bytes.len() as u64));
    }
    Ok(bytes)
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
