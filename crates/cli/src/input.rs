//! Opening PGN input: a file or stdin, unpacked on the fly when it ends in `.zst` or `.gz`,
//! counting the bytes the reader consumes for throughput and progress.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use anyhow::Context;
use indicatif::ProgressBar;

/// Large reads keep the reader on its fast path; 1 MiB is past the point of diminishing returns.
const BUFFER_BYTES: usize = 1 << 20;

/// An opened input: its reader, and its size when known up front (a plain file).
pub(crate) struct Input {
    pub(crate) reader: Box<dyn BufRead + Send>,
    pub(crate) size: Option<u64>,
}

/// Opens `path` (`-` for stdin), unpacking `.zst` and `.gz` files.
pub(crate) fn open(path: &str) -> anyhow::Result<Input> {
    if path == "-" {
        return Ok(Input {
            reader: Box::new(BufReader::with_capacity(BUFFER_BYTES, io::stdin())),
            size: None,
        });
    }
    let file = File::open(path).with_context(|| format!("cannot open {path}"))?;
    let extension = Path::new(path)
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("");
    let (read, size): (Box<dyn Read + Send>, Option<u64>) = match extension {
        "zst" => {
            let decoder = zstd::Decoder::new(file);
            (
                Box::new(decoder.with_context(|| format!("cannot read {path} as zstd"))?),
                None,
            )
        }
        "gz" => (
            Box::new(flate2::read::MultiGzDecoder::new(BufReader::new(file))),
            None,
        ),
        _ => {
            let size = file.metadata().ok().map(|m| m.len());
            (Box::new(file), size)
        }
    };
    Ok(Input {
        reader: Box::new(BufReader::with_capacity(BUFFER_BYTES, read)),
        size,
    })
}

/// A `BufRead` (or `Read`) that counts the bytes taken from it and moves a progress bar now and
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

impl<R: BufRead> BufRead for Counting<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        self.inner.fill_buf()
    }

    fn consume(&mut self, amount: usize) {
        self.inner.consume(amount);
        self.taken(amount);
    }
}
