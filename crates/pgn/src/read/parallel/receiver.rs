//! The receiving end of [`ParallelReader::spawn`](super::ParallelReader::spawn): games cross
//! between the threads in batches, as a handover wakes the receiving thread, and one wake a
//! game cost the reading thread a tenth of its time when the receiver kept up.

use std::sync::mpsc::{Receiver, SyncSender};
use std::vec::{IntoIter, Vec};

use crate::{Error, Visitor};

/// What [`Reader::read_game`](crate::Reader::read_game) gave for one game.
pub(crate) type GameResult<V> = Result<<V as Visitor>::Output, Error<<V as Visitor>::Error>>;

/// Games handed over at once, about 100 KB of typical PGN. The cost is latency on a slow input
/// (a pipe fed a game at a time): a game arrives once 63 more have been read or the input
/// ends, where with several threads the first chunk already held back 64 KiB of input.
pub(crate) const BATCH_GAMES: usize = 64;

/// The games of [`ParallelReader::spawn`](super::ParallelReader::spawn), in input order: an
/// iterator that waits for the reading threads when it has none at hand, and ends when they
/// have handed on every game. Dropping it stops reading.
///
/// ```
/// use fianchetto_pgn::{ParallelReader, Replay, Replayed};
///
/// let pgn = "1. e4 e5 *\n\n1. d4 *\n".as_bytes();
/// let (mut games, reading) = ParallelReader::new(1).spawn(pgn, || Replay::new(Replayed::new()));
/// let first = games.next().expect("a game").expect("no error outside a game");
/// assert_eq!(first.plies, 2);
/// assert_eq!(games.count(), 1);
/// reading.join().expect("no panic")?;
/// # Ok::<(), std::io::Error>(())
/// ```
pub struct GameReceiver<V: Visitor> {
    batches: Receiver<Vec<GameResult<V>>>,
    at_hand: IntoIter<GameResult<V>>,
}

impl<V: Visitor> GameReceiver<V> {
    /// The receiver, and what the reading thread hands games to: at most `batches_in_flight`
    /// full batches wait, which bounds the games in memory.
    pub(crate) fn new(batches_in_flight: usize) -> (BatchSender<V>, GameReceiver<V>) {
        let (sender, batches) = std::sync::mpsc::sync_channel(batches_in_flight);
        let receiver = GameReceiver {
            batches,
            at_hand: Vec::new().into_iter(),
        };
        let sender = BatchSender {
            sender,
            batch: Vec::with_capacity(BATCH_GAMES),
        };
        (sender, receiver)
    }
}

impl<V: Visitor> Iterator for GameReceiver<V> {
    type Item = GameResult<V>;

    fn next(&mut self) -> Option<GameResult<V>> {
        loop {
            if let Some(game) = self.at_hand.next() {
                return Some(game);
            }
            self.at_hand = self.batches.recv().ok()?.into_iter();
        }
    }
}

impl<V: Visitor> std::fmt::Debug for GameReceiver<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameReceiver")
            .field("at_hand", &self.at_hand.len())
            .finish_non_exhaustive()
    }
}

/// The reading thread's end: games gather into a batch, handed over when full or finished.
pub(crate) struct BatchSender<V: Visitor> {
    sender: SyncSender<Vec<GameResult<V>>>,
    batch: Vec<GameResult<V>>,
}

impl<V: Visitor> BatchSender<V> {
    /// Adds `game` to the batch; `false` once the receiver is gone.
    pub(crate) fn send(&mut self, game: GameResult<V>) -> bool {
        self.batch.push(game);
        self.batch.len() < BATCH_GAMES || self.hand_over()
    }

    /// Hands over the games gathered so far; `false` once the receiver is gone.
    pub(crate) fn hand_over(&mut self) -> bool {
        if self.batch.is_empty() {
            return true;
        }
        let batch = std::mem::replace(&mut self.batch, Vec::with_capacity(BATCH_GAMES));
        self.sender.send(batch).is_ok()
    }
}
