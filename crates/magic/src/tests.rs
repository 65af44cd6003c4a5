//! Exhaustive checks of the lookups against the reference walker of `fianchetto-bitboard`,
//! which also prove in practice what the `SAFETY` comment of the lookup argues.

use fianchetto_bitboard::reference;

use crate::table::{ATTACKS, BISHOP, ROOK};
use crate::{Bitboard, Square, bishop_attacks, queen_attacks, rook_attacks};

/// A tiny seeded xorshift64 generator for occupancy noise.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Every subset of `mask`. Under Miri, which interprets every load and runs these sweeps far too
/// slowly to finish, every 251st subset and the full mask: the full mask gives each square's
/// largest index, the case the lookup's bounds argument is about.
fn sweep(mask: Bitboard) -> impl Iterator<Item = Bitboard> {
    let stride = if cfg!(miri) { 251 } else { 1 };
    mask.subsets()
        .step_by(stride)
        .chain(cfg!(miri).then_some(mask))
}

/// Every square, every subset of its relevant mask: `lookup` agrees with `walker`.
fn check_every_relevant_occupancy(
    mask_of: fn(Square) -> Bitboard,
    lookup: fn(Square, Bitboard) -> Bitboard,
    walker: fn(Square, Bitboard) -> Bitboard,
) {
    for square in Square::ALL {
        for occupied in sweep(mask_of(square)) {
            assert_eq!(
                lookup(square, occupied),
                walker(square, occupied),
                "{square} with occupancy {occupied:#x}",
            );
        }
    }
}

/// Every square, every subset of its relevant mask plus random squares outside the mask
/// (sometimes including the slider's own square): the extra squares change nothing.
fn check_outside_mask_ignored(
    mask_of: fn(Square) -> Bitboard,
    lookup: fn(Square, Bitboard) -> Bitboard,
    walker: fn(Square, Bitboard) -> Bitboard,
) {
    let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
    for square in Square::ALL {
        let mask = mask_of(square);
        for occupied in sweep(mask) {
            let noise = Bitboard(rng.next() & rng.next()) - mask;
            let expected = walker(square, occupied);
            assert_eq!(
                walker(square, occupied | noise),
                expected,
                "reference at {square}"
            );
            assert_eq!(
                lookup(square, occupied | noise),
                expected,
                "{square} {occupied:#x}"
            );
            assert_eq!(
                lookup(square, occupied | !mask),
                expected,
                "{square} {occupied:#x}"
            );
        }
    }
}

#[test]
fn rook_matches_reference_for_every_relevant_occupancy() {
    check_every_relevant_occupancy(
        reference::rook_relevant_mask,
        rook_attacks,
        reference::rook_attacks,
    );
}

#[test]
fn bishop_matches_reference_for_every_relevant_occupancy() {
    check_every_relevant_occupancy(
        reference::bishop_relevant_mask,
        bishop_attacks,
        reference::bishop_attacks,
    );
}

#[test]
fn rook_ignores_occupancy_outside_the_mask() {
    check_outside_mask_ignored(
        reference::rook_relevant_mask,
        rook_attacks,
        reference::rook_attacks,
    );
}

#[test]
fn bishop_ignores_occupancy_outside_the_mask() {
    check_outside_mask_ignored(
        reference::bishop_relevant_mask,
        bishop_attacks,
        reference::bishop_attacks,
    );
}

#[test]
fn queen_is_rook_or_bishop() {
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    for square in Square::ALL {
        for _ in 0..if cfg!(miri) { 8 } else { 4096 } {
            let occupied = Bitboard(rng.next() & rng.next());
            assert_eq!(
                queen_attacks(square, occupied),
                reference::rook_attacks(square, occupied)
                    | reference::bishop_attacks(square, occupied),
                "{square} with occupancy {occupied:#x}",
            );
        }
    }
}

/// The layout the lookup's bounds argument rests on: every square's slice of `1 << bits`
/// slots lies inside the table, the slices do not overlap, and together they fill it.
#[test]
fn slices_tile_the_table() {
    let mut next = 0;
    for (entries, mask_of) in [
        (
            &ROOK,
            reference::rook_relevant_mask as fn(Square) -> Bitboard,
        ),
        (&BISHOP, reference::bishop_relevant_mask),
    ] {
        for (square, entry) in Square::ALL.into_iter().zip(entries) {
            assert_eq!(entry.mask, mask_of(square).0, "mask of {square}");
            assert_eq!(
                entry.shift,
                64 - entry.mask.count_ones(),
                "shift of {square}"
            );
            assert_eq!(entry.offset as usize, next, "offset of {square}");
            next += 1 << (64 - entry.shift);
        }
    }
    assert_eq!(next, ATTACKS.len());
    assert_eq!(ATTACKS.len(), 102_400 + 5_248);
}

#[test]
fn empty_board_attack_counts() {
    assert_eq!(rook_attacks(Square::A1, Bitboard::EMPTY).len(), 14);
    assert_eq!(bishop_attacks(Square::A1, Bitboard::EMPTY).len(), 7);
    assert_eq!(bishop_attacks(Square::E4, Bitboard::EMPTY).len(), 13);
    assert_eq!(queen_attacks(Square::E4, Bitboard::EMPTY).len(), 27);
    assert_eq!(queen_attacks(Square::H8, Bitboard::FULL).len(), 3);
}

/// The table filled at run time is the one `build.rs` writes, slot for slot (empty slots too).
#[cfg(feature = "runtime-tables")]
#[test]
fn runtime_table_is_the_build_time_table() {
    use core::sync::atomic::Ordering;

    use crate::table::FILLED;

    crate::init();
    assert_eq!(FILLED.len(), ATTACKS.len());
    for (slot, (filled, built)) in FILLED.iter().zip(&ATTACKS).enumerate() {
        assert_eq!(filled.load(Ordering::Relaxed), *built, "slot {slot}");
    }
}

/// Threads racing on first use all see a complete, correct table. (Another test of this binary
/// may have filled it first; the race itself is argued in `table.rs`.)
#[cfg(feature = "runtime-tables")]
#[test]
fn concurrent_first_use_is_correct() {
    extern crate std;

    let threads: std::vec::Vec<_> = (0..4)
        .map(|_| std::thread::spawn(|| rook_attacks(Square::D4, Square::D6 | Square::B4)))
        .collect();
    for thread in threads {
        assert_eq!(
            thread.join().unwrap(),
            reference::rook_attacks(Square::D4, Square::D6 | Square::B4),
        );
    }
}
