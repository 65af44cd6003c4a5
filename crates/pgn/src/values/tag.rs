//! The raw value of a tag pair, unescaped only when asked.

use std::borrow::Cow;
use std::fmt;
use std::str::Utf8Error;
use std::string::String;
use std::vec::Vec;

/// The value of a tag pair as it appears between the quotes, escapes included.
///
/// PGN escapes `"` and `\` inside tag values with a backslash. Most values contain neither, so the
/// reader hands out the raw bytes and leaves unescaping to [`decode`](RawTag::decode), which only
/// allocates when there is an escape to remove.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct RawTag<'a>(pub &'a [u8]);

impl<'a> RawTag<'a> {
    /// The value's bytes with escapes still in place.
    pub const fn as_bytes(&self) -> &'a [u8] {
        self.0
    }

    /// The value with `\"` and `\\` unescaped; borrowed when there is nothing to unescape.
    ///
    /// A backslash before any other byte is kept, as lenient readers do.
    pub fn decode(&self) -> Cow<'a, [u8]> {
        if !self.0.contains(&b'\\') {
            return Cow::Borrowed(self.0);
        }
        let mut out = Vec::with_capacity(self.0.len());
        let mut bytes = self.0.iter();
        while let Some(&b) = bytes.next() {
            if b == b'\\' {
                match bytes.as_slice().first() {
                    Some(&next @ (b'\\' | b'"')) => {
                        out.push(next);
                        bytes.next();
                    }
                    _ => out.push(b),
                }
            } else {
                out.push(b);
            }
        }
        Cow::Owned(out)
    }

    /// The unescaped value as UTF-8 text.
    ///
    /// # Errors
    ///
    /// When the value is not valid UTF-8 (old files are often Latin-1).
    pub fn decode_utf8(&self) -> Result<Cow<'a, str>, Utf8Error> {
        match self.decode() {
            Cow::Borrowed(b) => std::str::from_utf8(b).map(Cow::Borrowed),
            Cow::Owned(v) => match String::from_utf8(v) {
                Ok(s) => Ok(Cow::Owned(s)),
                Err(e) => Err(e.utf8_error()),
            },
        }
    }

    /// The unescaped value as text, with invalid UTF-8 replaced by `U+FFFD`.
    pub fn decode_utf8_lossy(&self) -> Cow<'a, str> {
        match self.decode() {
            Cow::Borrowed(b) => String::from_utf8_lossy(b),
            Cow::Owned(v) => Cow::Owned(String::from_utf8_lossy(&v).into_owned()),
        }
    }
}

impl fmt::Debug for RawTag<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RawTag(\"{}\")", self.0.escape_ascii())
    }
}
