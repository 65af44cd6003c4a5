//! The number of games before a reader's input, which its errors' game numbers count from:
//! known when one reader reads the whole input, published by the parallel reader's merging thread
//! for the reader of each chunk. The reader's state keeps it, the parallel reader publishes it.

use std::collections::BTreeMap;
use std::sync::{Arc, Condvar, Mutex, PoisonError};

/// The number of games before a reader's input, for the game numbers in its errors.
#[derive(Debug, Clone)]
pub(crate) enum GameBase {
    /// Known when the reader starts.
    Known(u64),
    /// Published by the merging thread once the chunks before `chunk` are read.
    Awaited {
        /// Where the merging thread publishes it.
        bases: Arc<Bases>,
        /// The chunk this reader reads.
        chunk: u64,
    },
}

impl GameBase {
    /// The number, waiting for it if needed. Only errors need it, so a chunk without errors never
    /// waits.
    pub(crate) fn get(&self) -> u64 {
        match self {
            GameBase::Known(games) => *games,
            GameBase::Awaited { bases, chunk } => bases.wait(*chunk),
        }
    }
}

/// Game counts before each chunk, published in chunk order by the merging thread.
#[derive(Debug, Default)]
pub(crate) struct Bases {
    /// Counts not yet read by their chunk's worker, and whether reading stopped early.
    published: Mutex<(BTreeMap<u64, u64>, bool)>,
    changed: Condvar,
}

impl Bases {
    /// Publishes the count of games before `chunk`.
    pub(crate) fn publish(&self, chunk: u64, games: u64) {
        let mut published = self
            .published
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        // A worker reads a count only while reading its chunk, which is before the merging
        // thread moves past it, so counts far behind are no longer needed.
        if let Some(&oldest) = published.0.keys().next()
            && published.0.len() > 256
        {
            published.0.remove(&oldest);
        }
        published.0.insert(chunk, games);
        self.changed.notify_all();
    }

    /// Wakes every waiting worker for good: reading stopped, and their results are not wanted.
    pub(crate) fn close(&self) {
        self.published
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .1 = true;
        self.changed.notify_all();
    }

    fn wait(&self, chunk: u64) -> u64 {
        let mut published = self
            .published
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        loop {
            if let Some(&games) = published.0.get(&chunk) {
                return games;
            }
            if published.1 {
                return 0;
            }
            published = self
                .changed
                .wait(published)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }
}
