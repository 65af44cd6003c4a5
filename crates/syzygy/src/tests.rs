//! Unit tests of the encoding's constant tables.

use crate::indices::{KK_IDX, LOWER, PAWN_FACTOR, TRIANGLE, flap, ptwist};

#[test]
fn two_kings_have_462_placements() {
    let max = KK_IDX.iter().flatten().filter(|&&i| i != usize::MAX).max();
    assert_eq!(max, Some(&461));
}

#[test]
fn spot_values_of_the_tables() {
    // b1 c1 d1 c2 d2 d3 are the triangle's six squares off the diagonal.
    assert_eq!(
        [1, 2, 3, 10, 11, 19].map(|sq| TRIANGLE[sq]),
        [0, 1, 2, 3, 4, 5]
    );
    assert_eq!([0, 9, 18, 27, 63].map(|sq| TRIANGLE[sq]), [6, 7, 8, 9, 6]);
    assert_eq!(
        [1, 7, 10, 19, 0, 63].map(|sq| LOWER[sq]),
        [0, 6, 7, 13, 28, 35]
    );
    assert_eq!([8, 15, 9, 48].map(ptwist), [47, 46, 35, 37]);
    assert_eq!([8, 9, 53].map(flap), [0, 6, 17]);
    assert_eq!(PAWN_FACTOR[0], [6, 6, 6, 6]);
}
