//! [`GameError`]: what broke a game or one of its variations, kept with what was read of it.

use core::any::Any;
use core::fmt;
use std::string::{String, ToString};

use crate::{Error, ErrorKind, ReplayError, ReplayErrorKind};

/// Why a game, or one of its variations, stops early, and where: an illegal, ambiguous or
/// unreadable move, or input the reader could not read. Kept with the moves before it, as
/// python-chess keeps `game.errors`, by [`GameBuilder`](crate::GameBuilder) and
/// [`Replayed`](crate::Replayed).
///
/// [`kind`](GameError::kind) sorts the error without reading its message, and
/// [`in_variation`](GameError::in_variation) says whether it cost a variation or ended the
/// mainline.
///
/// ```
/// use fianchetto_pgn::{GameBuilder, GameErrorKind, Reader};
///
/// let pgn = "1. e4 e5 (1... Ke6) 2. Ke3 Nc6 *";
/// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
/// assert_eq!(game.mainline.len(), 2);
/// let [side, main] = &game.errors[..] else { panic!("two errors: {:?}", game.errors) };
/// assert_eq!((side.kind, side.in_variation), (GameErrorKind::IllegalMove, true));
/// assert_eq!((main.kind, main.in_variation), (GameErrorKind::IllegalMove, false));
/// assert_eq!((main.line, main.column), (1, 24));
/// assert!(main.message.starts_with("illegal move \"Ke3\""), "{main}");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameError {
    /// The number of the game in the input, counting from 1.
    pub game: u64,
    /// The line of the offending token, counting from 1.
    pub line: u64,
    /// The column of the offending token, in bytes, counting from 1.
    pub column: u64,
    /// What went wrong, sorted.
    pub kind: GameErrorKind,
    /// Whether the error is inside a variation, which it cut short
    /// ([`Visitor::variation_error`](crate::Visitor::variation_error)), rather than in the
    /// mainline, which it ended.
    pub in_variation: bool,
    /// What went wrong, as [`Error`]'s message says it.
    pub message: String,
}

/// What kind of error a [`GameError`] is.
///
/// The reader's own errors ([`ErrorKind`]) and a [`ReplayError`]'s kinds
/// ([`ReplayErrorKind`]) each map to one; a visitor's error of another type is
/// [`Other`](GameErrorKind::Other).
///
/// ```
/// use fianchetto_pgn::{GameErrorKind, Limits, Reader, Replay, Replayed};
///
/// let pgn = "1. e4 { a comment longer than the limit } e5 *";
/// let limits = Limits { max_comment_len: 8, ..Limits::DEFAULT };
/// let mut reader = Reader::new(pgn.as_bytes()).with_limits(limits);
/// let game = reader.read_game(&mut Replay::new(Replayed::new()))?.expect("a game");
/// let error = game.error.expect("the comment breaks the game");
/// assert_eq!(error.kind, GameErrorKind::LimitExceeded);
/// assert_eq!(error.message, "comment too long");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum GameErrorKind {
    /// Text that is not PGN: an unmatched parenthesis, an unterminated comment, a tag pair that
    /// is not `[Name "value"]`, bytes that are no token.
    Syntax,
    /// A move-like token that is no move ([`ErrorKind::InvalidMove`]).
    InvalidMove,
    /// A move that is not legal in its position.
    IllegalMove,
    /// SAN that matches more than one legal move.
    AmbiguousMove,
    /// A `FEN` tag that is not FEN.
    InvalidFen,
    /// A `FEN` tag whose position is not legal.
    InvalidPosition,
    /// A `Variant` tag naming a variant that cannot be replayed.
    UnsupportedVariant,
    /// Something longer or deeper than the reader keeps: a tag pair, comment or token too long,
    /// variations nested too deeply ([`Limits`](crate::Limits)).
    LimitExceeded,
    /// Reading the input failed (a disk error, a compressed file cut short).
    Input,
    /// A visitor's own error, of a type other than [`ReplayError`].
    Other,
}

impl From<ReplayErrorKind> for GameErrorKind {
    /// The kind of game error a [`ReplayError`] of this kind is.
    ///
    /// ```
    /// use fianchetto_pgn::{GameErrorKind, ReplayErrorKind};
    ///
    /// assert_eq!(GameErrorKind::from(ReplayErrorKind::AmbiguousMove), GameErrorKind::AmbiguousMove);
    /// ```
    fn from(kind: ReplayErrorKind) -> GameErrorKind {
        match kind {
            ReplayErrorKind::IllegalMove => GameErrorKind::IllegalMove,
            ReplayErrorKind::AmbiguousMove => GameErrorKind::AmbiguousMove,
            ReplayErrorKind::InvalidFen => GameErrorKind::InvalidFen,
            ReplayErrorKind::InvalidPosition => GameErrorKind::InvalidPosition,
            ReplayErrorKind::UnsupportedVariant => GameErrorKind::UnsupportedVariant,
        }
    }
}

impl GameErrorKind {
    /// The kind of a reader's error; a visitor's error is sorted by its kind when it is a
    /// [`ReplayError`], and is [`Other`](GameErrorKind::Other) otherwise.
    fn of<E: 'static>(kind: &ErrorKind<E>) -> GameErrorKind {
        match kind {
            ErrorKind::Io(_) => GameErrorKind::Input,
            ErrorKind::TagTooLong
            | ErrorKind::CommentTooLong
            | ErrorKind::TooDeeplyNested
            | ErrorKind::TokenTooLong => GameErrorKind::LimitExceeded,
            ErrorKind::UnmatchedParenthesis
            | ErrorKind::UnterminatedComment
            | ErrorKind::InvalidTag
            | ErrorKind::InvalidToken(_) => GameErrorKind::Syntax,
            ErrorKind::InvalidMove(_) => GameErrorKind::InvalidMove,
            ErrorKind::Visitor(error) => match (error as &dyn Any).downcast_ref::<ReplayError>() {
                Some(replay) => replay.kind().into(),
                None => GameErrorKind::Other,
            },
        }
    }
}

impl<E: fmt::Display + 'static> From<&Error<E>> for GameError {
    /// The error as it breaks the mainline; for one inside a variation set
    /// [`in_variation`](GameError::in_variation). A [`ReplayError`] gives its kind, any other
    /// visitor error is [`Other`](GameErrorKind::Other).
    ///
    /// ```
    /// use fianchetto_pgn::movegen::Position;
    /// use fianchetto_pgn::{GameError, GameErrorKind, MainlineVisitor, Reader, Replay};
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
    /// let mut reader = Reader::new(&b"1. e4 e5 2. Ke3 *"[..]);
    /// let err = reader.read_game(&mut Replay::new(Plies)).unwrap_err();
    /// let error = GameError::from(&err);
    /// assert_eq!((error.kind, error.in_variation), (GameErrorKind::IllegalMove, false));
    /// assert_eq!(error.to_string(), err.to_string());
    /// // As `Visitor::variation_error` would keep it:
    /// let side = GameError { in_variation: true, ..error };
    /// assert_eq!(side.kind, GameErrorKind::IllegalMove);
    /// ```
    fn from(error: &Error<E>) -> GameError {
        GameError {
            game: error.game_number(),
            line: error.line(),
            column: error.column(),
            kind: GameErrorKind::of(error.kind()),
            in_variation: false,
            message: error.kind().to_string(),
        }
    }
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl fmt::Debug for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fianchetto_movegen::debug_message(f, "GameError", self)
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}, line {}, column {}: {}",
            self.game, self.line, self.column, self.message
        )
    }
}

impl core::error::Error for GameError {}

#[cfg(test)]
mod tests {
    use std::io::{self, BufReader, Read};
    use std::vec::Vec;

    use super::*;
    use crate::{GameBuilder, Limits, Reader};

    /// The errors [`GameBuilder`] keeps for the first game of `pgn`: kind, in a variation,
    /// message.
    fn errors(pgn: impl io::BufRead, limits: Limits) -> Vec<(GameErrorKind, bool, String)> {
        let game = Reader::from_buf_read(pgn)
            .with_limits(limits)
            .read_game(&mut GameBuilder::new())
            .expect("the game is kept")
            .expect("a game");
        game.errors
            .into_iter()
            .map(|error| (error.kind, error.in_variation, error.message))
            .collect()
    }

    #[test]
    fn each_kind_of_error_is_sorted_and_placed() {
        use GameErrorKind::*;
        let tight = Limits {
            max_comment_len: 8,
            max_nesting: 1,
            ..Limits::DEFAULT
        };
        #[rustfmt::skip]
        let cases: &[(&str, Limits, GameErrorKind, bool, &str)] = &[
            ("1. e4 e5 2. Ke3 *", Limits::DEFAULT, IllegalMove, false, "illegal move \"Ke3\" in"),
            ("1. e4 (1. Ke2) e5 *", Limits::DEFAULT, IllegalMove, true, "illegal move \"Ke2\" in"),
            ("1. Nf3 d5 2. d3 (2. d4 e6 3. Nd2) e5 *", Limits::DEFAULT, AmbiguousMove, true,
             "ambiguous move \"Nd2\" in"),
            ("1. e4 e5 2. xyz *", Limits::DEFAULT, InvalidMove, false, "invalid move \"xyz\""),
            ("1. e4 (1. xyz) e5 *", Limits::DEFAULT, InvalidMove, true, "invalid move \"xyz\""),
            ("[FEN \"not a fen\"]\n\n1. e4 *", Limits::DEFAULT, InvalidFen, false,
             "invalid fen \"not a fen\""),
            ("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *", Limits::DEFAULT, InvalidPosition,
             false, "illegal position in fen"),
            ("[Variant \"Atomic\"]\n\n1. e4 *", Limits::DEFAULT, UnsupportedVariant, false,
             "unsupported variant \"Atomic\""),
            ("1. e4 e5 ) 2. Nf3 *", Limits::DEFAULT, Syntax, false, "unmatched parenthesis"),
            ("1. e4 e5 { open\n", Limits::DEFAULT, Syntax, false, "unterminated comment"),
            ("1. e4 e5 ] 2. Nf3 *", Limits::DEFAULT, Syntax, false, "invalid token \"]\""),
            ("1. e4 { a long comment } e5 *", tight, LimitExceeded, false, "comment too long"),
            ("1. e4 (1. d4 (1. c4)) e5 *", tight, LimitExceeded, false,
             "variations nested too deeply"),
        ];
        for &(pgn, limits, kind, in_variation, message) in cases {
            let found = errors(pgn.as_bytes(), limits);
            assert_eq!(found.len(), 1, "{pgn:?}: {found:?}");
            let (found_kind, found_in_variation, found_message) = &found[0];
            assert_eq!(
                (*found_kind, *found_in_variation),
                (kind, in_variation),
                "{pgn:?}: {found_message}"
            );
            assert!(
                found_message.starts_with(message),
                "{pgn:?}: {found_message}"
            );
        }
    }

    /// Input that ends in a read error after its bytes.
    struct Failing(&'static [u8]);

    impl Read for Failing {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.0.is_empty() {
                return Err(io::Error::other("disk gone"));
            }
            let n = buf.len().min(self.0.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    #[test]
    fn an_input_failure_is_sorted_as_input() {
        let found = errors(BufReader::new(Failing(b"1. e4 e5 2. Nf3")), Limits::DEFAULT);
        assert_eq!(
            found,
            [(GameErrorKind::Input, false, "read failed: disk gone".into())]
        );
    }

    #[test]
    fn a_visitor_error_of_another_type_is_other() {
        let error = Error::new(2, 3, 4, ErrorKind::Visitor("out of paper"));
        let kept = GameError::from(&error);
        assert_eq!(
            (kept.kind, kept.in_variation),
            (GameErrorKind::Other, false)
        );
        assert_eq!(kept.to_string(), "game 2, line 3, column 4: out of paper");
        assert_eq!(kept.to_string(), error.to_string());
    }
}
