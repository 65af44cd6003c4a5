//! The engine's process, in a process group of its own so that ending it ends everything it
//! started: an engine behind a wrapper script is the script's child, and killing the script
//! alone would leave the engine running.

use std::io;
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// How often an exiting process is polled: short next to any timeout, long next to a poll.
const EXIT_POLL: Duration = Duration::from_millis(5);

/// A child process leading its own process group.
#[derive(Debug)]
pub(crate) struct Process {
    child: Child,
    exit_status: Option<ExitStatus>,
}

impl Process {
    /// Starts `command` with piped stdin and stdout, stderr discarded, in a new process group
    /// (on Unix; elsewhere only the process itself is ever killed).
    pub(crate) fn spawn(command: &mut Command) -> io::Result<(Process, ChildStdin, ChildStdout)> {
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(command, 0);
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            unreachable!("both streams were piped");
        };
        let process = Process {
            child,
            exit_status: None,
        };
        Ok((process, stdin, stdout))
    }

    pub(crate) fn id(&self) -> u32 {
        self.child.id()
    }

    /// Polls the process until it exits (reaping it) or `timeout` passes.
    pub(crate) fn wait_for_exit(&mut self, timeout: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + timeout;
        loop {
            if self.exit_status.is_some() {
                return self.exit_status;
            }
            match self.child.try_wait() {
                Ok(Some(status)) => self.exit_status = Some(status),
                Ok(None) if Instant::now() < deadline => thread::sleep(EXIT_POLL),
                _ => return None,
            }
        }
    }

    /// Kills the process and everything left in its group, and reaps the process.
    ///
    /// The group is killed even when its leader has exited: a wrapper script may have left
    /// the engine it started behind.
    pub(crate) fn kill_group_and_reap(&mut self) {
        self.kill_group();
        if self.exit_status.is_none() {
            // Killing fails only for a process that already exited; `wait` reaps either way.
            let _ = self.child.kill();
            self.exit_status = self.child.wait().ok();
        }
    }

    #[cfg(unix)]
    fn kill_group(&self) {
        use rustix::process::{Pid, Signal, kill_process_group};
        // The group's id is the leader's pid (`process_group(0)`). A pid is never reused while
        // a group of that id has members; once the group is empty the call fails harmlessly
        // (ESRCH), which is why its result is ignored.
        let leader = Pid::from_child(&self.child);
        if leader != Pid::INIT {
            let _ = kill_process_group(leader, Signal::KILL);
        }
    }

    #[cfg(not(unix))]
    fn kill_group(&self) {}
}
