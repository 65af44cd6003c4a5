//! `fianchetto export`: JSON Lines and CSV rows of good and broken games, the corpus, the
//! choice of format, Parquet with or without the `parquet` feature, and the old output kept
//! whole by every export that does not finish.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::support::{
    ScratchDir, ScratchFile, assert_closed_stdout_ends_quietly, corpus_2k, run, testdata,
};

const TWO_GAMES: &[u8] = b"[Event \"a\"]\n[WhiteElo \"1500\"]\n\n1. e4 { [%clk 0:03:00] } e5 \
{ [%clk 0:02:59] } 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2\n\n[Event \"b\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";

/// The second of three games plays an illegal move on line 7.
const BROKEN_MIDDLE: &[u8] = b"[Event \"good\"]\n\n1. d4 d5 *\n\n\
[Event \"broken\"]\n\n1. e4 e5 2. Ke3 *\n\n\
[Event \"good again\"]\n\n1. c4 *\n";

fn field<'a>(line: &'a str, name: &str) -> &'a str {
    let key = format!("\"{name}\":");
    let start = line
        .find(&key)
        .unwrap_or_else(|| panic!("{name} in {line}"))
        + key.len();
    let rest = &line[start..];
    // A list ends at its bracket (its items hold `,"`); anything else at the next key.
    let end = match rest.strip_prefix('[') {
        Some(list) => list.find(']').map_or(rest.len(), |close| close + 2),
        None => rest.find(",\"").unwrap_or(rest.len() - 1),
    };
    &rest[..end]
}

#[test]
fn jsonl_has_one_row_per_game_with_its_replay() {
    let input = ScratchFile::new("two.pgn", TWO_GAMES);
    let run = run(&["export", input.path(), "-o", "-", "--format", "jsonl"]);
    assert!(run.success(), "{run:?}");
    let lines = run.lines();
    assert_eq!(lines.len(), 2);
    assert_eq!(field(lines[0], "game"), "1");
    assert_eq!(field(lines[0], "WhiteElo"), "1500");
    assert_eq!(field(lines[0], "clocks"), "[180,179,null,null,null,null]");
    assert_eq!(
        field(lines[0], "moves_uci"),
        r#"["e2e4","e7e5","g1f3","b8c6","f1b5","a7a6"]"#
    );
    assert_eq!(field(lines[0], "outcome"), "null");
    assert_eq!(field(lines[1], "offset"), "108");
    assert_eq!(field(lines[1], "moves_san"), r#"["f3","e5","g4","Qh4#"]"#);
    assert_eq!(field(lines[1], "outcome"), r#""0-1""#);
    assert_eq!(field(lines[1], "termination_on_board"), r#""checkmate""#);
    assert_eq!(field(lines[1], "error"), "null");
    assert_eq!(
        run.stderr.lines().last().map(|l| l.split(" in ").next()),
        Some(Some("exported 2 games (10 plies, 0 errors) to -"))
    );
}

#[test]
fn a_broken_game_is_a_row_with_its_error_and_the_exit_status_says_so() {
    let input = ScratchFile::new("broken.pgn", BROKEN_MIDDLE);
    let run = run(&["export", input.path(), "-o", "-", "--format", "jsonl"]);
    assert_eq!(run.code, Some(1), "{run:?}");
    let lines = run.lines();
    assert_eq!(lines.len(), 3);
    assert_eq!(field(lines[1], "moves_uci"), r#"["e2e4","e7e5"]"#);
    assert!(
        field(lines[1], "error").starts_with(r#""game 2, line 7, column 13: illegal move"#),
        "{}",
        lines[1]
    );
    assert_eq!(field(lines[2], "moves_uci"), r#"["c2c4"]"#);
    assert!(
        run.stderr
            .starts_with("error: game 2, line 7, column 13: illegal move \"Ke3\""),
        "{run:?}"
    );
}

#[test]
fn plies_are_a_row_per_position_keyed_as_the_explorer_keys_them() {
    let input = ScratchFile::new("two.pgn", TWO_GAMES);
    let plies = run(&[
        "export",
        input.path(),
        "-o",
        "-",
        "--format",
        "jsonl",
        "--plies",
    ]);
    assert!(plies.success(), "{plies:?}");
    let lines = plies.lines();
    // Six plies and four: a row per position, the start and the end included.
    assert_eq!(lines.len(), 7 + 5);
    let first = lines[0];
    assert!(first.starts_with(r#"{"game":1,"ply":0,"key":"#), "{first}");
    assert!(
        first.ends_with(
            r#""uci":"e2e4","san":"e4","Result":null,"WhiteElo":1500,"BlackElo":null,"speed":null,"date":"????.??.??","White":null,"Black":null}"#
        ),
        "{first}"
    );
    assert_eq!(field(lines[4], "san"), r#""Bb5""#);
    assert_eq!(field(lines[6], "uci"), "null");
    assert_eq!(field(lines[6], "ply"), "6");
    assert_eq!(field(lines[11], "san"), "null");
    assert_eq!(field(lines[10], "san"), r#""Qh4#""#);

    // The key of the position after 1. e4 e5 is the one `explore --json` names for it.
    let dir = ScratchDir::new("plies");
    let index = dir.path("two.fidx");
    assert!(run(&["index", "build", input.path(), "-o", &index]).success());
    let explored = run(&["explore", &index, "--moves", "e2e4 e7e5", "--json"]);
    let explored: serde_json::Value = serde_json::from_str(&explored.stdout).expect("JSON");
    assert_eq!(
        field(lines[2], "key"),
        explored["key"].as_str().expect("a string")
    );
    assert_ne!(field(lines[1], "key"), field(lines[2], "key"));
    // 1. f3 e5 2. g4 is another position than 1. e4 e5.
    assert_ne!(field(lines[9], "key"), field(lines[2], "key"));

    // A broken game's rows stop at its error; CSV has the same columns.
    let broken = ScratchFile::new("broken.pgn", BROKEN_MIDDLE);
    let csv = run(&[
        "export",
        broken.path(),
        "-o",
        "-",
        "--format",
        "csv",
        "--plies",
    ]);
    assert_eq!(csv.code, Some(1), "{csv:?}");
    let rows = csv.lines();
    assert_eq!(
        rows[0],
        "game,ply,key,uci,san,Result,WhiteElo,BlackElo,speed,date,White,Black"
    );
    let games: Vec<&str> = rows[1..]
        .iter()
        .map(|row| &row[..row.find(',').expect("a cell")])
        .collect();
    assert_eq!(games, ["1", "1", "1", "2", "2", "2", "3", "3"]);
}

#[test]
fn csv_has_a_header_and_a_row_per_game_of_the_corpus() {
    let input = ScratchFile::new("games-2k.pgn", &corpus_2k());
    let output = ScratchFile::new("games-2k.csv", b"");
    let run = run(&["export", input.path(), "-o", output.path()]);
    assert!(run.success(), "{run:?}");
    let csv = std::fs::read_to_string(&output.0).expect("the CSV is written");
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 2001);
    assert!(lines[0].starts_with("game,offset,Event,Site,Date,Round,White,Black,Result,"));
    assert!(lines[1].starts_with("1,0,Rated Rapid game,https://example.org/8bsvt3lI,2024.05.01,"));
    assert!(lines[2000].starts_with("2000,"));
    assert!(
        run.stderr
            .starts_with("exported 2000 games (175928 plies, 0 errors) to "),
        "{run:?}"
    );
}

#[test]
fn the_format_comes_from_the_output_name_or_must_be_given() {
    let input = ScratchFile::new("two.pgn", TWO_GAMES);
    let output = ScratchFile::new("two.jsonl", b"");
    assert!(run(&["export", input.path(), "-o", output.path()]).success());
    let written = std::fs::read_to_string(&output.0).expect("the file is written");
    assert_eq!(written.lines().count(), 2);

    let run = run(&["export", input.path(), "-o", "games.out"]);
    run.assert_clean_failure();
    assert_eq!(
        run.stderr,
        "error: cannot tell the format of games.out from its name: \
         pass --format parquet, jsonl or csv\n"
    );
}

#[test]
fn a_missing_input_is_one_error_line() {
    let run = run(&["export", "no-such-file.pgn", "-o", "-", "--format", "csv"]);
    run.assert_clean_failure();
    assert!(
        run.stderr
            .starts_with("error: cannot open no-such-file.pgn"),
        "{run:?}"
    );
}

/// A full disk (Linux's `/dev/full`) ends the run with its error, however many threads read
/// (two used to wait for ever once the first write failed).
#[test]
fn a_full_disk_is_one_error_line_with_any_threads() {
    let input = ScratchFile::new("full-disk.pgn", &corpus_2k());
    let mut formats = vec!["jsonl", "csv"];
    if cfg!(feature = "parquet") {
        formats.push("parquet");
    }
    for format in formats {
        for threads in ["1", "2"] {
            let args = [
                "export",
                input.path(),
                "-o",
                "/dev/full",
                "--format",
                format,
            ];
            let run = run(&[&args[..], &["--threads", threads]].concat());
            run.assert_clean_failure();
            assert_eq!(
                run.stderr
                    .strip_prefix("error: cannot write /dev/full: ")
                    .map(|e| e.ends_with("No space left on device (os error 28)\n")),
                Some(true),
                "{format}, {threads} threads: {run:?}"
            );
        }
    }
}

#[cfg(not(feature = "parquet"))]
#[test]
fn parquet_without_the_feature_names_the_feature() {
    let input = ScratchFile::new("two.pgn", TWO_GAMES);
    let run = run(&["export", input.path(), "-o", "two.parquet"]);
    run.assert_clean_failure();
    assert_eq!(
        run.stderr,
        "error: parquet output needs the `parquet` feature: build with \
         `cargo build --release --features parquet`, or use --format jsonl or csv\n"
    );
    assert!(!std::path::Path::new("two.parquet").exists());
}

#[cfg(feature = "parquet")]
#[test]
fn parquet_with_the_feature_writes_a_parquet_file() {
    let input = ScratchFile::new("two.pgn", TWO_GAMES);
    let output = ScratchFile::new("two.parquet", b"");
    let run = run(&["export", input.path(), "-o", output.path()]);
    assert!(run.success(), "{run:?}");
    let bytes = std::fs::read(&output.0).expect("the file is written");
    assert_eq!(
        (&bytes[..4], &bytes[bytes.len() - 4..]),
        (&b"PAR1"[..], &b"PAR1"[..])
    );
}

/// Junk, then a game broken by a variation left open where the next game's tags start.
const BEFORE_THE_CORPUS: &[u8] = b"junk before any game\n\n[Event \"lost\"]\n\n1. e4 (1. d4\n\n";

/// The 2k corpus with a broken game in its middle, after junk and a game broken by a variation
/// left open, exported with 1, 2 and 3 threads to `extension` files: each run must fail on
/// those alone; the files' contents in order.
fn export_with_threads(extension: &str) -> Vec<Vec<u8>> {
    let corpus = corpus_2k();
    let mut pgn = BEFORE_THE_CORPUS.to_vec();
    pgn.extend_from_slice(&corpus[..corpus.len() / 2]);
    pgn.extend_from_slice(b"\n\n[Event \"broken\"]\n\n1. e4 e5 2. Ke3 *\n\n");
    pgn.extend_from_slice(&corpus[corpus.len() / 2..]);
    let input = ScratchFile::new(&format!("threads-{extension}.pgn"), &pgn);
    let mut outputs = Vec::new();
    for threads in ["1", "2", "3"] {
        let output = ScratchFile::new(&format!("threads-{threads}.{extension}"), b"");
        let run = run(&[
            "export",
            input.path(),
            "-o",
            output.path(),
            "--threads",
            threads,
        ]);
        assert_eq!(run.code, Some(1), "the broken game fails the run: {run:?}");
        // The broken game cuts one of the corpus in two: the rest of its moves is a game too.
        let errors: Vec<&str> = run
            .stderr
            .lines()
            .filter(|line| line.starts_with("error: "))
            .collect();
        assert_eq!(
            errors,
            [
                "error: before the first game, line 1, column 1: invalid move \"junk\"",
                "error: game 1, line 5, column 7: unmatched parenthesis",
                "error: game 1008, line 25113, column 13: illegal move \"Ke3\" in \
                 \"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\"",
                "error: game 1009, line 25115, column 4: illegal move \"Bb6\" in \
                 \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"",
            ],
            "{}",
            run.stderr
        );
        outputs.push(std::fs::read(&output.0).expect("the rows are written"));
    }
    outputs
}

/// The rows are numbered as the reader numbers games, whatever the threads: junk is no game (the
/// CLI used to count the rows instead).
#[test]
fn threads_write_exactly_the_rows_of_one_thread() {
    let outputs = export_with_threads("jsonl");
    let rows = String::from_utf8(outputs[0].clone()).expect("UTF-8");
    let rows: Vec<&str> = rows.lines().collect();
    assert!(rows.len() > 2000);
    // The game broken by its open variation is kept up to it, after the junk.
    assert_eq!(field(rows[0], "game"), "1");
    assert_eq!(field(rows[0], "offset"), "22");
    assert_eq!(field(rows[1], "game"), "2");
    assert_eq!(
        field(rows[1], "offset"),
        BEFORE_THE_CORPUS.len().to_string()
    );
    assert_eq!(field(rows[rows.len() - 1], "game"), rows.len().to_string());
    assert!(outputs[1] == outputs[0], "--threads 2 differs");
    assert!(outputs[2] == outputs[0], "--threads 3 differs");
}

/// More than one thread encodes Parquet on a thread of its own; the file must not change.
#[cfg(feature = "parquet")]
#[test]
fn threads_write_the_same_parquet_file_as_one_thread() {
    let outputs = export_with_threads("parquet");
    assert!(outputs[0].len() > 100_000);
    assert!(outputs[1] == outputs[0], "--threads 2 differs");
    assert!(outputs[2] == outputs[0], "--threads 3 differs");
}

/// The one-line refusal of an output that is the input.
fn same_file_error(input: &str, output: &str) -> String {
    format!(
        "error: the input {input} and the output {output} are the same file: \
         writing would destroy the input, so nothing was written\n"
    )
}

#[test]
fn an_output_that_is_the_input_is_refused_by_path_symlink_and_hard_link() {
    let dir = ScratchDir::new("same-file");
    let input = dir.file("games.pgn", TWO_GAMES);
    let symlink = dir.path("symlink.pgn");
    std::os::unix::fs::symlink(&input, &symlink).expect("a symbolic link");
    let hard_link = dir.path("hard-link.pgn");
    std::fs::hard_link(&input, &hard_link).expect("a hard link");
    for output in [&input, &symlink, &hard_link] {
        let run = run(&["export", "--format", "jsonl", "-o", output, &input]);
        run.assert_clean_failure();
        assert_eq!(run.stderr, same_file_error(&input, output), "{run:?}");
        assert_eq!(std::fs::read(&input).expect("the input"), TWO_GAMES);
    }
    // The same check whichever name is the input.
    let run = run(&["export", "--format", "csv", "-o", &input, &hard_link]);
    assert_eq!(run.stderr, same_file_error(&hard_link, &input), "{run:?}");
    assert_eq!(
        dir.names(),
        ["games.pgn", "hard-link.pgn", "symlink.pgn"],
        "no temporary file is left"
    );
}

/// Exports `input` over an old `out.EXTENSION` holding `keep`, for every format this build
/// writes, and checks the run fails with `error` and leaves the folder as it was.
fn assert_failure_keeps_the_old_output(dir: &ScratchDir, input: &str, error: &str) {
    let mut extensions = vec!["jsonl", "csv"];
    if cfg!(feature = "parquet") {
        extensions.push("parquet");
    }
    for extension in extensions {
        let name = format!("out.{extension}");
        let output = dir.file(&name, b"keep\n");
        let before = dir.names();
        let run = run(&["export", input, "-o", &output]);
        run.assert_clean_failure();
        assert_eq!(
            run.stderr,
            format!("error: {error}\n"),
            "{extension}: {run:?}"
        );
        assert_eq!(std::fs::read(&output).expect("the old output"), b"keep\n");
        assert_eq!(
            dir.names(),
            before,
            "{extension}: no temporary file is left"
        );
    }
}

#[test]
fn a_folder_as_input_keeps_the_old_output() {
    let dir = ScratchDir::new("folder-input");
    let folder = dir.path("games");
    std::fs::create_dir(&folder).expect("a folder");
    // Opening reads the first bytes (zstd or gzip?), so a folder fails there.
    let error = format!("cannot open {folder}: Is a directory (os error 21)");
    assert_failure_keeps_the_old_output(&dir, &folder, &error);
}

#[test]
fn a_bad_gzip_header_keeps_the_old_output() {
    let dir = ScratchDir::new("bad-gzip");
    let input = dir.file("games.pgn.gz", b"[Event \"not packed\"]\n\n1. e4 *\n");
    let error = format!("cannot read {input}: invalid gzip header");
    assert_failure_keeps_the_old_output(&dir, &input, &error);
}

#[test]
fn a_bad_zstd_header_keeps_the_old_output() {
    let dir = ScratchDir::new("bad-zstd");
    let input = dir.file("games.pgn.zst", b"[Event \"not packed\"]\n\n1. e4 *\n");
    let error = format!("cannot read {input}: Unknown frame descriptor");
    assert_failure_keeps_the_old_output(&dir, &input, &error);
}

#[test]
fn a_finished_export_replaces_the_old_output_and_keeps_its_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = ScratchDir::new("replace");
    let input = dir.file("games.pgn", TWO_GAMES);
    let output = dir.file("out.jsonl", b"old\n");
    std::fs::set_permissions(&output, std::fs::Permissions::from_mode(0o640)).expect("permissions");
    let run = run(&["export", &input, "-o", &output]);
    assert!(run.success(), "{run:?}");
    let rows = std::fs::read_to_string(&output).expect("the new output");
    assert_eq!(rows.lines().count(), 2);
    assert!(
        rows.starts_with("{\"game\":1,\"offset\":0,\"Event\":\"a\","),
        "{rows}"
    );
    let mode = std::fs::metadata(&output).expect("metadata").permissions();
    assert_eq!(mode.mode() & 0o777, 0o640);
    assert_eq!(dir.names(), ["games.pgn", "out.jsonl"]);
}

/// `-o LINK` writes the file the link points to, and the link stays a link.
#[test]
fn an_output_through_a_symbolic_link_replaces_the_file_it_points_to() {
    let dir = ScratchDir::new("symlink-output");
    let input = dir.file("games.pgn", TWO_GAMES);
    let target = dir.file("rows.csv", b"old\n");
    let link = dir.path("link.csv");
    std::os::unix::fs::symlink(&target, &link).expect("a symbolic link");
    let run = run(&["export", &input, "-o", &link]);
    assert!(run.success(), "{run:?}");
    let metadata = std::fs::symlink_metadata(&link).expect("the link");
    assert!(metadata.file_type().is_symlink());
    let rows = std::fs::read_to_string(&target).expect("the rows");
    assert_eq!(rows.lines().count(), 3, "a header and two rows: {rows}");
    assert_eq!(dir.names(), ["games.pgn", "link.csv", "rows.csv"]);
}

/// `-o LINK` to a file that does not exist yet creates that file, relative to the link's folder
/// (not the working folder), and the link stays a link: it was replaced by a regular file.
#[test]
fn an_output_through_a_dangling_symbolic_link_creates_the_file_it_names() {
    let dir = ScratchDir::new("dangling-link-output");
    let input = dir.file("games.pgn", TWO_GAMES);
    let link = dir.path("link.csv");
    std::os::unix::fs::symlink("rows.csv", &link).expect("a symbolic link");
    let run = run(&["export", &input, "-o", &link]);
    assert!(run.success(), "{run:?}");
    let metadata = std::fs::symlink_metadata(&link).expect("the link");
    assert!(metadata.file_type().is_symlink(), "{metadata:?}");
    let rows = std::fs::read_to_string(dir.path("rows.csv")).expect("the rows");
    assert_eq!(rows.lines().count(), 3, "a header and two rows: {rows}");
    assert_eq!(dir.names(), ["games.pgn", "link.csv", "rows.csv"]);
}

/// A device is written in place: `/dev/null` stays the device, not a file in its place.
#[test]
fn a_device_output_is_written_in_place() {
    let input = ScratchFile::new("device.pgn", TWO_GAMES);
    let run = run(&[
        "export",
        input.path(),
        "-o",
        "/dev/null",
        "--format",
        "jsonl",
    ]);
    assert!(run.success(), "{run:?}");
    let metadata = std::fs::metadata("/dev/null").expect("/dev/null");
    assert!(std::os::unix::fs::FileTypeExt::is_char_device(
        &metadata.file_type()
    ));
}

/// Starts exporting the 20,000-game corpus over an old `out.jsonl` holding `keep`, and returns
/// once the run's temporary file is there (so its signal handlers are too), with the folder.
fn start_a_long_export(name: &str) -> (ScratchDir, std::process::Child) {
    let dir = ScratchDir::new(name);
    let output = dir.file("out.jsonl", b"keep\n");
    let child = Command::new(env!("CARGO_BIN_EXE_fianchetto"))
        .args([
            "export",
            &testdata("corpus/games-20k.pgn.zst"),
            "-o",
            &output,
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
        .any(|name| name.starts_with(".out.jsonl.fianchetto-"))
    {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "no temporary file: {:?}",
            dir.names()
        );
        std::thread::sleep(Duration::from_millis(1));
    }
    (dir, child)
}

#[test]
fn sigint_and_sigterm_keep_the_old_output_and_remove_the_temporary_file() {
    for (signal, status, message) in [
        ("INT", 130, "interrupted (SIGINT)"),
        ("TERM", 143, "terminated (SIGTERM)"),
    ] {
        let (dir, child) = start_a_long_export(&format!("sig{signal}"));
        let sent = Command::new("kill")
            .args([&format!("-{signal}"), &child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(sent.success());
        let output = child.wait_with_output().expect("the run ends");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(status), "{stderr}");
        assert_eq!(stderr, format!("error: {message}\n"));
        assert_eq!(
            std::fs::read(dir.path("out.jsonl")).expect("the old output"),
            b"keep\n"
        );
        assert_eq!(dir.names(), ["out.jsonl"], "SIG{signal}");
    }
}

/// A signal that finds the run blocked on a stalled input (a pipe whose writer neither writes
/// nor closes) still ends it within a few seconds, the old output kept and the temporary file
/// removed. (Only a second signal ended it, and left the temporary file behind.)
#[test]
fn a_signal_ends_a_run_blocked_on_its_input() {
    use std::io::Write;
    for threads in ["1", "2"] {
        let dir = ScratchDir::new(&format!("stalled{threads}"));
        let output = dir.file("out.jsonl", b"keep\n");
        let mut child = Command::new(env!("CARGO_BIN_EXE_fianchetto"))
            .args(["export", "-", "-o", &output, "--threads", threads])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let mut stdin = child.stdin.take().expect("a pipe");
        stdin
            .write_all(b"[Event \"a\"]\n\n1. e4 e5 *\n\n")
            .expect("the first game is written");
        let started = Instant::now();
        while !dir
            .names()
            .iter()
            .any(|name| name.starts_with(".out.jsonl."))
            && started.elapsed() < Duration::from_secs(30)
        {
            std::thread::sleep(Duration::from_millis(5));
        }
        // The handlers are in place before the output is opened.
        std::thread::sleep(Duration::from_millis(200));
        let sent = Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(sent.success());
        let signalled = Instant::now();
        while child.try_wait().expect("the run").is_none() {
            if signalled.elapsed() > Duration::from_secs(10) {
                child.kill().expect("SIGKILL");
                panic!("{threads} threads: still running 10 s after SIGINT");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let output = child.wait_with_output().expect("the run ends");
        drop(stdin);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(130), "{stderr}");
        assert_eq!(stderr, "error: interrupted (SIGINT)\n");
        assert_eq!(
            std::fs::read(dir.path("out.jsonl")).expect("the old output"),
            b"keep\n"
        );
        assert_eq!(dir.names(), ["out.jsonl"], "{threads} threads");
    }
}

/// SIGKILL gives no chance to clean up: the temporary file may stay, the target is whole.
#[test]
fn sigkill_leaves_the_old_output_whole() {
    let (dir, mut child) = start_a_long_export("sigkill");
    child.kill().expect("SIGKILL is sent");
    child.wait().expect("the run ends");
    assert_eq!(
        std::fs::read(dir.path("out.jsonl")).expect("the old output"),
        b"keep\n"
    );
    let names = dir.names();
    assert_eq!(names.len(), 2, "{names:?}");
    assert!(names[0].starts_with(".out.jsonl.fianchetto-"), "{names:?}");
}

/// Stdout closed before the first row (`| head -0`): a quiet 141, as `pgn` ends, for every
/// format and thread count.
#[test]
fn a_closed_stdout_ends_quietly_with_141() {
    let input = ScratchFile::new("closed-stdout.pgn", &corpus_2k());
    let mut formats = vec!["jsonl", "csv"];
    if cfg!(feature = "parquet") {
        formats.push("parquet");
    }
    for format in formats {
        for threads in ["1", "2"] {
            assert_closed_stdout_ends_quietly(&[
                "export",
                input.path(),
                "-o",
                "-",
                "--format",
                format,
                "--threads",
                threads,
            ]);
        }
    }
}
