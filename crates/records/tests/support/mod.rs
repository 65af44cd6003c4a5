//! What the records and export tests both read: the first 2,000 games of the corpus, and the
//! records of a PGN text. (The export tests include this file by path.)

use std::io::Read;

use fianchetto::pgn::{Reader, Replay};
use fianchetto_records::{GameRecord, RecordExtractor};

/// Bytes of the first 2,000 games of the packed 20,000-game corpus.
const CORPUS_2K_BYTES: u64 = 6_060_465;

pub(crate) fn corpus_2k() -> Vec<u8> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/corpus/games-20k.pgn.zst"
    );
    let mut pgn = Vec::new();
    zstd::Decoder::new(std::fs::File::open(path).expect("the corpus"))
        .expect("a zstd stream")
        .take(CORPUS_2K_BYTES)
        .read_to_end(&mut pgn)
        .expect("the corpus unpacks");
    pgn
}

/// The record of each game of `pgn`, in order.
pub(crate) fn records(pgn: &[u8]) -> Vec<GameRecord> {
    let mut reader = Reader::new(pgn);
    let mut extract = Replay::new(RecordExtractor::default());
    std::iter::from_fn(|| {
        reader
            .read_game(&mut extract)
            .expect("no error outside a game")
    })
    .collect()
}
