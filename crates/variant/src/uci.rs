//! UCI of variant moves, with notation's [`UciMove`]: `Notation::uci` and
//! `Notation::parse_uci`; `Notation::resolve_uci`, notation's default, reads a move under any
//! rules.

use fianchetto_movegen::Move;
use fianchetto_notation::uci::UciMove;

use crate::VariantPosition;
use fianchetto_movegen::Rules;

impl VariantPosition {
    /// The UCI of `m` in this position's castling mode, as python-chess's `Board.uci` writes
    /// it: castling as `e1g1` in standard chess and as king takes rook (`e1h1`) in Chess960, a
    /// drop as `N@f3` (`P@e4` for a pawn), antichess's promotion to a king as `e7e8k`.
    ///
    /// ```
    /// use fianchetto_variant::notation::Notation;
    /// use fianchetto_variant::{Variant, VariantPosition};
    /// use fianchetto_variant::movegen::{Move, Role, Square};
    ///
    /// let pos = VariantPosition::from_fen("4k3/8/8/8/8/8/8/4K2R[N] w K - 0 1", Variant::Crazyhouse)?;
    /// assert_eq!(pos.uci(Move::castle(Square::E1, Square::H1)).to_string(), "e1g1");
    /// assert_eq!(pos.uci(Move::drop(Role::Knight, Square::F3)).to_string(), "N@f3");
    /// # Ok::<(), fianchetto_variant::VariantFenError>(())
    /// ```
    pub(crate) fn variant_uci(&self, m: Move) -> UciMove {
        UciMove::from_move(m, self.castling_mode())
    }
}
