//! Finding a current Fairy-Stockfish, shared by the tests of `fianchetto-uci` and the CLI.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A current Fairy-Stockfish, which plays all of lichess's variants: the program that
/// `FIANCHETTO_FAIRY_STOCKFISH` names (`.ci/run` builds one with `scripts/fairy-stockfish.sh`
/// and sets it), else `fairy-stockfish` in `/usr/games` or on `PATH` when it offers atomic
/// (Debian's 11.1 does not, and keeps playing racing kings after the race: too old to test
/// with). Missing, the tests that need it are skipped with a line on stderr, unless
/// `FIANCHETTO_REQUIRE_FAIRY=1` (set by `.ci/run`) makes that a failure.
pub(crate) fn fairy_stockfish() -> Option<PathBuf> {
    if let Some(named) = std::env::var_os("FIANCHETTO_FAIRY_STOCKFISH") {
        let named = PathBuf::from(named);
        assert!(
            named.is_file(),
            "FIANCHETTO_FAIRY_STOCKFISH names {}, which is not a file",
            named.display()
        );
        return Some(named);
    }
    let on_path = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .map(|dir| dir.join("fairy-stockfish"));
    let found = std::iter::once(PathBuf::from("/usr/games/fairy-stockfish"))
        .chain(on_path)
        .find(|path| path.is_file() && offers_atomic(path));
    if found.is_some() {
        return found;
    }
    let message = "a current Fairy-Stockfish is missing: build one with scripts/fairy-stockfish.sh \
                   and set FIANCHETTO_FAIRY_STOCKFISH to the program it prints";
    if std::env::var("FIANCHETTO_REQUIRE_FAIRY").as_deref() == Ok("1") {
        panic!("{message} (FIANCHETTO_REQUIRE_FAIRY=1)");
    }
    eprintln!("{message}: the tests that need it are skipped");
    None
}

/// Whether the engine at `path` lists atomic in its `UCI_Variant` option.
fn offers_atomic(path: &Path) -> bool {
    let output = Command::new(path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            if let Some(mut input) = child.stdin.take() {
                let _ = input.write_all(b"uci\nquit\n");
            }
            child.wait_with_output()
        });
    output.is_ok_and(|output| {
        String::from_utf8_lossy(&output.stdout)
            .lines()
            .any(|line| line.starts_with("option name UCI_Variant") && line.contains(" var atomic"))
    })
}
