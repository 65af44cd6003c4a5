//! [`Position::mirror`]: the same position with the colors swapped.

use crate::{Bitboard, Position};

impl Position {
    /// The position with the colors swapped, as the other side sees it: the board flipped
    /// vertically with every piece changing color, the other side to move, and the castling
    /// rights and en passant square flipped with it; clocks and castling mode unchanged
    /// (python-chess's `Board.mirror()`). Every legal move has its mirror image, so move
    /// counts, perft and outcomes (with the winner swapped) are the same.
    ///
    /// ```
    /// use fianchetto_movegen::{Color, Move, Position, Square};
    ///
    /// let e4 = Position::new().play(Move::normal(Square::E2, Square::E4))?;
    /// let mirrored = e4.mirror();
    /// assert_eq!(mirrored.turn(), Color::White);
    /// // As if Black had played ...e5 and White were to move.
    /// let e5 = Position::new().play_null().unwrap().play(Move::normal(Square::E7, Square::E5))?;
    /// assert_eq!(mirrored, e5);
    /// assert!(mirrored.mirror().eq_with_clocks(&e4));
    /// # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
    /// ```
    #[must_use]
    pub fn mirror(&self) -> Position {
        let mut pos = Position {
            board: self.board.mirror(),
            castling: self.castling.flip_vertical(),
            hash: 0,
            checkers: Bitboard::EMPTY,
            pinned: Bitboard::EMPTY,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
            turn: !self.turn,
            ep_square: self.ep_square.map(|square| square.flip_vertical()),
            mode: self.mode,
        };
        pos.update_checks_and_pins();
        pos.hash = pos.compute_hash();
        if cfg!(debug_assertions) {
            pos.assert_invariants(true);
        }
        pos
    }
}
