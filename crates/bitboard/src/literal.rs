//! The [`bitboard!`](crate::bitboard) literal macro: draw a board, get a [`Bitboard`](crate::Bitboard).

/// A [`Bitboard`](crate::Bitboard) drawn as eight rows of eight cells, rank 8 on top, where `X`
/// marks a member and `.` an empty square. Evaluated at compile time; a drawing with the wrong
/// number of cells does not compile.
///
/// ```
/// use fianchetto_bitboard::{bitboard, Bitboard, Square};
///
/// let corners = bitboard! {
///     X . . . . . . X
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X . . . . . . X
/// };
/// assert_eq!(corners, Bitboard::CORNERS);
/// ```
#[macro_export]
macro_rules! bitboard {
    ($($cell:tt)*) => {{
        const BOARD: $crate::Bitboard =
            $crate::Bitboard::from_drawing([$($crate::__bitboard_cell!($cell)),*]);
        BOARD
    }};
}

#[doc(hidden)]
#[macro_export]
macro_rules! __bitboard_cell {
    (X) => {
        true
    };
    (.) => {
        false
    };
}
