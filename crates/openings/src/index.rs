//! The table's lines played into positions, once, sorted by their occupied squares for
//! [`opening`]'s binary search.
//!
//! [`opening`]: crate::opening

use std::sync::OnceLock;
use std::vec::Vec;

use fianchetto_movegen::Position;
use fianchetto_notation::Notation;

use crate::Opening;
use crate::table::LINES;

/// A named position.
pub(crate) struct Named {
    /// Its occupied squares: a key any position type has at no cost, which few positions of a
    /// game share with a named one.
    pub(crate) key: u64,
    pub(crate) position: Position,
    pub(crate) opening: Opening,
}

/// The named positions and the fewest pieces any of them has.
pub(crate) struct Index {
    /// Every named position, sorted by key (several may share one).
    pub(crate) positions: Vec<Named>,
    /// A position with fewer pieces has no name: most of a game is past the table at a glance.
    pub(crate) fewest_pieces: usize,
}

/// The index, built on first use.
pub(crate) fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut index: Vec<Named> = LINES
            .iter()
            .filter_map(|&(eco, name, moves)| {
                let position = play(moves)?;
                Some(Named {
                    key: position.board().occupied().bits(),
                    position,
                    opening: Opening { eco, name },
                })
            })
            .collect();
        index.sort_unstable_by_key(|named| named.key);
        let fewest_pieces = index
            .iter()
            .map(|named| named.position.board().occupied().len())
            .min()
            .unwrap_or(0);
        Index {
            positions: index,
            fewest_pieces,
        }
    })
}

/// The position after `moves`, a line of SAN with move numbers (`1. e4 c5 2. Nf3`), from the
/// start; `None` if a move is not legal (never, for the table: a test plays every line).
pub(crate) fn play(moves: &str) -> Option<Position> {
    moves
        .split_ascii_whitespace()
        .filter(|token| !token.ends_with('.'))
        .try_fold(Position::new(), |pos, san| {
            pos.play(pos.parse_san(san).ok()?).ok()
        })
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    /// Every line plays, and no two reach one position: a lookup finds one name.
    #[test]
    fn every_line_plays_to_a_position_of_its_own() {
        let mut seen = HashSet::new();
        for (eco, name, moves) in LINES {
            let pos = play(moves).unwrap_or_else(|| panic!("{eco} {name}: {moves}"));
            assert!(
                seen.insert(pos),
                "{eco} {name}: {moves} reaches a named position again"
            );
        }
        assert_eq!(index().positions.len(), LINES.len());
        assert!(index().fewest_pieces > 16, "{}", index().fewest_pieces);
        assert_eq!(LINES.len(), 3_807);
    }
}
