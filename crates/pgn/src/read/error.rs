//! The error a reader returns for one game, with the place in the input it refers to.

use core::fmt;
use std::io;
use std::vec::Vec;

/// Why a game could not be read, and where.
///
/// The position points at the start of the offending token: the `{` of an unterminated comment,
/// the `(` of an unclosed variation, the move token a visitor rejected or that is no move. After
/// any error the reader skips the rest of that game, so the next call reads the next game.
///
/// An error can also lie between games ([`is_between_games`](Error::is_between_games)): bytes
/// that start no game (binary noise, a tag pair that never closes, a stray brace) are junk. The
/// reader skips the rest of their line, reports each stretch of junk once, and no game is lost
/// or numbered for it.
///
/// ```
/// use fianchetto_pgn::{Reader, Replay, Replayed};
///
/// let pgn = "1. e4 e5 *\n\n[Event \"x\n\n[Event \"b\"]\n\n1. d4 *\n";
/// let mut reader = Reader::new(pgn.as_bytes());
/// let mut replay = Replay::new(Replayed::new());
/// assert_eq!(reader.read_game(&mut replay)?.map(|game| game.plies), Some(2));
/// let junk = reader.read_game(&mut replay).expect_err("junk between the games");
/// assert!(junk.is_between_games());
/// assert_eq!(junk.to_string(), "after game 1, line 3, column 1: invalid tag pair");
/// let second = reader.read_game(&mut replay)?.expect("the next game");
/// assert_eq!(second.plies, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Error<E> {
    game: u64,
    line: u64,
    column: u64,
    between_games: bool,
    kind: ErrorKind<E>,
}

/// What went wrong; see [`Error`] for where.
#[derive(Debug)]
#[non_exhaustive]
pub enum ErrorKind<E> {
    /// Reading the underlying input failed.
    Io(io::Error),
    /// A tag pair is longer than [`Limits::max_tag_len`](crate::Limits::max_tag_len).
    TagTooLong,
    /// A comment is longer than [`Limits::max_comment_len`](crate::Limits::max_comment_len).
    CommentTooLong,
    /// Variations are nested deeper than [`Limits::max_nesting`](crate::Limits::max_nesting).
    TooDeeplyNested,
    /// A `)` without its `(`, or a `(` still open where the game ends.
    UnmatchedParenthesis,
    /// A `{` comment still open at the end of the input.
    UnterminatedComment,
    /// A tag pair that is not `[Name "value"]` on one line.
    InvalidTag,
    /// Bytes that are no PGN token (the first bytes of it, at most 32, are kept for the message).
    InvalidToken(Vec<u8>),
    /// A move-like token longer than 255 bytes.
    TokenTooLong,
    /// A move-like token that is no move: not SAN (read leniently: `0-0`, `e8Q`, `Ng1-f3`), not
    /// UCI (`e2e4`), not a null move (`--`, `Z0`, `0000`). The first bytes of it, at most 32, are
    /// kept for the message. Like a visitor's error it costs only its variation when the visitor
    /// says so ([`Visitor::variation_error`](crate::Visitor::variation_error)).
    InvalidMove(Vec<u8>),
    /// The visitor's own error.
    Visitor(E),
}

impl<E> Error<E> {
    pub(crate) fn new(game: u64, line: u64, column: u64, kind: ErrorKind<E>) -> Error<E> {
        Error {
            game,
            line,
            column,
            between_games: false,
            kind,
        }
    }

    /// For an input failure, the same error with a copy of the failure (its kind, message and
    /// its sources' messages), and the failure itself: the game it cuts short ends with the copy, and the reader returns
    /// the failure next. Any other error as it is.
    pub(crate) fn split_failure(self) -> (Error<E>, Option<io::Error>) {
        let Error {
            game,
            line,
            column,
            between_games,
            kind,
        } = self;
        let (kind, failure) = match kind {
            ErrorKind::Io(failure) => (ErrorKind::Io(copy_io(&failure)), Some(failure)),
            kind => (kind, None),
        };
        let error = Error {
            game,
            line,
            column,
            between_games,
            kind,
        };
        (error, failure)
    }

    /// The same error, found between games (see [`is_between_games`](Error::is_between_games)).
    pub(crate) fn between_games(mut self) -> Error<E> {
        self.between_games = true;
        self
    }

    /// The number of the game, counting from 1 and including games that failed; for an error
    /// between games, the number of the game after it.
    pub fn game_number(&self) -> u64 {
        self.game
    }

    /// Whether the error lies between games, in bytes that start no game: nothing of any game was
    /// lost to it, and it has no game of its own (a visitor never saw it).
    pub fn is_between_games(&self) -> bool {
        self.between_games
    }

    /// The line of the offending token, counting from 1.
    pub fn line(&self) -> u64 {
        self.line
    }

    /// The column of the offending token, in bytes, counting from 1.
    pub fn column(&self) -> u64 {
        self.column
    }

    /// What went wrong.
    pub fn kind(&self) -> &ErrorKind<E> {
        &self.kind
    }

    /// What went wrong, by value (to take out a visitor's error).
    pub fn into_kind(self) -> ErrorKind<E> {
        self.kind
    }

    /// Converts the visitor's error type, keeping the position.
    pub fn map_visitor<F>(self, f: impl FnOnce(E) -> F) -> Error<F> {
        let kind = match self.kind {
            ErrorKind::Io(e) => ErrorKind::Io(e),
            ErrorKind::TagTooLong => ErrorKind::TagTooLong,
            ErrorKind::CommentTooLong => ErrorKind::CommentTooLong,
            ErrorKind::TooDeeplyNested => ErrorKind::TooDeeplyNested,
            ErrorKind::UnmatchedParenthesis => ErrorKind::UnmatchedParenthesis,
            ErrorKind::UnterminatedComment => ErrorKind::UnterminatedComment,
            ErrorKind::InvalidTag => ErrorKind::InvalidTag,
            ErrorKind::InvalidToken(t) => ErrorKind::InvalidToken(t),
            ErrorKind::TokenTooLong => ErrorKind::TokenTooLong,
            ErrorKind::InvalidMove(t) => ErrorKind::InvalidMove(t),
            ErrorKind::Visitor(e) => ErrorKind::Visitor(f(e)),
        };
        Error {
            game: self.game,
            line: self.line,
            column: self.column,
            between_games: self.between_games,
            kind,
        }
    }
}

/// A copy of `failure`: an OS error as it is, any other as its kind and the text of it and of
/// each of its sources (an error that carries another cannot be cloned).
fn copy_io(failure: &io::Error) -> io::Error {
    match failure.raw_os_error() {
        Some(code) => io::Error::from_raw_os_error(code),
        None => io::Error::new(failure.kind(), CopiedText::of(failure)),
    }
}

/// The text of an error and of its sources, copied.
#[derive(Debug)]
struct CopiedText {
    text: std::string::String,
    source: Option<std::boxed::Box<CopiedText>>,
}

impl CopiedText {
    fn of(error: &dyn core::error::Error) -> CopiedText {
        CopiedText {
            text: std::string::ToString::to_string(error),
            source: error.source().map(|source| CopiedText::of(source).into()),
        }
    }
}

impl fmt::Display for CopiedText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// Its source is the copy of the copied error's source, as the copied error's was.
impl core::error::Error for CopiedText {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        self.source
            .as_deref()
            .map(|source| source as &(dyn core::error::Error + 'static))
    }
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl<E: fmt::Display> fmt::Debug for Error<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fianchetto_movegen::debug_message(f, "Error", self)
    }
}

impl<E: fmt::Display> fmt::Display for Error<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.between_games, self.game) {
            (false, game) => write!(f, "game {game}, ")?,
            (true, 0 | 1) => f.write_str("before the first game, ")?,
            (true, next) => write!(f, "after game {}, ", next - 1)?,
        }
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.kind
        )
    }
}

impl<E: fmt::Display> fmt::Display for ErrorKind<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::Io(e) => write!(f, "read failed: {e}"),
            ErrorKind::TagTooLong => f.write_str("tag pair too long"),
            ErrorKind::CommentTooLong => f.write_str("comment too long"),
            ErrorKind::TooDeeplyNested => f.write_str("variations nested too deeply"),
            ErrorKind::UnmatchedParenthesis => f.write_str("unmatched parenthesis"),
            ErrorKind::UnterminatedComment => f.write_str("unterminated comment"),
            ErrorKind::InvalidTag => f.write_str("invalid tag pair"),
            ErrorKind::InvalidToken(t) => write!(f, "invalid token \"{}\"", t.escape_ascii()),
            ErrorKind::TokenTooLong => f.write_str("token too long"),
            ErrorKind::InvalidMove(t) => write!(f, "invalid move \"{}\"", t.escape_ascii()),
            ErrorKind::Visitor(e) => e.fmt(f),
        }
    }
}

/// The message already holds the text of the input failure or visitor error, so `source` skips
/// it and goes on to that error's own source, as [`io::Error`] does for the error it carries.
impl<E: core::error::Error + 'static> core::error::Error for Error<E> {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match &self.kind {
            ErrorKind::Io(e) => core::error::Error::source(e),
            ErrorKind::Visitor(e) => e.source(),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use core::error::Error as _;
    use std::string::{String, ToString};

    use super::*;

    /// An error with a source of its own, whose text it does not show.
    #[derive(Debug)]
    struct Outer(io::Error);

    impl fmt::Display for Outer {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("the visitor gave up")
        }
    }

    impl core::error::Error for Outer {
        fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
            Some(&self.0)
        }
    }

    /// The texts of `err`'s sources, outermost first.
    fn sources(err: &dyn core::error::Error) -> std::vec::Vec<String> {
        core::iter::successors(err.source(), |&e| e.source())
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn a_visitor_error_is_shown_and_its_source_comes_next() {
        let err = Error::new(
            3,
            4,
            5,
            ErrorKind::Visitor(Outer(io::Error::other("disk gone"))),
        );
        assert_eq!(
            err.to_string(),
            "game 3, line 4, column 5: the visitor gave up"
        );
        assert_eq!(sources(&err), ["disk gone"]);
    }

    #[test]
    fn an_input_failure_is_shown_and_not_repeated_as_the_source() {
        let plain: Error<Outer> = Error::new(1, 2, 3, ErrorKind::Io(io::Error::other("cut short")));
        assert_eq!(
            plain.to_string(),
            "game 1, line 2, column 3: read failed: cut short"
        );
        assert!(plain.source().is_none());
        // An input failure that carries an error with a source: the chain goes on there.
        let carried = io::Error::other(Outer(io::Error::other("disk gone")));
        let deep: Error<Outer> = Error::new(1, 2, 3, ErrorKind::Io(carried));
        assert_eq!(
            deep.to_string(),
            "game 1, line 2, column 3: read failed: the visitor gave up"
        );
        assert_eq!(sources(&deep), ["disk gone"]);
    }

    /// The game cut short by an input failure ends with a copy of it, and the reader returns the
    /// failure next: both keep its kind, its text and its source.
    #[test]
    fn a_split_failure_keeps_its_source_in_both_halves() {
        let carried = io::Error::new(
            io::ErrorKind::ConnectionReset,
            Outer(io::Error::other("disk gone")),
        );
        let err: Error<Outer> = Error::new(4, 5, 6, ErrorKind::Io(carried));
        let (game_error, failure) = err.split_failure();
        let failure = failure.expect("an input failure");
        assert_eq!(
            game_error.to_string(),
            "game 4, line 5, column 6: read failed: the visitor gave up"
        );
        assert_eq!(sources(&game_error), ["disk gone"]);
        let ErrorKind::Io(copy) = game_error.kind() else {
            panic!("an input failure: {game_error}");
        };
        assert_eq!(copy.kind(), io::ErrorKind::ConnectionReset);
        assert_eq!(failure.kind(), io::ErrorKind::ConnectionReset);
        assert_eq!(failure.to_string(), "the visitor gave up");
        assert_eq!(sources(&failure), ["disk gone"]);
    }

    #[test]
    fn an_os_failure_splits_into_two_os_errors() {
        let err: Error<Outer> = Error::new(1, 1, 1, ErrorKind::Io(io::Error::from_raw_os_error(2)));
        let (game_error, failure) = err.split_failure();
        let failure = failure.expect("an input failure");
        let ErrorKind::Io(copy) = game_error.kind() else {
            panic!("an input failure: {game_error}");
        };
        assert_eq!(copy.raw_os_error(), Some(2));
        assert_eq!(failure.raw_os_error(), Some(2));
        assert!(game_error.source().is_none());
    }

    #[test]
    fn the_reader_s_own_errors_have_no_source() {
        let err: Error<Outer> = Error::new(1, 1, 1, ErrorKind::UnterminatedComment);
        assert!(err.source().is_none());
    }
}
