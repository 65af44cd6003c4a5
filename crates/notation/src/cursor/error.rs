//! Why [`GameCursor::push_san`](super::GameCursor::push_san) or
//! [`push_uci`](super::GameCursor::push_uci) refused a move.

use core::fmt;

use crate::san::{ParseSanError, SanError};
use crate::uci::{IllegalUciMoveError, ParseUciMoveError};

/// SAN text that [`GameCursor::push_san`](super::GameCursor::push_san) could not play; the
/// cursor is then unchanged.
///
/// ```
/// use fianchetto_notation::cursor::{GameCursor, PushSanError};
///
/// let mut cursor = GameCursor::default();
/// let err = cursor.push_san("Nz3").unwrap_err();
/// assert!(matches!(err, PushSanError::Invalid(_)));
/// assert_eq!(err.to_string(), r#"invalid san: "Nz3""#);
/// assert_eq!(cursor.push_san("Ke2").unwrap_err().to_string(), "illegal san: Ke2");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum PushSanError {
    /// The text is not SAN.
    Invalid(ParseSanError),
    /// The SAN names no legal move of the current position, or more than one.
    Illegal(SanError),
}

impl From<ParseSanError> for PushSanError {
    fn from(err: ParseSanError) -> PushSanError {
        PushSanError::Invalid(err)
    }
}

impl From<SanError> for PushSanError {
    fn from(err: SanError) -> PushSanError {
        PushSanError::Illegal(err)
    }
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl fmt::Debug for PushSanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fianchetto_movegen::debug_message(f, "PushSanError", self)
    }
}

impl fmt::Display for PushSanError {
    /// The inner error's message, which names the text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PushSanError::Invalid(err) => err.fmt(f),
            PushSanError::Illegal(err) => err.fmt(f),
        }
    }
}

/// The message is the inner error's, so `source` is that error's own source (none today), not
/// the inner error again.
impl core::error::Error for PushSanError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            PushSanError::Invalid(err) => err.source(),
            PushSanError::Illegal(err) => err.source(),
        }
    }
}

/// UCI text that [`GameCursor::push_uci`](super::GameCursor::push_uci) could not play; the
/// cursor is then unchanged.
///
/// ```
/// use fianchetto_notation::cursor::{GameCursor, PushUciError};
///
/// let mut cursor = GameCursor::default();
/// let err = cursor.push_uci("e2e9").unwrap_err();
/// assert!(matches!(err, PushUciError::Invalid(_)));
/// assert_eq!(err.to_string(), r#"invalid uci move: "e2e9""#);
/// assert_eq!(cursor.push_uci("e2e5").unwrap_err().to_string(), "illegal uci move: e2e5");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum PushUciError {
    /// The text is not a UCI move.
    Invalid(ParseUciMoveError),
    /// The UCI move is not a legal move of the current position (the null move `0000` never
    /// is).
    Illegal(IllegalUciMoveError),
}

impl From<ParseUciMoveError> for PushUciError {
    fn from(err: ParseUciMoveError) -> PushUciError {
        PushUciError::Invalid(err)
    }
}

impl From<IllegalUciMoveError> for PushUciError {
    fn from(err: IllegalUciMoveError) -> PushUciError {
        PushUciError::Illegal(err)
    }
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl fmt::Debug for PushUciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fianchetto_movegen::debug_message(f, "PushUciError", self)
    }
}

impl fmt::Display for PushUciError {
    /// The inner error's message, which names the text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PushUciError::Invalid(err) => err.fmt(f),
            PushUciError::Illegal(err) => err.fmt(f),
        }
    }
}

/// The message is the inner error's, so `source` is that error's own source (none today), not
/// the inner error again.
impl core::error::Error for PushUciError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            PushUciError::Invalid(err) => err.source(),
            PushUciError::Illegal(err) => err.source(),
        }
    }
}

#[cfg(test)]
mod tests {
    use core::error::Error as _;
    use std::string::ToString;

    use crate::cursor::GameCursor;

    #[test]
    fn a_push_error_shows_its_cause_and_does_not_repeat_it_as_its_source() {
        let mut cursor = GameCursor::default();
        let invalid = cursor.push_san("Nz3").unwrap_err();
        assert_eq!(invalid.to_string(), r#"invalid san: "Nz3""#);
        assert!(invalid.source().is_none());
        let illegal = cursor.push_san("Ke2").unwrap_err();
        assert_eq!(illegal.to_string(), "illegal san: Ke2");
        assert!(illegal.source().is_none());
        let invalid = cursor.push_uci("e2e9").unwrap_err();
        assert_eq!(invalid.to_string(), r#"invalid uci move: "e2e9""#);
        assert!(invalid.source().is_none());
        let illegal = cursor.push_uci("e2e5").unwrap_err();
        assert_eq!(illegal.to_string(), "illegal uci move: e2e5");
        assert!(illegal.source().is_none());
    }
}
