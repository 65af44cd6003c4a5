//! A game's text as tokens, each with its text as written, for a caller that interprets PGN
//! itself (a binding that drives visitors of its own), read as python-chess reads it: the
//! crate's lexer delimits the tokens, and what python-chess passes over is handed out as
//! [`RawToken::Skipped`] rather than refused.

use super::lexer::{self, LexContext, Mode};
use super::token::{LexError, Lexed, Token};
use super::words::Words;
use crate::Limits;

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

/// Where the tokens are read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Section {
    Tags,
    Movetext,
}

/// The tokens of a game's text, as an iterator of [`RawToken`]s.
///
/// Reading never fails: whatever python-chess would pass over is a [`RawToken::Skipped`], and a
/// comment that never closes runs to the end of the text. Nothing is checked beyond the shapes
/// of the tokens (moves are not parsed; parentheses need not balance).
///
/// ```
/// use fianchetto_pgn::{RawToken, RawTokens};
///
/// let game = b"[White \"Kasparov\"]\n[Black \"Deep Blue\"]\n\n1. Nf3 d5 1-0\n";
/// let tokens: Vec<_> = RawTokens::new(game).collect();
/// assert_eq!(tokens[0], RawToken::Tag { name: b"White", value: b"Kasparov" });
/// assert_eq!(tokens[3], RawToken::Move(b"Nf3"));
/// assert_eq!(tokens.last(), Some(&RawToken::Result(b"1-0")));
/// ```
#[derive(Debug, Clone)]
pub struct RawTokens<'a> {
    text: &'a [u8],
    at: usize,
    section: Section,
    /// The rest of a word of the movetext, being split into tokens.
    word: Words<'a>,
    cx: LexContext,
}

/// No bound on a comment: the caller holds the whole text already.
const UNBOUNDED: Limits = Limits {
    max_tag_len: usize::MAX,
    max_comment_len: usize::MAX,
    max_nesting: usize::MAX,
};

impl<'a> RawTokens<'a> {
    /// The tokens of a whole game: the lines starting with `[` that come first are its tag
    /// section (blank lines between them allowed), the rest is its movetext.
    ///
    /// ```
    /// use fianchetto_pgn::{RawToken, RawTokens};
    ///
    /// let tokens: Vec<_> = RawTokens::new(b"[Event \"?\"]\n[Round]\n\n*").collect();
    /// assert_eq!(tokens, [
    ///     RawToken::Tag { name: b"Event", value: b"?" },
    ///     RawToken::Skipped(b"[Round]"),
    ///     RawToken::Result(b"*"),
    /// ]);
    /// ```
    pub fn new(text: &'a [u8]) -> RawTokens<'a> {
        RawTokens {
            section: Section::Tags,
            ..RawTokens::movetext(text)
        }
    }

    /// The tokens of movetext alone: a `[` there is no tag but junk.
    ///
    /// ```
    /// use fianchetto_pgn::{RawToken, RawTokens};
    ///
    /// let tokens: Vec<_> = RawTokens::movetext(b"% a note\n1.e4 ; a comment\n").collect();
    /// assert_eq!(tokens, [
    ///     RawToken::Escape(b" a note"),
    ///     RawToken::Skipped(b"1."),
    ///     RawToken::Move(b"e4"),
    ///     RawToken::LineComment(b" a comment"),
    /// ]);
    /// ```
    pub fn movetext(text: &'a [u8]) -> RawTokens<'a> {
        RawTokens {
            text,
            at: 0,
            section: Section::Movetext,
            word: Words::new(&[]),
            cx: LexContext::new(UNBOUNDED, true).at_eof(true),
        }
    }

    /// Whether the next byte starts a line.
    fn at_line_start(&self) -> bool {
        self.at == 0 || self.text[self.at - 1] == b'\n'
    }

    /// The line starting at the next byte, without its line break; the read moves past it.
    fn take_line(&mut self) -> &'a [u8] {
        let rest = &self.text[self.at..];
        let len = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        self.at += len;
        let line = &rest[..len];
        line.strip_suffix(b"\r").unwrap_or(line)
    }

    /// The next token of the movetext, which starts at the next byte (not whitespace).
    fn movetext_token(&mut self) -> Option<RawToken<'a>> {
        let rest = &self.text[self.at..];
        if rest[0] == b'%' && self.at_line_start() {
            return Some(RawToken::Escape(&self.take_line()[1..]));
        }
        let (token, len) = match lexer::lex(rest, Mode::Movetext, &self.cx) {
            Lexed::Token(Token::Comment { text, .. }, len) => (RawToken::Comment(text), len),
            Lexed::Token(Token::LineComment(text), len) => (RawToken::LineComment(text), len),
            Lexed::Token(Token::Open, len) => (RawToken::Open, len),
            Lexed::Token(Token::Close, len) => (RawToken::Close, len),
            Lexed::Error(LexError::UnterminatedComment) => {
                (RawToken::Comment(&rest[1..]), rest.len())
            }
            // Moves, results, move numbers and NAGs are words that python-chess reads its own
            // way; so is whatever the lexer refuses, or takes for a zero-length mark (`[`).
            lexed => {
                let len = match lexed {
                    Lexed::Token(_, len) | Lexed::Error(LexError::InvalidToken(len)) => len,
                    _ => word_len(rest),
                };
                let word = &rest[..len.max(1).min(rest.len())];
                self.at += word.len();
                self.word = Words::new(word);
                return self.word.next();
            }
        };
        self.at += len;
        Some(token)
    }
}

/// Whether a `{` comment is still open at the end of `line`, given whether one was open at its
/// start: what a reader that takes a game's movetext line by line needs to know, since a blank
/// line ends the movetext only outside a comment. A `;` outside braces hides the rest of the
/// line.
///
/// ```
/// use fianchetto_pgn::comment_open_after;
///
/// assert!(comment_open_after(b"1. e4 { a long", false));
/// assert!(!comment_open_after(b"comment } e5 {x} ; {", true));
/// assert!(comment_open_after(b"", true));
/// ```
pub fn comment_open_after(line: &[u8], mut open: bool) -> bool {
    let mut rest = line;
    loop {
        let next = if open {
            rest.iter().position(|&b| b == b'}')
        } else {
            rest.iter().position(|&b| b == b'{' || b == b';')
        };
        match next {
            Some(at) if open || rest[at] == b'{' => {
                open = !open;
                rest = &rest[at + 1..];
            }
            _ => return open,
        }
    }
}

/// The length of the word at the start of `rest`: the bytes up to whitespace or a byte that
/// starts a token of its own.
fn word_len(rest: &[u8]) -> usize {
    rest.iter()
        .position(|&b| lexer::is_ws(b) || b"{}();[".contains(&b))
        .unwrap_or(rest.len())
}

/// python-chess's tag line, `[Name "value"]` and blanks to the end of the line, where the
/// value runs to the last quote: its name and value.
///
/// The line's rule, not the lexer's: the lexer ends a tag at its first `]`, and python-chess
/// reads a line such as `[Event "a"] [Site "b"]` as one tag whose value is `a"] [Site "b`.
fn tag_pair(line: &[u8]) -> Option<(&[u8], &[u8])> {
    let mut end = line.len();
    while let Some(len) = space_before(&line[..end]) {
        end -= len;
    }
    let rest = line[..end].strip_prefix(b"[")?;
    let name_ok = |b: &u8| b.is_ascii_alphanumeric() || b"_+#=:-".contains(b);
    let name_len = rest.iter().position(|b| !name_ok(b)).unwrap_or(rest.len());
    if !rest.first().is_some_and(u8::is_ascii_alphanumeric) {
        return None;
    }
    let (name, mut rest) = rest.split_at(name_len);
    let mut blanks = 0;
    while let Some(len) = space_after(rest) {
        rest = &rest[len..];
        blanks += 1;
    }
    let value = rest.strip_prefix(b"\"")?.strip_suffix(b"\"]")?;
    (blanks > 0).then_some((name, value))
}

/// Whether `c` is whitespace to Python (`str.isspace`, which python-chess's patterns use):
/// Unicode's, and the separators U+001C to U+001F.
fn is_python_space(c: char) -> bool {
    c.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&c)
}

/// The length of the whitespace character that starts `bytes`, if one does.
fn space_after(bytes: &[u8]) -> Option<usize> {
    let len = bytes.len().min(3);
    (1..=len).find_map(|len| {
        let c = std::str::from_utf8(&bytes[..len]).ok()?.chars().next()?;
        is_python_space(c).then_some(len)
    })
}

/// The length of the whitespace character that ends `bytes`, if one does.
fn space_before(bytes: &[u8]) -> Option<usize> {
    let len = bytes.len().min(3);
    (1..=len).find_map(|len| {
        let mut chars = std::str::from_utf8(&bytes[bytes.len() - len..])
            .ok()?
            .chars();
        let c = chars.next()?;
        (chars.next().is_none() && is_python_space(c)).then_some(len)
    })
}

impl<'a> Iterator for RawTokens<'a> {
    type Item = RawToken<'a>;

    fn next(&mut self) -> Option<RawToken<'a>> {
        if let Some(token) = self.word.next() {
            return Some(token);
        }
        let rest = &self.text[self.at..];
        self.at += rest
            .iter()
            .position(|&b| !lexer::is_ws(b))
            .unwrap_or(rest.len());
        if self.at == self.text.len() {
            return None;
        }
        if self.section == Section::Tags {
            if self.text[self.at] == b'[' && self.at_line_start() {
                let line = self.take_line();
                return Some(match tag_pair(line) {
                    Some((name, value)) => RawToken::Tag { name, value },
                    None => RawToken::Skipped(line),
                });
            }
            self.section = Section::Movetext;
        }
        self.movetext_token()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<RawToken<'_>> {
        RawTokens::movetext(text.as_bytes()).collect()
    }

    #[test]
    fn tag_lines_are_read_as_python_chess_reads_them() {
        assert_eq!(
            tag_pair(b"[Event \"a\"] [Site \"b\"]  \r"),
            Some((&b"Event"[..], &b"a\"] [Site \"b"[..]))
        );
        assert_eq!(
            tag_pair(b"[Site \"C:\\Games\\\"]"),
            Some((&b"Site"[..], &b"C:\\Games\\"[..]))
        );
        assert_eq!(
            tag_pair(b"[Time:Control \"\"]"),
            Some((&b"Time:Control"[..], &b""[..]))
        );
        let spaced = "[Event\u{a0}\"a\"]\u{3000}\r\n";
        assert_eq!(
            tag_pair(spaced.as_bytes()),
            Some((&b"Event"[..], &b"a"[..]))
        );
        assert_eq!(tag_pair(b"[Event \xa0\"a\"]"), None);
        assert_eq!(tag_pair(b"[E \"a\"] b"), None);
        assert_eq!(tag_pair(b"[Event\"a\"]"), None);
        assert_eq!(tag_pair(b"[Event \"a\" ]"), None);
        assert_eq!(tag_pair(b"[_Event \"a\"]"), None);
        assert_eq!(tag_pair(b"[Event \"]"), None);
    }

    #[test]
    fn a_game_s_tags_come_before_its_movetext() {
        let game = "[A \"1\"]\n\n[B \"2\"]\n1. e4 [C \"3\"]\n";
        let read: Vec<_> = RawTokens::new(game.as_bytes()).collect();
        assert_eq!(
            read,
            [
                RawToken::Tag {
                    name: b"A",
                    value: b"1"
                },
                RawToken::Tag {
                    name: b"B",
                    value: b"2"
                },
                RawToken::Skipped(b"1."),
                RawToken::Move(b"e4"),
                RawToken::Skipped(b"["),
                RawToken::Skipped(b"C"),
                RawToken::Skipped(b"\""),
                RawToken::Skipped(b"3"),
                RawToken::Skipped(b"\""),
                RawToken::Skipped(b"]"),
            ]
        );
    }

    #[test]
    fn comments_variations_and_results() {
        assert_eq!(
            tokens("e4 { a } ( d4 ) ) 1/2-1/2 {open"),
            [
                RawToken::Move(b"e4"),
                RawToken::Comment(b" a "),
                RawToken::Open,
                RawToken::Move(b"d4"),
                RawToken::Close,
                RawToken::Close,
                RawToken::Result(b"1/2-1/2"),
                RawToken::Comment(b"open"),
            ]
        );
    }

    #[test]
    fn junk_is_skipped_and_moves_in_it_are_found() {
        assert_eq!(
            tokens("e4 ½-½ +- } exd6e.p. e5$2!!!"),
            [
                RawToken::Move(b"e4"),
                RawToken::Skipped("½-½".as_bytes()),
                RawToken::Skipped(b"+-"),
                RawToken::Skipped(b"}"),
                RawToken::Move(b"exd6"),
                // Skipped runs are split where the lexer splits them.
                RawToken::Skipped(b"e"),
                RawToken::Skipped(b"."),
                RawToken::Skipped(b"p"),
                RawToken::Skipped(b"."),
                RawToken::Move(b"e5"),
                RawToken::Nag(b"2"),
                RawToken::Annotation(b"!!"),
                RawToken::Annotation(b"!"),
            ]
        );
        let long = "z".repeat(300);
        assert_eq!(tokens(&long), [RawToken::Skipped(long.as_bytes())]);
    }

    #[test]
    fn escapes_only_start_a_line() {
        assert_eq!(
            tokens("e4 %x\r\n%y\n"),
            [
                RawToken::Move(b"e4"),
                RawToken::Skipped(b"%"),
                RawToken::Skipped(b"x"),
                RawToken::Escape(b"y"),
            ]
        );
    }
}
