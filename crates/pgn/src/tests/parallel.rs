//! The parallel reader against one reader: the same games, errors, numbers and offsets, however
//! the input is cut, including where a cut falls inside a comment or a game's tags.

use std::convert::Infallible;
use std::format;
use std::ops::ControlFlow;
use std::string::{String, ToString};
use std::vec::Vec;

use super::{check_chunking, corpus_2k, events};
use crate::{Game, GameBuilder, ParallelReader, Reader, Visitor};

/// Reads `pgn` into games with one reader, and with `threads` workers in chunks of `bytes`.
fn both(pgn: &[u8], threads: usize, bytes: usize) -> [Vec<Result<Game, String>>; 2] {
    let mut reader = Reader::new(pgn);
    let mut builder = GameBuilder::new();
    let alone = reader
        .read_all(&mut builder)
        .map(|game| game.map_err(|e| e.to_string()))
        .collect();
    let mut parallel = Vec::new();
    ParallelReader::new(threads)
        .chunk_bytes(bytes)
        .for_each(pgn, GameBuilder::new, |game| {
            parallel.push(game.map_err(|e| e.to_string()));
            ControlFlow::Continue(())
        })
        .expect("reading a slice");
    [alone, parallel]
}

#[test]
fn the_corpus_reads_the_same_on_three_threads() {
    let pgn = corpus_2k();
    let [alone, parallel] = both(&pgn, 3, 64 << 10);
    assert_eq!(alone.len(), 2000);
    assert!(alone == parallel, "the parallel reading differs");
    let offsets: Vec<u64> = parallel
        .iter()
        .map(|g| g.as_ref().unwrap().offset)
        .collect();
    assert_eq!(offsets[1], 6002);
}

/// Cuts that look like game starts but are not: inside a comment, between tags with a blank line
/// between them, after a game without a result, inside a comment that never closes.
const DECOYS: &str = "[Event \"a\"]\n\n1. e4 { a comment\n\n[Event \"not a game\"]\n\n1. d4 } e5 1-0\n\n\
    [Event \"b\"]\n[Site \"x\"]\n\n[Round \"1\"]\n\n1. d4 *\n\n\
    1. e4 e5\n\n[Event \"c\"]\n\n1. c4 { never closed\n\n[Event \"d\"]\n\n1. Nf3 *\n\n\
    [Event \"e\"]\n\n1. e4 (1. d4\n\n[Event \"f\"]\n\n1. e4 Ke7 2. Kd1 *\n";

#[test]
fn decoys_read_the_same_in_any_chunks() {
    let games = events(DECOYS);
    assert_eq!(games.len(), 7, "{games:#?}");
    check_chunking(DECOYS.as_bytes());
    let many = DECOYS.repeat(40);
    for bytes in [3, 50, 400] {
        let [alone, parallel] = both(many.as_bytes(), 2, bytes);
        assert_eq!(alone.len(), 124);
        assert!(alone == parallel, "chunks of {bytes}");
    }
}

#[test]
fn stopping_early_ends_every_thread() {
    let pgn = corpus_2k();
    let mut seen = 0;
    ParallelReader::new(2)
        .chunk_bytes(4096)
        .for_each(&pgn[..], GameBuilder::new, |_| {
            seen += 1;
            if seen == 5 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .expect("reading a slice");
    assert_eq!(seen, 5);
}

/// A visitor that takes a millisecond a game, so that the workers fall behind the splitting
/// thread and its queue of chunks fills up.
struct Slow;

impl Visitor for Slow {
    type Output = ();
    type Error = Infallible;

    fn end_game(&mut self) {
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
}

/// Stopping while the splitting thread waits to queue a chunk for workers that are busy, and
/// then gone. (It waited for ever: `fianchetto export -o /dev/full` hung on its first write.)
#[test]
fn stopping_with_chunks_queued_ends_every_thread() {
    let (finished, done) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let pgn = corpus_2k();
        let mut seen = 0;
        let read = ParallelReader::new(2).chunk_bytes(4096).for_each(
            &pgn[..],
            || Slow,
            |_| {
                seen += 1;
                ControlFlow::Break(())
            },
        );
        let _ = finished.send((read.is_ok(), seen));
    });
    // A hang fails the test rather than stalling the suite.
    let outcome = done.recv_timeout(std::time::Duration::from_secs(60));
    assert_eq!(outcome, Ok((true, 1)));
}

/// `bytes`, a few at a time, then a failing read: a file cut short under a decompressor.
struct Failing<'a>(&'a [u8]);

impl std::io::Read for Failing<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.0.is_empty() {
            return Err(std::io::Error::other("disk on fire"));
        }
        let n = buf.len().min(self.0.len()).min(1000);
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}

/// What reading `pgn`, which fails after its last byte, hands on, and how it ends.
fn read_failing(pgn: &[u8], reader: &ParallelReader) -> (Vec<Result<Game, String>>, String) {
    let mut games = Vec::new();
    let result = reader.for_each(Failing(pgn), GameBuilder::new, |game| {
        games.push(game.map_err(|e| e.to_string()));
        ControlFlow::Continue(())
    });
    (games, result.expect_err("the input fails").to_string())
}

/// Every game one reader returns before the damage, then the same error, at any thread count
/// and however the input is cut: the input failing between games, in a game's tags, in its
/// movetext and in a comment. (Two threads lost a third of a `.zst` file cut short.)
#[test]
fn an_input_error_comes_after_the_games_one_reader_reads_before_it() {
    let pgn = corpus_2k();
    for cut in [0, 6002, 6010, 6100, pgn.len() / 2, pgn.len()] {
        let damaged = &pgn[..cut];
        let (alone, error) = read_failing(damaged, &ParallelReader::new(1));
        assert_eq!(error, "disk on fire");
        // Cut at a game's end, the games before it are whole.
        if cut == 6002 {
            assert_eq!(alone.len(), 1);
        }
        if cut == pgn.len() {
            assert_eq!(alone.len(), 2000);
        }
        // Cut inside a game's movetext, that game is kept up to the cut, as a game with a bad
        // move is, and ends with the failure; the failure itself comes after it.
        if cut == pgn.len() / 2 {
            assert_eq!(alone.len(), 1006);
            let cut_short = alone[1005].as_ref().expect("a game");
            assert!(!cut_short.mainline.is_empty());
            let errors: Vec<String> = cut_short.errors.iter().map(|e| e.to_string()).collect();
            assert_eq!(errors.len(), 1);
            assert!(
                errors[0].ends_with(": read failed: disk on fire"),
                "{errors:?}"
            );
        }
        for threads in [2, 3] {
            for chunk_bytes in [4096, 64 << 10, 1 << 20] {
                let reader = ParallelReader::new(threads).chunk_bytes(chunk_bytes);
                let parallel = read_failing(damaged, &reader);
                let differs = format!("cut at {cut}, {threads} threads, chunks of {chunk_bytes}");
                assert!(parallel == (alone.clone(), error.clone()), "{differs}");
                let parallel = read_failing(damaged, &reader.games_per_chunk(2));
                assert!(
                    parallel == (alone.clone(), error.clone()),
                    "{differs}, 2 games"
                );
            }
        }
    }
}

/// `spawn` hands on what `for_each` does, across batches and a part batch, the input's failure
/// last; and a receiver dropped after one game stops the reading threads on an endless input.
#[test]
fn spawned_reading_gives_every_game_in_batches_then_the_failure() {
    let pgn: &'static [u8] = Vec::leak(corpus_2k());
    let damaged = &pgn[..pgn.len() / 2];
    let (alone, error) = read_failing(damaged, &ParallelReader::new(1));
    assert_eq!(alone.len(), 1006);
    for threads in [1, 2] {
        let (games, reading) =
            ParallelReader::new(threads).spawn(Failing(damaged), GameBuilder::new);
        let spawned: Vec<_> = games.map(|game| game.map_err(|e| e.to_string())).collect();
        assert!(spawned == alone, "{threads} threads");
        let failure = reading
            .join()
            .expect("no panic")
            .expect_err("the input fails");
        assert_eq!(failure.to_string(), error);

        // An endless input: only the dropped receiver can end the reading.
        let read = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
        let endless = Endless(std::sync::Arc::clone(&read));
        let (mut games, reading) = ParallelReader::new(threads).spawn(endless, GameBuilder::new);
        assert!(games.next().is_some_and(|game| game.is_ok()));
        drop(games);
        let (done, finished) = std::sync::mpsc::channel();
        std::thread::spawn(move || done.send(reading.join().map(|read| read.is_ok())));
        // A hang fails the test rather than stalling the suite.
        let outcome = finished.recv_timeout(std::time::Duration::from_secs(60));
        assert_eq!(
            outcome.ok().map(Result::ok),
            Some(Some(true)),
            "{threads} threads"
        );
        assert!(read.load(std::sync::atomic::Ordering::Relaxed) < 64 << 20);
    }
}

/// The same short game for ever, counting the bytes it gives.
struct Endless(std::sync::Arc<std::sync::atomic::AtomicU64>);

impl std::io::Read for Endless {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        const GAME: &[u8] = b"[Event \"e\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n";
        let at = (self.0.load(std::sync::atomic::Ordering::Relaxed) % GAME.len() as u64) as usize;
        let n = buf.len().min(GAME.len() - at);
        buf[..n].copy_from_slice(&GAME[at..at + n]);
        self.0
            .fetch_add(n as u64, std::sync::atomic::Ordering::Relaxed);
        Ok(n)
    }
}

/// A visitor whose games count themselves while they live.
struct Counted(std::sync::Arc<LiveGames>);

#[derive(Default)]
struct LiveGames {
    now: std::sync::atomic::AtomicUsize,
    most: std::sync::atomic::AtomicUsize,
}

/// A game alive in some queue.
struct Alive(std::sync::Arc<LiveGames>);

impl Drop for Alive {
    fn drop(&mut self) {
        self.0
            .now
            .fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
    }
}

impl Visitor for Counted {
    type Output = Alive;
    type Error = Infallible;

    fn end_game(&mut self) -> Alive {
        use std::sync::atomic::Ordering::Relaxed;
        let now = self.0.now.fetch_add(1, Relaxed) + 1;
        self.0.most.fetch_max(now, Relaxed);
        Alive(std::sync::Arc::clone(&self.0))
    }
}

/// A million empty games (17 MB) keep at most a few chunks' worth of games in memory: three
/// chunks per worker of at most 1,024 games each, and one more being handed on. Before, every game of a megabyte chunk was
/// kept, 60,000 a chunk, and `export --threads 2` grew to 2 GB.
#[test]
fn a_million_tiny_games_keep_few_in_memory() {
    let pgn = "[Event \"?\"]\n\n*\n\n".repeat(1_000_000);
    for threads in [2, 3] {
        let live = std::sync::Arc::new(LiveGames::default());
        let mut games = 0u64;
        ParallelReader::new(threads)
            .for_each(
                pgn.as_bytes(),
                || Counted(std::sync::Arc::clone(&live)),
                |game| {
                    games += 1;
                    drop(game);
                    ControlFlow::Continue(())
                },
            )
            .expect("reading a string");
        assert_eq!(games, 1_000_000);
        let most = live.most.load(std::sync::atomic::Ordering::Relaxed);
        assert!(
            most <= (threads * 3 + 1) * 1024,
            "{most} games alive at once"
        );
    }
}

/// Lines with no break for many chunks (a `%` escape line, a run of NUL padding, a line of
/// moves, a game followed by a `;` comment on its line) are cut inside, so that a chunk stays
/// at most four times its aim; the reading is the same. (The splitter held such a stretch
/// whole: gigabytes of NUL padding in memory.) Games without tags leave the splitter no game
/// start to cut at, so it must cut inside the lines.
#[test]
fn lines_longer_than_chunks_read_the_same() {
    let pgn = format!(
        "1. e4 *\n%{}\n\n1. d4 *\n{}\n1. c4 *\n{} *\n1. e4 * ; {}\n\n1. b3 *\n",
        "x".repeat(300),
        "\0".repeat(300),
        "1. Nf3 Nf6 2. Ng1 Ng8 ".repeat(20),
        "y".repeat(300),
    );
    let games = events(&pgn);
    assert_eq!(games.len(), 7, "{games:#?}");
    check_chunking(pgn.as_bytes());
}
