//! The words of a protocol line, with their places in it, so that a value of several words (an
//! option name, a FEN, an `info string`) is read back as it was written between its keywords.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::ops::Range;
use core::str::FromStr;
use core::time::Duration;

use fianchetto_notation::uci::UciMove;

/// A line split at ASCII white space.
pub(crate) struct Words<'a> {
    line: &'a str,
    spans: Vec<Range<usize>>,
}

impl<'a> Words<'a> {
    pub(crate) fn new(line: &'a str) -> Words<'a> {
        let mut spans = Vec::new();
        let mut start = None;
        for (i, byte) in line.bytes().enumerate() {
            match (byte.is_ascii_whitespace(), start) {
                (true, Some(s)) => {
                    spans.push(s..i);
                    start = None;
                }
                (false, None) => start = Some(i),
                _ => {}
            }
        }
        if let Some(s) = start {
            spans.push(s..line.len());
        }
        Words { line, spans }
    }

    pub(crate) fn len(&self) -> usize {
        self.spans.len()
    }

    /// The `i`-th word, or `""` past the end (no keyword is empty, so it matches none).
    pub(crate) fn get(&self, i: usize) -> &'a str {
        self.spans
            .get(i)
            .map_or("", |span| &self.line[span.clone()])
    }

    /// Words `range` as written, inner spacing kept; `""` for an empty range.
    pub(crate) fn text(&self, range: Range<usize>) -> &'a str {
        if range.is_empty() || range.end > self.spans.len() {
            return "";
        }
        &self.line[self.spans[range.start].start..self.spans[range.end - 1].end]
    }

    /// The first index from `from` on whose word is one of `keywords`, or the end.
    pub(crate) fn find(&self, from: usize, keywords: &[&str]) -> usize {
        (from..self.len())
            .find(|&i| keywords.contains(&self.get(i)))
            .unwrap_or(self.len())
    }

    /// The moves from word `from` on, as long as words read as moves, and the index after them.
    pub(crate) fn moves(&self, from: usize) -> (Vec<UciMove>, usize) {
        let mut moves = Vec::new();
        let mut i = from;
        while let Ok(m) = self.get(i).parse::<UciMove>() {
            moves.push(m);
            i += 1;
        }
        (moves, i)
    }

    /// Words `range`, each owned: what a message keeps of words it does not know.
    pub(crate) fn owned(&self, range: Range<usize>) -> impl Iterator<Item = String> + '_ {
        range.map(|i| self.get(i).to_string())
    }
}

/// Reads `value` into `field`: the words taken, counting the keyword before the value.
pub(crate) fn set<T: FromStr>(field: &mut Option<T>, value: &str) -> Option<usize> {
    *field = Some(value.parse().ok()?);
    Some(2)
}

/// Reads a number of milliseconds into `field`, as [`set`].
pub(crate) fn set_millis(field: &mut Option<Duration>, value: &str) -> Option<usize> {
    *field = Some(Duration::from_millis(value.parse().ok()?));
    Some(2)
}

/// A duration in whole milliseconds, as the protocol writes times.
pub(crate) fn millis(duration: Duration) -> u64 {
    u64::try_from(duration.as_millis()).unwrap_or(u64::MAX)
}
