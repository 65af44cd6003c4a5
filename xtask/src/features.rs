//! `cargo xtask features`: checks that the facade's features are additive, as Cargo requires:
//! the facade compiles with no feature, with each feature alone and with all of them, and a
//! program written for the default features (`crates/fianchetto/examples/defaults.rs`) compiles
//! under the defaults plus each feature. Without features the facade depends on no optional
//! layer.

use crate::Result;

/// The facade's features besides the default `pgn`, as its Cargo.toml lists them (a test keeps
/// the two in step).
const FEATURES: &[&str] = &[
    "polyglot", "engine", "openings", "variants", "syzygy", "index", "svg", "png", "gif", "serde",
    "zstd", "gzip",
];

/// The facade's optional layers: none may be a dependency without features.
const OPTIONAL_LAYERS: &[&str] = &[
    "fianchetto-pgn",
    "fianchetto-polyglot",
    "fianchetto-uci",
    "fianchetto-openings",
    "fianchetto-variant",
    "fianchetto-syzygy",
    "fianchetto-index",
    "fianchetto-svg",
];

pub(crate) fn run(args: &[String]) -> Result {
    if let Some(arg) = args.first() {
        return Err(format!("`features` takes no arguments, got `{arg}`").into());
    }
    check(&["--no-default-features", "--lib"])?;
    let tree = cargo(&[
        "tree",
        "-p",
        "fianchetto",
        "--no-default-features",
        "-e",
        "normal",
        "--prefix",
        "none",
        "--locked",
    ])?;
    for layer in OPTIONAL_LAYERS {
        if tree
            .lines()
            .any(|line| line.split(' ').next() == Some(*layer))
        {
            return Err(format!("fianchetto without features still depends on {layer}").into());
        }
    }
    check(&["--lib", "--examples"])?;
    for feature in ["pgn"].iter().chain(FEATURES) {
        let alone = format!("--features={feature}");
        check(&["--no-default-features", &alone, "--lib"])?;
        if *feature != "pgn" {
            check(&[&alone, "--lib", "--examples"])?;
        }
    }
    check(&["--all-features", "--lib", "--examples"])?;
    println!("features: the facade's features are additive");
    Ok(())
}

/// `cargo check -p fianchetto` with `args`.
fn check(args: &[&str]) -> Result {
    let mut all = vec!["check", "-p", "fianchetto", "--locked", "--quiet"];
    all.extend_from_slice(args);
    println!("cargo {}", all.join(" "));
    cargo(&all).map(drop)
}

/// Runs cargo with `args` in the workspace, giving back its standard output.
fn cargo(args: &[&str]) -> Result<String> {
    let output = crate::cargo()
        .args(args)
        .stderr(std::process::Stdio::inherit())
        .output()?;
    if !output.status.success() {
        return Err(format!("`cargo {}` failed", args.join(" ")).into());
    }
    Ok(String::from_utf8(output.stdout)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every feature of the facade's Cargo.toml is checked, and no other.
    #[test]
    fn the_features_are_the_facades() {
        let manifest =
            std::fs::read_to_string(crate::workspace_root().join("crates/fianchetto/Cargo.toml"))
                .expect("the facade's manifest");
        let section = manifest
            .split("[features]")
            .nth(1)
            .and_then(|rest| rest.split("\n[").next())
            .expect("a [features] section");
        let mut declared: Vec<&str> = section
            .lines()
            .filter_map(|line| line.split_once(" = "))
            .map(|(name, _)| name.trim())
            .filter(|name| !matches!(*name, "default" | "pgn"))
            .collect();
        declared.sort_unstable();
        let mut checked = FEATURES.to_vec();
        checked.sort_unstable();
        assert_eq!(declared, checked);
    }
}
