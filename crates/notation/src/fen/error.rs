//! Errors of FEN and EPD parsing ([`ParseFenError`]) and of turning a FEN into a position ([`FenError`]).

use alloc::string::String;
use core::fmt;

use fianchetto_movegen::PositionError;
use fianchetto_movegen::fen_core::{FenSyntaxError, MAX_TEXT, ReadFenError, write_message};

pub use fianchetto_movegen::fen_core::{FenField, ParseFenErrorKind};

/// FEN or EPD text could not be read: names the field, its text and what is wrong.
///
/// ```
/// use fianchetto_notation::fen::{Fen, FenField, ParseFenErrorKind};
///
/// let err = "8/8/8/8/8/8/8/8 w KQxq - 0 1".parse::<Fen>().unwrap_err();
/// assert_eq!(err.field(), FenField::Castling);
/// assert_eq!(err.kind(), ParseFenErrorKind::UnexpectedChar('x'));
/// assert_eq!(err.text(), "KQxq");
/// assert_eq!(
///     err.to_string(),
///     r#"invalid fen: castling field "KQxq": unexpected character 'x'"#
/// );
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct ParseFenError {
    field: FenField,
    kind: ParseFenErrorKind,
    text: String,
    epd: bool,
}

impl ParseFenError {
    pub(crate) fn new(field: FenField, kind: ParseFenErrorKind, text: &[u8]) -> ParseFenError {
        let cut = text.len().min(MAX_TEXT);
        let mut text_owned = String::from_utf8_lossy(&text[..cut]).into_owned();
        if cut < text.len() {
            text_owned.push_str("...");
        }
        ParseFenError {
            field,
            kind,
            text: text_owned,
            epd: false,
        }
    }

    pub(crate) fn in_epd(mut self) -> ParseFenError {
        self.epd = true;
        self
    }

    /// The field that could not be read.
    pub fn field(&self) -> FenField {
        self.field
    }

    /// What is wrong with it.
    pub fn kind(&self) -> ParseFenErrorKind {
        self.kind
    }

    /// The text of the field (empty when it is missing), cut after 80 bytes.
    pub fn text(&self) -> &str {
        &self.text
    }
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl fmt::Debug for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fianchetto_movegen::debug_message(f, "ParseFenError", self)
    }
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = if self.epd { "epd" } else { "fen" };
        write_message(f, what, self.field, self.kind, &self.text)
    }
}

impl core::error::Error for ParseFenError {}

impl From<FenSyntaxError<'_>> for ParseFenError {
    fn from(err: FenSyntaxError<'_>) -> ParseFenError {
        ParseFenError::new(err.field, err.kind, err.text)
    }
}

/// A FEN could not be turned into a [`Position`](fianchetto_movegen::Position): either the text is
/// not FEN, or it describes an illegal position.
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenError {
    /// The text is not valid FEN.
    Parse(ParseFenError),
    /// The FEN is valid but the position is not legal (for example, the side not to move is in
    /// check).
    Position(PositionError),
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl fmt::Debug for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fianchetto_movegen::debug_message(f, "FenError", self)
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Parse(err) => fmt::Display::fmt(err, f),
            FenError::Position(err) => fmt::Display::fmt(err, f),
        }
    }
}

/// The message is the inner error's, so `source` is that error's own source (none today), not
/// the inner error again.
impl core::error::Error for FenError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            FenError::Parse(err) => err.source(),
            FenError::Position(err) => err.source(),
        }
    }
}

impl From<ParseFenError> for FenError {
    fn from(err: ParseFenError) -> FenError {
        FenError::Parse(err)
    }
}

impl From<PositionError> for FenError {
    fn from(err: PositionError) -> FenError {
        FenError::Position(err)
    }
}

impl From<ReadFenError<'_>> for FenError {
    fn from(err: ReadFenError<'_>) -> FenError {
        match err {
            ReadFenError::Syntax(err) => FenError::Parse(err.into()),
            ReadFenError::Position(err) => FenError::Position(err),
        }
    }
}

#[cfg(test)]
mod tests {
    use core::error::Error as _;
    use std::string::ToString;

    use fianchetto_movegen::{CastlingMode, Position};

    use super::*;
    use crate::fen::Fen;

    #[test]
    fn a_fen_error_shows_its_cause_and_does_not_repeat_it_as_its_source() {
        let parse = FenError::from(Fen::from_ascii(b"8/8/8 w - - 0 1").unwrap_err());
        assert_eq!(
            parse.to_string(),
            "invalid fen: board field \"8/8/8\": expected 8 ranks, found 3"
        );
        assert!(parse.source().is_none());
        let empty = Fen::from_ascii(b"8/8/8/8/8/8/8/8 w - - 0 1").expect("FEN");
        let position = FenError::from(
            Position::from_setup(empty.into_setup(), CastlingMode::Standard).unwrap_err(),
        );
        assert!(position.to_string().contains("king"), "{position}");
        assert!(position.source().is_none());
    }
}
