//! Finding the legal move a SAN names: each piece of that kind that the SAN allows is tried
//! with one legality check of that single move, so no move list is built.

use fianchetto_movegen::{
    Bitboard, CastlingMode, CastlingSide, EnPassantMode, Move, Position, Role, Square,
};

use super::{San, SanError};

/// The legal move of `pos` that `san` names.
#[inline]
pub(crate) fn to_move(san: &San, pos: &Position) -> Result<Move, SanError> {
    let illegal = || SanError::IllegalSan { san: *san };
    match *san {
        San::Normal {
            role,
            file,
            rank,
            capture: _,
            to,
            promotion,
        } => {
            let mut from = pos.board().by_piece(role.of(pos.turn()));
            if let Some(file) = file {
                from &= Bitboard::from_file(file);
            } else if role == Role::Pawn {
                // Without a file, a pawn move is a push: `d5` never means `exd5`.
                from &= Bitboard::from_file(to.file());
            }
            if let Some(rank) = rank {
                from &= Bitboard::from_rank(rank);
            }
            let ep = match role {
                Role::Pawn => pos.ep_square(EnPassantMode::Always),
                _ => None,
            };
            let mut found = None;
            for from in from {
                if !could_reach(role, from, to) {
                    continue;
                }
                let m = match promotion {
                    Some(_) if role != Role::Pawn => return Err(illegal()),
                    Some(promotion) => Move::promotion(from, to, promotion),
                    None if ep == Some(to) && from.file() != to.file() => {
                        Move::en_passant(from, to)
                    }
                    // A king move to its own rook's square is never this: castling is `O-O`.
                    None => Move::normal(from, to),
                };
                if pos.is_legal(m) {
                    if found.is_some() {
                        return Err(SanError::AmbiguousSan { san: *san });
                    }
                    found = Some(m);
                }
            }
            match found {
                Some(m) => Ok(m),
                None if role == Role::King => castle_as_king_move(pos, to).ok_or_else(illegal),
                None => Err(illegal()),
            }
        }
        San::Castle(side) => {
            let turn = pos.turn();
            let king = pos.board().king_of(turn).ok_or_else(illegal)?;
            let rook = pos.castling_rook(turn, side).ok_or_else(illegal)?;
            let m = Move::castle(king, rook);
            if pos.is_legal(m) {
                Ok(m)
            } else {
                Err(illegal())
            }
        }
        San::Null => Err(illegal()),
    }
}

/// The castle written as a king move, as python-chess accepts it: `Kg1` in standard chess (the
/// king's destination), `Kxh1` in Chess960 (king takes rook).
#[cold]
fn castle_as_king_move(pos: &Position, to: Square) -> Option<Move> {
    let turn = pos.turn();
    let king = pos.board().king_of(turn)?;
    CastlingSide::ALL.into_iter().find_map(|side| {
        let m = Move::castle(king, pos.castling_rook(turn, side)?);
        let target = match pos.castling_mode() {
            CastlingMode::Standard => m.king_destination(),
            CastlingMode::Chess960 => m.to(),
        };
        (target == to && pos.is_legal(m)).then_some(m)
    })
}

/// `true` if a `role` on `from` could reach `to` on an empty board (pawns: always, as their
/// moves depend on color and captures). A cheap filter before the legality check.
#[inline]
pub(crate) fn could_reach(role: Role, from: Square, to: Square) -> bool {
    let files = from.file().distance(to.file());
    let ranks = from.rank().distance(to.rank());
    match role {
        Role::Pawn => true,
        Role::Knight => files * ranks == 2,
        Role::Bishop => files == ranks,
        Role::Rook => files == 0 || ranks == 0,
        Role::Queen => files == ranks || files == 0 || ranks == 0,
        Role::King => files <= 1 && ranks <= 1,
    }
}
