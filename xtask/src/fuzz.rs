//! `cargo xtask fuzz`: seeds each fuzz target's corpus from the repository's test data, then runs
//! the targets of `fuzz/` one after another with cargo-fuzz, which needs the nightly toolchain.
//!
//! Without nightly it says so and succeeds, so CI on a stable-only machine still passes; without
//! cargo-fuzz it installs it. A target that crashes, hangs or runs out of memory fails the
//! command, naming the input libFuzzer saved.

use std::ffi::OsStr;
use std::fs;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::rng::SplitMix64;
use crate::{Result, workspace_root};

/// Every target in `fuzz/fuzz_targets`, in the order they run.
const TARGETS: [&str; 8] = [
    "fen", "epd", "san", "uci", "pgn", "movegen", "syzygy", "index",
];

/// Seconds each target runs when `--seconds` is not given.
const DEFAULT_SECONDS: u64 = 60;

/// cargo-fuzz's options for building, the same for `--build` and for runs so that a run reuses
/// the build: no sanitizer, as the fuzzed crates have no `unsafe` code (the `pext` feature that
/// has some is off), and AddressSanitizer would cost four fifths of the executions.
const BUILD_OPTIONS: [&str; 2] = ["--sanitizer", "none"];

/// libFuzzer's own limits: an input that runs this long is a hang, a process this big a leak;
/// both are failures, with the input saved like a crash's.
const LIBFUZZER_LIMITS: [&str; 2] = ["-timeout=10", "-rss_limit_mb=2048"];

/// About this many position seeds, taken at even steps through each perft file.
const POSITION_SEEDS: usize = 300;

/// The table files of the `syzygy` target, in its order: an input's first byte is the index of
/// its file here (`TABLES` in `fuzz/src/syzygy.rs`; a test checks the two agree).
const SYZYGY_TABLES: [&str; 14] = [
    "KRvK.rtbw",
    "KRvK.rtbz",
    "KRvKB.rtbw",
    "KRvKB.rtbz",
    "KRvKR.rtbw",
    "KRvKR.rtbz",
    "KPvK.rtbw",
    "KPvK.rtbz",
    "KRPvK.rtbw",
    "KRPvK.rtbz",
    "KBvKP.rtbw",
    "KBvKP.rtbz",
    "KPvKP.rtbw",
    "KPvKP.rtbz",
];

/// Table seeds are at most this long: a mutation lands anywhere in its input, and in a long
/// file mostly in compressed blocks that no probe reads, rather than in the headers and index
/// tables. Longer files are seeded only by their first part. libFuzzer, given no `-max_len`,
/// takes the longest input of the corpus as the limit, so every seed is fuzzed whole.
const TABLE_SEED_BYTES: usize = 64 * 1024;

/// What the command line asks for.
#[derive(Debug, PartialEq)]
struct Options {
    targets: Vec<&'static str>,
    seconds: u64,
    build_only: bool,
}

pub(crate) fn run(args: &[String]) -> Result {
    let options = parse_args(args)?;
    if !succeeds(cargo_nightly().arg("--version")) {
        println!(
            "fuzz: no nightly toolchain found (`cargo +nightly --version` failed); fuzzing skipped"
        );
        return Ok(());
    }
    if !succeeds(cargo_nightly().args(["fuzz", "--version"])) {
        println!("fuzz: cargo-fuzz not found; installing it");
        let status = Command::new("cargo")
            .args(["install", "cargo-fuzz", "--locked"])
            .status()?;
        if !status.success() {
            return Err(format!("`cargo install cargo-fuzz --locked` failed ({status})").into());
        }
    }
    let root = workspace_root();
    if options.build_only {
        let status = cargo_nightly()
            .current_dir(&root)
            .args(["fuzz", "build"])
            .args(BUILD_OPTIONS)
            .status()?;
        return match status.success() {
            true => Ok(()),
            false => Err(format!("`cargo +nightly fuzz build -s none` failed ({status})").into()),
        };
    }

    let seeds = Seeds::collect(&root)?;
    let mut summaries = Vec::new();
    let mut failures = Vec::new();
    for target in &options.targets {
        let corpus = root.join("fuzz/corpus").join(target);
        let written = seeds.write(target, &corpus)?;
        println!(
            "\n==> fuzz {target}: {written} seeds in fuzz/corpus/{target}, {} s",
            options.seconds
        );
        let run = fuzz(&root, target, &corpus, options.seconds)?;
        summaries.push(format!("{target}: {}", run.summary()));
        if let Some(failure) = run.failure {
            failures.push(format!("{target}: {failure}"));
        }
    }
    println!("\nfuzz summary:");
    for summary in &summaries {
        println!("  {summary}");
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n").into())
    }
}

fn parse_args(args: &[String]) -> Result<Options> {
    let usage = "usage: cargo xtask fuzz [TARGET...] [--seconds N] | --build";
    let mut options = Options {
        targets: Vec::new(),
        seconds: DEFAULT_SECONDS,
        build_only: false,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--build" => options.build_only = true,
            "--seconds" => {
                let value = args
                    .next()
                    .ok_or(format!("--seconds needs a number ({usage})"))?;
                options.seconds = value.parse().ok().filter(|&n| n > 0).ok_or(format!(
                    "--seconds {value}: not a positive number of seconds"
                ))?;
            }
            name => match TARGETS.iter().find(|&&target| target == name) {
                Some(target) if !options.targets.contains(target) => options.targets.push(target),
                Some(_) => {}
                None => {
                    return Err(format!(
                        "unknown fuzz target `{name}` (targets: {}; {usage})",
                        TARGETS.join(", ")
                    )
                    .into());
                }
            },
        }
    }
    if options.build_only && !options.targets.is_empty() {
        return Err(
            format!("--build builds every target and takes no target names ({usage})").into(),
        );
    }
    if options.targets.is_empty() {
        options.targets = TARGETS.to_vec();
    }
    Ok(options)
}

/// `cargo +nightly`, through rustup's proxy: the variable by which rustup pins the toolchain
/// of the `cargo xtask` that runs this is removed, so that `+nightly` is what counts.
fn cargo_nightly() -> Command {
    let mut command = Command::new("cargo");
    command.arg("+nightly").env_remove("RUSTUP_TOOLCHAIN");
    command
}

/// Runs `command` quietly; `true` if it could start and exited successfully.
fn succeeds(command: &mut Command) -> bool {
    command
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

/// What a fuzzing run reported.
#[derive(Debug, Default, PartialEq)]
struct FuzzRun {
    /// libFuzzer's last status line (`#123 DONE cov: ... ft: ... corp: ... exec/s: ...`).
    status: Option<String>,
    /// Its final `stat::number_of_executed_units`.
    executions: Option<u64>,
    /// The input libFuzzer saved for a crash, hang or leak.
    artifact: Option<String>,
    /// The panic message and the lines after it, so that a failure's cause is in the summary
    /// at the end of the log (CI logs are often shown from their tail).
    panic: Vec<String>,
    /// Why the run failed, if it did.
    failure: Option<String>,
}

impl FuzzRun {
    fn summary(&self) -> String {
        let executions = self
            .executions
            .map_or_else(|| "? runs".to_owned(), |n| format!("{n} runs"));
        let status = self.status.as_deref().unwrap_or("no status line");
        let outcome = match &self.failure {
            Some(_) => "FAILED",
            None => "ok",
        };
        format!("{outcome}, {executions}; {status}")
    }

    /// Takes in one line of libFuzzer's output.
    fn note(&mut self, line: &str) {
        if line.starts_with('#') && line.contains(" cov: ") {
            self.status = Some(line.trim().to_owned());
        } else if let Some(n) = line.strip_prefix("stat::number_of_executed_units:") {
            self.executions = n.trim().parse().ok();
        } else if let Some((_, path)) = line.split_once("Test unit written to ") {
            self.artifact = Some(path.trim().to_owned());
        }
        let in_panic = !self.panic.is_empty() && self.panic.len() < PANIC_LINES;
        if line.contains("panicked at") || (in_panic && !line.starts_with("==")) {
            self.panic.push(line.to_owned());
        }
    }
}

/// Lines of a panic kept for the summary: the message and a few lines of context.
const PANIC_LINES: usize = 12;

/// Inputs up to this size are shown whole in the summary, as a byte string.
const SHOWN_INPUT_BYTES: usize = 4096;

/// A saved input as an escaped byte string, so that the failing case can be rebuilt from the
/// log alone when the artifact is gone with the machine that found it.
fn shown_input(path: &Path) -> String {
    match std::fs::read(path) {
        Ok(bytes) => {
            let shown = &bytes[..bytes.len().min(SHOWN_INPUT_BYTES)];
            let cut = if shown.len() < bytes.len() {
                " (cut)"
            } else {
                ""
            };
            format!("{} bytes{cut}: b\"{}\"", bytes.len(), shown.escape_ascii())
        }
        Err(err) => format!("unreadable ({err})"),
    }
}

/// Runs one target for `seconds` on its corpus, echoing its output while noting the status line
/// and any saved input.
fn fuzz(root: &Path, target: &str, corpus: &Path, seconds: u64) -> Result<FuzzRun> {
    let mut child = cargo_nightly()
        .current_dir(root)
        .args(["fuzz", "run"])
        .args(BUILD_OPTIONS)
        .arg(target)
        .arg(corpus)
        .arg("--")
        .arg(format!("-max_total_time={seconds}"))
        .args(LIBFUZZER_LIMITS)
        .arg("-print_final_stats=1")
        .stderr(Stdio::piped())
        .spawn()?;
    let mut run = FuzzRun::default();
    if let Some(stderr) = child.stderr.take() {
        for line in BufReader::new(stderr).split(b'\n') {
            let line = String::from_utf8_lossy(&line?).into_owned();
            eprintln!("{line}");
            run.note(&line);
        }
    }
    let status = child.wait()?;
    if !status.success() {
        let mut failure = match &run.artifact {
            Some(path) => format!(
                "failed ({status}); input saved at {path}: reproduce with \
                 `cargo +nightly fuzz run -s none {target} {path}`, minimise with \
                 `cargo +nightly fuzz tmin -s none {target} {path}`\n  input: {}",
                shown_input(&root.join("fuzz").join(path))
            ),
            None => format!("failed ({status}) without saving an input: see the output above"),
        };
        for line in &run.panic {
            failure.push_str("\n  ");
            failure.push_str(line);
        }
        run.failure = Some(failure);
    }
    Ok(run)
}

/// The seed inputs of every target, made from the repository's test data.
struct Seeds {
    /// Each test PGN file whole, and each of its games alone.
    pgn: Vec<(String, Vec<u8>)>,
    /// Each test game's start position and mainline movetext (SAN, or UCI in one file).
    games: Vec<(String, String, String)>,
    /// Positions from the perft suites: name, the four EPD fields, and `id` and `Dn` operations.
    positions: Vec<(String, String, String)>,
    /// Positions from the variant perft suites: name, and `VARIANT|FEN` (the `movegen` target's
    /// variant walks).
    variant_positions: Vec<(String, String)>,
    /// The Syzygy tables of the `syzygy` target, whole and cut short (see [`table_seeds`]).
    tables: Vec<(String, Vec<u8>)>,
}

/// The standard start position, for games without a `FEN` tag.
const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Moves worth trying in any position, in the forms each reader accepts: castling both ways,
/// promotions, captures, checks, and lenient spellings.
const SAN_TOKENS: &str =
    "O-O O-O-O 0-0 e4 d5 exd5 Nf3 Nbd7 R1a3 Qh4e1 e8=Q e8Q exd6e.p. Kg1 Qxf7# --";
const UCI_TOKENS: &str = "e1g1 e1h1 e1c1 e1a1 e8g8 e8h8 e8c8 e8a8 e2e4 e7e5 g1f3 a7a8q b2b1n 0000";

impl Seeds {
    fn collect(root: &Path) -> Result<Seeds> {
        let mut seeds = Seeds {
            pgn: Vec::new(),
            games: Vec::new(),
            positions: Vec::new(),
            variant_positions: Vec::new(),
            tables: Vec::new(),
        };
        let mut pgn_files = files(&root.join("testdata/pgn"), "pgn")?;
        pgn_files.extend(files(&root.join("testdata/dialects"), "pgn")?);
        for path in pgn_files {
            let stem = file_stem(&path);
            let bytes = fs::read(&path)?;
            let text = String::from_utf8_lossy(&bytes);
            for (i, game) in split_games(&text).into_iter().enumerate() {
                let (fen, moves) = mainline(game);
                seeds.games.push((format!("{stem}-{}", i + 1), fen, moves));
                seeds
                    .pgn
                    .push((format!("{stem}-{}", i + 1), game.as_bytes().to_vec()));
            }
            seeds.pgn.push((stem, bytes));
        }
        let suites = files(&root.join("crates/movegen/testdata"), "perft")?;
        for path in &suites {
            let text = fs::read_to_string(path)?;
            let records = perft_records(&text);
            // Even steps through each file, so every suite and every part of it is represented.
            let step = (records.len() * suites.len())
                .div_ceil(POSITION_SEEDS)
                .max(1);
            let stem = file_stem(path);
            for (i, (fen, operations)) in records.into_iter().enumerate().step_by(step) {
                seeds
                    .positions
                    .push((format!("{stem}-{}", i + 1), fen, operations));
            }
        }
        for path in files(&root.join("testdata/variants/perft"), "perft")? {
            let stem = file_stem(&path);
            // The suite of giveaway positions has no castling rights: antichess plays them.
            let variant = if stem == "giveaway" {
                "antichess"
            } else {
                &stem
            };
            let text = fs::read_to_string(&path)?;
            for (i, epd) in text
                .lines()
                .filter_map(|l| l.strip_prefix("epd "))
                .enumerate()
            {
                let line = format!("{variant}|{} 0 1", epd.trim());
                seeds
                    .variant_positions
                    .push((format!("{stem}-{}", i + 1), line));
            }
        }
        let tables = root.join("testdata/syzygy/tables");
        for (index, name) in SYZYGY_TABLES.iter().enumerate() {
            let path = tables.join(name);
            let bytes = fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            let index = u8::try_from(index).expect("fewer than 128 tables");
            seeds.tables.extend(table_seeds(name, index, &bytes));
        }
        Ok(seeds)
    }

    /// Writes the seeds of `target` into `corpus` (named `seed-*`, rewritten each run, beside
    /// what libFuzzer adds) and returns how many there are.
    fn write(&self, target: &str, corpus: &Path) -> Result<usize> {
        let mut inputs: Vec<(String, Vec<u8>)> = Vec::new();
        let with_moves = |fen: &str, moves: &str| format!("{fen}\n{moves}\n").into_bytes();
        match target {
            "pgn" => inputs.extend(self.pgn.iter().cloned()),
            "fen" => {
                for (name, fen, _) in &self.positions {
                    inputs.push((name.clone(), format!("{fen} 0 1").into_bytes()));
                }
            }
            "epd" => {
                for (name, fen, operations) in &self.positions {
                    inputs.push((name.clone(), format!("{fen} {operations}").into_bytes()));
                }
            }
            "san" | "uci" => {
                let tokens = if target == "san" {
                    SAN_TOKENS
                } else {
                    UCI_TOKENS
                };
                for (name, fen, moves) in &self.games {
                    inputs.push((name.clone(), with_moves(fen, moves)));
                }
                for (name, fen, _) in &self.positions {
                    inputs.push((name.clone(), with_moves(&format!("{fen} 0 1"), tokens)));
                }
            }
            "movegen" => {
                let mut rng = SplitMix64::new(0x5eed);
                for (name, fen, _) in &self.positions {
                    let mut input = format!("{fen} 0 1\n").into_bytes();
                    input.extend((0..12).flat_map(|_| rng.next_u64().to_le_bytes()));
                    inputs.push((name.clone(), input));
                }
                for (name, line) in &self.variant_positions {
                    let mut input = format!("{line}\n").into_bytes();
                    input.extend((0..12).flat_map(|_| rng.next_u64().to_le_bytes()));
                    inputs.push((name.clone(), input));
                }
            }
            "syzygy" => inputs.extend(self.tables.iter().cloned()),
            // The whole index, cut at a few places, and with a few bytes flipped anywhere.
            "index" => {
                let mut rng = SplitMix64::new(0x1dec5);
                inputs.push(("whole".to_owned(), u32::MAX.to_le_bytes().to_vec()));
                for i in 0..24 {
                    let mut input = u32::MAX.to_le_bytes().to_vec();
                    if i % 4 == 0 {
                        input = (rng.next_u64() as u32).to_le_bytes().to_vec();
                    }
                    for _ in 0..=i % 3 {
                        input.extend_from_slice(&(rng.next_u64() as u32).to_le_bytes());
                        input.push(1 << (rng.next_u64() % 8));
                    }
                    inputs.push((format!("damaged-{i}"), input));
                }
            }
            _ => return Err(format!("no seeds for fuzz target `{target}`").into()),
        }
        fs::create_dir_all(corpus)?;
        for (name, bytes) in &inputs {
            fs::write(corpus.join(format!("seed-{name}")), bytes)?;
        }
        Ok(inputs.len())
    }
}

/// The files in `dir` whose names end in `.{extension}`, sorted so that seeds are the same on
/// every machine.
fn files(dir: &Path, extension: &str) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let path = entry?.path();
        if path.extension() == Some(OsStr::new(extension)) {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// The seeds of one table file for the `syzygy` target, each its index byte and then: the file
/// whole, if at most [`TABLE_SEED_BYTES`] long; cut to half that or half the file, and to its
/// first 80 bytes (both lengths 16 more than a multiple of 64, which the reader accepts, so the
/// cut is found by what it reads); and cut to 64 bytes, a length the reader refuses.
fn table_seeds(name: &str, index: u8, bytes: &[u8]) -> Vec<(String, Vec<u8>)> {
    let stem = name.replace('.', "-");
    let accepted = |n: usize| n.saturating_sub(16) / 64 * 64 + 16;
    let half = accepted(bytes.len().min(TABLE_SEED_BYTES) / 2);
    let mut cuts = Vec::new();
    if bytes.len() <= TABLE_SEED_BYTES {
        cuts.push(("whole".to_owned(), bytes.len()));
    }
    cuts.push((format!("cut-{half}"), half));
    cuts.push(("cut-80".to_owned(), 80));
    cuts.push(("cut-64".to_owned(), 64));
    let mut seeds: Vec<(String, Vec<u8>)> = Vec::new();
    for (what, len) in cuts {
        let mut input = vec![index];
        input.extend_from_slice(&bytes[..len.min(bytes.len())]);
        if !seeds.iter().any(|(_, seed)| *seed == input) {
            seeds.push((format!("{stem}-{what}"), input));
        }
    }
    seeds
}

fn file_stem(path: &Path) -> String {
    path.file_stem()
        .map_or_else(String::new, |stem| stem.to_string_lossy().into_owned())
}

/// Splits PGN text into games: a game starts at a tag line that follows movetext, or at the
/// first tag line.
fn split_games(text: &str) -> Vec<&str> {
    let mut starts = Vec::new();
    let mut in_movetext = true;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start_matches('\u{feff}').trim();
        if trimmed.starts_with('[') {
            if in_movetext {
                starts.push(offset);
            }
            in_movetext = false;
        } else if !trimmed.is_empty() {
            in_movetext = true;
        }
        offset += line.len();
    }
    if starts.first() != Some(&0) {
        starts.insert(0, 0);
    }
    starts.push(text.len());
    starts
        .windows(2)
        .map(|w| &text[w[0]..w[1]])
        .filter(|game| !game.trim().is_empty())
        .collect()
}

/// A game's start position (its `FEN` tag, else the standard one) and its mainline move tokens,
/// without comments, variations, NAGs, move numbers and result.
fn mainline(game: &str) -> (String, String) {
    let mut fen = START_FEN.to_owned();
    let mut movetext = String::new();
    for line in game.lines() {
        let line = line.trim_start_matches('\u{feff}').trim();
        if let Some(value) = line
            .strip_prefix("[FEN \"")
            .and_then(|rest| rest.strip_suffix("\"]"))
        {
            value.clone_into(&mut fen);
        } else if !line.starts_with('[') && !line.starts_with('%') {
            movetext.push_str(line);
            movetext.push('\n');
        }
    }
    let mut moves = Vec::new();
    let (mut depth, mut in_brace, mut in_line_comment) = (0usize, false, false);
    let mut token = String::new();
    for c in movetext.chars().chain(['\n']) {
        let separator = match c {
            _ if in_brace => {
                in_brace = c != '}';
                true
            }
            '\n' if in_line_comment => {
                in_line_comment = false;
                true
            }
            _ if in_line_comment => true,
            '{' => {
                in_brace = true;
                true
            }
            ';' => {
                in_line_comment = true;
                true
            }
            '(' => {
                depth += 1;
                true
            }
            ')' => {
                depth = depth.saturating_sub(1);
                true
            }
            _ if c.is_whitespace() => true,
            _ => false,
        };
        if !separator && depth == 0 {
            token.push(c);
        } else if !token.is_empty() {
            if is_move(&token) {
                moves.push(std::mem::take(&mut token));
            }
            token.clear();
        }
    }
    (fen, moves.join(" "))
}

/// Whether a movetext token is a move: not a move number (`12.`, `12...`, `...`), NAG or result.
fn is_move(token: &str) -> bool {
    let without_number = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
    !without_number.is_empty()
        && !token.starts_with('$')
        && !["1-0", "0-1", "1/2-1/2", "*"].contains(&token)
}

/// Each record of a perft suite: the four EPD fields of its `epd` line, and its `id` and
/// `perft` lines as EPD operations.
fn perft_records(text: &str) -> Vec<(String, String)> {
    let mut records: Vec<(String, String)> = Vec::new();
    let mut id = None;
    for line in text.lines().map(str::trim) {
        if let Some(name) = line.strip_prefix("id ") {
            id = Some(name.to_owned());
        } else if let Some(fen) = line.strip_prefix("epd ") {
            let operations = id
                .take()
                .map_or_else(String::new, |id| format!("id \"{id}\";"));
            records.push((fen.to_owned(), operations));
        } else if let Some(counts) = line.strip_prefix("perft ")
            && let (Some((_, operations)), Some((depth, nodes))) =
                (records.last_mut(), counts.split_once(' '))
        {
            operations.push_str(&format!(" D{depth} {nodes};"));
        }
    }
    records
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn arguments() {
        let all = parse_args(&[]).unwrap();
        assert_eq!(all.targets, TARGETS);
        assert_eq!(all.seconds, DEFAULT_SECONDS);
        let some = parse_args(&args(&["pgn", "--seconds", "5", "fen", "pgn"])).unwrap();
        assert_eq!((some.targets, some.seconds), (vec!["pgn", "fen"], 5));
        assert!(parse_args(&args(&["--build"])).unwrap().build_only);
        assert!(parse_args(&args(&["chess"])).is_err());
        assert!(parse_args(&args(&["--seconds"])).is_err());
        assert!(parse_args(&args(&["--seconds", "0"])).is_err());
        assert!(parse_args(&args(&["--build", "fen"])).is_err());
    }

    #[test]
    fn games_and_mainlines() {
        let pgn = "\u{feff}[Event \"a\"]\n[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n\n\
                   1. Kb1 {a (comment) 2. x} Kg1 (1... Kh2 2. Ka1) 2. Ka1 $1 ; rest\n\
                   2... Kh1 1-0\n\n[Event \"b\"]\n\n1. e4 *\n";
        let games = split_games(pgn);
        assert_eq!(games.len(), 2);
        assert_eq!(
            mainline(games[0]),
            (
                "8/8/8/8/8/8/8/K6k w - - 0 1".to_owned(),
                "Kb1 Kg1 Ka1 Kh1".to_owned()
            )
        );
        assert_eq!(mainline(games[1]), (START_FEN.to_owned(), "e4".to_owned()));
    }

    #[test]
    fn perft_suites_become_epd_operations() {
        let suite = "# comment\nid pos-2\nepd 8/8/8/8/8/8/8/K6k w - -\nperft 1 3\nperft 2 9\n\n\
                     epd 8/8/8/8/8/8/8/k6K b - -\n";
        assert_eq!(
            perft_records(suite),
            [
                (
                    "8/8/8/8/8/8/8/K6k w - -".to_owned(),
                    "id \"pos-2\"; D1 3; D2 9;".to_owned()
                ),
                ("8/8/8/8/8/8/8/k6K b - -".to_owned(), String::new()),
            ]
        );
    }

    #[test]
    fn libfuzzer_output() {
        let mut run = FuzzRun::default();
        for line in [
            "#2\tINITED cov: 10 ft: 12 corp: 1/1b exec/s: 0 rss: 30Mb",
            "#900\tDONE   cov: 321 ft: 654 corp: 80/2Kb lim: 4 exec/s: 15 rss: 60Mb",
            "stat::number_of_executed_units: 900",
            "artifact_prefix='a/'; Test unit written to fuzz/artifacts/fen/crash-1",
        ] {
            run.note(line);
        }
        assert_eq!(run.executions, Some(900));
        assert!(run.status.as_deref().unwrap().contains("DONE   cov: 321"));
        assert_eq!(run.artifact.as_deref(), Some("fuzz/artifacts/fen/crash-1"));
        assert!(run.panic.is_empty());
    }

    #[test]
    fn a_panic_is_kept_for_the_summary() {
        let mut run = FuzzRun::default();
        for line in [
            "#5\tNEW    cov: 10 ft: 12 corp: 2/2b exec/s: 0 rss: 30Mb",
            "thread '<unnamed>' panicked at fuzz/src/checks/pgn.rs:67:20:",
            "game 1: kept by one of replay and the builder only",
            "==123== ERROR: libFuzzer: deadly signal",
        ] {
            run.note(line);
        }
        assert_eq!(
            run.panic,
            [
                "thread '<unnamed>' panicked at fuzz/src/checks/pgn.rs:67:20:",
                "game 1: kept by one of replay and the builder only"
            ]
        );
    }

    #[test]
    fn table_seeds_are_whole_and_cut_short() {
        let bytes: Vec<u8> = (0..400u16).map(|b| b as u8).collect();
        let seeds = table_seeds("KRvK.rtbw", 3, &bytes);
        let names: Vec<&str> = seeds.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(
            names,
            [
                "KRvK-rtbw-whole",
                "KRvK-rtbw-cut-144",
                "KRvK-rtbw-cut-80",
                "KRvK-rtbw-cut-64"
            ]
        );
        for (_, seed) in &seeds {
            assert_eq!(seed[0], 3);
            assert_eq!(seed[1..], bytes[..seed.len() - 1]);
        }
        // A long file is seeded by its first part only; a short one without duplicates.
        let long = vec![0u8; TABLE_SEED_BYTES + 1];
        let seeds = table_seeds("KPvKP.rtbw", 12, &long);
        assert!(
            seeds
                .iter()
                .all(|(_, seed)| seed.len() <= TABLE_SEED_BYTES / 2 + 1)
        );
        let short: Vec<String> = table_seeds("KBvK.rtbz", 0, &[7; 80])
            .into_iter()
            .map(|(name, _)| name)
            .collect();
        assert_eq!(
            short,
            ["KBvK-rtbz-whole", "KBvK-rtbz-cut-16", "KBvK-rtbz-cut-64"]
        );
    }

    /// The seeds' index bytes must pick the files the fuzz target picks with them.
    #[test]
    fn syzygy_tables_are_the_fuzz_targets() {
        let source = std::fs::read_to_string(workspace_root().join("fuzz/src/syzygy.rs")).unwrap();
        let start = source
            .find("pub const TABLES")
            .expect("the target's TABLES");
        let end = start + source[start..].find("];").expect("the end of TABLES");
        let names: Vec<&str> = source[start..end]
            .split('"')
            .filter(|s| s.ends_with(".rtbw") || s.ends_with(".rtbz"))
            .collect();
        assert_eq!(names, SYZYGY_TABLES);
    }

    #[test]
    fn inputs_are_shown_escaped() {
        let path = std::env::temp_dir().join(format!("xtask-shown-{}", std::process::id()));
        std::fs::write(&path, b"1. e4 {\n\xff}").unwrap();
        assert_eq!(shown_input(&path), "10 bytes: b\"1. e4 {\\n\\xff}\"");
        std::fs::remove_file(&path).unwrap();
    }
}
