//! Position identity: python-chess's transposition key (board, side to move, castling rights,
//! the en passant square only when a capture there is legal), the variant and its extras
//! (pockets, promoted pieces, remaining checks), and the castling mode, so that Chess960 and
//! standard chess are kept apart. Move counters are not part of it.

use fianchetto_movegen::{CastlingMode, Color, EnPassantMode, Rules};
use fianchetto_notation::{Notation, Variant};
use fianchetto_variant::AnyPosition;

/// A position's 128-bit key: `high` is the repetition key (a Zobrist hash) salted with the
/// variant, and is what the index file stores a part of; `low` is an independent hash of the
/// same state, used to tell positions apart while building.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Key {
    pub(crate) high: u64,
    pub(crate) low: u64,
}

/// The bit of a [`rules_id`] that says Chess960: apart from the variant's own number
/// ([`Variant::id`]), so that no variant added later collides with Chess960.
const CHESS960: u8 = 0x80;

/// The index's number for a variant and castling mode: the variant's [`Variant::id`], with
/// [`CHESS960`] for Chess960, which is its own.
pub(crate) fn rules_id(variant: Variant, mode: CastlingMode) -> u8 {
    match mode {
        CastlingMode::Standard => variant.id(),
        CastlingMode::Chess960 => variant.id() | CHESS960,
    }
}

/// The variant and castling mode of a [`rules_id`], or `None` for a number no version wrote.
pub(crate) fn rules_of(id: u8) -> Option<(Variant, CastlingMode)> {
    let mode = match id & CHESS960 {
        0 => CastlingMode::Standard,
        _ => CastlingMode::Chess960,
    };
    Some((Variant::from_id(id & !CHESS960)?, mode))
}

/// A position's 64-bit key, as `fianchetto export --plies` writes it in its `key` column and
/// `fianchetto explore --json` prints it, so that SQL over the rows finds what the index finds:
/// positions the index counts as one (see the [crate](crate) docs) have one key, whatever type
/// holds them, and two others share one with probability 2^-64 (a query among 10 billion
/// distinct positions meets a stranger's key with probability about 5e-10).
///
/// ```
/// use fianchetto_index::position_key;
/// use fianchetto_index::movegen::Position;
/// use fianchetto_index::notation::{Notation, Variant};
/// use fianchetto_index::variant::{AnyPosition, VariantPosition};
///
/// let play = |moves: &[&str]| {
///     let mut pos = Position::default();
///     for uci in moves {
///         pos = pos.play_unchecked(pos.parse_uci(uci).unwrap());
///     }
///     pos
/// };
/// // A transposition, the move counters apart: one key.
/// let a = play(&["g1f3", "d7d5", "d2d4"]);
/// let b = play(&["d2d4", "d7d5", "g1f3"]);
/// assert_eq!(position_key(&a), position_key(&b));
/// assert_eq!(position_key(&a), position_key(&AnyPosition::from(a)));
/// assert_ne!(position_key(&a), position_key(&play(&["d2d4", "d7d5"])));
/// // Another variant's start is another position.
/// let crazyhouse = VariantPosition::start_position(Variant::Crazyhouse, Default::default()).unwrap();
/// assert_ne!(position_key(&crazyhouse), position_key(&Position::default()));
/// ```
pub fn position_key<P: Notation>(pos: &P) -> i64 {
    // `low` hashes the board's bitboards and the repetition key together: two positions share
    // it only by chance, where `high` is shared by any two with one repetition key.
    key(pos).low as i64
}

/// The key of `pos`.
pub(crate) fn key<P: Notation>(pos: &P) -> Key {
    let rules = u64::from(rules_id(pos.variant(), pos.castling_mode()));
    let repetition = pos.repetition_key();
    let board = pos.board();
    let ep = pos
        .ep_square(EnPassantMode::Legal)
        .map_or(64, |square| u64::from(square as u8));
    let state = pos.castling_rights().0 ^ (ep << 1) ^ u64::from(pos.turn() == Color::White);
    // The board is its white pieces and five of the six roles (the kings are the rest of the
    // occupied squares); each multiply-fold takes two words.
    let low = fold(
        fold(
            fold(
                fold(board.by_color(Color::White).0, board.occupied().0, 1),
                fold(board.pawns().0, board.knights().0, 2),
                3,
            ),
            fold(
                fold(board.bishops().0, board.rooks().0, 4),
                fold(board.queens().0, state, 5),
                6,
            ),
            7,
        ),
        repetition ^ (rules << 56),
        8,
    );
    Key {
        high: fold(repetition, rules, 0),
        low,
    }
}

/// `true` when `a` and `b` are one position to the index: equal as the repetition rules count
/// (`==` of [`AnyPosition`]) and in the same castling mode.
pub(crate) fn same(a: &AnyPosition, b: &AnyPosition) -> bool {
    a == b && a.castling_mode() == b.castling_mode()
}

/// The multiply-fold of two words (wyhash's `mum`), with a different constant for each `round`:
/// every input bit changes about half of the output's.
fn fold(a: u64, b: u64, round: u64) -> u64 {
    const SECRETS: [u64; 9] = [
        0xa076_1d64_78bd_642f,
        0xe703_7ed1_a0b4_28db,
        0x8ebc_6af0_9c88_c6e3,
        0x5899_65cc_7537_4cc3,
        0x1d8e_4e27_c47d_124f,
        0x9e37_79b9_7f4a_7c15,
        0xc2b2_ae3d_27d4_eb4f,
        0x1656_67b1_9e37_79f9,
        0x27d4_eb2f_1656_67c5,
    ];
    let secret = SECRETS[round as usize];
    let product = u128::from(a ^ secret) * u128::from(b ^ secret.rotate_left(29) ^ 0x5bd1_e995);
    (product as u64) ^ ((product >> 64) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every variant in either castling mode has its own number, read back as itself; the
    /// numbers come from `Variant::id` and leave Chess960's bit to Chess960, so a variant added
    /// later takes a number no earlier file used.
    #[test]
    fn rules_are_numbered_from_the_variant_table() {
        let mut seen = std::collections::HashSet::new();
        for variant in Variant::ALL {
            for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
                let id = rules_id(variant, mode);
                assert!(seen.insert(id), "{variant:?} {mode:?}");
                assert_eq!(rules_of(id), Some((variant, mode)));
                assert_eq!(id & !CHESS960, variant.id());
            }
        }
        assert_eq!(rules_of(Variant::ALL.len() as u8), None);
        assert_eq!(rules_of(CHESS960 | Variant::ALL.len() as u8), None);
    }
}
