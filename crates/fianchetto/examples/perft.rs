//! Times bulk-counted perft and prints millions of nodes per second.
//!
//! `cargo run --release -p fianchetto --example perft [depth] [FEN]`
//! (defaults: depth 6 from the start position).

use std::time::Instant;

use fianchetto::movegen::perft::perft;
use fianchetto::{CastlingMode, Position};

fn main() {
    let mut args = std::env::args().skip(1);
    let depth: u32 = args.next().and_then(|d| d.parse().ok()).unwrap_or(6);
    let position = match args.next() {
        Some(fen) => fianchetto::fen::parse_position(&fen, CastlingMode::Standard)
            .unwrap_or_else(|err| panic!("{fen:?}: {err}")),
        None => Position::new(),
    };
    let start = Instant::now();
    let nodes = perft(&position, depth);
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "perft {depth}: {nodes} nodes in {seconds:.3} s = {:.1} Mnps",
        nodes as f64 / seconds / 1e6
    );
}
