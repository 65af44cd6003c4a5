//! Opening PGN input: a file or stdin, unpacked on the fly when it is zstd or gzip
//! (`pgn::Unpacked`), counting the bytes the reader takes for throughput and progress.

use std::io::{self, Read};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use anyhow::Context;
use fianchetto::pgn::{Compression, Unpacked};
use indicatif::ProgressBar;

/// An opened input: its reader, and its size when known up front (a plain file).
pub(crate) struct Input {
    pub(crate) reader: Box<dyn Read + Send>,
    pub(crate) size: Option<u64>,
}

/// Opens `path` (`-` for stdin), unpacking zstd and gzip, known by the name (`.zst`, `.gz`) or
/// else by the first bytes.
pub(crate) fn open(path: &str) -> anyhow::Result<Input> {
    if path == "-" {
        let stdin = Unpacked::new(io::stdin()).context("cannot read stdin")?;
        return Ok(Input {
            reader: Box::new(stdin),
            size: None,
        });
    }
    let file = Unpacked::open(path).with_context(|| format!("cannot open {path}"))?;
    let size = match file.compression() {
        Compression::Plain => std::fs::metadata(path).ok().map(|m| m.len()),
        _ => None,
    };
    Ok(Input {
        reader: Box::new(file),
        size,
    })
}

/// A `Read` that counts the bytes taken from it and moves a progress bar now and
/// then; its [`ByteCount`] can be read from another thread.
pub(crate) struct Counting<R> {
    inner: R,
    count: ByteCount,
    unreported: u64,
}

/// The bytes a [`Counting`] reader has handed out, and its progress bar.
#[derive(Clone)]
pub(crate) struct ByteCount {
    consumed: Arc<AtomicU64>,
    bar: ProgressBar,
}

impl ByteCount {
    /// The bytes consumed so far.
    pub(crate) fn consumed(&self) -> u64 {
        self.consumed.load(Ordering::Relaxed)
    }

    pub(crate) fn bar(&self) -> &ProgressBar {
        &self.bar
    }
}

impl<R> Counting<R> {
    pub(crate) fn new(inner: R, bar: ProgressBar) -> Counting<R> {
        let consumed = Arc::new(AtomicU64::new(0));
        Counting {
            inner,
            count: ByteCount { consumed, bar },
            unreported: 0,
        }
    }

    pub(crate) fn count(&self) -> ByteCount {
        self.count.clone()
    }

    fn taken(&mut self, amount: usize) {
        self.unreported += amount as u64;
        // Updating the count and the bar on every token would cost more than the parsing.
        if self.unreported >= 1 << 20 {
            self.flush();
        }
    }

    fn flush(&mut self) {
        let total = self
            .count
            .consumed
            .fetch_add(self.unreported, Ordering::Relaxed);
        self.count.bar.set_position(total + self.unreported);
        self.unreported = 0;
    }
}

impl<R> Drop for Counting<R> {
    fn drop(&mut self) {
        self.flush();
    }
}

impl<R: Read> Read for Counting<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.taken(n);
        Ok(n)
    }
}
