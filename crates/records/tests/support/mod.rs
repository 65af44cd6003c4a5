//! What the records and export tests both read: the first 2,000 games of the corpus, and the
//! records of a PGN text. (The export tests include this file by path.)

use fianchetto::pgn::{Reader, Replay};
use fianchetto_records::{GameRecord, RecordExtractor};

#[path = "../../../pgn/src/tests/corpus.rs"]
mod corpus;

pub(crate) use corpus::corpus_2k;

/// The record of each game of `pgn`, in order.
pub(crate) fn records(pgn: &[u8]) -> Vec<GameRecord> {
    let mut reader = Reader::new(pgn);
    let mut extract = Replay::new(RecordExtractor::new());
    std::iter::from_fn(|| {
        reader
            .read_game(&mut extract)
            .expect("no error outside a game")
    })
    .collect()
}
