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
    // Looked at before opening, so that a device is not even opened (opening some has effects);
    // and checked again on the open file below, which is the one read.
    check_regular_and_bounded(&std::fs::metadata(path)?)?;
    let file = open_without_blocking(path)?;
    // The path may have been swapped for another file since: what is read is what fstat says.
    let metadata = file.metadata()?;
    check_regular_and_bounded(&metadata)?;
    let mut bytes = Vec::with_capacity(usize::try_from(metadata.len()).unwrap_or(0));
    // The file may have grown since it was measured, or been swapped for another.
    file.take(Book::MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > Book::MAX_FILE_BYTES {
        return Err(too_large(bytes.len() as u64));
    }
    Ok(bytes)
}

/// Opens `path` for reading. On Unix with `O_NONBLOCK`, so that a path swapped for a FIFO after
/// it was looked at does not wait for a writer; reading a regular file is not changed by it.
fn open_without_blocking(path: &Path) -> io::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// Fails unless `metadata` is a regular file's of at most [`Book::MAX_FILE_BYTES`].
fn check_regular_and_bounded(metadata: &std::fs::Metadata) -> io::Result<()> {
    if !metadata.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a regular file",
        ));
    }
    if metadata.len() > Book::MAX_FILE_BYTES {
        return Err(too_large(metadata.len()));
    }
    Ok(())
}

/// The error for a book file of `bytes`, more than [`Book::MAX_FILE_BYTES`].
fn too_large(bytes: u64) -> io::Error {
    io::Error::new(
        io::ErrorKind::FileTooLarge,
        format!(
            "{bytes} bytes, more than the {} ({} bytes) a book file may have",
            in_units(Book::MAX_FILE_BYTES),
            Book::MAX_FILE_BYTES
        ),
    )
}

/// `bytes` in the largest binary unit that divides it: `1 GiB`, `512 MiB`, `100 bytes`.
fn in_units(bytes: u64) -> std::string::String {
    for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] {
        if bytes >= 1 << shift && bytes.is_multiple_of(1 << shift) {
            return format!("{} {unit}", bytes >> shift);
        }
    }
    format!("{bytes} bytes")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::error::Error as _;
    use std::string::ToString;

    #[test]
    fn the_message_holds_the_cause_and_the_source_does_not_repeat_it() {
        let missing = Book::open("no/such/book.bin").unwrap_err();
        let system = File::open("no/such/book.bin").unwrap_err();
        assert_eq!(
            missing.to_string(),
            format!("cannot read polyglot book \"no/such/book.bin\": {system}")
        );
        assert!(missing.source().is_none());
        let path = std::env::temp_dir().join(format!("fianchetto-book-{}.bin", std::process::id()));
        std::fs::write(&path, [0u8; 17]).expect("the scratch book is written");
        let short = Book::open(&path).unwrap_err();
        std::fs::remove_file(&path).expect("the scratch book goes");
        assert_eq!(
            short.to_string(),
            format!(
                "{path:?}: not a polyglot book: 17 bytes are not a whole number of 16-byte entries"
            )
        );
        assert!(short.source().is_none());
    }

    #[test]
    fn the_limit_in_the_message_is_the_constant() {
        assert_eq!(in_units(Book::MAX_FILE_BYTES), "1 GiB");
        assert_eq!(in_units(512 << 20), "512 MiB");
        assert_eq!(in_units(3 << 10), "3 KiB");
        assert_eq!(in_units(1000), "1000 bytes");
        assert_eq!(
            too_large(Book::MAX_FILE_BYTES + 16).to_string(),
            "1073741840 bytes, more than the 1 GiB (1073741824 bytes) a book file may have"
        );
    }

    /// A path swapped for a FIFO between the look and the open: the open does not wait for a
    /// writer, and the open file is refused. (Without `O_NONBLOCK` this test would hang.)
    #[cfg(unix)]
    #[test]
    fn opening_a_fifo_does_not_wait_for_a_writer() {
        let fifo =
            std::env::temp_dir().join(format!("fianchetto-book-{}.fifo", std::process::id()));
        let _ = std::fs::remove_file(&fifo);
        let status = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo runs");
        assert!(status.success());
        let file = open_without_blocking(&fifo).expect("opened at once");
        let err = check_regular_and_bounded(&file.metadata().expect("fstat")).unwrap_err();
        assert_eq!(err.to_string(), "not a regular file");
        std::fs::remove_file(&fifo).expect("the FIFO goes");
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

/// The message holds the system's error or the book's, so `source` is that error's own source
/// (as a rule none), not that error again.
impl std::error::Error for OpenBookError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            OpenBookError::Read { source, .. } => source.source(),
            OpenBookError::Format { source, .. } => source.source(),
        }
    }
}
