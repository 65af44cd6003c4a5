//! The plain, obviously correct slider walker that the build script, xtask and tests share.
//!
//! It is the definition the fast magic lookups of `fianchetto-magic` are checked against,
//! so it stays as simple as possible: step square by square until the edge or a blocker.
//!
//! ```
//! use fianchetto_bitboard::{bitboard, reference, Square};
//!
//! // A rook on a1 sees up the file to the blocker on a3, and the whole empty first rank.
//! assert_eq!(reference::rook_attacks(Square::A1, Square::A3.into()), bitboard! {
//!     . . . . . . . .
//!     . . . . . . . .
//!     . . . . . . . .
//!     . . . . . . . .
//!     . . . . . . . .
//!     X . . . . . . .
//!     X . . . . . . .
//!     . X X X X X X X
//! });
//! ```

use crate::{Bitboard, Direction, Square};

/// The squares a slider on `square` moving along `directions` attacks, given the `occupied`
/// squares: each ray runs up to and including the first occupied square.
///
/// ```
/// use fianchetto_bitboard::{reference, Bitboard, Direction, Square};
///
/// let attacks = reference::slider_attacks(Square::A1, Square::A3.into(), &[Direction::North]);
/// assert_eq!(attacks, Square::A2 | Square::A3);
/// ```
pub const fn slider_attacks(
    square: Square,
    occupied: Bitboard,
    directions: &[Direction],
) -> Bitboard {
    let mut attacks = Bitboard::EMPTY;
    let mut d = 0;
    while d < directions.len() {
        let mut current = square;
        while let Some(next) = current.step(directions[d]) {
            attacks = attacks.with(next);
            if occupied.contains(next) {
                break;
            }
            current = next;
        }
        d += 1;
    }
    attacks
}

/// Rook attacks by walking the four orthogonal rays.
///
/// ```
/// use fianchetto_bitboard::{reference, Bitboard, Square};
///
/// assert_eq!(reference::rook_attacks(Square::D4, Bitboard::EMPTY).len(), 14);
/// ```
pub const fn rook_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    slider_attacks(square, occupied, &Direction::ORTHOGONAL)
}

/// Bishop attacks by walking the four diagonal rays.
///
/// ```
/// use fianchetto_bitboard::{reference, Bitboard, Square};
///
/// assert_eq!(reference::bishop_attacks(Square::D4, Bitboard::EMPTY).len(), 13);
/// ```
pub const fn bishop_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    slider_attacks(square, occupied, &Direction::DIAGONAL)
}

/// The occupancy squares that can change a rook's attacks from `square`: its empty-board rays
/// without the last square of each (a blocker on the edge changes nothing).
///
/// ```
/// use fianchetto_bitboard::{reference, Square};
///
/// assert_eq!(reference::rook_relevant_mask(Square::A1).len(), 12);
/// assert_eq!(reference::rook_relevant_mask(Square::E4).len(), 10);
/// ```
pub const fn rook_relevant_mask(square: Square) -> Bitboard {
    relevant_mask(square, &Direction::ORTHOGONAL)
}

/// The occupancy squares that can change a bishop's attacks from `square`.
///
/// ```
/// use fianchetto_bitboard::{reference, Square};
///
/// assert_eq!(reference::bishop_relevant_mask(Square::A1).len(), 6);
/// assert_eq!(reference::bishop_relevant_mask(Square::E4).len(), 9);
/// ```
pub const fn bishop_relevant_mask(square: Square) -> Bitboard {
    relevant_mask(square, &Direction::DIAGONAL)
}

const fn relevant_mask(square: Square, directions: &[Direction]) -> Bitboard {
    let mut mask = Bitboard::EMPTY;
    let mut d = 0;
    while d < directions.len() {
        let mut current = square;
        while let Some(next) = current.step(directions[d]) {
            if next.step(directions[d]).is_none() {
                break;
            }
            mask = mask.with(next);
            current = next;
        }
        d += 1;
    }
    mask
}
