//! Writing the SAN of a legal move, with minimal disambiguation among the legal moves, under
//! any rules (the variants' too: drops, and antichess's several kings).

use fianchetto_movegen::{Bitboard, Move, Role, Rules, Square};

use super::San;
use super::resolve::could_reach;

/// The SAN of the legal move `m` of `pos`, as python-chess writes it: a piece's origin file if
/// no other piece of its kind may legally go to the same square from the same file, else its
/// rank if none may from the same rank, else both.
#[inline]
pub(crate) fn from_move<P: Rules>(pos: &P, m: Move) -> San {
    if let Some(role) = m.drop_role() {
        return San::Drop { role, to: m.to() };
    }
    if let Some(side) = m.castling_side() {
        return San::Castle(side);
    }
    let from = m.from();
    let to = m.to();
    let role = pos.moving_role(m);
    let capture = pos.is_capture(m);
    let rivals = if role == Role::Pawn {
        Bitboard::EMPTY
    } else {
        // The other pieces of this kind that may legally go to `to` as well.
        let others = pos.board().by_piece(role.of(pos.turn())).without(from);
        others
            .into_iter()
            .filter(|&other| could_reach(role, other, to) && pos.is_legal(Move::normal(other, to)))
            .collect()
    };
    San::disambiguated(role, from, to, capture, m.promotion_role(), rivals)
}

impl San {
    /// The SAN of a move that is no castle or drop: `role` from `from` to `to`, with
    /// python-chess's least disambiguation among `rivals`, the squares of the other pieces of
    /// its kind that may legally go to `to` too: `from`'s file if none of them stands on it,
    /// else its rank if none stands on that, else both. A pawn names its file when it
    /// captures, and only then. For writers of SAN on boards that are no [`Rules`] position,
    /// which find the rivals themselves.
    ///
    /// ```
    /// use fianchetto_notation::movegen::{Bitboard, Role, Square};
    /// use fianchetto_notation::san::San;
    ///
    /// let knight =
    ///     |rivals| San::disambiguated(Role::Knight, Square::B1, Square::D2, false, None, rivals);
    /// assert_eq!(knight(Bitboard::EMPTY).to_string(), "Nd2");
    /// assert_eq!(knight(Bitboard::from(Square::F3)).to_string(), "Nbd2");
    /// assert_eq!(knight(Bitboard::from(Square::B3)).to_string(), "N1d2");
    /// let pawn =
    ///     San::disambiguated(Role::Pawn, Square::E4, Square::D5, true, None, Bitboard::EMPTY);
    /// assert_eq!(pawn.to_string(), "exd5");
    /// ```
    #[inline]
    pub fn disambiguated(
        role: Role,
        from: Square,
        to: Square,
        capture: bool,
        promotion: Option<Role>,
        rivals: Bitboard,
    ) -> San {
        let (file, rank) = if role == Role::Pawn {
            (capture.then_some(from.file()), None)
        } else if rivals.is_empty() {
            (None, None)
        } else if (rivals & Bitboard::from_file(from.file())).is_empty() {
            (Some(from.file()), None)
        } else if (rivals & Bitboard::from_rank(from.rank())).is_empty() {
            (None, Some(from.rank()))
        } else {
            (Some(from.file()), Some(from.rank()))
        };
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        }
    }
}
