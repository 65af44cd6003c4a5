//! `fianchetto moves`: the legal moves of a position, one per line, in UCI or SAN.

use clap::Args;
use fianchetto::{CastlingMode, Notation, Variant};

use crate::exit::Stdout;
use crate::position_arg;

/// Arguments of `fianchetto moves`.
#[derive(Args)]
pub(crate) struct MovesArgs {
    /// The position; the start position when absent.
    #[arg(long)]
    fen: Option<String>,
    /// Write moves in SAN (with `+` and `#`) instead of UCI.
    #[arg(long)]
    san: bool,
    /// Read castling rights as Chess960 rights and write castles as king-takes-rook.
    #[arg(long)]
    chess960: bool,
    #[arg(long, value_name = "NAME", help = position_arg::VARIANT_HELP)]
    #[arg(value_parser = position_arg::parse_variant)]
    variant: Option<(Variant, CastlingMode)>,
}

pub(crate) fn run(args: &MovesArgs) -> crate::Outcome {
    let fen = args.fen.as_deref();
    let (variant, chess960) = position_arg::rules(args.variant, args.chess960);
    match variant {
        None => list(&position_arg::position(fen, chess960)?, args.san),
        Some(variant) => list(
            &position_arg::variant_position(variant, fen, chess960)?,
            args.san,
        ),
    }
}

/// Prints the legal moves of `pos`, in SAN or UCI.
fn list<P: Notation>(pos: &P, san: bool) -> crate::Outcome {
    let mut out = Stdout::lock();
    for m in pos.legal_moves() {
        if san {
            writeln!(out, "{}", pos.san(m))?;
        } else {
            writeln!(out, "{}", pos.uci(m))?;
        }
    }
    out.flush()?;
    Ok(true)
}
