//! `cargo xtask snapshots`: runs the move-list snapshots of `fianchetto-movegen`, the SAN
//! snapshots of `fianchetto-notation` and the SVG snapshots of `fianchetto-svg` with insta
//! forbidden to write or accept anything, so a changed list fails instead of leaving a
//! `.snap.new` behind. Review changes with
//! `cargo insta review` (or `INSTA_UPDATE=always` after checking each list by hand).

use std::process::Stdio;

use crate::Result;

/// Each snapshot suite: the package that holds it and the `cargo test` arguments that select it.
///
/// The selection is the README's test command's (the workspace, the Parquet writer aside), not
/// `--package`: cargo resolves features per selection, so any other selection would rebuild
/// what that command built (four minutes on two cores for the writer's Arrow features alone).
const SUITES: &[(&str, &[&str])] = &[
    (
        "fianchetto-movegen",
        &["--test", "integration", "snapshots"],
    ),
    ("fianchetto-notation", &["--lib", "snapshots"]),
    ("fianchetto-svg", &["--test", "integration", "snapshots"]),
];

/// Environment variables that would let insta write or pass a differing snapshot.
const FORBIDDEN: &[&str] = &[
    "INSTA_FORCE_PASS",
    "INSTA_FORCE_UPDATE",
    "INSTA_GLOB_FILTER",
];

/// Runs every suite; fails if one fails or selects no tests at all.
pub(crate) fn run(args: &[String]) -> Result {
    if let Some(arg) = args.first() {
        return Err(format!("unexpected argument `{arg}` (usage: cargo xtask snapshots)").into());
    }
    for (package, selection) in SUITES {
        let mut command = crate::cargo();
        command
            .args([
                "test",
                "--locked",
                "--workspace",
                "--exclude",
                "fianchetto-export",
            ])
            .args(*selection)
            .env("INSTA_UPDATE", "no")
            .stdout(Stdio::piped());
        for name in FORBIDDEN {
            command.env_remove(name);
        }
        let output = command.output()?;
        let stdout = String::from_utf8_lossy(&output.stdout);
        print!("{stdout}");
        if !output.status.success() {
            return Err(format!(
                "{package} snapshots differ or fail; review with `cargo insta review`"
            )
            .into());
        }
        let passed = passed_tests(&stdout);
        if passed == 0 {
            return Err(format!("no snapshot test of {package} ran: check the selection").into());
        }
        println!("{package}: {passed} snapshot tests passed");
    }
    Ok(())
}

/// The number of passed tests in `cargo test` output (`test result: ok. 39 passed; ...`).
fn passed_tests(stdout: &str) -> usize {
    stdout
        .lines()
        .filter_map(|line| line.strip_prefix("test result: ok. "))
        .filter_map(|rest| rest.split(' ').next()?.parse::<usize>().ok())
        .sum()
}

#[cfg(test)]
mod tests {
    use super::passed_tests;

    #[test]
    fn counts_passed_tests_over_every_binary() {
        let stdout = "running 2 tests\ntest a ... ok\n\
                      test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 5 filtered out\n\
                      test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out\n";
        assert_eq!(passed_tests(stdout), 2);
        assert_eq!(passed_tests("running 0 tests\n"), 0);
    }
}
