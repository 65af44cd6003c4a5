//! [`ShortText`]: a move's few ASCII characters assembled on the stack, so that `Display`
//! hands the formatter one string instead of a call per character (the formatter's per-call
//! cost was most of the price of writing a database's moves as text); and [`MoveText`], what
//! the move writers write into: a `ShortText`, or the caller's `String`.

use alloc::string::String;
use core::fmt;

use arrayvec::ArrayString;

/// Where a move's text is written a character at a time: a [`ShortText`] for `Display`, or the
/// caller's `String` for `append_to`, straight into it (going through a `ShortText` and copying
/// it cost the records extractor three times as much: ~135 instructions a ply against ~45 for
/// a move's SAN and UCI, callgrind).
pub(crate) trait MoveText {
    fn push(&mut self, c: char);

    fn push_str(&mut self, text: &str) {
        text.chars().for_each(|c| self.push(c));
    }
}

impl MoveText for String {
    #[inline]
    fn push(&mut self, c: char) {
        String::push(self, c);
    }

    #[inline]
    fn push_str(&mut self, text: &str) {
        String::push_str(self, text);
    }
}

impl MoveText for ShortText {
    /// Appends `c`, which callers guarantee is ASCII and fits: move texts are made of files,
    /// ranks, piece letters and a few marks, at most [`ShortText::CAPACITY`] of them.
    #[inline]
    fn push(&mut self, c: char) {
        debug_assert!(c.is_ascii() && !self.text.is_full());
        // Nothing is lost for any move's text (see `CAPACITY`).
        let _ = self.text.try_push(c);
    }
}

/// Up to [`ShortText::CAPACITY`] ASCII characters.
pub(crate) struct ShortText {
    // An `ArrayString` rather than bytes: reading it back as `&str` needs no UTF-8 check, which
    // was a third of the cost of writing a move.
    text: ArrayString<{ ShortText::CAPACITY }>,
}

impl ShortText {
    /// The longest text a move can display: a `San` built by hand may have every part, piece,
    /// origin file and rank, capture, square, promotion and suffix (`Qa1xb2=Q#`, 9 characters);
    /// legal SAN has at most 7 (`exd8=Q#`).
    pub(crate) const CAPACITY: usize = 9;

    pub(crate) const fn new() -> ShortText {
        ShortText {
            text: ArrayString::new_const(),
        }
    }

    pub(crate) fn as_str(&self) -> &str {
        &self.text
    }
}

impl fmt::Display for ShortText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::{String, ToString};

    use super::{MoveText, ShortText};
    use crate::san::{San, SanPlus};
    use crate::uci::UciMove;

    /// `append_to` writes into the `String` what `Display` writes through a `ShortText`.
    #[test]
    fn append_to_writes_what_display_writes() {
        for text in [
            "Nbxd7+", "exd8=Q#", "O-O", "O-O-O", "N@f3", "@e4", "--", "Kg1",
        ] {
            let san: SanPlus = text.parse().expect("SAN");
            let mut appended = String::from(">");
            san.append_to(&mut appended);
            assert_eq!(appended, alloc::format!(">{san}"));
            let mut appended = String::new();
            san.san.append_to(&mut appended);
            assert_eq!(appended, san.san.to_string());
        }
        assert_eq!(San::Null.to_string(), "--");
        for text in ["e2e4", "e7e8q", "N@f3", "0000"] {
            let uci: UciMove = text.parse().expect("UCI");
            let mut appended = String::new();
            uci.append_to(&mut appended);
            assert_eq!(appended, text);
            assert_eq!(uci.to_string(), text);
        }
    }

    #[test]
    fn keeps_what_fits_and_pads() {
        let mut text = ShortText::new();
        text.push_str("exd8=Q#");
        assert_eq!(text.as_str(), "exd8=Q#");
        assert_eq!(alloc::format!("{text:>9}|"), "  exd8=Q#|");
        text.push_str("xy");
        assert_eq!(text.to_string(), "exd8=Q#xy");
    }
}
