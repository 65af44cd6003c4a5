//! The reader's input: the underlying reader, behind the bytes of a broken token put back.

use std::io::{self, BufRead, Read};
use std::vec::Vec;

/// A [`BufRead`] that can take back bytes it has handed out, serving them again before the rest
/// of the underlying reader, and read ahead behind them.
///
/// The reader copies a token that straddles two reads out of the input before the lexer can judge
/// it. When the token turns out broken, the copy may hold far more than the broken game: after a
/// `{` that never closes, it holds every game up to the end of the input or the comment limit.
/// Putting it back lets recovery read those games again instead of losing them.
#[derive(Debug)]
pub(crate) struct Rewind<R> {
    inner: R,
    /// Bytes put back or read ahead; those before `served` have been handed out already. Kept
    /// once served, so the allocation is reused.
    pending: Vec<u8>,
    served: usize,
}

impl<R> Rewind<R> {
    pub(crate) fn new(inner: R) -> Rewind<R> {
        Rewind {
            inner,
            pending: Vec::new(),
            served: 0,
        }
    }

    pub(crate) fn get_ref(&self) -> &R {
        &self.inner
    }

    /// Whether bytes put back or read ahead are waiting to be served.
    pub(crate) fn has_pending(&self) -> bool {
        self.served < self.pending.len()
    }

    /// The underlying reader, mutably, after dropping the bytes put back: for a seek.
    pub(crate) fn reset_mut(&mut self) -> &mut R {
        self.pending.clear();
        self.served = 0;
        &mut self.inner
    }

    /// The underlying reader; bytes put back and not yet read again are lost with `self`.
    pub(crate) fn into_inner(self) -> R {
        self.inner
    }

    /// Puts back `bytes`, the last ones consumed, so the next reads start with them.
    pub(crate) fn unread(&mut self, bytes: &[u8]) {
        // What is still pending follows `bytes` in the input; what was served is done with.
        self.pending.splice(..self.served, bytes.iter().copied());
        self.served = 0;
    }
}

/// The most bytes put back that one [`fill_buf`](BufRead::fill_buf) hands out.
///
/// Bytes are put back mostly because a `{` before them never closes, so they hold no `}`. Handed
/// out whole, they would have the lexer search all of them again for each `{` among them; in
/// pieces, the search stops at the end of a piece, and the reader resumes it past what was
/// searched before.
const PIECE: usize = 4096;

impl<R: BufRead> Rewind<R> {
    /// The bytes put back and not served yet, after moving bytes behind them from the underlying
    /// reader until there are at least `len`, or the input ends (then `true`).
    pub(crate) fn read_ahead(&mut self, len: usize) -> io::Result<(&[u8], bool)> {
        while self.pending.len() - self.served < len {
            let chunk = match self.inner.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if chunk.is_empty() {
                return Ok((&self.pending[self.served..], true));
            }
            // Dropping what was served costs no more than serving it did.
            if self.served >= self.pending.len() - self.served {
                self.pending.drain(..self.served);
                self.served = 0;
            }
            let take = chunk.len().min(len - (self.pending.len() - self.served));
            self.pending.extend_from_slice(&chunk[..take]);
            self.inner.consume(take);
        }
        Ok((&self.pending[self.served..], false))
    }
}

impl<R: BufRead> BufRead for Rewind<R> {
    #[inline]
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        // Bytes are only put back after an error, so on well-formed input this is one branch.
        if self.served == self.pending.len() {
            self.inner.fill_buf()
        } else {
            let end = self.pending.len().min(self.served + PIECE);
            Ok(&self.pending[self.served..end])
        }
    }

    #[inline]
    fn consume(&mut self, amount: usize) {
        if self.served == self.pending.len() {
            self.inner.consume(amount);
        } else {
            debug_assert!(amount <= self.pending.len() - self.served);
            self.served += amount;
        }
    }
}

impl<R: BufRead> Read for Rewind<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let n = self.fill_buf()?.read(out)?;
        self.consume(n);
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rest<R: BufRead>(rewind: &mut Rewind<R>) -> Vec<u8> {
        let mut out = Vec::new();
        rewind.read_to_end(&mut out).unwrap();
        out
    }

    #[test]
    fn reads_through_to_the_inner_reader() {
        let mut rewind = Rewind::new(&b"1. e4 *"[..]);
        assert_eq!(rest(&mut rewind), b"1. e4 *");
        assert_eq!(rewind.into_inner(), b"");
    }

    #[test]
    fn bytes_put_back_come_first() {
        let mut rewind = Rewind::new(&b"abcdef"[..]);
        rewind.consume(4);
        rewind.unread(b"cd");
        assert_eq!(rewind.fill_buf().unwrap(), b"cd");
        assert_eq!(rest(&mut rewind), b"cdef");
    }

    #[test]
    fn bytes_put_back_while_others_are_pending_go_before_them() {
        let mut rewind = Rewind::new(&b"ghi"[..]);
        rewind.unread(b"abcdef");
        rewind.consume(4);
        // The last four consumed were pending; the two before them come from an earlier read.
        rewind.unread(b"xyabcd");
        assert_eq!(rest(&mut rewind), b"xyabcdefghi");
        assert_eq!(rewind.get_ref(), b"");
    }

    #[test]
    fn bytes_put_back_are_served_in_pieces() {
        let mut rewind = Rewind::new(&b"tail"[..]);
        rewind.unread(&[b'x'; PIECE + 10]);
        assert_eq!(rewind.fill_buf().unwrap().len(), PIECE);
        rewind.consume(PIECE - 1);
        assert_eq!(rewind.fill_buf().unwrap().len(), 11);
        assert_eq!(rest(&mut rewind).len(), 11 + 4);
    }

    #[test]
    fn reading_ahead_moves_bytes_behind_those_put_back() {
        let mut rewind = Rewind::new(&b"cdefgh"[..]);
        rewind.unread(b"ab");
        assert_eq!(rewind.read_ahead(1).unwrap(), (&b"ab"[..], false));
        assert_eq!(rewind.read_ahead(5).unwrap(), (&b"abcde"[..], false));
        assert_eq!(rewind.get_ref(), b"fgh");
        rewind.consume(4);
        assert_eq!(rewind.read_ahead(100).unwrap(), (&b"efgh"[..], true));
        assert!(rewind.has_pending());
        assert_eq!(rest(&mut rewind), b"efgh");
        assert!(!rewind.has_pending());
        // With nothing pending, reading ahead starts from the underlying reader.
        let mut rewind = Rewind::new(&b"abc"[..]);
        assert_eq!(rewind.read_ahead(2).unwrap(), (&b"ab"[..], false));
        assert_eq!(rest(&mut rewind), b"abc");
    }

    #[test]
    fn reading_ahead_drops_what_was_served() {
        let data = [b'z'; 1000];
        let mut rewind = Rewind::new(&data[..]);
        for _ in 0..990 {
            rewind.read_ahead(10).unwrap();
            rewind.consume(1);
        }
        assert!(rewind.pending.len() <= 20, "{}", rewind.pending.len());
        assert_eq!(rest(&mut rewind).len(), 10);
    }

    #[test]
    fn the_buffer_is_reused() {
        let mut rewind = Rewind::new(&b""[..]);
        rewind.unread(&[b'x'; 100]);
        rewind.consume(100);
        let capacity = rewind.pending.capacity();
        rewind.unread(&[b'y'; 60]);
        assert_eq!(rewind.pending.capacity(), capacity);
        assert_eq!(rest(&mut rewind), [b'y'; 60]);
    }
}
