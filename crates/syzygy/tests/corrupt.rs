//! Truncated and damaged table files are errors naming the file, never panics.

use std::path::PathBuf;

use fianchetto_notation::fen::Fen;
use fianchetto_notation::movegen::{CastlingMode, Position};
use fianchetto_syzygy::{SyzygyError, Tablebase};

const TABLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables");

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fianchetto-syzygy-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn position(fen: &str) -> Position {
    Fen::from_ascii(fen.as_bytes())
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

#[test]
fn a_truncated_file_is_an_error_naming_it() {
    let dir = scratch_dir("truncated");
    let bytes = std::fs::read(format!("{TABLES}/KRvK.rtbw")).unwrap();
    std::fs::write(dir.join("KRvK.rtbw"), &bytes[..bytes.len() / 2]).unwrap();
    let mut tables = Tablebase::new();
    tables.add_directory(&dir).unwrap();
    let err = tables
        .probe_wdl(&position("8/8/8/8/8/2k5/8/1K1R4 b - - 0 1"))
        .unwrap_err();
    assert!(matches!(err, SyzygyError::Corrupt { .. }), "{err}");
    assert!(err.to_string().contains("KRvK.rtbw"), "{err}");
    std::fs::remove_dir_all(dir).unwrap();
}

/// Flips bytes of a pawn table's header and first blocks, seeded; every probe must return.
#[test]
fn damaged_files_never_panic() {
    let dir = scratch_dir("damaged");
    let original = std::fs::read(format!("{TABLES}/KRvKP.rtbw")).unwrap();
    let positions = [
        position("8/8/8/8/3k4/8/2p5/K1R5 w - - 0 1"),
        position("8/8/8/8/3k4/8/2p5/K1R5 b - - 0 1"),
        position("8/1p6/8/8/8/5k2/8/K6R b - - 0 1"),
    ];
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for _ in 0..300 {
        let mut bytes = original.clone();
        let span = if next() % 2 == 0 { 256 } else { bytes.len() };
        for _ in 0..1 + next() % 4 {
            let at = (next() as usize) % span;
            bytes[at] = next() as u8;
        }
        std::fs::write(dir.join("KRvKP.rtbw"), &bytes).unwrap();
        let mut tables = Tablebase::new();
        tables.add_directory(&dir).unwrap();
        for pos in &positions {
            // Captures lead to tables the scratch folder does not have.
            if let Err(err) = tables.probe_wdl(pos)
                && !matches!(err, SyzygyError::MissingTable { .. })
            {
                assert!(err.to_string().contains("KRvKP.rtbw"), "{err}");
            }
        }
    }
    std::fs::remove_dir_all(dir).unwrap();
}
