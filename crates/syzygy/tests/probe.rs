//! `probe_wdl` and `probe_dtz` against python-chess 1.11.2 on every row of
//! `testdata/syzygy/expected.tsv`: random positions of every table, both sides to move, colours
//! swapped, en passant, cursed wins and blessed losses.

mod support;

use fianchetto_syzygy::{Dtz, SyzygyError, TableKind, Tablebase, Wdl};
use support::{TABLES, position, tables};

const EXPECTED: &str = include_str!("../../../testdata/syzygy/expected.tsv");

/// The rows as (table, kind, position's FEN, wdl, dtz).
fn rows() -> impl Iterator<Item = (&'static str, &'static str, &'static str, Wdl, Dtz)> {
    EXPECTED.lines().skip(1).map(|line| {
        let cols: Vec<&str> = line.split('\t').collect();
        let [table, kind, fen, wdl, dtz] = cols[..] else {
            panic!("five columns: {line}");
        };
        let wdl = Wdl::from_i8(wdl.parse().unwrap()).unwrap();
        (table, kind, fen, wdl, Dtz(dtz.parse().unwrap()))
    })
}

#[test]
fn probes_agree_with_python_chess_on_every_table() {
    check_every_row(tables());
}

#[test]
fn probes_by_positioned_reads_agree_too() {
    let mut tables = tables();
    tables.set_in_memory_limit(0);
    check_every_row(tables);
}

/// Two descriptors for 72 files: they are closed and opened again all the time.
#[test]
fn probes_with_few_open_files_agree_too() {
    let mut tables = tables();
    tables.set_in_memory_limit(0);
    tables.set_open_file_limit(2);
    check_every_row(tables);
}

fn check_every_row(tables: Tablebase) {
    let mut checked = 0;
    let mut kinds = std::collections::BTreeMap::new();
    let mut wrong = Vec::new();
    for (table, kind, fen, wdl, dtz) in rows() {
        let pos = position(fen);
        let got = (tables.probe_wdl(&pos), tables.probe_dtz(&pos));
        match got {
            (Ok(w), Ok(d)) if w == wdl && d == dtz => {}
            got => wrong.push(format!(
                "{table} {kind} {fen}: expected {wdl:?} {dtz:?}, got {got:?}"
            )),
        }
        checked += 1;
        *kinds.entry(kind).or_insert(0) += 1;
    }
    assert!(checked >= 10_980, "only {checked} positions");
    assert!(kinds["en_passant"] >= 60, "{kinds:?}");
    assert!(kinds["cursed"] >= 60 && kinds["blessed"] >= 60, "{kinds:?}");
    assert!(
        wrong.is_empty(),
        "{} of {checked} differ:\n{}",
        wrong.len(),
        wrong[..wrong.len().min(40)].join("\n")
    );
}

#[test]
fn a_missing_table_is_named() {
    let tables = tables();
    let pos = position("7k/8/8/8/8/8/7r/1KQR4 w - - 0 1");
    let err = tables.probe_wdl(&pos).unwrap_err();
    assert!(
        matches!(&err, SyzygyError::MissingTable { name, kind: TableKind::Wdl } if name == "KQRvKR"),
        "{err}"
    );
    assert_eq!(
        err.to_string(),
        "no WDL table for KQRvKR (KQRvKR.rtbw in the added directories)"
    );
}

#[test]
fn a_missing_dtz_table_is_named() {
    let dir =
        std::env::temp_dir().join(format!("fianchetto-syzygy-wdl-only-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(format!("{TABLES}/KQvK.rtbw"), dir.join("KQvK.rtbw")).unwrap();
    let mut tables = Tablebase::new();
    tables.add_directory(&dir).unwrap();
    let pos = position("8/8/8/8/8/3k4/8/1KQ5 w - - 0 1");
    assert_eq!(tables.probe_wdl(&pos).unwrap(), Wdl::Win);
    let err = tables.probe_dtz(&pos).unwrap_err();
    assert_eq!(
        err.to_string(),
        "no DTZ table for KQvK (KQvK.rtbz in the added directories)"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn castling_rights_are_refused() {
    let tables = tables();
    let pos = position("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(matches!(
        tables.probe_wdl(&pos),
        Err(SyzygyError::CastlingRights)
    ));
    assert!(matches!(
        tables.probe_dtz(&pos),
        Err(SyzygyError::CastlingRights)
    ));
}

#[test]
fn too_many_pieces_are_refused() {
    let tables = tables();
    let err = tables
        .probe_dtz(&position(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        ))
        .unwrap_err();
    assert!(
        matches!(err, SyzygyError::TooManyPieces { count: 32 }),
        "{err}"
    );
    assert_eq!(err.to_string(), "32 pieces: Syzygy tables hold at most 7");
}

/// Eight pieces are refused by every probe, even where a capture leads to seven: the tables
/// hold at most seven, and an answer must not depend on which capture the search tries first.
#[test]
fn eight_pieces_are_refused_before_any_capture_is_tried() {
    let tables = tables();
    // White can take on d5, into seven pieces.
    let pos = position("4k3/7p/8/3p4/4P3/8/PPP5/4K3 w - - 0 1");
    for err in [
        tables.probe_wdl(&pos).map(|_| ()).unwrap_err(),
        tables.probe_dtz(&pos).map(|_| ()).unwrap_err(),
        tables.root_moves(&pos).map(|_| ()).unwrap_err(),
        tables.best_move(&pos).map(|_| ()).unwrap_err(),
    ] {
        assert!(
            matches!(err, SyzygyError::TooManyPieces { count: 8 }),
            "{err}"
        );
    }
}

#[test]
fn the_halfmove_clock_is_ignored() {
    let tables = tables();
    let fresh = position("8/2K5/4B3/3N4/8/8/4k3/8 b - - 0 1");
    let late = position("8/2K5/4B3/3N4/8/8/4k3/8 b - - 91 80");
    assert_eq!(tables.probe_dtz(&fresh).unwrap(), Dtz(-53));
    assert_eq!(tables.probe_dtz(&late).unwrap(), Dtz(-53));
}

#[test]
fn threads_share_one_tablebase() {
    fn shared<T: Send + Sync>(_: &T) {}
    let tables = tables();
    shared(&tables);
    // Both threads open tables on first use at once; every answer is python-chess's.
    let rows: Vec<_> = rows().collect();
    let wrong = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for half in rows.chunks(rows.len().div_ceil(2)) {
            let (tables, wrong) = (&tables, &wrong);
            scope.spawn(move || {
                for &(_, _, fen, wdl, dtz) in half {
                    let pos = position(fen);
                    let right = tables.probe_wdl(&pos).ok() == Some(wdl)
                        && tables.probe_dtz(&pos).ok() == Some(dtz);
                    if !right {
                        wrong.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    }
                }
            });
        }
    });
    assert_eq!(wrong.into_inner(), 0);
}
