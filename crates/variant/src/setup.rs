//! [`VariantSetup`], the unvalidated description of a variant position, and its two extras:
//! crazyhouse's [`Pockets`] and three-check's [`RemainingChecks`].

use fianchetto_movegen::{Bitboard, Color, Role, Setup};

/// A position as a FEN describes it, unvalidated: the standard [`Setup`] (board, turn,
/// castling rights, en passant square, clocks) and what variants add to it.
///
/// ```
/// use fianchetto_variant::{Pockets, RemainingChecks, VariantSetup};
/// use fianchetto_variant::movegen::{Color, Role, Setup};
///
/// let mut setup = VariantSetup::from(Setup::initial());
/// setup.pockets.add(Color::White, Role::Knight);
/// setup.remaining_checks = RemainingChecks { white: 2, black: 3 };
/// assert_eq!(setup.pockets.count(Color::White, Role::Knight), 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VariantSetup {
    /// Everything standard chess has.
    pub setup: Setup,
    /// The pieces in each player's hand (crazyhouse; empty otherwise).
    pub pockets: Pockets,
    /// The pieces on the board that were promoted from pawns, which a capture returns to the
    /// hand as pawns (crazyhouse's `~` in FEN; empty otherwise).
    pub promoted: Bitboard,
    /// The checks each player still has to give to win (three-check; 3 each otherwise).
    pub remaining_checks: RemainingChecks,
}

impl From<Setup> for VariantSetup {
    /// `setup` with empty pockets, nothing promoted and three checks to go each.
    fn from(setup: Setup) -> VariantSetup {
        VariantSetup {
            setup,
            pockets: Pockets::EMPTY,
            promoted: Bitboard::EMPTY,
            remaining_checks: RemainingChecks::START,
        }
    }
}

/// The pieces in the two players' hands, a count per color and role (crazyhouse).
///
/// A count is at most 255; validation refuses more pieces than a game can hold, and any king.
///
/// ```
/// use fianchetto_variant::Pockets;
/// use fianchetto_variant::movegen::{Color, Role};
///
/// let mut pockets = Pockets::EMPTY;
/// pockets.add(Color::Black, Role::Pawn);
/// pockets.add(Color::Black, Role::Pawn);
/// assert_eq!(pockets.count(Color::Black, Role::Pawn), 2);
/// assert!(pockets.remove(Color::Black, Role::Pawn));
/// assert!(!pockets.remove(Color::White, Role::Queen));
/// assert_eq!(pockets.len(Color::Black), 1);
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pockets {
    /// Indexed by color, then role.
    counts: [[u8; 6]; 2],
}

impl Pockets {
    /// No pieces in either hand.
    pub const EMPTY: Pockets = Pockets {
        counts: [[0; 6]; 2],
    };

    /// How many `role`s `color` holds.
    #[inline]
    pub const fn count(&self, color: Color, role: Role) -> u8 {
        self.counts[color as usize][role as usize]
    }

    /// Puts a `role` in `color`'s hand (saturating at 255).
    #[inline]
    pub fn add(&mut self, color: Color, role: Role) {
        let count = &mut self.counts[color as usize][role as usize];
        *count = count.saturating_add(1);
    }

    /// Takes a `role` from `color`'s hand; `false` if it holds none.
    #[inline]
    pub fn remove(&mut self, color: Color, role: Role) -> bool {
        let count = &mut self.counts[color as usize][role as usize];
        if *count == 0 {
            return false;
        }
        *count -= 1;
        true
    }

    /// How many pieces `color` holds.
    pub fn len(&self, color: Color) -> usize {
        self.counts[color as usize]
            .iter()
            .map(|&n| usize::from(n))
            .sum()
    }

    /// `true` if neither hand holds anything.
    pub fn is_empty(&self) -> bool {
        *self == Pockets::EMPTY
    }
}

/// The checks each player still has to give to win a three-check game: 3 each at the start.
///
/// ```
/// use fianchetto_variant::RemainingChecks;
/// use fianchetto_variant::movegen::Color;
///
/// let checks = RemainingChecks { white: 1, black: 3 };
/// assert_eq!(checks.get(Color::White), 1);
/// assert_eq!(RemainingChecks::START.get(Color::Black), 3);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RemainingChecks {
    /// Checks White has yet to give.
    pub white: u8,
    /// Checks Black has yet to give.
    pub black: u8,
}

impl RemainingChecks {
    /// Three each.
    pub const START: RemainingChecks = RemainingChecks { white: 3, black: 3 };

    /// The checks `color` has yet to give.
    #[inline]
    pub const fn get(self, color: Color) -> u8 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// A mutable reference to the checks `color` has yet to give.
    #[inline]
    pub fn get_mut(&mut self, color: Color) -> &mut u8 {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}

impl Default for RemainingChecks {
    /// [`RemainingChecks::START`].
    fn default() -> RemainingChecks {
        RemainingChecks::START
    }
}
