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
    /// Whether the process was reaped (waited for): from then on its group is never signalled.
    reaped: bool,
    /// How many times the group was sent SIGKILL (at most once).
    #[cfg(test)]
    group_kills: u32,
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
            reaped: false,
            #[cfg(test)]
            group_kills: 0,
        };
        Ok((process, stdin, stdout))
    }

    pub(crate) fn id(&self) -> u32 {
        self.child.id()
    }

    /// Polls the process until it exits or `timeout` passes. Once it has exited, whatever is
    /// left of its group is killed and the process reaped (see [`Process::kill_group_and_reap`]).
    pub(crate) fn wait_for_exit(&mut self, timeout: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + timeout;
        loop {
            if self.reaped {
                return self.exit_status;
            }
            match self.has_exited() {
                Ok(true) => self.kill_group_and_reap(),
                Ok(false) if Instant::now() < deadline => thread::sleep(EXIT_POLL),
                _ => return None,
            }
        }
    }

    /// Kills the process and everything left in its group, and reaps the process; nothing once
    /// it is reaped.
    ///
    /// The group is killed even when its leader has exited: a wrapper script may have left
    /// the engine it started behind.
    pub(crate) fn kill_group_and_reap(&mut self) {
        if self.reaped {
            // why: the group's id is the leader's pid. While the leader is an unreaped zombie
            // that pid, and so the group id, cannot be given to another process; once it is
            // reaped and the group empties, a new process may lead a group of the same id,
            // and a kill sent now could hit it. So the group is killed before the leader is
            // reaped (here and in `wait_for_exit`), and never after.
            return;
        }
        self.kill_group();
        // Killing fails only for a process that already exited; `wait` reaps either way.
        let _ = self.child.kill();
        self.exit_status = self.child.wait().ok();
        self.reaped = true;
    }

    /// Whether the process has exited, leaving it unreaped (a zombie) where the system can:
    /// its group is killed before it is reaped.
    #[cfg(all(
        unix,
        not(any(
            target_os = "cygwin",
            target_os = "horizon",
            target_os = "openbsd",
            target_os = "redox"
        ))
    ))]
    fn has_exited(&mut self) -> io::Result<bool> {
        use rustix::process::{Pid, WaitId, WaitIdOptions, waitid};
        let options = WaitIdOptions::EXITED | WaitIdOptions::NOHANG | WaitIdOptions::NOWAIT;
        Ok(waitid(WaitId::Pid(Pid::from_child(&self.child)), options)?.is_some())
    }

    /// Whether the process has exited. Without `waitid(WNOWAIT)` finding out reaps it, so its
    /// group is not killed after (see [`Process::kill_group_and_reap`]).
    #[cfg(not(all(
        unix,
        not(any(
            target_os = "cygwin",
            target_os = "horizon",
            target_os = "openbsd",
            target_os = "redox"
        ))
    )))]
    fn has_exited(&mut self) -> io::Result<bool> {
        let status = self.child.try_wait()?;
        if status.is_some() {
            self.exit_status = status;
            self.reaped = true;
        }
        Ok(status.is_some())
    }

    #[cfg(unix)]
    fn kill_group(&mut self) {
        use rustix::process::{Pid, Signal, kill_process_group};
        // The group's id is the leader's pid (`process_group(0)`), still unreaped here; once
        // the group is empty the call fails harmlessly (ESRCH), which is why its result is
        // ignored.
        let leader = Pid::from_child(&self.child);
        if leader != Pid::INIT {
            #[cfg(test)]
            {
                self.group_kills += 1;
            }
            let _ = kill_process_group(leader, Signal::KILL);
        }
    }

    #[cfg(not(unix))]
    fn kill_group(&mut self) {}
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::Process;
    use std::io::Read;
    use std::process::Command;
    use std::string::String;
    use std::time::{Duration, Instant};

    fn has_ended(pid: u32) -> bool {
        let deadline = Instant::now() + Duration::from_secs(2);
        loop {
            let ended =
                std::fs::read_to_string(std::format!("/proc/{pid}/stat")).map_or(true, |stat| {
                    stat.rsplit_once(") ")
                        .is_some_and(|(_, rest)| rest.starts_with('Z') || rest.starts_with('X'))
                });
            if ended || Instant::now() > deadline {
                return ended;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// A leader that exits by itself, leaving a child behind in its group: the child is killed
    /// when the exit is seen, before the leader is reaped, and the group is never signalled
    /// again.
    #[test]
    fn the_group_is_killed_once_before_the_leader_is_reaped() {
        let mut command = Command::new("sh");
        command.args(["-c", "sleep 600 >/dev/null & echo $!; exit 3"]);
        let (mut process, stdin, mut stdout) = Process::spawn(&mut command).expect("sh starts");
        drop(stdin);
        let mut left_behind = String::new();
        stdout.read_to_string(&mut left_behind).unwrap();
        let left_behind: u32 = left_behind.trim().parse().expect("a pid");
        let status = process
            .wait_for_exit(Duration::from_secs(5))
            .expect("sh exits");
        assert_eq!(status.code(), Some(3));
        assert_eq!(process.group_kills, 1);
        assert!(has_ended(left_behind), "sleep {left_behind} is left behind");
        process.kill_group_and_reap();
        process.kill_group_and_reap();
        assert_eq!(process.wait_for_exit(Duration::ZERO), Some(status));
        assert_eq!(process.group_kills, 1, "no kill after the leader is reaped");
    }
}
