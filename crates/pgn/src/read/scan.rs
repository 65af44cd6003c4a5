//! Finding bytes eight at a time, for the scans (comments, tag values) where a byte loop shows up
//! in profiles; safe code on `u64` words, so no dependency and no `unsafe`.

const LO: u64 = 0x0101_0101_0101_0101;
const HI: u64 = 0x8080_8080_8080_8080;

/// `byte` in every lane of a word.
#[inline(always)]
const fn splat(byte: u8) -> u64 {
    LO * byte as u64
}

/// The high bit of each byte of `word` equal to the byte in every lane of `pattern`.
///
/// Exact up to the first match: borrows only set bits above a real match. So the lowest set bit
/// marks the first match, and the mask is zero exactly when there is none.
#[inline(always)]
fn matches(word: u64, pattern: u64) -> u64 {
    let x = word ^ pattern;
    x.wrapping_sub(LO) & !x & HI
}

/// The byte index in a word of the lowest set bit of a non-zero mask from [`matches()`].
#[inline(always)]
fn first_lane(mask: u64) -> usize {
    (mask.trailing_zeros() / 8) as usize
}

/// Little-endian words of `haystack` and the fewer than eight bytes left over.
#[inline(always)]
fn words(haystack: &[u8]) -> (impl Iterator<Item = u64> + '_, &[u8]) {
    let chunks = haystack.chunks_exact(8);
    let tail = chunks.remainder();
    let words = chunks.map(|word| {
        let mut bytes = [0; 8];
        bytes.copy_from_slice(word);
        u64::from_le_bytes(bytes)
    });
    (words, tail)
}

/// The index of the first `needle` in `haystack`.
#[inline]
pub(crate) fn find(needle: u8, haystack: &[u8]) -> Option<usize> {
    let pattern = splat(needle);
    let (words, tail) = words(haystack);
    let mut base = 0;
    for word in words {
        let hit = matches(word, pattern);
        if hit != 0 {
            return Some(base + first_lane(hit));
        }
        base += 8;
    }
    tail.iter().position(|&b| b == needle).map(|i| base + i)
}

/// The index of the first `needle` in `haystack`, and whether `other` occurs before it.
///
/// One pass for a comment's closing brace and its line breaks: the line count is only needed
/// when there is a break, which in real files is rare.
#[inline]
pub(crate) fn find_noting(needle: u8, other: u8, haystack: &[u8]) -> Option<(usize, bool)> {
    let (pattern, noted) = (splat(needle), splat(other));
    let (words, tail) = words(haystack);
    let mut base = 0;
    // Non-zero once a word without `needle` held `other`; a word's false positives lie above a
    // real `other`, so this is exact.
    let mut seen = 0;
    for word in words {
        let hit = matches(word, pattern);
        let other_hit = matches(word, noted);
        if hit != 0 {
            // The lanes below the first hit, where `other_hit` is exact.
            let below = (hit & hit.wrapping_neg()) - 1;
            return Some((base + first_lane(hit), seen | (other_hit & below) != 0));
        }
        seen |= other_hit;
        base += 8;
    }
    let mut noted = seen != 0;
    for (i, &b) in tail.iter().enumerate() {
        if b == needle {
            return Some((base + i, noted));
        }
        noted |= b == other;
    }
    None
}

/// The index of the first of three bytes in `haystack`.
#[inline]
pub(crate) fn find_any3(needles: [u8; 3], haystack: &[u8]) -> Option<usize> {
    let [a, b, c] = needles.map(splat);
    let (words, tail) = words(haystack);
    let mut base = 0;
    for word in words {
        // The lowest bit of the union is a real match of one of them: each mask is exact up to
        // its own first match.
        let hit = matches(word, a) | matches(word, b) | matches(word, c);
        if hit != 0 {
            return Some(base + first_lane(hit));
        }
        base += 8;
    }
    tail.iter()
        .position(|b| needles.contains(b))
        .map(|i| base + i)
}

/// How many `needle`s `haystack` holds. Counts per lane in bytes, 255 blocks of 64 at a time,
/// which the compiler turns into wide compares and byte adds: 60 MB in 8 ms where the plain
/// `filter().count()` (every byte widened to 64 bits) took 37 ms and was the splitting
/// thread's main cost. (Blocks of 16 or 32 indexed by position compiled to byte loads.)
pub(crate) fn count(needle: u8, haystack: &[u8]) -> u64 {
    const LANES: usize = 64;
    let mut total = 0;
    let mut stretches = haystack.chunks_exact(LANES * 255);
    for stretch in stretches.by_ref() {
        let mut lanes = [0u8; LANES];
        for block in stretch.chunks_exact(LANES) {
            for (lane, &byte) in lanes.iter_mut().zip(block) {
                *lane = lane.wrapping_add(u8::from(byte == needle));
            }
        }
        total += lanes.iter().map(|&n| u64::from(n)).sum::<u64>();
    }
    let rest = stretches.remainder();
    total + rest.iter().filter(|&&b| b == needle).count() as u64
}

/// The index of the last `needle` in `haystack`, and how many there are.
pub(crate) fn find_last_and_count(needle: u8, haystack: &[u8]) -> Option<(usize, u64)> {
    let first = find(needle, haystack)?;
    let (last, count) = haystack[first + 1..]
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == needle)
        .fold((0, 1), |(_, n), (i, _)| (first + 1 + i, n + 1));
    Some((if count == 1 { first } else { last }, count))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec::Vec;

    /// Bytes where every needle of the tests occurs, in varied lanes.
    fn haystack() -> Vec<u8> {
        (0..300u32).map(|i| (i * 37 % 251) as u8).collect()
    }

    #[test]
    fn find_matches_a_byte_loop() {
        let hay = haystack();
        for start in 0..20 {
            for needle in [0u8, 1, 0x7d, 0x80, 0xff, 250] {
                let h = &hay[start..];
                assert_eq!(find(needle, h), h.iter().position(|&b| b == needle));
            }
        }
        assert_eq!(find(b'}', b"{ [%clk 0:09:57] }"), Some(17));
        assert_eq!(find(b'}', b""), None);
    }

    #[test]
    fn find_noting_matches_a_byte_loop() {
        let hay = haystack();
        for start in 0..40 {
            for end in [start, start + 5, start + 17, hay.len()] {
                let h = &hay[start..end];
                for (needle, other) in [(0x7d, b'\n'), (b'\n', 0x7d), (0, 1), (1, 0), (0xff, 0x80)]
                {
                    let expected = h
                        .iter()
                        .position(|&b| b == needle)
                        .map(|i| (i, h[..i].contains(&other)));
                    assert_eq!(find_noting(needle, other, h), expected, "{start}..{end}");
                }
            }
        }
        assert_eq!(
            find_noting(b'}', b'\n', b" [%clk 0:09:57] } 2."),
            Some((16, false))
        );
        assert_eq!(
            find_noting(b'}', b'\n', b" a\nb } 2. e4 {\n"),
            Some((5, true))
        );
        // A line break right after the brace, in the same word, is not before it.
        assert_eq!(
            find_noting(b'}', b'\n', b" ab}\n\n\n\n\n"),
            Some((3, false))
        );
        assert_eq!(find_noting(b'}', b'\n', b"\n\n"), None);
    }

    #[test]
    fn find_any3_matches_a_byte_loop() {
        let hay = haystack();
        for start in 0..40 {
            for needles in [
                [b'"', b'\\', b'\n'],
                [0, 1, 2],
                [0xff, 0x80, 0x7f],
                [7, 7, 7],
            ] {
                let h = &hay[start..];
                let expected = h.iter().position(|b| needles.contains(b));
                assert_eq!(find_any3(needles, h), expected);
            }
        }
        assert_eq!(find_any3([b'"', b'\\', b'\n'], b"abc \\\"x\""), Some(4));
        assert_eq!(
            find_any3([b'"', b'\\', b'\n'], b"Rated Rapid game\"]"),
            Some(16)
        );
    }

    #[test]
    fn count_matches_a_byte_loop() {
        let mut hay = haystack();
        // Long enough for whole stretches of 255 blocks, with every lane at its maximum.
        hay.extend(std::iter::repeat_n(b'\n', 64 * 255 * 2 + 7));
        hay.extend(haystack());
        for start in [0, 1, 31, 33, 300] {
            for needle in [b'\n', 0, 0xff, 36] {
                let h = &hay[start..];
                let expected = h.iter().filter(|&&b| b == needle).count() as u64;
                assert_eq!(count(needle, h), expected, "{start} {needle}");
            }
        }
    }

    #[test]
    fn last_and_count() {
        assert_eq!(find_last_and_count(b'\n', b"ab"), None);
        assert_eq!(find_last_and_count(b'\n', b"a\nb"), Some((1, 1)));
        assert_eq!(find_last_and_count(b'\n', b"\na\n\nb"), Some((3, 3)));
    }
}
