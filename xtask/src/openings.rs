//! `cargo xtask openings`: writes `crates/openings/src/table.rs` from lichess's opening names
//! in `crates/openings/data/*.tsv`; `--check` verifies the committed file instead. The table is
//! the data as Rust, each line checked for its shape (an ECO code, a name, numbered moves), and
//! each line's position as its identity (`crates/openings/src/identity.rs`, included here),
//! sorted by occupied squares, so the crate's first lookup plays no line.
//!
//! Playing the lines needs chess, and chess needs `fianchetto-magic`, whose generated file
//! xtask writes: a broken `magics.rs` must not stop `cargo xtask magics` from building. So the
//! table is made in `table.rs`, behind xtask's `openings` feature, and the plain xtask runs
//! this command again in a build with it.

use std::fs;

use crate::Result;

#[cfg(feature = "openings")]
#[path = "../../crates/openings/src/identity.rs"]
#[allow(dead_code)]
mod identity;
#[cfg(feature = "openings")]
mod table;

/// The generated file, from the workspace root.
const PATH: &str = "crates/openings/src/table.rs";

/// Runs the command: no arguments rewrites the file, `--check` verifies it; `--print`, the
/// plain xtask's call of the build with chess, writes it to stdout.
pub(crate) fn run(args: &[String]) -> Result {
    let flag = match args {
        [] => None,
        [flag] if flag == "--check" || flag == "--print" => Some(flag.as_str()),
        _ => {
            return Err(format!(
                "unexpected arguments {args:?}; usage: cargo xtask openings [--check]"
            )
            .into());
        }
    };
    let text = generate()?;
    let path = crate::workspace_root().join(PATH);
    match flag {
        Some("--print") => print!("{text}"),
        Some(_) => {
            let committed = fs::read_to_string(&path).unwrap_or_default();
            if committed != text {
                return Err(format!(
                    "{PATH} differs from what crates/openings/data makes; \
                     run `cargo xtask openings` to regenerate it"
                )
                .into());
            }
        }
        None => {
            fs::write(&path, text)
                .map_err(|error| format!("cannot write {}: {error}", path.display()))?;
            println!("wrote {PATH}");
        }
    }
    Ok(())
}

/// The generated file: the data set's lines, played.
#[cfg(feature = "openings")]
fn generate() -> Result<String> {
    table::generate()
}

/// The command again, in an xtask built with the `openings` feature, whose answer it returns.
#[cfg(not(feature = "openings"))]
fn generate() -> Result<String> {
    let output = crate::cargo()
        .args(["run", "--quiet", "--release", "--package", "xtask"])
        .args(["--features", "openings", "--", "openings", "--print"])
        .stderr(std::process::Stdio::inherit())
        .output()?;
    if !output.status.success() {
        return Err("cannot play the openings' lines (xtask with its `openings` feature)".into());
    }
    Ok(String::from_utf8(output.stdout)?)
}
