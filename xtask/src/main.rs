//! Repository automation, run as `cargo xtask <command>`: code generation and its checks.
//!
//! Each command lives in its own module and has one row in [`COMMANDS`], which is also where the
//! usage message comes from. xtask never depends on the crates whose files it generates, so it
//! still builds when a generated file is stale or broken; `openings`, which plays chess, runs
//! itself again in a build with the `openings` feature.

mod doc_claims;
mod features;
mod fuzz;
mod layers;
mod magics;
mod miri;
mod modules;
mod openings;
mod rng;
mod snapshots;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// What a command returns: an error is printed as `error: {message}` and exits with status 1.
type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

/// One subcommand: its name, its arguments and summary for the usage message, and its entry point.
struct Command {
    name: &'static str,
    args: &'static str,
    about: &'static str,
    run: fn(&[String]) -> Result,
}

/// Every subcommand. To add one, write `src/<name>.rs` with a `run` function and add a row.
const COMMANDS: &[Command] = &[
    Command {
        name: "magics",
        args: "[--check]",
        about: "search the magic numbers and rewrite crates/magic/src/magics.rs;\n\
                with --check, fail if the committed file is stale or a number collides",
        run: magics::run,
    },
    Command {
        name: "openings",
        args: "[--check]",
        about: "write crates/openings/src/table.rs from lichess's opening names in\n\
                crates/openings/data; with --check, fail if the committed file is stale",
        run: openings::run,
    },
    Command {
        name: "layers",
        args: "",
        about: "check that each crate depends only on the layers below it",
        run: layers::run,
    },
    Command {
        name: "features",
        args: "",
        about: "check that the facade's features are additive: no feature, each alone,\n\
                all, and a program written for the defaults under each superset",
        run: features::run,
    },
    Command {
        name: "modules",
        args: "",
        about: "check that no two modules of a crate import each other, directly or in a circle",
        run: modules::run,
    },
    Command {
        name: "snapshots",
        args: "",
        about: "run the move-list and SAN snapshot tests with INSTA_UPDATE=no;\n\
                fail if any snapshot differs (review with `cargo insta review`)",
        run: snapshots::run,
    },
    Command {
        name: "miri",
        args: "",
        about: "run fianchetto-magic's table lookups (both indexes) under Miri on nightly;\n\
                skipped without nightly",
        run: miri::run,
    },
    Command {
        name: "fuzz",
        args: "[TARGET...]",
        about: "run the fuzz targets (all by default) with cargo-fuzz on nightly, skipped\n\
                without it, after seeding fuzz/corpus from the test data;\n\
                --seconds N per target (default 60); --build only builds them",
        run: fuzz::run,
    },
];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((name, rest)) = args.split_first() else {
        eprint!("{}", usage());
        return ExitCode::from(2);
    };
    if matches!(name.as_str(), "help" | "-h" | "--help") {
        print!("{}", usage());
        return ExitCode::SUCCESS;
    }
    let Some(command) = COMMANDS.iter().find(|command| command.name == name) else {
        eprint!("error: unknown command `{name}`\n\n{}", usage());
        return ExitCode::from(2);
    };
    match (command.run)(rest) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// The usage message, listing every command.
fn usage() -> String {
    let mut text = String::from("usage: cargo xtask <command>\n\ncommands:\n");
    for command in COMMANDS {
        let head = format!("{} {}", command.name, command.args);
        for (i, line) in command.about.lines().enumerate() {
            let head = if i == 0 { head.as_str() } else { "" };
            text += &format!("  {head:<20}{}\n", line.trim_start());
        }
    }
    text
}

/// The cargo that runs xtask (`CARGO`), in the workspace root: for the commands that ask cargo.
fn cargo() -> std::process::Command {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = std::process::Command::new(cargo);
    command.current_dir(workspace_root());
    command
}

/// The workspace root, where the paths that commands read and write are relative to.
fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives one level below the workspace root")
        .to_path_buf()
}
