//! `cargo xtask layers`: checks that each crate depends only on the layers below it, as
//! `docs/architecture.md` promises, by asking cargo for every crate's direct dependencies.
//!
//! Dev-dependencies are left out: integration tests may reach up (movegen's read FEN through
//! notation) because they link the very same library, which unit tests would not.

use std::ffi::OsString;
use std::process::Command;

use crate::{Result, workspace_root};

/// Each workspace library or binary and the workspace crates it may use at build or run time.
const ALLOWED: &[(&str, &[&str])] = &[
    ("fianchetto-bitboard", &[]),
    ("fianchetto-magic", &["fianchetto-bitboard"]),
    (
        "fianchetto-movegen",
        &["fianchetto-bitboard", "fianchetto-magic"],
    ),
    ("fianchetto-notation", &["fianchetto-movegen"]),
    (
        "fianchetto",
        &[
            "fianchetto-bitboard",
            "fianchetto-magic",
            "fianchetto-movegen",
            "fianchetto-notation",
        ],
    ),
    ("fianchetto-records", &["fianchetto"]),
    // Arrow and Parquet stay out of everything but the Parquet writer and, by a feature, the CLI.
    ("fianchetto-export", &["fianchetto-records"]),
    (
        "fianchetto-cli",
        &["fianchetto", "fianchetto-records", "fianchetto-export"],
    ),
];

pub(crate) fn run(args: &[String]) -> Result {
    if let Some(arg) = args.first() {
        return Err(format!("unexpected argument `{arg}` (usage: cargo xtask layers)").into());
    }
    let violations = check()?;
    if violations.is_empty() {
        println!("layers: every crate depends only on the layers below it");
        Ok(())
    } else {
        Err(violations.join("\n").into())
    }
}

/// One message per dependency that breaks the layering.
fn check() -> Result<Vec<String>> {
    let mut violations = Vec::new();
    for (package, allowed) in ALLOWED {
        for dependency in workspace_dependencies(package)? {
            if !allowed.contains(&dependency.as_str()) {
                violations.push(format!(
                    "{package} depends on {dependency}, which is not below it \
                     (see docs/architecture.md)"
                ));
            }
        }
    }
    Ok(violations)
}

/// The workspace crates `package` uses directly as normal or build dependencies.
fn workspace_dependencies(package: &str) -> Result<Vec<String>> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo"));
    let output = Command::new(cargo)
        .current_dir(workspace_root())
        .args([
            "tree",
            "--package",
            package,
            "--edges",
            "normal,build",
            "--depth",
            "1",
        ])
        .args(["--prefix", "none", "--charset", "ascii"])
        .output()?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(format!("cargo tree failed for {package}: {stderr}").into());
    }
    let tree = String::from_utf8(output.stdout)?;
    // The first line is the package itself; the others are its direct dependencies.
    Ok(tree
        .lines()
        .skip(1)
        .filter(|line| line.contains(&*workspace_root().to_string_lossy()))
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_owned)
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_crate_depends_only_on_lower_layers() {
        let violations = check().expect("cargo tree runs");
        assert!(violations.is_empty(), "{}", violations.join("\n"));
    }

    #[test]
    fn the_check_sees_workspace_dependencies() {
        let dependencies = workspace_dependencies("fianchetto-movegen").expect("cargo tree runs");
        assert_eq!(dependencies, ["fianchetto-bitboard", "fianchetto-magic"]);
    }
}
