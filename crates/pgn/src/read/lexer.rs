//! Splits PGN text into tokens, working on a slice that may end in the middle of one.
//!
//! The lexer is a pure function of its input so the reader can run it both on the underlying
//! reader's buffer (the fast path) and on a copy of a token that straddles two reads. When a token
//! runs into the end of the slice the lexer answers [`Lexed::More`] instead of guessing; at the
//! end of the input it never does, so the reader always makes progress. A comment searched for
//! its `}` in vain before can be lexed again without searching the same text twice
//! ([`LexContext::resuming_after`]).

use super::token::{LexError, Lexed, Token};
use super::{lenient, scan};
use crate::{GameResult, Limits};
use fianchetto_notation::san::Suffix;

/// The longest move-like token; nothing legitimate comes close, and bounding it bounds the copy
/// the reader keeps of a token that straddles two reads.
pub(crate) const MAX_TOKEN_LEN: usize = 255;

/// What the reader is looking for, which changes the meaning of `[` and of the first token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Between games: whitespace and byte order marks are skipped (the reader skips `%` and `;`
    /// lines before they reach the lexer).
    Start,
    /// In the tag section: `[` opens a tag pair, anything else starts the movetext.
    Tags,
    /// In the movetext: `[` ends the game.
    Movetext,
}

/// What the lexer knows besides the slice it lexes: the reader's settings, and what the reader
/// knows of the input around the slice.
///
/// The reader builds it once per game and lends it to every token: it holds copies of the
/// settings, so that it borrows nothing from the state that each token changes, and the hot path
/// keeps it in one place rather than assembling it for every token.
#[derive(Debug, Clone, Copy)]
pub(crate) struct LexContext {
    limits: Limits,
    /// Whether to accept what real files write beyond the standard ([`lenient`](super::lenient)),
    /// all of it on paths the standard syntax never takes.
    lenient: bool,
    /// Whether no input follows the slice, so that a token running to its end ends there
    /// instead of asking for [`Lexed::More`].
    at_eof: bool,
    /// How many bytes of text after a `{` that starts the slice are known to hold no `}`.
    searched: usize,
}

impl LexContext {
    /// Lexing under `limits`, leniently or not, a slice that more input may follow, never
    /// lexed before.
    #[inline(always)]
    pub(crate) fn new(limits: Limits, lenient: bool) -> LexContext {
        LexContext {
            limits,
            lenient,
            at_eof: false,
            searched: 0,
        }
    }

    /// The same, for a slice that runs to the end of the input if `at_eof`.
    #[inline(always)]
    pub(crate) fn at_eof(self, at_eof: bool) -> LexContext {
        LexContext { at_eof, ..self }
    }

    /// The same, for a slice lexed before and found to start with a `{` comment whose first
    /// `searched` bytes of text (or all of it, if fewer) hold no `}`: the search resumes after
    /// them.
    ///
    /// The reader keeps the text after a comment that never closes, to read the games in it
    /// again; a `{` left open in one of those would otherwise search the same text once per
    /// game.
    #[inline(always)]
    pub(crate) fn resuming_after(self, searched: usize) -> LexContext {
        LexContext { searched, ..self }
    }
}

const SYM: u8 = 2;
const DIGIT: u8 = 4;
const SUFFIX: u8 = 8;

/// Byte classes, looked up once per byte on the hot path (a `const`, so each user of the lexer
/// addresses its own copy directly rather than through another crate's symbol).
const CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        if c.is_ascii_alphanumeric() || matches!(c, b'-' | b'=' | b'/' | b'_' | b':' | b'@') {
            t[b] |= SYM;
        }
        if c.is_ascii_digit() {
            t[b] |= DIGIT;
        }
        if matches!(c, b'+' | b'#' | b'!' | b'?') {
            t[b] |= SUFFIX;
        }
        b += 1;
    }
    t
};

/// Whether `b` is whitespace between tokens.
#[inline(always)]
pub(crate) fn is_ws(b: u8) -> bool {
    // Compares rather than a table lookup: this runs between every two tokens, and printable
    // bytes leave at the first comparison.
    b <= b' ' && matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

#[inline(always)]
fn is(b: u8, class: u8) -> bool {
    CLASS[usize::from(b)] & class != 0
}

/// Lexes the token at the start of `input`, which must start with a non-whitespace byte.
#[inline(always)]
pub(crate) fn lex<'a>(input: &'a [u8], mode: Mode, cx: &LexContext) -> Lexed<'a> {
    let first = input[0];
    match mode {
        Mode::Start => match first {
            // One byte at a time, so a mark split across two reads needs no lookahead.
            0xef | 0xbb | 0xbf => Lexed::Token(Token::Bom, 1),
            _ => Lexed::Token(Token::GameStart, 0),
        },
        Mode::Tags => match first {
            b'[' => tag(input, cx),
            _ => Lexed::Token(Token::MovetextStart, 0),
        },
        Mode::Movetext => movetext(input, cx),
    }
}

#[inline(always)]
fn movetext<'a>(input: &'a [u8], cx: &LexContext) -> Lexed<'a> {
    let first = input[0];
    if is(first, SYM) {
        return symbol(input, cx);
    }
    match first {
        b'{' => brace_comment(input, cx),
        b'(' => Lexed::Token(Token::Open, 1),
        b')' => Lexed::Token(Token::Close, 1),
        b'$' => nag(input, cx),
        b'!' | b'?' => annotation(input, cx),
        b'*' => Lexed::Token(Token::Result(None), 1),
        b'.' => Lexed::Token(Token::Dots, run(input, |b| b == b'.')),
        b'[' => Lexed::Token(Token::TagStart, 0),
        b';' => to_line_end(input, cx, Token::LineComment),
        _ if cx.lenient => lenient::symbol(input, cx.at_eof),
        _ => Lexed::Error(LexError::InvalidToken(1)),
    }
}

/// The length of the run of bytes matching `pred` at the start of `input`.
#[inline(always)]
fn run(input: &[u8], pred: impl Fn(u8) -> bool) -> usize {
    input.iter().position(|&b| !pred(b)).unwrap_or(input.len())
}

/// The length of the run of symbol bytes at the start of `input`, and whether all are digits.
#[inline(always)]
fn symbol_run(input: &[u8]) -> (usize, bool) {
    // One pass for both answers: the byte classes of the run are and-ed together.
    let mut classes = DIGIT;
    let mut len = 0;
    while let Some(&b) = input.get(len) {
        let class = CLASS[usize::from(b)];
        if class & SYM == 0 {
            break;
        }
        classes &= class;
        len += 1;
    }
    (len, classes & DIGIT != 0)
}

/// A move, a move number or a result: the bytes are only told apart once the run is complete.
#[inline(always)]
fn symbol<'a>(input: &'a [u8], cx: &LexContext) -> Lexed<'a> {
    // Scanning past the limit is pointless and would let a run of letters grow the carry copy.
    let scan = &input[..input.len().min(MAX_TOKEN_LEN + 1)];
    let (core, digits) = symbol_run(scan);
    if digits && scan.get(core) == Some(&b'.') {
        // Dots split across two reads are harmless: the rest lexes as `Dots`.
        let dots = run(&input[core..], |b| b == b'.');
        return Lexed::Token(Token::MoveNumber, core + dots);
    }
    // Most moves have no suffix: they skip the loop (Reader + Replay on 2,000 games: about
    // 2.9 M of 307.9 M instructions fewer).
    let end = match scan.get(core) {
        Some(&b) if is(b, SUFFIX) => core + run(&scan[core..], |b| is(b, SUFFIX)),
        _ => core,
    };
    if end > MAX_TOKEN_LEN {
        return Lexed::Error(LexError::TokenTooLong);
    }
    if end == input.len() && !cx.at_eof {
        return Lexed::More;
    }
    let (san, suffix) = (&input[..core], &input[core..end]);
    if digits {
        // `0000` is UCI's null move; bare digits are otherwise a move number without its dot.
        if cx.lenient && san == b"0000" {
            let null = Token::Move {
                san,
                check: None,
                nag: None,
            };
            return Lexed::Token(null, end);
        }
        return if suffix.is_empty() {
            Lexed::Token(Token::MoveNumber, end)
        } else {
            Lexed::Error(LexError::InvalidToken(end))
        };
    }
    if suffix.is_empty()
        && matches!(san[0], b'0' | b'1')
        && let Some(result) = GameResult::from_bytes(san)
    {
        return Lexed::Token(Token::Result(Some(result)), end);
    }
    match suffix_nag(suffix) {
        Some(nag) => {
            let check = check_mark(suffix);
            Lexed::Token(Token::Move { san, check, nag }, end)
        }
        None => Lexed::Error(LexError::InvalidToken(end)),
    }
}

/// The NAG of a move suffix such as `+!?`, ignoring the check marks: `Some(None)` when there is
/// no annotation, `None` when the annotation is not one of the six.
#[inline(always)]
fn suffix_nag(suffix: &[u8]) -> Option<Option<u8>> {
    match suffix {
        // Most moves have no suffix, or a check mark only.
        [] | [b'+'] | [b'#'] => Some(None),
        _ => suffix_nag_slow(suffix),
    }
}

/// The check mark among a move's suffixes: `#` if there is one, else `+` if there is one.
#[inline(always)]
fn check_mark(suffix: &[u8]) -> Option<Suffix> {
    match suffix {
        [] => None,
        [b'+'] => Some(Suffix::Check),
        [b'#'] => Some(Suffix::Checkmate),
        _ if suffix.contains(&b'#') => Some(Suffix::Checkmate),
        _ if suffix.contains(&b'+') => Some(Suffix::Check),
        _ => None,
    }
}

/// [`suffix_nag`] for any suffix.
fn suffix_nag_slow(suffix: &[u8]) -> Option<Option<u8>> {
    let mut marks = [0u8; 2];
    let mut n = 0;
    for &b in suffix {
        if b == b'!' || b == b'?' {
            *marks.get_mut(n)? = b;
            n += 1;
        }
    }
    Some(match &marks[..n] {
        [] => None,
        b"!" => Some(1),
        b"?" => Some(2),
        b"!!" => Some(3),
        b"??" => Some(4),
        b"!?" => Some(5),
        b"?!" => Some(6),
        _ => return None,
    })
}

fn annotation<'a>(input: &'a [u8], cx: &LexContext) -> Lexed<'a> {
    let scan = &input[..input.len().min(3)];
    let len = run(scan, |b| b == b'!' || b == b'?');
    if len == input.len() && !cx.at_eof {
        return Lexed::More;
    }
    match suffix_nag(&input[..len]) {
        Some(Some(nag)) => Lexed::Token(Token::Nag(nag), len),
        _ => Lexed::Error(LexError::InvalidToken(len)),
    }
}

fn nag<'a>(input: &'a [u8], cx: &LexContext) -> Lexed<'a> {
    let scan = &input[1..input.len().min(5)];
    let digits = run(scan, |b| is(b, DIGIT));
    let end = 1 + digits;
    if end == input.len() && !cx.at_eof {
        return Lexed::More;
    }
    if digits == 0 || digits > 3 || input.get(end).is_some_and(|&b| is(b, SYM)) {
        return Lexed::Error(LexError::InvalidToken(end));
    }
    let value = input[1..end]
        .iter()
        .fold(0u16, |n, &d| n * 10 + u16::from(d - b'0'));
    match u8::try_from(value) {
        Ok(nag) => Lexed::Token(Token::Nag(nag), end),
        Err(_) => Lexed::Error(LexError::InvalidToken(end)),
    }
}

/// How much of `input`, which starts with `{`, the search for the closing `}` covers: the
/// closing brace of a comment within the limit is at most `max_comment_len + 1` in.
#[inline(always)]
pub(crate) fn comment_window(input: &[u8], limits: &Limits) -> usize {
    input.len().min(limits.max_comment_len.saturating_add(2))
}

/// A `{` comment, whose text is searched for the `}` after what the context says was searched.
#[inline(always)]
fn brace_comment<'a>(input: &'a [u8], cx: &LexContext) -> Lexed<'a> {
    let window = comment_window(input, &cx.limits);
    let from = 1 + cx.searched.min(window - 1);
    // Line breaks are noted in the same pass, so the reader need not scan the text again.
    match scan::find_noting(b'}', b'\n', &input[from..window]) {
        Some((found, breaks)) => {
            let len = from - 1 + found;
            let text = &input[1..1 + len];
            // Text skipped unsearched may hold line breaks: the reader then counts them.
            let breaks = breaks || from > 1;
            Lexed::Token(Token::Comment { text, breaks }, len + 2)
        }
        None if window < input.len()
            || input.len() > cx.limits.max_comment_len.saturating_add(1) =>
        {
            Lexed::Error(LexError::CommentTooLong)
        }
        None if cx.at_eof => Lexed::Error(LexError::UnterminatedComment),
        None => Lexed::More,
    }
}

/// A `;` comment: the text after the first byte up to the line break, which is left for the
/// whitespace skipper to count.
fn to_line_end<'a>(
    input: &'a [u8],
    cx: &LexContext,
    token: impl FnOnce(&'a [u8]) -> Token<'a>,
) -> Lexed<'a> {
    let limits = &cx.limits;
    let window = input.len().min(limits.max_comment_len.saturating_add(2));
    let end = match scan::find(b'\n', &input[1..window]) {
        Some(len) => 1 + len,
        None if window < input.len() || input.len() > limits.max_comment_len.saturating_add(1) => {
            return Lexed::Error(LexError::CommentTooLong);
        }
        None if cx.at_eof => input.len(),
        None => return Lexed::More,
    };
    let text = &input[1..end];
    let text = text.strip_suffix(b"\r").unwrap_or(text);
    Lexed::Token(token(text), end)
}

/// The index of the first byte of `bytes` from `from` on that is not `pred`, or the length.
///
/// An index loop rather than [`run`] on a subslice: a tag has four such runs, most of them
/// empty (Reader + Replay on 2,000 games: 295.1 M -> 292.4 M instructions, 245 -> 205 a tag).
#[inline(always)]
fn skip(bytes: &[u8], mut from: usize, pred: impl Fn(u8) -> bool) -> usize {
    while bytes.get(from).is_some_and(|&b| pred(b)) {
        from += 1;
    }
    from
}

/// `[Name "value"]`, all on one line, with `\"` and `\\` escapes in the value.
fn tag<'a>(input: &'a [u8], cx: &LexContext) -> Lexed<'a> {
    let limits = &cx.limits;
    let window = &input[..input.len().min(limits.max_tag_len)];
    let incomplete = || {
        if input.len() >= limits.max_tag_len {
            Lexed::Error(LexError::TagTooLong)
        } else if cx.at_eof {
            Lexed::Error(LexError::InvalidTag)
        } else {
            Lexed::More
        }
    };
    let blank = |b: u8| matches!(b, b' ' | b'\t' | b'\r');
    let name_start = skip(window, 1, blank);
    let mut i = skip(window, name_start, |b| is(b, SYM));
    let name = &window[name_start..i];
    i = skip(window, i, blank);
    let Some(&quote) = window.get(i) else {
        return incomplete();
    };
    if name.is_empty() || quote != b'"' {
        return Lexed::Error(LexError::InvalidTag);
    }
    i += 1;
    let value_start = i;
    // A value with a stray quote or a backslash before its closing quote ends at the last quote
    // before the line's `]` instead.
    let to_last_quote = || match cx.lenient {
        true => lenient::tag_to_last_quote(window, name, value_start, incomplete),
        false => Lexed::Error(LexError::InvalidTag),
    };
    // Values are long enough for the word-at-a-time scan to pay; only these bytes matter.
    loop {
        let Some(next) = window
            .get(i..)
            .and_then(|rest| scan::find_any3(*b"\"\\\n", rest))
        else {
            return incomplete();
        };
        i += next;
        match window[i] {
            b'"' => break,
            // An escaped line break would hide a line from the line count.
            b'\\' if window.get(i + 1) != Some(&b'\n') => i += 2,
            _ => return to_last_quote(),
        }
    }
    let value = &window[value_start..i];
    i = skip(window, i + 1, blank);
    match window.get(i) {
        None => incomplete(),
        Some(b']') => Lexed::Token(Token::Tag { name, value }, i + 1),
        Some(_) => to_last_quote(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_resumed_comment_search_starts_after_the_searched_text() {
        let limits = Limits::default();
        let cx = LexContext::new(limits, true).resuming_after(3);
        let lexed = lex(b"{ a\nb } e4", Mode::Movetext, &cx);
        // The line break in the skipped text is not seen, so it is assumed.
        let text = b" a\nb ";
        let comment = Token::Comment { text, breaks: true };
        assert_eq!(lexed, Lexed::Token(comment, 7));
        let limits = Limits {
            max_comment_len: 4,
            ..Limits::default()
        };
        let cx = LexContext::new(limits, true);
        let lexed = lex(b"{abcdefg", Mode::Movetext, &cx.resuming_after(5));
        assert_eq!(lexed, Lexed::Error(LexError::CommentTooLong));
        let lexed = lex(b"{abc", Mode::Movetext, &cx.at_eof(true).resuming_after(3));
        assert_eq!(lexed, Lexed::Error(LexError::UnterminatedComment));
        let lexed = lex(b"{abc", Mode::Movetext, &cx.resuming_after(3));
        assert_eq!(lexed, Lexed::More);
        // Only a comment resumes; anything else is lexed afresh.
        let lexed = lex(b"e4 {", Mode::Movetext, &cx.resuming_after(3));
        let e4 = Token::Move {
            san: b"e4",
            check: None,
            nag: None,
        };
        assert_eq!(lexed, Lexed::Token(e4, 2));
    }
}
