//! [`VariantPositionError`]: why a [`VariantSetup`](crate::VariantSetup) is not a legal
//! position of its variant.
//!
//! API SKELETON: the rules helper fills in the kinds and messages.

use core::fmt;

/// A setup is not a legal position of its variant. The message names the field at fault
/// (`pockets`, `remaining checks`, `board`, `castling`, `en passant`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantPositionError {
    pub(crate) message: &'static str,
}

impl fmt::Display for VariantPositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message)
    }
}

impl core::error::Error for VariantPositionError {}
