//! Errors of SAN: text that is not SAN ([`ParseSanError`]) and SAN that names no single legal move
//! ([`SanError`]).

use core::fmt;

use super::San;

/// The most bytes of the offending text a [`ParseSanError`] keeps (it does not allocate).
const KEPT: usize = 16;

/// Text is not SAN (in the lenient or the strict grammar, as asked).
///
/// ```
/// use fianchetto_notation::san::San;
///
/// let err = San::from_ascii(b"Nz3").unwrap_err();
/// assert_eq!(err.to_string(), r#"invalid san: "Nz3""#);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ParseSanError {
    bytes: [u8; KEPT],
    len: u8,
    truncated: bool,
}

impl ParseSanError {
    pub(crate) fn new(text: &[u8]) -> ParseSanError {
        let len = text.len().min(KEPT);
        let mut bytes = [0; KEPT];
        bytes[..len].copy_from_slice(&text[..len]);
        ParseSanError {
            bytes,
            len: len as u8, // at most KEPT
            truncated: text.len() > KEPT,
        }
    }

    /// The offending text (its first 16 bytes).
    pub fn text(&self) -> &[u8] {
        &self.bytes[..usize::from(self.len)]
    }
}

impl fmt::Display for ParseSanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid san: \"{}", self.text().escape_ascii())?;
        if self.truncated {
            f.write_str("...")?;
        }
        f.write_str("\"")
    }
}

impl fmt::Debug for ParseSanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParseSanError")
            .field("text", &format_args!("\"{}\"", self.text().escape_ascii()))
            .field("truncated", &self.truncated)
            .finish()
    }
}

impl core::error::Error for ParseSanError {}

/// SAN that does not name exactly one legal move of the position.
///
/// ```
/// use fianchetto_notation::Notation;
/// use fianchetto_notation::san::{San, SanError};
/// use fianchetto_notation::movegen::Position;
///
/// let san: San = "Nd2".parse()?;
/// let err = Position::new().resolve_san(&san).unwrap_err();
/// assert!(matches!(err, SanError::IllegalSan { .. }));
/// assert_eq!(err.to_string(), "illegal san: Nd2");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SanError {
    /// No legal move matches (this includes the null move `--`, which is not a
    /// [`Move`](fianchetto_movegen::Move)), or, for the strict resolution, the SAN is not the
    /// canonical SAN of the move it names.
    IllegalSan {
        /// The SAN.
        san: San,
    },
    /// More than one legal move matches: the SAN lacks a needed disambiguation.
    AmbiguousSan {
        /// The SAN.
        san: San,
    },
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl fmt::Debug for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fianchetto_movegen::debug_message(f, "SanError", self)
    }
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::IllegalSan { san } => write!(f, "illegal san: {san}"),
            SanError::AmbiguousSan { san } => write!(f, "ambiguous san: {san}"),
        }
    }
}

impl core::error::Error for SanError {}
