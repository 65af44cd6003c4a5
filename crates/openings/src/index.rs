//! The named positions, found by their occupied squares: the generated table keeps each line's
//! position as its [`Identity`], sorted, so a lookup is a binary search from the first call on.
//! A bit set of the occupied squares' hashes, made from the table when the crate compiles,
//! turns away nearly every other position with one load: a replay asks about every ply, and
//! the search's dozen probes into the 200 KB table were a tenth of reading a PGN file.

use crate::Opening;
use crate::identity::Identity;
use crate::table::{FEWEST_PIECES, LINES, NAMED};

/// Bits in [`MAY_BE_NAMED`]: 8 KB, about 17 bits for each of the table's occupied sets, so
/// about one position in twenty that the table lacks gets past it to the search.
const FILTER_BITS: u32 = 1 << 16;

/// The bit of `occupied` in [`MAY_BE_NAMED`]: Fibonacci hashing, whose top bits mix all of
/// the word's.
const fn filter_bit(occupied: u64) -> usize {
    (occupied.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - FILTER_BITS.trailing_zeros())) as usize
}

/// The bits of every named position's occupied squares.
static MAY_BE_NAMED: [u64; FILTER_BITS as usize / 64] = {
    let mut bits = [0u64; FILTER_BITS as usize / 64];
    let mut i = 0;
    while i < NAMED.len() {
        let bit = filter_bit(NAMED[i].0.occupied);
        bits[bit / 64] |= 1 << (bit % 64);
        i += 1;
    }
    bits
};

/// The opening whose position has the identity `of` computes, among the named positions on
/// `occupied`; `of` is called only when some named position stands on those squares.
pub(crate) fn find(occupied: u64, of: impl FnOnce() -> Identity) -> Option<Opening> {
    // A position with fewer pieces has no name: most of a game is past the table at a glance.
    if (occupied.count_ones() as usize) < FEWEST_PIECES {
        return None;
    }
    let bit = filter_bit(occupied);
    if MAY_BE_NAMED[bit / 64] & (1 << (bit % 64)) == 0 {
        return None;
    }
    let first = NAMED.partition_point(|(named, _)| named.occupied < occupied);
    let mut candidates = NAMED[first..]
        .iter()
        .take_while(|(named, _)| named.occupied == occupied)
        .peekable();
    candidates.peek()?;
    let wanted = of();
    let &(_, line) = candidates.find(|(named, _)| *named == wanted)?;
    let (eco, name, _) = LINES[usize::from(line)];
    Some(Opening { eco, name })
}

#[cfg(test)]
pub(crate) mod tests {
    use std::collections::HashSet;

    use fianchetto_movegen::Position;
    use fianchetto_notation::Notation;

    use super::*;

    /// The position after `moves`, a line of SAN with move numbers (`1. e4 c5 2. Nf3`), from
    /// the start; `None` if a move is not legal.
    pub(crate) fn play(moves: &str) -> Option<Position> {
        moves
            .split_ascii_whitespace()
            .filter(|token| !token.ends_with('.'))
            .try_fold(Position::new(), |pos, san| {
                pos.play(pos.parse_san(san).ok()?).ok()
            })
    }

    /// Every line plays to the position the generated table keeps for it, no two lines reach
    /// one position, and the table is sorted: a lookup finds one name, without playing.
    #[test]
    fn every_line_plays_to_the_position_the_table_keeps() {
        let mut seen = HashSet::new();
        let mut kept = vec![None; LINES.len()];
        for &(identity, line) in &NAMED {
            kept[usize::from(line)] = Some(identity);
        }
        for ((eco, name, moves), kept) in LINES.iter().zip(kept) {
            let pos = play(moves).unwrap_or_else(|| panic!("{eco} {name}: {moves}"));
            assert!(
                seen.insert(pos),
                "{eco} {name}: {moves} reaches a named position again"
            );
            assert_eq!(Some(Identity::of(&pos)), kept, "{eco} {name}: {moves}");
        }
        assert!(NAMED.is_sorted_by_key(|(named, _)| named.occupied));
        let fewest = NAMED.iter().map(|(named, _)| named.occupied.count_ones());
        assert_eq!(fewest.min(), Some(FEWEST_PIECES as u32));
        const { assert!(FEWEST_PIECES > 16) };
        assert_eq!(LINES.len(), 3_807);
    }
}
