//! `fianchetto index build` and `fianchetto explore` against a brute-force replay of the games
//! by python-chess 1.11.2 (`testdata/explorer/expected.py`): positions of the 20k corpus, of the
//! crafted collection (transpositions, repetitions, en passant, a broken game, Chess960,
//! crazyhouse, three-check) and of two real collections, with and without every filter.

use std::path::PathBuf;
use std::process::Stdio;

use crate::support::{Run, ScratchDir, command_with_env};

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
