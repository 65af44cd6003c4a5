//! The constant tables of the Syzygy index encoding, computed at compile time from their
//! definitions rather than written out: which squares a piece may be folded onto by the board's
//! symmetries, and how pawns are counted file by file.
//!
//! Squares are 0 (a1) to 63 (h8). Pawnless tables fold the first pieces into the triangle
//! a1-d1-d4; pawn tables fold the leading pawn onto files a to d.

/// The rank minus the file: zero on the a1-h8 diagonal, negative below it.
pub(crate) const fn offdiag(sq: usize) -> i32 {
    (sq >> 3) as i32 - (sq & 7) as i32
}

/// The square mirrored in the a1-h8 diagonal.
pub(crate) const fn flipdiag(sq: usize) -> usize {
    ((sq >> 3) | (sq << 3)) & 63
}

/// `n` choose `k`, 0 when `k > n` or either is negative.
pub(crate) const fn binom(n: i64, k: i64) -> u64 {
    if k < 0 || n < 0 || k > n {
        return 0;
    }
    let mut r: u64 = 1;
    let mut i = 0;
    while i < k {
        r = r * (n - i) as u64 / (i + 1) as u64;
        i += 1;
    }
    r
}

/// Each square's place in the a1-d1-d4 triangle after folding: the six squares off the
/// diagonal (b1 c1 d1 c2 d2 d3) are 0 to 5, the diagonal a1 b2 c3 d4 are 6 to 9.
pub(crate) const TRIANGLE: [usize; 64] = {
    let mut t = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        let (mut f, mut r) = (sq & 7, sq >> 3);
        if f > 3 {
            f = 7 - f;
        }
        if r > 3 {
            r = 7 - r;
        }
        if r > f {
            let x = r;
            r = f;
            f = x;
        }
        t[sq] = match (f, r) {
            (1, 0) => 0,
            (2, 0) => 1,
            (3, 0) => 2,
            (2, 1) => 3,
            (3, 1) => 4,
            (3, 2) => 5,
            _ => 6 + f,
        };
        sq += 1;
    }
    t
};

/// The first square of each triangle place.
const INV_TRIANGLE: [usize; 10] = [1, 2, 3, 10, 11, 19, 0, 9, 18, 27];

/// A square on the a1-h8 diagonal counted along it (its file).
pub(crate) const fn diag(sq: usize) -> usize {
    sq & 7
}

/// The 28 squares below the a1-h8 diagonal counted in square order, mirrored above it; the
/// diagonal squares after them as 28 to 35.
pub(crate) const LOWER: [usize; 64] = {
    let mut t = [0; 64];
    let mut n = 0;
    let mut sq = 0;
    while sq < 64 {
        if offdiag(sq) < 0 {
            t[sq] = n;
            t[flipdiag(sq)] = n;
            n += 1;
        } else if offdiag(sq) == 0 {
            t[sq] = 28 + (sq & 7);
        }
        sq += 1;
    }
    t
};

/// The index of two kings (or two unique pieces) when the first is folded into the triangle:
/// the second on any square not next to it, and below or on the diagonal when the first is on
/// it. The placements with both on the diagonal come last. 462 in all; `usize::MAX` where none.
pub(crate) const KK_IDX: [[usize; 64]; 10] = {
    let mut t = [[usize::MAX; 64]; 10];
    let mut n = 0;
    let mut pass = 0;
    while pass < 2 {
        let mut tri = 0;
        while tri < 10 {
            let k1 = INV_TRIANGLE[tri];
            let mut k2 = 0;
            while k2 < 64 {
                let df = (k1 & 7) as i32 - (k2 & 7) as i32;
                let dr = (k1 >> 3) as i32 - (k2 >> 3) as i32;
                let near = df >= -1 && df <= 1 && dr >= -1 && dr <= 1;
                let both_diagonal = offdiag(k1) == 0 && offdiag(k2) == 0;
                let above = offdiag(k1) == 0 && offdiag(k2) > 0;
                if !near && !above && both_diagonal == (pass == 1) {
                    t[tri][k2] = n;
                    n += 1;
                }
                k2 += 1;
            }
            tri += 1;
        }
        pass += 1;
    }
    t
};

/// Pawn files folded onto a to d: the file of the folded square.
pub(crate) const fn folded_file(sq: usize) -> usize {
    let f = sq & 7;
    if f > 3 { 7 - f } else { f }
}

/// The leading pawn's place: its folded file times 6 plus its rank less one (ranks 2 to 7).
pub(crate) const fn flap(sq: usize) -> usize {
    folded_file(sq) * 6 + (sq >> 3) - 1
}

/// The order of pawn squares (ranks 2 to 7) in which other pawns of the leading side count:
/// central files and low ranks last, a file's mirror one below it.
pub(crate) const fn ptwist(sq: usize) -> usize {
    let f = sq & 7;
    let r = sq >> 3;
    if r == 0 || r == 7 {
        return 0;
    }
    let folded = if f > 3 { 7 - f } else { f };
    let v = 47 - 12 * folded - 2 * (r - 1);
    if f > 3 { v - 1 } else { v }
}

/// The square of leading-pawn place `j`: files a to d, six ranks each.
const fn inv_flap(j: usize) -> usize {
    8 * (j % 6 + 1) + j / 6
}

/// `PAWN_IDX[k][place]`: where the leading pawn's place starts among the placements of it and
/// `k` more pawns of its side; `PAWN_FACTOR[k][file]` the placements per file.
pub(crate) const PAWN_IDX: [[u64; 24]; 6] = pawn_tables().0;
pub(crate) const PAWN_FACTOR: [[u64; 4]; 6] = pawn_tables().1;

const fn pawn_tables() -> ([[u64; 24]; 6], [[u64; 4]; 6]) {
    let mut idx = [[0; 24]; 6];
    let mut factor = [[0; 4]; 6];
    let mut k = 0;
    while k < 6 {
        let mut file = 0;
        while file < 4 {
            let mut s = 0;
            let mut j = file * 6;
            while j < file * 6 + 6 {
                idx[k][j] = s;
                s += if k == 0 {
                    1
                } else {
                    binom(ptwist(inv_flap(j)) as i64, k as i64)
                };
                j += 1;
            }
            factor[k][file] = s;
            file += 1;
        }
        k += 1;
    }
    (idx, factor)
}

/// `n` squares for `k` identical pieces: `n choose k`.
pub(crate) const fn subfactor(k: usize, n: usize) -> u64 {
    binom(n as i64, k as i64)
}

/// The squares a5, b5, c5, a6, b6 and a7: above the a1-h8 diagonal's mirror half and below the
/// a8-h1 diagonal. A pair of identical pieces folded with its second piece here, both on the
/// same triangle place, is flipped once more so that each placement has one index.
pub(crate) const fn in_pair_flip_zone(sq: usize) -> bool {
    let (file, rank) = (sq & 7, sq >> 3);
    rank >= 4 && file + rank <= 6
}

/// The index of two identical pieces, `[triangle place of the first][square of the second]`,
/// `usize::MAX` where no folded placement stands: each placement that folding leaves as it is,
/// counted by the first piece's place, then (for a first piece on the diagonal) the second on
/// the diagonal before the second off it, then by square. 278 in all.
pub(crate) const PAIR_IDX: [[usize; 64]; 10] = {
    let mut t = [[usize::MAX; 64]; 10];
    let mut n = 0;
    let mut tri = 0;
    while tri < 10 {
        let first = INV_TRIANGLE[tri];
        let mut pass = 0;
        while pass < 2 {
            let mut second = 0;
            while second < 64 {
                // A first piece off the diagonal takes every second square in one pass.
                let in_pass = if offdiag(first) == 0 {
                    (offdiag(second) == 0) == (pass == 0)
                } else {
                    pass == 0
                };
                let folded = crate::encode::fold_identical_pair(first, second);
                if in_pass && second != first && folded.0 == first && folded.1 == second {
                    t[tri][second] = n;
                    n += 1;
                }
                second += 1;
            }
            pass += 1;
        }
        tri += 1;
    }
    assert!(n == 278);
    t
};
