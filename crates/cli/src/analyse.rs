//! `fianchetto analyse`: every game of a PGN file through a UCI engine, written back as PGN
//! with an `[%eval ...]` comment after each mainline move. `--threads N` runs N engine
//! processes, each taking the next game; the games come out in input order.

use std::collections::BTreeMap;
use std::io::{self, BufWriter, Write};
use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use anyhow::Context;
use clap::Args;
use fianchetto::pgn::{ErrorKind, Game, GameBuilder, Reader, Writer, write_game};
use fianchetto::uci_engine::Go;
use fianchetto::uci_engine::engine::Engine;

use crate::annotate::annotate;
use crate::{input, progress};

/// The depth searched when no limit is given: a few seconds per game on one core.
const DEFAULT_DEPTH: u32 = 12;

/// Arguments of `fianchetto analyse`.
#[derive(Args)]
pub(crate) struct AnalyseArgs {
    /// The PGN file; `-` reads stdin. `.zst` and `.gz` files are unpacked on the fly.
    file: String,
    /// The UCI engine to run (a path, or a program on PATH), such as /usr/games/stockfish.
    #[arg(long)]
    engine: String,
    /// Search each position this many plies deep (the default is 12).
    #[arg(long, group = "limit")]
    depth: Option<u32>,
    /// Search each position this many nodes.
    #[arg(long, group = "limit")]
    nodes: Option<u64>,
    /// Search each position this many milliseconds.
    #[arg(long, group = "limit")]
    movetime: Option<u64>,
    /// Run this many engine processes side by side, one game each at a time.
    #[arg(long, default_value = "1")]
    threads: NonZeroUsize,
    /// Ask the engine for this many best lines (its MultiPV option): the evaluation is the
    /// best line's, and the lines that start with another move than the one played are added
    /// as variations, each with its evaluation.
    #[arg(long, default_value = "1")]
    multipv: NonZeroUsize,
}

impl AnalyseArgs {
    fn go(&self) -> Go {
        match (self.nodes, self.movetime) {
            (Some(nodes), _) => Go::nodes(nodes),
            (_, Some(ms)) => Go::movetime(Duration::from_millis(ms)),
            _ => Go::depth(self.depth.unwrap_or(DEFAULT_DEPTH)),
        }
    }

    fn start_engine(&self) -> anyhow::Result<Engine> {
        let mut engine = Engine::start(&self.engine)?;
        if self.multipv.get() > 1 {
            engine.set_option("MultiPV", &self.multipv.to_string())?;
        }
        Ok(engine)
    }
}

/// A game to analyse, numbered from 1 in input order.
type Work = (u64, Game);

pub(crate) fn run(args: &AnalyseArgs) -> crate::Outcome {
    // Start every engine before reading: a wrong path fails at once, not after a game.
    let engines = (0..args.threads.get())
        .map(|_| args.start_engine())
        .collect::<anyhow::Result<Vec<_>>>()?;
    let input = input::open(&args.file)?;
    let mut reader = Reader::new(input.reader);
    let go = args.go();
    let failed = AtomicBool::new(false);
    let (work, queue) = mpsc::sync_channel::<Work>(2 * engines.len());
    let queue = Arc::new(Mutex::new(queue));
    let (done, results) = mpsc::channel::<(u64, anyhow::Result<Game>)>();
    thread::scope(|scope| {
        for mut engine in engines {
            let (queue, done, go, failed) = (Arc::clone(&queue), done.clone(), &go, &failed);
            let multipv = args.multipv.get();
            scope.spawn(move || {
                while let Some((number, mut game)) = next(&queue) {
                    let annotated = annotate(&mut engine, &mut game, go, multipv)
                        .with_context(|| format!("game {number}"))
                        .map(|()| game);
                    let broken = annotated.is_err();
                    if done.send((number, annotated)).is_err() || broken {
                        failed.store(true, Ordering::Relaxed);
                        return;
                    }
                }
                // The engine's exit status says nothing about the analysis, already done.
                let _ = engine.quit();
            });
        }
        drop((queue, done));
        let writer = scope.spawn(|| write_in_order(results));
        let mut number = 0;
        let mut broken_games = 0;
        let read = loop {
            if failed.load(Ordering::Relaxed) {
                break Ok(());
            }
            match reader.read_game(&mut GameBuilder::new()) {
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
                Err(err) => {
                    if let ErrorKind::Io(io_err) = err.kind() {
                        break Err(anyhow::anyhow!("cannot read {}: {io_err}", args.file));
                    }
                    number += 1;
                    broken_games += 1;
                    eprintln!("error: {err}");
                }
            }
        };
        drop(work);
        let written = writer.join().expect("the writer thread does not panic");
        read?;
        written?;
        Ok(broken_games == 0)
    })
}

/// The next game from the shared queue, or `None` when the reader is done.
fn next(queue: &Mutex<Receiver<Work>>) -> Option<Work> {
    // A poisoned lock means another worker panicked; this one stops too.
    queue.lock().ok()?.recv().ok()
}

/// Writes the annotated games on stdout in input order, as they come back from the workers.
fn write_in_order(results: Receiver<(u64, anyhow::Result<Game>)>) -> anyhow::Result<()> {
    let bar = progress::games();
    let mut out = Writer::new(BufWriter::new(io::stdout().lock()));
    let mut waiting = BTreeMap::new();
    let mut next_number = 1;
    for (number, game) in results {
        waiting.insert(number, game);
        while let Some(game) = waiting.remove(&next_number) {
            let written = write_game(&mut out, &game?).and_then(|()| out.get_mut().flush());
            written.map_err(crate::exit::stdout_error)?;
            bar.inc(1);
            next_number += 1;
        }
    }
    bar.finish_and_clear();
    Ok(())
}
