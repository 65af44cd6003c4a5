//! What real PGN files write beyond the standard, read unless the reader is strict: each reached
//! only where the standard syntax would be an error, or where a move token is no SAN, so clean
//! files never pay.
//!
//! - `½-½` as the draw result.
//! - Evaluation symbols that cannot start a move, as NAGs: `+-` `+/-` `+=` `+/=` `±` `∓` `⩲` `⩱`
//!   `∞`. Those that the lexer reads as a move-like word (`-+`, `=+`, `-/+`, `=`, the `-` of a
//!   glued `e5+-`) are skipped when they do not parse as moves, as python-chess skips them.
//! - An en passant mark after a capture, glued or not (`exd6 e.p.`, `exd6e.p.`, `e.p`, `ep`):
//!   skipped when the visitor rejects its parts as moves, as the capture says it all.
//! - A tag value with stray quotes or a backslash before its closing quote
//!   (`[Event "The "Big" Open"]`, `[Site "C:\Games\"]`): it ends at the last `"` before the
//!   `]` that ends the line.

use super::scan;
use super::token::{LexError, Lexed, Token};

/// Evaluation symbols that no standard token starts with, and their NAGs, longest first among
/// those sharing a start.
const EVALUATIONS: [(&str, u8); 9] = [
    ("+/-", 16),
    ("+/=", 14),
    ("+-", 18),
    ("+=", 14),
    ("±", 16),
    ("∓", 17),
    ("⩲", 14),
    ("⩱", 15),
    ("∞", 13),
];

/// The draw result as some programs write it.
const HALF_DRAW: &str = "½-½";

/// The longest text these symbols take, in bytes.
const LONGEST: usize = 5;

/// A result or evaluation symbol at the start of `input`, or an error.
pub(crate) fn symbol(input: &[u8], eof: bool) -> Lexed<'_> {
    if input.len() < LONGEST && !eof {
        return Lexed::More;
    }
    if input.starts_with(HALF_DRAW.as_bytes()) {
        let draw = Some(crate::GameResult::Draw);
        return Lexed::Token(Token::Result(draw), HALF_DRAW.len());
    }
    match evaluation(input) {
        Some((nag, len)) => Lexed::Token(Token::Nag(nag), len),
        // A check mark left alone, as after a glued `e.p.` in `exf6e.p.+`.
        None if matches!(input[0], b'+' | b'#') => Lexed::Token(Token::Stray, 1),
        None => Lexed::Error(LexError::InvalidToken(1)),
    }
}

/// The evaluation symbol at the start of `input`: its NAG and length.
fn evaluation(input: &[u8]) -> Option<(u8, usize)> {
    EVALUATIONS
        .iter()
        .find(|(text, _)| input.starts_with(text.as_bytes()))
        .map(|&(text, nag)| (nag, text.len()))
}

/// What to make of a move token `san` that is no move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rejected<'a> {
    /// Not a move but an en passant mark (`ep`, or the `e` and `p` of `e.p.`) or an evaluation
    /// written with `-`, `=` and `/` (`-+`, `=`, the `-` of `e5+-`): skip it.
    Skip,
    /// A capture with `e.p.` glued on (`exd6e.p.` lexes as `exd6e`): try the capture.
    Capture(&'a [u8]),
    /// A move that is wrong: the visitor's error stands.
    Stands,
}

/// What a move token that is no move may be instead. Only ever asked after it failed to parse,
/// so clean files never pay for it.
pub(crate) fn rejected(san: &[u8]) -> Rejected<'_> {
    match san {
        b"ep" | b"e" | b"p" | b"e.p" => Rejected::Skip,
        b"--" => Rejected::Stands,
        _ if san.iter().all(|b| matches!(b, b'-' | b'=' | b'/')) => Rejected::Skip,
        [capture @ .., b'e'] if capture.len() >= 3 && capture.contains(&b'x') => {
            Rejected::Capture(capture)
        }
        _ => Rejected::Stands,
    }
}

/// The tag pair `[name "...` whose value, starting at `value_start` in `window`, did not end at
/// its first unescaped quote: it ends at the last `"` before the `]` that ends the line.
pub(crate) fn tag_to_last_quote<'a>(
    window: &'a [u8],
    name: &'a [u8],
    value_start: usize,
    incomplete: impl Fn() -> Lexed<'a>,
) -> Lexed<'a> {
    let line_end = match scan::find(b'\n', &window[value_start..]) {
        Some(at) => value_start + at,
        None => return incomplete(),
    };
    let line = &window[..line_end];
    let Some(close) = line.iter().rposition(|&b| b == b']') else {
        return Lexed::Error(LexError::InvalidTag);
    };
    let after = &line[close + 1..];
    let Some(quote) = line[..close].iter().rposition(|&b| b == b'"') else {
        return Lexed::Error(LexError::InvalidTag);
    };
    let blank = |b: &u8| matches!(b, b' ' | b'\t' | b'\r');
    if quote < value_start || !line[quote + 1..close].iter().all(blank) || !after.iter().all(blank)
    {
        return Lexed::Error(LexError::InvalidTag);
    }
    let value = &window[value_start..quote];
    Lexed::Token(Token::Tag { name, value }, close + 1)
}
