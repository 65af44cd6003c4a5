//! A distinct position's record in the *groups* section, and the directory of buckets that
//! finds it.
//!
//! The file does not store a position's 128-bit key: it stores `bits + 16` bits of it (the
//! bucket and a 16-bit tag), and a game and ply where the position occurs. A query replays
//! that game to that ply and compares the position itself, so a shared fingerprint never gives
//! a wrong answer; it costs a replay. Most positions occur in one game, and this keeps them at
//! a few bytes.
//!
//! ```text
//! one game:   tag u16 | varint game << 1 | varint ply
//! more games: tag u16 | varint count << 2 | totals << 1 | 1 | varint ply of the first game
//!             | varint moves | moves x u16 code (END: games that ended there)
//!             | with totals: moves x 6 varints (white wins, draws, black wins, unknown,
//!               games with both Elos, their WhiteElo + BlackElo summed)
//!             | varint postings bytes | postings: varint game delta, varint move number
//! ```
//! Games ascend in the postings; the ply is where the first game reaches the position (last).

use std::io::{self, Write};

use crate::format::{Cursor, put_varint};
use crate::key::Key;

/// Positions reached by at least this many games keep their totals a move, so a query without
/// filters does not walk their postings.
pub(crate) const TOTALS_FROM: usize = 32;

/// The varints of a move's totals: four results (white wins, draws, black wins, unknown), the
/// games with both Elos and their Elo sum.
const TOTAL_FIELDS: usize = 6;

/// A move's totals as read: its games' results and ratings.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Totals {
    /// White wins, draws, Black wins, unknown results.
    pub(crate) results: [u64; 4],
    /// The games with both Elos.
    pub(crate) rated: u64,
    /// Their `WhiteElo + BlackElo`, summed.
    pub(crate) elo_sum: u64,
}

impl Totals {
    /// The games.
    pub(crate) fn games(&self) -> u64 {
        self.results.iter().sum()
    }
}

/// What the totals need of a game, in one number that a build looks up by game in key order
/// (so, at random): its Elo sum (0 without both Elos) above its
/// [`result_code`](crate::game::result_code) in the low two bits.
pub(crate) fn outcome(result_code: u8, elo_sum: Option<u32>) -> u32 {
    (elo_sum.unwrap_or(0) << 2) | u32::from(result_code & 3)
}

/// One game's distinct position: 96 bits of its key (the high half, then 32 bits of the low),
/// and the ply it counts at in that game with the move played there ([`crate::move_code::END`]: the game's
/// end). Twenty bytes, so a build's sorting moves little memory; the order is the key's, then
/// the game's.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Record {
    pub(crate) key: [u32; 3],
    pub(crate) game: u32,
    /// The ply (at most [`MAX_PLIES`]) above the move's code.
    ply_code: u32,
}

impl Ord for Record {
    /// By key, then game, then the rest: two integer comparisons, which the sorting of a build
    /// spends its time on.
    fn cmp(&self, other: &Record) -> core::cmp::Ordering {
        let words = |r: &Record| {
            (
                (u64::from(r.key[0]) << 32) | u64::from(r.key[1]),
                (u64::from(r.key[2]) << 32) | u64::from(r.game),
                r.ply_code,
            )
        };
        words(self).cmp(&words(other))
    }
}

impl PartialOrd for Record {
    fn partial_cmp(&self, other: &Record) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// The plies of a game the index holds at most: a ply fits 16 bits of a [`Record`].
pub(crate) const MAX_PLIES: u32 = u16::MAX as u32;

impl Record {
    pub(crate) fn new(key: Key, game: u32, ply: u32, code: u16) -> Record {
        debug_assert!(ply <= MAX_PLIES);
        Record {
            key: [(key.high >> 32) as u32, key.high as u32, key.low as u32],
            game,
            ply_code: (ply << 16) | u32::from(code),
        }
    }

    /// The key's high half, which the file stores part of.
    pub(crate) fn high(&self) -> u64 {
        (u64::from(self.key[0]) << 32) | u64::from(self.key[1])
    }

    pub(crate) fn ply(&self) -> u32 {
        self.ply_code >> 16
    }

    pub(crate) fn code(&self) -> u16 {
        self.ply_code as u16
    }

    pub(crate) fn to_words(self) -> [u32; 5] {
        [
            self.key[0],
            self.key[1],
            self.key[2],
            self.game,
            self.ply_code,
        ]
    }

    pub(crate) fn from_words(words: [u32; 5]) -> Record {
        Record {
            key: [words[0], words[1], words[2]],
            game: words[3],
            ply_code: words[4],
        }
    }
}

/// The directory's bucket bits for `records` positions: about 16 a bucket.
pub(crate) fn bucket_bits(records: usize) -> u32 {
    let buckets = (records / 16).max(1);
    (usize::BITS - (buckets - 1).leading_zeros()).min(32)
}

/// The bucket of a key's high half.
pub(crate) fn bucket(high: u64, bits: u32) -> usize {
    if bits == 0 {
        0
    } else {
        (high >> (64 - bits)) as usize
    }
}

/// The 16 bits after the bucket's.
pub(crate) fn tag(high: u64, bits: u32) -> u16 {
    ((high << bits) >> 48) as u16
}

/// The groups section as it is encoded: bytes, and where each bucket's first group starts.
pub(crate) struct Encoded {
    bits: u32,
    pub(crate) bytes: Vec<u8>,
    /// (bucket, offset in `bytes`) of the first group of each bucket that has one.
    pub(crate) firsts: Vec<(usize, usize)>,
    pub(crate) groups: u64,
    /// Reused from group to group: a build encodes millions.
    scratch: Scratch,
}

/// What [`encode`] needs for a group of several games, kept between groups.
#[derive(Default)]
struct Scratch {
    codes: Vec<u16>,
    counts: Vec<[u64; TOTAL_FIELDS]>,
    postings: Vec<u8>,
}

/// About what a record costs encoded (8.8 bytes a ply on the 20k corpus), so that a part's
/// bytes seldom grow and copy.
const BYTES_PER_RECORD: usize = 10;

impl Encoded {
    pub(crate) fn new(bits: u32) -> Encoded {
        Encoded {
            bits,
            bytes: Vec::new(),
            firsts: Vec::new(),
            groups: 0,
            scratch: Scratch::default(),
        }
    }

    /// Appends one position's record (`group`: its games' records, ascending by game;
    /// `outcomes`: each game's [`outcome`]).
    pub(crate) fn add(&mut self, group: &[Record], outcomes: &[u32]) {
        let Some(first) = group.first() else { return };
        let b = bucket(first.high(), self.bits);
        if self.firsts.last().is_none_or(|&(last, _)| last != b) {
            self.firsts.push((b, self.bytes.len()));
        }
        encode(
            group,
            self.bits,
            outcomes,
            &mut self.bytes,
            &mut self.scratch,
        );
        self.groups += 1;
    }

    /// Appends the groups of sorted records.
    pub(crate) fn add_sorted(&mut self, records: &[Record], outcomes: &[u32]) {
        self.bytes.reserve(records.len() * BYTES_PER_RECORD);
        for group in records.chunk_by(|a, b| a.key == b.key) {
            self.add(group, outcomes);
        }
    }
}

/// The directory of a groups section written in parts: `2^bits + 1` offsets.
pub(crate) struct Directory {
    offsets: Vec<u64>,
    written: u64,
}

impl Directory {
    pub(crate) fn new(bits: u32) -> Directory {
        Directory {
            offsets: Vec::with_capacity((1 << bits) + 1),
            written: 0,
        }
    }

    /// Writes the next part of the section.
    pub(crate) fn write(&mut self, out: &mut impl Write, part: &Encoded) -> io::Result<()> {
        for &(b, offset) in &part.firsts {
            while self.offsets.len() <= b {
                self.offsets.push(self.written + offset as u64);
            }
        }
        out.write_all(&part.bytes)?;
        self.written += part.bytes.len() as u64;
        Ok(())
    }

    /// The offsets, every bucket after the last group's pointing at the end.
    pub(crate) fn finish(mut self, bits: u32) -> Vec<u64> {
        while self.offsets.len() <= 1 << bits {
            self.offsets.push(self.written);
        }
        self.offsets
    }
}

/// Appends one position's record (`group`: its games' records, ascending by game).
fn encode(group: &[Record], bits: u32, outcomes: &[u32], out: &mut Vec<u8>, scratch: &mut Scratch) {
    let first = group[0];
    out.extend_from_slice(&tag(first.high(), bits).to_le_bytes());
    if group.len() == 1 {
        put_varint(out, u64::from(first.game) << 1);
        put_varint(out, u64::from(first.ply()));
        return;
    }
    let codes = &mut scratch.codes;
    codes.clear();
    codes.extend(group.iter().map(Record::code));
    codes.sort_unstable();
    codes.dedup();
    let totals = group.len() >= TOTALS_FROM;
    put_varint(
        out,
        ((group.len() as u64) << 2) | (u64::from(totals) << 1) | 1,
    );
    put_varint(out, u64::from(first.ply()));
    put_varint(out, codes.len() as u64);
    for code in codes.iter() {
        out.extend_from_slice(&code.to_le_bytes());
    }
    let number = |code: u16| codes.binary_search(&code).unwrap_or(0);
    if totals {
        let counts = &mut scratch.counts;
        counts.clear();
        counts.resize(codes.len(), [0; TOTAL_FIELDS]);
        for r in group {
            let outcome = outcomes[r.game as usize];
            let count = &mut counts[number(r.code())];
            count[(outcome & 3) as usize] += 1;
            if outcome >> 2 != 0 {
                count[4] += 1;
                count[5] += u64::from(outcome >> 2);
            }
        }
        for count in counts.iter().flatten() {
            put_varint(out, *count);
        }
    }
    let postings = &mut scratch.postings;
    postings.clear();
    let mut previous = 0u32;
    for r in group {
        put_varint(postings, u64::from(r.game - previous));
        put_varint(postings, number(r.code()) as u64);
        previous = r.game;
    }
    put_varint(out, postings.len() as u64);
    out.extend_from_slice(postings);
}

/// A position's record as read.
#[derive(Clone, Debug)]
pub(crate) enum Group<'a> {
    /// Reached by one game.
    One { game: u32, ply: u32 },
    /// Reached by several.
    Many {
        count: usize,
        first_ply: u32,
        codes: Vec<u16>,
        totals: Option<Vec<Totals>>,
        postings: &'a [u8],
    },
}

impl<'a> Group<'a> {
    /// The game and ply that show the position.
    pub(crate) fn witness(&self, games: usize) -> Option<(u32, u32)> {
        let (game, ply) = match self {
            Group::One { game, ply } => (u64::from(*game), *ply),
            Group::Many {
                postings,
                first_ply,
                ..
            } => (Cursor::new(postings).varint()?, *first_ply),
        };
        let game = u32::try_from(game).ok().filter(|&g| (g as usize) < games)?;
        Some((game, ply))
    }
}

/// Reads the next record of a bucket: its tag and the group, `None` for bytes no writer wrote.
pub(crate) fn decode<'a>(cursor: &mut Cursor<'a>, games: usize) -> Option<(u16, Group<'a>)> {
    let tag = cursor.u16()?;
    let head = cursor.varint()?;
    if head & 1 == 0 {
        let game = u32::try_from(head >> 1)
            .ok()
            .filter(|&g| (g as usize) < games)?;
        let ply = u32::try_from(cursor.varint()?).ok()?;
        return Some((tag, Group::One { game, ply }));
    }
    let count = usize::try_from(head >> 2)
        .ok()
        .filter(|&n| n >= 2 && n <= games)?;
    let first_ply = u32::try_from(cursor.varint()?).ok()?;
    // A move table has at most every legal move and the end: 415 + 1.
    let moves = cursor.count(416)?;
    let mut codes = Vec::with_capacity(moves);
    for _ in 0..moves {
        codes.push(cursor.u16()?);
    }
    let totals = if head & 2 != 0 {
        let mut totals = Vec::with_capacity(moves);
        for _ in 0..moves {
            let mut counts = [0u64; TOTAL_FIELDS];
            for field in &mut counts {
                *field = cursor.varint()?;
            }
            let [white, draws, black, unknown, rated, elo_sum] = counts;
            // Each game counts once, under one move, with an Elo sum below 2^17: so no sum
            // of a damaged file's counts overflows.
            let results = [white, draws, black, unknown];
            let games = results
                .iter()
                .try_fold(0u64, |sum, &n| sum.checked_add(n))?;
            let rated_sum = rated.checked_mul(2 * u64::from(u16::MAX))?;
            if games > count as u64 || rated > games || elo_sum > rated_sum {
                return None;
            }
            totals.push(Totals {
                results,
                rated,
                elo_sum,
            });
        }
        let games = totals.iter().map(Totals::games).sum::<u64>();
        if games != count as u64 {
            return None;
        }
        Some(totals)
    } else {
        None
    };
    let length = cursor.count(usize::MAX)?;
    let postings = cursor.take(length)?;
    Some((
        tag,
        Group::Many {
            count,
            first_ply,
            codes,
            totals,
            postings,
        },
    ))
}

/// The postings of a [`Group::Many`]: (game, move number) pairs, games ascending.
pub(crate) fn postings(
    bytes: &[u8],
    count: usize,
    games: usize,
    moves: usize,
) -> impl Iterator<Item = Option<(u32, usize)>> + '_ {
    let mut cursor = Cursor::new(bytes);
    let mut game = 0u64;
    (0..count).map(move |i| {
        let delta = cursor.varint()?;
        if i > 0 && delta == 0 {
            return None;
        }
        game = game.checked_add(delta)?;
        let number = cursor.count(moves.checked_sub(1)?)?;
        let game = u32::try_from(game).ok().filter(|&g| (g as usize) < games)?;
        Some((game, number))
    })
}
