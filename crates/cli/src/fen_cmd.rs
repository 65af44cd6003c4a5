//! `fianchetto fen FEN`: print the FEN in normalised form.

use clap::Args;
use fianchetto::EnPassantMode;
use fianchetto::fen::Fen;

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
}

pub(crate) fn run(args: &FenArgs) -> crate::Outcome {
    let pos = position_arg::position(Some(&args.fen), args.chess960)?;
    let mut out = Stdout::lock();
    writeln!(out, "{}", Fen::from_position(&pos, EnPassantMode::Legal))?;
    out.flush()?;
    Ok(true)
}
