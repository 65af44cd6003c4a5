//! Position identity: python-chess's transposition key (board, side to move, castling rights,
//! the en passant square only when a capture there is legal), the variant and its extras
//! (pockets, promoted pieces, remaining checks), and the castling mode, so that Chess960 and
//! standard chess are kept apart. Move counters are not part of it.

use fianchetto_movegen::{CastlingMode, Color, EnPassantMode, Role, Rules};
use fianchetto_notation::Variant;
use fianchetto_variant::AnyPosition;

/// A position's 128-bit key: `high` is the repetition key (a Zobrist hash) salted with the
/// variant, and is what the index file stores a part of; `low` is an independent hash of the
/// same state, used to tell positions apart while building.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Key {
    pub(crate) high: u64,
    pub(crate) low: u64,
}

/// The index's number for a variant and castling mode: Chess960 is its own.
pub(crate) fn rules_id(variant: Variant, mode: CastlingMode) -> u8 {
    let base = match variant {
        Variant::Chess => 0,
        Variant::Atomic => 1,
        Variant::Antichess => 2,
        Variant::Crazyhouse => 3,
        Variant::KingOfTheHill => 4,
        Variant::ThreeCheck => 5,
        Variant::Horde => 6,
        Variant::RacingKings => 7,
    };
    match mode {
        CastlingMode::Standard => base,
        CastlingMode::Chess960 => base + 8,
    }
}

/// The variant and castling mode of a [`rules_id`], or `None` for a number no version wrote.
pub(crate) fn rules_of(id: u8) -> Option<(Variant, CastlingMode)> {
    let variant = match id % 8 {
        0 => Variant::Chess,
        1 => Variant::Atomic,
        2 => Variant::Antichess,
        3 => Variant::Crazyhouse,
        4 => Variant::KingOfTheHill,
        5 => Variant::ThreeCheck,
        6 => Variant::Horde,
        _ => Variant::RacingKings,
    };
    let mode = match id / 8 {
        0 => CastlingMode::Standard,
        1 => CastlingMode::Chess960,
        _ => return None,
    };
    Some((variant, mode))
}

/// The key of `pos`.
pub(crate) fn key(pos: &AnyPosition) -> Key {
    let rules = rules_id(pos.variant(), pos.castling_mode());
    let repetition = pos.repetition_key();
    let salt = u64::from(rules).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let board = pos.board();
    let mut low = mix(repetition ^ 0x243f_6a88_85a3_08d3, u64::from(rules));
    for color in [Color::White, Color::Black] {
        low = mix(low, board.by_color(color).0);
    }
    for role in Role::ALL {
        low = mix(low, board.by_role(role).0);
    }
    let ep = pos
        .ep_square(EnPassantMode::Legal)
        .map_or(64, |square| u64::from(square as u8));
    low = mix(
        low,
        pos.castling_rights().0 ^ (ep << 1) ^ u64::from(pos.turn() == Color::White),
    );
    Key {
        high: mix(repetition ^ salt, u64::from(rules)),
        low,
    }
}

/// `true` when `a` and `b` are one position to the index: equal as the repetition rules count
/// (`==` of [`AnyPosition`]) and in the same castling mode.
pub(crate) fn same(a: &AnyPosition, b: &AnyPosition) -> bool {
    a == b && a.castling_mode() == b.castling_mode()
}

/// One round of a 64-bit mixer (the `wyhash` multiply-fold): each input word changes every
/// output bit.
fn mix(state: u64, word: u64) -> u64 {
    let product =
        u128::from(state ^ 0xa076_1d64_78bd_642f) * u128::from(word ^ 0xe703_7ed1_a0b4_28db);
    (product as u64) ^ ((product >> 64) as u64)
}
