//! Splitting FEN text into fields: runs of white space or `_` when relaxed, single spaces when strict.

use super::error::{FenField, FenSyntaxError, ParseFenErrorKind};

/// A cursor over the fields of a FEN or EPD record.
pub struct Fields<'a> {
    rest: &'a [u8],
    strict: bool,
}

/// A relaxed separator: ASCII white space or `_` (as in URLs such as lichess's).
fn is_relaxed_separator(b: u8) -> bool {
    b.is_ascii_whitespace() || b == b'_'
}

impl<'a> Fields<'a> {
    /// Starts at the first field. Relaxed mode skips leading white space (and `_`); strict mode
    /// reports it.
    pub fn new(text: &'a [u8], strict: bool) -> Fields<'a> {
        let rest = if strict {
            text
        } else {
            trim_start(text, is_relaxed_separator)
        };
        Fields { rest, strict }
    }

    /// The next field, or `None` at the end of the text.
    ///
    /// In strict mode a field must be non-empty and followed by exactly one space or the end of
    /// the text; `field` names it in the error otherwise.
    ///
    /// # Errors
    /// In strict mode, [`ParseFenErrorKind::Separator`].
    pub fn next(&mut self, field: FenField) -> Result<Option<&'a [u8]>, FenSyntaxError<'a>> {
        if self.rest.is_empty() {
            return Ok(None);
        }
        if self.strict {
            let end = self
                .rest
                .iter()
                .position(|&b| b == b' ')
                .unwrap_or(self.rest.len());
            let (token, rest) = self.rest.split_at(end);
            if token.is_empty() {
                return Err(FenSyntaxError::new(
                    field,
                    ParseFenErrorKind::Separator,
                    token,
                ));
            }
            self.rest = match rest.split_first() {
                // A single space before the end would hide a missing field.
                Some((_, [])) => {
                    return Err(FenSyntaxError::new(
                        FenField::Trailing,
                        ParseFenErrorKind::Separator,
                        rest,
                    ));
                }
                Some((_, after)) => after,
                None => rest,
            };
            Ok(Some(token))
        } else {
            let end = self
                .rest
                .iter()
                .position(|&b| is_relaxed_separator(b))
                .unwrap_or(self.rest.len());
            let (token, rest) = self.rest.split_at(end);
            self.rest = trim_start(rest, is_relaxed_separator);
            Ok(Some(token))
        }
    }

    /// The next field, which must be present.
    ///
    /// # Errors
    /// [`ParseFenErrorKind::Missing`] at the end of the text, or as [`Fields::next`].
    pub fn require(&mut self, field: FenField) -> Result<&'a [u8], FenSyntaxError<'a>> {
        self.next(field)?
            .ok_or(FenSyntaxError::new(field, ParseFenErrorKind::Missing, b""))
    }

    /// The unread text (in relaxed mode, without leading separators).
    pub fn rest(&self) -> &'a [u8] {
        self.rest
    }

    /// Fails with [`ParseFenErrorKind::TrailingText`] unless the whole text has been read.
    ///
    /// # Errors
    /// [`ParseFenErrorKind::TrailingText`].
    pub fn finish(&self) -> Result<(), FenSyntaxError<'a>> {
        if self.rest.is_empty() {
            Ok(())
        } else {
            Err(FenSyntaxError::new(
                FenField::Trailing,
                ParseFenErrorKind::TrailingText,
                self.rest,
            ))
        }
    }
}

/// `text` without its leading bytes that match `pred`.
fn trim_start(text: &[u8], pred: impl Fn(u8) -> bool) -> &[u8] {
    let start = text.iter().position(|&b| !pred(b)).unwrap_or(text.len());
    &text[start..]
}
