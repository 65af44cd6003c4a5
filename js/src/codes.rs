//! The numbers a move crosses the boundary as, and chess.js's move order.
//!
//! A move is one `u32` (a `Uint32Array` holds a list of them), which the JavaScript wrapper
//! turns into chess.js's `Move` object: creating the object there costs one array read per
//! field, where building it from Rust costs a call into JavaScript per field.
//!
//! | bits | field |
//! |---|---|
//! | 0..6 | from square, `a1 = 0 ... h8 = 63` (the king's square for a castle) |
//! | 6..12 | to square (the king's destination for a castle, as chess.js writes it) |
//! | 12..15 | the moving piece's role plus one (`p = 1 ... k = 6`) |
//! | 15..18 | the captured role plus one, 0 for none (a pawn for en passant) |
//! | 18..21 | the promotion role plus one, 0 for none |
//! | 21..29 | chess.js's flag bits (`BITS`: normal 1, capture 2, big pawn 4, en passant 8, promotion 16, king side 32, queen side 64, null 128) |
//! | 29 | the mover's color, 1 for black |

use fianchetto_movegen::{Board, CastlingSide, Color, Move, Role, Square};

pub(crate) const NORMAL: u32 = 1;
pub(crate) const CAPTURE: u32 = 2;
pub(crate) const BIG_PAWN: u32 = 4;
pub(crate) const EP_CAPTURE: u32 = 8;
pub(crate) const PROMOTION: u32 = 16;
pub(crate) const KSIDE_CASTLE: u32 = 32;
pub(crate) const QSIDE_CASTLE: u32 = 64;
pub(crate) const NULL_MOVE: u32 = 128;

/// What `play_*` answers where the text or squares name no legal move.
pub(crate) const NO_MOVE: u32 = 0;
/// What `play_*` answers for a null move while in check (chess.js throws then).
pub(crate) const NULL_IN_CHECK: u32 = 1;

/// The code of the legal move `m` on `board`, `turn` to move.
pub(crate) fn encode(board: &Board, turn: Color, m: Move) -> u32 {
    let from = m.from();
    let (to, piece, captured, flags) = match m.castling_side() {
        Some(side) => {
            let flag = match side {
                CastlingSide::KingSide => KSIDE_CASTLE,
                CastlingSide::QueenSide => QSIDE_CASTLE,
            };
            (m.king_destination(), Role::King, None, flag)
        }
        None => {
            let to = m.to();
            let piece = board.role_at(from).unwrap_or(Role::Pawn);
            let (captured, mut flags) = if m.is_en_passant() {
                (Some(Role::Pawn), EP_CAPTURE)
            } else if board.color_at(to) == Some(!turn) {
                (board.role_at(to), CAPTURE)
            } else if piece == Role::Pawn && from.rank().distance(to.rank()) == 2 {
                (None, BIG_PAWN)
            } else {
                (None, NORMAL)
            };
            if m.is_promotion() {
                flags |= PROMOTION;
            }
            (to, piece, captured, flags)
        }
    };
    from as u32
        | (to as u32) << 6
        | (piece as u32 + 1) << 12
        | captured.map_or(0, |role| role as u32 + 1) << 15
        | m.promotion_role().map_or(0, |role| role as u32 + 1) << 18
        | flags << 21
        | (turn as u32) << 29
}

/// The code of a null move by `turn`: from and to a8, by the king, as chess.js 1.4 writes it.
pub(crate) fn encode_null(turn: Color) -> u32 {
    let a8 = Square::A8 as u32;
    a8 | a8 << 6 | (Role::King as u32 + 1) << 12 | NULL_MOVE << 21 | (turn as u32) << 29
}

/// The steps each piece's moves are listed by in chess.js (its 0x88 offsets: -16 is a rank
/// up, +1 a file right), pawns' by White's; a pawn's push, double push and two captures.
const PAWN: [i32; 4] = [-16, -32, -17, -15];
const KNIGHT: [i32; 8] = [-18, -33, -31, -14, 18, 33, 31, 14];
const BISHOP: [i32; 4] = [-17, -15, 17, 15];
const ROOK: [i32; 4] = [-16, 1, 16, -1];
const QUEEN_KING: [i32; 8] = [-17, -16, -15, 1, 17, 16, 15, -1];

/// A key that sorts codes into chess.js's order: origin squares from a8 to h1, rank by rank;
/// on each the piece's steps in chess.js's order, nearest first, promotions to n, b, r, q;
/// castles last, the king side first.
pub(crate) fn order_key(code: u32) -> u32 {
    let flags = code >> 21 & 0xff;
    if flags & (KSIDE_CASTLE | QSIDE_CASTLE) != 0 {
        return 1 << 30 | u32::from(flags & QSIDE_CASTLE != 0);
    }
    let (from, to) = ((code & 63) as i32, (code >> 6 & 63) as i32);
    let (df, dr) = ((to & 7) - (from & 7), (to >> 3) - (from >> 3));
    let distance = df.abs().max(dr.abs());
    let role = (code >> 12 & 7) as usize - 1;
    let black = code >> 29 & 1 == 1;
    let (steps, step): (&[i32], i32) = match role {
        0 => (
            &PAWN,
            -16 * if black { -dr } else { dr } + df * if black { -1 } else { 1 },
        ),
        1 => (&KNIGHT, -16 * dr + df),
        2 => (&BISHOP, -16 * dr.signum() + df.signum()),
        3 => (&ROOK, -16 * dr.signum() + df.signum()),
        _ => (&QUEEN_KING, -16 * dr.signum() + df.signum()),
    };
    let direction = steps.iter().position(|&s| s == step).unwrap_or(0) as u32;
    let origin = ((7 - (from >> 3)) * 8 + (from & 7)) as u32;
    let promotion = (code >> 18 & 7).saturating_sub(2);
    origin << 16 | direction << 8 | (distance as u32) << 3 | promotion
}

#[cfg(test)]
mod tests {
    use super::*;
    use fianchetto_movegen::Position;

    #[test]
    fn the_start_position_lists_its_moves_as_chess_js_does() {
        let pos = Position::new();
        let mut codes: Vec<u32> = pos
            .legal_moves()
            .into_iter()
            .map(|m| encode(pos.board(), pos.turn(), m))
            .collect();
        codes.sort_by_key(|&code| order_key(code));
        let names: Vec<String> = codes
            .iter()
            .map(|&code| Square::new(code >> 6 & 63).to_string())
            .collect();
        assert_eq!(
            names.join(" "),
            "a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4 a3 c3 f3 h3"
        );
    }
}
