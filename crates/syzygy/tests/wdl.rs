//! `probe_wdl` against python-chess's on the positions of `data/wdl.tsv` (made by
//! `data/generate_wdl.py`): pawnless and pawn tables, both sides to move, en passant.

use fianchetto_notation::fen::Fen;
use fianchetto_notation::movegen::CastlingMode;
use fianchetto_syzygy::{SyzygyError, Tablebase, Wdl};

const TABLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables");

fn tables() -> Tablebase {
    let mut tables = Tablebase::new();
    tables
        .add_directory(TABLES)
        .expect("the test tables are there");
    tables
}

#[test]
fn probe_wdl_agrees_with_python_chess() {
    let tables = tables();
    let data = include_str!("data/wdl.tsv");
    let mut checked = 0;
    let mut wrong = Vec::new();
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let (fen, expected) = line.split_once('\t').expect("two columns");
        let expected = Wdl::from_i8(expected.parse().expect("a number")).expect("-2 to 2");
        let pos = Fen::from_ascii(fen.as_bytes())
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        match tables.probe_wdl(&pos) {
            Ok(got) if got == expected => {}
            got => wrong.push(format!("{fen}: expected {expected:?}, got {got:?}")),
        }
        checked += 1;
    }
    assert!(checked > 800, "only {checked} positions");
    assert!(
        wrong.is_empty(),
        "{} of {checked} differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn a_missing_table_is_named() {
    let tables = tables();
    let pos = Fen::from_ascii(b"7k/8/8/8/8/8/7r/1KQR4 w - - 0 1")
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    let err = tables.probe_wdl(&pos).unwrap_err();
    assert!(
        matches!(&err, SyzygyError::MissingTable { name } if name == "KQRvKR"),
        "{err}"
    );
}

#[test]
fn castling_rights_are_refused() {
    let tables = tables();
    let pos = Fen::from_ascii(b"4k3/8/8/8/8/8/8/4K2R w K - 0 1")
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    assert!(matches!(
        tables.probe_wdl(&pos),
        Err(SyzygyError::CastlingRights)
    ));
}
