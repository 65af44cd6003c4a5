//! The `index` target: a damaged position index is an error naming it, or answers, never a
//! panic, a hang or an allocation the file's bytes ask for.
//!
//! The input damages a real index, built once from the repository's crafted collection and
//! its Chess960 games: its first four bytes (little-endian) cut the file to that length modulo
//! its length plus one (so `0xffffffff` and the like mostly keep it whole), and each following
//! five bytes flip the bits of one byte: four bytes of offset (modulo the length), one of
//! bits. The damaged index is opened, then asked about a few positions it holds (standard,
//! Chess960, crazyhouse), with games listed.

use std::sync::OnceLock;

use fianchetto_index::variant::AnyPosition;
use fianchetto_index::{Index, IndexBuilder, Query};
use fianchetto_notation::movegen::CastlingMode;
use fianchetto_notation::{Notation, Variant};

/// The collections the real index holds.
const FILES: [&str; 2] = ["explorer/crafted.pgn", "pgn/cutechess-fischerrandom.pgn"];

fn base() -> &'static [u8] {
    static BASE: OnceLock<Vec<u8>> = OnceLock::new();
    BASE.get_or_init(|| {
        let mut builder = IndexBuilder::new();
        for file in FILES {
            let path = format!("{}/../testdata/{file}", env!("CARGO_MANIFEST_DIR"));
            builder.add_file(&path).expect("the test collections are read");
        }
        let mut bytes = Vec::new();
        builder.write(&mut bytes).expect("the index is written");
        bytes
    })
}

fn positions() -> Vec<AnyPosition> {
    let fens = [
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Variant::Chess, CastlingMode::Standard),
        ("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Variant::Chess, CastlingMode::Standard),
        ("nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1", Variant::Chess, CastlingMode::Chess960),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", Variant::Crazyhouse, CastlingMode::Standard),
    ];
    fens.iter()
        .filter_map(|(fen, variant, mode)| AnyPosition::from_variant_fen(fen, *variant, *mode).ok())
        .collect()
}

/// Damages the real index as `data` says, then opens and queries it.
pub fn check(data: &[u8]) {
    let mut bytes = base().to_vec();
    let word = |at: usize| data.get(at..at + 4).map(|w| u32::from_le_bytes(w.try_into().unwrap()));
    if let Some(cut) = word(0) {
        bytes.truncate(cut as usize % (bytes.len() + 1));
    }
    if !bytes.is_empty() {
        for edit in data.get(4..).unwrap_or(&[]).chunks_exact(5) {
            let at = u32::from_le_bytes(edit[..4].try_into().unwrap()) as usize % bytes.len();
            bytes[at] ^= edit[4];
        }
    }
    let index = match Index::from_bytes(bytes) {
        Ok(index) => index,
        Err(err) => {
            assert!(err.to_string().contains("(index in memory)"), "{err}");
            return;
        }
    };
    let query = Query {
        top: 3,
        recent: 3,
        ..Query::default()
    };
    for pos in positions() {
        if let Err(err) = index.explore(&pos, &query) {
            assert!(err.to_string().contains("(index in memory)"), "{err}");
        }
    }
}
