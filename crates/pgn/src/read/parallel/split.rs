//! Cutting the input into chunks at what looks like the start of a game: a line starting with
//! `[` after a blank line. The guess is checked when the chunk before it is read (see
//! [`super`]), so a wrong one costs time, never a wrong reading.

use std::io::{self, Read};
use std::sync::Arc;
use std::vec::Vec;

use super::chunk_input::InputFailure;
use super::sync::{Buffers, ChunkTarget};
use crate::read::scan;

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
    /// The offset of that line's first byte: before the chunk where a line was cut.
    pub(crate) line_start: u64,
    /// Whether it was cut inside a line that goes on in the next chunk, where no line break
    /// came for too long: its reader cannot know whether that line is one it would skip.
    pub(crate) ends_mid_line: bool,
    /// How reading the input failed right after it, if it did: then it is the last chunk.
    pub(crate) fails_with: Option<InputFailure>,
}

/// Reads `input` and hands out chunks of about `target` bytes, cut at a guessed game start.
///
/// Where reading the input fails, the bytes read before are still handed out, the last chunk
/// marked as failing at its end, and the error is kept for [`Splitter::finish`]: the games
/// before the damage are read as one reader reads them.
pub(crate) struct Splitter<R> {
    input: R,
    /// Where emptied buffers come back from the merging thread.
    buffers: Arc<Buffers>,
    target: Arc<ChunkTarget>,
    buf: Vec<u8>,
    eof: bool,
    /// Why reading the input stopped early, once it did.
    failure: Option<io::Error>,
    /// Whether the chunk the failure ends has been handed out.
    failure_reached: bool,
    index: u64,
    offset: u64,
    line: u64,
    line_start: u64,
}

/// The first chunk's size: the chunks after it double up to the target, so that on a file of a
/// megabyte or two every worker gets a share at once and the first games reach the caller
/// sooner, while a large file still goes in full-size chunks after a few.
const FIRST_CHUNK: usize = 64 << 10;

/// The size to aim at for the chunk at `index`: `target`, or less for the first few.
fn ramped(index: u64, target: usize) -> usize {
    // Ten doublings pass any target a reader is given, and cannot overflow a 32-bit usize.
    let doublings = index.min(10) as u32;
    target.min(FIRST_CHUNK << doublings)
}

/// How far past `target` a chunk may grow while no game start shows up: then it is cut after
/// any line break (or, with none, anywhere), and reading that stretch falls back to one thread.
const MAX_GROWTH: usize = 4;

impl<R: Read> Splitter<R> {
    pub(crate) fn new(input: R, target: Arc<ChunkTarget>, buffers: Arc<Buffers>) -> Splitter<R> {
        Splitter {
            input,
            buffers,
            target,
            buf: Vec::new(),
            eof: false,
            failure: None,
            failure_reached: false,
            index: 0,
            offset: 0,
            line: 1,
            line_start: 0,
        }
    }

    /// The next chunk, or `None` at the end of the input.
    pub(crate) fn next_chunk(&mut self) -> Option<Chunk> {
        let target = ramped(self.index, self.target.get());
        while !self.eof && self.buf.len() <= target {
            self.fill();
        }
        // The last game start within `target` bytes leaves little to carry over to the next
        // chunk; failing that, the first one after it.
        let limit = target.min(self.buf.len().saturating_sub(1));
        let mut searched = limit;
        let at_end = self.eof && self.buf.len() <= target;
        let cut = match last_game_start(&self.buf, limit) {
            _ if at_end => self.buf.len(),
            Some(cut) => cut,
            None => loop {
                if let Some(cut) = find_game_start(&self.buf, limit, searched) {
                    break cut;
                }
                searched = self.buf.len();
                let most = target.saturating_mul(MAX_GROWTH);
                if self.buf.len() >= most {
                    // After a line break if there is one; else inside the line (NUL padding, a
                    // line of megabytes), which the merging thread then reads on alone.
                    let line_end = self.buf[..most].iter().rposition(|&b| b == b'\n');
                    break line_end.map_or(most, |at| at + 1);
                }
                if self.eof {
                    break self.buf.len();
                }
                self.fill();
            },
        };
        let fails_with = match &self.failure {
            Some(failure) if cut == self.buf.len() => Some(InputFailure::of(failure)),
            _ => None,
        };
        let fails_at_end = fails_with.is_some();
        // Where the input failed with nothing left to hand out, an empty chunk still says so.
        let marks_failure = fails_at_end && !self.failure_reached;
        if cut == 0 && !marks_failure {
            return None;
        }
        self.failure_reached |= fails_at_end;
        let ends_mid_line = cut < self.buf.len() && self.buf[cut - 1] != b'\n';
        let mut rest = self.buffers.take();
        rest.reserve(target + READ_BYTES + (self.buf.len() - cut));
        rest.extend_from_slice(&self.buf[cut..]);
        self.buf.truncate(cut);
        let bytes = Arc::new(core::mem::replace(&mut self.buf, rest));
        let chunk = Chunk {
            index: self.index,
            offset: self.offset,
            line: self.line,
            line_start: self.line_start,
            bytes,
            ends_mid_line,
            fails_with,
        };
        if let Some(last) = chunk.bytes.iter().rposition(|&b| b == b'\n') {
            self.line_start = self.offset + last as u64 + 1;
        }
        self.index += 1;
        self.offset += chunk.bytes.len() as u64;
        self.line += scan::count(b'\n', &chunk.bytes);
        Some(chunk)
    }

    /// How reading the input ended: the error that stopped it early, if one did.
    pub(crate) fn finish(self) -> io::Result<()> {
        self.failure.map_or(Ok(()), Err)
    }

    /// Reads up to [`READ_BYTES`] more, noting the end of the input or why reading it failed.
    fn fill(&mut self) {
        let before = self.buf.len();
        // `read_to_end` reads into spare capacity without zeroing it first, and keeps what it
        // read before an error.
        let read = (&mut self.input)
            .take(READ_BYTES as u64)
            .read_to_end(&mut self.buf);
        if let Err(error) = read {
            self.failure = Some(error);
            self.eof = true;
        } else if self.buf.len() == before {
            self.eof = true;
        }
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
    use std::format;
    use std::string::{String, ToString};

    fn chunks(input: &str, target: usize) -> Vec<(u64, u64, String)> {
        let target = Arc::new(ChunkTarget::new(target));
        let mut splitter = Splitter::new(input.as_bytes(), target, Arc::default());
        let mut out = Vec::new();
        while let Some(chunk) = splitter.next_chunk() {
            let text = String::from_utf8(chunk.bytes.to_vec()).unwrap();
            out.push((chunk.offset, chunk.line, text));
        }
        out
    }

    #[test]
    fn cuts_before_a_tag_after_a_blank_line() {
        let pgn = "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\r\n\r\n[Event \"c\"]\n";
        assert_eq!(
            chunks(pgn, 4),
            [
                (0, 1, "[Event \"a\"]\n\n1. e4 *\n\n".to_string()),
                (22, 5, "[Event \"b\"]\n\n1. d4 *\r\n\r\n".to_string()),
                (46, 9, "[Event \"c\"]\n".to_string()),
            ]
        );
    }

    #[test]
    fn starts_small_and_doubles_up_to_the_target() {
        let game = "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n";
        let pgn = game.repeat((3 << 20) / game.len());
        let sizes: Vec<usize> = chunks(&pgn, 1 << 20).iter().map(|c| c.2.len()).collect();
        // Each is cut at the last game start within its aim: at most one game short of it.
        let aims = [64 << 10, 128 << 10, 256 << 10, 512 << 10, 1 << 20, 1 << 20];
        for (size, aim) in sizes.iter().zip(aims) {
            assert!(*size <= aim && *size + game.len() > aim, "{size} for {aim}");
        }
        assert_eq!(sizes.iter().sum::<usize>(), pgn.len());
    }

    #[test]
    fn keeps_small_inputs_whole() {
        let pgn = "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n";
        assert_eq!(chunks(pgn, 1 << 20).len(), 1);
        assert!(chunks("", 16).is_empty());
    }

    #[test]
    fn cuts_inside_a_line_that_never_ends() {
        let pgn = format!("1. e4 *\n%{}\n\n1. d4 *\n", "x".repeat(100));
        let target = Arc::new(ChunkTarget::new(8));
        let mut splitter = Splitter::new(pgn.as_bytes(), target, Arc::default());
        let mut whole = Vec::new();
        let mut cuts = Vec::new();
        while let Some(chunk) = splitter.next_chunk() {
            assert!(chunk.bytes.len() <= 32, "at most four times the target");
            cuts.push((chunk.line, chunk.line_start, chunk.ends_mid_line));
            whole.extend_from_slice(&chunk.bytes);
        }
        assert_eq!(whole, pgn.as_bytes());
        // The escape line, from offset 8 to its line break at 109, is cut three times inside;
        // the rest of the input fits in the last chunk.
        assert_eq!(
            cuts,
            [
                (1, 0, false),
                (2, 8, true),
                (2, 8, true),
                (2, 8, true),
                (2, 8, false)
            ]
        );
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

    /// Gives `bytes` a few at a time, then fails.
    struct Damaged<'a>(&'a [u8]);

    impl Read for Damaged<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            if self.0.is_empty() {
                return Err(io::Error::new(io::ErrorKind::InvalidData, "cut short"));
            }
            let n = self.0.len().min(out.len()).min(5);
            out[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    fn damaged_chunks(input: &[u8], target: usize) -> (Vec<(String, bool)>, io::Result<()>) {
        let target = Arc::new(ChunkTarget::new(target));
        let mut splitter = Splitter::new(Damaged(input), target, Arc::default());
        let mut out = Vec::new();
        while let Some(chunk) = splitter.next_chunk() {
            let text = String::from_utf8(chunk.bytes.to_vec()).unwrap();
            out.push((text, chunk.fails_with.is_some()));
        }
        (out, splitter.finish())
    }

    #[test]
    fn hands_out_what_was_read_before_the_input_failed() {
        let pgn = b"[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4";
        let (cut, failure) = damaged_chunks(pgn, 8);
        assert_eq!(
            cut,
            [
                ("[Event \"a\"]\n\n1. e4 *\n\n".to_string(), false),
                ("[Event \"b\"]\n\n1. d4".to_string(), true),
            ]
        );
        assert_eq!(failure.unwrap_err().to_string(), "cut short");
        // Failing before any byte still marks where: an empty last chunk.
        let (cut, failure) = damaged_chunks(b"", 16);
        assert_eq!(cut, [(String::new(), true)]);
        assert!(failure.is_err());
    }
}
