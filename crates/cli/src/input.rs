//! Opening PGN input: a file or stdin, unpacked on the fly when it ends in `.zst` or `.gz`,
//! counting the bytes the reader consumes for throughput and progress.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use anyhow::Context;
use indicatif::ProgressBar;

/// Large reads keep the reader on its fast path; 1 MiB is past the point of diminishing returns.
const BUFFER_BYTES: usize = 1 << 20;

/// An opened input: its reader, and its size when known up front (a plain file).
pub(crate) struct Input {
    pub(crate) reader: Box<dyn BufRead>,
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
    let (read, size): (Box<dyn Read>, Option<u64>) = match extension {
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

/// A `BufRead` that counts consumed bytes and moves a progress bar now and then.
pub(crate) struct Counting<R> {
    inner: R,
    consumed: u64,
    reported: u64,
    bar: ProgressBar,
}

impl<R> Counting<R> {
    pub(crate) fn new(inner: R, bar: ProgressBar) -> Counting<R> {
        Counting {
            inner,
            consumed: 0,
            reported: 0,
            bar,
        }
    }

    /// The bytes consumed so far.
    pub(crate) fn consumed(&self) -> u64 {
        self.consumed
    }

    pub(crate) fn bar(&self) -> &ProgressBar {
        &self.bar
    }
}

impl<R: Read> Read for Counting<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.consumed += n as u64;
        Ok(n)
    }
}

impl<R: BufRead> BufRead for Counting<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        self.inner.fill_buf()
    }

    fn consume(&mut self, amount: usize) {
        self.inner.consume(amount);
        self.consumed += amount as u64;
        // Updating the bar on every token would cost more than the parsing.
        if self.consumed - self.reported >= 1 << 20 {
            self.bar.set_position(self.consumed);
            self.reported = self.consumed;
        }
    }
}
