//! Times the slider lookups on pseudo-random squares and occupancies:
//! `cargo run --release -p fianchetto-magic --example bench_lookup`.

use std::hint::black_box;
use std::time::Instant;

use fianchetto_magic::{Bitboard, Square, bishop_attacks, queen_attacks, rook_attacks};

/// Lookups per measurement: `CASES * ROUNDS`.
const CASES: usize = 4096;
const ROUNDS: usize = 100_000;

fn main() {
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let cases: Vec<(Square, Bitboard)> = (0..CASES)
        .map(|_| {
            let square = Square::ALL[(next() % 64) as usize];
            (square, Bitboard(next() & next()))
        })
        .collect();

    time("rook", &cases, rook_attacks);
    time("bishop", &cases, bishop_attacks);
    time("queen", &cases, queen_attacks);
}

/// Runs `lookup` over every case `ROUNDS` times and prints nanoseconds per lookup.
fn time(name: &str, cases: &[(Square, Bitboard)], lookup: impl Fn(Square, Bitboard) -> Bitboard) {
    let start = Instant::now();
    let mut sum = 0u64;
    for _ in 0..ROUNDS {
        for &(square, occupied) in black_box(cases) {
            sum = sum.wrapping_add(lookup(square, occupied).0);
        }
    }
    let elapsed = start.elapsed();
    black_box(sum);
    let lookups = (CASES * ROUNDS) as f64;
    println!(
        "{name:>6}: {:.3} ns/lookup ({lookups:.0} lookups in {elapsed:.2?})",
        elapsed.as_nanos() as f64 / lookups
    );
}
