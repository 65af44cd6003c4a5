//! SAN on boards that are not legal positions, which the notation layer's writer and reader
//! (generic over `Rules`, which only legal positions implement) do not take; and chess.js's
//! strict reading, which compares the text with the SAN the core writes.
//!
//! The moves, checks and mates come from `UncheckedPosition`; what is here is notation only:
//! which of the legal moves a SAN names, and how little disambiguation a move needs.

use fianchetto_movegen::{Bitboard, Move, Role, UncheckedPosition};
use fianchetto_notation::san::{San, SanPlus, Suffix};

/// The SAN of the legal move `m` of `pos`, disambiguated among the legal moves by the
/// notation layer's rule (`San::disambiguated`), with `+` or `#`.
pub(crate) fn write_loose(pos: &UncheckedPosition, m: Move) -> String {
    let board = &pos.setup.board;
    let san = match m.castling_side() {
        Some(side) => San::Castle(side),
        None => {
            let (from, to) = (m.from(), m.to());
            let role = board.role_at(from).unwrap_or(Role::Pawn);
            let capture = m.is_en_passant() || board.color_at(to) == Some(!pos.setup.turn);
            let mut rivals = Bitboard::EMPTY;
            if role != Role::Pawn {
                pos.for_each_legal_move(|other| {
                    if other.to() == to
                        && other.from() != from
                        && !other.is_castle()
                        && board.role_at(other.from()) == Some(role)
                    {
                        rivals |= Bitboard::from(other.from());
                    }
                });
            }
            San::disambiguated(role, from, to, capture, m.promotion_role(), rivals)
        }
    };
    let after = pos.play(m);
    let suffix = if after.checkers().is_empty() {
        None
    } else {
        let mut escapes = false;
        after.for_each_legal_move(|_| escapes = true);
        Some(if escapes {
            Suffix::Check
        } else {
            Suffix::Checkmate
        })
    };
    SanPlus { san, suffix }.to_string()
}

/// The one legal move of `pos` that `text` names, read as leniently as the notation layer
/// reads SAN (a capture without `x`, a superfluous origin, `0-0`); `None` if none or several.
pub(crate) fn read_loose(pos: &UncheckedPosition, text: &str) -> Option<Move> {
    let san = San::from_ascii(text.as_bytes()).ok()?;
    let board = &pos.setup.board;
    let mut found = None;
    let mut count = 0;
    pos.for_each_legal_move(|m| {
        let named = match san {
            San::Castle(side) => m.castling_side() == Some(side),
            San::Normal {
                role,
                file,
                rank,
                to,
                promotion,
                ..
            } => {
                !m.is_castle()
                    && board.role_at(m.from()) == Some(role)
                    && m.to() == to
                    && file.is_none_or(|file| m.from().file() == file)
                    && rank.is_none_or(|rank| m.from().rank() == rank)
                    && m.promotion_role() == promotion
            }
            San::Drop { .. } | San::Null => false,
        };
        if named {
            found = Some(m);
            count += 1;
        }
    });
    if count == 1 { found } else { None }
}

/// `san` as chess.js compares SANs: without its first `=`, its trailing annotation marks
/// (`!`, `?`) and then one `+` or `#`.
pub(crate) fn stripped(san: &str) -> String {
    let without = san.replacen('=', "", 1);
    let trimmed = without.trim_end_matches(['!', '?']);
    let trimmed = trimmed.strip_suffix(['+', '#']).unwrap_or(trimmed);
    trimmed.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stripping_removes_what_chess_js_removes() {
        for (san, expected) in [
            ("e8=Q+", "e8Q"),
            ("Nf3?!", "Nf3"),
            ("Qxf7#!!", "Qxf7"),
            ("O-O", "O-O"),
            ("e4", "e4"),
        ] {
            assert_eq!(stripped(san), expected, "{san}");
        }
    }
}
