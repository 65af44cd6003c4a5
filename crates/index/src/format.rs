//! The index file's layout, shared by the writer and the reader.
//!
//! ```text
//! magic "FIANCHETTO-INDEX" | format version u32
//! sources | strings | games | moves | groups | directory
//! footer (FOOTER_BYTES)
//! ```
//!
//! Every number is little-endian. The file is written front to back in one pass (so any
//! `Write` takes it); the footer, last, holds the crate version that wrote the file, the
//! build's `--max-plies`, the directory's bucket bits, each section's place and length, and a
//! closing magic, so a file cut short is known at once:
//!
//! - *sources*: for each PGN file, its path as given, size and fingerprint ([`crate::source`]);
//! - *strings*: player names and start FENs, each a varint length and UTF-8;
//! - *games*: one fixed [`crate::game::GameRow`] a game, in input order;
//! - *moves*: every game's mainline moves, two bytes a ply ([`crate::move_code`]);
//! - *directory*: `2^bits + 1` offsets into *groups*, one a bucket of position fingerprints;
//! - *groups*: one record a distinct position, sorted by key ([`crate::group`]).

/// The file's first bytes.
pub(crate) const MAGIC: &[u8; 16] = b"FIANCHETTO-INDEX";

/// The layout's version: a file of another version is refused. Version 2 numbers Chess960
/// apart from the variants (`key::rules_id`), so the keys of Chess960 positions changed, and a
/// move's totals keep its games' ratings.
pub(crate) const FORMAT_VERSION: u32 = 2;

/// The sections, in file order.
pub(crate) const SECTIONS: usize = 6;
pub(crate) const SOURCES: usize = 0;
pub(crate) const STRINGS: usize = 1;
pub(crate) const GAMES: usize = 2;
pub(crate) const MOVES: usize = 3;
pub(crate) const GROUPS: usize = 4;
pub(crate) const DIRECTORY: usize = 5;

/// The writer's crate version, in a fixed field.
pub(crate) const VERSION_BYTES: usize = 16;

/// The magic and the format version.
pub(crate) const HEAD_BYTES: usize = 16 + 4;

/// The footer's last bytes.
pub(crate) const FOOTER_MAGIC: &[u8; 8] = b"IDXEND\r\n";

/// Writer version, max plies, bucket bits, each section's offset and length, closing magic.
pub(crate) const FOOTER_BYTES: usize = VERSION_BYTES + 4 + 4 + SECTIONS * 16 + 8;

/// Appends `value` as a LEB128 varint.
pub(crate) fn put_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// Reads bytes of a section, each read checked against its end.
#[derive(Clone, Debug)]
pub(crate) struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Cursor<'a> {
        Cursor { bytes, at: 0 }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.at >= self.bytes.len()
    }

    pub(crate) fn position(&self) -> usize {
        self.at
    }

    pub(crate) fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let slice = self.bytes.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(slice)
    }

    pub(crate) fn u16(&mut self) -> Option<u16> {
        Some(u16::from_le_bytes(self.take(2)?.try_into().ok()?))
    }

    pub(crate) fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }

    pub(crate) fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }

    /// A LEB128 varint of at most ten bytes that fits 64 bits.
    pub(crate) fn varint(&mut self) -> Option<u64> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = *self.take(1)?.first()?;
            let bits = u64::from(byte & 0x7f);
            if shift == 63 && bits > 1 {
                return None;
            }
            value |= bits << shift;
            if byte & 0x80 == 0 {
                return Some(value);
            }
        }
        None
    }

    /// A varint that must fit `usize` and be at most `max`.
    pub(crate) fn count(&mut self, max: usize) -> Option<usize> {
        usize::try_from(self.varint()?).ok().filter(|&n| n <= max)
    }
}

/// A 64-bit fingerprint of bytes (the multiply-fold mixer over 8-byte words), for a source
/// file's sampled blocks.
pub(crate) fn fingerprint(state: u64, bytes: &[u8]) -> u64 {
    let mut state = state ^ (bytes.len() as u64);
    for chunk in bytes.chunks(8) {
        let mut word = [0u8; 8];
        word[..chunk.len()].copy_from_slice(chunk);
        let product = u128::from(state ^ 0xa076_1d64_78bd_642f)
            * u128::from(u64::from_le_bytes(word) ^ 0xe703_7ed1_a0b4_28db);
        state = (product as u64) ^ ((product >> 64) as u64);
    }
    state
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip_and_reject_overlong() {
        let mut out = Vec::new();
        for value in [0, 1, 127, 128, 300, u64::from(u32::MAX), u64::MAX] {
            out.clear();
            put_varint(&mut out, value);
            assert_eq!(Cursor::new(&out).varint(), Some(value));
        }
        assert_eq!(Cursor::new(&[0xff; 11]).varint(), None);
        assert_eq!(Cursor::new(&[0x80]).varint(), None);
        assert_eq!(
            Cursor::new(&[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02]).varint(),
            None
        );
    }
}
