//! `fianchetto moves`: the legal moves of a position, one per line, in UCI or SAN.

use clap::Args;
use fianchetto::san::SanPlus;
use fianchetto::uci::UciMove;

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
}

pub(crate) fn run(args: &MovesArgs) -> crate::Outcome {
    let pos = position_arg::position(args.fen.as_deref(), args.chess960)?;
    let mut out = Stdout::lock();
    for m in pos.legal_moves() {
        if args.san {
            writeln!(out, "{}", SanPlus::from_move(&pos, m))?;
        } else {
            writeln!(out, "{}", UciMove::from_move(m, pos.castling_mode()))?;
        }
    }
    out.flush()?;
    Ok(true)
}
