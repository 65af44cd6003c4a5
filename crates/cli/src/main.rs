//! The `fianchetto` command-line tool: perft, legal moves, FEN normalisation, board diagrams
//! and pictures (SVG, PNG, GIF),
//! PGN replay and export to Parquet, JSON Lines or CSV, opening-book lookup, engine analysis
//! and Syzygy tablebase probes.
//!
//! Output on stdout is stable for scripts; progress, timings and errors go to stderr. Every
//! failure is one `error: ...` line on stderr and a non-zero exit status, never a panic.

mod analyse;
mod analyse_worker;
mod annotate;
mod book;
mod exit;
mod explore;
mod export;
mod export_sink;
mod fen_cmd;
mod gif_cmd;
mod index_cmd;
mod input;
mod interrupt;
mod moves;
mod output_file;
mod perft;
mod pgn;
mod picture_args;
mod position_arg;
mod progress;
mod root_moves;
mod same_file;
mod show;
mod suite;
mod syzygy;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

// `about` is the package's description (Cargo.toml), so the help and crates.io say the same.
#[derive(Parser)]
#[command(name = "fianchetto", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Count the leaf nodes of the legal move tree (or check a perft suite with --suite).
    Perft(perft::PerftArgs),
    /// List the legal moves of a position, one per line.
    Moves(moves::MovesArgs),
    /// Print a FEN in normalised form.
    Fen(fen_cmd::FenArgs),
    /// Draw a board (the start position without a FEN): coloured on a terminal, plain in a pipe,
    /// or as an SVG or PNG picture with arrows and marks.
    Show(show::ShowArgs),
    /// Write a game of a PGN file as an animated GIF, a frame a ply, the last move marked.
    Gif(gif_cmd::GifArgs),
    /// Read a PGN file (`-` for stdin, `.zst` and `.gz` unpacked on the fly), playing every move.
    Pgn(pgn::PgnArgs),
    /// List a position's moves in a Polyglot opening book, with their weights.
    Book(book::BookArgs),
    /// Annotate every mainline move of a PGN file with a UCI engine's evaluation ([%eval]), each
    /// game under its Variant tag (the engine's UCI_Variant: Fairy-Stockfish plays all seven).
    Analyse(analyse::AnalyseArgs),
    /// Probe Syzygy endgame tablebases: a position's WDL and DTZ, then every move's, best first.
    Syzygy(syzygy::SyzygyArgs),
    /// Write one row per game (tags, moves, clocks, evals, ending) as Parquet, JSON Lines or CSV.
    Export(export::ExportArgs),
    /// Build or merge a position index of PGN files, for `explore`.
    Index(index_cmd::IndexArgs),
    /// What the games of an index did from a position: moves, results, names and games.
    Explore(explore::ExploreArgs),
}

/// What a command reports back: `Ok(true)` for success, `Ok(false)` for a run that completed
/// but found failures (already reported), `Err` for a run that could not be done.
type Outcome = anyhow::Result<bool>;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome: Outcome = match cli.command {
        Command::Perft(args) => perft::run(&args),
        Command::Moves(args) => moves::run(&args),
        Command::Fen(args) => fen_cmd::run(&args),
        Command::Pgn(args) => pgn::run(&args),
        Command::Show(args) => show::run(&args),
        Command::Gif(args) => gif_cmd::run(&args),
        Command::Book(args) => book::run(&args),
        Command::Analyse(args) => analyse::run(&args),
        Command::Export(args) => export::run(&args),
        Command::Syzygy(args) => syzygy::run(&args),
        Command::Index(args) => index_cmd::run(&args),
        Command::Explore(args) => explore::run(&args),
    };
    exit::status(outcome)
}
