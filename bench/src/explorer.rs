//! Explorer queries on a position index: 1,000 positions sampled from the 20k corpus (half from
//! the first ten plies of a game, popular; half from anywhere, mostly rare), each asked without
//! filters and with one of four filter sets, timed one by one on a warm index. Prints the
//! median, 99th percentile and slowest query of each kind.
//!
//! The index is `--index FILE` (`fianchetto index build ... -o FILE`), or else one built here
//! from the corpus. docs/benchmarks.md builds a million-game index by giving the corpus to
//! `index build` fifty times.

use std::ops::ControlFlow;
use std::path::Path;
use std::time::Instant;

use fianchetto::index::{Filter, Index, IndexBuilder, Query, Speed, position_key};
use fianchetto::pgn::{MainlineVisitor, ParallelReader, Replay, Unpacked};
use fianchetto::variant::AnyPosition;
use fianchetto::{Color, Move};

/// Collects every mainline position of a game.
struct Positions(Vec<AnyPosition>);

impl MainlineVisitor<AnyPosition> for Positions {
    type Output = Vec<AnyPosition>;

    fn begin_game(&mut self) {
        self.0.clear();
    }

    fn end_tags(&mut self, start: &AnyPosition) -> fianchetto::pgn::Skip {
        self.0.push(*start);
        fianchetto::pgn::Skip(false)
    }

    fn play(&mut self, _before: &AnyPosition, _m: Option<Move>, after: &AnyPosition) {
        self.0.push(*after);
    }

    fn end_game(&mut self, _end: &AnyPosition, _plies: u32) -> Vec<AnyPosition> {
        std::mem::take(&mut self.0)
    }
}

/// `count` positions of the games of `pgn`, by a fixed pseudo-random walk.
pub fn sample(pgn: &Path, count: usize) -> Vec<AnyPosition> {
    let mut games = Vec::new();
    let input = Unpacked::open(pgn).expect("the corpus opens");
    ParallelReader::new(1)
        .for_each(input, || Replay::new(Positions(Vec::new())), |game| {
            if let Ok(positions) = game {
                games.push(positions);
            }
            ControlFlow::Continue(())
        })
        .expect("the corpus reads");
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..count)
        .map(|i| {
            let game = &games[next() as usize % games.len()];
            let ply = if i % 2 == 0 {
                next() as usize % game.len().min(10)
            } else {
                next() as usize % game.len()
            };
            game[ply]
        })
        .collect()
}

/// The filter sets the filtered queries take turns with.
fn filters() -> [Filter; 4] {
    [
        Filter::default().speeds([Speed::Blitz, Speed::Rapid]),
        Filter::default().ratings(1600, 2200),
        Filter::default().since(2024, 5).until(2024, 5).speeds([Speed::Bullet]),
        Filter::default().player("Blue_Bear", Color::White),
    ]
}

fn percentiles(name: &str, mut millis: Vec<f64>) {
    millis.sort_by(f64::total_cmp);
    let at = |q: f64| millis[((millis.len() - 1) as f64 * q).round() as usize];
    println!(
        "{name:<28} {:>5} queries  median {:>7.3} ms  p99 {:>7.3} ms  max {:>7.3} ms",
        millis.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}

/// Times the queries; with `keys`, first writes each sampled position's key (the one
/// `export --plies` writes) and the games reaching it, a line each, for
/// `bench/explorer_duckdb.py` to ask the same questions in SQL.
pub fn bench(pgn: &Path, index: Option<&Path>, keys: Option<&Path>) {
    let started = Instant::now();
    let index = match index {
        Some(path) => Index::open(path).expect("the index opens"),
        None => {
            let mut builder = IndexBuilder::new().threads(0);
            builder.add_file(pgn.to_str().expect("a UTF-8 path")).expect("the corpus is indexed");
            let mut bytes = Vec::new();
            builder.write(&mut bytes).expect("written");
            Index::from_bytes(bytes).expect("opens")
        }
    };
    println!(
        "explorer: index of {} games opened in {:.3} s",
        index.game_count(),
        started.elapsed().as_secs_f64()
    );
    let positions = sample(pgn, 1000);
    if let Some(path) = keys {
        let lines: String = positions
            .iter()
            .map(|pos| {
                let games = index.explore(pos, &Query::default()).expect("a query");
                format!("{}\t{}\n", position_key(pos), games.total.games)
            })
            .collect();
        std::fs::write(path, lines).expect("the keys are written");
    }
    // Warm: every query once before timing.
    for pos in &positions {
        index.explore(pos, &Query::default()).expect("a query");
    }
    let filters = filters();
    let mut plain = Vec::new();
    let mut filtered = Vec::new();
    let mut listed = Vec::new();
    let mut games = 0u64;
    for (i, pos) in positions.iter().enumerate() {
        let timed = |query: &Query| {
            let start = Instant::now();
            let answer = index.explore(pos, query).expect("a query");
            (start.elapsed().as_secs_f64() * 1e3, answer.total.games)
        };
        let (ms, n) = timed(&Query::default());
        plain.push(ms);
        games += n;
        let filter = filters[i % filters.len()].clone();
        filtered.push(timed(&Query { filter, ..Query::default() }).0);
        listed.push(timed(&Query { top: 10, recent: 10, ..Query::default() }).0);
    }
    println!("explorer: the sampled positions were reached by {games} games in all");
    percentiles("no filters", plain);
    percentiles("filtered", filtered);
    percentiles("top 10 and recent 10", listed);
}
