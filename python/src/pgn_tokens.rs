//! The tokens of a game's text for `fianchetto.pgn`'s `read_game`, which drives python-chess's
//! visitors from them: the Rust reader's own reading of PGN (`RawTokens`), so PGN is read in
//! one place, handed to Python as `(kind, text)` pairs.

use fianchetto::pgn::{RawToken, RawTokens, comment_open_after};
use pyo3::exceptions::PyValueError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::PyString;

/// A token's text as a `str`; tokens start and end at ASCII bytes of a `str`, so this holds.
fn utf8(bytes: &[u8]) -> PyResult<&str> {
    std::str::from_utf8(bytes).map_err(|err| PyValueError::new_err(err.to_string()))
}

/// The `(name, value)` of each tag line of `text`, the value as written (still escaped);
/// lines that are no tag pair are passed over, as python-chess passes them over.
#[pyfunction]
pub(crate) fn _tag_pairs(text: &str) -> PyResult<Vec<(&str, &str)>> {
    let mut pairs = Vec::new();
    for token in RawTokens::new(text.as_bytes()) {
        if let RawToken::Tag { name, value } = token {
            pairs.push((utf8(name)?, utf8(value)?));
        }
    }
    Ok(pairs)
}

/// The tokens of movetext a visitor sees, as `(kind, text)`: `("san", "Nf3+")`,
/// `("suffix", "!?")`, `("nag", "12")` (the digits of `$12`), `("comment", " text ")` (between
/// the braces, as written), `("open", "(")`, `("close", ")")` and `("result", "1-0")`. Move
/// numbers, `;` and `%` comments and junk are left out.
#[pyfunction]
pub(crate) fn _movetext_tokens<'py>(
    py: Python<'py>,
    text: &'py str,
) -> PyResult<Vec<(Bound<'py, PyString>, &'py str)>> {
    let mut tokens = Vec::new();
    for token in RawTokens::movetext(text.as_bytes()) {
        let (kind, bytes) = match token {
            RawToken::Move(san) => (intern!(py, "san"), san),
            RawToken::Annotation(marks) => (intern!(py, "suffix"), marks),
            RawToken::Nag(digits) => (intern!(py, "nag"), digits),
            RawToken::Comment(comment) => (intern!(py, "comment"), comment),
            RawToken::Open => (intern!(py, "open"), &b"("[..]),
            RawToken::Close => (intern!(py, "close"), &b")"[..]),
            RawToken::Result(result) => (intern!(py, "result"), result),
            RawToken::Tag { .. }
            | RawToken::LineComment(_)
            | RawToken::Escape(_)
            | RawToken::Skipped(_) => continue,
        };
        tokens.push((kind.clone(), utf8(bytes)?));
    }
    Ok(tokens)
}

/// Whether a `{` comment is still open at the end of `line`, given whether one was open at its
/// start (a `;` outside braces hides the rest of the line).
#[pyfunction]
pub(crate) fn _comment_open_after(line: &str, open: bool) -> bool {
    comment_open_after(line.as_bytes(), open)
}
