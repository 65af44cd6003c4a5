//! Building an index: games in, sorted position records out, written as a file.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::io::{self, Write};
use std::ops::ControlFlow;
use std::sync::Arc;

use fianchetto_pgn::{ParallelReader, Replay, Unpacked};

use crate::Index;
use crate::IndexError;
use crate::format::{self, put_varint};
use crate::game::GameRow;
use crate::group::{self, Record};
use crate::runs::Runs;
use crate::source::Source;
use crate::visitor::{GameRead, Indexer, distinct};

/// Builds an index from PGN files (plain, `.zst` or `.gz`) or from other indexes, then writes
/// it with [`IndexBuilder::write`].
///
/// Memory stays bounded: the position records go to sorted runs on disk (in the folder
/// [`IndexBuilder::spill_to`] names, the system's temporary folder by default) once they pass
/// [`IndexBuilder::run_records`], and are merged as the file is written. What stays in memory is a row for each game
/// (about 60 bytes) and two bytes a stored ply.
///
/// ```
/// use fianchetto_index::{Index, IndexBuilder, Query};
/// use fianchetto_index::variant::AnyPosition;
///
/// let pgn = "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n[Result \"0-1\"]\n\n1. e4 c5 0-1\n";
/// let mut builder = IndexBuilder::new();
/// builder.add_reader("games.pgn", pgn.as_bytes())?;
/// let mut bytes = Vec::new();
/// builder.write(&mut bytes)?;
/// let index = Index::from_bytes(bytes)?;
/// let start = AnyPosition::default();
/// let answer = index.explore(&start, &Query::default())?;
/// assert_eq!((answer.total.games, answer.total.white, answer.total.black), (2, 1, 1));
/// assert_eq!(answer.moves[0].uci(&start).to_string(), "e2e4");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct IndexBuilder {
    max_plies: u32,
    sources: Vec<Source>,
    strings: Strings,
    games: Vec<GameRow>,
    moves: Vec<u16>,
    records: Runs,
    threads: usize,
    progress: Option<Progress>,
}

/// What [`IndexBuilder::on_progress`] attaches.
type Progress = Box<dyn FnMut(usize) -> ControlFlow<()> + Send>;

impl Default for IndexBuilder {
    fn default() -> IndexBuilder {
        IndexBuilder::new()
    }
}

impl IndexBuilder {
    /// A builder that indexes every ply (of a game longer than 65,535 plies, the first 65,535).
    pub fn new() -> IndexBuilder {
        IndexBuilder {
            max_plies: group::MAX_PLIES,
            sources: Vec::new(),
            strings: Strings::default(),
            games: Vec::new(),
            moves: Vec::new(),
            records: Runs::new(),
            threads: 1,
            progress: None,
        }
    }

    /// Indexes only the start and the positions after plies 1 to `plies` of each game (and the
    /// moves played from the first `plies` of them).
    #[must_use]
    pub fn max_plies(mut self, plies: u32) -> IndexBuilder {
        self.max_plies = plies.min(group::MAX_PLIES);
        self
    }

    /// Reads PGN and sorts and encodes the positions with `threads` threads (0: one a core;
    /// default 1; at most [`ParallelReader::MAX_THREADS`]). The index is the same for any
    /// number.
    #[must_use]
    pub fn threads(mut self, threads: usize) -> IndexBuilder {
        self.threads = match threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n.min(ParallelReader::MAX_THREADS),
        };
        self
    }

    /// Keeps at most `records` position records (20 bytes each) in memory before sorting them
    /// into a run on disk (default 12 Mi, 240 MiB).
    #[must_use]
    pub fn run_records(mut self, records: usize) -> IndexBuilder {
        self.records.set_limit(records);
        self
    }

    /// The directory for the sorted runs (default: the system's temporary directory).
    #[must_use]
    pub fn spill_to(mut self, dir: impl Into<std::path::PathBuf>) -> IndexBuilder {
        self.records.set_dir(dir.into());
        self
    }

    /// The games added so far.
    pub fn games(&self) -> usize {
        self.games.len()
    }

    /// Calls `progress` after each game read from PGN with the number of games added so far
    /// (over every file); [`ControlFlow::Break`] stops the build there, and the `add_file` or
    /// `add_reader` reading then fails with [`IndexError::Interrupted`]. Without it, a build
    /// runs to the end unheard.
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use std::sync::Arc;
    /// use std::sync::atomic::{AtomicUsize, Ordering};
    /// use fianchetto_index::{IndexBuilder, IndexError};
    ///
    /// let pgn = "1. e4 *\n\n1. d4 *\n\n1. c4 *\n";
    /// let heard = Arc::new(AtomicUsize::new(0));
    /// let counter = Arc::clone(&heard);
    /// let mut builder = IndexBuilder::new().on_progress(move |games| {
    ///     counter.store(games, Ordering::Relaxed);
    ///     if games < 2 { ControlFlow::Continue(()) } else { ControlFlow::Break(()) }
    /// });
    /// let stopped = builder.add_reader("three.pgn", pgn.as_bytes());
    /// assert!(matches!(stopped, Err(IndexError::Interrupted)));
    /// assert_eq!((heard.load(Ordering::Relaxed), builder.games()), (2, 2));
    /// ```
    #[must_use]
    pub fn on_progress(
        mut self,
        progress: impl FnMut(usize) -> ControlFlow<()> + Send + 'static,
    ) -> IndexBuilder {
        self.progress = Some(Box::new(progress));
        self
    }

    /// Indexes the PGN file at `path` (unpacking zstd and gzip); games can be read back from it
    /// by offset ([`Index::read_pgn`]).
    ///
    /// ```no_run
    /// use fianchetto_index::IndexBuilder;
    ///
    /// let mut builder = IndexBuilder::new().threads(0);
    /// builder.add_file("lichess_db_standard_rated_2013-01.pgn.zst")?;
    /// builder.write(std::fs::File::create("2013-01.fidx")?)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// When the file cannot be read, writing a run fails, or the progress callback
    /// ([`IndexBuilder::on_progress`]) stops the build.
    pub fn add_file(&mut self, path: &str) -> Result<(), IndexError> {
        let source = Source::of_file(path).map_err(|err| IndexError::io(path, err))?;
        let input = Unpacked::open(path).map_err(|err| IndexError::io(path, err))?;
        self.add_source(source, input)
    }

    /// Indexes PGN read from `input` (unpacked when it is zstd or gzip) under the name `name`;
    /// its games cannot be read back by offset (the name is not checked against a file).
    ///
    /// ```
    /// use fianchetto_index::IndexBuilder;
    ///
    /// let mut builder = IndexBuilder::new();
    /// builder.add_reader("two.pgn", "1. e4 e5 *\n\n1. d4 *\n".as_bytes())?;
    /// assert_eq!(builder.games(), 2);
    /// # Ok::<(), fianchetto_index::IndexError>(())
    /// ```
    ///
    /// # Errors
    /// As [`IndexBuilder::add_file`].
    pub fn add_reader(
        &mut self,
        name: &str,
        input: impl io::Read + Send,
    ) -> Result<(), IndexError> {
        let source = Source {
            path: name.to_owned(),
            size: u64::MAX,
            fingerprint: 0,
        };
        let input = Unpacked::new(input).map_err(|err| IndexError::io(name, err))?;
        self.add_source(source, input)
    }

    fn add_source(
        &mut self,
        source: Source,
        input: impl io::Read + Send,
    ) -> Result<(), IndexError> {
        let name = source.path.clone();
        let source_id = u32::try_from(self.sources.len()).map_err(|_| IndexError::TooLarge)?;
        self.sources.push(source);
        let max_plies = self.max_plies;
        let mut number = 0u64;
        let mut failed = Ok(());
        let mut stopped = false;
        let first_game = self.games.len();
        // Out of `self` while the games are added, which borrows it.
        let mut progress = self.progress.take();
        let read = ParallelReader::new(self.threads).for_each(
            input,
            || Replay::new(Indexer::new(max_plies)),
            |game| {
                // Junk between games is no game: it is skipped and not numbered.
                let Ok(game) = game else {
                    return ControlFlow::Continue(());
                };
                number += 1;
                if let Err(err) = self.add_game(source_id, number, game) {
                    failed = Err(err);
                    return ControlFlow::Break(());
                }
                let games = self.games.len();
                if progress
                    .as_mut()
                    .is_some_and(|heard| heard(games).is_break())
                {
                    stopped = true;
                    return ControlFlow::Break(());
                }
                ControlFlow::Continue(())
            },
        );
        self.progress = progress;
        failed?;
        if stopped {
            return Err(IndexError::Interrupted);
        }
        read.map_err(|err| IndexError::io(&name, err))?;
        self.close_lengths(first_game, None);
        Ok(())
    }

    /// Sets each game's length from the next one's offset; the last game of a source runs to
    /// `end` (unknown for a stream: its length is then open, `u32::MAX`).
    fn close_lengths(&mut self, first: usize, end: Option<u64>) {
        let games = &mut self.games[first..];
        for i in 0..games.len() {
            let next = games.get(i + 1).map(|g| g.offset).or(end);
            games[i].length = next.map_or(u32::MAX, |next| {
                u32::try_from(next.saturating_sub(games[i].offset)).unwrap_or(u32::MAX)
            });
        }
    }

    /// Adds one game read from source `source`, numbered `number` in it.
    fn add_game(&mut self, source: u32, number: u64, game: GameRead) -> Result<(), IndexError> {
        let Some((rules, fen)) = game.start else {
            return Ok(());
        };
        let id = u32::try_from(self.games.len()).map_err(|_| IndexError::TooLarge)?;
        self.games.push(GameRow {
            source,
            number,
            offset: game.offset,
            length: u32::MAX,
            white: self.strings.intern(&game.white)?,
            black: self.strings.intern(&game.black)?,
            white_elo: game.white_elo,
            black_elo: game.black_elo,
            result: game.result,
            speed: game.speed,
            date: game.date,
            time: game.time,
            rules,
            start_fen: match fen {
                Some(fen) => self.strings.intern(&fen)? + 1,
                None => 0,
            },
            plies: u32::try_from(game.moves.len()).map_err(|_| IndexError::TooLarge)?,
        });
        self.moves.extend_from_slice(&game.moves);
        self.add_positions(id, game.records)
    }

    /// The records of a game's distinct positions, numbered `game`.
    fn add_positions(
        &mut self,
        game: u32,
        records: impl IntoIterator<Item = Record>,
    ) -> Result<(), IndexError> {
        for mut record in records {
            record.game = game;
            self.records.push(record)?;
        }
        Ok(())
    }

    /// Adds every game of `index`, as if its PGN were read again: its sources come along.
    ///
    /// # Errors
    /// When the index was built with another `--max-plies`, or a game's moves are damaged.
    pub fn add_index(&mut self, index: &Index) -> Result<(), IndexError> {
        if !self.games.is_empty() && index.max_plies() != self.max_plies {
            return Err(IndexError::MaxPliesDiffer {
                ours: self.max_plies,
                theirs: index.max_plies(),
            });
        }
        self.max_plies = index.max_plies();
        let first_source = u32::try_from(self.sources.len()).map_err(|_| IndexError::TooLarge)?;
        self.sources.extend(index.sources().iter().cloned());
        let (mut table, mut records) = (Vec::new(), Vec::new());
        for id in 0..index.game_count() {
            let row = *index.row(id);
            let (moves, keys) = index.replay_keys(id)?;
            distinct(&keys, &moves, &mut table, &mut records);
            let id = u32::try_from(self.games.len()).map_err(|_| IndexError::TooLarge)?;
            // Interned in the order a build interns them, so a merge writes a build's bytes.
            let white = self.strings.intern(index.string(row.white))?;
            let black = self.strings.intern(index.string(row.black))?;
            let fen = match row.start_fen {
                0 => 0,
                n => self.strings.intern(index.string(n - 1))? + 1,
            };
            self.games.push(GameRow {
                source: row.source + first_source,
                white,
                black,
                start_fen: fen,
                ..row
            });
            self.moves.extend_from_slice(&moves);
            self.add_positions(id, records.drain(..))?;
        }
        Ok(())
    }

    /// Writes the index to `out` and returns what it holds.
    ///
    /// # Errors
    /// When writing fails, or a run on disk cannot be read back.
    pub fn write(self, out: impl Write) -> Result<BuildSummary, IndexError> {
        let mut out = Counted::new(out);
        out.write_all(format::MAGIC)?;
        out.write_all(&format::FORMAT_VERSION.to_le_bytes())?;
        let mut sections = [(0u64, 0u64); format::SECTIONS];
        let mut section = |out: &mut Counted<_>, index: usize, bytes: &[u8]| -> io::Result<()> {
            sections[index] = (out.count, bytes.len() as u64);
            out.write_all(bytes)
        };
        let mut bytes = Vec::new();
        put_varint(&mut bytes, self.sources.len() as u64);
        for source in &self.sources {
            put_varint(&mut bytes, source.path.len() as u64);
            bytes.extend_from_slice(source.path.as_bytes());
            bytes.extend_from_slice(&source.size.to_le_bytes());
            bytes.extend_from_slice(&source.fingerprint.to_le_bytes());
        }
        section(&mut out, format::SOURCES, &bytes)?;
        bytes.clear();
        self.strings.write(&mut bytes);
        section(&mut out, format::STRINGS, &bytes)?;
        bytes.clear();
        for game in &self.games {
            game.write(&mut bytes);
        }
        section(&mut out, format::GAMES, &bytes)?;
        bytes = self
            .moves
            .iter()
            .flat_map(|code| code.to_le_bytes())
            .collect();
        section(&mut out, format::MOVES, &bytes)?;
        drop(bytes);
        let records = self.records.len();
        let bits = group::bucket_bits(records);
        let groups_at = out.count;
        let (directory, positions) =
            self.records
                .write_groups(&mut out, bits, &self.games, self.threads)?;
        sections[format::GROUPS] = (groups_at, out.count - groups_at);
        let directory: Vec<u8> = directory.iter().flat_map(|o| o.to_le_bytes()).collect();
        sections[format::DIRECTORY] = (out.count, directory.len() as u64);
        out.write_all(&directory)?;
        let mut footer = Vec::with_capacity(format::FOOTER_BYTES);
        let mut version = [0u8; format::VERSION_BYTES];
        let ours = env!("CARGO_PKG_VERSION").as_bytes();
        version[..ours.len().min(format::VERSION_BYTES)]
            .copy_from_slice(&ours[..ours.len().min(format::VERSION_BYTES)]);
        footer.extend_from_slice(&version);
        footer.extend_from_slice(&self.max_plies.to_le_bytes());
        footer.extend_from_slice(&bits.to_le_bytes());
        for (offset, len) in sections {
            footer.extend_from_slice(&offset.to_le_bytes());
            footer.extend_from_slice(&len.to_le_bytes());
        }
        footer.extend_from_slice(format::FOOTER_MAGIC);
        out.write_all(&footer)?;
        out.flush()?;
        Ok(BuildSummary {
            games: self.games.len() as u64,
            plies: self.moves.len() as u64,
            positions,
            records: records as u64,
            bytes: out.count,
        })
    }
}

/// What [`IndexBuilder::write`] wrote.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct BuildSummary {
    /// Games indexed.
    pub games: u64,
    /// Mainline plies stored.
    pub plies: u64,
    /// Distinct positions.
    pub positions: u64,
    /// Positions counted once a game (the index's postings).
    pub records: u64,
    /// The file's size.
    pub bytes: u64,
}

/// Player names and start FENs, each stored once.
#[derive(Default)]
struct Strings {
    /// Each text once, shared by the map and the list: one allocation a new name.
    ids: HashMap<Arc<str>, u32, BuildHasherDefault<FoldHasher>>,
    all: Vec<Arc<str>>,
}

impl Strings {
    fn intern(&mut self, text: &str) -> Result<u32, IndexError> {
        if let Some(&id) = self.ids.get(text) {
            return Ok(id);
        }
        let id = u32::try_from(self.all.len()).map_err(|_| IndexError::TooLarge)?;
        let shared: Arc<str> = Arc::from(text);
        self.ids.insert(shared.clone(), id);
        self.all.push(shared);
        Ok(id)
    }

    fn write(&self, out: &mut Vec<u8>) {
        put_varint(out, self.all.len() as u64);
        for text in &self.all {
            put_varint(out, text.len() as u64);
            out.extend_from_slice(text.as_bytes());
        }
    }
}

/// A writer that counts the bytes written.
pub(crate) struct Counted<W> {
    inner: W,
    pub(crate) count: u64,
}

impl<W: Write> Counted<W> {
    fn new(inner: W) -> Counted<W> {
        Counted { inner, count: 0 }
    }
}

impl<W: Write> Write for Counted<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.count += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// A fast hasher for the names table (the keys are the collection's own names, so a
/// flooding attack only slows its own build).
#[derive(Default)]
struct FoldHasher(u64);

impl Hasher for FoldHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        self.0 = format::fingerprint(self.0, bytes);
    }
}
