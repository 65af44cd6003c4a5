//! What a picture can be drawn of.

use fianchetto_movegen::{Board, Position, Rules, Square};
use fianchetto_variant::{AnyPosition, Pockets, Variant, VariantPosition};

/// A position a [`Picture`](crate::Picture) can show: its board, the king in check, and the
/// crazyhouse pockets. [`Position`], [`VariantPosition`], [`AnyPosition`] and a bare [`Board`]
/// are drawable.
///
/// ```
/// use fianchetto_svg::Drawable;
/// use fianchetto_svg::movegen::{Position, Square};
///
/// let pos = Position::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")?;
/// assert_eq!(pos.checked_king(), Some(Square::E1));
/// assert_eq!(pos.pockets(), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Drawable {
    /// The pieces on the board.
    fn board(&self) -> &Board;
    /// The square of the king in check, if the side to move is in check.
    fn checked_king(&self) -> Option<Square>;
    /// The pieces in hand, for a variant that has them (crazyhouse).
    fn pockets(&self) -> Option<Pockets>;
}

impl Drawable for Board {
    fn board(&self) -> &Board {
        self
    }

    /// A board alone has no side to move, so no check.
    fn checked_king(&self) -> Option<Square> {
        None
    }

    fn pockets(&self) -> Option<Pockets> {
        None
    }
}

impl Drawable for Position {
    fn board(&self) -> &Board {
        Rules::board(self)
    }

    fn checked_king(&self) -> Option<Square> {
        self.is_check()
            .then(|| Rules::board(self).king_of(self.turn()))
            .flatten()
    }

    fn pockets(&self) -> Option<Pockets> {
        None
    }
}

impl Drawable for VariantPosition {
    fn board(&self) -> &Board {
        Rules::board(self)
    }

    /// The king of the side to move when [`VariantPosition::is_check`]: never in antichess,
    /// where kings are pieces like any other.
    fn checked_king(&self) -> Option<Square> {
        self.is_check()
            .then(|| Rules::board(self).king_of(self.turn()))
            .flatten()
    }

    fn pockets(&self) -> Option<Pockets> {
        (self.variant() == Variant::Crazyhouse).then(|| *VariantPosition::pockets(self))
    }
}

impl Drawable for AnyPosition {
    fn board(&self) -> &Board {
        match self {
            AnyPosition::Standard(pos) => Drawable::board(pos),
            AnyPosition::Variant(pos) => Drawable::board(pos),
        }
    }

    fn checked_king(&self) -> Option<Square> {
        match self {
            AnyPosition::Standard(pos) => pos.checked_king(),
            AnyPosition::Variant(pos) => pos.checked_king(),
        }
    }

    fn pockets(&self) -> Option<Pockets> {
        match self {
            AnyPosition::Standard(_) => None,
            AnyPosition::Variant(pos) => Drawable::pockets(pos),
        }
    }
}
