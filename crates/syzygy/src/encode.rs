//! Position indices: the squares of a table's pieces, in its order, to the number of the
//! position inside the table, folding the board by its symmetries first.

use crate::indices::{
    KK_IDX, LOWER, PAIR_IDX, PAWN_IDX, TRIANGLE, binom, diag, flap, flipdiag, in_pair_flip_zone,
    offdiag, ptwist,
};

/// How the first pieces of a pawnless table are placed: three unique pieces together, or the
/// two kings together (when only the kings are unique, as in `KQQvK`). Where kings may touch
/// (atomic, giveaway), two unique pieces may stand anywhere, and a giveaway table with fewer
/// than two unique pieces leads with a pair of identical ones (`KKvK`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PieceEncoding {
    ThreeUnique,
    TwoKings,
    TwoUnique,
    IdenticalPair,
}

impl PieceEncoding {
    /// How many pieces the first group holds.
    pub(crate) const fn leading(self) -> usize {
        match self {
            PieceEncoding::ThreeUnique => 3,
            PieceEncoding::TwoKings | PieceEncoding::TwoUnique | PieceEncoding::IdenticalPair => 2,
        }
    }

    /// How many placements the first group has.
    pub(crate) const fn placements(self) -> u64 {
        match self {
            PieceEncoding::ThreeUnique => 31332,
            PieceEncoding::TwoKings => 462,
            // Off the diagonal anywhere else; on it, below it or on it.
            PieceEncoding::TwoUnique => 6 * 63 + 4 * 28 + 4 * 7,
            PieceEncoding::IdenticalPair => 278,
        }
    }
}

/// Adds the groups of identical pieces from `start` on: each group, sorted, as a combination of
/// the squares the earlier pieces leave free (`skip` squares fewer for pawns, which never stand
/// on the first rank).
fn add_groups(
    pos: &mut [usize],
    norm: &[usize],
    factor: &[u64],
    mut i: usize,
    end: usize,
    skip: usize,
) -> u64 {
    let mut idx = 0;
    while i < end {
        let t = norm[i].max(1);
        let group_end = (i + t).min(pos.len());
        pos[i..group_end].sort_unstable();
        let mut s = 0;
        for m in i..group_end {
            let p = pos[m];
            let below = pos[..i].iter().filter(|&&q| p > q).count();
            s += binom((p - below) as i64 - skip as i64, (m - i + 1) as i64);
        }
        idx += s * factor[i];
        i += t;
    }
    idx
}

/// The index of a pawnless position. `None` when the leading pieces stand where no legal
/// position has them (kings side by side).
pub(crate) fn encode_piece(
    enc: PieceEncoding,
    norm: &[usize],
    pos: &mut [usize],
    factor: &[u64],
) -> Option<u64> {
    let n = pos.len();
    if enc == PieceEncoding::IdenticalPair {
        let idx = encode_identical_pair(pos);
        return Some(idx as u64 * factor[0] + add_groups(pos, norm, factor, 2, n, 0));
    }
    if pos[0] & 0x04 != 0 {
        pos.iter_mut().for_each(|p| *p ^= 0x07);
    }
    if pos[0] & 0x20 != 0 {
        pos.iter_mut().for_each(|p| *p ^= 0x38);
    }
    // The first leading piece off the diagonal must be below it.
    if let Some(i) = pos.iter().position(|&p| offdiag(p) != 0)
        && i < enc.leading()
        && offdiag(pos[i]) > 0
    {
        pos.iter_mut().for_each(|p| *p = flipdiag(*p));
    }

    let idx = match enc {
        PieceEncoding::ThreeUnique => {
            let i = usize::from(pos[1] > pos[0]);
            let j = usize::from(pos[2] > pos[0]) + usize::from(pos[2] > pos[1]);
            if offdiag(pos[0]) != 0 {
                TRIANGLE[pos[0]] * 63 * 62 + (pos[1] - i) * 62 + (pos[2] - j)
            } else if offdiag(pos[1]) != 0 {
                6 * 63 * 62 + diag(pos[0]) * 28 * 62 + LOWER[pos[1]] * 62 + pos[2] - j
            } else if offdiag(pos[2]) != 0 {
                6 * 63 * 62
                    + 4 * 28 * 62
                    + diag(pos[0]) * 7 * 28
                    + (diag(pos[1]) - i) * 28
                    + LOWER[pos[2]]
            } else {
                6 * 63 * 62
                    + 4 * 28 * 62
                    + 4 * 7 * 28
                    + diag(pos[0]) * 7 * 6
                    + (diag(pos[1]) - i) * 6
                    + (diag(pos[2]) - j)
            }
        }
        PieceEncoding::TwoUnique => {
            let i = usize::from(pos[1] > pos[0]);
            if offdiag(pos[0]) != 0 {
                TRIANGLE[pos[0]] * 63 + (pos[1] - i)
            } else if offdiag(pos[1]) != 0 {
                6 * 63 + diag(pos[0]) * 28 + LOWER[pos[1]]
            } else {
                6 * 63 + 4 * 28 + diag(pos[0]) * 7 + (diag(pos[1]) - i)
            }
        }
        PieceEncoding::IdenticalPair => unreachable!("encoded above"),
        PieceEncoding::TwoKings => {
            let idx = KK_IDX[TRIANGLE[pos[0]]][pos[1]];
            if idx == usize::MAX {
                return None;
            }
            idx
        }
    };
    let lead = enc.leading();
    Some(idx as u64 * factor[0] + add_groups(pos, norm, factor, lead, n, 0))
}

/// The index of two identical leading pieces: the one nearer the corner folded into the
/// a1-d1-d4 triangle, the other below the diagonal when the first is on it, and of two
/// placements one diagonal flip apart the one [`PAIR_IDX`] counts. Moves the other pieces
/// with them.
fn encode_identical_pair(pos: &mut [usize]) -> usize {
    if TRIANGLE[pos[0]] > TRIANGLE[pos[1]] {
        pos.swap(0, 1);
    }
    if pos[0] & 0x04 != 0 {
        pos.iter_mut().for_each(|p| *p ^= 0x07);
    }
    if pos[0] & 0x20 != 0 {
        pos.iter_mut().for_each(|p| *p ^= 0x38);
    }
    if offdiag(pos[0]) > 0 || (offdiag(pos[0]) == 0 && offdiag(pos[1]) > 0) {
        pos.iter_mut().for_each(|p| *p = flipdiag(*p));
    }
    if in_pair_flip_zone(pos[1]) && TRIANGLE[pos[0]] == TRIANGLE[pos[1]] {
        pos.swap(0, 1);
        pos.iter_mut().for_each(|p| *p = flipdiag(*p ^ 0x38));
    }
    PAIR_IDX[TRIANGLE[pos[0]]][pos[1]]
}

/// Where two identical pieces stand once [`encode_identical_pair`] has folded them: the
/// squares it returns, `(first, second)`.
pub(crate) const fn fold_identical_pair(a: usize, b: usize) -> (usize, usize) {
    let (mut a, mut b) = if TRIANGLE[a] > TRIANGLE[b] {
        (b, a)
    } else {
        (a, b)
    };
    if a & 0x04 != 0 {
        a ^= 0x07;
        b ^= 0x07;
    }
    if a & 0x20 != 0 {
        a ^= 0x38;
        b ^= 0x38;
    }
    if offdiag(a) > 0 || (offdiag(a) == 0 && offdiag(b) > 0) {
        a = flipdiag(a);
        b = flipdiag(b);
    }
    if in_pair_flip_zone(b) && TRIANGLE[a] == TRIANGLE[b] {
        (flipdiag(b ^ 0x38), flipdiag(a ^ 0x38))
    } else {
        (a, b)
    }
}

/// The leading pawn (lowest place) moved to the front; its folded file picks the sub-table.
pub(crate) fn lead_pawn_file(pos: &mut [usize], leading: usize) -> usize {
    for i in 1..leading {
        if flap(pos[0]) > flap(pos[i]) {
            pos.swap(0, i);
        }
    }
    crate::indices::folded_file(pos[0])
}

/// The index of a position with pawns: `leading` pawns of one side (the first in `pos`), then
/// `other` pawns of the other side, then the pieces in groups.
pub(crate) fn encode_pawn(
    leading: usize,
    other: usize,
    norm: &[usize],
    pos: &mut [usize],
    factor: &[u64],
) -> u64 {
    let n = pos.len();
    if pos[0] & 0x04 != 0 {
        pos.iter_mut().for_each(|p| *p ^= 0x07);
    }
    pos[1..leading].sort_unstable_by_key(|&p| std::cmp::Reverse(ptwist(p)));
    let t = leading - 1;
    let mut idx = PAWN_IDX[t][flap(pos[0])];
    for i in (1..=t).rev() {
        idx += binom(ptwist(pos[i]) as i64, (t - i + 1) as i64);
    }
    idx *= factor[0];
    idx += add_groups(pos, norm, factor, leading, leading + other, 8);
    idx + add_groups(pos, norm, factor, leading + other, n, 0)
}
