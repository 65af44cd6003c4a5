//! `fianchetto syzygy`: the position's `wdl`/`dtz` lines, then every move best first, against
//! python-chess's probes in `testdata/syzygy/root.tsv`; clear errors for what no table holds.

use crate::support::{ScratchDir, run, testdata};

fn tables() -> String {
    testdata("syzygy/tables")
}

/// Every eleventh root of root.tsv: (fen, root wdl, root dtz, [(uci, san, wdl, dtz)]) with the
/// move's values from the mover's point of view (python-chess probes after the move, negated).
#[allow(clippy::type_complexity)]
fn some_roots() -> Vec<(String, i32, i32, Vec<(String, String, i32, i32)>)> {
    let text = std::fs::read_to_string(testdata("syzygy/root.tsv")).unwrap();
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
    let col = |name: &str| header.iter().position(|&h| h == name).unwrap();
    let mut roots: Vec<(String, i32, i32, Vec<(String, String, i32, i32)>)> = Vec::new();
    for line in lines {
        let c: Vec<&str> = line.split('\t').collect();
        let num = |name: &str| c[col(name)].parse::<i32>().unwrap();
        if roots.last().is_none_or(|r| r.0 != c[col("fen")]) {
            roots.push((
                c[col("fen")].to_owned(),
                num("root_wdl"),
                num("root_dtz"),
                Vec::new(),
            ));
        }
        let m = (
            c[col("move")].to_owned(),
            c[col("san")].to_owned(),
            -num("wdl_after"),
            -num("dtz_after"),
        );
        roots.last_mut().unwrap().3.push(m);
    }
    roots.into_iter().step_by(11).collect()
}

#[test]
fn prints_the_probes_then_every_move_best_first() {
    let roots = some_roots();
    assert!(roots.len() >= 20);
    for (fen, wdl, dtz, mut expected) in roots {
        let run = run(&["syzygy", "--path", &tables(), "--fen", &fen]);
        assert!(run.success(), "{run:?}");
        let lines = run.lines();
        assert_eq!(lines[0], format!("wdl {wdl}"), "{fen}");
        assert_eq!(lines[1], format!("dtz {dtz}"), "{fen}");
        let mut got: Vec<(String, String, i32, i32)> = lines[2..]
            .iter()
            .map(|line| {
                let w: Vec<&str> = line.split(' ').collect();
                assert_eq!((w[3], w[5]), ("wdl", "dtz"), "{line}");
                (
                    w[0].to_owned(),
                    w[1].to_owned(),
                    w[4].parse().unwrap(),
                    w[6].parse().unwrap(),
                )
            })
            .collect();
        // Best first: the first move keeps the position's result.
        if let Some(best) = got.first() {
            assert_eq!(best.2, wdl, "{fen}: {lines:?}");
        }
        got.sort();
        expected.sort();
        assert_eq!(got, expected, "{fen}");
    }
}

#[test]
fn a_mating_move_says_so_and_comes_first() {
    // Rh8# mates at once; the other rook moves win more slowly.
    let fen = "k7/8/1K6/8/8/8/8/7R w - - 0 1";
    let run = run(&["syzygy", "--path", &tables(), "--fen", fen]);
    assert!(run.success(), "{run:?}");
    assert_eq!(run.lines()[..2], ["wdl 2", "dtz 1"]);
    assert_eq!(run.lines()[2], "h1h8 Rh8# win wdl 2 dtz 1 checkmate");
}

#[test]
fn a_missing_table_is_named() {
    let run = run(&[
        "syzygy",
        "--path",
        &tables(),
        "--fen",
        "7k/8/8/8/8/8/7r/1KQR4 w - - 0 1",
    ]);
    run.assert_clean_failure();
    assert!(
        run.stderr.contains("no WDL table for KQRvKR (KQRvKR.rtbw"),
        "{run:?}"
    );
}

#[test]
fn positions_no_table_holds_are_refused() {
    let castling = run(&[
        "syzygy",
        "--path",
        &tables(),
        "--fen",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
    ]);
    castling.assert_clean_failure();
    assert!(castling.stderr.contains("castling rights"), "{castling:?}");
    let crowded = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
    let many = run(&["syzygy", "--path", &tables(), "--fen", crowded]);
    many.assert_clean_failure();
    assert!(
        many.stderr
            .contains("32 pieces: Syzygy tables hold at most 7"),
        "{many:?}"
    );
}

#[test]
fn directories_without_tables_are_errors() {
    let empty = ScratchDir::new("syzygy-empty");
    let none = run(&[
        "syzygy",
        "--path",
        &empty.path(""),
        "--fen",
        "8/8/8/8/8/3k4/8/1KQ5 w - - 0 1",
    ]);
    none.assert_clean_failure();
    assert!(none.stderr.contains("no Syzygy tables"), "{none:?}");
    let missing = run(&[
        "syzygy",
        "--path",
        "/nonexistent/syzygy",
        "--fen",
        "8/8/8/8/8/3k4/8/1KQ5 w - - 0 1",
    ]);
    missing.assert_clean_failure();
    assert!(
        missing.stderr.contains("/nonexistent/syzygy"),
        "{missing:?}"
    );
}

#[test]
fn a_path_list_joins_directories() {
    let pawnless = ScratchDir::new("syzygy-kqvk");
    for ext in ["rtbw", "rtbz"] {
        let bytes = std::fs::read(format!("{}/KQvK.{ext}", tables())).unwrap();
        pawnless.file(&format!("KQvK.{ext}"), &bytes);
    }
    let empty = ScratchDir::new("syzygy-second");
    let list = format!("{}:{}", empty.path(""), pawnless.path(""));
    let run = run(&[
        "syzygy",
        "--path",
        &list,
        "--fen",
        "8/8/8/8/8/3k4/8/1KQ5 w - - 0 1",
    ]);
    assert!(run.success(), "{run:?}");
    assert_eq!(run.lines()[..2], ["wdl 2", "dtz 9"]);
}
