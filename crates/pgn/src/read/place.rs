//! A place in the input: its byte offset, line and line start, which error positions count from.

/// A place in the input, with what error positions after it are counted from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Place {
    /// Bytes before it.
    pub(crate) offset: u64,
    /// Its line, from 1.
    pub(crate) line: u64,
    /// The offset of its line's first byte.
    pub(crate) line_start: u64,
}

impl Place {
    /// The start of an input.
    pub(crate) const START: Place = Place {
        offset: 0,
        line: 1,
        line_start: 0,
    };
}
