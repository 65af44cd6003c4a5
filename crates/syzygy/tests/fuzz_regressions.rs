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

// The saved inputs' reader, shared with the pgn crate's replay.
#[allow(unreachable_pub)]
#[path = "../../../fuzz/src/regressions.rs"]
mod regressions;

fn inputs() -> Vec<PathBuf> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/regressions");
    regressions::saved_inputs(&folder, "syzygy")
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

/// Each saved input: a damaged table (a king where the pawns should lead, a block size of
/// 1 GiB, WDL values the DTZ file has no distance for) gives errors naming the file, in time.
#[test]
fn syzygy() {
    for input in inputs() {
        replay(&input);
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
