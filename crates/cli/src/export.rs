//! `fianchetto export`: every game of a PGN file as one row of a Parquet, JSON Lines or CSV
//! file: its tags, and what a legal replay finds (moves, clocks, evaluations, ending).

use std::time::Instant;

use anyhow::Context;
use clap::Args;
use fianchetto::pgn::{ErrorKind, Reader, Replay};
use fianchetto_records::RecordExtractor;

use crate::export_sink::{Format, Sink, check_supported};
use crate::input::{self, Counting};
use crate::progress;

/// Arguments of `fianchetto export`.
#[derive(Args)]
pub(crate) struct ExportArgs {
    /// The PGN file; `-` reads stdin. `.zst` and `.gz` files are unpacked on the fly.
    file: String,
    /// The file to write; `-` writes stdout.
    #[arg(short, long, value_name = "OUT")]
    output: String,
    /// The output format; by default the one OUT's extension names (.parquet, .jsonl, .csv).
    #[arg(long, value_enum)]
    format: Option<Format>,
}

pub(crate) fn run(args: &ExportArgs) -> crate::Outcome {
    let format = args
        .format
        .or_else(|| Format::from_path(&args.output))
        .with_context(|| {
            format!(
                "cannot tell the format of {} from its name: pass --format parquet, jsonl or csv",
                args.output
            )
        })?;
    check_supported(format)?;
    let input = input::open(&args.file)?;
    let mut sink = Sink::create(&args.output, format)?;
    let bar = progress::pgn_bytes(input.size);
    let mut reader = Reader::new(Counting::new(input.reader, bar));
    let mut extract = Replay::new(RecordExtractor::default());
    let started = Instant::now();
    let (mut games, mut plies, mut failures) = (0u64, 0u64, 0u64);
    loop {
        match reader.read_game(&mut extract) {
            Ok(None) => break,
            Ok(Some(record)) => {
                games += 1;
                plies += u64::from(record.plies);
                if let Some(error) = &record.error {
                    failures += 1;
                    reader
                        .get_ref()
                        .bar()
                        .suspend(|| eprintln!("error: {error}"));
                }
                if let Err(err) = sink.write(&record) {
                    reader.get_ref().bar().finish_and_clear();
                    return Err(err.context(format!("cannot write {}", args.output)));
                }
            }
            Err(err) => {
                if let ErrorKind::Io(io_err) = err.kind() {
                    reader.get_ref().bar().finish_and_clear();
                    anyhow::bail!("cannot read {}: {io_err}", args.file);
                }
                // Outside any game, so there is no row to keep it in.
                failures += 1;
                reader.get_ref().bar().suspend(|| eprintln!("error: {err}"));
            }
        }
        if games % 1024 == 0 {
            progress::show_games(reader.get_ref().bar(), games, started);
        }
    }
    reader.get_ref().bar().finish_and_clear();
    sink.finish()
        .with_context(|| format!("cannot write {}", args.output))?;
    let seconds = started.elapsed().as_secs_f64();
    eprintln!(
        "exported {games} games ({plies} plies, {failures} errors) to {} in {seconds:.3} s",
        args.output
    );
    Ok(failures == 0)
}
