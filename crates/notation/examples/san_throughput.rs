//! Measures SAN reading speed the way a PGN reader uses it: replaying random games from SAN
//! text held in one buffer, minus the cost of replaying the same moves without SAN.
//!
//! Run with `cargo run --release -p fianchetto-notation --example san_throughput`. On Linux it
//! also reports CPU time, which a busy machine does not inflate.

use std::hint::black_box;
use std::time::Instant;

use fianchetto_notation::Notation;
use fianchetto_notation::movegen::{Move, Position};
use fianchetto_notation::san::San;

// A small seeded generator, so the games are the same on every run.
#[path = "support/xorshift.rs"]
mod xorshift;

use xorshift::XorShift;

/// Nanoseconds this thread has run on a CPU (Linux), or `None`.
fn cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

/// Runs `f` `rounds` times; returns wall-clock and (if known) CPU seconds.
fn time(rounds: usize, mut f: impl FnMut()) -> (f64, Option<f64>) {
    let start = Instant::now();
    let cpu_start = cpu_ns();
    for _ in 0..rounds {
        f();
    }
    let cpu = cpu_start.zip(cpu_ns()).map(|(a, b)| (b - a) as f64 / 1e9);
    (start.elapsed().as_secs_f64(), cpu)
}

fn main() {
    // Random games: each as its moves and as SAN text (with suffixes) in one buffer.
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut games: Vec<(Vec<Move>, String)> = Vec::new();
    let mut plies = 0usize;
    for _ in 0..2000 {
        let mut pos = Position::new();
        let mut moves = Vec::new();
        let mut text = String::new();
        for _ in 0..160 {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = rng.pick(&legal);
            let (san, after) = pos.play_with_san(m);
            text.push_str(&san.to_string());
            text.push(' ');
            moves.push(m);
            pos = after;
        }
        plies += moves.len();
        games.push((moves, text));
    }

    let rounds = 20;
    let n = (rounds * plies) as f64;
    let (san_wall, san_cpu) = time(rounds, || {
        for (_, text) in &games {
            let mut pos = Position::new();
            for san in text
                .as_bytes()
                .split(|&b| b == b' ')
                .filter(|s| !s.is_empty())
            {
                let m = pos
                    .resolve_san(&San::from_ascii(black_box(san)).unwrap())
                    .unwrap();
                pos = pos.play_unchecked(m);
            }
            black_box(pos);
        }
    });
    let (play_wall, play_cpu) = time(rounds, || {
        for (moves, text) in &games {
            let mut pos = Position::new();
            // Split the text too, so only parsing and resolving differ.
            let words = text
                .as_bytes()
                .split(|&b| b == b' ')
                .filter(|s| !s.is_empty());
            for (m, san) in moves.iter().zip(words) {
                black_box(san);
                pos = pos.play_unchecked(black_box(*m));
            }
            black_box(pos);
        }
    });

    println!(
        "{plies} plies in {} random games, {rounds} rounds",
        games.len()
    );
    let report = |what: &str, seconds: f64| {
        println!(
            "{what}: {:.1} ns per SAN, {:.1} M SAN/s",
            seconds / n * 1e9,
            n / seconds / 1e6
        );
    };
    report("wall, replay from SAN", san_wall);
    report("wall, replay from moves", play_wall);
    report("wall, SAN parse + resolve", san_wall - play_wall);
    if let (Some(san_cpu), Some(play_cpu)) = (san_cpu, play_cpu) {
        report("cpu, replay from SAN", san_cpu);
        report("cpu, replay from moves", play_cpu);
        report("cpu, SAN parse + resolve", san_cpu - play_cpu);
    }
}
