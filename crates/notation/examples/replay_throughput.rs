//! Measures how fast PGN is read while every mainline move is played legally, in MB/s.
//!
//! Usage: `cargo run --release -p fianchetto-notation --example replay_throughput -- FILE.pgn
//! [--memory]`. With `--memory` the file is read into memory first, which leaves out the reads.

use std::error::Error;
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::time::Instant;

use fianchetto_notation::movegen::Position;
use fianchetto_notation::pgn::{MainlineVisitor, Reader, Replay};

/// Keeps only the number of plies of each game.
struct Plies;

impl MainlineVisitor for Plies {
    type Output = u32;

    fn end_game(&mut self, _: &Position, plies: u32) -> u32 {
        plies
    }
}

/// Replays every game of `input`: games, plies and errors (the first error is printed).
fn replay(input: impl BufRead) -> (u64, u64, u64) {
    let mut reader = Reader::new(input);
    let mut replay = Replay::new(Plies);
    let (mut games, mut plies, mut errors) = (0, 0, 0);
    for game in reader.read_all(&mut replay) {
        match game {
            Ok(n) => {
                games += 1;
                plies += u64::from(n);
            }
            Err(e) => {
                if errors == 0 {
                    eprintln!("first error: {e}");
                }
                errors += 1;
            }
        }
    }
    (games, plies, errors)
}

fn main() -> Result<(), Box<dyn Error>> {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .ok_or("usage: replay_throughput FILE.pgn [--memory]")?;
    let in_memory = args.next().as_deref() == Some("--memory");
    let bytes = std::fs::metadata(&path)?.len();
    let data = if in_memory {
        std::fs::read(&path)?
    } else {
        Vec::new()
    };

    let start = Instant::now();
    let (games, plies, errors) = if in_memory {
        replay(&data[..])
    } else {
        replay(BufReader::with_capacity(1 << 16, File::open(&path)?))
    };
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{path}: {games} games, {plies} plies, {errors} errors, {:.1} MB/s ({secs:.3} s)",
        bytes as f64 / secs / 1e6
    );
    Ok(())
}
