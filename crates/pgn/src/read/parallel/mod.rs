//! Reading one PGN input with several threads: a thread reads (and unpacks) the input and cuts it
//! into chunks where a game seems to start, workers read the chunks, and the calling thread hands
//! their games on in input order, exactly as one [`Reader`] would.
//!
//! A cut is only a guess: a `[` after a blank line may lie inside a `{` comment, or inside a game
//! whose tags have blank lines between them. Each guess is checked when the chunk before it has
//! been read: it stands if that chunk's reader ended at a game's result token with nothing wrong
//! since and no comment left open. Otherwise the calling thread reads on from the start of that
//! chunk itself, chunk after chunk, until a game ends at a chunk's end, and takes the workers'
//! readings from there on; what the workers read from a wrong start is dropped.
//!
//! Two more things keep the reading the same as one reader's and its memory bounded. Where
//! reading the input fails, the chunk of bytes read before the failure is still read, to the
//! same place, and the error comes after its games. And a worker keeps at most
//! [`GAMES_PER_CHUNK`] games from one chunk, stopping at a game's end; the calling thread reads
//! the rest, and the splitting thread cuts smaller chunks while games are that small.

mod arrivals;
mod chain;
mod chunk_input;
mod receiver;
mod split;
mod sync;

use std::io::{self, Read};
use std::num::NonZeroUsize;
use std::ops::ControlFlow;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::vec::Vec;

use self::arrivals::{Arrivals, ChunkEnd, ChunkRead};
use self::chain::Chain;
use self::chunk_input::ChunkInput;
pub use self::receiver::GameReceiver;
use self::split::{Chunk, Splitter};
use self::sync::{Buffers, ChunkTarget, Credits};
use super::game_base::{Bases, GameBase};
use super::place::Place;
use crate::{Error, ErrorKind, Limits, Reader, Visitor};

/// Reads one PGN input (a file, stdin, a decompressor) with several threads, handing each game
/// to a closure in input order, with the same results, errors, game numbers, lines and offsets
/// as a [`Reader`] reading it alone.
///
/// Each worker thread reads with a visitor of its own, made by the closure passed to
/// [`for_each`](ParallelReader::for_each), so the work of a visitor (replaying moves, building
/// a game, formatting output) runs in parallel. A visitor must therefore not carry anything
/// from one game to the next. Memory is bounded by three chunks per thread, each of at most
/// four times [`chunk_bytes`](ParallelReader::chunk_bytes) and 1,024 games, whatever the
/// input. Where reading the input fails, every
/// game one [`Reader`] returns before the failure is handed on, then the error is returned.
///
/// ```
/// use std::ops::ControlFlow;
/// use fianchetto_pgn::{ParallelReader, Replay, Replayed};
///
/// let pgn = "[Event \"a\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n\
///            [Event \"b\"]\n\n1. d4 d5 2. Kd3 *\n\n[Event \"c\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
/// let mut plies = Vec::new();
/// ParallelReader::new(2).chunk_bytes(16).for_each(
///     pgn.as_bytes(),
///     || Replay::new(Replayed::new()),
///     |game| {
///         let game = game.expect("no error outside a game");
///         plies.push((game.plies, game.error.map(|e| (e.game, e.line, e.column))));
///         ControlFlow::Continue(())
///     },
/// )?;
/// assert_eq!(plies, [(7, None), (2, Some((2, 7, 13))), (4, None)]);
/// # Ok::<(), std::io::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct ParallelReader {
    threads: NonZeroUsize,
    chunk_bytes: usize,
    /// Games a worker keeps from one chunk before it leaves the rest to the merging thread.
    games_per_chunk: usize,
    limits: Limits,
    lenient: bool,
}

/// A chunk of 1 MiB holds a few hundred games: enough to make handing it over negligible, small
/// enough to keep every thread busy on a file of a few megabytes.
const CHUNK_BYTES: usize = 1 << 20;

/// Chunks in flight per worker: one being read, one waiting, one read and waiting to be handed on.
const CHUNKS_PER_WORKER: usize = 3;

/// Games a worker keeps from one chunk: with [`CHUNKS_PER_WORKER`], what bounds the games in
/// memory when games are tiny (a megabyte of empty games is 60,000 of them). Where chunks reach
/// it, the splitting thread is told to cut smaller ones ([`ChunkTarget`]).
const GAMES_PER_CHUNK: usize = 1024;

impl ParallelReader {
    /// The most workers a reader runs: far more than any machine's cores, far fewer than
    /// would exhaust the process (each holds a stack and chunk buffers). More are clamped.
    pub const MAX_THREADS: usize = 1024;

    /// A reader with `threads` workers (0: one per available core; at most
    /// [`MAX_THREADS`](Self::MAX_THREADS)), lenient like [`Reader::new`], with the default
    /// [`Limits`].
    ///
    /// ```
    /// use fianchetto_pgn::ParallelReader;
    ///
    /// let reader = ParallelReader::new(4);
    /// assert_eq!(reader.threads(), 4);
    /// assert!(ParallelReader::new(0).threads() >= 1);
    /// assert_eq!(ParallelReader::new(usize::MAX).threads(), ParallelReader::MAX_THREADS);
    /// ```
    pub fn new(threads: usize) -> ParallelReader {
        let threads = NonZeroUsize::new(threads.min(Self::MAX_THREADS))
            .or_else(|| thread::available_parallelism().ok())
            .unwrap_or(NonZeroUsize::MIN);
        ParallelReader {
            threads,
            chunk_bytes: CHUNK_BYTES,
            games_per_chunk: GAMES_PER_CHUNK,
            limits: Limits::default(),
            lenient: true,
        }
    }

    /// The number of worker threads.
    ///
    /// ```
    /// use fianchetto_pgn::ParallelReader;
    ///
    /// assert_eq!(ParallelReader::new(3).threads(), 3);
    /// ```
    pub fn threads(&self) -> usize {
        self.threads.get()
    }

    /// Reads as [`Reader::strict`] does.
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use fianchetto_pgn::{ParallelReader, Replay, Replayed};
    ///
    /// let mut errors = Vec::new();
    /// ParallelReader::new(2).strict().for_each(
    ///     "1. e4 e5 ½-½\n".as_bytes(),
    ///     || Replay::new(Replayed::new()),
    ///     |game| {
    ///         errors.push(game.expect("a game").error.is_some());
    ///         ControlFlow::Continue(())
    ///     },
    /// )?;
    /// assert_eq!(errors, [true]);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    #[must_use]
    pub fn strict(mut self) -> ParallelReader {
        self.lenient = false;
        self
    }

    /// Reads with the given limits, as [`Reader::with_limits`] does.
    ///
    /// ```
    /// use fianchetto_pgn::{Limits, ParallelReader};
    ///
    /// let limits = Limits { max_nesting: 4, ..Limits::default() };
    /// let _reader = ParallelReader::new(2).with_limits(limits);
    /// ```
    #[must_use]
    pub fn with_limits(mut self, limits: Limits) -> ParallelReader {
        self.limits = limits;
        self
    }

    /// Cuts the input into chunks of about `bytes` (1 MiB by default; at least 1). Smaller chunks
    /// spread a small input over more threads at a higher cost per game.
    ///
    /// ```
    /// use fianchetto_pgn::ParallelReader;
    ///
    /// let _reader = ParallelReader::new(2).chunk_bytes(64 << 10);
    /// ```
    #[must_use]
    pub fn chunk_bytes(mut self, bytes: usize) -> ParallelReader {
        self.chunk_bytes = bytes.max(1);
        self
    }

    /// Keeps at most `games` games (at least 1) from one chunk on a worker: tests make it tiny
    /// to read most chunks in two parts.
    #[cfg(test)]
    pub(crate) fn games_per_chunk(mut self, games: usize) -> ParallelReader {
        self.games_per_chunk = games.max(1);
        self
    }

    /// Reads every game of `input`, each with a visitor made by `make_visitor` on a worker
    /// thread, and hands what [`Reader::read_game`] gives for it to `sink`, in input order, on
    /// the calling thread. `sink` returns [`ControlFlow::Break`] to stop reading. With one
    /// thread it reads on the calling thread alone, as a [`Reader`] would, so a program need not
    /// keep a second path for that case.
    ///
    /// `input` is any [`Read`]: bytes in memory, a [`File`](std::fs::File), stdin, a file that
    /// [`Unpacked::open`](crate::Unpacked::open) unpacks. It needs no buffer of its own: the
    /// splitting thread reads it in chunks straight into the workers' buffers.
    ///
    /// # Errors
    ///
    /// When reading `input` fails, after handing on every game before the failure.
    pub fn for_each<R, V, F, S>(&self, input: R, make_visitor: F, mut sink: S) -> io::Result<()>
    where
        R: Read + Send,
        V: Visitor,
        V::Output: Send,
        V::Error: Send,
        F: Fn() -> V + Sync,
        S: FnMut(Result<V::Output, Error<V::Error>>) -> ControlFlow<()>,
    {
        if self.threads.get() == 1 {
            return self.read_alone(input, &make_visitor, &mut sink);
        }
        let bases = Arc::new(Bases::default());
        let credits = Arc::new(Credits::new(self.threads.get() * CHUNKS_PER_WORKER));
        let buffers = Arc::new(Buffers::default());
        let target = Arc::new(ChunkTarget::new(self.chunk_bytes));
        // Credits bound the chunks in flight; a bounded queue as well would leave the splitter
        // waiting for ever on workers that stopped with it full.
        let (work_tx, work_rx) = mpsc::channel::<Chunk>();
        let work_rx = Mutex::new(work_rx);
        let (done_tx, done_rx) = mpsc::channel();
        thread::scope(|scope| {
            let splitter = {
                let (credits, buffers, target) = (
                    Arc::clone(&credits),
                    Arc::clone(&buffers),
                    Arc::clone(&target),
                );
                scope.spawn(move || split(input, target, buffers, &credits, &work_tx))
            };
            for _ in 0..self.threads.get() {
                let done_tx = done_tx.clone();
                let (work_rx, bases, make_visitor) = (&work_rx, &bases, &make_visitor);
                scope.spawn(move || self.work(work_rx, bases, make_visitor, &done_tx));
            }
            drop(done_tx);
            let mut arrivals = Arrivals::new(done_rx, Arc::clone(&bases), Arc::clone(&credits));
            let merge = Merge {
                buffers: &buffers,
                target: &target,
            };
            let finished = self.hand_on(&mut arrivals, &merge, &make_visitor, &mut sink);
            // Stopping early: wake every thread waiting on the others, and drop their results.
            bases.close();
            credits.close();
            drop(arrivals);
            let read = splitter
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            match finished {
                ControlFlow::Break(()) => Ok(()),
                ControlFlow::Continue(()) => read,
            }
        })
    }

    /// [`for_each`](ParallelReader::for_each) with one thread: a [`Reader`] on this thread.
    fn read_alone<R: Read, V: Visitor>(
        &self,
        input: R,
        make_visitor: &impl Fn() -> V,
        sink: &mut impl FnMut(Result<V::Output, Error<V::Error>>) -> ControlFlow<()>,
    ) -> io::Result<()> {
        let mut reader = Reader::new(input).with_limits(self.limits);
        if !self.lenient {
            reader = reader.strict();
        }
        let mut visitor = make_visitor();
        loop {
            let game = match reader.read_game(&mut visitor) {
                Ok(None) => return Ok(()),
                Err(error) if matches!(error.kind(), ErrorKind::Io(_)) => match error.into_kind() {
                    ErrorKind::Io(error) => return Err(error),
                    _ => unreachable!("matched as an input error"),
                },
                Ok(Some(game)) => Ok(game),
                Err(error) => Err(error),
            };
            if sink(game).is_break() {
                return Ok(());
            }
        }
    }

    /// A worker: reads chunks until there are none left.
    fn work<V: Visitor>(
        &self,
        chunks: &Mutex<Receiver<Chunk>>,
        bases: &Arc<Bases>,
        make_visitor: &(impl Fn() -> V + Sync),
        done: &Sender<ChunkRead<V::Output, V::Error>>,
    ) {
        let mut visitor = make_visitor();
        loop {
            let next = chunks.lock().unwrap_or_else(PoisonError::into_inner).recv();
            let Ok(chunk) = next else { return };
            let base = GameBase::Awaited {
                bases: Arc::clone(bases),
                chunk: chunk.index,
            };
            let input = ChunkInput::new(&chunk.bytes, chunk.fails_with.as_ref());
            let start = Place {
                offset: chunk.offset,
                line: chunk.line,
                line_start: chunk.line_start,
            };
            let mut reader = Reader::continuing(input, self.limits, self.lenient, start, base);
            let (games, end) = self.read_chunk(&mut reader, &mut visitor, chunk.ends_mid_line);
            let read = ChunkRead {
                started: reader.games_started(),
                bytes_read: reader.place().offset - chunk.offset,
                end,
                index: chunk.index,
                start,
                games,
                bytes: chunk.bytes,
                fails_with: chunk.fails_with,
            };
            if done.send(read).is_err() {
                return;
            }
        }
    }

    /// A worker's reading of one chunk: its games, and what of them stands.
    #[allow(clippy::type_complexity)]
    fn read_chunk<V: Visitor>(
        &self,
        reader: &mut Reader<ChunkInput<'_>>,
        visitor: &mut V,
        ends_mid_line: bool,
    ) -> (Vec<(u64, Result<V::Output, Error<V::Error>>)>, ChunkEnd) {
        let mut games = Vec::new();
        loop {
            match reader.read_game(visitor) {
                Ok(Some(game)) => games.push((reader.games_started(), Ok(game))),
                // A line the next chunk goes on with may be one the reader skips (a `%` line).
                Ok(None) if reader.at_clean_boundary() && !ends_mid_line => {
                    return (games, ChunkEnd::Clean);
                }
                Ok(None) => return (games, ChunkEnd::Unclean),
                // Only the last chunk fails, and the merging thread reads it again to the
                // failure, which ends the reading.
                Err(error) if matches!(error.kind(), ErrorKind::Io(_)) => {
                    return (Vec::new(), ChunkEnd::Unclean);
                }
                Err(error) => games.push((reader.games_started(), Err(error))),
            }
            if games.len() >= self.games_per_chunk {
                // Keeping more would unbound memory; where no game ends cleanly here, the
                // merging thread reads the whole chunk.
                if !reader.at_clean_boundary() {
                    return (Vec::new(), ChunkEnd::Unclean);
                }
                if !reader.get_ref().rest_is_blank() {
                    return (games, ChunkEnd::Full(reader.place()));
                }
            }
        }
    }

    /// Hands the workers' games on in order, reading on this thread from any place where a
    /// worker's reading does not stand: the start of a chunk whose end was not a game's end, or
    /// the rest of a chunk whose worker kept enough games. Each game is numbered here
    /// ([`Visitor::number_game`]), where the games before its chunk are known: a worker's by
    /// the count before its chunk, one read here by its reader.
    fn hand_on<V: Visitor>(
        &self,
        arrivals: &mut Arrivals<V::Output, V::Error>,
        merge: &Merge<'_>,
        make_visitor: &impl Fn() -> V,
        sink: &mut impl FnMut(Result<V::Output, Error<V::Error>>) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let mut next = 0;
        let mut games_before = 0;
        let mut rereader: Option<V> = None;
        while let Some(read) = arrivals.take(next, games_before) {
            merge
                .target
                .observe(read.started, read.bytes_read, self.games_per_chunk);
            let start = match read.end {
                ChunkEnd::Unclean => read.start,
                ChunkEnd::Clean | ChunkEnd::Full(_) => {
                    for (number_in_chunk, game) in read.games {
                        sink(game.map(|mut game| {
                            V::number_game(&mut game, games_before + number_in_chunk);
                            game
                        }))?;
                    }
                    games_before += read.started;
                    match read.end {
                        ChunkEnd::Full(place) => place,
                        _ => {
                            next += 1;
                            let in_flight = self.threads.get() * CHUNKS_PER_WORKER;
                            merge.buffers.give_back(read.bytes, in_flight);
                            continue;
                        }
                    }
                }
            };
            let visitor = rereader.get_or_insert_with(make_visitor);
            let skip = usize::try_from(start.offset - read.start.offset).unwrap_or(usize::MAX);
            let chain = Chain::new(arrivals, (read.bytes, read.fails_with), skip, next + 1);
            let base = GameBase::Known(games_before);
            let mut reader = Reader::continuing(chain, self.limits, self.lenient, start, base);
            loop {
                match reader.read_game(visitor) {
                    Ok(Some(game)) => sink(Ok(game))?,
                    Ok(None) => return ControlFlow::Continue(()),
                    // The input failed: the splitting thread has the error.
                    Err(error) if matches!(error.kind(), ErrorKind::Io(_)) => {
                        return ControlFlow::Continue(());
                    }
                    Err(error) => sink(Err(error))?,
                }
                let chain = reader.get_ref();
                if reader.at_clean_boundary() && chain.rest_is_blank() {
                    games_before += reader.games_started();
                    next = chain.next_chunk();
                    break;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Like [`for_each`](ParallelReader::for_each), on threads of its own, handing the games to
    /// a [`GameReceiver`] in batches of 64: it gives them in input order, and the handle gives
    /// the outcome of reading `input` once the receiver has them all. Dropping the receiver
    /// stops reading. A batch waits until it is full or the input ends, so on an input that
    /// trickles in (a pipe fed a game at a time) a game arrives up to 63 games late; where
    /// that matters, [`for_each`](ParallelReader::for_each) hands each game on at once.
    ///
    /// ```
    /// use fianchetto_pgn::{ParallelReader, Replay, Replayed};
    ///
    /// let pgn = "1. e4 e5 *\n\n1. d4 *\n".as_bytes();
    /// let (games, reading) = ParallelReader::new(2).spawn(pgn, || Replay::new(Replayed::new()));
    /// let plies: Vec<u32> = games.map(|game| game.expect("a game").plies).collect();
    /// assert_eq!(plies, [2, 1]);
    /// reading.join().expect("no panic")?;
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn spawn<R, V, F>(
        self,
        input: R,
        make_visitor: F,
    ) -> (GameReceiver<V>, thread::JoinHandle<io::Result<()>>)
    where
        R: Read + Send + 'static,
        V: Visitor + 'static,
        V::Output: Send + 'static,
        V::Error: Send + 'static,
        F: Fn() -> V + Sync + Send + 'static,
    {
        // As many games wait as before batches: 64 a thread.
        let (mut sender, receiver) = GameReceiver::new(self.threads.get());
        let handle = thread::spawn(move || {
            let read = self.for_each(input, make_visitor, |game| {
                if sender.send(game) {
                    ControlFlow::Continue(())
                } else {
                    ControlFlow::Break(())
                }
            });
            // The games before a failure go first, as for `for_each`'s caller.
            sender.hand_over();
            read
        });
        (receiver, handle)
    }
}

/// What the merging thread shares with the splitting thread.
struct Merge<'a> {
    buffers: &'a Buffers,
    target: &'a ChunkTarget,
}

/// The splitting thread: cuts `input` into chunks for the workers while credit lasts, and says
/// how reading it ended.
fn split<R: Read>(
    input: R,
    target: Arc<ChunkTarget>,
    buffers: Arc<Buffers>,
    credits: &Credits,
    work: &Sender<Chunk>,
) -> io::Result<()> {
    let mut splitter = Splitter::new(input, target, buffers);
    while credits.take() {
        let Some(chunk) = splitter.next_chunk() else {
            break;
        };
        if work.send(chunk).is_err() {
            break;
        }
    }
    splitter.finish()
}
