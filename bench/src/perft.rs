//! Bulk-counted perft by each library on the Chess Programming Wiki's six positions.

use std::hint::black_box;
use std::time::Instant;

use crate::stats::{Options, Samples, median_ratio, rate, ratio, sum_rounds};

/// A position of the Chess Programming Wiki's "Perft Results" page, the depth we count to and
/// the published node count, which every library must reproduce.
struct Case {
    name: &'static str,
    fen: &'static str,
    depth: u32,
    nodes: u64,
}

/// Depths chosen so each case runs for roughly a second on one core (pos4 grows so fast that
/// depth 6 would take longer than the other five together).
const CASES: [Case; 6] = [
    Case {
        name: "start",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 6,
        nodes: 119_060_324,
    },
    Case {
        name: "kiwipete",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 5,
        nodes: 193_690_690,
    },
    Case {
        name: "pos3",
        fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        depth: 7,
        nodes: 178_633_661,
    },
    Case {
        name: "pos4",
        fen: "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        depth: 5,
        nodes: 15_833_292,
    },
    Case {
        name: "pos5",
        fen: "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        depth: 5,
        nodes: 89_941_194,
    },
    Case {
        name: "pos6",
        fen: "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        depth: 5,
        nodes: 164_075_551,
    },
];

/// The contenders, in the order the table lists them.
const LIBS: [&str; 3] = ["fianchetto", "cozy-chess", "shakmaty"];

/// One case parsed by every library up front, so parsing is never timed.
struct Parsed {
    fianchetto: fianchetto::Position,
    cozy: cozy_chess::Board,
    shakmaty: shakmaty::Chess,
}

fn parse(case: &Case) -> Parsed {
    use shakmaty::{CastlingMode, fen::Fen};
    let fen: Fen = case.fen.parse().expect("shakmaty reads the FEN");
    Parsed {
        fianchetto: fianchetto::fen::parse_position(case.fen, fianchetto::CastlingMode::Standard)
            .expect("fianchetto reads the FEN"),
        cozy: cozy_chess::Board::from_fen(case.fen, false).expect("cozy-chess reads the FEN"),
        shakmaty: fen
            .into_position(CastlingMode::Standard)
            .expect("shakmaty accepts the position"),
    }
}

/// cozy-chess ships no perft in its library; this is the bulk-counting one of its own
/// `examples/perft.rs`: the last ply is counted with `len()` without playing the moves.
fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => nodes = 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut child = board.clone();
                    child.play_unchecked(mv);
                    nodes += cozy_perft(&child, depth - 1);
                }
                false
            });
        }
    }
    nodes
}

/// Counts `case` with library `lib` (an index into [`LIBS`]), returning nodes and seconds.
fn run(lib: usize, pos: &Parsed, depth: u32) -> (u64, f64) {
    let depth = black_box(depth);
    let start = Instant::now();
    let nodes = match lib {
        0 => fianchetto::perft::perft(black_box(&pos.fianchetto), depth),
        1 => cozy_perft(black_box(&pos.cozy), depth),
        // shakmaty's own perft bulk-counts the last ply as `legal_moves().len()`.
        _ => shakmaty::perft(black_box(&pos.shakmaty), depth),
    };
    (black_box(nodes), start.elapsed().as_secs_f64())
}

/// Runs every case with every library for `opts.rounds` rounds and prints the table.
pub fn bench(opts: &Options) {
    let rounds = opts.rounds;
    let parsed: Vec<Parsed> = CASES.iter().map(parse).collect();
    let depths: Vec<u32> = CASES
        .iter()
        .map(|c| c.depth.saturating_sub(opts.shallow))
        .collect();
    // The published counts are for the listed depths; shallower runs must agree with
    // fianchetto's own count instead (which the full-depth runs hold to the published ones).
    let expected: Vec<u64> = if opts.shallow == 0 {
        CASES.iter().map(|c| c.nodes).collect()
    } else {
        parsed
            .iter()
            .zip(&depths)
            .map(|(p, &d)| fianchetto::perft::perft(&p.fianchetto, d))
            .collect()
    };
    // samples[case][lib]
    let mut samples = vec![vec![Samples::default(); LIBS.len()]; CASES.len()];
    for round in 0..rounds {
        for (c, case) in CASES.iter().enumerate() {
            // Rotate the order each round so no library always runs first (cold) or right after
            // the same neighbour.
            for k in 0..LIBS.len() {
                let lib = (k + round + c) % LIBS.len();
                if !opts.runs(LIBS[lib]) {
                    continue;
                }
                let (depth, expected) = (depths[c], expected[c]);
                let (nodes, seconds) = run(lib, &parsed[c], depth);
                if nodes != expected {
                    eprintln!(
                        "perft disagreement: {} says {} {depth} = {nodes}, expected {expected}",
                        LIBS[lib], case.name
                    );
                    std::process::exit(1);
                }
                samples[c][lib].0.push(seconds);
            }
        }
        eprintln!("perft round {}/{rounds} done", round + 1);
    }

    println!("\n## perft (bulk counting, one thread, {rounds} rounds; Mnps best / median)\n");
    print!("| position | depth | nodes |");
    for lib in LIBS {
        print!(" {lib} |");
    }
    println!(" fia/cozy | fia/shak |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    if opts.shallow > 0 {
        println!(
            "(--shallow {}: every depth that much below the standard table)\n",
            opts.shallow
        );
    }
    let row = |name: &str, depth: &str, nodes: u64, per_lib: &[Samples]| {
        print!("| {name} | {depth} | {nodes} |");
        for s in per_lib {
            print!(" {} |", rate(nodes as f64 / 1e6, s, 1));
        }
        println!(
            " {} | {} |",
            ratio(&per_lib[0], &per_lib[1]),
            ratio(&per_lib[0], &per_lib[2])
        );
    };
    for (c, case) in CASES.iter().enumerate() {
        row(case.name, &depths[c].to_string(), expected[c], &samples[c]);
    }
    let total_nodes = expected.iter().sum();
    let totals: Vec<Samples> = (0..LIBS.len())
        .map(|lib| sum_rounds(samples.iter().map(|per_lib| &per_lib[lib])))
        .collect();
    row("**total**", "", total_nodes, &totals);
    println!(
        "\nRatios are of best times; of median totals: fianchetto/cozy-chess {}, \
         fianchetto/shakmaty {}.",
        median_ratio(&totals[0], &totals[1]),
        median_ratio(&totals[0], &totals[2])
    );
}
