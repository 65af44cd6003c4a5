//! Finding a byte eight at a time, for the long scans (comments) where a byte loop shows up in
//! profiles; safe code on `u64` words, so no dependency and no `unsafe`.

const LO: u64 = 0x0101_0101_0101_0101;
const HI: u64 = 0x8080_8080_8080_8080;

/// The index of the first `needle` in `haystack`.
#[inline]
pub(crate) fn find(needle: u8, haystack: &[u8]) -> Option<usize> {
    let pattern = LO * u64::from(needle);
    let mut words = haystack.chunks_exact(8);
    let mut base = 0;
    for word in &mut words {
        let mut bytes = [0; 8];
        bytes.copy_from_slice(word);
        let x = u64::from_le_bytes(bytes) ^ pattern;
        // The lowest set bit marks the first zero byte of `x`; borrows only set bits above it.
        let zero = x.wrapping_sub(LO) & !x & HI;
        if zero != 0 {
            return Some(base + (zero.trailing_zeros() / 8) as usize);
        }
        base += 8;
    }
    let tail = words.remainder();
    tail.iter().position(|&b| b == needle).map(|i| base + i)
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

    #[test]
    fn find_matches_a_byte_loop() {
        let hay: Vec<u8> = (0..300u32).map(|i| (i * 37 % 251) as u8).collect();
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
    fn last_and_count() {
        assert_eq!(find_last_and_count(b'\n', b"ab"), None);
        assert_eq!(find_last_and_count(b'\n', b"a\nb"), Some((1, 1)));
        assert_eq!(find_last_and_count(b'\n', b"\na\n\nb"), Some((3, 3)));
    }
}
