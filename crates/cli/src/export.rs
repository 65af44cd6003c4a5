//! `fianchetto export`: every game of a PGN file as one row of a Parquet, JSON Lines or CSV
//! file: its tags, and what a legal replay finds (moves, clocks, evaluations, ending).

use std::ops::ControlFlow;
use std::time::Instant;

use anyhow::Context;
use clap::Args;
use fianchetto::pgn::{Error, ParallelReader, Replay, ReplayError};
use fianchetto::variant::AnyPosition;
use fianchetto_records::{GameRecord, RecordExtractor, Table};
use indicatif::ProgressBar;

use crate::export_sink::{Format, Sink, check_supported};
use crate::input::{self, Counting};
use crate::output_file::OutputFile;
use crate::progress;
use crate::same_file::refuse_same_file;

/// Arguments of `fianchetto export`.
#[derive(Args)]
pub(crate) struct ExportArgs {
    /// The PGN file; `-` reads stdin. `.zst` and `.gz` files are unpacked on the fly.
    file: String,
    /// The file to write; `-` writes stdout. An existing file is replaced only when the export
    /// is done (broken games included); a failed or interrupted export leaves it as it was.
    #[arg(short, long, value_name = "OUT")]
    output: String,
    /// The output format; by default the one OUT's extension names (.parquet, .jsonl, .csv).
    #[arg(long, value_enum)]
    format: Option<Format>,
    /// Threads reading the file (0: one per core); with more than one, as many more encode
    /// Parquet's columns. The output is the same for any number.
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// One row per mainline position instead of one per game: game, ply, the position's key
    /// (the one `explore --json` prints), the move played from it in UCI and SAN (null in the
    /// game's last row), Result, both Elos, speed, date and both players; SQL over these rows
    /// answers the explorer's questions.
    #[arg(long)]
    plies: bool,
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
    refuse_same_file(&args.file, &args.output)?;
    if let Err(err) = crate::interrupt::install() {
        eprintln!("warning: cannot handle SIGINT and SIGTERM: {err}");
    }
    let input = input::open(&args.file)?;
    let reader = ParallelReader::new(args.threads);
    let output = OutputFile::create(&args.output)?;
    // `--threads 1` means one thread: a Spark task or a shell loop runs many such at once.
    // Otherwise Parquet's columns are encoded by as many threads as read the games, so that
    // encoding, two fifths of the work (by instructions), scales with them.
    let encoding_threads = if reader.threads() > 1 {
        reader.threads()
    } else {
        0
    };
    let table = if args.plies {
        Table::Plies
    } else {
        Table::Games
    };
    let mut sink = Sink::start(output.writer()?, format, table, encoding_threads)
        .map_err(|err| output.write_error(err))?;
    let bar = progress::pgn_bytes(input.size);
    let counting = Counting::new(input.reader, bar.clone());
    let mut rows = Rows {
        sink: &mut sink,
        output: &output,
        bar: &bar,
        started: Instant::now(),
        games: 0,
        plies: 0,
        failures: 0,
    };
    let mut written = Ok(());
    let read = reader
        .for_each(
            counting,
            // Every game under its `Variant` tag (see `pgn.rs`).
            || {
                let extract = RecordExtractor::<AnyPosition>::default();
                Replay::new(if args.plies {
                    extract.with_position_keys()
                } else {
                    extract
                })
            },
            |game| match rows.take(game) {
                Ok(()) => ControlFlow::Continue(()),
                Err(err) => {
                    written = Err(err);
                    ControlFlow::Break(())
                }
            },
        )
        .map(|()| written)
        .map_err(|err| anyhow::anyhow!("cannot read {}: {err}", args.file));
    bar.finish_and_clear();
    let (games, plies, failures, started) = (rows.games, rows.plies, rows.failures, rows.started);
    read??;
    sink.finish().map_err(|err| output.write_error(err))?;
    // A signal during the last rows or the footer still leaves the old target as it was.
    crate::interrupt::check()?;
    output.commit()?;
    let seconds = started.elapsed().as_secs_f64();
    eprintln!(
        "exported {games} games ({plies} plies, {failures} errors) to {} in {seconds:.3} s",
        args.output
    );
    Ok(failures == 0)
}

/// Writes the rows as the games come, in input order, counting them.
struct Rows<'a> {
    sink: &'a mut Sink,
    output: &'a OutputFile,
    bar: &'a ProgressBar,
    started: Instant,
    games: u64,
    plies: u64,
    failures: u64,
}

impl Rows<'_> {
    fn take(&mut self, game: Result<GameRecord, Error<ReplayError>>) -> anyhow::Result<()> {
        crate::interrupt::check()?;
        match game {
            Ok(record) => {
                self.games += 1;
                self.plies += u64::from(record.plies);
                if let Some(error) = &record.error {
                    self.failures += 1;
                    self.bar.suspend(|| eprintln!("error: {error}"));
                }
                self.sink
                    .write(&record)
                    .map_err(|err| self.output.write_error(err))?;
            }
            Err(err) => {
                // Outside any game, so there is no row to keep it in.
                self.failures += 1;
                self.bar.suspend(|| eprintln!("error: {err}"));
            }
        }
        if self.games.is_multiple_of(1024) {
            progress::show_games(self.bar, self.games, self.started);
        }
        Ok(())
    }
}
