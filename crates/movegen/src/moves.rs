//! [`Move`], four bytes: from, to and kind, with castling encoded as king-takes-rook.

use core::fmt;

use crate::{CastlingSide, Role, Square};

/// What sort of move a [`Move`] is.
///
/// Two bytes. Standard chess never has a [`Drop`](MoveKind::Drop): only crazyhouse puts a piece
/// from the hand on the board (`fianchetto-variant` plays it).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum MoveKind {
    /// A quiet move or an ordinary capture, including pawn pushes that do not promote.
    Normal,
    /// A pawn capturing en passant: `to` is the square skipped over, not the captured pawn's.
    EnPassant,
    /// Castling: `from` is the king's square, `to` the castling rook's.
    Castle,
    /// A pawn reaching the last rank and becoming the role (knight, bishop, rook or queen).
    Promotion(Role),
    /// A piece of the role taken from the hand and put on the empty square `to` (crazyhouse):
    /// `from` is `to` too.
    Drop(Role),
}

/// A move, legal in some position: four bytes, `Copy`.
///
/// Castling is stored as the king capturing its own rook (`e1h1` for White's short castling in
/// standard chess), which names Chess960 castles unambiguously; the notation layer turns it into
/// `e1g1` or `O-O`. A `Move` alone is not checked: [`Position::is_legal`](crate::Position::is_legal)
/// and [`Position::play`](crate::Position::play) do that.
///
/// With the `serde` feature a move serialises as its three fields, `{"from": "e7", "to": "e8",
/// "kind": {"promotion": "queen"}}` in JSON (`kind` is `"normal"`, `"en_passant"`, `"castle"`
/// or a promotion): every move round-trips exactly, which no text form could promise without the
/// position (see the crate's feature flags).
///
/// ```
/// use fianchetto_movegen::{CastlingSide, Move, MoveKind, Role, Square};
///
/// let castle = Move::castle(Square::E1, Square::H1);
/// assert_eq!(castle.castling_side(), Some(CastlingSide::KingSide));
/// assert_eq!(castle.king_destination(), Square::G1);
/// assert_eq!(format!("{castle:?}"), "O-O(e1h1)");
///
/// let promotion = Move::promotion(Square::B7, Square::A8, Role::Queen);
/// assert_eq!(promotion.kind(), MoveKind::Promotion(Role::Queen));
/// assert_eq!(format!("{promotion:?}"), "b7a8q");
/// assert!(size_of::<Move>() <= 4);
///
/// let drop = Move::drop(Role::Knight, Square::F3);
/// assert_eq!((drop.from(), drop.to(), drop.drop_role()), (Square::F3, Square::F3, Some(Role::Knight)));
/// assert_eq!(format!("{drop:?}"), "N@f3");
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    from: Square,
    to: Square,
    kind: MoveKind,
}

impl Move {
    /// A quiet move or ordinary capture from `from` to `to`.
    #[inline]
    pub const fn normal(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            kind: MoveKind::Normal,
        }
    }

    /// A pawn move from `from` to `to` on the last rank, promoting to `role`.
    #[inline]
    pub const fn promotion(from: Square, to: Square, role: Role) -> Move {
        Move {
            from,
            to,
            kind: MoveKind::Promotion(role),
        }
    }

    /// An en passant capture from `from` to the skipped-over square `to`.
    #[inline]
    pub const fn en_passant(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            kind: MoveKind::EnPassant,
        }
    }

    /// Castling with the king on `king` and the rook on `rook`.
    #[inline]
    pub const fn castle(king: Square, rook: Square) -> Move {
        Move {
            from: king,
            to: rook,
            kind: MoveKind::Castle,
        }
    }

    /// A crazyhouse drop: a `role` from the hand put on `to`. Standard chess has none, so no
    /// [`Position`](crate::Position) finds one legal.
    #[inline]
    pub const fn drop(role: Role, to: Square) -> Move {
        Move {
            from: to,
            to,
            kind: MoveKind::Drop(role),
        }
    }

    /// The origin square (the king's, for castling; the target, for a drop).
    #[inline]
    pub const fn from(self) -> Square {
        self.from
    }

    /// The target square (the rook's, for castling; the skipped square, for en passant).
    #[inline]
    pub const fn to(self) -> Square {
        self.to
    }

    /// What sort of move this is.
    #[inline]
    pub const fn kind(self) -> MoveKind {
        self.kind
    }

    /// The role promoted to, if this is a promotion.
    #[inline]
    pub const fn promotion_role(self) -> Option<Role> {
        match self.kind {
            MoveKind::Promotion(role) => Some(role),
            _ => None,
        }
    }

    /// The role dropped, if this is a drop.
    #[inline]
    pub const fn drop_role(self) -> Option<Role> {
        match self.kind {
            MoveKind::Drop(role) => Some(role),
            _ => None,
        }
    }

    /// `true` for a crazyhouse drop.
    #[inline]
    pub const fn is_drop(self) -> bool {
        matches!(self.kind, MoveKind::Drop(_))
    }

    /// `true` for castling.
    #[inline]
    pub const fn is_castle(self) -> bool {
        matches!(self.kind, MoveKind::Castle)
    }

    /// `true` for an en passant capture.
    #[inline]
    pub const fn is_en_passant(self) -> bool {
        matches!(self.kind, MoveKind::EnPassant)
    }

    /// `true` for a promotion.
    #[inline]
    pub const fn is_promotion(self) -> bool {
        matches!(self.kind, MoveKind::Promotion(_))
    }

    /// For castling, the side it goes to (by the rook's file relative to the king's).
    #[inline]
    pub const fn castling_side(self) -> Option<CastlingSide> {
        if self.is_castle() {
            Some(CastlingSide::from_files(self.from.file(), self.to.file()))
        } else {
            None
        }
    }

    /// Where the moving piece ends up: the `g`- or `c`-file square for castling, `to` otherwise.
    #[inline]
    pub const fn king_destination(self) -> Square {
        match self.castling_side() {
            Some(side) => Square::from_coords(side.king_to_file(), self.from.rank()),
            None => self.to,
        }
    }

    /// For castling, where the rook ends up (the `f`- or `d`-file square).
    #[inline]
    pub const fn rook_destination(self) -> Option<Square> {
        match self.castling_side() {
            Some(side) => Some(Square::from_coords(side.rook_to_file(), self.from.rank())),
            None => None,
        }
    }
}

impl fmt::Debug for Move {
    /// Every field, in a form no text format uses: `e2e4`, `e7e8q`, `e5d6(ep)` for en passant,
    /// castling by its side with the king's and rook's squares, `O-O(e1h1)`, `O-O-O(e8a8)`, and
    /// a drop as UCI writes it, `N@f3`.
    /// Only for debugging: `Move` has no `Display`, since a move's text depends on the position
    /// (UCI writes standard castling `e1g1`; see `fianchetto-notation`'s `Notation::uci`,
    /// `pos.uci(m)`).
    ///
    /// ```
    /// use fianchetto_movegen::{Move, Square};
    ///
    /// assert_eq!(format!("{:?}", Move::normal(Square::E2, Square::E4)), "e2e4");
    /// assert_eq!(format!("{:?}", Move::en_passant(Square::E5, Square::D6)), "e5d6(ep)");
    /// assert_eq!(format!("{:?}", Move::castle(Square::E8, Square::A8)), "O-O-O(e8a8)");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let MoveKind::Drop(role) = self.kind {
            return write!(f, "{}@{}", role.upper_char(), self.to);
        }
        match (self.kind, self.castling_side()) {
            (MoveKind::Castle, Some(CastlingSide::KingSide)) => f.write_str("O-O(")?,
            (MoveKind::Castle, _) => f.write_str("O-O-O(")?,
            _ => {}
        }
        write!(f, "{}{}", self.from, self.to)?;
        match self.kind {
            MoveKind::Normal => Ok(()),
            MoveKind::Promotion(role) => write!(f, "{}", role.char()),
            MoveKind::EnPassant => f.write_str("(ep)"),
            MoveKind::Castle => f.write_str(")"),
            MoveKind::Drop(_) => Ok(()),
        }
    }
}
