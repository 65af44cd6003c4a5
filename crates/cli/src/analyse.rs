//! `fianchetto analyse`: every game of a PGN file through a UCI engine, written back as PGN
//! with an `[%eval ...]` comment after each mainline move. `--threads N` runs N engine
//! processes, each taking the next game; the games come out in input order.
//!
//! Nothing read is lost and nothing hangs: a game the engine fails on is written without
//! evaluations after an error line, and the engine is restarted (not when it only said it does
//! not play the game's variant); every search has a deadline; a signal ends the run after the
//! engines are let go, with the games finished so far written. Each game is read and analysed
//! under its `Variant` tag (see `annotate.rs`).

use std::collections::BTreeMap;
use std::io::{self, BufWriter, Write};
use std::num::NonZeroUsize;
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use anyhow::{Context, bail};
use clap::Args;
use fianchetto::engine::Go;
use fianchetto::engine::engine::{Engine, Timeouts};
use fianchetto::pgn::{ErrorKind, Game, GameBuilder, Reader, Writer, write_game};
use fianchetto::syzygy::{TableKind, Tablebase};
use fianchetto::variant::AnyPosition;

use crate::analyse_worker::{Work, Worker};
use crate::{input, interrupt, progress};

/// The depth searched when no limit is given: a few seconds per game on one core.
const DEFAULT_DEPTH: u32 = 12;

/// How long past its `--movetime` a search may run before it is stopped.
const MOVETIME_GRACE: Duration = Duration::from_secs(1);

/// Arguments of `fianchetto analyse`.
#[derive(Args)]
pub(crate) struct AnalyseArgs {
    /// The PGN file; `-` reads stdin. `.zst` and `.gz` files are unpacked on the fly.
    file: String,
    /// The UCI engine to run (a path, or a program on PATH), such as /usr/games/stockfish. A
    /// game of a variant needs an engine that lists it in its UCI_Variant option (such as
    /// Fairy-Stockfish); other engines fail that game with an error line and go on.
    #[arg(long)]
    engine: String,
    /// Search each position this many plies deep (the default is 12).
    #[arg(long, group = "limit")]
    depth: Option<u32>,
    /// Search each position this many nodes.
    #[arg(long, group = "limit")]
    nodes: Option<u64>,
    /// Search each position this many milliseconds (stopped 1 s later if the engine runs on).
    #[arg(long, group = "limit")]
    movetime: Option<u64>,
    /// Stop a --depth or --nodes search after this many seconds and take the engine's best
    /// line so far; an engine that does not answer `stop` within 2 s is killed, its game
    /// written without evaluations, and the engine restarted for the next game.
    #[arg(long, value_name = "SECONDS", default_value = "30", value_parser = seconds, conflicts_with = "movetime")]
    timeout: Duration,
    /// Run this many engine processes side by side, one game each at a time.
    #[arg(long, default_value = "1")]
    threads: NonZeroUsize,
    /// Ask the engine for this many best lines (its MultiPV option): the evaluation is the
    /// best line's, and the lines that start with another move than the one played are added
    /// as variations, each with its evaluation.
    #[arg(long, default_value = "1")]
    multipv: NonZeroUsize,
    /// Syzygy tablebase directories, separated by `:` (`;` on Windows). A position the tables
    /// show drawn (the game's halfmove clock counted) gets `0.00` without asking the engine;
    /// others are searched, and an engine with a SyzygyPath option is given the same tables.
    /// The tables hold no distance to mate, so a won position's `#N` comes from the engine.
    #[arg(long, value_name = "DIR[:DIR...]")]
    syzygy: Option<std::ffi::OsString>,
}

/// A positive number of seconds, fractions allowed.
fn seconds(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds <= 1e9 => Ok(Duration::from_secs_f64(seconds)),
        _ => Err(format!(
            "expected a positive number of seconds, got {text:?}"
        )),
    }
}

impl AnalyseArgs {
    fn go(&self) -> Go {
        match (self.nodes, self.movetime) {
            (Some(nodes), _) => Go::nodes(nodes),
            (_, Some(ms)) => Go::movetime(Duration::from_millis(ms)),
            _ => Go::depth(self.depth.unwrap_or(DEFAULT_DEPTH)),
        }
    }

    fn timeouts(&self) -> Timeouts {
        let search = match self.movetime {
            Some(ms) => Duration::from_millis(ms) + MOVETIME_GRACE,
            None => self.timeout,
        };
        Timeouts {
            search: Some(search),
            exit: Duration::from_secs(1),
            ..Timeouts::default()
        }
    }

    fn start_engine(&self) -> anyhow::Result<Engine> {
        let mut engine = Engine::start_with(Command::new(&self.engine), self.timeouts())?;
        if self.multipv.get() > 1 {
            engine.set_option("MultiPV", &self.multipv.to_string())?;
        }
        if let Some(path) = &self.syzygy
            && engine
                .options()
                .iter()
                .any(|o| o.name.eq_ignore_ascii_case("SyzygyPath"))
        {
            engine.set_option("SyzygyPath", &path.to_string_lossy())?;
        }
        Ok(engine)
    }

    /// The tables of `--syzygy`, or `None` without it; an error when they hold no table.
    fn tables(&self) -> anyhow::Result<Option<Tablebase>> {
        let Some(path) = &self.syzygy else {
            return Ok(None);
        };
        let mut tables = Tablebase::new();
        tables
            .add_path(path)
            .context("cannot read the --syzygy directories")?;
        if tables.count(TableKind::Wdl) == 0 {
            bail!("no Syzygy tables (*.rtbw) in {}", path.to_string_lossy());
        }
        Ok(Some(tables))
    }
}

pub(crate) fn run(args: &AnalyseArgs) -> crate::Outcome {
    if let Err(err) = interrupt::install() {
        eprintln!("warning: cannot handle SIGINT and SIGTERM: {err}");
    }
    let tables = args.tables()?;
    // Start every engine before reading: a wrong path fails at once, not after a game.
    let engines = (0..args.threads.get())
        .map(|_| args.start_engine())
        .collect::<anyhow::Result<Vec<_>>>()?;
    let input = input::open(&args.file)?;
    let mut reader = Reader::new(input.reader);
    let go = args.go();
    let restart = || args.start_engine();
    let stop_reading = AtomicBool::new(false);
    let engines_left = AtomicUsize::new(engines.len());
    let (work, queue) = mpsc::sync_channel::<Work>(2 * engines.len());
    let queue = Arc::new(Mutex::new(queue));
    let (done, results) = mpsc::channel::<Work>();
    thread::scope(|scope| {
        let workers: Vec<_> = engines
            .into_iter()
            .map(|engine| {
                let worker = Worker {
                    queue: Arc::clone(&queue),
                    done: done.clone(),
                    go: &go,
                    multipv: args.multipv.get(),
                    tables: tables.as_ref(),
                    restart: &restart,
                    engines_left: &engines_left,
                };
                let stop_reading = &stop_reading;
                scope.spawn(move || {
                    let outcome = worker.run(engine);
                    if outcome.is_err() {
                        stop_reading.store(true, Ordering::Relaxed);
                    }
                    outcome
                })
            })
            .collect();
        drop((queue, done));
        let writer = scope.spawn(|| write_in_order(results));
        let mut number = 0;
        let mut broken_games = 0;
        let read = loop {
            if let Err(interrupted) = interrupt::check() {
                break Err(interrupted.into());
            }
            if stop_reading.load(Ordering::Relaxed) {
                break Ok(());
            }
            match reader.read_game(&mut GameBuilder::<AnyPosition>::default()) {
                Ok(None) => break Ok(()),
                Ok(Some(game)) => {
                    number += 1;
                    for error in &game.errors {
                        broken_games += 1;
                        eprintln!("error: {error}");
                    }
                    // Every worker gone: one of them failed, and says why.
                    if work.send((number, game)).is_err() {
                        break Ok(());
                    }
                }
                // Junk between games: an error, but no game.
                Err(err) => {
                    if let ErrorKind::Io(io_err) = err.kind() {
                        break Err(anyhow::anyhow!("cannot read {}: {io_err}", args.file));
                    }
                    broken_games += 1;
                    eprintln!("error: {err}");
                }
            }
        };
        drop(work);
        let mut failed_games = 0;
        let mut engine_lost = false;
        let mut worker_error = None;
        for worker in workers {
            match worker.join().expect("a worker does not panic") {
                Ok((failed, lost)) => {
                    failed_games += failed;
                    engine_lost |= lost;
                }
                Err(err) => {
                    worker_error.get_or_insert(err);
                }
            }
        }
        let written = writer.join().expect("the writer thread does not panic");
        // A closed stdout explains the rest; a signal or a dead engine explains a short read.
        written?;
        read?;
        if let Some(err) = worker_error {
            return Err(err);
        }
        Ok(broken_games == 0 && failed_games == 0 && !engine_lost)
    })
}

/// Writes the annotated games on stdout in input order, as they come back from the workers.
/// Games finished after a gap (a game a signal or a fatal error left unfinished) are written
/// too, in order, once the workers are done.
fn write_in_order(results: Receiver<Work>) -> anyhow::Result<()> {
    let bar = progress::games();
    let mut out = Writer::new(BufWriter::new(io::stdout().lock()));
    let mut write = |game: &Game<AnyPosition>| {
        let written = write_game(&mut out, game).and_then(|()| out.get_mut().flush());
        bar.inc(1);
        written.map_err(crate::exit::stdout_error)
    };
    let mut waiting = BTreeMap::new();
    let mut next_number = 1;
    for (number, game) in results {
        waiting.insert(number, game);
        while let Some(game) = waiting.remove(&next_number) {
            write(&game)?;
            next_number += 1;
        }
    }
    for game in waiting.values() {
        write(game)?;
    }
    bar.finish_and_clear();
    Ok(())
}
