//! Arrow's 32-bit offsets, which every text and list column checks the same way before a record
//! is appended.

use arrow_schema::ArrowError;

/// The most a column's offsets may reach: Arrow's 32-bit offsets (2 GiB of text).
pub(crate) const MAX_OFFSET: usize = i32::MAX as usize;

/// The error of a batch whose `items` (moves, list items, text) would end at `end`, past
/// `limit`.
pub(crate) fn check_offset(end: usize, limit: usize, items: &str) -> Result<(), ArrowError> {
    if end > limit {
        return Err(ArrowError::InvalidArgumentError(format!(
            "a batch of {items} past Arrow's 32-bit offsets ({end})"
        )));
    }
    Ok(())
}
