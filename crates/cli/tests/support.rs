//! Running the binary and making scratch files.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

#[path = "../../pgn/src/tests/corpus.rs"]
mod corpus;

pub(crate) use corpus::corpus_2k;

/// What one run printed and how it ended.
pub(crate) struct Run {
    pub(crate) stdout: String,
    pub(crate) stderr: String,
    pub(crate) code: Option<i32>,
}

impl Run {
    pub(crate) fn success(&self) -> bool {
        self.code == Some(0)
    }

    pub(crate) fn lines(&self) -> Vec<&str> {
        self.stdout.lines().collect()
    }

    pub(crate) fn last_line(&self) -> &str {
        self.stdout.lines().last().unwrap_or("")
    }

    /// A failure the way the tool promises: non-zero, no panic, one line on stderr.
    pub(crate) fn assert_clean_failure(&self) {
        assert!(!self.success(), "expected failure, got {self:?}");
        assert_ne!(self.code, Some(101), "panicked: {}", self.stderr);
        assert!(
            !self.stderr.contains("panicked"),
            "panicked: {}",
            self.stderr
        );
        assert_eq!(
            self.stderr.lines().count(),
            1,
            "one stderr line expected: {:?}",
            self.stderr
        );
        assert!(self.stderr.starts_with("error: "), "{:?}", self.stderr);
    }
}

impl std::fmt::Debug for Run {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "exit {:?}\nstdout:\n{}\nstderr:\n{}",
            self.code, self.stdout, self.stderr
        )
    }
}

fn finish(output: Output) -> Run {
    Run {
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
        code: output.status.code(),
    }
}

/// Runs `fianchetto ARGS` with empty stdin.
pub(crate) fn run(args: &[&str]) -> Run {
    run_with_stdin(args, b"")
}

/// Runs `fianchetto ARGS` with `stdin` piped in.
pub(crate) fn run_with_stdin(args: &[&str], stdin: &[u8]) -> Run {
    run_with_env(args, stdin, &[])
}

/// `fianchetto ARGS`, not started, with these variables added to its environment.
pub(crate) fn command_with_env(args: &[&str], env: &[(&str, &str)]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_fianchetto"));
    command.args(args);
    command.envs(env.iter().copied());
    command
}

/// Runs `fianchetto ARGS` with `stdin` piped in and these variables added to its environment
/// (which the engines it starts inherit).
pub(crate) fn run_with_env(args: &[&str], stdin: &[u8], env: &[(&str, &str)]) -> Run {
    let mut child = command_with_env(args, env)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    pipe.write_all(stdin).expect("stdin accepts the input");
    drop(pipe);
    finish(child.wait_with_output().expect("the binary finishes"))
}

/// Runs `fianchetto ARGS` with empty stdin, killing it and failing the test if it has not
/// ended within `limit`: for runs that used to hang.
pub(crate) fn run_within(args: &[&str], limit: std::time::Duration) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fianchetto"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let started = std::time::Instant::now();
    while child
        .try_wait()
        .expect("the run can be waited for")
        .is_none()
    {
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("fianchetto {args:?} still ran after {limit:?}");
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    finish(child.wait_with_output().expect("the binary finishes"))
}

/// Runs `fianchetto ARGS` with stdout a pipe whose reading end is closed before the run starts
/// (`| head -0`), and asserts the one exit rule for that: status 141 and nothing on stderr.
/// Closing it only after the start would race a short output, which fits the pipe's buffer.
pub(crate) fn assert_closed_stdout_ends_quietly(args: &[&str]) {
    // A pipe whose only reader, `true`, has ended (`std::io::pipe` is newer than the MSRV).
    let mut reader = Command::new("true")
        .stdin(Stdio::piped())
        .spawn()
        .expect("`true` starts");
    let writer = reader.stdin.take().expect("stdin is piped");
    reader.wait().expect("`true` ends");
    let output = Command::new(env!("CARGO_BIN_EXE_fianchetto"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(141), "{args:?}: {stderr}");
    assert_eq!(stderr, "", "{args:?}");
}

/// A file in the system's temporary folder holding `contents`, removed when dropped.
pub(crate) struct ScratchFile(pub PathBuf);

impl ScratchFile {
    pub(crate) fn new(name: &str, contents: &[u8]) -> ScratchFile {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let unique = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!(
            "fianchetto-cli-{}-{unique}-{name}",
            std::process::id()
        ));
        std::fs::write(&path, contents).expect("the scratch file is written");
        ScratchFile(path)
    }

    pub(crate) fn path(&self) -> &str {
        self.0.to_str().expect("a UTF-8 temporary path")
    }
}

impl Drop for ScratchFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// A folder of its own in the system's temporary folder, removed with its contents when
/// dropped: a test can then see every file a run leaves behind.
pub(crate) struct ScratchDir(pub PathBuf);

impl ScratchDir {
    pub(crate) fn new(name: &str) -> ScratchDir {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let unique = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!(
            "fianchetto-cli-{}-{unique}-{name}",
            std::process::id()
        ));
        std::fs::create_dir(&path).expect("the scratch folder is made");
        ScratchDir(path)
    }

    /// The path of `name` in the folder, as text for an argument.
    pub(crate) fn path(&self, name: &str) -> String {
        self.0
            .join(name)
            .to_str()
            .expect("a UTF-8 temporary path")
            .to_owned()
    }

    /// Writes `contents` to `name` in the folder and returns its path.
    pub(crate) fn file(&self, name: &str, contents: &[u8]) -> String {
        let path = self.path(name);
        std::fs::write(&path, contents).expect("the scratch file is written");
        path
    }

    /// The names in the folder, sorted.
    pub(crate) fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(&self.0)
            .expect("the scratch folder is readable")
            .map(|entry| {
                let entry = entry.expect("a folder entry");
                entry.file_name().into_string().expect("a UTF-8 name")
            })
            .collect();
        names.sort();
        names
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A file of the repository's test data, `testdata/` at the workspace root.
pub(crate) fn testdata(path: &str) -> String {
    let full = format!("{}/../../testdata/{path}", env!("CARGO_MANIFEST_DIR"));
    assert!(
        std::path::Path::new(&full).exists(),
        "missing test data: {full}"
    );
    full
}

/// The Stockfish binary: `/usr/games/stockfish` (Debian's package) or `stockfish` on `PATH`.
/// `None` only when it is missing and `FIANCHETTO_SKIP_STOCKFISH=1` says to skip; otherwise a
/// missing Stockfish fails the test, so that CI cannot pass without running it.
pub(crate) fn stockfish() -> Option<String> {
    let on_path = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .map(|dir| dir.join("stockfish"));
    let found = std::iter::once(PathBuf::from("/usr/games/stockfish"))
        .chain(on_path)
        .find(|path| path.is_file());
    if let Some(found) = found {
        return Some(found.to_str().expect("a UTF-8 path").to_owned());
    }
    if std::env::var("FIANCHETTO_SKIP_STOCKFISH").as_deref() == Ok("1") {
        eprintln!("stockfish is missing: skipped (FIANCHETTO_SKIP_STOCKFISH=1)");
        return None;
    }
    panic!(
        "stockfish is missing: install it (apt-get install -y stockfish) or set \
         FIANCHETTO_SKIP_STOCKFISH=1 to skip the tests that need it"
    );
}

/// Toga II: `/usr/games/toga2` (Debian's package) or `toga2` on `PATH`. `None` only when it is
/// missing and `FIANCHETTO_SKIP_TOGA=1` says to skip; otherwise a missing Toga II fails the
/// test, so that CI cannot pass without running it.
pub(crate) fn toga() -> Option<String> {
    let on_path = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .map(|dir| dir.join("toga2"));
    let found = std::iter::once(PathBuf::from("/usr/games/toga2"))
        .chain(on_path)
        .find(|path| path.is_file());
    if let Some(found) = found {
        return Some(found.to_str().expect("a UTF-8 path").to_owned());
    }
    if std::env::var("FIANCHETTO_SKIP_TOGA").as_deref() == Ok("1") {
        eprintln!("toga2 is missing: skipped (FIANCHETTO_SKIP_TOGA=1)");
        return None;
    }
    panic!(
        "toga2 is missing: install it (apt-get install -y toga2) or set FIANCHETTO_SKIP_TOGA=1 \
         to skip the tests that need it"
    );
}

/// The fake engine script of `fianchetto-uci`'s tests; the CLI starts it without arguments,
/// so it reads its mode from `FAKE_MODE` (see the script).
pub(crate) fn fake_engine() -> String {
    format!(
        "{}/../uci/tests/fakes/fake-engine.sh",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The fake engine behind a wrapper script that runs it as a child.
pub(crate) fn wrapped_fake_engine() -> String {
    format!(
        "{}/../uci/tests/fakes/wrapper.sh",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[path = "../../uci/tests/shared/process_end.rs"]
mod process_end;

#[path = "../../uci/tests/shared/fairy.rs"]
mod fairy;

/// A current Fairy-Stockfish, found as `fianchetto-uci`'s tests find it: `None` (the test is
/// skipped, with a line on stderr) only when it is missing and `FIANCHETTO_REQUIRE_FAIRY` is not
/// `1`, as it is in CI.
pub(crate) fn fairy_stockfish() -> Option<String> {
    fairy::fairy_stockfish().map(|path| path.to_str().expect("a UTF-8 path").to_owned())
}

#[cfg(target_os = "linux")]
use process_end::process_has_ended;

/// Asserts that every pid written to `pid_file` (one a line) is of a process that has ended,
/// and that there was at least one.
pub(crate) fn assert_all_ended(pid_file: &ScratchFile) {
    let pids: Vec<u32> = std::fs::read_to_string(&pid_file.0)
        .unwrap_or_default()
        .lines()
        .map(|line| line.trim().parse().expect("a pid"))
        .collect();
    assert!(!pids.is_empty(), "the engines wrote their pids");
    #[cfg(target_os = "linux")]
    for pid in pids {
        assert!(
            process_has_ended(pid, std::time::Duration::from_secs(2)),
            "process {pid} is left behind"
        );
    }
}
