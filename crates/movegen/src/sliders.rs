//! The one place the slider attack functions are imported from (the magic lookups of
//! `fianchetto-magic`; `fianchetto_bitboard::reference` has the same signatures for debugging).

pub(crate) use fianchetto_magic::{bishop_attacks, rook_attacks};
