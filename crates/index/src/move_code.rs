//! A move in two bytes: from (6 bits), to (6 bits) and kind (4 bits). Code 0 (`a1a1`, which no
//! move is) is the null move `--`; [`END`] stands for "the game ended here" in a position's
//! move table.

use fianchetto_movegen::{Move, MoveKind, Role, Square};

/// The move table's entry for the games that ended in a position.
pub(crate) const END: u16 = u16::MAX;

/// The code of the null move.
pub(crate) const NULL: u16 = 0;

/// The code of `m` (`None`: the null move).
pub(crate) fn encode(m: Option<Move>) -> u16 {
    let Some(m) = m else { return NULL };
    let kind = match m.kind() {
        MoveKind::Normal => 0,
        MoveKind::EnPassant => 1,
        MoveKind::Castle => 2,
        MoveKind::Promotion(role) => 3 + role as u16,
        MoveKind::Drop(role) => 9 + role as u16,
    };
    (m.from() as u16) | ((m.to() as u16) << 6) | (kind << 12)
}

/// The move of a code: `Some(None)` for the null move, `None` for a code no move has (a damaged
/// file; [`END`] too). Whether the move is legal is the caller's question.
pub(crate) fn decode(code: u16) -> Option<Option<Move>> {
    if code == NULL {
        return Some(None);
    }
    let from = Square::new_masked(u32::from(code & 63));
    let to = Square::new_masked(u32::from((code >> 6) & 63));
    let role = |index: u16| Role::ALL.get(usize::from(index)).copied();
    let m = match code >> 12 {
        0 => Move::normal(from, to),
        1 => Move::en_passant(from, to),
        2 => Move::castle(from, to),
        kind @ 3..=8 => Move::promotion(from, to, role(kind - 3)?),
        kind @ 9..=14 if from == to => Move::drop(role(kind - 9)?, to),
        _ => return None,
    };
    Some(Some(m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_round_trips() {
        let moves = [
            Move::normal(Square::E2, Square::E4),
            Move::en_passant(Square::E5, Square::D6),
            Move::castle(Square::E1, Square::H1),
            Move::promotion(Square::A7, Square::B8, Role::Knight),
            Move::promotion(Square::H2, Square::H1, Role::King),
            Move::drop(Role::Pawn, Square::E4),
            Move::drop(Role::Queen, Square::H8),
        ];
        for m in moves {
            assert_eq!(decode(encode(Some(m))), Some(Some(m)), "{m:?}");
        }
        assert_eq!(decode(encode(None)), Some(None));
        assert_eq!(decode(END), None);
    }
}
