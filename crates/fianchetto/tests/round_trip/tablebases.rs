//! Syzygy's answers from real probes of `testdata/syzygy`: `Wdl` and `Category` as snake-case
//! words, `Dtz` as its number, `RootMove` as a struct.

use std::collections::HashSet;
use std::path::Path;

use fianchetto::Position;
use fianchetto::fen;
use fianchetto::syzygy::{Category, Dtz, RootMove, Tablebase, Wdl};

use super::formats::{assert_round_trips, to_json};

/// The tables and every legal position of `expected.tsv` and `root.tsv`.
fn tables_and_positions() -> (Tablebase, Vec<Position>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/syzygy");
    let mut tables = Tablebase::new();
    assert!(
        tables
            .add_directory(dir.join("tables"))
            .expect("the tables are there")
            > 0
    );
    let mut positions = Vec::new();
    for file in ["expected.tsv", "root.tsv"] {
        let text = std::fs::read_to_string(dir.join(file)).expect("the expectations are there");
        for line in text.lines().skip(1) {
            let fen = line
                .split('\t')
                .find(|field| field.contains('/'))
                .expect("a fen");
            // Some of `expected.tsv`'s random placements are not legal positions.
            positions.extend(fen::parse_position(fen, fianchetto::CastlingMode::Standard).ok());
        }
    }
    (tables, positions)
}

#[test]
fn probes_round_trip() {
    let (tables, positions) = tables_and_positions();
    let (mut wdls, mut dtzs, mut categories) = (HashSet::new(), HashSet::new(), HashSet::new());
    let mut root_moves: Vec<RootMove> = Vec::new();
    for pos in &positions {
        let wdl = tables.probe_wdl(pos).expect("a probe");
        let dtz = tables.probe_dtz(pos).expect("a probe");
        wdls.insert(wdl);
        dtzs.insert(dtz);
        for root in tables.root_moves(pos).expect("a probe") {
            categories.insert(root.category);
            root_moves.push(root);
        }
    }
    assert_eq!(wdls.len(), 5, "every wdl value: {wdls:?}");
    assert!(categories.len() >= 5, "{categories:?}");
    for wdl in &wdls {
        assert_round_trips(wdl);
    }
    for dtz in &dtzs {
        assert_eq!(assert_round_trips(dtz), dtz.0.to_string());
    }
    for category in &categories {
        assert_round_trips(category);
    }
    assert_round_trips(&root_moves);
    assert_eq!(to_json(&Wdl::BlessedLoss), r#""blessed_loss""#);
    assert_eq!(to_json(&Category::MaybeWin), r#""maybe_win""#);
    assert_eq!(to_json(&Dtz(-101)), "-101");
}
