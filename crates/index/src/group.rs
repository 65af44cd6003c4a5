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
//!             | with totals: moves x 4 varints (white wins, draws, black wins, unknown)
//!             | varint postings bytes | postings: varint game delta, varint move number
//! ```
//! Games ascend in the postings; the ply is where the first game reaches the position (last).

use std::io::{self, Write};

use crate::IndexError;
use crate::format::{Cursor, put_varint};
use crate::game::{GameRow, result_code};
use crate::key::Key;
use crate::runs::Sorted;

/// Positions reached by at least this many games keep their totals a move, so a query without
/// filters does not walk their postings.
pub(crate) const TOTALS_FROM: usize = 32;

/// One game's distinct position: its key, and the move last played from it there.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Record {
    pub(crate) key: Key,
    pub(crate) game: u32,
    pub(crate) ply: u32,
    pub(crate) code: u16,
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

/// What [`write_groups`] wrote.
pub(crate) struct Written {
    pub(crate) directory: Vec<u64>,
    pub(crate) groups: u64,
}

/// Writes the groups of the sorted records, and returns the directory (offsets from the
/// section's start).
pub(crate) fn write_groups(
    out: &mut crate::build::Counted<impl Write>,
    mut records: Sorted,
    bits: u32,
    games: &[GameRow],
) -> Result<Written, IndexError> {
    let start = out.count;
    let buckets = 1usize << bits;
    let mut directory = Vec::with_capacity(buckets + 1);
    let mut groups = 0u64;
    let mut group: Vec<Record> = Vec::new();
    let mut bytes = Vec::new();
    let mut flush = |group: &mut Vec<Record>,
                     out: &mut crate::build::Counted<_>,
                     directory: &mut Vec<u64>|
     -> io::Result<()> {
        let Some(first) = group.first() else {
            return Ok(());
        };
        let b = bucket(first.key.high, bits);
        while directory.len() <= b {
            directory.push(out.count + bytes.len() as u64 - start);
        }
        encode(group, bits, games, &mut bytes);
        if bytes.len() >= 1 << 20 {
            out.write_all(&bytes)?;
            bytes.clear();
        }
        groups += 1;
        group.clear();
        Ok(())
    };
    while let Some(record) = records.next_record()? {
        if group.first().is_some_and(|first| first.key != record.key) {
            flush(&mut group, out, &mut directory)?;
        }
        group.push(record);
    }
    flush(&mut group, out, &mut directory)?;
    out.write_all(&bytes)?;
    while directory.len() <= buckets {
        directory.push(out.count - start);
    }
    Ok(Written { directory, groups })
}

/// Appends one position's record (`group`: its games' records, ascending by game).
fn encode(group: &[Record], bits: u32, games: &[GameRow], out: &mut Vec<u8>) {
    let first = group[0];
    out.extend_from_slice(&tag(first.key.high, bits).to_le_bytes());
    if group.len() == 1 {
        put_varint(out, u64::from(first.game) << 1);
        put_varint(out, u64::from(first.ply));
        return;
    }
    let mut codes: Vec<u16> = group.iter().map(|r| r.code).collect();
    codes.sort_unstable();
    codes.dedup();
    let totals = group.len() >= TOTALS_FROM;
    put_varint(
        out,
        ((group.len() as u64) << 2) | (u64::from(totals) << 1) | 1,
    );
    put_varint(out, u64::from(first.ply));
    put_varint(out, codes.len() as u64);
    for code in &codes {
        out.extend_from_slice(&code.to_le_bytes());
    }
    let number = |code: u16| codes.binary_search(&code).unwrap_or(0);
    if totals {
        let mut counts = vec![[0u64; 4]; codes.len()];
        for r in group {
            counts[number(r.code)][usize::from(result_code(games[r.game as usize].result))] += 1;
        }
        for count in counts.iter().flatten() {
            put_varint(out, *count);
        }
    }
    let mut postings = Vec::with_capacity(group.len() * 3);
    let mut previous = 0u32;
    for r in group {
        put_varint(&mut postings, u64::from(r.game - previous));
        put_varint(&mut postings, number(r.code) as u64);
        previous = r.game;
    }
    put_varint(out, postings.len() as u64);
    out.extend_from_slice(&postings);
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
        totals: Option<Vec<[u64; 4]>>,
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
            let mut counts = [0u64; 4];
            for count in &mut counts {
                *count = cursor.varint()?;
            }
            totals.push(counts);
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
