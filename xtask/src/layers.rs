//! `cargo xtask layers`: checks that each crate depends only on the layers below it, as
//! `docs/architecture.md` promises, by asking cargo for every crate's direct dependencies.
//!
//! Dev-dependencies count too: a test, bench or example that reaches up a layer makes the lower
//! crate's tests depend on the code they should be the foundation of, and lets a cycle through
//! cargo's two copies of the lower crate (the one under test and the one the upper crate links)
//! pass unnoticed. `bench/` and `fuzz/` are workspaces of their own and are not checked.

use crate::{Result, workspace_root};

/// Each workspace library or binary and the workspace crates it, its tests, benches and examples
/// may use.
const ALLOWED: &[(&str, &[&str])] = &[
    ("fianchetto-bitboard", &[]),
    ("fianchetto-magic", &["fianchetto-bitboard"]),
    (
        "fianchetto-movegen",
        &["fianchetto-bitboard", "fianchetto-magic"],
    ),
    ("fianchetto-notation", &["fianchetto-movegen"]),
    // Opening names: positions found by EPD, the table's lines read as SAN.
    (
        "fianchetto-openings",
        &["fianchetto-movegen", "fianchetto-notation"],
    ),
    // The variants play on movegen's boards and moves, and write notation's FEN, SAN and UCI.
    (
        "fianchetto-variant",
        &["fianchetto-movegen", "fianchetto-notation"],
    ),
    // Pictures draw the boards of positions of any variant.
    (
        "fianchetto-svg",
        &["fianchetto-movegen", "fianchetto-variant"],
    ),
    // PGN reads and writes moves as SAN and positions as FEN, and plays them on movegen's boards;
    // with its `variants` feature, on the variants' positions too; with `openings`, it names a
    // game's opening.
    (
        "fianchetto-pgn",
        &[
            "fianchetto-movegen",
            "fianchetto-notation",
            "fianchetto-openings",
            "fianchetto-variant",
        ],
    ),
    // The position index reads PGN games of any variant and names positions.
    (
        "fianchetto-index",
        &[
            "fianchetto-movegen",
            "fianchetto-notation",
            "fianchetto-openings",
            "fianchetto-pgn",
            "fianchetto-variant",
        ],
    ),
    ("fianchetto-polyglot", &["fianchetto-movegen"]),
    // Tablebase probing needs positions and legal moves only.
    ("fianchetto-syzygy", &["fianchetto-movegen"]),
    ("fianchetto-uci", &["fianchetto-notation"]),
    (
        "fianchetto",
        &[
            "fianchetto-bitboard",
            "fianchetto-index",
            "fianchetto-magic",
            "fianchetto-movegen",
            "fianchetto-notation",
            "fianchetto-openings",
            "fianchetto-pgn",
            "fianchetto-polyglot",
            "fianchetto-svg",
            "fianchetto-syzygy",
            "fianchetto-uci",
            "fianchetto-variant",
        ],
    ),
    ("fianchetto-records", &["fianchetto"]),
    // Arrow and Parquet stay out of everything but the Parquet writer and, by a feature, the CLI.
    ("fianchetto-export", &["fianchetto", "fianchetto-records"]),
    (
        "fianchetto-cli",
        &["fianchetto", "fianchetto-records", "fianchetto-export"],
    ),
    // The Python package's native module: the CLI's peer, with the export's Arrow half alone.
    (
        "fianchetto-python",
        &["fianchetto", "fianchetto-records", "fianchetto-export"],
    ),
    // The JavaScript package's WebAssembly core: the rules, FEN and SAN layers and the PGN
    // reader (`loadPgn`), each by itself so that nothing else grows the download, or the facade.
    (
        "fianchetto-js",
        &[
            "fianchetto",
            "fianchetto-magic",
            "fianchetto-movegen",
            "fianchetto-notation",
            "fianchetto-pgn",
        ],
    ),
];

/// Sideways edges that only tests, benches and examples take: a crate beside another on the same
/// layer, which never depends on it, so no cycle can form. The book tests read positions and
/// write moves as FEN and UCI text; the tablebase tests read positions as FEN and probe atomic
/// and antichess positions (the variant probes take any `Rules`); the engine driver's tests and
/// examples send variant positions (the driver takes any `Notation`).
const ALLOWED_FOR_TESTS: &[(&str, &[&str])] = &[
    ("fianchetto-polyglot", &["fianchetto-notation"]),
    (
        "fianchetto-syzygy",
        &["fianchetto-notation", "fianchetto-variant"],
    ),
    ("fianchetto-uci", &["fianchetto-variant"]),
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
        let sideways = ALLOWED_FOR_TESTS
            .iter()
            .find(|(name, _)| name == package)
            .map_or(&[][..], |(_, crates)| crates);
        for (dependency, dev_only) in workspace_dependencies(package)? {
            let allowed_for_tests = dev_only && sideways.contains(&dependency.as_str());
            if !allowed.contains(&dependency.as_str()) && !allowed_for_tests {
                violations.push(format!(
                    "{package} depends on {dependency}, which is not below it \
                     (see docs/architecture.md)"
                ));
            }
        }
    }
    Ok(violations)
}

/// The workspace crates `package` uses directly as normal, build or dev-dependencies, each
/// with whether only its tests, benches and examples use it.
fn workspace_dependencies(package: &str) -> Result<Vec<(String, bool)>> {
    let built = workspace_dependencies_by(package, "normal,build")?;
    let all = workspace_dependencies_by(package, "normal,build,dev")?;
    Ok(all
        .into_iter()
        .map(|name| {
            let dev_only = !built.contains(&name);
            (name, dev_only)
        })
        .collect())
}

/// The workspace crates `package` uses directly along the `edges` kinds of `cargo tree`.
fn workspace_dependencies_by(package: &str, edges: &str) -> Result<Vec<String>> {
    let output = crate::cargo()
        .args([
            "tree",
            "--package",
            package,
            "--edges",
            edges,
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
    Ok(workspace_crates_in_tree(
        &tree,
        &workspace_root().to_string_lossy(),
    ))
}

/// The names of the workspace crates (those with a path under `root`) among the direct
/// dependencies listed by `cargo tree --depth 1 --prefix none`: its first line is the package
/// itself, each other line `name vX.Y.Z (path)` for a local crate, `name vX.Y.Z` for a registry
/// one, with `(*)` after a crate already shown.
fn workspace_crates_in_tree(tree: &str, root: &str) -> Vec<String> {
    let mut crates: Vec<String> = tree
        .lines()
        .skip(1)
        .filter(|line| line.contains(root))
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_owned)
        .collect();
    crates.sort();
    crates.dedup();
    crates
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
    fn the_parser_keeps_workspace_crates_of_every_edge_kind() {
        // What `cargo tree --edges normal,build,dev --depth 1 --prefix none` prints for a crate
        // whose dev-dependency reaches up a layer.
        let tree = "fianchetto-movegen v0.1.0 (/w/crates/movegen)\n\
                    arrayvec v0.7.8\n\
                    fianchetto-bitboard v0.1.0 (/w/crates/bitboard)\n\
                    fianchetto-magic v0.1.0 (/w/crates/magic)\n\
                    criterion v0.5.1\n\
                    fianchetto-notation v0.1.0 (/w/crates/notation)\n\
                    fianchetto-bitboard v0.1.0 (/w/crates/bitboard) (*)\n";
        assert_eq!(
            workspace_crates_in_tree(tree, "/w"),
            [
                "fianchetto-bitboard",
                "fianchetto-magic",
                "fianchetto-notation"
            ]
        );
    }

    #[test]
    fn the_check_sees_workspace_dependencies() {
        let dependencies = workspace_dependencies("fianchetto-movegen").expect("cargo tree runs");
        let expected = [("fianchetto-bitboard", false), ("fianchetto-magic", false)];
        let expected = expected.map(|(name, dev_only)| (name.to_owned(), dev_only));
        assert_eq!(dependencies, expected);
        let polyglot = workspace_dependencies("fianchetto-polyglot").expect("cargo tree runs");
        assert!(polyglot.contains(&("fianchetto-notation".to_owned(), true)));
    }
}
