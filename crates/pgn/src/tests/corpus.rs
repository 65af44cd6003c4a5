//! The 2,000-game corpus, unpacked from the front of the packed 20,000-game one that the
//! repository carries (one packed file serves both). The tests of `pgn`, `records`,
//! `export` and the CLI include this file by path, from a crate folder two below the root.

use std::io::Read;
use std::vec::Vec;

/// Bytes of `games-2k.pgn`: 2,000 games, a byte-for-byte prefix of the 20,000-game corpus.
const CORPUS_2K_BYTES: u64 = 6_060_465;

/// The first 2,000 games of `testdata/corpus/games-20k.pgn.zst`, unpacked.
pub(crate) fn corpus_2k() -> Vec<u8> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/corpus/games-20k.pgn.zst"
    );
    let packed = std::fs::File::open(path).expect("the corpus");
    let mut pgn = Vec::new();
    zstd::Decoder::new(packed)
        .expect("a zstd stream")
        .take(CORPUS_2K_BYTES)
        .read_to_end(&mut pgn)
        .expect("the corpus unpacks");
    assert_eq!(pgn.len() as u64, CORPUS_2K_BYTES, "the corpus is cut short");
    pgn
}
