//! [`VariantPositionError`]: why a [`VariantSetup`](crate::VariantSetup) is not a legal
//! position of its variant, as a set of [`VariantPositionErrorKinds`] whose messages name the
//! field at fault.

use core::fmt;

use crate::Variant;

bitflags::bitflags! {
    /// A set of reasons a setup is not a legal position of its variant (a bit set: several may hold
    /// at once). Most are python-chess's `Status` flags, as each variant's `status()` sets or clears
    /// them; the others check what python-chess leaves unchecked (a king in hand, more than three
    /// checks to go, a variant's extra data in a variant without it).
    ///
    /// ```
    /// use fianchetto_variant::VariantPositionErrorKinds;
    ///
    /// let kinds = VariantPositionErrorKinds::KING_IN_POCKET | VariantPositionErrorKinds::EMPTY_BOARD;
    /// assert!(kinds.contains(VariantPositionErrorKinds::KING_IN_POCKET));
    /// assert_eq!(kinds.iter().count(), 2);
    /// assert_eq!(kinds.to_string(), "invalid board: no pieces; invalid pockets: a king in hand");
    /// ```
    #[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
    pub struct VariantPositionErrorKinds: u32 {
        /// No piece on the board.
        const EMPTY_BOARD = 1 << 0;
        /// A side that must have a king has none (every side in most variants; only the side not to
        /// move in atomic, only Black in horde, nobody in antichess).
        const MISSING_KING = 1 << 1;
        /// More than two kings, or (horde) a white king.
        const TOO_MANY_KINGS = 1 << 2;
        /// More than 16 pieces of one color (36 for horde's White).
        const TOO_MANY_PIECES = 1 << 3;
        /// More than 8 pawns of one color (36 for horde's White).
        const TOO_MANY_PAWNS = 1 << 4;
        /// A pawn on the first or eighth rank (horde's White may have pawns on the first).
        const PAWNS_ON_BACKRANK = 1 << 5;
        /// The side not to move is in check.
        const OPPOSITE_CHECK = 1 << 6;
        /// More than two pieces give check (racing kings: any check).
        const TOO_MANY_CHECKERS = 1 << 7;
        /// A check that no single move could have given (racing kings: any check).
        const IMPOSSIBLE_CHECK = 1 << 8;
        /// A king in check in racing kings, where giving check is illegal.
        const RACE_CHECK = 1 << 9;
        /// Racing kings with Black to move and both kings on the eighth rank: the race was over.
        const RACE_OVER = 1 << 10;
        /// Racing kings with pawns, or more pieces of a kind than the start has.
        const RACE_MATERIAL = 1 << 11;
        /// A castling right without its king and rook in place, as python-chess cleans them (in
        /// standard chess the king on the e-file and the rook in the corner).
        const BAD_CASTLING_RIGHTS = 1 << 12;
        /// An en passant square that no pawn of the side not to move has just skipped over.
        const INVALID_EP_SQUARE = 1 << 13;
        /// A king in a crazyhouse pocket.
        const KING_IN_POCKET = 1 << 14;
        /// Crazyhouse with more than 32 pieces or 16 pawns on the board and in hand together.
        const TOO_MANY_IN_HAND = 1 << 15;
        /// Pieces in hand in a variant without drops.
        const POCKETS_OUTSIDE_CRAZYHOUSE = 1 << 16;
        /// Three-check with more than 3 checks to go for a side.
        const TOO_MANY_REMAINING_CHECKS = 1 << 17;
        /// Remaining checks other than 3 each in a variant other than three-check.
        const CHECKS_OUTSIDE_THREE_CHECK = 1 << 18;
        /// A promoted mark on an empty square, a pawn, or (outside antichess) a king.
        const INVALID_PROMOTED = 1 << 19;
        /// Promoted marks in a variant that does not keep them (all but crazyhouse and antichess).
        const PROMOTED_OUTSIDE_CRAZYHOUSE = 1 << 20;
    }
}

impl VariantPositionErrorKinds {
    /// The message of a single reason.
    fn message(self) -> &'static str {
        match self {
            VariantPositionErrorKinds::EMPTY_BOARD => "invalid board: no pieces",
            VariantPositionErrorKinds::MISSING_KING => "invalid board: a side without its king",
            VariantPositionErrorKinds::TOO_MANY_KINGS => "invalid board: too many kings",
            VariantPositionErrorKinds::TOO_MANY_PIECES => {
                "invalid board: too many pieces of one color"
            }
            VariantPositionErrorKinds::TOO_MANY_PAWNS => {
                "invalid board: too many pawns of one color"
            }
            VariantPositionErrorKinds::PAWNS_ON_BACKRANK => "invalid board: pawns on the back rank",
            VariantPositionErrorKinds::OPPOSITE_CHECK => {
                "invalid board: the side not to move is in check"
            }
            VariantPositionErrorKinds::TOO_MANY_CHECKERS => {
                "invalid board: too many pieces give check"
            }
            VariantPositionErrorKinds::IMPOSSIBLE_CHECK => {
                "invalid board: a check no move could have given"
            }
            VariantPositionErrorKinds::RACE_CHECK => {
                "invalid board: a king in check in racing kings"
            }
            VariantPositionErrorKinds::RACE_OVER => {
                "invalid board: both kings on the eighth rank with black to move"
            }
            VariantPositionErrorKinds::RACE_MATERIAL => {
                "invalid board: pawns, or more pieces of a kind than racing kings starts with"
            }
            VariantPositionErrorKinds::BAD_CASTLING_RIGHTS => {
                "invalid castling rights: a right without its king and rook in place"
            }
            VariantPositionErrorKinds::INVALID_EP_SQUARE => {
                "invalid en passant square: no pawn has just skipped it"
            }
            VariantPositionErrorKinds::KING_IN_POCKET => "invalid pockets: a king in hand",
            VariantPositionErrorKinds::TOO_MANY_IN_HAND => {
                "invalid pockets: more than 32 pieces or 16 pawns on the board and in hand"
            }
            VariantPositionErrorKinds::POCKETS_OUTSIDE_CRAZYHOUSE => {
                "invalid pockets: pieces in hand outside crazyhouse"
            }
            VariantPositionErrorKinds::TOO_MANY_REMAINING_CHECKS => {
                "invalid remaining checks: more than 3"
            }
            VariantPositionErrorKinds::CHECKS_OUTSIDE_THREE_CHECK => {
                "invalid remaining checks: not 3+3 outside three-check"
            }
            VariantPositionErrorKinds::INVALID_PROMOTED => {
                "invalid promoted pieces: a mark on an empty square, a pawn or a king"
            }
            VariantPositionErrorKinds::PROMOTED_OUTSIDE_CRAZYHOUSE => {
                "invalid promoted pieces: only crazyhouse and antichess keep them"
            }
            _ => "invalid position",
        }
    }
}

impl fmt::Debug for VariantPositionErrorKinds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|kind| kind.message()))
            .finish()
    }
}

impl fmt::Display for VariantPositionErrorKinds {
    /// The messages of the reasons, separated by `; `.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, kind) in self.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            f.write_str(kind.message())?;
        }
        Ok(())
    }
}

/// A setup is not a legal position of its variant: the [reasons](VariantPositionErrorKinds),
/// each message naming the field at fault (`board`, `castling rights`, `en passant square`,
/// `pockets`, `remaining checks`, `promoted pieces`), and the variant that refused it.
///
/// ```
/// use fianchetto_variant::movegen::{CastlingMode, Color, Role, Setup, Square};
/// use fianchetto_variant::{Variant, VariantPosition, VariantPositionErrorKinds, VariantSetup};
///
/// let mut setup = VariantSetup::from(Setup::initial());
/// setup.setup.board.remove_piece_at(Square::B1); // a knight taken...
/// setup.pockets.add(Color::White, Role::King); // ...and a king in hand instead of it
/// let err = VariantPosition::from_setup(setup, Variant::Crazyhouse, CastlingMode::Standard)
///     .unwrap_err();
/// assert_eq!(err.kinds(), VariantPositionErrorKinds::KING_IN_POCKET);
/// assert_eq!(err.variant(), Variant::Crazyhouse);
/// assert_eq!(err.to_string(), "invalid pockets: a king in hand");
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct VariantPositionError {
    pub(crate) kinds: VariantPositionErrorKinds,
    pub(crate) variant: Variant,
}

impl VariantPositionError {
    /// The reasons the setup was refused.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingMode, Setup};
    /// use fianchetto_variant::{Variant, VariantPosition, VariantPositionErrorKinds, VariantSetup};
    ///
    /// let setup = VariantSetup::from(Setup::empty());
    /// let err = VariantPosition::from_setup(setup, Variant::Antichess, CastlingMode::Standard)
    ///     .unwrap_err();
    /// assert_eq!(err.kinds(), VariantPositionErrorKinds::EMPTY_BOARD);
    /// ```
    #[inline]
    pub fn kinds(&self) -> VariantPositionErrorKinds {
        self.kinds
    }

    /// The variant whose rules refused the setup.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingMode, Setup};
    /// use fianchetto_variant::{Variant, VariantPosition, VariantSetup};
    ///
    /// let setup = VariantSetup::from(Setup::empty());
    /// let err = VariantPosition::from_setup(setup, Variant::Horde, CastlingMode::Standard)
    ///     .unwrap_err();
    /// assert_eq!(err.variant(), Variant::Horde);
    /// ```
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl fmt::Debug for VariantPositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fianchetto_movegen::debug_message(f, "VariantPositionError", self)
    }
}

impl fmt::Display for VariantPositionError {
    /// The messages of the reasons, separated by `; `.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.kinds, f)
    }
}

impl core::error::Error for VariantPositionError {}
