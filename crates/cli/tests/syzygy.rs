//! `fianchetto syzygy`: the position's `wdl`/`dtz` lines, then every move best first, against
//! python-chess's probes in `testdata/syzygy/root.tsv`; clear errors for what no table holds.

use fianchetto::pgn::Eval;

use crate::analyse::read_all;
use crate::support::{
    ScratchDir, ScratchFile, fake_engine, run, run_with_env, stockfish, testdata,
};

fn tables() -> String {
    testdata("syzygy/tables")
}

/// One move of a root: UCI, SAN, category, wdl and dtz from the mover's point of view (the
/// probes after the move, negated), and lichess's rank (1 best).
type Line = (String, String, String, i32, i32, u32);

/// Every eleventh root of root.tsv, and the cursed and blessed ones: (fen, root wdl, root
/// dtz, its moves).
fn some_roots() -> Vec<(String, i32, i32, Vec<Line>)> {
    let text = std::fs::read_to_string(testdata("syzygy/root.tsv")).unwrap();
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
    let col = |name: &str| header.iter().position(|&h| h == name).unwrap();
    let mut roots: Vec<(String, i32, i32, Vec<Line>)> = Vec::new();
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
            c[col("category")].to_owned(),
            -num("wdl_after"),
            -num("dtz_after"),
            num("rank") as u32,
        );
        roots.last_mut().unwrap().3.push(m);
    }
    roots
        .into_iter()
        .enumerate()
        .filter(|(i, root)| i % 11 == 0 || root.1.abs() == 1)
        .map(|(_, root)| root)
        .collect()
}

#[test]
fn prints_the_probes_then_every_move_best_first() {
    let roots = some_roots();
    assert!(roots.len() >= 30);
    for (fen, wdl, dtz, expected) in roots {
        let run = run(&["syzygy", "--path", &tables(), "--fen", &fen]);
        assert!(run.success(), "{run:?}");
        let lines = run.lines();
        assert_eq!(lines[0], format!("wdl {wdl}"), "{fen}");
        assert_eq!(lines[1], format!("dtz {dtz}"), "{fen}");
        let mut ranks = Vec::new();
        let mut got: Vec<Line> = lines[2..]
            .iter()
            .map(|line| {
                let w: Vec<&str> = line.split(' ').collect();
                assert_eq!((w[3], w[5]), ("wdl", "dtz"), "{line}");
                let rank = expected.iter().find(|e| e.0 == w[0]).map_or(0, |e| e.5);
                ranks.push(rank);
                let (wdl, dtz) = (w[4].parse().unwrap(), w[6].parse().unwrap());
                (
                    w[0].to_owned(),
                    w[1].to_owned(),
                    w[2].to_owned(),
                    wdl,
                    dtz,
                    rank,
                )
            })
            .collect();
        // Best first, as lichess ranks them.
        assert!(
            ranks.is_sorted() && ranks.first().is_none_or(|&r| r == 1),
            "{fen}: {lines:?}"
        );
        got.sort();
        let mut expected = expected;
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

/// A rook ending from a FEN: White wins until 2. Rd2, which hangs the rook; 2... Kxd2 leaves
/// two bare kings.
const ROOK_ENDING: &[u8] = b"[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/2k5/K2R4 w - - 0 1\"]\n\n\
1. Rd8 Kc3 2. Rd2 Kxd2 *\n";

/// The `[%eval]` of each mainline move of the one game in `pgn`.
fn evals(pgn: &str) -> Vec<Option<Eval>> {
    let games = read_all(pgn.as_bytes());
    assert_eq!(games.len(), 1, "{pgn}");
    games[0].mainline.iter().map(|node| node.eval()).collect()
}

#[test]
fn analyse_takes_drawn_positions_from_the_tables_without_the_engine() {
    let file = ScratchFile::new("rook-ending.pgn", ROOK_ENDING);
    let engine = fake_engine();
    let analyse = |extra: &[&str]| {
        let log = ScratchFile::new("syzygy-fake.log", b"");
        let args = ["analyse", file.path(), "--engine", &engine];
        let env = [("FAKE_MODE", "good"), ("FAKE_LOG", log.path())];
        let run = run_with_env(&[&args[..], extra].concat(), b"", &env);
        let asked = std::fs::read_to_string(log.path()).unwrap().lines().count();
        (run, asked)
    };
    // The fake engine says +0.13 for the side to move, whatever the position.
    let (plain, asked) = analyse(&[]);
    assert!(plain.success(), "{plain:?}");
    assert_eq!(asked, 4);
    let engine_says = [Eval::Centipawns(-13), Eval::Centipawns(13)];
    assert_eq!(
        evals(&plain.stdout),
        [engine_says, engine_says]
            .concat()
            .into_iter()
            .map(Some)
            .collect::<Vec<_>>()
    );

    // The WDL tables alone are enough: the game's clock stays at zero or is reset.
    let wdl_only = ScratchDir::new("syzygy-wdl-only");
    let rook = std::fs::read(format!("{}/KRvK.rtbw", tables())).unwrap();
    wdl_only.file("KRvK.rtbw", &rook);
    for path in [tables(), wdl_only.path("")] {
        let (with_tables, asked) = analyse(&["--syzygy", &path]);
        assert!(with_tables.success(), "{with_tables:?}");
        assert_eq!(with_tables.stderr, "");
        assert_eq!(asked, 2, "only the won positions go to the engine");
        let drawn = [Eval::Centipawns(0), Eval::Centipawns(0)];
        assert_eq!(
            evals(&with_tables.stdout),
            [engine_says, drawn]
                .concat()
                .into_iter()
                .map(Some)
                .collect::<Vec<_>>()
        );
    }
}

#[test]
fn analyse_with_a_corrupt_table_names_it_and_keeps_the_game() {
    let dir = ScratchDir::new("syzygy-corrupt");
    let wdl = std::fs::read(format!("{}/KRvK.rtbw", tables())).unwrap();
    let dtz = std::fs::read(format!("{}/KRvK.rtbz", tables())).unwrap();
    dir.file("KRvK.rtbw", &wdl);
    dir.file("KRvK.rtbz", &dtz[..dtz.len() / 2]);
    let file = ScratchFile::new("rook-ending-corrupt.pgn", ROOK_ENDING);
    let engine = fake_engine();
    let args = [
        "analyse",
        file.path(),
        "--engine",
        &engine,
        "--syzygy",
        &dir.path(""),
    ];
    let run = run_with_env(&args, b"", &[("FAKE_MODE", "good")]);
    assert_eq!(run.code, Some(1), "{run:?}");
    assert!(run.stderr.contains("KRvK.rtbz"), "{run:?}");
    // The game is written as it was read.
    assert_eq!(evals(&run.stdout), [None, None, None, None]);
}

#[test]
fn analyse_with_stockfish_and_tables() {
    let Some(engine) = stockfish() else { return };
    let file = ScratchFile::new("rook-ending-stockfish.pgn", ROOK_ENDING);
    let args = [
        "analyse",
        file.path(),
        "--engine",
        &engine,
        "--depth",
        "8",
        "--syzygy",
        &tables(),
    ];
    let run = run(&args);
    assert!(run.success(), "{run:?}");
    let evals = evals(&run.stdout);
    // White wins after 1. Rd8 and 1... Kc3 (a mate score or a large one), then draws.
    for (eval, white_to_move) in evals[..2].iter().zip([false, true]) {
        match eval {
            Some(Eval::Mate(n)) => assert!(*n > 0, "{eval:?}"),
            Some(Eval::Centipawns(cp)) => assert!(*cp > 300, "{eval:?} {white_to_move}"),
            None => panic!("no eval: {}", run.stdout),
        }
    }
    assert_eq!(
        evals[2..],
        [Some(Eval::Centipawns(0)), Some(Eval::Centipawns(0))]
    );
}
