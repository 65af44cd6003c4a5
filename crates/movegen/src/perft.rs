//! Perft: counting the leaves of the legal move tree, the standard correctness and speed test
//! of a move generator. The last ply is bulk-counted by popcount.

use core::ops::ControlFlow;

use crate::{Move, MoveList, Position, Role};

/// The number of move sequences of length `depth` from `pos` (1 for depth 0).
///
/// ```
/// use fianchetto_movegen::{perft::perft, Position};
///
/// assert_eq!(perft(&Position::new(), 3), 8902);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => perft_inner(pos, depth),
    }
}

/// Recursion for `depth >= 2`: play each move, bulk-count at depth 1. The positions made here
/// never leave, so they skip the Zobrist hash.
fn perft_inner(pos: &Position, depth: u32) -> u64 {
    let mut nodes = 0;
    let _ = pos.generate(crate::Bitboard::FULL, crate::Bitboard::FULL, &mut |set| {
        // The child is made where it is used and passed by reference, its hash left stale (perft's
        // positions never leave it). Returned by value and moved again, it was copied whole
        // right after `apply`'s narrow stores to it, which the CPU cannot forward to the copy's
        // wider loads: 10-21% of perft on Zen 4, in every build.
        let mut visit = |m: Move, role: Role| {
            let mut child = *pos;
            child.apply::<false>(m, role);
            nodes += if depth == 2 {
                child.count_legal_moves() as u64
            } else {
                perft_inner(&child, depth - 1)
            };
        };
        match set.role {
            Role::Pawn | Role::King => {
                for m in set {
                    visit(m, set.role);
                }
            }
            // Knights and sliders only make normal moves: no per-move kind dispatch.
            role => {
                for to in set.to {
                    visit(Move::normal(set.from, to), role);
                }
            }
        }
        ControlFlow::Continue(())
    });
    nodes
}

/// Perft split by first move: each legal move of `pos` with the leaves below it at `depth`
/// (nothing for depth 0). The counts sum to [`perft`]`(pos, depth)`.
///
/// ```
/// use fianchetto_movegen::{perft::{divide, perft}, Move, Position, Square};
///
/// let pos = Position::new();
/// let split: Vec<(Move, u64)> = divide(&pos, 2).collect();
/// assert_eq!(split.len(), 20);
/// assert!(split.contains(&(Move::normal(Square::E2, Square::E4), 20)));
/// assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), perft(&pos, 2));
/// ```
pub fn divide(pos: &Position, depth: u32) -> impl Iterator<Item = (Move, u64)> + use<> {
    let pos = *pos;
    let moves = if depth == 0 {
        MoveList::new()
    } else {
        pos.legal_moves()
    };
    moves
        .into_iter()
        .map(move |m| (m, perft(&pos.play_unchecked(m), depth - 1)))
}
