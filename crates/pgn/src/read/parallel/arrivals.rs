//! The workers' results, taken in chunk order whatever order they finish in.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::mpsc::Receiver;
use std::vec::Vec;

use super::chunk_input::InputFailure;
use super::sync::Credits;
use crate::Error;
use crate::read::game_base::Bases;
use crate::read::place::Place;

/// One chunk read by a worker.
pub(crate) struct ChunkRead<O, E> {
    pub(crate) index: u64,
    pub(crate) bytes: Arc<Vec<u8>>,
    /// How reading the input failed right after this chunk, if it did.
    pub(crate) fails_with: Option<InputFailure>,
    /// Where it starts.
    pub(crate) start: Place,
    /// What the reader gave for each game, in order, after how many games started in the chunk
    /// (for a game, its number counting from the chunk's start).
    pub(crate) games: Vec<(u64, Result<O, Error<E>>)>,
    /// Games started in what the worker read (what later game numbers count on from).
    pub(crate) started: u64,
    /// Bytes the worker read before it stopped: with `started`, how dense the input's games are.
    pub(crate) bytes_read: u64,
    pub(crate) end: ChunkEnd,
}

/// Where a worker's reading of a chunk stopped, and so what of it stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ChunkEnd {
    /// At the chunk's end, where a game ends ([`Reader::at_clean_boundary`]): all of it stands.
    ///
    /// [`Reader::at_clean_boundary`]: crate::Reader
    Clean,
    /// Elsewhere: the chunk's end cut a game, the input failed, or so many games were broken
    /// that the worker gave up keeping them. The chunk is read again from its start.
    Unclean,
    /// After enough games, at a game's end inside the chunk: the games stand, and the rest of
    /// the chunk is read from this place.
    Full(Place),
}

/// Hands out the workers' results in chunk order.
pub(crate) struct Arrivals<O, E> {
    results: Receiver<ChunkRead<O, E>>,
    early: BTreeMap<u64, ChunkRead<O, E>>,
    bases: Arc<Bases>,
    credits: Arc<Credits>,
}

impl<O, E> Arrivals<O, E> {
    pub(crate) fn new(
        results: Receiver<ChunkRead<O, E>>,
        bases: Arc<Bases>,
        credits: Arc<Credits>,
    ) -> Self {
        Arrivals {
            results,
            early: BTreeMap::new(),
            bases,
            credits,
        }
    }

    /// Chunk `index`, read after `games` games: `None` past the last chunk.
    pub(crate) fn take(&mut self, index: u64, games: u64) -> Option<ChunkRead<O, E>> {
        // Its worker needs the count only for an error, and may be waiting for it now.
        self.bases.publish(index, games);
        let read = match self.early.remove(&index) {
            Some(read) => read,
            None => loop {
                let read = self.results.recv().ok()?;
                if read.index == index {
                    break read;
                }
                self.early.insert(read.index, read);
            },
        };
        self.credits.give();
        Some(read)
    }

    /// The bytes of chunk `index`, which is read again on this thread: its worker's reading
    /// is not wanted, so its game count does not matter.
    pub(crate) fn pull_for_rereading(
        &mut self,
        index: u64,
    ) -> Option<(Arc<Vec<u8>>, Option<InputFailure>)> {
        self.take(index, 0)
            .map(|read| (read.bytes, read.fails_with))
    }
}
