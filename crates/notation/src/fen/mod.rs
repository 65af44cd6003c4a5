//! Forsyth-Edwards Notation: [`Fen`] reads and writes a whole [`Setup`], [`BoardFen`] the piece
//! placement alone.
//!
//! A FEN has six fields: board, side to move, castling rights, en passant square, halfmove clock
//! and fullmove number, as in `rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1`.
//!
//! # Reading
//! [`Fen::from_ascii`] (and `str::parse`) is relaxed, as users expect: only the board is required
//! and missing trailing fields take their defaults (`w - - 0 1`), fields may be separated by runs of
//! white space or by `_`, leading and trailing white space is ignored, and a fullmove number of 0
//! reads as 1. [`Fen::from_ascii_strict`] accepts six fields separated by single spaces only.
//!
//! The castling field may be standard (`KQkq`), X-FEN (`K`/`Q` for the outermost rook on that
//! side of the king, a file letter for an inner rook) or Shredder-FEN (`HAha`, file letters only).
//!
//! # Writing
//! [`Fen`]'s `Display` writes canonical FEN: `KQkq`-style letters where they are unambiguous,
//! file letters for Chess960 rooks that need them (X-FEN). [`Fen::from_position`] takes an
//! [`EnPassantMode`]: with [`EnPassantMode::Legal`] (as python-chess does) the en passant square is
//! written only when a legal en passant capture exists.
//!
//! A [`Fen`] is a [`Setup`], which has no castling mode, so its X-FEN does not say Chess960:
//! position 518 is `KQkq`, as in standard chess, and is read back as Chess960 only by a reader
//! told so ([`parse_position`] with [`CastlingMode::Chess960`]). The one-call
//! [`PositionExt::fen`](crate::PositionExt::fen) (`pos.fen()`) knows the position's mode and
//! writes a Chess960 position's castling rights in Shredder-FEN (`HAha`), which
//! [`PositionExt::from_fen`](crate::PositionExt::from_fen) reads back as Chess960; both use the
//! one FEN writer here.
//!
//! ```
//! use fianchetto_notation::fen::{self, Fen};
//! use fianchetto_notation::movegen::{CastlingMode, EnPassantMode, Position};
//!
//! let pos = fen::parse_position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", CastlingMode::Standard)?;
//! assert_eq!(pos.legal_moves().len(), 26);
//!
//! // Relaxed reading: the board alone is a FEN.
//! let fen: Fen = "8/8/8/4k3/8/8/8/4K3".parse()?;
//! assert_eq!(fen.to_string(), "8/8/8/4k3/8/8/8/4K3 w - - 0 1");
//!
//! assert_eq!(
//!     Fen::from_position(&Position::new(), EnPassantMode::Legal).to_string(),
//!     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod board;
mod castling;
mod error;
mod fields;
mod position;
#[cfg(feature = "serde")]
pub mod serde_position;

use core::fmt;
use core::num::NonZeroU32;
use core::str::FromStr;

use fianchetto_movegen::{
    CastlingMode, Color, EnPassantMode, Position, PositionError, Setup, Square,
};

pub use self::board::BoardFen;
pub use self::error::{FenError, FenField, ParseFenError, ParseFenErrorKind};

pub(crate) use self::board::{parse_board, write_board};
pub(crate) use self::castling::{CastlingStyle, parse_castling, write_castling_in};
pub(crate) use self::fields::Fields;
pub(crate) use self::position::{PositionFen, read_position};

/// A position as FEN text: a [`Setup`] (unvalidated) that parses from and displays as FEN.
///
/// ```
/// use fianchetto_notation::fen::Fen;
/// use fianchetto_notation::movegen::{CastlingMode, Color};
///
/// let fen = Fen::from_ascii(b"4k3/8/8/8/8/8/8/4K2R w K - 0 1")?;
/// assert_eq!(fen.0.turn, Color::White);
/// let pos = fen.into_position(CastlingMode::Standard)?;
/// assert_eq!(pos.legal_moves().len(), 15);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Fen(pub Setup);

impl Fen {
    /// The empty board, White to move.
    pub const fn empty() -> Fen {
        Fen(Setup::empty())
    }

    /// The starting position.
    pub const fn initial() -> Fen {
        Fen(Setup::initial())
    }

    /// Parses FEN leniently (see the [module docs](self)): only the board is required.
    ///
    /// # Errors
    /// [`ParseFenError`], naming the first field that could not be read.
    pub fn from_ascii(text: &[u8]) -> Result<Fen, ParseFenError> {
        parse(text, false)
    }

    /// Parses FEN in its canonical form: six fields separated by single spaces, a fullmove number
    /// of at least 1, no two digits in a row on the board, castling rights at most two per color
    /// with White's first.
    ///
    /// ```
    /// use fianchetto_notation::fen::{Fen, FenField, ParseFenErrorKind};
    ///
    /// assert!(Fen::from_ascii_strict(b"8/8/8/8/8/8/8/K6k w - - 0 1").is_ok());
    /// let err = Fen::from_ascii_strict(b"8/8/8/8/8/8/8/K6k w - -").unwrap_err();
    /// assert_eq!((err.field(), err.kind()), (FenField::Halfmoves, ParseFenErrorKind::Missing));
    /// ```
    ///
    /// # Errors
    /// [`ParseFenError`], naming the first field that could not be read.
    pub fn from_ascii_strict(text: &[u8]) -> Result<Fen, ParseFenError> {
        parse(text, true)
    }

    /// The FEN of a position. `ep` decides when the en passant square is written:
    /// [`EnPassantMode::Legal`] is the usual choice, and `pos.fen()`
    /// ([`PositionExt::fen`](crate::PositionExt::fen)) makes it in one call. Castling rights are
    /// X-FEN, which does not say Chess960 (see the [module docs](self)); `pos.fen()` does.
    ///
    /// ```
    /// use fianchetto_notation::fen::Fen;
    /// use fianchetto_notation::movegen::{EnPassantMode, Position};
    ///
    /// let fen = Fen::from_position(&Position::new(), EnPassantMode::Legal);
    /// assert_eq!(fen.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// ```
    pub fn from_position(pos: &Position, ep: EnPassantMode) -> Fen {
        Fen(pos.to_setup(ep))
    }

    /// Validates the setup as a position of `mode` (standard chess or Chess960).
    ///
    /// # Errors
    /// [`PositionError`] when the position is not legal.
    pub fn into_position(self, mode: CastlingMode) -> Result<Position, PositionError> {
        Position::from_setup(self.0, mode)
    }

    /// The setup.
    pub fn as_setup(&self) -> &Setup {
        &self.0
    }

    /// The setup, by value.
    pub fn into_setup(self) -> Setup {
        self.0
    }
}

impl Default for Fen {
    /// The starting position.
    fn default() -> Fen {
        Fen::initial()
    }
}

impl From<Setup> for Fen {
    fn from(setup: Setup) -> Fen {
        Fen(setup)
    }
}

impl From<Fen> for Setup {
    fn from(fen: Fen) -> Setup {
        fen.0
    }
}

impl FromStr for Fen {
    type Err = ParseFenError;

    /// As [`Fen::from_ascii`].
    fn from_str(s: &str) -> Result<Fen, ParseFenError> {
        Fen::from_ascii(s.as_bytes())
    }
}

impl fmt::Display for Fen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_fen(f, &self.0, CastlingStyle::XFen)
    }
}

/// Parses FEN (relaxed by default) and validates the position in one step.
///
/// ```
/// use fianchetto_notation::fen::{self, FenError};
/// use fianchetto_notation::movegen::CastlingMode;
///
/// assert!(fen::parse_position("4k3/8/8/8/8/8/8/4K3 w - - 0 1", CastlingMode::Standard).is_ok());
/// // Parses, but Black (not to move) is in check.
/// let err = fen::parse_position("4k2R/8/8/8/8/8/8/4K3 w - - 0 1", CastlingMode::Standard);
/// assert!(matches!(err, Err(FenError::Position(_))));
/// let err = fen::parse_position("4k3/8/8/8/8/8/8/4K3 x - - 0 1", CastlingMode::Standard);
/// assert!(matches!(err, Err(FenError::Parse(_))));
/// ```
///
/// # Errors
/// [`FenError::Parse`] for text that is not FEN, [`FenError::Position`] for an illegal position.
pub fn parse_position(text: &str, mode: CastlingMode) -> Result<Position, FenError> {
    Ok(Fen::from_ascii(text.as_bytes())?.into_position(mode)?)
}

/// Parses a FEN record.
fn parse(text: &[u8], strict: bool) -> Result<Fen, ParseFenError> {
    let mut fields = Fields::new(text, strict);
    let mut setup = parse_first_fields(&mut fields, strict, strict)?;

    if let Some(halfmoves) = next_field(&mut fields, FenField::Halfmoves, strict)? {
        setup.halfmoves = parse_number(halfmoves, FenField::Halfmoves)?;
    }
    if let Some(fullmoves) = next_field(&mut fields, FenField::Fullmoves, strict)? {
        let n = parse_number(fullmoves, FenField::Fullmoves)?;
        setup.fullmoves = match NonZeroU32::new(n) {
            Some(n) => n,
            None if !strict => NonZeroU32::MIN,
            None => {
                return Err(ParseFenError::new(
                    FenField::Fullmoves,
                    ParseFenErrorKind::ZeroFullmoves,
                    fullmoves,
                ));
            }
        };
    }
    fields.finish()?;
    Ok(Fen(setup))
}

/// The next field: required in strict mode, optional in relaxed mode.
fn next_field<'a>(
    fields: &mut Fields<'a>,
    field: FenField,
    strict: bool,
) -> Result<Option<&'a [u8]>, ParseFenError> {
    if strict {
        fields.require(field).map(Some)
    } else {
        fields.next(field)
    }
}

/// Parses the four fields FEN and EPD share: board, turn, castling, en passant. The clocks are
/// left at 0 and 1. With `required`, missing fields are errors; otherwise they default. `strict`
/// rejects non-canonical boards and castling fields.
pub(crate) fn parse_first_fields(
    fields: &mut Fields<'_>,
    required: bool,
    strict: bool,
) -> Result<Setup, ParseFenError> {
    let mut setup = Setup::empty();
    let board = fields.require(FenField::Board)?;
    setup.board = parse_board(board, strict)?;

    if let Some(turn) = next_field(fields, FenField::Turn, required)? {
        setup.turn = match turn {
            b"w" => Color::White,
            b"b" => Color::Black,
            _ => {
                let c = turn
                    .iter()
                    .copied()
                    .find(|&c| c != b'w' && c != b'b')
                    .unwrap_or(turn.get(1).copied().unwrap_or(b'w'));
                return Err(ParseFenError::new(
                    FenField::Turn,
                    ParseFenErrorKind::UnexpectedChar(char::from(c)),
                    turn,
                ));
            }
        };
    }
    if let Some(castling) = next_field(fields, FenField::Castling, required)? {
        setup.castling_rights = parse_castling(castling, &setup.board, strict)?;
    }
    if let Some(ep) = next_field(fields, FenField::EnPassant, required)? {
        setup.ep_square = match ep {
            b"-" => None,
            _ => Some(Square::from_ascii(ep).ok_or_else(|| {
                ParseFenError::new(FenField::EnPassant, ParseFenErrorKind::InvalidSquare, ep)
            })?),
        };
    }
    Ok(setup)
}

/// Writes the six fields of a FEN, the castling rights in `style`: the one FEN writer, for
/// [`Fen`], [`PositionExt::fen`](crate::PositionExt::fen) and `serde_position`.
pub(crate) fn write_fen(
    f: &mut impl fmt::Write,
    setup: &Setup,
    style: CastlingStyle,
) -> fmt::Result {
    write_first_fields(f, setup, style)?;
    write!(f, " {} {}", setup.halfmoves, setup.fullmoves)
}

/// Writes the four fields FEN and EPD share.
pub(crate) fn write_first_fields(
    f: &mut impl fmt::Write,
    setup: &Setup,
    style: CastlingStyle,
) -> fmt::Result {
    write_board(f, &setup.board)?;
    f.write_char(' ')?;
    f.write_char(setup.turn.char())?;
    f.write_char(' ')?;
    write_castling_in(f, &setup.board, setup.castling_rights, style)?;
    match setup.ep_square {
        Some(square) => write!(f, " {square}"),
        None => f.write_str(" -"),
    }
}

/// Parses a decimal `u32` of ASCII digits only.
pub(crate) fn parse_number(text: &[u8], field: FenField) -> Result<u32, ParseFenError> {
    let error = || ParseFenError::new(field, ParseFenErrorKind::InvalidNumber, text);
    if text.is_empty() {
        return Err(error());
    }
    text.iter().try_fold(0u32, |n, &b| {
        if b.is_ascii_digit() {
            n.checked_mul(10)
                .and_then(|n| n.checked_add(u32::from(b - b'0')))
                .ok_or_else(error)
        } else {
            Err(error())
        }
    })
}
