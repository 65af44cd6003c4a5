//! [`EncodingPool`]: the columns of a Parquet file, each encoded apart from the others, by the
//! caller or by threads of the pool's own. A column's jobs run in the order they were given
//! and each column is one writer's alone, so the file is the same whatever thread ran what.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::{self, JoinHandle};

use parquet::errors::ParquetError;

use crate::column_encoder::{ColumnEncoder, Job};

/// Every column doing one job, handed out a column at a time to whichever thread asks next.
struct Round {
    job: Job,
    /// How many columns of `order` have been taken.
    taken: AtomicUsize,
}

/// A thread of the pool: it takes columns from each round it is sent.
struct Worker {
    rounds: Sender<Arc<Round>>,
    thread: JoinHandle<()>,
}

/// The columns and the threads that encode them.
pub(crate) struct EncodingPool {
    columns: Arc<[Mutex<ColumnEncoder>]>,
    /// Column indices in the order rounds hand them out: the costliest first, so that no thread
    /// is left alone with a long column at the end of a round.
    order: Arc<[usize]>,
    workers: Vec<Worker>,
    /// A message per worker per round, sent when it has no column left to take.
    finished: Receiver<Finished>,
    /// Whether a round was started and not yet waited for.
    running: bool,
    /// Set when a worker panicked or could not be sent a round: no round runs after that, as a
    /// dead worker sends no [`Finished`], and [`wait`](Self::wait), which counts one a worker,
    /// would wait for ever while the live ones keep the channel open.
    broken: bool,
}

/// What a worker says at the end of a round.
struct Finished {
    panicked: bool,
}

/// Sends [`Finished`] when dropped, so the pool hears of a round's end even from a worker that
/// panicked in it.
struct FinishedOnDrop<'a>(&'a Sender<Finished>);

impl Drop for FinishedOnDrop<'_> {
    fn drop(&mut self) {
        let panicked = thread::panicking();
        let _ = self.0.send(Finished { panicked });
    }
}

impl EncodingPool {
    /// A pool of `threads` threads for `columns` (none: every job runs on the caller's thread
    /// in [`start`](Self::start)), handed out in `order`.
    pub(crate) fn new(
        columns: Vec<ColumnEncoder>,
        order: Vec<usize>,
        threads: usize,
    ) -> Result<EncodingPool, ParquetError> {
        let columns: Arc<[Mutex<ColumnEncoder>]> = columns.into_iter().map(Mutex::new).collect();
        let order: Arc<[usize]> = order.into();
        let (finish, finished) = mpsc::channel();
        let workers = (0..threads)
            .map(|index| {
                let (rounds, received) = mpsc::channel::<Arc<Round>>();
                let (columns, order, finish) = (columns.clone(), order.clone(), finish.clone());
                let thread = thread::Builder::new()
                    .name(format!("parquet-encoder-{index}"))
                    .spawn(move || {
                        for round in received {
                            let _finished = FinishedOnDrop(&finish);
                            take_columns(&round, &columns, &order);
                        }
                    })?;
                Ok(Worker { rounds, thread })
            })
            .collect::<Result<Vec<Worker>, ParquetError>>()?;
        Ok(EncodingPool {
            columns,
            order,
            workers,
            finished,
            running: false,
            broken: false,
        })
    }

    /// Starts `job` on every column, after waiting for the last round; without threads, runs
    /// it here.
    pub(crate) fn start(&mut self, job: Job) -> Result<(), ParquetError> {
        self.wait()?;
        if self.broken {
            return Err(panicked());
        }
        let round = Arc::new(Round {
            job,
            taken: AtomicUsize::new(0),
        });
        if self.workers.is_empty() {
            take_columns(&round, &self.columns, &self.order);
            return self.first_error();
        }
        for worker in &self.workers {
            if worker.rounds.send(round.clone()).is_err() {
                self.broken = true;
                return Err(panicked());
            }
        }
        self.running = true;
        Ok(())
    }

    /// Waits for the round in progress, if any, and returns the first column's error.
    pub(crate) fn wait(&mut self) -> Result<(), ParquetError> {
        if !self.running {
            return Ok(());
        }
        self.running = false;
        let mut panicked_workers = false;
        for _ in &self.workers {
            match self.finished.recv() {
                Ok(finished) => panicked_workers |= finished.panicked,
                Err(_) => panicked_workers = true,
            }
        }
        if panicked_workers {
            self.broken = true;
            return Err(panicked());
        }
        self.first_error()
    }

    /// The first error of a column, in column order (so the same for any thread count).
    fn first_error(&self) -> Result<(), ParquetError> {
        match self
            .columns
            .iter()
            .find_map(|column| lock(column).error.take())
        {
            Some(error) => Err(error),
            None => Ok(()),
        }
    }

    /// The columns, in order, between rounds.
    pub(crate) fn columns(&self) -> impl Iterator<Item = MutexGuard<'_, ColumnEncoder>> {
        debug_assert!(!self.running, "columns are read only between rounds");
        self.columns.iter().map(lock)
    }
}

impl Drop for EncodingPool {
    fn drop(&mut self) {
        for worker in std::mem::take(&mut self.workers) {
            drop(worker.rounds);
            let _ = worker.thread.join();
        }
    }
}

/// Takes columns of the round, one by one, until none is left.
fn take_columns(round: &Round, columns: &[Mutex<ColumnEncoder>], order: &[usize]) {
    while let Some(&index) = order.get(round.taken.fetch_add(1, Ordering::Relaxed)) {
        lock(&columns[index]).run(&round.job);
    }
}

/// A column, whose lock is only ever held by one thread at a time (a round hands each column
/// out once, and the caller reads them only between rounds).
fn lock(column: &Mutex<ColumnEncoder>) -> MutexGuard<'_, ColumnEncoder> {
    column.lock().unwrap_or_else(PoisonError::into_inner)
}

fn panicked() -> ParquetError {
    ParquetError::General("a Parquet encoding thread panicked".into())
}
