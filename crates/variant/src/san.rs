//! Standard Algebraic Notation of variant moves, written and read as python-chess's
//! `Board.san` and `Board.parse_san` do for the variant, with notation's [`San`] and
//! [`SanPlus`]: `Notation::san`; reading is notation's, for every position type
//! (`Notation::resolve_san`, `Notation::parse_san`).

use fianchetto_movegen::{Move, Termination};
use fianchetto_notation::san::{San, SanPlus, Suffix};

use crate::VariantPosition;

impl VariantPosition {
    /// The SAN of the legal move `m`, with its suffix, exactly as python-chess's `Board.san`
    /// writes it for the variant: disambiguation among the legal moves (file first, then rank,
    /// then both; in antichess kings too, which may be several), drops `N@f3` and for a pawn
    /// `@e4`, castling `O-O`/`O-O-O` (Chess960 too). The suffix is python-chess's: `#` for a
    /// move after which the side to move is checkmated *or the variant's rule has decided the
    /// game* (an exploded king, a king on the hill or home, the third check, in antichess an
    /// opponent left without pieces or moves), `+` for a check otherwise, in the variants that have
    /// check (antichess and racing kings never do). A move that is not legal gets an
    /// unspecified SAN, and no panic.
    ///
    /// ```
    /// use fianchetto_variant::notation::Notation;
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::from_fen(
    ///     "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3",
    ///     Variant::Atomic,
    /// )?;
    /// let m = pos.parse_san("Nxe5")?;
    /// assert_eq!(pos.san(m).to_string(), "Nxe5");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// ```
    /// use fianchetto_variant::notation::Notation;
    /// use fianchetto_variant::{Variant, VariantPosition};
    /// use fianchetto_variant::movegen::{Move, Role, Square};
    ///
    /// let pos = VariantPosition::from_fen(
    ///     "r1bqkbnr/pppp1ppp/2n5/8/4P3/8/PPPP1PPP/RNBQKB1R[Pn] w KQkq - 0 4",
    ///     Variant::Crazyhouse,
    /// )?;
    /// assert_eq!(pos.san(Move::drop(Role::Pawn, Square::D5)).to_string(), "@d5");
    ///
    /// // A king of the hill move to the centre ends the game: `#`.
    /// let pos = VariantPosition::from_fen("4k3/8/8/8/8/4K3/8/8 w - - 0 1", Variant::KingOfTheHill)?;
    /// assert_eq!(pos.san(Move::normal(Square::E3, Square::E4)).to_string(), "Ke4#");
    /// # Ok::<(), fianchetto_variant::VariantFenError>(())
    /// ```
    pub(crate) fn variant_san(&self, m: Move) -> SanPlus {
        self.variant_san_after(m, &self.play_unchecked(m))
    }

    /// The SAN of a move already played, `after` the position it led to.
    pub(crate) fn variant_san_after(&self, m: Move, after: &VariantPosition) -> SanPlus {
        SanPlus {
            san: San::from_move(self, m),
            suffix: suffix(after),
        }
    }
}

/// The suffix of the move that led to `after`: `#` for checkmate and for any win or loss the
/// variant's own rule decides (python-chess's `_algebraic_and_push`), `+` for check.
fn suffix(after: &VariantPosition) -> Option<Suffix> {
    let decided = after.outcome().is_some_and(|outcome| {
        matches!(
            outcome.termination,
            Termination::VariantWin | Termination::VariantLoss
        )
    });
    let check = after.is_check();
    if decided || (check && after.is_checkmate()) {
        Some(Suffix::Checkmate)
    } else if check {
        Some(Suffix::Check)
    } else {
        None
    }
}
