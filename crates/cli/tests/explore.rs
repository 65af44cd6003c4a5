//! `fianchetto index build` and `fianchetto explore` against a brute-force replay of the games
//! by python-chess 1.11.2 (`testdata/explorer/expected.py`): positions of the 20k corpus, of the
//! crafted collection (transpositions, repetitions, en passant, a broken game, Chess960,
//! crazyhouse, three-check) and of two real collections, with and without every filter.

use std::path::PathBuf;
use std::process::Stdio;

use crate::support::{Run, ScratchDir, command_with_env, run};

/// The files the expectations index, in order, as given to `index build` from the workspace
/// root.
const FILES: [&str; 4] = [
    "testdata/corpus/games-20k.pgn.zst",
    "testdata/explorer/crafted.pgn",
    "testdata/pgn/cutechess-fischerrandom.pgn",
    "testdata/pgn/kasparov-deep-blue-1997.pgn",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `fianchetto ARGS` in the workspace root, so paths are the ones the expectations give.
fn run_in_root(args: &[&str]) -> Run {
    let output = command_with_env(args, &[])
        .current_dir(root())
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    Run {
        stdout: String::from_utf8(output.stdout).expect("UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("UTF-8"),
        code: output.status.code(),
    }
}

/// Builds the index of [`FILES`] in `dir`.
fn build(dir: &ScratchDir, threads: &str) -> String {
    let index = dir.path("all.fidx");
    let mut args = vec!["index", "build"];
    args.extend(FILES);
    args.extend(["-o", &index, "--threads", threads]);
    let run = run_in_root(&args);
    assert!(run.success(), "{run:?}");
    assert!(
        run.stderr.starts_with("indexed 20212 games"),
        "{}",
        run.stderr
    );
    index
}

#[test]
fn explorer_answers_are_python_chess_s() {
    let dir = ScratchDir::new("explore");
    let index = build(&dir, "2");
    let queries = std::fs::read_to_string(root().join("testdata/explorer/queries.jsonl"))
        .expect("the expectations");
    let mut asked = 0;
    for line in queries.lines() {
        let query: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        let args: Vec<&str> = query["args"]
            .as_array()
            .expect("args")
            .iter()
            .map(|arg| arg.as_str().expect("a text argument"))
            .collect();
        let mut full = vec!["explore", index.as_str()];
        full.extend(&args);
        let run = run_in_root(&full);
        assert!(run.success(), "{args:?}: {run:?}");
        assert_eq!(run.stdout, query["out"].as_str().expect("out"), "{args:?}");
        asked += 1;
    }
    assert!(asked >= 300, "{asked} queries");
}

const RATED: &str = "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n[WhiteElo \"2710\"]\n\
    [BlackElo \"2650\"]\n[Date \"2024.03.01\"]\n\n1. e4 c5 2. Nf3 1-0\n\n\
    [White \"Cy\"]\n[Black \"Di\"]\n[Result \"0-1\"]\n[WhiteElo \"1500\"]\n\
    [Date \"2024.04.01\"]\n\n1. e4 c5 2. Nc3 0-1\n\n\
    [White \"Ed\"]\n[Black \"Fay\"]\n[Result \"1/2-1/2\"]\n[WhiteElo \"2001\"]\n\
    [BlackElo \"2000\"]\n\n1. e4 c5 2. Nf3 1/2-1/2\n";

/// An index of [`RATED`] in `dir`.
fn rated_index(dir: &ScratchDir) -> String {
    let games = dir.file("rated.pgn", RATED.as_bytes());
    let index = dir.path("rated.fidx");
    let built = run(&["index", "build", &games, "-o", &index]);
    assert!(built.success(), "{built:?}");
    index
}

#[test]
fn moves_are_read_as_uci_or_san_token_by_token() {
    let dir = ScratchDir::new("explore-san");
    let index = rated_index(&dir);
    let uci = run(&["explore", &index, "--moves", "e2e4 c7c5"]);
    assert!(uci.success(), "{uci:?}");
    assert!(uci.stdout.starts_with("position 3 1 1 1\n"), "{uci:?}");
    for moves in ["e4 c5", "e4 c7c5", "e2e4 c5", " e4   c5+ "] {
        let san = run(&["explore", &index, "--moves", moves]);
        assert_eq!(san.stdout, uci.stdout, "{moves:?}: {san:?}");
    }
    // A token that is neither names itself and the position it was asked in.
    let bad = run(&["explore", &index, "--moves", "e4 Zz9 Nf3"]);
    bad.assert_clean_failure();
    assert_eq!(
        bad.stderr,
        "error: cannot play \"Zz9\" in rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1: \
         it is no legal move there in UCI or SAN\n"
    );
    let illegal = run(&["explore", &index, "--moves", "e4 e2e4"]);
    illegal.assert_clean_failure();
    assert!(
        illegal.stderr.contains("cannot play \"e2e4\""),
        "{illegal:?}"
    );
}

#[test]
fn moves_carry_their_average_rating_and_games_their_players_ratings() {
    let dir = ScratchDir::new("explore-ratings");
    let index = rated_index(&dir);
    let text = run(&["explore", &index, "--moves", "e4 c5", "--recent", "3"]);
    assert!(text.success(), "{text:?}");
    // Nf3: the mean of 2680 and 2000.5, rounded; Nc3's game lacks Black's Elo.
    assert_eq!(
        text.stdout,
        format!(
            "position 3 1 1 1\n\
             opening B20 Sicilian Defense\n\
             g1f3 Nf3 2 1 1 0 2340\n\
             b1c3 Nc3 1 0 0 1 -\n\
             game\t{0}\t2\t{1}\tCy\t1500\tDi\t-\t0-1\t2024.04.01\n\
             game\t{0}\t1\t0\tAnn\t2710\tBob\t2650\t1-0\t2024.03.01\n\
             game\t{0}\t3\t{2}\tEd\t2001\tFay\t2000\t1/2-1/2\t????.??.??\n",
            dir.path("rated.pgn"),
            RATED.find("[White \"Cy\"]").expect("game 2"),
            RATED.find("[White \"Ed\"]").expect("game 3"),
        )
    );
    let json = run(&["explore", &index, "--moves", "e4 c5", "--json"]);
    let json: serde_json::Value = serde_json::from_str(&json.stdout).expect("JSON");
    assert_eq!(json["moves"][0]["average_rating"], 2340);
    assert_eq!(json["moves"][1]["average_rating"], serde_json::Value::Null);
    // The key is a decimal string: past 2^53 a JSON number loses digits in JavaScript.
    let key = json["key"].as_str().expect("the key is a string");
    assert!(key.parse::<i64>().is_ok(), "{key}");
    assert!(
        key.parse::<i64>().expect("a number").unsigned_abs() > 1 << 53,
        "{key}"
    );
}
