//! Measures how fast the PGN reader tokenizes a file, counting games and mainline move tokens.
//!
//! Usage: `cargo run --release --example pgn_scan_throughput -- FILE.pgn [--memory]`. With `--memory` the
//! file is read into memory first and parsed from the slice, which leaves out the file reads.

use std::convert::Infallible;
use std::fs::File;
use std::io::BufReader;
use std::time::Instant;

use fianchetto_notation::pgn::{Reader, Skip, Visitor};

/// Counts mainline move tokens, keeping track of the variation depth.
#[derive(Default)]
struct Count {
    depth: usize,
    mainline: u64,
}

impl Visitor for Count {
    type Output = ();
    type Error = Infallible;

    fn san(&mut self, _: &[u8]) -> Result<(), Infallible> {
        if self.depth == 0 {
            self.mainline += 1;
        }
        Ok(())
    }

    fn begin_variation(&mut self) -> Result<Skip, Infallible> {
        self.depth += 1;
        Ok(Skip(false))
    }

    fn end_variation(&mut self) -> Result<(), Infallible> {
        self.depth -= 1;
        Ok(())
    }

    fn end_game(&mut self) {
        self.depth = 0;
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let path = args.next().ok_or("usage: throughput FILE.pgn [--memory]")?;
    let in_memory = args.next().as_deref() == Some("--memory");
    let bytes = std::fs::metadata(&path)?.len();
    let data = if in_memory {
        std::fs::read(&path)?
    } else {
        Vec::new()
    };

    let start = Instant::now();
    let mut count = Count::default();
    let mut games = 0u64;
    let mut errors = 0u64;
    let mut tally = |result: Result<Option<()>, _>| match result {
        Ok(Some(())) => {
            games += 1;
            true
        }
        Ok(None) => false,
        Err(e) => {
            eprintln!("{e}");
            errors += 1;
            true
        }
    };
    if in_memory {
        let mut reader = Reader::new(&data[..]);
        while tally(reader.read_game(&mut count)) {}
    } else {
        let mut reader = Reader::new(BufReader::with_capacity(1 << 16, File::open(&path)?));
        while tally(reader.read_game(&mut count)) {}
    }
    let seconds = start.elapsed().as_secs_f64();

    println!(
        "{path}: {games} games, {} mainline tokens, {errors} errors, {:.1} MB/s ({seconds:.3} s)",
        count.mainline,
        bytes as f64 / seconds / 1e6
    );
    Ok(())
}
