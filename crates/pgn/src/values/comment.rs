//! The raw text of a comment, handed out without copying.

use core::fmt;

/// The text of a comment, exactly as it appears in the file.
///
/// For a brace comment it is everything between `{` and `}` (PGN has no escapes there, so a
/// comment cannot contain `}`); for a `;` comment, everything after the `;` up to the end of the
/// line, without the line break. Line breaks inside brace comments are kept as they are
/// (`\n` or `\r\n`). Commands such as `[%clk 0:09:57]` are left for the visitor to parse.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct RawComment<'a>(pub &'a [u8]);

impl<'a> RawComment<'a> {
    /// The comment's bytes, untrimmed.
    pub const fn as_bytes(&self) -> &'a [u8] {
        self.0
    }

    /// The comment without leading and trailing ASCII whitespace.
    pub fn trimmed(&self) -> &'a [u8] {
        self.0.trim_ascii()
    }
}

impl fmt::Debug for RawComment<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RawComment(\"{}\")", self.0.escape_ascii())
    }
}
