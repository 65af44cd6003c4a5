//! The engine's output, read line by line on a thread of its own so that every wait for it can
//! have a timeout.

use std::io::{self, BufRead, BufReader, Read};
use std::string::String;
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::vec::Vec;

/// The longest line kept: far beyond any real engine's, short of letting one fill the memory.
pub(crate) const MAX_LINE_BYTES: usize = 1 << 20;

/// The most lines read ahead of the driver. An engine that writes faster than the driver reads
/// (a flood of `info` lines) then waits on its full pipe instead of filling the memory.
pub(crate) const QUEUED_LINES: usize = 1024;

/// What the reader thread saw.
pub(crate) enum OutputEvent {
    /// A line, without its line ending, invalid UTF-8 replaced.
    Line(String),
    /// A line longer than [`MAX_LINE_BYTES`]; reading stopped.
    TooLong,
    /// Reading failed; reading stopped.
    Failed(io::Error),
}

/// Reads `output` on a new thread until it ends (the channel then disconnects) or breaks, or
/// the receiver is dropped.
///
/// At most [`QUEUED_LINES`] lines wait in the channel; the thread then blocks until the driver
/// takes one, or drops the receiver, which ends the blocked send and the thread with it. The
/// thread is not joined: an engine's child process could keep the pipe open after the engine
/// is killed, and no one should wait for that.
pub(crate) fn read_lines(output: impl Read + Send + 'static) -> Receiver<OutputEvent> {
    let (sender, receiver) = mpsc::sync_channel(QUEUED_LINES);
    thread::spawn(move || {
        let mut output = BufReader::new(output);
        let mut line = Vec::new();
        loop {
            let event = match read_line(&mut output, &mut line) {
                Ok(true) => OutputEvent::Line(text(&line)),
                Ok(false) => return,
                Err(err) if err.kind() == io::ErrorKind::InvalidData => OutputEvent::TooLong,
                Err(err) => OutputEvent::Failed(err),
            };
            let last = !matches!(event, OutputEvent::Line(_));
            // A send fails when the engine is gone: nobody is listening any more.
            if sender.send(event).is_err() || last {
                return;
            }
        }
    });
    receiver
}

/// Reads one line into `line`: `Ok(false)` at the end of the output, `InvalidData` when the
/// line passes [`MAX_LINE_BYTES`].
fn read_line(output: &mut impl BufRead, line: &mut Vec<u8>) -> io::Result<bool> {
    line.clear();
    loop {
        let buffer = match output.fill_buf() {
            Ok(buffer) => buffer,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(err),
        };
        if buffer.is_empty() {
            return Ok(!line.is_empty());
        }
        let (taken, done) = match buffer.iter().position(|&b| b == b'\n') {
            Some(newline) => (newline + 1, true),
            None => (buffer.len(), false),
        };
        line.extend_from_slice(&buffer[..taken]);
        output.consume(taken);
        if line.len() > MAX_LINE_BYTES {
            return Err(io::ErrorKind::InvalidData.into());
        }
        if done {
            return Ok(true);
        }
    }
}

/// The line as text, without `\n` or `\r\n`.
fn text(line: &[u8]) -> String {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    String::from_utf8_lossy(line).into_owned()
}

#[cfg(test)]
mod tests {
    use super::{OutputEvent, QUEUED_LINES, read_lines};
    use std::io::{self, Read};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    use std::thread;
    use std::time::{Duration, Instant};

    /// Endless `info` lines, counting the bytes read and saying when it is dropped (the reader
    /// thread has ended).
    struct Flood {
        read: Arc<AtomicUsize>,
        dropped: Arc<AtomicBool>,
    }

    impl Read for Flood {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let line = b"info depth 1 score cp 0\n";
            let n = buf.len().min(line.len());
            buf[..n].copy_from_slice(&line[..n]);
            self.read.fetch_add(n, Ordering::SeqCst);
            Ok(n)
        }
    }

    impl Drop for Flood {
        fn drop(&mut self) {
            self.dropped.store(true, Ordering::SeqCst);
        }
    }

    #[test]
    fn a_flood_is_read_only_as_fast_as_it_is_taken_and_the_reader_ends_with_the_receiver() {
        let read = Arc::new(AtomicUsize::new(0));
        let dropped = Arc::new(AtomicBool::new(false));
        let flood = Flood {
            read: Arc::clone(&read),
            dropped: Arc::clone(&dropped),
        };
        let receiver = read_lines(flood);
        assert!(
            matches!(receiver.recv(), Ok(OutputEvent::Line(line)) if line == "info depth 1 score cp 0")
        );
        thread::sleep(Duration::from_millis(200));
        let ahead = read.load(Ordering::SeqCst);
        thread::sleep(Duration::from_millis(100));
        assert_eq!(read.load(Ordering::SeqCst), ahead, "the reader waits");
        assert!(
            ahead < (QUEUED_LINES + 2) * 24 + 8192,
            "{ahead} bytes read ahead"
        );
        drop(receiver);
        let deadline = Instant::now() + Duration::from_secs(5);
        while !dropped.load(Ordering::SeqCst) {
            assert!(Instant::now() < deadline, "the reader thread still runs");
            thread::sleep(Duration::from_millis(10));
        }
    }
}
