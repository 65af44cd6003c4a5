//! The inputs on which the `syzygy` fuzz target failed (`fuzz/regressions/syzygy/`), run through
//! the target's own check (`fuzz/src/syzygy.rs`, mounted here by path) on the stable toolchain,
//! so that `cargo test` keeps them fixed.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

// The check is `pub` for the fuzz crate, which calls it from another crate.
#[allow(dead_code, unreachable_pub)]
#[path = "../../../fuzz/src/syzygy.rs"]
mod target;

const TABLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables");

/// Saved inputs that still fail, with why: [`open_failures`] runs them, and `cargo test` runs
/// every other input. Remove an entry when the crate is fixed.
const OPEN: [(&str, &str); 4] = [
    (
        "block-of-1-gib-with-no-stored-blocks.bin",
        "a block size of 2^30 bytes with no block stored passes the checks on opening, and \
         every probe then allocates and zero-fills 1 GiB (`Pairs::value` in pairs.rs)",
    ),
    (
        "damaged-wdl-file-blamed-on-the-dtz-file.bin",
        "a KPvKP.rtbw of wrong constant values: the sound KPvKP.rtbz, probed for the wrong \
         outcome, is the file the error names (a DTZ map entry past the maps)",
    ),
    (
        "leading-pawn-that-is-a-king-on-the-first-rank.bin",
        "a pawn table whose header lists a king as its leading piece: `flap` in indices.rs \
         subtracts with overflow for the king's first-rank square",
    ),
    (
        "leading-pawn-that-is-a-king-on-the-last-rank.bin",
        "a pawn table whose header lists a king as its leading piece: `encode_pawn` in \
         encode.rs indexes past its table for the king's eighth-rank square",
    ),
];

fn inputs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/regressions/syzygy");
    let mut inputs: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "no inputs in {}", dir.display());
    inputs
}

fn is_open(input: &Path) -> bool {
    OPEN.iter()
        .any(|(name, _)| input.file_name().is_some_and(|n| n == *name))
}

/// How long one input may take: a few milliseconds each, so this is a hang (libFuzzer's
/// `-timeout` is 10 s, as `cargo xtask fuzz` runs it).
const HANG: Duration = Duration::from_secs(5);

fn replay(input: &Path) {
    let data = fs::read(input).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
    println!("{}", input.display());
    let start = Instant::now();
    target::check(Path::new(TABLES), &data);
    let took = start.elapsed();
    assert!(took < HANG, "{}: took {took:?}", input.display());
}

#[test]
fn syzygy() {
    for input in inputs().iter().filter(|input| !is_open(input)) {
        replay(input);
    }
}

#[test]
#[ignore = "the inputs of OPEN still fail: panics, a wrong file named, a probe of 1 GiB"]
fn open_failures() {
    for input in inputs().iter().filter(|input| is_open(input)) {
        replay(input);
    }
}

/// The check passes every file it fuzzes as it is: its positions are legal, and the sound
/// tables answer them without an error that the check would take for a damaged file's.
#[test]
fn sound_tables_pass_the_check() {
    for (index, (name, _)) in target::TABLES.iter().enumerate() {
        let mut input = vec![u8::try_from(index).expect("few tables")];
        input.extend(fs::read(Path::new(TABLES).join(name)).expect("a table"));
        target::check(Path::new(TABLES), &input);
    }
}
