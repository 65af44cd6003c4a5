//! [`VariantFenError`]: FEN that is not a legal variant position, either not FEN of the variant
//! or not a position its rules allow.

use core::fmt;

use fianchetto_movegen::fen_core::{FenField, FenSyntaxError, ParseFenErrorKind};
use fianchetto_notation::fen::ParseFenError;

use crate::VariantPositionError;

/// FEN text that is not a legal variant position: either not FEN of the variant, or FEN of a
/// position its rules do not allow. The shape of notation's
/// [`FenError`](fianchetto_notation::fen::FenError).
///
/// ```
/// use fianchetto_variant::{Variant, VariantFenError, VariantPosition};
///
/// let err = VariantPosition::from_fen("8/8/8/8/8/8/8/8 w - - 9+9 0 1", Variant::ThreeCheck)
///     .unwrap_err();
/// assert!(matches!(err, VariantFenError::Parse(_)));
/// assert_eq!(
///     err.to_string(),
///     "invalid fen: remaining checks \"9+9\": \
///      expected a count from 0 to 3 for White and for Black, joined by '+'"
/// );
/// let err = VariantPosition::from_fen("8/8/8/8/8/8/8/8 w - - 0 1", Variant::Atomic).unwrap_err();
/// assert!(matches!(err, VariantFenError::Position(_)));
/// ```
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum VariantFenError {
    /// The text is not FEN of the variant.
    Parse(ParseFenError),
    /// The FEN is not a legal position of the variant.
    Position(VariantPositionError),
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl fmt::Debug for VariantFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fianchetto_movegen::debug_message(f, "VariantFenError", self)
    }
}

impl fmt::Display for VariantFenError {
    /// The inner error's message.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantFenError::Parse(err) => fmt::Display::fmt(err, f),
            VariantFenError::Position(err) => fmt::Display::fmt(err, f),
        }
    }
}

/// The message is the inner error's, so `source` is that error's own source (none today), not
/// the inner error again.
impl core::error::Error for VariantFenError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            VariantFenError::Parse(err) => err.source(),
            VariantFenError::Position(err) => err.source(),
        }
    }
}

impl From<ParseFenError> for VariantFenError {
    fn from(err: ParseFenError) -> VariantFenError {
        VariantFenError::Parse(err)
    }
}

impl From<VariantPositionError> for VariantFenError {
    fn from(err: VariantPositionError) -> VariantFenError {
        VariantFenError::Position(err)
    }
}

/// A syntax error in `field`, for the field readers (`board`, `checks`).
pub(super) fn error(field: FenField, kind: ParseFenErrorKind, text: &[u8]) -> FenSyntaxError<'_> {
    FenSyntaxError { field, kind, text }
}
