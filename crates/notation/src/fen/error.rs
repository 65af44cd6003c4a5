//! Errors of FEN and EPD parsing ([`ParseFenError`]) and of turning a FEN into a position ([`FenError`]).

use alloc::string::String;
use core::fmt;

use fianchetto_movegen::{PositionError, Rank};

/// A field of a FEN or EPD record, as named in error messages.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FenField {
    /// The piece placement, such as `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR`.
    Board,
    /// The side to move, `w` or `b`.
    Turn,
    /// The castling rights, such as `KQkq`, `HAha` or `-`.
    Castling,
    /// The en passant target square, such as `e3` or `-`.
    EnPassant,
    /// The halfmove clock of the fifty-move rule.
    Halfmoves,
    /// The fullmove number, starting at 1.
    Fullmoves,
    /// Text after the last field.
    Trailing,
    /// An EPD operation, such as `bm Nf3;`.
    Operation,
}

impl fmt::Display for FenField {
    /// A lowercase name, such as `castling field`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Board => "board field",
            FenField::Turn => "turn field",
            FenField::Castling => "castling field",
            FenField::EnPassant => "en passant field",
            FenField::Halfmoves => "halfmove clock",
            FenField::Fullmoves => "fullmove number",
            FenField::Trailing => "trailing text",
            FenField::Operation => "operation",
        })
    }
}

/// What is wrong with a field (see [`ParseFenError::kind`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseFenErrorKind {
    /// The field is absent (only the board is required in relaxed mode; strict mode requires
    /// all six FEN fields, and EPD requires four).
    Missing,
    /// Strict mode: fields must be separated by exactly one space, with none before or after.
    Separator,
    /// A character that may not appear in the field.
    UnexpectedChar(char),
    /// The board does not have eight ranks; this many were found.
    RankCount(usize),
    /// A rank of the board does not have eight squares.
    RankLength {
        /// The rank, counted from White's side (the first rank of a FEN is the eighth).
        rank: Rank,
        /// How many squares its pieces and digits add up to.
        squares: u32,
    },
    /// Strict mode: two digits in a row on the board, such as `44` for `8`.
    ConsecutiveDigits,
    /// Strict mode: the same castling right twice, more than two rights for one color, or
    /// Black's rights before White's.
    CastlingOrder,
    /// Not a square name such as `e3`.
    InvalidSquare,
    /// Not a number in range.
    InvalidNumber,
    /// Strict mode: the fullmove number is 0 (relaxed mode reads it as 1).
    ZeroFullmoves,
    /// There is more text after the last field.
    TrailingText,
    /// A string operand of an EPD operation is not closed by `"`.
    UnterminatedString,
}

impl fmt::Display for ParseFenErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseFenErrorKind::Missing => f.write_str("missing"),
            ParseFenErrorKind::Separator => {
                f.write_str("fields must be separated by exactly one space")
            }
            ParseFenErrorKind::UnexpectedChar(c) => write!(f, "unexpected character {c:?}"),
            ParseFenErrorKind::RankCount(n) => write!(f, "expected 8 ranks, found {n}"),
            ParseFenErrorKind::RankLength { rank, squares } => {
                write!(f, "rank {rank} has {squares} squares instead of 8")
            }
            ParseFenErrorKind::ConsecutiveDigits => f.write_str("two digits in a row"),
            ParseFenErrorKind::CastlingOrder => f.write_str(
                "expected at most two distinct rights per color, white's before black's",
            ),
            ParseFenErrorKind::InvalidSquare => f.write_str("expected a square such as e3 or -"),
            ParseFenErrorKind::InvalidNumber => f.write_str("expected a number"),
            ParseFenErrorKind::ZeroFullmoves => f.write_str("expected a number of at least 1"),
            ParseFenErrorKind::TrailingText => f.write_str("expected nothing after the last field"),
            ParseFenErrorKind::UnterminatedString => f.write_str("unterminated string"),
        }
    }
}

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseFenError {
    field: FenField,
    kind: ParseFenErrorKind,
    text: String,
    epd: bool,
}

/// The longest field text an error keeps; longer text is cut and marked with `...`.
const MAX_TEXT: usize = 80;

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

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = if self.epd { "epd" } else { "fen" };
        match self.kind {
            ParseFenErrorKind::Missing => write!(f, "invalid {what}: missing {}", self.field),
            kind => write!(f, "invalid {what}: {} {:?}: {kind}", self.field, self.text),
        }
    }
}

impl core::error::Error for ParseFenError {}

/// A FEN could not be turned into a [`Position`](fianchetto_movegen::Position): either the text is
/// not FEN, or it describes an illegal position.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenError {
    /// The text is not valid FEN.
    Parse(ParseFenError),
    /// The FEN is valid but the position is not legal (for example, the side not to move is in
    /// check).
    Position(PositionError),
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
