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
//! Every position writes X-FEN, whatever its castling mode, so equal positions write equal
//! text: Chess960's position 518 is `KQkq`, as in standard chess, and is read back as Chess960
//! only by a reader told so ([`parse_position`] with [`CastlingMode::Chess960`]);
//! [`Position::from_fen`](fianchetto_movegen::Position::from_fen) reads Chess960 where the
//! text says so (a rook named by its file, rights only Chess960 accepts), standard chess
//! otherwise, an equal position either way.
//!
//! This module is the FEN API; the reader and writer underneath are the movegen layer's (hidden
//! from its docs), so that with the `serde` feature a `Position`, a `Setup` and a `Board`
//! serialise as the same FEN text as `pos.fen()`, a [`Fen`]
//! and a [`BoardFen`], and there is one FEN implementation.
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
mod error;

use core::fmt;
use core::str::FromStr;

use fianchetto_movegen::fen_core::{CastlingStyle, parse_fen, write_fen};
use fianchetto_movegen::{CastlingMode, EnPassantMode, Position, PositionError, Setup};

pub use self::board::BoardFen;
pub use self::error::{FenError, FenField, ParseFenError, ParseFenErrorKind};

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
        Ok(Fen(parse_fen(text, false)?))
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
        Ok(Fen(parse_fen(text, true)?))
    }

    /// The FEN of a position. `ep` decides when the en passant square is written:
    /// [`EnPassantMode::Legal`] is the usual choice, and `pos.fen()`
    /// ([`Notation::fen`](crate::Notation::fen)) makes it in one call. Castling rights are
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
