//! A worker's input: one chunk's bytes, then the end of the input or, where reading the input
//! failed right after them, an error in the same place.

use std::io::{self, BufRead, Read};

use crate::pgn::lexer;

/// One chunk's bytes as a [`BufRead`].
pub(crate) struct ChunkInput<'a> {
    rest: &'a [u8],
    fails_at_end: bool,
}

impl<'a> ChunkInput<'a> {
    pub(crate) fn new(bytes: &'a [u8], fails_at_end: bool) -> ChunkInput<'a> {
        ChunkInput {
            rest: bytes,
            fails_at_end,
        }
    }

    /// Whether all that is left is whitespace.
    pub(crate) fn rest_is_blank(&self) -> bool {
        self.rest.iter().all(|&b| lexer::is_ws(b))
    }
}

/// What a reader gets where the input failed: the splitting thread keeps the real error, which
/// the parallel reader returns once the games before it are handed on, so this one is dropped.
pub(crate) fn input_failed() -> io::Error {
    io::Error::other("reading the input failed here")
}

impl BufRead for ChunkInput<'_> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.rest.is_empty() && self.fails_at_end {
            return Err(input_failed());
        }
        Ok(self.rest)
    }

    fn consume(&mut self, amount: usize) {
        self.rest = &self.rest[amount..];
    }
}

impl Read for ChunkInput<'_> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let n = self.fill_buf()?.read(out)?;
        self.consume(n);
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fails_only_where_the_input_did() {
        let mut input = ChunkInput::new(b"ab ", true);
        assert_eq!(input.fill_buf().unwrap(), b"ab ");
        input.consume(2);
        assert!(input.rest_is_blank());
        input.consume(1);
        assert!(input.fill_buf().is_err());
        let mut whole = ChunkInput::new(b"ab", false);
        whole.consume(2);
        assert_eq!(whole.fill_buf().unwrap(), b"");
    }
}
