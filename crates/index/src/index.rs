//! An opened index and its queries.

use std::io::Read;
use std::path::Path;

use fianchetto_movegen::Rules;
use fianchetto_notation::Notation;
use fianchetto_openings::opening;
use fianchetto_pgn::{GameResult, Unpacked};
use fianchetto_variant::AnyPosition;

use crate::IndexError;
use crate::answer::{Explored, GameInfo, MoveStats, Query, Ratings, Stats};
use crate::format::{self, Cursor};
use crate::game::{GAME_ROW_BYTES, GameRow};
use crate::group::{self, Group};
use crate::key::{Key, key, rules_of, same};
use crate::move_code::{self, END};
use crate::source::{Source, shown};
use crate::storage::Storage;

/// A position index, opened for queries: `Send + Sync`, so many threads may query one index at
/// once. The game table stays in memory (about 60 bytes a game); positions and moves are read
/// from the file as queries need them.
///
/// ```no_run
/// use fianchetto_index::{Index, Query};
/// use fianchetto_index::variant::AnyPosition;
///
/// let index = Index::open("games.fidx")?;
/// let start = AnyPosition::default();
/// let answer = index.explore(&start, &Query::default())?;
/// for line in &answer.moves {
///     println!("{} {} {}", line.san(&start), line.stats.games, line.stats.white);
/// }
/// # Ok::<(), fianchetto_index::IndexError>(())
/// ```
pub struct Index {
    name: String,
    storage: Storage,
    max_plies: u32,
    bits: u32,
    moves_section: (u64, u64),
    groups_section: (u64, u64),
    sources: Vec<Source>,
    strings: Vec<String>,
    games: Vec<GameRow>,
    /// Each game's first ply in the moves section.
    moves_at: Vec<u64>,
    directory: Vec<u64>,
}

/// A position's record as a query reads it.
struct Found {
    codes: Vec<u16>,
    totals: Option<Vec<group::Totals>>,
    games: Games,
}

/// The games of a position, decoded only when a query needs them one by one.
enum Games {
    One(u32),
    Many { postings: Vec<u8>, count: usize },
}

impl Games {
    /// (game, move number) of each game; `None` for bytes no writer wrote.
    fn hits(
        &self,
        games: usize,
        moves: usize,
    ) -> Box<dyn Iterator<Item = Option<(u32, usize)>> + '_> {
        match self {
            Games::One(game) => Box::new(core::iter::once(Some((*game, 0)))),
            Games::Many { postings, count } => {
                Box::new(group::postings(postings, *count, games, moves))
            }
        }
    }
}

/// The first `k` of `items` by `key`, in order: a selection, then a sort of `k`.
fn first<T: Copy, K: Ord>(mut items: Vec<T>, k: usize, key: impl Fn(&T) -> K) -> Vec<T> {
    if items.len() > k {
        items.select_nth_unstable_by_key(k, &key);
        items.truncate(k);
    }
    items.sort_by_key(key);
    items
}

impl Index {
    /// Opens the index file at `path`.
    ///
    /// # Errors
    /// When the file cannot be read, is no index or a damaged one, or was written by a version
    /// whose format this one does not read.
    pub fn open(path: impl AsRef<Path>) -> Result<Index, IndexError> {
        let name = shown(path.as_ref());
        let file = std::fs::File::open(path.as_ref()).map_err(|err| IndexError::io(&name, err))?;
        Index::load(name, Storage::File(file))
    }

    /// An index from its bytes in memory.
    ///
    /// # Errors
    /// As [`Index::open`].
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Index, IndexError> {
        Index::load("(index in memory)".to_owned(), Storage::Bytes(bytes))
    }

    fn load(name: String, storage: Storage) -> Result<Index, IndexError> {
        let damaged = |what: &str| IndexError::damaged(&name, what);
        let io = |err| IndexError::io(&name, err);
        let len = storage.len().map_err(io)?;
        if len < (format::HEAD_BYTES + format::FOOTER_BYTES) as u64 {
            let head = storage.read(0, (len as usize).min(16)).map_err(io)?;
            if !format::MAGIC.starts_with(&head) {
                return Err(damaged("it does not start as an index does"));
            }
            return Err(damaged("it is too short: cut off?"));
        }
        let head = storage.read(0, format::HEAD_BYTES).map_err(io)?;
        if head[..16] != format::MAGIC[..] {
            return Err(damaged("it does not start as an index does"));
        }
        let found = u32::from_le_bytes(head[16..20].try_into().expect("four bytes"));
        if found != format::FORMAT_VERSION {
            return Err(IndexError::OtherVersion {
                file: name,
                found,
                expected: format::FORMAT_VERSION,
            });
        }
        let footer_at = len - format::FOOTER_BYTES as u64;
        let footer = storage.read(footer_at, format::FOOTER_BYTES).map_err(io)?;
        if !footer.ends_with(format::FOOTER_MAGIC) {
            return Err(damaged(
                "its end is missing: cut off while written or copied?",
            ));
        }
        let mut cursor = Cursor::new(&footer);
        cursor.take(format::VERSION_BYTES);
        let max_plies = cursor.u32().ok_or_else(|| damaged("footer"))?;
        let bits = cursor
            .u32()
            .filter(|&b| b <= 32)
            .ok_or_else(|| damaged("bucket bits"))?;
        let mut sections = [(0u64, 0u64); format::SECTIONS];
        let mut end = format::HEAD_BYTES as u64;
        for section in &mut sections {
            let offset = cursor.u64().ok_or_else(|| damaged("footer"))?;
            let length = cursor.u64().ok_or_else(|| damaged("footer"))?;
            if offset != end || offset.checked_add(length).is_none_or(|e| e > footer_at) {
                return Err(damaged("a section lies outside the file"));
            }
            end = offset + length;
            *section = (offset, length);
        }
        if end != footer_at {
            return Err(damaged("the sections do not fill the file"));
        }
        let whole = |index: usize| -> Result<Vec<u8>, IndexError> {
            let (offset, length) = sections[index];
            let length = usize::try_from(length).map_err(|_| damaged("a section is too large"))?;
            storage.read(offset, length).map_err(io)
        };
        let sources =
            read_sources(&whole(format::SOURCES)?).ok_or_else(|| damaged("the file table"))?;
        let strings =
            read_strings(&whole(format::STRINGS)?).ok_or_else(|| damaged("the name table"))?;
        let game_bytes = whole(format::GAMES)?;
        if game_bytes.len() % GAME_ROW_BYTES != 0 {
            return Err(damaged("the game table"));
        }
        let moves_plies = sections[format::MOVES].1 / 2;
        let mut games = Vec::with_capacity(game_bytes.len() / GAME_ROW_BYTES);
        let mut moves_at = Vec::with_capacity(games.capacity());
        let mut plies = 0u64;
        for bytes in game_bytes.chunks_exact(GAME_ROW_BYTES) {
            let row = GameRow::read(bytes)
                .filter(|row| {
                    (row.source as usize) < sources.len()
                        && (row.white as usize) < strings.len()
                        && (row.black as usize) < strings.len()
                        && (row.start_fen as usize) <= strings.len()
                })
                .ok_or_else(|| damaged(&format!("game {}", games.len() + 1)))?;
            moves_at.push(plies);
            plies += u64::from(row.plies);
            if plies > moves_plies {
                return Err(damaged("the games have more moves than the file"));
            }
            games.push(row);
        }
        let directory: Vec<u64> = whole(format::DIRECTORY)?
            .chunks_exact(8)
            .map(|word| u64::from_le_bytes(word.try_into().expect("eight bytes")))
            .collect();
        let groups_len = sections[format::GROUPS].1;
        if directory.len() != (1usize << bits) + 1
            || directory.windows(2).any(|pair| pair[0] > pair[1])
            || directory.last() != Some(&groups_len)
            || directory.first() != Some(&0)
        {
            return Err(damaged("the directory"));
        }
        Ok(Index {
            name,
            storage,
            max_plies,
            bits,
            moves_section: sections[format::MOVES],
            groups_section: sections[format::GROUPS],
            sources,
            strings,
            games,
            moves_at,
            directory,
        })
    }

    /// The number of games.
    pub fn game_count(&self) -> usize {
        self.games.len()
    }

    /// The plies indexed a game at most (`--max-plies`; 65,535 when the build set none).
    pub fn max_plies(&self) -> u32 {
        self.max_plies
    }

    pub(crate) fn sources(&self) -> &[Source] {
        &self.sources
    }

    pub(crate) fn row(&self, id: usize) -> &GameRow {
        &self.games[id]
    }

    pub(crate) fn string(&self, id: u32) -> &str {
        &self.strings[id as usize]
    }

    fn damaged(&self, what: impl Into<String>) -> IndexError {
        IndexError::damaged(&self.name, what)
    }

    /// The moves of game `id`, the first `plies` of them.
    fn codes(&self, id: u32, plies: u32) -> Result<Vec<u16>, IndexError> {
        let row = &self.games[id as usize];
        let plies = plies.min(row.plies);
        let at = self.moves_section.0 + self.moves_at[id as usize] * 2;
        let bytes = self
            .storage
            .read(at, plies as usize * 2)
            .map_err(|err| IndexError::io(&self.name, err))?;
        Ok(bytes
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect())
    }

    /// The start position of game `id`.
    fn start(&self, id: u32) -> Result<AnyPosition, IndexError> {
        let row = &self.games[id as usize];
        let (variant, mode) = rules_of(row.rules).ok_or_else(|| self.damaged("a game's rules"))?;
        match row.start_fen {
            0 => AnyPosition::start_position(variant, mode),
            n => AnyPosition::from_variant_fen(self.string(n - 1), variant, mode).ok(),
        }
        .ok_or_else(|| self.damaged(format!("game {}'s start position", id + 1)))
    }

    /// Plays `code` on `pos`, or fails for a move no game could have played there.
    fn play(&self, pos: &AnyPosition, code: u16, id: u32) -> Result<AnyPosition, IndexError> {
        let bad = || self.damaged(format!("game {}'s moves", id + 1));
        match move_code::decode(code).ok_or_else(bad)? {
            Some(m) if pos.is_legal(m) => Ok(pos.play_unchecked(m)),
            Some(_) => Err(bad()),
            None => pos.play_null().ok_or_else(bad),
        }
    }

    /// Game `id`'s position after `ply` plies, and the move played from it (`END` at the end).
    fn position_at(&self, id: u32, ply: u32) -> Result<(AnyPosition, u16), IndexError> {
        let row = &self.games[id as usize];
        if ply > row.plies {
            return Err(self.damaged(format!("a ply past game {}'s end", id + 1)));
        }
        let codes = self.codes(id, ply.saturating_add(1))?;
        let mut pos = self.start(id)?;
        for &code in &codes[..ply as usize] {
            pos = self.play(&pos, code, id)?;
        }
        Ok((pos, codes.get(ply as usize).copied().unwrap_or(END)))
    }

    /// Game `id`'s moves and the keys of its positions, for a merge.
    pub(crate) fn replay_keys(&self, id: usize) -> Result<(Vec<u16>, Vec<Key>), IndexError> {
        let id32 = id as u32;
        let codes = self.codes(id32, u32::MAX)?;
        let mut pos = self.start(id32)?;
        let mut keys = Vec::with_capacity(codes.len() + 1);
        keys.push(key(&pos));
        for &code in &codes {
            pos = self.play(&pos, code, id32)?;
            keys.push(key(&pos));
        }
        Ok((codes, keys))
    }

    /// What the games did from `pos`: a `Position`, `VariantPosition` or `AnyPosition`.
    ///
    /// ```
    /// use fianchetto_index::{Index, IndexBuilder, Query};
    /// use fianchetto_index::movegen::{Move, Position, Square};
    ///
    /// let mut builder = IndexBuilder::new();
    /// let pgn = "[Result \"0-1\"]\n\n1. e4 c5 0-1\n";
    /// builder.add_reader("one.pgn", pgn.as_bytes())?;
    /// let mut bytes = Vec::new();
    /// builder.write(&mut bytes)?;
    /// let index = Index::from_bytes(bytes)?;
    /// let e4 = Position::new().play(Move::normal(Square::E2, Square::E4))?;
    /// let answer = index.explore(&e4, &Query::default())?;
    /// assert_eq!((answer.total.black, answer.moves[0].san(&e4).to_string()), (1, "c5".into()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// When the file cannot be read or is damaged where the query looks.
    pub fn explore<P>(&self, pos: &P, query: &Query) -> Result<Explored, IndexError>
    where
        P: Copy + Into<AnyPosition>,
    {
        let pos: &AnyPosition = &(*pos).into();
        let mut answer = Explored {
            opening: opening(pos),
            ..Explored::default()
        };
        let Some(filter) = query.filter.compile(|name| {
            self.strings
                .iter()
                .position(|s| s == name)
                .map(|i| i as u32)
        }) else {
            return Ok(answer);
        };
        let Some(Found {
            codes,
            totals,
            games,
        }) = self.find(pos)?
        else {
            return Ok(answer);
        };
        let mut per_move = vec![Stats::default(); codes.len()];
        let mut ratings = vec![Ratings::default(); codes.len()];
        let mut counted = Vec::new();
        match totals {
            Some(totals) if query.filter.is_empty() && query.top == 0 && query.recent == 0 => {
                for ((stats, rated), totals) in per_move.iter_mut().zip(&mut ratings).zip(totals) {
                    let [white, draws, black, unknown] = totals.results;
                    stats.add(Some(GameResult::WhiteWins), white);
                    stats.add(Some(GameResult::Draw), draws);
                    stats.add(Some(GameResult::BlackWins), black);
                    stats.add(None, unknown);
                    *rated = Ratings {
                        games: totals.rated,
                        sum: totals.elo_sum,
                    };
                }
            }
            _ => {
                for hit in games.hits(self.games.len(), codes.len()) {
                    let (game, number) = hit.ok_or_else(|| self.damaged("a position's games"))?;
                    let row = &self.games[game as usize];
                    if filter.passes(row) {
                        per_move[number].add(row.result, 1);
                        ratings[number].add(row.elo_sum());
                        counted.push(game);
                    }
                }
            }
        }
        let mut sorted = Vec::with_capacity(codes.len());
        for ((code, stats), rated) in codes.iter().zip(&per_move).zip(&ratings) {
            answer.total.merge(*stats);
            if *code == END || stats.games == 0 {
                continue;
            }
            let bad = || self.damaged("a position's moves");
            let mv = match move_code::decode(*code).ok_or_else(bad)? {
                Some(m) if pos.is_legal(m) => Some(m),
                Some(_) => return Err(bad()),
                None => None,
            };
            let line = MoveStats {
                mv,
                stats: *stats,
                average_rating: rated.average(),
            };
            sorted.push((line.uci(pos).to_string(), line));
        }
        sorted.sort_by(|(a_uci, a), (b_uci, b)| {
            b.stats
                .games
                .cmp(&a.stats.games)
                .then_with(|| a_uci.as_bytes().cmp(b_uci.as_bytes()))
        });
        answer.moves = sorted.into_iter().map(|(_, line)| line).collect();
        if query.top > 0 {
            let top = first(counted.clone(), query.top, |&g| {
                (core::cmp::Reverse(self.games[g as usize].elo_sum()), g)
            });
            answer.top = top.iter().filter_map(|&g| self.game(g)).collect();
        }
        if query.recent > 0 {
            let recent = first(counted, query.recent, |&g| {
                let row = &self.games[g as usize];
                (core::cmp::Reverse((row.date, row.time)), g)
            });
            answer.recent = recent.iter().filter_map(|&g| self.game(g)).collect();
        }
        Ok(answer)
    }

    /// The position's record: its move table, totals when stored, and games; `None` when no
    /// game reaches it.
    fn find(&self, pos: &AnyPosition) -> Result<Option<Found>, IndexError> {
        let key = key(pos);
        let bucket = group::bucket(key.high, self.bits);
        let tag = group::tag(key.high, self.bits);
        let (start, end) = (self.directory[bucket], self.directory[bucket + 1]);
        let bytes = self
            .storage
            .read(self.groups_section.0 + start, (end - start) as usize)
            .map_err(|err| IndexError::io(&self.name, err))?;
        let mut cursor = Cursor::new(&bytes);
        while !cursor.is_empty() {
            let (found, group) = group::decode(&mut cursor, self.games.len()).ok_or_else(|| {
                self.damaged(format!(
                    "the positions at byte {}",
                    start + cursor.position() as u64
                ))
            })?;
            if found != tag {
                continue;
            }
            let (game, ply) = group
                .witness(self.games.len())
                .ok_or_else(|| self.damaged("a position's games"))?;
            let (there, code) = self.position_at(game, ply)?;
            if !same(&there, pos) {
                continue;
            }
            return Ok(Some(match group {
                Group::One { game, .. } => Found {
                    codes: vec![code],
                    totals: None,
                    games: Games::One(game),
                },
                Group::Many {
                    count,
                    codes,
                    totals,
                    postings,
                    ..
                } => Found {
                    codes,
                    totals,
                    games: Games::Many {
                        postings: postings.to_vec(),
                        count,
                    },
                },
            }));
        }
        Ok(None)
    }

    /// Game `id` (counted from 0 in the order the build read them) as a query lists it;
    /// `None` past the last game.
    ///
    /// ```
    /// use fianchetto_index::{Index, IndexBuilder};
    ///
    /// let mut builder = IndexBuilder::new();
    /// let pgn = "[White \"Ann\"]\n[Black \"Bob\"]\n\n1. e4 *\n";
    /// builder.add_reader("one.pgn", pgn.as_bytes())?;
    /// let mut bytes = Vec::new();
    /// builder.write(&mut bytes)?;
    /// let index = Index::from_bytes(bytes)?;
    /// let game = index.game(0).expect("one game");
    /// assert_eq!((game.white.as_str(), game.number, game.result), ("Ann", 1, None));
    /// assert_eq!(index.game(1), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn game(&self, id: u32) -> Option<GameInfo> {
        let row = self.games.get(id as usize)?;
        Some(GameInfo {
            id,
            file: self.sources[row.source as usize].path.clone(),
            number: row.number,
            offset: row.offset,
            white: self.string(row.white).to_owned(),
            black: self.string(row.black).to_owned(),
            white_elo: Some(row.white_elo).filter(|&e| e != 0),
            black_elo: Some(row.black_elo).filter(|&e| e != 0),
            result: row.result,
            date: row.date,
            speed: row.speed,
        })
    }

    /// The PGN text of game `game`, read back from its file by offset.
    ///
    /// # Errors
    /// When the file cannot be read, or is not the file indexed any more (its size or
    /// fingerprint changed).
    pub fn read_pgn(&self, game: &GameInfo) -> Result<String, IndexError> {
        let row = self
            .games
            .get(game.id as usize)
            .ok_or_else(|| self.damaged("no such game"))?;
        let source = &self.sources[row.source as usize];
        let unchanged = source
            .is_unchanged()
            .map_err(|err| IndexError::io(&source.path, err))?;
        if !unchanged {
            return Err(IndexError::SourceChanged {
                file: source.path.clone(),
            });
        }
        let io = |err| IndexError::io(&source.path, err);
        let mut input = Unpacked::open(&source.path).map_err(io)?;
        std::io::copy(&mut input.by_ref().take(row.offset), &mut std::io::sink()).map_err(io)?;
        let mut bytes = Vec::new();
        input
            .take(u64::from(row.length))
            .read_to_end(&mut bytes)
            .map_err(io)?;
        Ok(String::from_utf8_lossy(&bytes).trim().to_owned())
    }
}

fn read_sources(bytes: &[u8]) -> Option<Vec<Source>> {
    let mut cursor = Cursor::new(bytes);
    let count = cursor.count(bytes.len())?;
    let mut sources = Vec::with_capacity(count);
    for _ in 0..count {
        let length = cursor.count(bytes.len())?;
        let path = String::from_utf8(cursor.take(length)?.to_vec()).ok()?;
        let size = cursor.u64()?;
        let fingerprint = cursor.u64()?;
        sources.push(Source {
            path,
            size,
            fingerprint,
        });
    }
    cursor.is_empty().then_some(sources)
}

fn read_strings(bytes: &[u8]) -> Option<Vec<String>> {
    let mut cursor = Cursor::new(bytes);
    let count = cursor.count(bytes.len())?;
    let mut strings = Vec::with_capacity(count);
    for _ in 0..count {
        let length = cursor.count(bytes.len())?;
        strings.push(String::from_utf8(cursor.take(length)?.to_vec()).ok()?);
    }
    cursor.is_empty().then_some(strings)
}
