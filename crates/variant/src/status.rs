//! What validation and each variant's rules share: the status flags that name a color.

/// python-chess's status flags that name a color, kept apart until the variant has said which
/// it clears (`VariantRules::adjust_status`), indexed by color.
#[derive(Default)]
pub(crate) struct PerColor {
    /// The color has no king.
    pub(crate) no_king: [bool; 2],
    /// The color has more than 16 pieces.
    pub(crate) too_many_pieces: [bool; 2],
    /// The color has more than 8 pawns.
    pub(crate) too_many_pawns: [bool; 2],
}
