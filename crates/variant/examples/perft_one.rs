//! One variant perft of one variant's start position, run once: for instruction counts, which
//! are deterministic where timings on a shared machine are not.
//!
//! ```text
//! cargo build --release -p fianchetto-variant --example perft_one
//! valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
//!     target/release/examples/perft_one atomic 4
//! ```

use fianchetto_variant::{Variant, VariantPosition, perft::perft};

fn main() {
    let mut args = std::env::args().skip(1);
    let variant: Variant = args
        .next()
        .and_then(|v| v.parse().ok())
        .unwrap_or(Variant::Chess);
    let depth = args.next().and_then(|d| d.parse().ok()).unwrap_or(4);
    let nodes = perft(&VariantPosition::new(variant), depth);
    println!("{variant:?} perft({depth}) = {nodes}");
}
