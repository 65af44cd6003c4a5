//! Cutting the input into chunks at what looks like the start of a game: a line starting with
//! `[` after a blank line. The guess is checked when the chunk before it is read (see
//! [`super`]), so a wrong one costs time, never a wrong reading.

use std::io::{self, Read};
use std::sync::Arc;
use std::vec::Vec;

use super::sync::Buffers;
use crate::pgn::scan;

/// A piece of the input, cut where a game seems to start.
#[derive(Debug)]
pub(crate) struct Chunk {
    /// Its place in the input: 0, 1, 2, ...
    pub(crate) index: u64,
    pub(crate) bytes: Arc<Vec<u8>>,
    /// The offset of its first byte in the input.
    pub(crate) offset: u64,
    /// The line its first byte is on, from 1.
    pub(crate) line: u64,
}

/// Reads `input` and hands out chunks of about `target` bytes, cut at a guessed game start.
pub(crate) struct Splitter<R> {
    input: R,
    /// Where emptied buffers come back from the merging thread.
    buffers: Arc<Buffers>,
    target: usize,
    buf: Vec<u8>,
    eof: bool,
    index: u64,
    offset: u64,
    line: u64,
}

/// How far past `target` a chunk may grow while no game start shows up: then it is cut after
/// any line break, and reading that stretch falls back to one thread.
const MAX_GROWTH: usize = 4;

impl<R: Read> Splitter<R> {
    pub(crate) fn new(input: R, target: usize, buffers: Arc<Buffers>) -> Splitter<R> {
        Splitter {
            input,
            buffers,
            target: target.max(1),
            buf: Vec::new(),
            eof: false,
            index: 0,
            offset: 0,
            line: 1,
        }
    }

    /// The next chunk, or `None` at the end of the input.
    pub(crate) fn next_chunk(&mut self) -> io::Result<Option<Chunk>> {
        while !self.eof && self.buf.len() <= self.target {
            self.fill()?;
        }
        // The last game start within `target` bytes leaves little to carry over to the next
        // chunk; failing that, the first one after it.
        let limit = self.target.min(self.buf.len().saturating_sub(1));
        let mut searched = limit;
        let at_end = self.eof && self.buf.len() <= self.target;
        let cut = match last_game_start(&self.buf, limit) {
            _ if at_end => self.buf.len(),
            Some(cut) => cut,
            None => loop {
                if let Some(cut) = find_game_start(&self.buf, limit, searched) {
                    break cut;
                }
                searched = self.buf.len();
                let most = self.target.saturating_mul(MAX_GROWTH);
                if self.buf.len() >= most {
                    if let Some(at) = self.buf[..most].iter().rposition(|&b| b == b'\n') {
                        break at + 1;
                    }
                }
                if self.eof {
                    break self.buf.len();
                }
                self.fill()?;
            },
        };
        if cut == 0 {
            return Ok(None);
        }
        let mut rest = self.buffers.take();
        rest.reserve(self.target + READ_BYTES + (self.buf.len() - cut));
        rest.extend_from_slice(&self.buf[cut..]);
        self.buf.truncate(cut);
        let bytes = Arc::new(core::mem::replace(&mut self.buf, rest));
        let chunk = Chunk {
            index: self.index,
            offset: self.offset,
            line: self.line,
            bytes,
        };
        self.index += 1;
        self.offset += chunk.bytes.len() as u64;
        self.line += scan::count(b'\n', &chunk.bytes);
        Ok(Some(chunk))
    }

    /// Reads up to [`READ_BYTES`] more, noting the end of the input.
    fn fill(&mut self) -> io::Result<()> {
        let before = self.buf.len();
        // `read_to_end` reads into spare capacity without zeroing it first.
        (&mut self.input)
            .take(READ_BYTES as u64)
            .read_to_end(&mut self.buf)?;
        if self.buf.len() == before {
            self.eof = true;
        }
        Ok(())
    }
}

/// How much one read asks of the input: large reads keep a decompressor on its fast path.
const READ_BYTES: usize = 1 << 18;

/// The last offset in `2..=limit` of a `[` that starts a line after a blank line.
fn last_game_start(buf: &[u8], limit: usize) -> Option<usize> {
    let mut end = limit.checked_add(1)?.min(buf.len());
    while let Some(p) = buf[..end].iter().rposition(|&b| b == b'[') {
        if p >= 2 && starts_game(buf, p) {
            return Some(p);
        }
        end = p;
    }
    None
}

/// Whether the `[` at `p` starts a line after a blank line.
fn starts_game(buf: &[u8], p: usize) -> bool {
    matches!(&buf[..p], [.., b'\n', b'\n'] | [.., b'\n', b'\r', b'\n'])
}

/// The first offset at or after `from` (and `skip`) of a `[` that starts a line after a blank
/// line (`\n\n[` or `\n\r\n[`).
fn find_game_start(buf: &[u8], from: usize, skip: usize) -> Option<usize> {
    let start = from.max(skip).max(2);
    let mut at = start;
    while let Some(found) = buf.get(at..)?.iter().position(|&b| b == b'[') {
        let p = at + found;
        if starts_game(buf, p) {
            return Some(p);
        }
        at = p + 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::{String, ToString};

    fn chunks(input: &str, target: usize) -> Vec<(u64, u64, String)> {
        let mut splitter = Splitter::new(input.as_bytes(), target, Arc::default());
        let mut out = Vec::new();
        while let Some(chunk) = splitter.next_chunk().unwrap() {
            let text = String::from_utf8(chunk.bytes.to_vec()).unwrap();
            out.push((chunk.offset, chunk.line, text));
        }
        out
    }

    #[test]
    fn cuts_before_a_tag_after_a_blank_line() {
        let pgn = "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\r\n\r\n[Event \"c\"]\n";
        assert_eq!(
            chunks(pgn, 1),
            [
                (0, 1, "[Event \"a\"]\n\n1. e4 *\n\n".to_string()),
                (22, 5, "[Event \"b\"]\n\n1. d4 *\r\n\r\n".to_string()),
                (46, 9, "[Event \"c\"]\n".to_string()),
            ]
        );
    }

    #[test]
    fn keeps_small_inputs_whole() {
        let pgn = "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n";
        assert_eq!(chunks(pgn, 1 << 20).len(), 1);
        assert!(chunks("", 16).is_empty());
    }

    #[test]
    fn cuts_after_a_line_break_when_no_game_starts() {
        let pgn = "1. e4 e5\n".repeat(20);
        let cut = chunks(&pgn, 8);
        assert!(cut.len() > 1);
        assert!(cut.iter().all(|(_, _, text)| text.ends_with('\n')));
        assert_eq!(
            cut.iter().map(|(_, _, t)| t.as_str()).collect::<String>(),
            pgn
        );
        assert_eq!(cut[1].1, 1 + cut[0].2.matches('\n').count() as u64);
    }
}
