//! The perft count below each legal root move, counted on several threads: what `fianchetto
//! perft` prints per move and what `--suite` checks each position's total with.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use fianchetto::{Move, Notation};

use crate::progress;

/// The perft count below each legal root move, in move-generation order, computed by `threads`
/// workers that take root moves one at a time (deep subtrees vary a lot in size).
pub(crate) fn count_by_root_move<P: Notation + Sync>(
    pos: &P,
    depth: u32,
    threads: usize,
    show_progress: bool,
    perft: fn(&P, u32) -> u64,
) -> Vec<(Move, u64)> {
    let moves: Vec<Move> = pos.legal_moves().into_iter().collect();
    if depth == 0 {
        return Vec::new();
    }
    let results = Mutex::new(vec![0u64; moves.len()]);
    let next = AtomicUsize::new(0);
    let bar = (show_progress && depth >= 6).then(|| progress::root_moves(moves.len() as u64));
    thread::scope(|scope| {
        for _ in 0..threads.min(moves.len()).max(1) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&m) = moves.get(index) else { break };
                    let count = perft(&pos.play_unchecked(m), depth - 1);
                    results.lock().unwrap_or_else(|e| e.into_inner())[index] = count;
                    if let Some(bar) = &bar {
                        bar.inc(1);
                    }
                }
            });
        }
    });
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    let counts = results.into_inner().unwrap_or_else(|e| e.into_inner());
    moves.into_iter().zip(counts).collect()
}
