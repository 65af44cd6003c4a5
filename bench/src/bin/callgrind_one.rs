//! One measurement for callgrind, named on the command line: a perft or a PGN replay, run once.
//! `bench/callgrind.sh` runs each under `valgrind --tool=callgrind
//! --toggle-collect='*callgrind_measured'`, so only the work inside [`callgrind_measured`] is
//! counted: not the start-up, not unpacking the corpus, not checking the answer.
//!
//! ```text
//! cargo build --release --manifest-path bench/Cargo.toml --bin callgrind_one
//! bench/target/release/callgrind_one --list          # or $CARGO_TARGET_DIR/release/...
//! bench/target/release/callgrind_one perft-kiwipete
//! ```
//!
//! Every measurement checks its answer (perft's node count, the corpus's games and plies), so a
//! faster wrong build fails instead of looking good.

use std::fs::File;
use std::hint::black_box;
use std::io::Read;
use std::process::ExitCode;

use fianchetto::pgn::{GameBuilder, MainlineVisitor, Reader, Replay, Visitor};
use fianchetto::variant::AnyPosition;
use fianchetto::{CastlingMode, Position, Variant, VariantPosition};

/// A standard-chess perft, counted by movegen's bulk perft: the Chess Programming Wiki's six
/// positions, each one ply below the bench's race (`--shallow 1`), and a Chess960 position.
const STANDARD: [(&str, &str, u32, u64); 7] = [
    (
        "perft-start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609,
    ),
    (
        "perft-kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        4_085_603,
    ),
    (
        "perft-pos3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        6,
        11_030_083,
    ),
    (
        "perft-pos4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        4,
        422_333,
    ),
    (
        "perft-pos5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        4,
        2_103_487,
    ),
    (
        "perft-pos6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        4,
        3_894_594,
    ),
    // The first position of `crates/movegen/testdata/chess960.perft`, in Chess960 mode.
    (
        "perft-chess960",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1",
        5,
        8_146_062,
    ),
];

/// A variant perft from the variant's start position (`variant-chess960`: Chess960 start
/// position 0 as a variant position), with python-chess 1.11.2's node count.
const VARIANTS: [(&str, u32, u64); 9] = [
    ("variant-chess", 5, 4_865_609),
    ("variant-chess960", 5, 4_975_808),
    ("variant-atomic", 5, 4_864_979),
    ("variant-antichess", 5, 2_732_672),
    ("variant-crazyhouse", 5, 4_888_832),
    ("variant-kingofthehill", 5, 4_865_609),
    ("variant-3check", 5, 4_865_609),
    ("variant-horde", 6, 5_396_554),
    ("variant-racingkings", 5, 9_472_927),
];

/// The PGN measurements, on the first 2,000 games of `testdata/corpus/games-20k.pgn.zst` read
/// from memory: the reader alone (every mainline move parsed, none played), `Replay` on a
/// `Position` and on an `AnyPosition`, and `GameBuilder` (the whole tree: variations, comments).
const PGN: [&str; 4] = [
    "pgn-reader",
    "pgn-replay-position",
    "pgn-replay-any",
    "pgn-gamebuilder",
];

/// Bytes, games and mainline plies of the 2k corpus: the first bytes of the 20k file.
const CORPUS_2K: (usize, u64, u64) = (6_060_465, 2_000, 175_928);

/// What one run measures, set up before counting starts.
enum Job {
    Standard(Position, u32),
    Variant(VariantPosition, u32),
    Pgn(usize, Vec<u8>),
}

/// Counts mainline plies on whichever position type `P` the replay plays.
struct Plies<P>(std::marker::PhantomData<fn() -> P>);

impl<P> Plies<P> {
    fn new() -> Plies<P> {
        Plies(std::marker::PhantomData)
    }
}

impl<P> MainlineVisitor<P> for Plies<P> {
    type Output = u32;
    fn end_game(&mut self, end: &P, plies: u32) -> u32 {
        black_box(end);
        plies
    }
}

/// Counts mainline move tokens without playing them: the reader alone.
struct Tokens(u32);

impl Visitor for Tokens {
    type Output = u32;
    type Error = std::convert::Infallible;
    fn begin_game(&mut self) {
        self.0 = 0;
    }
    fn san(&mut self, san: fianchetto::san::SanPlus) -> Result<(), Self::Error> {
        black_box(san);
        self.0 += 1;
        Ok(())
    }
    fn begin_variation(&mut self) -> Result<fianchetto::pgn::Skip, Self::Error> {
        Ok(fianchetto::pgn::Skip(true))
    }
    fn end_game(&mut self) -> u32 {
        self.0
    }
}

/// Reads every game of `data` into `visitor`: games and the sum of the outputs.
fn read_all<V>(data: &[u8], visitor: &mut V, plies_of: impl Fn(V::Output) -> u64) -> (u64, u64)
where
    V: Visitor,
    V::Error: std::fmt::Display,
{
    let mut reader = Reader::from_buf_read(data);
    let (mut games, mut plies) = (0, 0);
    loop {
        match reader.read_game(visitor) {
            Ok(Some(output)) => {
                games += 1;
                plies += plies_of(output);
            }
            Ok(None) => return (games, plies),
            Err(e) => {
                eprintln!("game {}: {e}", games + 1);
                std::process::exit(1);
            }
        }
    }
}

/// The measured work: callgrind counts from entering this function to leaving it. Answers
/// perft's nodes, or games and plies packed as `games << 32 | plies`.
#[inline(never)]
fn callgrind_measured(job: &Job) -> u64 {
    match job {
        Job::Standard(pos, depth) => fianchetto::perft::perft(pos, *depth),
        Job::Variant(pos, depth) => fianchetto::variant::perft::perft(pos, *depth),
        Job::Pgn(which, data) => {
            let (games, plies) = match *which {
                0 => read_all(data, &mut Tokens(0), u64::from),
                1 => read_all(data, &mut Replay::new(Plies::<Position>::new()), u64::from),
                2 => read_all(
                    data,
                    &mut Replay::new(Plies::<AnyPosition>::new()),
                    u64::from,
                ),
                _ => read_all(data, &mut GameBuilder::new(), |game| {
                    let plies = game.mainline.len() as u64;
                    black_box(game);
                    plies
                }),
            };
            games << 32 | plies
        }
    }
}

/// The first 2,000 games of the corpus the repository carries.
fn corpus_2k() -> Vec<u8> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../testdata/corpus/games-20k.pgn.zst"
    );
    let unpacked = File::open(path)
        .and_then(zstd::Decoder::new)
        .and_then(|decoder| {
            // Only the prefix is unpacked: under valgrind the whole file would take a minute.
            let mut data = Vec::with_capacity(CORPUS_2K.0);
            decoder.take(CORPUS_2K.0 as u64).read_to_end(&mut data)?;
            Ok(data)
        });
    match unpacked {
        Ok(data) if data.len() == CORPUS_2K.0 => data,
        Ok(data) => {
            eprintln!(
                "{path}: {} bytes unpacked, expected {}",
                data.len(),
                CORPUS_2K.0
            );
            std::process::exit(1);
        }
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    }
}

fn names() -> impl Iterator<Item = &'static str> {
    STANDARD
        .iter()
        .map(|s| s.0)
        .chain(VARIANTS.iter().map(|v| v.0))
        .chain(PGN)
}

/// The job called `name` and the answer it must give.
fn job(name: &str) -> Option<(Job, u64)> {
    if let Some(&(_, fen, depth, nodes)) = STANDARD.iter().find(|s| s.0 == name) {
        let mode = if name == "perft-chess960" {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        let pos = fianchetto::fen::parse_position(fen, mode).expect("a legal FEN");
        return Some((Job::Standard(pos, depth), nodes));
    }
    if let Some(&(_, depth, nodes)) = VARIANTS.iter().find(|v| v.0 == name) {
        let pos = match &name["variant-".len()..] {
            "chess960" => VariantPosition::chess960(Variant::Chess, 0).expect("0 is below 960"),
            variant => VariantPosition::new(variant.parse().expect("a variant name")),
        };
        return Some((Job::Variant(pos, depth), nodes));
    }
    let which = PGN.iter().position(|&p| p == name)?;
    Some((
        Job::Pgn(which, corpus_2k()),
        CORPUS_2K.1 << 32 | CORPUS_2K.2,
    ))
}

fn main() -> ExitCode {
    let Some(name) = std::env::args().nth(1) else {
        eprintln!("usage: callgrind_one NAME | --list");
        return ExitCode::from(2);
    };
    if name == "--list" {
        names().for_each(|n| println!("{n}"));
        return ExitCode::SUCCESS;
    }
    let Some((job, expected)) = job(&name) else {
        eprintln!("unknown measurement {name}; --list names them");
        return ExitCode::from(2);
    };
    let answer = callgrind_measured(black_box(&job));
    if answer != expected {
        eprintln!("{name}: answered {answer}, expected {expected}");
        return ExitCode::FAILURE;
    }
    match job {
        Job::Pgn(..) => println!(
            "{name}: {} games, {} plies",
            answer >> 32,
            answer & 0xffff_ffff
        ),
        _ => println!("{name}: {answer} nodes"),
    }
    ExitCode::SUCCESS
}
