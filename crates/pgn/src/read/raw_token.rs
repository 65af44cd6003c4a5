//! [`RawToken`], one token of a game's text as written: what [`super::raw_tokens`] hands out
//! and [`super::words`] cuts a word of movetext into.

/// One token of a game's text, its text borrowed from the input as written.
///
/// ```
/// use fianchetto_pgn::{RawToken, RawTokens};
///
/// let tokens: Vec<_> = RawTokens::movetext(b"1. e4 {best} e5!? (1... c5) 2. Nf3 $1 *").collect();
/// assert_eq!(tokens[1], RawToken::Move(b"e4"));
/// assert_eq!(tokens[2], RawToken::Comment(b"best"));
/// assert_eq!(tokens[4], RawToken::Annotation(b"!?"));
/// assert_eq!(tokens[5], RawToken::Open);
/// assert_eq!(tokens[11], RawToken::Nag(b"1"));
/// assert_eq!(tokens[12], RawToken::Result(b"*"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RawToken<'a> {
    /// `[Name "value"]` on a line of its own: the value runs to the last `"` before the `]`
    /// that ends the line, still escaped.
    Tag {
        /// The tag's name.
        name: &'a [u8],
        /// Its value, between the quotes, as written.
        value: &'a [u8],
    },
    /// A move as written, with its check mark but without its annotation: SAN (`Nbd7`,
    /// `e8=Q+`, `0-0`), long algebraic (`Ng1-f3`), UCI (`e2e4`), a drop (`N@f3`) or a null move
    /// (`--`, `Z0`, `0000`, `@@@@`). Its shape only: whether it is a move is for the caller.
    Move(&'a [u8]),
    /// `!`, `?`, `!!`, `??`, `!?` or `?!`, glued to a move or alone.
    Annotation(&'a [u8]),
    /// The digits of a `$12` NAG.
    Nag(&'a [u8]),
    /// The text between `{` and `}` (to the end of the input if the comment never closes).
    Comment(&'a [u8]),
    /// The text after a `;` to the end of its line.
    LineComment(&'a [u8]),
    /// The text after a `%` that starts a line, to the end of the line.
    Escape(&'a [u8]),
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    Result(&'a [u8]),
    /// What python-chess passes over: move numbers, dots, and anything that is no token, such
    /// as a line of the tag section that is no tag pair, or junk in the movetext.
    Skipped(&'a [u8]),
}
