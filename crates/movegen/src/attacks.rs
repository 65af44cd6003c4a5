//! The squares each kind of piece attacks from a square: the leapers' tables of
//! `fianchetto-bitboard` and the sliders' magic lookups of `fianchetto-magic`, in one place for
//! crates above this one (`fianchetto-variant` generates moves for rules this crate does not
//! play, and may not depend on the layers below it directly).
//!
//! ```
//! use fianchetto_movegen::{attacks, Bitboard, Color, Square};
//!
//! assert_eq!(attacks::knight(Square::G1), Square::E2 | Square::F3 | Square::H3);
//! assert_eq!(attacks::pawn(Color::White, Square::E4), Square::D5 | Square::F5);
//! assert_eq!(attacks::king(Square::A1).len(), 3);
//! assert_eq!(attacks::rook(Square::A1, Bitboard::from(Square::A3)).len(), 9);
//! assert_eq!(attacks::bishop(Square::D4, Bitboard::EMPTY).len(), 13);
//! assert_eq!(attacks::queen(Square::D4, Bitboard::EMPTY).len(), 27);
//! ```

pub use fianchetto_bitboard::attacks::{king, knight, pawn};

use crate::sliders::{bishop_attacks, rook_attacks};
use crate::{Bitboard, Square};

/// The squares a rook on `square` attacks, sliding until the first square in `occupied`
/// (included) in each direction.
///
/// ```
/// use fianchetto_movegen::{attacks, Bitboard, Square};
///
/// let blockers = Bitboard::from(Square::D6) | Square::F4;
/// assert_eq!(attacks::rook(Square::D4, blockers).len(), 10);
/// ```
#[inline]
pub fn rook(square: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(square, occupied)
}

/// The squares a bishop on `square` attacks, sliding until the first square in `occupied`
/// (included) in each direction.
///
/// ```
/// use fianchetto_movegen::{attacks, Bitboard, Square};
///
/// assert_eq!(attacks::bishop(Square::A1, Bitboard::from(Square::C3)), Square::B2 | Square::C3);
/// ```
#[inline]
pub fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
    bishop_attacks(square, occupied)
}

/// The squares a queen on `square` attacks: [`rook`] and [`bishop`] together.
///
/// ```
/// use fianchetto_movegen::{attacks, Bitboard, Square};
///
/// let occupied = Bitboard::from(Square::A2) | Square::B2 | Square::B1;
/// assert_eq!(attacks::queen(Square::A1, occupied), occupied);
/// ```
#[inline]
pub fn queen(square: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(square, occupied) | bishop_attacks(square, occupied)
}
