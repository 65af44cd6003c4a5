//! `fianchetto index build` and `fianchetto index merge`: a position index of PGN files, or of
//! other indexes, for `fianchetto explore`.

use std::io::{BufWriter, Write};
use std::ops::ControlFlow;
use std::path::Path;
use std::time::Instant;

use clap::{Args, Subcommand};
use fianchetto::index::{BuildSummary, Index, IndexBuilder, IndexError};

use crate::output_file::OutputFile;
use crate::same_file::refuse_same_file;

/// Arguments of `fianchetto index`.
#[derive(Args)]
pub(crate) struct IndexArgs {
    #[command(subcommand)]
    command: IndexCommand,
}

#[derive(Subcommand)]
enum IndexCommand {
    /// Index every mainline position of the games of PGN files (`.zst` and `.gz` unpacked).
    Build(BuildArgs),
    /// Merge indexes into one, with the same answers as one build over all their games.
    Merge(MergeArgs),
}

#[derive(Args)]
struct BuildArgs {
    /// The PGN files, indexed in this order; a game is listed by the path as given here.
    #[arg(required = true)]
    games: Vec<String>,
    /// The index to write; an existing file is replaced only when the build is complete.
    #[arg(short, long, value_name = "INDEX")]
    output: String,
    /// Threads reading each file (0: one per core).
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// Index only the start and the positions after plies 1 to N of each game.
    #[arg(long, value_name = "N")]
    max_plies: Option<u32>,
}

#[derive(Args)]
struct MergeArgs {
    /// The indexes, merged in this order.
    #[arg(required = true)]
    indexes: Vec<String>,
    /// The index to write; an existing file is replaced only when the merge is complete.
    #[arg(short, long, value_name = "INDEX")]
    output: String,
}

pub(crate) fn run(args: &IndexArgs) -> crate::Outcome {
    match &args.command {
        IndexCommand::Build(args) => build(args),
        IndexCommand::Merge(args) => merge(args),
    }
}

fn build(args: &BuildArgs) -> crate::Outcome {
    for input in &args.games {
        refuse_same_file(input, &args.output)?;
    }
    let started = Instant::now();
    let output = OutputFile::create(&args.output)?;
    let bar = crate::progress::games_indexed();
    let heard = bar.clone();
    let mut builder = spilling_beside(IndexBuilder::new().threads(args.threads), &args.output)
        .on_progress(move |games| progress(&heard, games));
    if let Some(plies) = args.max_plies {
        builder = builder.max_plies(plies);
    }
    for path in &args.games {
        bar.set_message(path.clone());
        builder
            .add_file(path)
            .map_err(|err| interrupted_or(err, path))?;
    }
    bar.finish_and_clear();
    write(builder, output, &args.output, started)
}

fn merge(args: &MergeArgs) -> crate::Outcome {
    for input in &args.indexes {
        refuse_same_file(input, &args.output)?;
    }
    let started = Instant::now();
    let output = OutputFile::create(&args.output)?;
    let mut builder = spilling_beside(IndexBuilder::new().threads(0), &args.output);
    for path in &args.indexes {
        let index = Index::open(path)?;
        builder.add_index(&index)?;
        crate::interrupt::check()?;
    }
    write(builder, output, &args.output, started)
}

/// Sorted runs go beside the output, on the disk that is to hold the index anyway.
fn spilling_beside(builder: IndexBuilder, output: &str) -> IndexBuilder {
    if let Err(err) = crate::interrupt::install() {
        eprintln!("warning: cannot handle SIGINT and SIGTERM: {err}");
    }
    match Path::new(output).parent() {
        Some(dir) if !dir.as_os_str().is_empty() => builder.spill_to(dir),
        _ => builder.spill_to("."),
    }
}

fn progress(bar: &indicatif::ProgressBar, games: usize) -> ControlFlow<()> {
    if games.is_multiple_of(1024) {
        bar.set_position(games as u64);
        if crate::interrupt::check().is_err() {
            return ControlFlow::Break(());
        }
    }
    ControlFlow::Continue(())
}

/// A stopped build as the signal's error (its exit status), any other with the file it read.
fn interrupted_or(err: IndexError, path: &str) -> anyhow::Error {
    match (err, crate::interrupt::check()) {
        (IndexError::Interrupted, Err(signal)) => signal.into(),
        (err, _) => anyhow::Error::new(err).context(format!("cannot index {path}")),
    }
}

fn write(
    builder: IndexBuilder,
    output: OutputFile,
    name: &str,
    started: Instant,
) -> crate::Outcome {
    let mut out = BufWriter::new(output.writer()?);
    let summary: BuildSummary = builder
        .write(&mut out)
        .map_err(|err| output.write_error(err.into()))?;
    out.flush().map_err(|err| output.write_error(err.into()))?;
    drop(out);
    crate::interrupt::check()?;
    output.commit()?;
    eprintln!(
        "indexed {} games ({} plies, {} positions) into {name}: {} bytes in {:.3} s",
        summary.games,
        summary.plies,
        summary.positions,
        summary.bytes,
        started.elapsed().as_secs_f64()
    );
    Ok(true)
}
