//! Whether a process that is not this one's child has ended. The uci tests and the CLI's (by
//! `#[path]`) check with it that no engine outlives its driver.

use std::time::{Duration, Instant};

/// Whether the process `pid` has ended `within` the given time: gone, or a zombie (whose
/// reaping is up to its parent, or to init, which may be slow or, in some containers, never
/// happen).
#[cfg(target_os = "linux")]
pub(crate) fn process_has_ended(pid: u32, within: Duration) -> bool {
    let deadline = Instant::now() + within;
    loop {
        let ended = match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
            Err(_) => true,
            // The state follows the command name, which is in parentheses and may hold spaces.
            Ok(stat) => stat
                .rsplit_once(") ")
                .is_some_and(|(_, rest)| rest.starts_with('Z') || rest.starts_with('X')),
        };
        if ended || Instant::now() > deadline {
            return ended;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}
