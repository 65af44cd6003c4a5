//! One engine's share of `fianchetto analyse`: games from the shared queue, annotated, back to
//! the writer. A game the engine fails on (it dies, stops answering, says something that makes
//! no sense) is still written, as it was read, after one error line naming it; the engine is
//! restarted and the next game goes on. An engine that cannot be restarted leaves its share to
//! the others; when it was the last, the games left are written without evaluations.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Arc, Mutex};

use fianchetto::engine::Go;
use fianchetto::engine::engine::{Engine, EngineError, EngineErrorKind};
use fianchetto::pgn::Game;
use fianchetto::syzygy::Tablebase;
use fianchetto::variant::AnyPosition;

use crate::annotate::annotate;
use crate::exit::one_line;
use crate::interrupt::Interrupted;

/// A game to analyse, numbered from 1 in input order.
pub(crate) type Work = (u64, Game<AnyPosition>);

/// Whether `err` leaves the engine unfit for the next game, so that it is restarted: it died,
/// hung or broke the protocol. An engine that said it does not play a game's variant (before
/// anything was sent) is as good as before.
fn engine_failed(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<EngineError>()
            .is_some_and(|err| !matches!(err.kind(), EngineErrorKind::VariantNotOffered { .. }))
    })
}

/// What a worker needs besides its engine.
pub(crate) struct Worker<'a> {
    pub(crate) queue: Arc<Mutex<Receiver<Work>>>,
    pub(crate) done: Sender<Work>,
    pub(crate) go: &'a Go,
    pub(crate) multipv: usize,
    /// `--syzygy`'s tables, shared by every worker.
    pub(crate) tables: Option<&'a Tablebase>,
    /// Starts an engine like the first, to replace one that failed.
    pub(crate) restart: &'a (dyn Fn() -> anyhow::Result<Engine> + Sync),
    /// Workers that still have an engine.
    pub(crate) engines_left: &'a AtomicUsize,
}

impl Worker<'_> {
    /// Annotates games until the queue is empty, or the writer is gone; the number of games
    /// that failed (written without evaluations), and whether the engine was lost for good.
    ///
    /// # Errors
    /// [`Interrupted`] on a signal (the game under way is dropped).
    pub(crate) fn run(self, mut engine: Engine) -> anyhow::Result<(u64, bool)> {
        let mut failed_games = 0;
        while let Some((number, game)) = self.next() {
            let mut annotated = game.clone();
            let outcome = annotate(
                &mut engine,
                &mut annotated,
                self.go,
                self.multipv,
                self.tables,
            );
            let (written, engine_failed) = match outcome {
                Ok(()) => (annotated, false),
                Err(err) if err.chain().any(|cause| cause.is::<Interrupted>()) => return Err(err),
                Err(err) => {
                    failed_games += 1;
                    eprintln!("error: game {number}: {}", one_line(&err));
                    (game, engine_failed(&err))
                }
            };
            if self.done.send((number, written)).is_err() {
                // The writer stopped, and says why.
                break;
            }
            if engine_failed {
                // The old engine goes first: it may hold memory and cores.
                drop(engine);
                match (self.restart)() {
                    Ok(restarted) => engine = restarted,
                    Err(err) => {
                        let err =
                            err.context(format!("cannot restart the engine after game {number}"));
                        eprintln!("error: {}", one_line(&err));
                        return Ok((failed_games + self.without_engine(), true));
                    }
                }
            }
        }
        // The engine's exit status says nothing about the analysis, already done.
        let _ = engine.quit();
        Ok((failed_games, false))
    }

    /// After the engine is lost: leaves the games to the workers that still have one, or, as
    /// the last, writes the rest without evaluations. The number of games it wrote so.
    fn without_engine(&self) -> u64 {
        if self.engines_left.fetch_sub(1, Ordering::AcqRel) > 1 {
            return 0;
        }
        let mut written = 0;
        while let Some((number, game)) = self.next() {
            if written == 0 {
                eprintln!(
                    "error: no engine left: game {number} and the games after it are written \
                     without evaluations"
                );
            }
            written += 1;
            if self.done.send((number, game)).is_err() {
                break;
            }
        }
        written
    }

    /// The next game from the shared queue, or `None` when the reader is done.
    fn next(&self) -> Option<Work> {
        // A poisoned lock means another worker panicked; this one stops too.
        self.queue.lock().ok()?.recv().ok()
    }
}
