//! One `check_*` function per fuzz target: each takes the raw input, accepts or ignores it, and
//! panics when a property of the library does not hold.
//!
//! The files name the crates as `super::movegen`, `super::notation` and `super::pgn_crate` (never
//! by their crate names) so that a crate's tests can mount this module by path and supply the
//! names themselves (`fianchetto-pgn`'s tests run the saved PGN inputs).

mod epd;
mod fen;
mod generation;
pub(crate) mod pgn;
mod san;
mod uci;

use std::vec::Vec;

// The crates, under the names the files below use (see the module docs); `pgn_crate`, because
// `pgn` is the module of the PGN target's checks.
use super::{movegen, notation, pgn_crate};

use self::movegen::{CastlingMode, Position};
use self::notation::fen::Fen;

pub use self::epd::check_epd;
pub use self::fen::check_fen;
pub use self::generation::check_movegen;
pub use self::pgn::check_pgn;
pub use self::san::check_san;
pub use self::uci::check_uci;

/// Splits an input into its first line (a FEN, for the targets that start from a position) and
/// the bytes after the newline.
pub(crate) fn split_first_line(data: &[u8]) -> (&[u8], &[u8]) {
    match data.iter().position(|&b| b == b'\n') {
        Some(end) => (&data[..end], &data[end + 1..]),
        None => (data, &[]),
    }
}

/// The positions a FEN line describes: one for each castling mode that accepts it.
pub(crate) fn positions(fen: &[u8]) -> Vec<Position> {
    let Ok(fen) = Fen::from_ascii(fen) else {
        return Vec::new();
    };
    [CastlingMode::Standard, CastlingMode::Chess960]
        .into_iter()
        .filter_map(|mode| fen.clone().into_position(mode).ok())
        .collect()
}

/// Splits move text at ASCII white space, keeping at most `max` tokens so that a long input
/// costs time linear in what is checked.
pub(crate) fn tokens(text: &[u8], max: usize) -> Vec<&[u8]> {
    text.split(|b| b.is_ascii_whitespace())
        .filter(|token| !token.is_empty())
        .take(max)
        .collect()
}
