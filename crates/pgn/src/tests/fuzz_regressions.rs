//! The inputs on which a fuzz target once failed (`fuzz/regressions/<target>/`), run through the
//! target's own checks on the stable toolchain, so that `cargo test` keeps them fixed.
//!
//! The checks are the fuzz crate's (`fuzz/src/checks`), mounted here by path: they name this
//! crate `pgn_crate`, and the layers below it `notation` and `movegen`, which the three imports
//! below supply.

use std::fs;
use std::path::PathBuf;

use crate as pgn_crate;
use fianchetto_movegen as movegen;
use fianchetto_notation as notation;

// Only the targets with saved inputs use their checks here, and the checks are `pub` (and
// re-exported) for the fuzz targets, which call them from another crate.
#[allow(dead_code, unreachable_pub, unused_imports)]
#[path = "../../../../fuzz/src/checks/mod.rs"]
pub(crate) mod checks;

// The saved inputs' reader, shared with the syzygy crate's replay.
#[allow(unreachable_pub)]
#[path = "../../../../fuzz/src/regressions.rs"]
mod regressions;

/// Runs every saved input of `target` through `check`.
fn replay(target: &str, check: fn(&[u8])) {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/regressions");
    for input in regressions::saved_inputs(&folder, target) {
        let data = fs::read(&input).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        std::println!("{}", input.display());
        check(&data);
    }
}

#[test]
fn pgn() {
    replay("pgn", checks::check_pgn);
}

#[test]
fn san() {
    replay("san", checks::check_san);
}
