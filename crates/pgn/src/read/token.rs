//! The tokens of PGN text, and what the lexer answers for the start of a slice: the vocabulary
//! that the lexer and its lenient readings both speak, kept apart so neither imports the other
//! for it.

use crate::GameResult;
use fianchetto_notation::san::Suffix;

/// One token; slices borrow from the lexer's input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Token<'a> {
    /// One byte of a UTF-8 byte order mark between games.
    Bom,
    /// Something other than whitespace between games: a game starts here (zero length).
    GameStart,
    /// `[Name "value"]`; the value is still escaped.
    Tag { name: &'a [u8], value: &'a [u8] },
    /// Something other than a tag in the tag section: the movetext starts here (zero length).
    MovetextStart,
    /// A `[` in the movetext: the next game starts here (zero length).
    TagStart,
    /// A move with its suffixes split off: the check mark written (`#` wins over `+`) and the
    /// annotation.
    Move {
        san: &'a [u8],
        check: Option<Suffix>,
        nag: Option<u8>,
    },
    /// `1-0`, `0-1`, `1/2-1/2`, or `*` as `None`.
    Result(Option<GameResult>),
    /// `12.` or `12...` (or bare digits).
    MoveNumber,
    /// Dots on their own, as in `12. ...`.
    Dots,
    /// A mark that says nothing where it stands: a check mark left alone (`exf6e.p.+`).
    Stray,
    /// `$12`, or a free-standing `!?`.
    Nag(u8),
    /// `{...}`: the text between the braces, which may span lines (`breaks` says whether it does,
    /// so the reader counts lines only then).
    Comment { text: &'a [u8], breaks: bool },
    /// `;...`: the text up to the end of the line.
    LineComment(&'a [u8]),
    /// `(`.
    Open,
    /// `)`.
    Close,
}

impl Token<'_> {
    /// Whether the token may contain line breaks the reader must count.
    pub(crate) fn spans_lines(&self) -> bool {
        matches!(self, Token::Comment { breaks: true, .. })
    }
}

/// Why a token is malformed; the reader adds the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LexError {
    TagTooLong,
    CommentTooLong,
    UnterminatedComment,
    InvalidTag,
    /// Bytes that are no token; the length covers the offending bytes.
    InvalidToken(usize),
    TokenTooLong,
}

/// The lexer's answer for the start of a slice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Lexed<'a> {
    /// A token and the number of bytes it takes.
    Token(Token<'a>, usize),
    /// The token runs into the end of the slice: call again with more input.
    More,
    /// The input at the start of the slice is malformed.
    Error(LexError),
}
