//! Tests of the PGN reader, with the visitors and readers they share.

use std::{borrow::ToOwned, format, string::String, string::ToString, vec::Vec};

mod corpus;
mod dialect_property;
mod dialects;
mod errors;
mod files;
pub(crate) mod fuzz_regressions;
mod game;
mod generic;
mod junk;
mod numbers;
#[cfg(feature = "openings")]
mod openings;
mod parallel;
mod robustness;
mod summaries;
mod syntax;
mod tree;
mod unpack;
#[cfg(feature = "variants")]
mod variants;

use std::convert::Infallible;
use std::io::{self, BufRead, Read};
use std::path::PathBuf;

use std::ops::ControlFlow;

use super::{Error, GameResult, ParallelReader, RawComment, RawTag, Reader, Skip, Visitor};
pub(super) use corpus::corpus_2k;
use fianchetto_notation::san::SanPlus;

/// Records every callback as a short string, so a test can state a game's events in one line.
#[derive(Default)]
pub(super) struct Recorder {
    events: Vec<String>,
    /// Answers `begin_variation` with `Skip(true)`.
    skip_variations: bool,
    /// Answers `end_tags` with `Skip(true)`.
    skip_movetext: bool,
    /// A move token the recorder rejects, as a replaying visitor would an illegal move.
    reject: Option<&'static str>,
}

impl Recorder {
    fn push(&mut self, event: String) {
        self.events.push(event);
    }
}

impl Visitor for Recorder {
    type Output = String;
    type Error = String;

    fn begin_game(&mut self) {
        self.events.clear();
    }

    fn tag(&mut self, name: &[u8], value: RawTag<'_>) -> Result<(), String> {
        let event = format!("[{} {}]", name.escape_ascii(), value.decode_utf8_lossy());
        self.push(event);
        Ok(())
    }

    fn end_tags(&mut self) -> Result<Skip, String> {
        self.push("|".to_owned());
        Ok(Skip(self.skip_movetext))
    }

    fn san(&mut self, san: SanPlus) -> Result<(), String> {
        // Rejected by the move alone, as a replaying visitor judges it.
        if self.reject.is_some_and(|r| r == san.san.to_string()) {
            return Err(format!("illegal move {}", san.san));
        }
        self.push(san.to_string());
        Ok(())
    }

    fn nag(&mut self, nag: u8) -> Result<(), String> {
        self.push(format!("${nag}"));
        Ok(())
    }

    fn comment(&mut self, comment: RawComment<'_>) -> Result<(), String> {
        self.push(format!("{{{}}}", comment.as_bytes().escape_ascii()));
        Ok(())
    }

    fn begin_variation(&mut self) -> Result<Skip, String> {
        self.push("(".to_owned());
        Ok(Skip(self.skip_variations))
    }

    fn end_variation(&mut self) -> Result<(), String> {
        self.push(")".to_owned());
        Ok(())
    }

    fn result(&mut self, result: Option<GameResult>) -> Result<(), String> {
        self.push(result.map_or("*", GameResult::as_str).to_owned());
        Ok(())
    }

    fn end_game(&mut self) -> String {
        self.events.join(" ")
    }
}

/// Per game: mainline move tokens, all move tokens, the `PlyCount` tag, and the result token.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(super) struct Counts {
    pub mainline: usize,
    pub moves: usize,
    pub ply_count: Option<usize>,
    pub result: Option<Option<GameResult>>,
}

#[derive(Default)]
pub(super) struct Counter {
    depth: usize,
    counts: Counts,
}

impl Visitor for Counter {
    type Output = Counts;
    type Error = Infallible;

    fn begin_game(&mut self) {
        *self = Counter::default();
    }

    fn tag(&mut self, name: &[u8], value: RawTag<'_>) -> Result<(), Infallible> {
        if name == b"PlyCount" {
            self.counts.ply_count = value.decode_utf8_lossy().parse().ok();
        }
        Ok(())
    }

    fn san(&mut self, _: SanPlus) -> Result<(), Infallible> {
        self.counts.moves += 1;
        if self.depth == 0 {
            self.counts.mainline += 1;
        }
        Ok(())
    }

    fn begin_variation(&mut self) -> Result<Skip, Infallible> {
        self.depth += 1;
        Ok(Skip(false))
    }

    fn end_variation(&mut self) -> Result<(), Infallible> {
        self.depth -= 1;
        Ok(())
    }

    fn result(&mut self, result: Option<GameResult>) -> Result<(), Infallible> {
        self.counts.result = Some(result);
        Ok(())
    }

    fn end_game(&mut self) -> Counts {
        self.counts.clone()
    }
}

/// A `BufRead` that hands out at most `chunk` bytes at a time, to exercise tokens that straddle
/// two reads.
pub(super) struct Chunked<'a> {
    data: &'a [u8],
    chunk: usize,
}

impl<'a> Chunked<'a> {
    pub(crate) fn new(data: &'a [u8], chunk: usize) -> Chunked<'a> {
        Chunked { data, chunk }
    }
}

impl Read for Chunked<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.fill_buf()?.read(buf)?;
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Chunked<'_> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        Ok(&self.data[..self.data.len().min(self.chunk)])
    }

    fn consume(&mut self, amt: usize) {
        self.data = &self.data[amt..];
    }
}

/// Every game of `reader` read into `visitor`, errors as their messages.
pub(super) fn read_all<R: BufRead, V: Visitor>(
    reader: &mut Reader<R>,
    visitor: &mut V,
) -> Vec<Result<V::Output, String>>
where
    V::Error: std::fmt::Display,
{
    reader
        .read_all(visitor)
        .map(|game| game.map_err(|e| e.to_string()))
        .collect()
}

/// The games of `pgn` as event lines, errors as their messages.
pub(super) fn events(pgn: &str) -> Vec<Result<String, String>> {
    read_all(&mut Reader::new(pgn.as_bytes()), &mut Recorder::default())
}

/// Asserts the event lines of each game of `pgn`, and that they do not depend on how the input
/// is split into reads.
#[track_caller]
pub(super) fn check(pgn: &str, expected: &[&str]) {
    let games = events(pgn);
    let expected: Vec<Result<String, String>> =
        expected.iter().map(|e| Ok((*e).to_owned())).collect();
    assert_eq!(games, expected, "input: {pgn:?}");
    check_chunking(pgn.as_bytes());
}

/// Asserts that reading `data` in small pieces gives the same games and errors as reading it
/// whole.
#[track_caller]
pub(super) fn check_chunking(data: &[u8]) {
    let whole = read_all(&mut Reader::new(data), &mut Recorder::default());
    for chunk in [1, 2, 3, 7, 64] {
        let mut reader = Reader::from_buf_read(Chunked::new(data, chunk));
        let pieces = read_all(&mut reader, &mut Recorder::default());
        assert_eq!(whole, pieces, "chunks of {chunk}");
    }
    check_parallel(data, &whole);
}

/// What a [`ParallelReader`] of `threads` workers hands on for each game of `pgn`, as `item`
/// makes it: read in chunks of `chunk_bytes`, each worker keeping at most `games_per_chunk`
/// games of a chunk (the merging thread reads the rest from there).
pub(super) fn read_in_parallel<V, T>(
    pgn: &[u8],
    (threads, chunk_bytes, games_per_chunk): (usize, usize, usize),
    make_visitor: impl Fn() -> V + Sync,
    mut item: impl FnMut(Result<V::Output, Error<V::Error>>) -> T,
) -> Vec<T>
where
    V: Visitor,
    V::Output: Send,
    V::Error: Send,
{
    let mut items = Vec::new();
    ParallelReader::new(threads)
        .chunk_bytes(chunk_bytes)
        .games_per_chunk(games_per_chunk)
        .for_each(pgn, make_visitor, |read| {
            items.push(item(read));
            ControlFlow::Continue(())
        })
        .expect("reading a slice");
    items
}

/// Asserts that a [`ParallelReader`] cutting `data` into tiny chunks, so that most cuts fall
/// where no game starts, gives the games and errors of one reader, `whole`.
#[track_caller]
pub(super) fn check_parallel(data: &[u8], whole: &[Result<String, String>]) {
    // The default, many games a chunk; and one or two, so that workers stop inside chunks and
    // the merging thread reads their rest.
    let many = usize::MAX;
    for (chunk_bytes, games_per_chunk) in [(1, many), (5, many), (16, many), (64, many)]
        .into_iter()
        .chain([(64, 1), (4096, 1), (4096, 2)])
    {
        let mut games = Vec::new();
        let mut reader = ParallelReader::new(2).chunk_bytes(chunk_bytes);
        if games_per_chunk != many {
            reader = reader.games_per_chunk(games_per_chunk);
        }
        reader
            .for_each(data, Recorder::default, |game| {
                games.push(game.map_err(|e| e.to_string()));
                ControlFlow::Continue(())
            })
            .expect("reading a slice");
        let kept = if games_per_chunk == many {
            "the default".to_string()
        } else {
            games_per_chunk.to_string()
        };
        assert_eq!(
            whole, games,
            "parallel, chunks of {chunk_bytes} bytes, {kept} games kept a chunk"
        );
    }
}

/// A file of the repository's test data, `testdata/` at the workspace root (see its README).
pub(super) fn testdata(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata")
        .join(path)
}

/// The bytes of a file of the repository's test data.
pub(super) fn read_testdata(path: &str) -> Vec<u8> {
    std::fs::read(testdata(path)).unwrap_or_else(|e| panic!("testdata/{path}: {e}"))
}
