//! Races fianchetto against cozy-chess, shakmaty, pgn-reader and shakmaty-syzygy in one process,
//! one thread (Syzygy probes also on two):
//! `cargo run --release --manifest-path bench/Cargo.toml --bin fianchetto-bench -- [perft|variants|pgn|syzygy|explorer|storage|pictures|all] [--pgn FILE] [--index FILE] [--rounds N]`
//! (and `--only NAME`, `--shallow PLIES` for profilers).

mod explorer;
mod perft;
mod pgn;
mod pictures;
mod stats;
mod storage;
mod syzygy;
mod variant_perft;

use stats::Options;

use std::path::PathBuf;
use std::time::Instant;

/// The 20,000-game corpus the repository carries (`testdata/corpus`), packed: `pgn` unpacks a
/// `.zst` file once, so `all` works with no setup.
const DEFAULT_PGN: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../testdata/corpus/games-20k.pgn.zst"
);

fn usage() -> ! {
    eprintln!(
        "usage: fianchetto-bench [perft|variants|pgn|syzygy|explorer|storage|pictures|all] [--pgn FILE] [--index FILE] \
         [--rounds N] [--only NAME] [--shallow PLIES] [--keys FILE]"
    );
    std::process::exit(2);
}

fn main() {
    let mut what = String::from("all");
    let mut pgn = PathBuf::from(DEFAULT_PGN);
    let mut index: Option<PathBuf> = None;
    let mut keys: Option<PathBuf> = None;
    let mut opts = Options {
        rounds: 5,
        ..Options::default()
    };
    let number = |arg: Option<String>| {
        arg.and_then(|n| n.parse::<u32>().ok())
            .unwrap_or_else(|| usage())
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "perft" | "variants" | "pgn" | "syzygy" | "explorer" | "storage" | "pictures" | "all" => {
                what = arg
            }
            "--pgn" => pgn = args.next().unwrap_or_else(|| usage()).into(),
            "--index" => index = Some(PathBuf::from(args.next().unwrap_or_else(|| usage()))),
            "--keys" => keys = Some(PathBuf::from(args.next().unwrap_or_else(|| usage()))),
            "--rounds" => opts.rounds = number(args.next()).max(1) as usize,
            "--only" => opts.only = Some(args.next().unwrap_or_else(|| usage())),
            "--shallow" => opts.shallow = number(args.next()),
            _ => usage(),
        }
    }
    // Say how the numbers were made, so a pasted table carries its context: without
    // `-C target-cpu=native` (or similar) popcnt is a software routine.
    println!(
        "fianchetto-bench: compiled with popcnt {}, bmi2 {}, avx2 {}",
        cfg!(target_feature = "popcnt"),
        cfg!(target_feature = "bmi2"),
        cfg!(target_feature = "avx2"),
    );
    let start = Instant::now();
    if what == "perft" || what == "all" {
        perft::bench(&opts);
    }
    if what == "variants" || what == "all" {
        variant_perft::bench(&opts);
    }
    if what == "pgn" || what == "all" {
        pgn::bench(&pgn, &opts);
    }
    if what == "syzygy" || what == "all" {
        syzygy::bench(&opts);
    }
    if what == "pictures" || what == "all" {
        pictures::bench(&pgn, &opts);
    }
    if what == "storage" || what == "all" {
        storage::bench(&pgn);
    }
    if what == "explorer" || what == "all" {
        explorer::bench(&pgn, index.as_deref(), keys.as_deref());
    }
    eprintln!("total {:.1} s", start.elapsed().as_secs_f64());
}
