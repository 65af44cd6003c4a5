//! `cargo xtask miri`: the table lookups of `fianchetto-magic`, the workspace's only `unsafe`,
//! run under Miri (nightly), once with the magic multiply and once with the BMI2 `pext` index
//! whose `unsafe` block calls the intrinsic. Miri interprets the code, so the host CPU needs no
//! BMI2, and the crate's tests sweep a sample of each square's occupancies there (`cfg(miri)`)
//! always including the full mask, the largest index of every square.

use std::process::Command;

use crate::{Result, workspace_root};

/// The runs: a name, the crate's features and the `RUSTFLAGS` they need.
const RUNS: &[(&str, &[&str], &str)] = &[
    ("magic multiply", &[], ""),
    ("pext", &["--features", "pext"], "-C target-feature=+bmi2"),
];

/// Runs every configuration under Miri; says so and succeeds where no nightly Miri can be had.
pub(crate) fn run(args: &[String]) -> Result {
    if let Some(arg) = args.first() {
        return Err(format!("unexpected argument `{arg}` (usage: cargo xtask miri)").into());
    }
    if !miri_available() {
        println!(
            "miri: no nightly toolchain with Miri here (`rustup +nightly component add miri`): skipped"
        );
        return Ok(());
    }
    let root = workspace_root();
    for (name, features, rustflags) in RUNS {
        println!("miri: fianchetto-magic, {name}");
        let status = Command::new("cargo")
            .current_dir(&root)
            .args([
                "+nightly",
                "miri",
                "test",
                "--locked",
                "-p",
                "fianchetto-magic",
            ])
            .args(["--lib", "--tests"])
            .args(*features)
            // Each configuration in its own folder, as RUSTFLAGS differ.
            .env(
                "CARGO_TARGET_DIR",
                root.join("target/miri").join(name.replace(' ', "-")),
            )
            .env("RUSTFLAGS", rustflags)
            .env("MIRIFLAGS", "-Zmiri-strict-provenance")
            .status()?;
        if !status.success() {
            return Err(format!("Miri failed for fianchetto-magic ({name})").into());
        }
    }
    Ok(())
}

/// `true` once `cargo +nightly miri` answers, after trying to add the component if it did not.
fn miri_available() -> bool {
    let answers = || {
        Command::new("cargo")
            .args(["+nightly", "miri", "--version"])
            .output()
            .is_ok_and(|out| out.status.success())
    };
    if answers() {
        return true;
    }
    let added = Command::new("rustup")
        .args([
            "component",
            "add",
            "miri",
            "rust-src",
            "--toolchain",
            "nightly",
        ])
        .status()
        .is_ok_and(|status| status.success());
    added && answers()
}
