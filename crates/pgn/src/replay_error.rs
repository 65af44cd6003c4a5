//! The error of a visitor that plays a game's moves: a move or start position it cannot play.

use std::boxed::Box;
use std::format;
use std::string::{String, ToString};

use core::fmt;

use fianchetto_movegen::{EnPassantMode, Position};

use fianchetto_notation::fen::Fen;
use fianchetto_notation::san::San;

/// A move or start position that a replaying visitor ([`Replay`](super::Replay),
/// [`GameBuilder`](super::GameBuilder)) cannot play.
///
/// The reader wraps it in an [`Error`](super::Error) that adds the game number, line and column
/// of the offending token (for a start position: where the movetext begins). The message names
/// the offending text and, for a move, the position as FEN.
///
/// ```
/// use fianchetto_pgn::movegen::Position;
/// use fianchetto_pgn::{ErrorKind, MainlineVisitor, Reader, Replay, ReplayErrorKind};
///
/// /// Counts plies; a broken game is an error, as `end_game_with_error` is not overridden.
/// struct Plies;
///
/// impl MainlineVisitor for Plies {
///     type Output = u32;
///     fn end_game(&mut self, _: &Position, plies: u32) -> u32 {
///         plies
///     }
/// }
///
/// let mut reader = Reader::new(&b"1. e4 e5 2. Ke3 *\n"[..]);
/// let err = reader.read_game(&mut Replay::new(Plies)).unwrap_err();
/// assert_eq!((err.game_number(), err.line(), err.column()), (1, 1, 13));
/// let ErrorKind::Visitor(err) = err.kind() else { panic!() };
/// assert_eq!(err.kind(), ReplayErrorKind::IllegalMove);
/// assert_eq!(
///     err.to_string(),
///     "illegal move \"Ke3\" in \"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\""
/// );
/// ```
#[derive(Clone)]
pub struct ReplayError(Box<Inner>);

#[derive(Clone)]
struct Inner {
    kind: ReplayErrorKind,
    /// The offending text: the move token, the FEN or the variant.
    text: String,
    /// The position a move could not be played in.
    position: Option<Position>,
    /// Why a FEN's position is illegal.
    detail: Option<String>,
}

/// What a [`ReplayError`] is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ReplayErrorKind {
    /// A move that is not legal in the position (or a null move while in check).
    IllegalMove,
    /// SAN that matches more than one legal move.
    AmbiguousMove,
    /// A `FEN` tag that is not FEN.
    InvalidFen,
    /// A `FEN` tag whose position is not legal.
    InvalidPosition,
    /// A `Variant` tag naming a variant other than standard chess and Chess960.
    UnsupportedVariant,
}

impl ReplayError {
    fn new(kind: ReplayErrorKind, text: &[u8], position: Option<&Position>) -> ReplayError {
        ReplayError(Box::new(Inner {
            kind,
            text: String::from_utf8_lossy(text).into_owned(),
            position: position.copied(),
            detail: None,
        }))
    }

    #[cold]
    pub(crate) fn illegal_move(san: San, pos: &Position) -> ReplayError {
        let text = san.to_string();
        ReplayError::new(ReplayErrorKind::IllegalMove, text.as_bytes(), Some(pos))
    }

    #[cold]
    pub(crate) fn ambiguous_move(san: San, pos: &Position) -> ReplayError {
        let text = san.to_string();
        ReplayError::new(ReplayErrorKind::AmbiguousMove, text.as_bytes(), Some(pos))
    }

    #[cold]
    pub(crate) fn invalid_fen(fen: &[u8]) -> ReplayError {
        ReplayError::new(ReplayErrorKind::InvalidFen, fen, None)
    }

    /// `legal_in_chess960`: the FEN would be a legal Chess960 position, so the message
    /// suggests the tag that says so.
    #[cold]
    pub(crate) fn invalid_position(
        fen: &[u8],
        why: &dyn fmt::Display,
        legal_in_chess960: bool,
    ) -> ReplayError {
        let mut err = ReplayError::new(ReplayErrorKind::InvalidPosition, fen, None);
        err.0.detail = Some(if legal_in_chess960 {
            format!("{why} (for a chess960 position add [Variant \"Chess960\"])")
        } else {
            why.to_string()
        });
        err
    }

    #[cold]
    pub(crate) fn unsupported_variant(variant: &str) -> ReplayError {
        ReplayError::new(
            ReplayErrorKind::UnsupportedVariant,
            variant.as_bytes(),
            None,
        )
    }

    /// What went wrong.
    pub fn kind(&self) -> ReplayErrorKind {
        self.0.kind
    }

    /// The offending text: the move token, the `FEN` tag or the `Variant` tag.
    pub fn text(&self) -> &str {
        &self.0.text
    }

    /// The position in which a move could not be played.
    pub fn position(&self) -> Option<&Position> {
        self.0.position.as_ref()
    }
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.0.text.escape_debug();
        match self.0.kind {
            ReplayErrorKind::IllegalMove => write!(f, "illegal move \"{text}\"")?,
            ReplayErrorKind::AmbiguousMove => write!(f, "ambiguous move \"{text}\"")?,
            ReplayErrorKind::InvalidFen => write!(f, "invalid fen \"{text}\"")?,
            ReplayErrorKind::InvalidPosition => write!(f, "illegal position in fen \"{text}\"")?,
            ReplayErrorKind::UnsupportedVariant => write!(f, "unsupported variant \"{text}\"")?,
        }
        if let Some(pos) = &self.0.position {
            write!(
                f,
                " in \"{}\"",
                Fen::from_position(pos, EnPassantMode::Legal)
            )?;
        }
        if let Some(detail) = &self.0.detail {
            write!(f, ": {detail}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ReplayError")
            .field("kind", &self.0.kind)
            .field("text", &self.0.text)
            .field("detail", &self.0.detail)
            .finish_non_exhaustive()
    }
}

impl core::error::Error for ReplayError {}
