//! How long a picture takes: an SVG of a middlegame board, its PNG at 400 pixels, and the GIF
//! of a 100-ply game of the corpus (a frame a ply). No peer draws boards in Rust; python-chess's
//! `chess.svg.board` is timed by `bench/pictures.py` for comparison.

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use fianchetto::pgn::{GameBuilder, Reader};
use fianchetto::svg::{Arrow, GifWriter, Picture};
use fianchetto::{Move, Position, Square};

use crate::stats::{Options, Samples};

/// The Ruy Lopez after 3...a6, with the last move, an arrow and a check-free board.
const FEN: &str = "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4";

fn picture() -> Picture {
    let pos = Position::from_fen(FEN).expect("a valid FEN");
    Picture::of(&pos)
        .last_move(Move::normal(Square::A7, Square::A6))
        .arrow(Arrow::new(Square::B5, Square::A4))
}

/// Seconds per call of `f`, over `calls` calls, one sample a round.
fn time(opts: &Options, calls: u32, mut f: impl FnMut()) -> Samples {
    let mut samples = Samples::default();
    for _ in 0..opts.rounds {
        let start = Instant::now();
        for _ in 0..calls {
            f();
        }
        samples.0.push(start.elapsed().as_secs_f64() / f64::from(calls));
    }
    samples
}

/// The first game of `pgn` with at least 100 plies: its positions and moves, 100 plies of them.
fn long_game(pgn: &Path) -> (Position, Vec<(Position, Move)>) {
    let mut reader = Reader::open(pgn).expect("the corpus opens");
    loop {
        let game = reader
            .read_game(&mut GameBuilder::<Position>::default())
            .expect("the corpus reads")
            .expect("a game of 100 plies in the corpus");
        let plies: Vec<(Position, Move)> = game
            .mainline_nodes()
            .take(100)
            .filter_map(|node| Some((*node.position(), node.node().mv?)))
            .collect();
        if plies.len() == 100 {
            return (game.start, plies);
        }
    }
}

pub fn bench(pgn: &Path, opts: &Options) {
    println!("\n## Pictures (one thread)\n");
    println!("| task | best | median |\n|---|---:|---:|");
    let row = |task: &str, samples: &Samples, unit: f64, name: &str| {
        println!(
            "| {task} | {:.1} {name} | {:.1} {name} |",
            samples.best() * unit,
            samples.median() * unit
        );
    };
    let board = picture();
    let svg = time(opts, 20_000, || {
        black_box(black_box(&board).to_svg());
    });
    row("SVG of a board", &svg, 1e6, "µs");
    let png = time(opts, 40, || {
        black_box(black_box(&board).to_png().expect("a PNG"));
    });
    row("PNG of a 400-pixel board", &png, 1e3, "ms");
    let (start, plies) = long_game(pgn);
    let gif = time(opts, 1, || {
        let mut gif = GifWriter::new(Vec::new(), Duration::from_millis(500));
        gif.push(&Picture::of(&start)).expect("a frame");
        for (pos, m) in &plies {
            gif.push(&Picture::of(pos).last_move(*m)).expect("a frame");
        }
        black_box(gif.finish().expect("a GIF"));
    });
    row("GIF of a 100-ply game, 400 pixels", &gif, 1e3, "ms");
}
