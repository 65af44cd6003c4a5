//! `fianchetto perft`: count the legal move tree, split by root move and across threads.

use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::bail;
use clap::Args;
use fianchetto::perft::perft;
use fianchetto::{CastlingMode, Notation, Variant};

use crate::exit::Stdout;
use crate::root_moves::count_by_root_move;
use crate::{position_arg, suite};

/// Arguments of `fianchetto perft`.
#[derive(Args)]
pub(crate) struct PerftArgs {
    /// How many plies deep to count.
    #[arg(required_unless_present = "suite")]
    depth: Option<u32>,
    /// The position; the start position when absent.
    #[arg(long, conflicts_with = "suite")]
    fen: Option<String>,
    /// Print the count below each legal move, then the total.
    #[arg(long, conflicts_with = "suite")]
    divide: bool,
    /// Read castling rights as Chess960 rights (and write castles as king-takes-rook).
    #[arg(long)]
    chess960: bool,
    #[arg(long, value_name = "NAME", conflicts_with = "suite", help = position_arg::VARIANT_HELP)]
    #[arg(value_parser = position_arg::parse_variant)]
    variant: Option<(Variant, CastlingMode)>,
    /// Split the root moves over this many threads (the counts do not change).
    #[arg(long, default_value = "1")]
    threads: NonZeroUsize,
    /// Check every position of an EPD perft suite (`FEN ;D1 20 ;D2 400 ...` per line).
    #[arg(long, value_name = "FILE")]
    suite: Option<PathBuf>,
    /// With --suite: skip expected counts deeper than this.
    #[arg(long, requires = "suite")]
    max_depth: Option<u32>,
}

pub(crate) fn run(args: &PerftArgs) -> crate::Outcome {
    if let Some(path) = &args.suite {
        if args.depth.is_some() {
            bail!("give either a DEPTH or --suite, not both");
        }
        return suite::run(path, args.max_depth, args.chess960, args.threads.get());
    }
    let depth = args.depth.expect("clap requires a depth without --suite");
    let fen = args.fen.as_deref();
    let (variant, chess960) = position_arg::rules(args.variant, args.chess960);
    match variant {
        None => count(&position_arg::position(fen, chess960)?, depth, args, perft),
        Some(variant) => count(
            &position_arg::variant_position(variant, fen, chess960)?,
            depth,
            args,
            fianchetto::variant::perft::perft,
        ),
    }
}

/// Counts and prints the tree below `pos` with `perft`, the fastest count for its rules.
fn count<P: Notation + Sync>(
    pos: &P,
    depth: u32,
    args: &PerftArgs,
    perft: fn(&P, u32) -> u64,
) -> crate::Outcome {
    let started = Instant::now();
    let per_move = count_by_root_move(pos, depth, args.threads.get(), true, perft);
    let nodes: u64 = if depth == 0 {
        1
    } else {
        per_move.iter().map(|&(_, n)| n).sum()
    };
    let mut out = Stdout::lock();
    if args.divide {
        for (m, count) in &per_move {
            writeln!(out, "{}: {count}", pos.uci(*m))?;
        }
        writeln!(out)?;
    }
    writeln!(out, "Nodes searched: {nodes}")?;
    out.flush()?;
    let seconds = started.elapsed().as_secs_f64();
    eprintln!(
        "time: {seconds:.3} s, {:.1} Mnps",
        nodes as f64 / seconds.max(1e-9) / 1e6
    );
    Ok(true)
}
