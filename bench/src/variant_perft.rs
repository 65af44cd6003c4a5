//! Bulk-counted perft of lichess's variants by fianchetto and by shakmaty's `VariantPosition`,
//! on the same positions: each variant's start and the positions of the variant perft suites
//! in `testdata/variants/perft` (python-chess's), king of the hill on Kiwipete, and for
//! antichess, whose suite holds only endings of a few pawns, a middlegame of its playouts
//! (`testdata/variants/playouts/antichess.tsv`, game 1 after 8 plies).

use std::hint::black_box;
use std::time::Instant;

use fianchetto::variant::perft::perft as fianchetto_perft;
use fianchetto::{CastlingMode, Variant, VariantPosition};
use shakmaty::variant::{Variant as ShakmatyVariant, VariantPosition as ShakmatyPosition};

use crate::stats::{Options, Samples, median_ratio, rate, ratio, sum_rounds};

/// A variant position and the depth counted: about a second on one core for fianchetto.
struct Case {
    variant: Variant,
    name: &'static str,
    fen: &'static str,
    depth: u32,
}

const fn case(variant: Variant, name: &'static str, fen: &'static str, depth: u32) -> Case {
    Case {
        variant,
        name,
        fen,
        depth,
    }
}

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

const CASES: [Case; 14] = [
    case(
        Variant::Atomic,
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
    ),
    case(
        Variant::Atomic,
        "programfox-1",
        "rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1",
        4,
    ),
    case(
        Variant::Antichess,
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        5,
    ),
    case(
        Variant::Antichess,
        "playout-1-ply-8",
        "r1bqkbn1/ppppppp1/2n5/8/7R/8/PPPPPP2/RNBQKBN1 w - - 1 5",
        5,
    ),
    case(
        Variant::Crazyhouse,
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        4,
    ),
    case(
        Variant::Crazyhouse,
        "zh-middlegame",
        "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1",
        4,
    ),
    case(
        Variant::KingOfTheHill,
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
    ),
    case(Variant::KingOfTheHill, "kiwipete", KIWIPETE, 4),
    case(
        Variant::ThreeCheck,
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
        5,
    ),
    case(
        Variant::ThreeCheck,
        "3check-kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1 0 1",
        4,
    ),
    case(
        Variant::Horde,
        "start",
        "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
        6,
    ),
    case(
        Variant::Horde,
        "horde-open-flank",
        "4k3/pp4q1/3P2p1/8/P3PP2/PPP2r2/PPP5/PPPP4 b - - 0 1",
        5,
    ),
    case(
        Variant::RacingKings,
        "start",
        "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
        5,
    ),
    case(
        Variant::RacingKings,
        "occupied-goal",
        "4brn1/2K2k2/8/8/8/8/8/8 w - - 0 1",
        6,
    ),
];

const LIBS: [&str; 2] = ["fianchetto", "shakmaty"];

fn shakmaty_variant(variant: Variant) -> ShakmatyVariant {
    match variant {
        Variant::Chess => ShakmatyVariant::Chess,
        Variant::Atomic => ShakmatyVariant::Atomic,
        // Suicide's moves are antichess's (only the end of a game differs), which perft counts.
        Variant::Antichess | Variant::Suicide => ShakmatyVariant::Antichess,
        Variant::Crazyhouse => ShakmatyVariant::Crazyhouse,
        Variant::KingOfTheHill => ShakmatyVariant::KingOfTheHill,
        Variant::ThreeCheck => ShakmatyVariant::ThreeCheck,
        Variant::Horde => ShakmatyVariant::Horde,
        Variant::RacingKings => ShakmatyVariant::RacingKings,
    }
}

/// One case as each library holds it; parsing is never timed.
struct Parsed {
    fianchetto: VariantPosition,
    shakmaty: ShakmatyPosition,
}

fn parse(case: &Case) -> Parsed {
    let fen: shakmaty::fen::Fen = case.fen.parse().expect("shakmaty reads the FEN");
    Parsed {
        fianchetto: VariantPosition::from_fen_in(case.fen, case.variant, CastlingMode::Standard)
            .unwrap_or_else(|err| panic!("fianchetto reads {}: {err}", case.fen)),
        shakmaty: ShakmatyPosition::from_setup(
            shakmaty_variant(case.variant),
            fen.into_setup(),
            shakmaty::CastlingMode::Standard,
        )
        .unwrap_or_else(|_| panic!("shakmaty accepts {}", case.fen)),
    }
}

fn run(lib: usize, pos: &Parsed, depth: u32) -> (u64, f64) {
    let depth = black_box(depth);
    let start = Instant::now();
    let nodes = match lib {
        0 => fianchetto_perft(black_box(&pos.fianchetto), depth),
        // shakmaty's perft bulk-counts the last ply as `legal_moves().len()`.
        _ => shakmaty::perft(black_box(&pos.shakmaty), depth),
    };
    (black_box(nodes), start.elapsed().as_secs_f64())
}

/// Runs every case with both libraries for `opts.rounds` rounds and prints the table; a
/// disagreement on any count ends the run.
pub fn bench(opts: &Options) {
    let rounds = opts.rounds;
    let parsed: Vec<Parsed> = CASES.iter().map(parse).collect();
    let depths: Vec<u32> = CASES
        .iter()
        .map(|c| c.depth.saturating_sub(opts.shallow).max(1))
        .collect();
    let mut samples = vec![vec![Samples::default(); LIBS.len()]; CASES.len()];
    let mut counts = vec![0u64; CASES.len()];
    for round in 0..rounds {
        for (c, case) in CASES.iter().enumerate() {
            for k in 0..LIBS.len() {
                let lib = (k + round + c) % LIBS.len();
                if !opts.runs(LIBS[lib]) {
                    continue;
                }
                let (nodes, seconds) = run(lib, &parsed[c], depths[c]);
                if counts[c] == 0 {
                    counts[c] = nodes;
                } else if nodes != counts[c] {
                    eprintln!(
                        "variant perft disagreement: {} says {:?} {} {} = {nodes}, the other {}",
                        LIBS[lib], case.variant, case.name, depths[c], counts[c]
                    );
                    std::process::exit(1);
                }
                samples[c][lib].0.push(seconds);
            }
        }
        eprintln!("variant perft round {}/{rounds} done", round + 1);
    }

    println!(
        "\n## variant perft (bulk counting, one thread, {rounds} rounds; Mnps best / median)\n"
    );
    println!("| variant | position | depth | nodes | fianchetto | shakmaty | fia/shak |");
    println!("|---|---|---:|---:|---:|---:|---:|");
    let row = |variant: &str, name: &str, depth: &str, nodes: u64, per_lib: &[Samples]| {
        println!(
            "| {variant} | {name} | {depth} | {nodes} | {} | {} | {} |",
            rate(nodes as f64 / 1e6, &per_lib[0], 1),
            rate(nodes as f64 / 1e6, &per_lib[1], 1),
            ratio(&per_lib[0], &per_lib[1])
        );
    };
    for (c, case) in CASES.iter().enumerate() {
        let variant = case.variant.uci_name();
        row(variant, case.name, &depths[c].to_string(), counts[c], &samples[c]);
    }
    // Each variant's two positions together: the figure the target (1.3x) is about.
    let mut total_samples = Vec::new();
    for variant in Variant::ALL.into_iter().filter(|v| v.is_variant()) {
        let cases: Vec<usize> = (0..CASES.len())
            .filter(|&c| CASES[c].variant == variant)
            .collect();
        let nodes = cases.iter().map(|&c| counts[c]).sum();
        let totals: Vec<Samples> = (0..LIBS.len())
            .map(|lib| sum_rounds(cases.iter().map(|&c| &samples[c][lib])))
            .collect();
        row(
            &format!("**{}**", variant.uci_name()),
            "both",
            "",
            nodes,
            &totals,
        );
        total_samples.push(totals);
    }
    let all: Vec<Samples> = (0..LIBS.len())
        .map(|lib| sum_rounds(total_samples.iter().map(|t| &t[lib])))
        .collect();
    println!(
        "\nOf median totals over every variant: fianchetto/shakmaty {}.",
        median_ratio(&all[0], &all[1])
    );
}
