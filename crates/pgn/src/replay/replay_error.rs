//! The error of a visitor that plays a game's moves: a move or start position it cannot play.

use std::boxed::Box;
use std::format;
use std::string::{String, ToString};

use core::fmt;

use fianchetto_notation::Notation;
use fianchetto_notation::san::San;

/// A move or start position that a replaying visitor ([`Replay`](crate::Replay),
/// [`GameBuilder`](crate::GameBuilder)) cannot play.
///
/// The reader wraps it in an [`Error`](crate::Error) that adds the game number, line and column
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
    /// The FEN of the position a move could not be played in ([`Notation::fen`]), written
    /// when the error is made: the error names the position whatever its rules.
    fen: Option<String>,
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
    fn new(kind: ReplayErrorKind, text: String, fen: Option<String>) -> ReplayError {
        ReplayError(Box::new(Inner {
            kind,
            text,
            fen,
            detail: None,
        }))
    }

    /// The move `san` is not legal in `pos` (or is a null move while in check).
    ///
    /// ```
    /// use fianchetto_pgn::movegen::Position;
    /// use fianchetto_pgn::notation::san::San;
    /// use fianchetto_pgn::{ReplayError, ReplayErrorKind};
    ///
    /// let err = ReplayError::illegal_move(San::from_ascii(b"Ke2")?, &Position::new());
    /// assert_eq!(err.kind(), ReplayErrorKind::IllegalMove);
    /// assert_eq!(err.fen(), Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cold]
    pub fn illegal_move<P: Notation>(san: San, pos: &P) -> ReplayError {
        ReplayError::new(
            ReplayErrorKind::IllegalMove,
            san.to_string(),
            Some(pos.fen()),
        )
    }

    /// The move `san` names more than one legal move of `pos`.
    ///
    /// ```
    /// use fianchetto_pgn::notation::{fen, san::San};
    /// use fianchetto_pgn::movegen::CastlingMode;
    /// use fianchetto_pgn::{ReplayError, ReplayErrorKind};
    ///
    /// let pos = fen::parse_position("4k3/8/8/8/8/8/4K3/R6R w - - 0 1", CastlingMode::Standard)?;
    /// let err = ReplayError::ambiguous_move(San::from_ascii(b"Rd1")?, &pos);
    /// assert_eq!(err.to_string(), "ambiguous move \"Rd1\" in \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cold]
    pub fn ambiguous_move<P: Notation>(san: San, pos: &P) -> ReplayError {
        ReplayError::new(
            ReplayErrorKind::AmbiguousMove,
            san.to_string(),
            Some(pos.fen()),
        )
    }

    /// The `FEN` tag `fen` is not FEN.
    ///
    /// ```
    /// use fianchetto_pgn::{ReplayError, ReplayErrorKind};
    ///
    /// let err = ReplayError::invalid_fen("not a fen");
    /// assert_eq!((err.kind(), err.text()), (ReplayErrorKind::InvalidFen, "not a fen"));
    /// assert_eq!(err.to_string(), "invalid fen \"not a fen\"");
    /// ```
    #[cold]
    pub fn invalid_fen(fen: &str) -> ReplayError {
        ReplayError::new(ReplayErrorKind::InvalidFen, fen.into(), None)
    }

    /// The `FEN` tag `fen` is FEN but no legal position, because of `why`.
    /// `legal_in_chess960`: it would be a legal Chess960 position, so the message suggests the
    /// tag that says so.
    ///
    /// ```
    /// use fianchetto_pgn::{ReplayError, ReplayErrorKind};
    ///
    /// let fen = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1";
    /// let err = ReplayError::invalid_position(fen, &"invalid castling rights", true);
    /// assert_eq!(err.kind(), ReplayErrorKind::InvalidPosition);
    /// assert_eq!(
    ///     err.to_string(),
    ///     format!("illegal position in fen \"{fen}\": invalid castling rights \
    ///              (for a chess960 position add [Variant \"Chess960\"])")
    /// );
    /// ```
    #[cold]
    pub fn invalid_position(
        fen: &str,
        why: &dyn fmt::Display,
        legal_in_chess960: bool,
    ) -> ReplayError {
        let mut err = ReplayError::new(ReplayErrorKind::InvalidPosition, fen.into(), None);
        err.0.detail = Some(if legal_in_chess960 {
            format!("{why} (for a chess960 position add [Variant \"Chess960\"])")
        } else {
            why.to_string()
        });
        err
    }

    /// The `Variant` tag names `variant`, which the position type does not play.
    ///
    /// ```
    /// use fianchetto_pgn::{ReplayError, ReplayErrorKind};
    ///
    /// let err = ReplayError::unsupported_variant("Shogi");
    /// assert_eq!((err.kind(), err.text()), (ReplayErrorKind::UnsupportedVariant, "Shogi"));
    /// ```
    #[cold]
    pub fn unsupported_variant(variant: &str) -> ReplayError {
        ReplayError::new(ReplayErrorKind::UnsupportedVariant, variant.into(), None)
    }

    /// What went wrong.
    pub fn kind(&self) -> ReplayErrorKind {
        self.0.kind
    }

    /// The offending text: the move token, the `FEN` tag or the `Variant` tag.
    pub fn text(&self) -> &str {
        &self.0.text
    }

    /// The FEN of the position in which a move could not be played, as its rules write it
    /// ([`Notation::fen`]); `None` for an error in the tags.
    ///
    /// ```
    /// use fianchetto_pgn::{ErrorKind, GameBuilder, Reader};
    ///
    /// let mut reader = Reader::new(&b"1. e4 e5 2. Ke3 *\n"[..]);
    /// let game = reader.read_game(&mut GameBuilder::new())?.expect("a game, up to its error");
    /// assert!(game.errors[0].message.ends_with(
    ///     "in \"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\""
    /// ));
    ///
    /// let mut reader = Reader::new(&b"1. e4 e5 2. Ke3 *\n"[..]);
    /// let err = reader.read_game(&mut fianchetto_pgn::Replay::new(Plies)).unwrap_err();
    /// let ErrorKind::Visitor(err) = err.kind() else { panic!() };
    /// assert_eq!(err.fen(), Some("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
    /// # struct Plies;
    /// # impl fianchetto_pgn::MainlineVisitor for Plies {
    /// #     type Output = u32;
    /// #     fn end_game(&mut self, _: &fianchetto_pgn::movegen::Position, plies: u32) -> u32 {
    /// #         plies
    /// #     }
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fen(&self) -> Option<&str> {
        self.0.fen.as_deref()
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
        if let Some(fen) = &self.0.fen {
            write!(f, " in \"{fen}\"")?;
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
            .field("fen", &self.0.fen)
            .field("detail", &self.0.detail)
            .finish_non_exhaustive()
    }
}

impl core::error::Error for ReplayError {}
