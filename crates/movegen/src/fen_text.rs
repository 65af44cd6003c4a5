//! A [`Position`] as FEN text and back: [`Position::from_fen`], `str::parse`, `Display`, and
//! their errors [`FenError`] and [`ParseFenError`], owned without allocating (the field's text
//! is kept in the error, cut after [`MAX_TEXT`] bytes), so this `no_std` crate can have them.

use core::fmt;
use core::str::FromStr;

use crate::fen_core::{
    FenField, FenSyntaxError, MAX_TEXT, ParseFenErrorKind, PositionFen, ReadFenError,
    read_position, write_message,
};
use crate::{EnPassantMode, Position, PositionError};

/// FEN or EPD text could not be read: names the field, its text and what is wrong.
///
/// ```
/// use fianchetto_movegen::{FenField, ParseFenErrorKind, Position, FenError};
///
/// let Err(FenError::Parse(err)) = Position::from_fen("8/8/8/8/8/8/8/8 w KQxq - 0 1") else {
///     panic!("not FEN");
/// };
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
    /// The field's first [`MAX_TEXT`] bytes as UTF-8 (`U+FFFD` for bytes that are not), then
    /// `...` if there were more: `text[..len]`.
    text: [u8; TEXT_ROOM],
    len: u8,
    epd: bool,
}

/// Room for [`MAX_TEXT`] bytes and `...`, with some to spare for `U+FFFD`s (three bytes each,
/// for one invalid byte or more); text that does not fit is cut, as a longer field is.
const TEXT_ROOM: usize = MAX_TEXT + 16;
const _: () = assert!(TEXT_ROOM <= u8::MAX as usize);

impl ParseFenError {
    /// The error for `field`, whose text is `text`. Not part of the API: for
    /// `fianchetto-notation`'s EPD reader.
    #[doc(hidden)]
    pub fn new(field: FenField, kind: ParseFenErrorKind, text: &[u8]) -> ParseFenError {
        let mut kept = Kept {
            bytes: [0; TEXT_ROOM],
            len: 0,
        };
        let head = &text[..text.len().min(MAX_TEXT)];
        let mut cut = head.len() < text.len();
        'chunks: for chunk in head.utf8_chunks() {
            for c in chunk.valid().chars() {
                if !kept.push(c) {
                    cut = true;
                    break 'chunks;
                }
            }
            if !chunk.invalid().is_empty() && !kept.push(char::REPLACEMENT_CHARACTER) {
                cut = true;
                break;
            }
        }
        if cut {
            kept.len = kept.len.min(TEXT_ROOM - 3);
            // Back to a character boundary before the dots, should they not fit after it.
            while core::str::from_utf8(&kept.bytes[..kept.len]).is_err() {
                kept.len -= 1;
            }
            for &dot in b"..." {
                kept.bytes[kept.len] = dot;
                kept.len += 1;
            }
        }
        ParseFenError {
            field,
            kind,
            text: kept.bytes,
            len: u8::try_from(kept.len).unwrap_or(u8::MAX),
            epd: false,
        }
    }

    /// The same error, said of EPD. Not part of the API: for `fianchetto-notation`'s EPD reader.
    #[doc(hidden)]
    #[must_use]
    pub fn in_epd(mut self) -> ParseFenError {
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

    /// The text of the field (empty when it is missing), cut after 80 bytes and then marked
    /// with `...`, bytes that are not UTF-8 as `U+FFFD`.
    pub fn text(&self) -> &str {
        core::str::from_utf8(&self.text[..usize::from(self.len)]).unwrap_or_default()
    }
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl fmt::Debug for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::debug_message(f, "ParseFenError", self)
    }
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = if self.epd { "epd" } else { "fen" };
        write_message(f, what, self.field, self.kind, &self.text())
    }
}

impl core::error::Error for ParseFenError {}

/// The bytes [`ParseFenError::new`] keeps, filled a character at a time.
struct Kept {
    bytes: [u8; TEXT_ROOM],
    len: usize,
}

impl Kept {
    /// Appends `c` if it fits.
    fn push(&mut self, c: char) -> bool {
        let end = self.len + c.len_utf8();
        match self.bytes.get_mut(self.len..end) {
            Some(room) => {
                c.encode_utf8(room);
                self.len = end;
                true
            }
            None => false,
        }
    }
}

impl From<FenSyntaxError<'_>> for ParseFenError {
    fn from(err: FenSyntaxError<'_>) -> ParseFenError {
        ParseFenError::new(err.field, err.kind, err.text)
    }
}

/// A FEN could not be turned into a [`Position`]: either the text is not FEN, or it describes
/// an illegal position.
///
/// ```
/// use fianchetto_movegen::{FenError, Position};
///
/// assert!(matches!(Position::from_fen("8/8/8 w - - 0 1"), Err(FenError::Parse(_))));
/// assert!(matches!(Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1"), Err(FenError::Position(_))));
/// ```
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
        crate::debug_message(f, "FenError", self)
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

impl Position {
    /// Reads a position from FEN (relaxed: only the board is required, missing fields take
    /// `w - - 0 1`), in the castling mode the text says: Chess960 when the castling field names
    /// a rook by its file (Shredder-FEN `HAha`, or X-FEN's letter for an inner rook) or when
    /// only Chess960 accepts the rights (`KQkq` with the king on `b1`, say), standard chess
    /// otherwise. So `Position::from_fen(&pos.to_string())` gives back a position equal to
    /// `pos` with the same clocks (a Chess960 position that standard chess accepts too, such as
    /// position 518 or one without castling rights, reads as standard: it plays the same moves).
    /// `text.parse::<Position>()` says the same; `fianchetto-notation`'s `fen::parse_position`
    /// insists on one castling mode.
    ///
    /// ```
    /// use fianchetto_movegen::{CastlingMode, Position};
    ///
    /// let pos = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// assert_eq!((pos, pos.castling_mode()), (Position::new(), CastlingMode::Standard));
    /// let pos: Position = "nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w GBgb - 0 1".parse()?;
    /// assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
    /// assert!(Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").is_err());
    /// # Ok::<(), fianchetto_movegen::FenError>(())
    /// ```
    ///
    /// # Errors
    /// [`FenError::Parse`] for text that is not FEN, [`FenError::Position`] for a position
    /// neither mode accepts (standard chess's reasons).
    pub fn from_fen(text: &str) -> Result<Position, FenError> {
        Ok(read_position(text)?)
    }
}

/// [`Position::from_fen`].
impl FromStr for Position {
    type Err = FenError;

    fn from_str(text: &str) -> Result<Position, FenError> {
        Position::from_fen(text)
    }
}

/// The position as FEN, the one form every position type writes (`fianchetto-notation`'s
/// `Notation::fen`): the en passant square only when a capture there is legal, the castling
/// rights in X-FEN (`KQkq`, file letters for inner rooks) in either castling mode, as
/// python-chess's `board.fen()` writes them. Equal positions with equal clocks write equal
/// text: Chess960's position 518 is the standard start position, and writes its FEN.
///
/// ```
/// use fianchetto_movegen::{CastlingMode, Position};
///
/// let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// assert_eq!(Position::new().to_string(), start);
/// let chess960 = Position::chess960(518).expect("a number below 960");
/// assert_eq!(chess960.to_string(), start);
/// let chess960 = Position::chess960(0).expect("a number below 960");
/// assert_eq!(chess960.to_string(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
/// assert_eq!(chess960.to_string().parse::<Position>()?.castling_mode(), CastlingMode::Chess960);
/// # Ok::<(), fianchetto_movegen::FenError>(())
/// ```
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(
            &PositionFen {
                position: self,
                ep: EnPassantMode::Legal,
            },
            f,
        )
    }
}

#[cfg(test)]
mod tests {
    use core::error::Error as _;

    use super::*;
    use crate::{CastlingMode, Setup};

    extern crate std;
    use std::string::ToString;

    #[test]
    fn a_fen_error_shows_its_cause_and_does_not_repeat_it_as_its_source() {
        let parse = Position::from_fen("8/8/8 w - - 0 1").unwrap_err();
        assert_eq!(
            parse.to_string(),
            "invalid fen: board field \"8/8/8\": expected 8 ranks, found 3"
        );
        assert!(parse.source().is_none());
        let position = FenError::from(
            Position::from_setup(Setup::empty(), CastlingMode::Standard).unwrap_err(),
        );
        assert!(position.to_string().contains("king"), "{position}");
        assert!(position.source().is_none());
    }

    #[test]
    fn a_long_field_is_cut_after_80_bytes_and_bad_utf8_is_shown_replaced() {
        let long = [b'x'; 100];
        let err = ParseFenError::new(FenField::Board, ParseFenErrorKind::InvalidNumber, &long);
        assert_eq!(err.text().len(), MAX_TEXT + 3);
        assert!(err.text().ends_with("xxx..."));
        assert!(
            err.to_string().ends_with("xxx...\": expected a number"),
            "{err}"
        );
        let exact = ParseFenError::new(FenField::Board, ParseFenErrorKind::Missing, &long[..80]);
        assert_eq!(exact.text().len(), MAX_TEXT);
        let bad = ParseFenError::new(FenField::Turn, ParseFenErrorKind::InvalidNumber, b"w\xffb");
        assert_eq!(bad.text(), "w\u{fffd}b");
        assert!(bad.to_string().contains("\"w\u{fffd}b\""), "{bad}");
        // Invalid bytes only: three bytes of U+FFFD each, cut where they no longer fit, on a
        // character boundary.
        let err = ParseFenError::new(
            FenField::Board,
            ParseFenErrorKind::InvalidNumber,
            &[0xff; 80],
        );
        assert!(err.text().ends_with("\u{fffd}..."), "{}", err.text());
        // Every length, with a multi-byte character cut anywhere: no panic, and the message is
        // the borrowed error's (which the parsers return) wherever the text fits.
        for len in 0..=120 {
            let text: std::vec::Vec<u8> = "ab\u{e9}\u{2603}".bytes().cycle().take(len).collect();
            let borrowed = FenSyntaxError {
                field: FenField::Castling,
                kind: ParseFenErrorKind::InvalidSquare,
                text: &text,
            };
            let owned = ParseFenError::from(borrowed);
            assert!(owned.text().len() <= TEXT_ROOM, "{len}");
            assert_eq!(owned.to_string(), borrowed.to_string(), "{len}");
        }
    }

    #[test]
    fn equal_positions_write_one_fen_and_read_back_equal() {
        let chess960 = Position::chess960(518).expect("a start position");
        assert_eq!(chess960.to_string(), Position::new().to_string());
        let again: Position = chess960.to_string().parse().expect("FEN");
        assert!(again.eq_with_clocks(&chess960));
        for number in [0, 100, 959] {
            let pos = Position::chess960(number).expect("a start position");
            let again: Position = pos.to_string().parse().expect("FEN");
            assert!(again.eq_with_clocks(&pos), "{number}");
            assert_eq!(again.castling_mode(), CastlingMode::Chess960, "{number}");
        }
    }
}
