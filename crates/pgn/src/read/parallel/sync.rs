//! What the parallel reader's threads share: credit for chunks in flight, the buffers they come
//! back in, and the size to cut them at (the game count before each chunk is `game_base`'s).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};

/// A counting semaphore for the chunks between the splitting thread and delivery, which bounds
/// the memory a run uses whatever the order chunks finish in.
#[derive(Debug)]
pub(crate) struct Credits {
    /// Credits left, and whether reading stopped early.
    left: Mutex<(usize, bool)>,
    changed: Condvar,
}

impl Credits {
    pub(crate) fn new(credits: usize) -> Credits {
        Credits {
            left: Mutex::new((credits, false)),
            changed: Condvar::new(),
        }
    }

    /// Takes a credit, waiting for one; `false` once reading stopped.
    pub(crate) fn take(&self) -> bool {
        let mut left = self.left.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            if left.1 {
                return false;
            }
            if left.0 > 0 {
                left.0 -= 1;
                return true;
            }
            left = self
                .changed
                .wait(left)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// Gives a credit back.
    pub(crate) fn give(&self) {
        self.left.lock().unwrap_or_else(PoisonError::into_inner).0 += 1;
        self.changed.notify_one();
    }

    /// Stops every waiter for good.
    pub(crate) fn close(&self) {
        self.left.lock().unwrap_or_else(PoisonError::into_inner).1 = true;
        self.changed.notify_all();
    }
}

/// Chunk buffers the merging thread is done with, for the splitter to fill again: a fresh
/// megabyte per chunk cost a page fault per 4 KiB (thousands per file) and the kernel's zeroing.
/// Holds at most as many buffers as chunks may be in flight, so memory stays bounded as before.
#[derive(Debug, Default)]
pub(crate) struct Buffers {
    spare: Mutex<std::vec::Vec<std::vec::Vec<u8>>>,
}

impl Buffers {
    /// A spare buffer, emptied, or a new one.
    pub(crate) fn take(&self) -> std::vec::Vec<u8> {
        let spare = self
            .spare
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop();
        let mut buffer = spare.unwrap_or_default();
        buffer.clear();
        buffer
    }

    /// Keeps `bytes` for reuse once nothing else holds them, up to `most` buffers.
    pub(crate) fn give_back(&self, bytes: Arc<std::vec::Vec<u8>>, most: usize) {
        if let Ok(buffer) = Arc::try_unwrap(bytes) {
            let mut spare = self.spare.lock().unwrap_or_else(PoisonError::into_inner);
            if spare.len() < most {
                spare.push(buffer);
            }
        }
    }
}

/// The size the splitting thread aims its chunks at: the size asked for, made smaller by the
/// merging thread while games are so small that a chunk holds more of them than a worker keeps
/// (then the merging thread reads the rest alone), and larger again when they grow.
#[derive(Debug)]
pub(crate) struct ChunkTarget {
    asked: usize,
    now: AtomicUsize,
}

/// The smallest chunk worth handing to a worker.
const SMALLEST_CHUNK: usize = 1 << 10;

impl ChunkTarget {
    pub(crate) fn new(asked: usize) -> ChunkTarget {
        let asked = asked.max(1);
        ChunkTarget {
            asked,
            now: AtomicUsize::new(asked),
        }
    }

    pub(crate) fn get(&self) -> usize {
        self.now.load(Ordering::Relaxed)
    }

    /// Learns from a worker that read `games` games in `bytes` bytes, keeping at most
    /// `games_kept` per chunk: aims at an eighth of that many (a chunk cut where no game seems
    /// to start may grow four times past its aim), or doubles the aim while chunks hold few.
    pub(crate) fn observe(&self, games: u64, bytes: u64, games_kept: usize) {
        let kept = games_kept as u64;
        let now = self.get();
        let aim = if games.saturating_mul(2) > kept {
            let per_game = (bytes / games.max(1)).max(1);
            usize::try_from(per_game.saturating_mul(kept / 8)).unwrap_or(usize::MAX)
        } else if games.saturating_mul(16) < kept {
            now.saturating_mul(2)
        } else {
            return;
        };
        let aim = aim.max(SMALLEST_CHUNK).min(self.asked);
        self.now.store(aim, Ordering::Relaxed);
    }
}
