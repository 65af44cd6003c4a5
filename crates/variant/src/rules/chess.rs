//! Standard chess (and Chess960): every hook as its default.

use super::VariantRules;
use crate::Variant;

/// Standard chess's rules: the defaults of [`VariantRules`].
pub(crate) struct Chess;

impl VariantRules for Chess {
    const VARIANT: Variant = Variant::Chess;
}
