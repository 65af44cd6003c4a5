//! What real PGN files write beyond the standard, read by the lexer unless the reader is strict:
//! each reached only where the standard syntax would be an error, so clean files never pay.
//!
//! - `½-½` as the draw result.
//! - Evaluation symbols as NAGs: `+-` `-+` `+/-` `-/+` `+=` `=+` `+/=` `=/+` `=` and their
//!   Unicode forms `±` `∓` `⩲` `⩱` `∞`, alone or glued to a move's check mark (`e5+-`).
//! - An en passant mark after a capture, glued or not (`exd6 e.p.`, `exd6e.p.`, `e.p`, `ep`):
//!   skipped, as the move says it all.
//! - A tag value with stray quotes or a backslash before its closing quote
//!   (`[Event "The "Big" Open"]`, `[Site "C:\Games\"]`): it ends at the last `"` before the
//!   `]` that ends the line.

use super::lexer::{LexError, Lexed, Token, suffix_nag_slow};
use super::scan;

/// Evaluation symbols and their NAGs, longest first among those sharing a start.
const EVALUATIONS: [(&str, u8); 14] = [
    ("+/-", 16),
    ("-/+", 17),
    ("+/=", 14),
    ("=/+", 15),
    ("+-", 18),
    ("-+", 19),
    ("+=", 14),
    ("=+", 15),
    ("±", 16),
    ("∓", 17),
    ("⩲", 14),
    ("⩱", 15),
    ("∞", 13),
    ("=", 10),
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
        let draw = Some(super::GameResult::Draw);
        return Lexed::Token(Token::Result(draw), HALF_DRAW.len());
    }
    match evaluation(input) {
        Some((nag, len)) => Lexed::Token(Token::Nag(nag), len),
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

/// A word the lexer read as a move (`san`, taking `end` bytes with its suffix) that ends like no
/// move does: an en passant mark or an evaluation symbol; `None` when it is neither.
pub(crate) fn word<'a>(input: &'a [u8], san: &[u8], end: usize, eof: bool) -> Option<Lexed<'a>> {
    match san {
        b"ep" => Some(Lexed::Token(Token::EnPassantMark, end)),
        [b'-' | b'=', ..] if san != b"--" => Some(symbol(input, eof)),
        _ => None,
    }
}

/// A move of `core` bytes followed, at `end`, by a dot (`exd6e.p.`) or by a symbol byte after its
/// suffix (`e5+-`); `None` to read it as the standard syntax does.
pub(crate) fn after_move(input: &[u8], core: usize, end: usize, eof: bool) -> Option<Lexed<'_>> {
    if input.len() < end + LONGEST && !eof {
        return Some(Lexed::More);
    }
    if end == core && input[end] == b'.' {
        // `e.p.`, `e.p` glued to the capture: the move is what comes before the `e`.
        let ep = input[..core].ends_with(b"e") && input[core..].starts_with(b".p");
        if !ep {
            return None;
        }
        let san = &input[..core - 1];
        let mut len = core + 2 + usize::from(input.get(core + 2) == Some(&b'.'));
        let suffix_len = input[len..]
            .iter()
            .take_while(|b| matches!(b, b'+' | b'#' | b'!' | b'?'))
            .count();
        let nag = suffix_nag_slow(&input[len..len + suffix_len])?;
        len += suffix_len;
        return Some(if san.is_empty() {
            Lexed::Token(Token::EnPassantMark, len)
        } else {
            Lexed::Token(Token::Move { san, nag }, len)
        });
    }
    // `e5+-`: the check mark is the evaluation's first byte.
    let checks = input[core..end].iter().take_while(|&&b| b == b'+').count();
    let at = core + checks.saturating_sub(1);
    let (nag, len) = evaluation(&input[at..]).filter(|_| checks > 0)?;
    Some(Lexed::Token(
        Token::Move {
            san: &input[..core],
            nag: Some(nag),
        },
        at + len,
    ))
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
