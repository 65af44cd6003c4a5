//! Which squares a last move colours: the one rule the picture, `show` and `gif` share.

use fianchetto_movegen::{Bitboard, Move};

/// The squares [`Picture::last_move`](crate::Picture::last_move) colours for `m`: its origin
/// and target; for a castle, the king's origin and destination (`e1` and `g1`), in standard
/// chess and Chess960 alike, although a castle is stored king takes rook, because that is the
/// move people see; for a drop, only the square dropped on.
///
/// ```
/// use fianchetto_svg::last_move_squares;
/// use fianchetto_svg::movegen::{Bitboard, Move, Role, Square};
///
/// let squares = |m| last_move_squares(m).into_iter().collect::<Vec<Square>>();
/// assert_eq!(squares(Move::normal(Square::E2, Square::E4)), [Square::E2, Square::E4]);
/// // Standard castling, and Chess960's with the king on b1 and the rook on h1.
/// assert_eq!(squares(Move::castle(Square::E1, Square::H1)), [Square::E1, Square::G1]);
/// assert_eq!(squares(Move::castle(Square::B1, Square::H1)), [Square::B1, Square::G1]);
/// assert_eq!(squares(Move::castle(Square::E8, Square::A8)), [Square::C8, Square::E8]);
/// assert_eq!(squares(Move::drop(Role::Knight, Square::F3)), [Square::F3]);
/// // A Chess960 castle whose king does not move colours its one square.
/// assert_eq!(last_move_squares(Move::castle(Square::G1, Square::H1)), Bitboard::from(Square::G1));
/// ```
pub fn last_move_squares(m: Move) -> Bitboard {
    // `from` is the king's square for a castle and the target for a drop, and
    // `king_destination` is the moving piece's landing square for every move.
    Bitboard::from(m.from()) | Bitboard::from(m.king_destination())
}
