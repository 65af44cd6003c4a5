//! The inputs on which a fuzz target once failed, kept in `fuzz/regressions/<target>/`. The
//! tests of the crates whose checks they broke replay them on the stable toolchain
//! (`fianchetto-pgn`'s and `fianchetto-syzygy`'s, which include this file by `#[path]`), so that
//! `cargo test` keeps them fixed.

use std::fs;
use std::path::{Path, PathBuf};
use std::vec::Vec;

/// The saved inputs of `target` under `regressions` (the `fuzz/regressions` folder), sorted by
/// name.
///
/// # Panics
/// When the target's folder cannot be read or holds no input: replaying none would pass unseen.
pub fn saved_inputs(regressions: &Path, target: &str) -> Vec<PathBuf> {
    let dir = regressions.join(target);
    let mut inputs: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "no inputs in {}", dir.display());
    inputs
}
