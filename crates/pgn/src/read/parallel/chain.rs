//! The input of a chunk read again on one thread, after its end turned out not to be a game's:
//! its bytes, then the next chunks' as the reading needs them.

use std::io::{self, BufRead, Read};
use std::sync::Arc;
use std::vec::Vec;

use super::arrivals::Arrivals;
use super::chunk_input::InputFailure;
use crate::read::lexer;

/// A [`BufRead`] over consecutive chunks, pulling each from the workers' results when the one
/// before is used up.
pub(crate) struct Chain<'a, O, E> {
    arrivals: &'a mut Arrivals<O, E>,
    current: Arc<Vec<u8>>,
    at: usize,
    /// How reading the input failed right after the current chunk, if it did.
    fails_with: Option<InputFailure>,
    /// The chunk to pull next.
    next: u64,
    ended: bool,
}

impl<'a, O, E> Chain<'a, O, E> {
    /// A chain starting at byte `at` of `first`, the bytes of chunk `next - 1`, after which
    /// the input failed as `fails_with` says, if it did.
    pub(crate) fn new(
        arrivals: &'a mut Arrivals<O, E>,
        (first, fails_with): (Arc<Vec<u8>>, Option<InputFailure>),
        at: usize,
        next: u64,
    ) -> Self {
        Chain {
            arrivals,
            current: first,
            at,
            fails_with,
            next,
            ended: false,
        }
    }

    /// The chunk after the one being read.
    pub(crate) fn next_chunk(&self) -> u64 {
        self.next
    }

    /// Whether all that is left of the current chunk is whitespace: a game ending here ends at
    /// the chunk's end.
    pub(crate) fn rest_is_blank(&self) -> bool {
        self.current[self.at..].iter().all(|&b| lexer::is_ws(b))
    }
}

impl<O, E> BufRead for Chain<'_, O, E> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if let (true, Some(failure)) = (self.at == self.current.len(), &self.fails_with) {
            return Err(failure.error());
        }
        if self.at == self.current.len() && !self.ended {
            match self.arrivals.pull_for_rereading(self.next) {
                Some((bytes, fails_with)) => {
                    self.current = bytes;
                    self.at = 0;
                    self.fails_with = fails_with;
                    self.next += 1;
                }
                None => self.ended = true,
            }
        }
        Ok(&self.current[self.at..])
    }

    fn consume(&mut self, amount: usize) {
        self.at += amount;
    }
}

impl<O, E> Read for Chain<'_, O, E> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let n = self.fill_buf()?.read(out)?;
        self.consume(n);
        Ok(n)
    }
}
