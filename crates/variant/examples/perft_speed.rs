//! Times variant perft against movegen's on the standard start position, in one run:
//!
//! ```text
//! cargo run --release -p fianchetto-variant --example perft_speed -- [depth]
//! ```
//!
//! Variant perft generates every node's move list (checking legality as python-chess does)
//! and plays every move by copy-make; movegen's counts the last ply by popcount, without
//! making those moves.

use std::time::Instant;

use fianchetto_variant::movegen::{Position, perft as movegen_perft};
use fianchetto_variant::{Variant, VariantPosition, perft::perft};

fn main() {
    let depth = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .unwrap_or(5);
    let best_of = |run: &dyn Fn() -> u64| {
        (0..3)
            .map(|_| {
                let start = Instant::now();
                let nodes = run();
                (start.elapsed(), nodes)
            })
            .min()
            .unwrap_or_default()
    };
    let (time, nodes) = best_of(&|| movegen_perft::perft(&Position::new(), depth));
    println!(
        "movegen perft({depth}) = {nodes}: {time:.2?}, {:.1} Mnodes/s",
        nodes as f64 / time.as_secs_f64() / 1e6
    );
    for variant in Variant::ALL {
        let pos = VariantPosition::new(variant);
        let (time, nodes) = best_of(&|| perft(&pos, depth));
        println!(
            "variant perft({depth}) {variant:?} = {nodes}: {time:.2?}, {:.1} Mnodes/s",
            nodes as f64 / time.as_secs_f64() / 1e6
        );
    }
}
