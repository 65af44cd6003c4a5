//! [`BookError`]: why some bytes are not a Polyglot book.

use core::fmt;

use crate::entry::ENTRY_BYTES;

/// Why some bytes are not a Polyglot book.
///
/// ```
/// use fianchetto_polyglot::{Book, BookError};
///
/// let err = Book::new([0u8; 20]).unwrap_err();
/// assert_eq!(err, BookError::Length { bytes: 20 });
/// assert_eq!(
///     err.to_string(),
///     "not a polyglot book: 20 bytes are not a whole number of 16-byte entries"
/// );
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BookError {
    /// The length is not a multiple of 16 bytes, the size of an entry.
    Length {
        /// The length in bytes.
        bytes: usize,
    },
    /// An entry's key is smaller than the key of the entry before it; books are sorted by key.
    Unsorted {
        /// The entry out of order, counted from 0.
        entry: usize,
    },
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BookError::Length { bytes } => write!(
                f,
                "not a polyglot book: {bytes} bytes are not a whole number of {ENTRY_BYTES}-byte entries"
            ),
            BookError::Unsorted { entry } => write!(
                f,
                "not a polyglot book: the key of entry {entry} (byte {}) is smaller than the key \
                 before it, but a book is sorted by key",
                entry * ENTRY_BYTES
            ),
        }
    }
}

impl core::error::Error for BookError {}
