//! `fianchetto syzygy`: a position's exact result from Syzygy tablebases, then every legal move's,
//! best first.

use anyhow::{Context, bail};
use clap::Args;
use fianchetto::notation::Notation;
use fianchetto::syzygy::{TableKind, Tablebase};
use fianchetto::uci::UciMove;

use crate::exit::Stdout;
use crate::position_arg;

/// Arguments of `fianchetto syzygy`.
#[derive(Args)]
pub(crate) struct SyzygyArgs {
    /// Directories of `.rtbw` and `.rtbz` files, separated by `:` (`;` on Windows), as
    /// Stockfish's SyzygyPath.
    #[arg(long, value_name = "DIR[:DIR...]")]
    path: std::ffi::OsString,
    /// The position (at most 7 pieces, no castling rights); the start position when absent.
    #[arg(long)]
    fen: Option<String>,
}

/// Prints `wdl N` and `dtz N` (python-chess's `probe_wdl` and `probe_dtz`), then a line per
/// legal move, best first: UCI, SAN, category, and `wdl`/`dtz` from the mover's point of view
/// (the probes after the move, negated), then `zeroing`, `checkmate` or `stalemate` when so.
pub(crate) fn run(args: &SyzygyArgs) -> crate::Outcome {
    let pos = position_arg::position(args.fen.as_deref(), false)?;
    let mut tables = Tablebase::new();
    tables
        .add_path(&args.path)
        .context("cannot read the tablebase directories")?;
    if tables.count(TableKind::Wdl) == 0 {
        bail!(
            "no Syzygy tables (*.rtbw) in {}",
            args.path.to_string_lossy()
        );
    }
    let wdl = tables.probe_wdl(&pos)?;
    let dtz = tables.probe_dtz(&pos)?;
    let moves = tables.root_moves(&pos)?;
    let mut out = Stdout::lock();
    writeln!(out, "wdl {}", wdl.to_i8())?;
    writeln!(out, "dtz {dtz}")?;
    for m in moves {
        write!(
            out,
            "{} {} {} wdl {} dtz {}",
            UciMove::from_move(m.mv, pos.castling_mode()),
            pos.san(m.mv),
            m.category,
            m.wdl.to_i8(),
            m.dtz_after
        )?;
        for (flag, word) in [
            (m.zeroing, "zeroing"),
            (m.checkmate, "checkmate"),
            (m.stalemate, "stalemate"),
        ] {
            if flag {
                write!(out, " {word}")?;
            }
        }
        writeln!(out)?;
    }
    out.flush()?;
    Ok(true)
}
