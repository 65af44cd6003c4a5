//! How a game ends on the board alone: checkmate, stalemate, material too thin to mate, or 75
//! moves by each side without a capture or a pawn move.

use crate::{Color, Outcome, Position};

impl Position {
    /// `true` if the side to move is in check and has no legal move.
    ///
    /// ```
    /// use fianchetto_movegen::Position;
    ///
    /// assert!(!Position::new().is_checkmate());
    /// ```
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    /// `true` if the side to move is not in check and has no legal move.
    ///
    /// ```
    /// use fianchetto_movegen::Position;
    ///
    /// assert!(!Position::new().is_stalemate());
    /// ```
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves()
    }

    /// `true` if `color` cannot possibly checkmate, by python-chess's rule: it has no pawns,
    /// rooks or queens, and either only its king, or a single knight while the opponent has
    /// nothing but king and queens, or only bishops while every bishop on the board stands on
    /// squares of one color and there are no pawns or knights.
    ///
    /// ```
    /// use fianchetto_movegen::{Color, Position};
    ///
    /// assert!(!Position::new().has_insufficient_material(Color::White));
    /// ```
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        self.board.has_insufficient_material(color)
    }

    /// `true` if neither side can checkmate.
    ///
    /// ```
    /// use fianchetto_movegen::Position;
    ///
    /// assert!(!Position::new().is_insufficient_material());
    /// ```
    pub fn is_insufficient_material(&self) -> bool {
        Color::ALL
            .into_iter()
            .all(|color| self.has_insufficient_material(color))
    }

    /// The game's end, if the position alone shows it: [`Checkmate`](crate::Termination::Checkmate),
    /// [`InsufficientMaterial`](crate::Termination::InsufficientMaterial),
    /// [`Stalemate`](crate::Termination::Stalemate) or
    /// [`SeventyFiveMoves`](crate::Termination::SeventyFiveMoves) (the halfmove clock at 150 or more,
    /// unless one of the others holds), checked in that order, as python-chess's
    /// `Board.outcome()` does. Fivefold repetition and the claimable draws need the game's
    /// history: see [`history`](crate::history) and `fianchetto-notation`'s `GameCursor`.
    ///
    /// ```
    /// use fianchetto_movegen::{Color, Move, Position, Square, Termination};
    ///
    /// assert_eq!(Position::new().outcome(), None);
    ///
    /// let mut pos = Position::new();
    /// for (from, to) in [(Square::F2, Square::F3), (Square::E7, Square::E5),
    ///                    (Square::G2, Square::G4), (Square::D8, Square::H4)] {
    ///     pos = pos.play(Move::normal(from, to))?;
    /// }
    /// let outcome = pos.outcome().expect("fool's mate");
    /// assert_eq!(outcome.termination, Termination::Checkmate);
    /// assert_eq!(outcome.winner, Some(Color::Black));
    /// assert_eq!(outcome.to_string(), "0-1");
    /// # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        Outcome::on_board(
            self.turn,
            self.is_check(),
            self.has_legal_moves(),
            || self.is_insufficient_material(),
            self.halfmoves >= 150,
        )
    }
}
