//! The 32-bit offsets of Arrow's list columns, which both list columns check the same way.

use arrow_schema::ArrowError;

/// `value` as an offset into a list column's `items` (moves, list items), or the error of a
/// batch past Arrow's 32-bit offsets (2 GiB).
pub(crate) fn list_offset(value: usize, items: &str) -> Result<i32, ArrowError> {
    i32::try_from(value).map_err(|_| {
        ArrowError::InvalidArgumentError(format!(
            "a batch of {items} past Arrow's 32-bit offsets ({value})"
        ))
    })
}
