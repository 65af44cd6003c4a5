//! Criterion benchmark: bulk-counted perft on the Chess Programming Wiki's six positions, with
//! throughput in nodes (elements) per second.

// criterion_group! generates an undocumented public function.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use fianchetto_movegen::perft::perft;
use fianchetto_movegen::{CastlingMode, Position};

// The tests' FEN reader: the library's own lives a layer above, in `fianchetto-notation`.
#[allow(dead_code)] // the bench only reads
#[path = "../src/tests/fen.rs"]
mod fen;

/// The position of one of the FENs below, validated in standard chess.
fn position(fen: &str) -> Position {
    Position::from_setup(fen::setup(fen), CastlingMode::Standard).expect("legal position")
}

/// The six positions of the Chess Programming Wiki's "Perft Results" page, with a depth each
/// that runs in tens of milliseconds, and the node count at that depth.
const POSITIONS: [(&str, &str, u32, u64); 6] = [
    (
        "1-start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609,
    ),
    (
        "2-kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        4_085_603,
    ),
    (
        "3-endgame",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        6,
        11_030_083,
    ),
    (
        "4-promotions",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        4,
        422_333,
    ),
    (
        "5-talkchess",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        4,
        2_103_487,
    ),
    (
        "6-edwards",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        4,
        3_894_594,
    ),
];

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, fen, depth, nodes) in POSITIONS {
        let pos = position(fen);
        assert_eq!(perft(&pos, depth), nodes, "{name}");
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(name, |b| {
            b.iter(|| perft(core::hint::black_box(&pos), depth))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_perft);
criterion_main!(benches);
