//! [`SetupError`]: why a position type could not set up a game's start from its rules and FEN
//! ([`Notation::from_variant_fen`](crate::Notation::from_variant_fen)).

use alloc::string::String;
use core::fmt;

use crate::Variant;
use crate::fen::ParseFenError;

/// Why [`Notation::from_variant_fen`](crate::Notation::from_variant_fen) could not set up a
/// position: the position type does not play the variant, the text is not FEN of it, or the
/// FEN is no legal position of it.
///
/// ```
/// use fianchetto_notation::movegen::{CastlingMode, Position};
/// use fianchetto_notation::{Notation, SetupError, Variant};
///
/// let err = Position::from_variant_fen("8/8/8/8/8/8/8/8", Variant::Atomic, CastlingMode::Standard);
/// assert_eq!(err, Err(SetupError::UnsupportedVariant(Variant::Atomic)));
/// let err = Position::from_variant_fen("8/8/8/8/8/8/8/8", Variant::Chess, CastlingMode::Standard);
/// assert!(matches!(err, Err(SetupError::IllegalPosition(_))));
/// assert_eq!(err.unwrap_err().to_string(), "illegal position: missing king");
/// ```
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SetupError {
    /// The position type does not play this variant (a `Position` plays standard chess and
    /// Chess960 only).
    UnsupportedVariant(Variant),
    /// The text is not FEN of the variant.
    Fen(ParseFenError),
    /// The FEN is not a legal position of the variant, for these reasons: the message of the
    /// position error's kinds (standard chess's and the variants' kinds are different types).
    IllegalPosition(String),
}

/// One line, the message with the type's name: what `main` returning this error prints.
impl fmt::Debug for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fianchetto_movegen::debug_message(f, "SetupError", self)
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::UnsupportedVariant(variant) => {
                write!(f, "unsupported variant: {}", variant.pgn_name())
            }
            SetupError::Fen(err) => fmt::Display::fmt(err, f),
            SetupError::IllegalPosition(reasons) => write!(f, "illegal position: {reasons}"),
        }
    }
}

impl core::error::Error for SetupError {}

impl From<ParseFenError> for SetupError {
    fn from(err: ParseFenError) -> SetupError {
        SetupError::Fen(err)
    }
}
