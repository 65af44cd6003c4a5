//! Attack tables of the leapers (knight, king, pawn), built at compile time.
//!
//! ```
//! use fianchetto_bitboard::{attacks, Color, Square};
//!
//! assert_eq!(attacks::knight(Square::B1), Square::A3 | Square::C3 | Square::D2);
//! assert_eq!(attacks::king(Square::H8), Square::G8 | Square::G7 | Square::H7);
//! assert_eq!(attacks::pawn(Color::Black, Square::E5), Square::D4 | Square::F4);
//! ```

use crate::{Bitboard, Color, Square};

const fn leaper_table(deltas: &[(i32, i32)]) -> [Bitboard; 64] {
    let mut table = [Bitboard::EMPTY; 64];
    let mut index = 0;
    while index < 64 {
        let square = Square::new(index as u32);
        let mut i = 0;
        while i < deltas.len() {
            if let Some(target) = square.offset(deltas[i].0, deltas[i].1) {
                table[index] = table[index].with(target);
            }
            i += 1;
        }
        index += 1;
    }
    table
}

/// The eight jumps of a knight as (files, ranks) steps for [`Square::offset`]: two squares one
/// way and one the other, clockwise from (1, 2). The knight's table is built from them, and a
/// program without bitboards (a mailbox generator, a test's reference) can walk them too.
///
/// ```
/// use fianchetto_bitboard::{attacks, Bitboard, Square};
///
/// let jumps: Bitboard = attacks::KNIGHT_OFFSETS
///     .into_iter()
///     .filter_map(|(files, ranks)| Square::G1.offset(files, ranks))
///     .collect();
/// assert_eq!(jumps, attacks::knight(Square::G1));
/// assert_eq!(jumps, Square::E2 | Square::F3 | Square::H3);
/// ```
pub const KNIGHT_OFFSETS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

const KNIGHT_ATTACKS: [Bitboard; 64] = leaper_table(&KNIGHT_OFFSETS);

const KING_ATTACKS: [Bitboard; 64] = leaper_table(&[
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
]);

const PAWN_ATTACKS: [[Bitboard; 64]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];

/// The squares a knight on `square` attacks.
///
/// ```
/// use fianchetto_bitboard::{attacks, bitboard, Square};
///
/// assert_eq!(attacks::knight(Square::B1), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X . X . . . . .
///     . . . X . . . .
///     . . . . . . . .
/// });
/// ```
#[inline]
pub const fn knight(square: Square) -> Bitboard {
    KNIGHT_ATTACKS[square as usize]
}

/// The squares a king on `square` attacks.
///
/// ```
/// use fianchetto_bitboard::{attacks, Square};
///
/// assert_eq!(attacks::king(Square::A1).len(), 3);
/// assert_eq!(attacks::king(Square::E4).len(), 8);
/// ```
#[inline]
pub const fn king(square: Square) -> Bitboard {
    KING_ATTACKS[square as usize]
}

/// The squares a pawn of `color` on `square` attacks (diagonally forward).
///
/// ```
/// use fianchetto_bitboard::{attacks, Bitboard, Color, Square};
///
/// assert_eq!(attacks::pawn(Color::White, Square::A2), Bitboard::from(Square::B3));
/// assert_eq!(attacks::pawn(Color::Black, Square::E5), Square::D4 | Square::F4);
/// ```
#[inline]
pub const fn pawn(color: Color, square: Square) -> Bitboard {
    PAWN_ATTACKS[color as usize][square as usize]
}
