//! A worker's input: one chunk's bytes, then the end of the input or, where reading the input
//! failed right after them, the same failure in the same place.

use std::io::{self, BufRead, Read};

use crate::read::lexer;

/// One chunk's bytes as a [`BufRead`].
pub(crate) struct ChunkInput<'a> {
    rest: &'a [u8],
    fails_with: Option<&'a InputFailure>,
}

impl<'a> ChunkInput<'a> {
    pub(crate) fn new(bytes: &'a [u8], fails_with: Option<&'a InputFailure>) -> ChunkInput<'a> {
        ChunkInput {
            rest: bytes,
            fails_with,
        }
    }

    /// Whether all that is left is whitespace.
    pub(crate) fn rest_is_blank(&self) -> bool {
        self.rest.iter().all(|&b| lexer::is_ws(b))
    }
}

/// How reading the input failed, for the readers of the chunk it ends: the splitting thread
/// keeps the error itself, which the parallel reader returns once the games before it are handed
/// on, and these readers get one of the same kind and message, so that a game the failure cuts
/// short ends with the error one reader would give it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct InputFailure {
    kind: io::ErrorKind,
    message: std::string::String,
}

impl InputFailure {
    pub(crate) fn of(error: &io::Error) -> InputFailure {
        use std::string::ToString;
        InputFailure {
            kind: error.kind(),
            message: error.to_string(),
        }
    }

    pub(crate) fn error(&self) -> io::Error {
        io::Error::new(self.kind, self.message.clone())
    }
}

impl BufRead for ChunkInput<'_> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if let (true, Some(failure)) = (self.rest.is_empty(), self.fails_with) {
            return Err(failure.error());
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
    use std::string::ToString;

    #[test]
    fn fails_only_where_the_input_did() {
        let failure = InputFailure::of(&io::Error::other("cut short"));
        let mut input = ChunkInput::new(b"ab ", Some(&failure));
        assert_eq!(input.fill_buf().unwrap(), b"ab ");
        input.consume(2);
        assert!(input.rest_is_blank());
        input.consume(1);
        let error = input.fill_buf().unwrap_err();
        assert_eq!(
            (error.kind(), error.to_string()),
            (io::ErrorKind::Other, "cut short".into())
        );
        let mut whole = ChunkInput::new(b"ab", None);
        whole.consume(2);
        assert_eq!(whole.fill_buf().unwrap(), b"");
    }
}
