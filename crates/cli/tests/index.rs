//! `fianchetto index build` and `index merge` under faults and misuse: a merge writes what one
//! build writes, an output that is an input is refused, a damaged, cut or foreign index is one
//! error line naming it, a signal or a full disk leaves the old index as it was, and a game's
//! PGN is not read back from a file that changed.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::support::{ScratchDir, run, testdata};

const GAMES: &str = "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n\
    [White \"b\"]\n[Black \"a\"]\n[Result \"0-1\"]\n\n1. d4 d5 0-1\n";

#[test]
fn a_merge_writes_the_bytes_of_one_build() {
    let dir = ScratchDir::new("merge");
    let (a, b) = (
        testdata("explorer/crafted.pgn"),
        testdata("pgn/cutechess-fischerrandom.pgn"),
    );
    let both = dir.path("both.fidx");
    assert!(run(&["index", "build", &a, &b, "-o", &both]).success());
    let (one, two, merged) = (
        dir.path("a.fidx"),
        dir.path("b.fidx"),
        dir.path("merged.fidx"),
    );
    assert!(run(&["index", "build", &a, "-o", &one, "--threads", "1"]).success());
    assert!(run(&["index", "build", &b, "-o", &two, "--threads", "2"]).success());
    let merge = run(&["index", "merge", &one, &two, "-o", &merged]);
    assert!(merge.success(), "{merge:?}");
    assert!(merge.stderr.starts_with("indexed 206 games"), "{merge:?}");
    let built = std::fs::read(&both).expect("the build");
    let merged_bytes = std::fs::read(&merged).expect("the merge");
    let first_difference = built.iter().zip(&merged_bytes).position(|(a, b)| a != b);
    assert_eq!(
        (built.len(), first_difference),
        (merged_bytes.len(), None),
        "the merge differs from the build"
    );
    let explore = run(&["explore", &merged, "--moves", "e2e4"]);
    assert!(explore.stdout.starts_with("position "), "{explore:?}");
}

#[test]
fn an_output_that_is_an_input_is_refused_and_left_alone() {
    let dir = ScratchDir::new("same");
    let games = dir.file("games.pgn", GAMES.as_bytes());
    let run_build = run(&["index", "build", &games, "-o", &games]);
    run_build.assert_clean_failure();
    assert!(
        run_build.stderr.contains("are the same file"),
        "{run_build:?}"
    );
    assert_eq!(std::fs::read_to_string(&games).expect("kept"), GAMES);
    let index = dir.path("games.fidx");
    assert!(run(&["index", "build", &games, "-o", &index]).success());
    let before = std::fs::read(&index).expect("the index");
    let run_merge = run(&["index", "merge", &index, "-o", &index]);
    run_merge.assert_clean_failure();
    assert_eq!(std::fs::read(&index).expect("kept"), before);
}

#[test]
fn a_damaged_cut_or_foreign_index_is_one_error_line_naming_it() {
    let dir = ScratchDir::new("damaged");
    let games = dir.file("games.pgn", GAMES.as_bytes());
    let index = dir.path("games.fidx");
    assert!(run(&["index", "build", &games, "-o", &index]).success());
    let bytes = std::fs::read(&index).expect("the index");
    let cut = dir.file("cut.fidx", &bytes[..bytes.len() - 3]);
    let mut newer = bytes.clone();
    newer[16] = 3;
    let newer = dir.file("newer.fidx", &newer);
    let cases = [
        (cut, "its end is missing"),
        (games.clone(), "not a fianchetto index"),
        (
            newer,
            "format version 3, written by another version of fianchetto",
        ),
        (dir.path("missing.fidx"), "No such file"),
    ];
    for (path, message) in cases {
        let run = run(&["explore", &path]);
        run.assert_clean_failure();
        assert!(
            run.stderr.starts_with(&format!("error: {path}: ")),
            "{run:?}"
        );
        assert!(run.stderr.contains(message), "{run:?}");
    }
}

#[test]
fn a_full_disk_is_one_error_line() {
    let corpus = testdata("explorer/crafted.pgn");
    for threads in ["1", "2"] {
        let run = run(&[
            "index",
            "build",
            &corpus,
            "-o",
            "/dev/full",
            "--threads",
            threads,
        ]);
        run.assert_clean_failure();
        assert!(
            run.stderr.starts_with("error: cannot write /dev/full: ")
                && run
                    .stderr
                    .ends_with("No space left on device (os error 28)\n"),
            "{run:?}"
        );
    }
}

#[test]
fn sigint_and_sigterm_keep_the_old_index_and_leave_no_files() {
    for (signal, status, message) in [
        ("INT", 130, "interrupted (SIGINT)"),
        ("TERM", 143, "terminated (SIGTERM)"),
    ] {
        let dir = ScratchDir::new(&format!("index-sig{signal}"));
        let output = dir.file("games.fidx", b"keep\n");
        let corpus = testdata("corpus/games-20k.pgn.zst");
        let child = Command::new(env!("CARGO_BIN_EXE_fianchetto"))
            .args([
                "index",
                "build",
                &corpus,
                &corpus,
                &corpus,
                "-o",
                &output,
                "--threads",
                "1",
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let started = Instant::now();
        while !dir
            .names()
            .iter()
            .any(|name| name.starts_with(".games.fidx.fianchetto-"))
        {
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "{:?}",
                dir.names()
            );
            std::thread::sleep(Duration::from_millis(1));
        }
        // The handlers are in place before the output is opened; let some games be read.
        std::thread::sleep(Duration::from_millis(200));
        let sent = Command::new("kill")
            .args([&format!("-{signal}"), &child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(sent.success());
        let output_of = child.wait_with_output().expect("the run ends");
        let stderr = String::from_utf8_lossy(&output_of.stderr);
        assert_eq!(output_of.status.code(), Some(status), "{stderr}");
        assert_eq!(stderr, format!("error: {message}\n"));
        assert_eq!(std::fs::read(&output).expect("the old index"), b"keep\n");
        assert_eq!(dir.names(), ["games.fidx"], "SIG{signal}");
    }
}

#[test]
fn a_changed_pgn_file_is_not_read_back() {
    let dir = ScratchDir::new("changed");
    let games = dir.file("games.pgn", GAMES.as_bytes());
    let index = dir.path("games.fidx");
    assert!(run(&["index", "build", &games, "-o", &index]).success());
    let listed = run(&["explore", &index, "--recent", "1", "--pgn"]);
    assert!(listed.success(), "{listed:?}");
    // Undated games tie: the first in the file is listed.
    assert!(
        listed.stdout.ends_with("1. e4 e5 2. Nf3 1-0\n\n"),
        "{listed:?}"
    );
    // As long as it was, but not the same.
    std::fs::write(&games, GAMES.replace("2. Nf3", "2. Nc3")).expect("rewritten");
    let changed = run(&["explore", &index, "--recent", "1", "--pgn"]);
    changed.assert_clean_failure();
    assert_eq!(
        changed.stderr,
        format!(
            "error: {games}: the PGN file changed since it was indexed (its size or contents differ)\n"
        )
    );
    // Without --pgn the index alone answers.
    assert!(run(&["explore", &index, "--recent", "1"]).success());
}

#[test]
fn json_says_what_the_text_says() {
    let dir = ScratchDir::new("json");
    let games = dir.file("games.pgn", GAMES.as_bytes());
    let index = dir.path("games.fidx");
    assert!(run(&["index", "build", &games, "-o", &index]).success());
    let text = run(&["explore", &index, "--top", "1"]);
    assert_eq!(
        text.stdout,
        format!(
            "position 2 1 0 1\nd2d4 d4 1 0 0 1 -\ne2e4 e4 1 1 0 0 -\ngame\t{games}\t1\t0\ta\t-\tb\t-\t1-0\t????.??.??\n"
        )
    );
    let json = run(&["explore", &index, "--top", "1", "--json"]);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).expect("one JSON object");
    assert_eq!(value["position"]["games"], 2);
    assert_eq!(value["moves"][0]["uci"], "d2d4");
    assert_eq!(value["moves"][1]["san"], "e4");
    assert_eq!(value["moves"][1]["average_rating"], serde_json::Value::Null);
    assert_eq!(value["opening"], serde_json::Value::Null);
    assert_eq!(value["top"][0]["number"], 1);
    assert_eq!(value["top"][0]["result"], "1-0");
    let missing = run(&[
        "explore",
        &index,
        "--fen",
        "8/8/8/4k3/8/8/8/4K3 w - - 0 1",
        "--json",
    ]);
    let value: serde_json::Value = serde_json::from_str(&missing.stdout).expect("JSON");
    assert_eq!(value["position"]["games"], 0);
    assert_eq!(value["moves"], serde_json::json!([]));
}

#[test]
fn max_plies_indexes_the_start_and_that_many_plies() {
    let dir = ScratchDir::new("max-plies");
    let games = dir.file("games.pgn", GAMES.as_bytes());
    let index = dir.path("games.fidx");
    let build = run(&["index", "build", &games, "-o", &index, "--max-plies", "1"]);
    assert!(build.success(), "{build:?}");
    assert!(
        build
            .stderr
            .starts_with("indexed 2 games (2 plies, 3 positions)"),
        "{build:?}"
    );
    let start = run(&["explore", &index]);
    assert_eq!(
        start.stdout,
        "position 2 1 0 1\nd2d4 d4 1 0 0 1 -\ne2e4 e4 1 1 0 0 -\n"
    );
    // After ply 1: counted, with no move played from it.
    let e4 = run(&["explore", &index, "--moves", "e2e4"]);
    assert_eq!(
        e4.stdout,
        "position 1 1 0 0\nopening B00 King's Pawn Game\n"
    );
    let e5 = run(&["explore", &index, "--moves", "e2e4 e7e5"]);
    assert_eq!(
        e5.stdout,
        "position 0 0 0 0\nopening C20 King's Pawn Game\n"
    );
}
