//! What can be wrong with FEN text: the [`FenField`] and the [`ParseFenErrorKind`], held with the
//! field's text by [`FenSyntaxError`] (borrowed, so no allocation) and, with the position's
//! errors, by [`ReadFenError`].

use core::fmt;

use crate::{PositionError, Rank};

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
    /// Crazyhouse: the pieces in hand, `[QRnp]` after the board or a ninth rank `.../Qrnp`.
    Pockets,
    /// Three-check: the checks each side has yet to give, `3+3`, a field before the clocks.
    RemainingChecks,
    /// Three-check as lichess writes it: the checks each side has given, `+0+0`, after the
    /// clocks.
    ChecksGiven,
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
            FenField::Pockets => "pockets",
            FenField::RemainingChecks => "remaining checks",
            FenField::ChecksGiven => "checks given",
        })
    }
}

/// What is wrong with a field (the `kind` of `fianchetto-notation`'s `ParseFenError`).
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
    /// Crazyhouse pockets opened by `[` and not closed by `]` at the end of the board field.
    UnclosedPockets,
    /// More than 255 pieces of one kind in a pocket.
    TooManyPieces,
    /// Three-check: not a count from 0 to 3 for each side, joined by `+` (`3+3`, or `+0+0`
    /// as lichess writes the checks given).
    InvalidChecks,
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
            ParseFenErrorKind::UnclosedPockets => f.write_str("expected ']' after the pockets"),
            ParseFenErrorKind::TooManyPieces => {
                f.write_str("expected at most 255 pieces of one kind")
            }
            ParseFenErrorKind::InvalidChecks => {
                f.write_str("expected a count from 0 to 3 for White and for Black, joined by '+'")
            }
        }
    }
}

/// The longest field text an error shows; longer text is cut and marked with `...`.
pub const MAX_TEXT: usize = 80;

/// Writes the message of a FEN (`what` = `"fen"`) or EPD (`"epd"`) syntax error:
/// `invalid fen: castling field "KQxq": unexpected character 'x'`, the field's text as `text`'s
/// `Debug` writes it. The one message format, for [`FenSyntaxError`] and the notation layer's
/// `ParseFenError`.
///
/// # Errors
/// Only the formatter's.
pub fn write_message(
    f: &mut fmt::Formatter<'_>,
    what: &str,
    field: FenField,
    kind: ParseFenErrorKind,
    text: &dyn fmt::Debug,
) -> fmt::Result {
    match kind {
        ParseFenErrorKind::Missing => write!(f, "invalid {what}: missing {field}"),
        kind => write!(f, "invalid {what}: {field} {text:?}: {kind}"),
    }
}

/// A field that could not be read, borrowed from the text: what the parsers here return, without
/// allocating. The notation layer's `ParseFenError` is its owned form.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FenSyntaxError<'a> {
    /// The field that could not be read.
    pub field: FenField,
    /// What is wrong with it.
    pub kind: ParseFenErrorKind,
    /// The text of the field, whole (empty when it is missing).
    pub text: &'a [u8],
}

impl<'a> FenSyntaxError<'a> {
    pub(crate) fn new(field: FenField, kind: ParseFenErrorKind, text: &'a [u8]) -> Self {
        FenSyntaxError { field, kind, text }
    }
}

impl fmt::Display for FenSyntaxError<'_> {
    /// As the notation layer's `ParseFenError` writes it: the text cut after [`MAX_TEXT`]
    /// bytes, invalid UTF-8 as `U+FFFD`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cut = &self.text[..self.text.len().min(MAX_TEXT)];
        let text = FieldText {
            text: cut,
            cut: cut.len() < self.text.len(),
        };
        write_message(f, "fen", self.field, self.kind, &text)
    }
}

impl core::error::Error for FenSyntaxError<'_> {}

/// A field's bytes as the `Debug` of their lossy UTF-8 string, with `...` when `cut`: what
/// `format!("{:?}", String::from_utf8_lossy(..) + "...")` writes, without the `String`.
struct FieldText<'a> {
    /// The field's first [`MAX_TEXT`] bytes at most.
    text: &'a [u8],
    /// Whether the field went on.
    cut: bool,
}

impl fmt::Debug for FieldText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write as _;
        f.write_char('"')?;
        for chunk in self.text.utf8_chunks() {
            for c in chunk.valid().chars() {
                // `str`'s `Debug` leaves single quotes alone; `char::escape_debug` does not.
                if c == '\'' {
                    f.write_char(c)?;
                } else {
                    write!(f, "{}", c.escape_debug())?;
                }
            }
            if !chunk.invalid().is_empty() {
                f.write_char(char::REPLACEMENT_CHARACTER)?;
            }
        }
        if self.cut {
            f.write_str("...")?;
        }
        f.write_char('"')
    }
}

/// FEN text that is not a legal position: either not FEN, or FEN of an illegal position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadFenError<'a> {
    /// The text is not FEN.
    Syntax(FenSyntaxError<'a>),
    /// The FEN is not a legal position.
    Position(PositionError),
}

impl fmt::Display for ReadFenError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadFenError::Syntax(err) => fmt::Display::fmt(err, f),
            ReadFenError::Position(err) => fmt::Display::fmt(err, f),
        }
    }
}

impl core::error::Error for ReadFenError<'_> {}

impl<'a> From<FenSyntaxError<'a>> for ReadFenError<'a> {
    fn from(err: FenSyntaxError<'a>) -> Self {
        ReadFenError::Syntax(err)
    }
}

impl From<PositionError> for ReadFenError<'_> {
    fn from(err: PositionError) -> Self {
        ReadFenError::Position(err)
    }
}
