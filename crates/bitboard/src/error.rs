//! Errors returned when text does not name a square, file, rank or piece.

use core::fmt;

/// The text given to a `FromStr` implementation of this crate was not valid.
///
/// ```
/// use fianchetto_bitboard::Square;
///
/// let err = "i9".parse::<Square>().unwrap_err();
/// assert_eq!(err.to_string(), "invalid square: expected a file a-h and a rank 1-8");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    what: &'static str,
    expected: &'static str,
}

impl ParseError {
    pub(crate) const fn new(what: &'static str, expected: &'static str) -> ParseError {
        ParseError { what, expected }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid {}: expected {}", self.what, self.expected)
    }
}

impl core::error::Error for ParseError {}
