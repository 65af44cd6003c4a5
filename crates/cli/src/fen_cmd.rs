//! `fianchetto fen FEN`: print the FEN in normalised form.

use clap::Args;
use fianchetto::{CastlingMode, Notation, Variant};

use crate::exit::Stdout;
use crate::position_arg;

/// Arguments of `fianchetto fen`.
#[derive(Args)]
pub(crate) struct FenArgs {
    /// The FEN to normalise (standard, X-FEN or Shredder-FEN castling; missing fields default).
    fen: String,
    /// Read castling rights as Chess960 rights.
    #[arg(long)]
    chess960: bool,
    #[arg(long, value_name = "NAME", help = position_arg::VARIANT_HELP)]
    #[arg(value_parser = position_arg::parse_variant)]
    variant: Option<(Variant, CastlingMode)>,
}

pub(crate) fn run(args: &FenArgs) -> crate::Outcome {
    // The position's `fen()`: python-chess's `Board.fen()` for the rules (a legal en passant
    // square only, the variant's pockets or check counters, X-FEN castling rights), one FEN per
    // position whatever the castling mode.
    let (variant, chess960) = position_arg::rules(args.variant, args.chess960);
    let fen = match variant {
        None => position_arg::position(Some(&args.fen), chess960)?.fen(),
        Some(variant) => position_arg::variant_position(variant, Some(&args.fen), chess960)?.fen(),
    };
    let mut out = Stdout::lock();
    writeln!(out, "{fen}")?;
    out.flush()?;
    Ok(true)
}
