//! Writing the SAN of a legal move, with minimal disambiguation among the legal moves, under
//! any rules (the variants' too: drops, and antichess's several kings).

use fianchetto_movegen::{Bitboard, Move, Role, Rules};

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
    let (file, rank) = match role {
        Role::Pawn => (capture.then_some(from.file()), None),
        _ => {
            // The other pieces of this kind that may legally go to `to` as well.
            let others = pos.board().by_piece(role.of(pos.turn())).without(from);
            let rivals: Bitboard = others
                .into_iter()
                .filter(|&other| {
                    could_reach(role, other, to) && pos.is_legal(Move::normal(other, to))
                })
                .collect();
            if rivals.is_empty() {
                (None, None)
            } else if (rivals & Bitboard::from_file(from.file())).is_empty() {
                (Some(from.file()), None)
            } else if (rivals & Bitboard::from_rank(from.rank())).is_empty() {
                (None, Some(from.rank()))
            } else {
                (Some(from.file()), Some(from.rank()))
            }
        }
    };
    San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion: m.promotion_role(),
    }
}
