//! What validation and each variant's rules share: the status flags that name a color; and
//! [`VariantStatus`], python-chess's `status()` of any setup, legal or not.

use fianchetto_movegen::{CastlingMode, Color};

use crate::rules::with_rules;
use crate::{Variant, VariantPosition, VariantPositionErrorKinds, VariantSetup};

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

/// What python-chess's `status()` says of a setup in a variant: the reasons it is not a legal
/// position ([`VariantPosition::from_setup`]'s, without the checks python-chess leaves out),
/// with the colors of those that name one (python-chess's `STATUS_NO_WHITE_KING` and the like).
///
/// ```
/// use fianchetto_variant::movegen::{CastlingMode, Color, Setup};
/// use fianchetto_variant::{Variant, VariantPositionErrorKinds, VariantSetup, VariantStatus};
///
/// let status = VariantStatus::of(&VariantSetup::from(Setup::empty()), Variant::Chess, CastlingMode::Standard);
/// assert!(status.kinds().contains(VariantPositionErrorKinds::EMPTY_BOARD));
/// assert!(status.no_king(Color::White) && status.no_king(Color::Black));
/// // Antichess needs no king.
/// let status = VariantStatus::of(&VariantSetup::from(Setup::empty()), Variant::Antichess, CastlingMode::Standard);
/// assert!(!status.no_king(Color::White));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct VariantStatus {
    kinds: VariantPositionErrorKinds,
    no_king: [bool; 2],
    too_many_pieces: [bool; 2],
    too_many_pawns: [bool; 2],
}

impl VariantStatus {
    /// python-chess's `status()` of `setup` as a position of `variant` in castling `mode`.
    pub fn of(setup: &VariantSetup, variant: Variant, mode: CastlingMode) -> VariantStatus {
        let pos = VariantPosition::unchecked(setup.clone(), variant, mode);
        let (kinds, per_color) = with_rules!(variant, |R| pos.status_by_color::<R>());
        let mut kinds = kinds;
        let any = |flags: [bool; 2]| flags.contains(&true);
        kinds.set(
            VariantPositionErrorKinds::MISSING_KING,
            any(per_color.no_king),
        );
        kinds.set(
            VariantPositionErrorKinds::TOO_MANY_PIECES,
            any(per_color.too_many_pieces),
        );
        kinds.set(
            VariantPositionErrorKinds::TOO_MANY_PAWNS,
            any(per_color.too_many_pawns),
        );
        VariantStatus {
            kinds,
            no_king: per_color.no_king,
            too_many_pieces: per_color.too_many_pieces,
            too_many_pawns: per_color.too_many_pawns,
        }
    }

    /// The reasons, as a set; empty for a position python-chess calls valid.
    pub fn kinds(&self) -> VariantPositionErrorKinds {
        self.kinds
    }

    /// `color` must have a king and has none.
    pub fn no_king(&self, color: Color) -> bool {
        self.no_king[color as usize]
    }

    /// `color` has more pieces than the variant allows.
    pub fn too_many_pieces(&self, color: Color) -> bool {
        self.too_many_pieces[color as usize]
    }

    /// `color` has more pawns than the variant allows.
    pub fn too_many_pawns(&self, color: Color) -> bool {
        self.too_many_pawns[color as usize]
    }
}
