//! How a game ends on the board: checkmate, stalemate, or material too thin to mate.

use core::fmt;

use crate::{Bitboard, Color, Position};

/// The result of a finished game.
///
/// ```
/// use fianchetto_movegen::{Color, Outcome};
///
/// assert_eq!(Outcome::Decisive { winner: Color::White }.to_string(), "1-0");
/// assert_eq!(Outcome::Draw.to_string(), "1/2-1/2");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Decisive {
        /// The side that won.
        winner: Color,
    },
    /// Neither side won.
    Draw,
}

impl Outcome {
    /// The winner, if any.
    #[inline]
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Decisive { winner } => Some(winner),
            Outcome::Draw => None,
        }
    }
}

impl fmt::Display for Outcome {
    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Decisive {
                winner: Color::White,
            } => "1-0",
            Outcome::Decisive {
                winner: Color::Black,
            } => "0-1",
            Outcome::Draw => "1/2-1/2",
        })
    }
}

impl Position {
    /// `true` if the side to move is in check and has no legal move.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    /// `true` if the side to move is not in check and has no legal move.
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
        let board = &self.board;
        let ours = board.by_color(color);
        if (ours & (board.pawns() | board.rooks_and_queens())).any() {
            return false;
        }
        if (ours & board.knights()).any() {
            let theirs = board.by_color(!color);
            return ours.len() <= 2 && (theirs - board.kings() - board.queens()).is_empty();
        }
        if (ours & board.bishops()).any() {
            let bishops = board.bishops();
            let same_color = (bishops & Bitboard::DARK_SQUARES).is_empty()
                || (bishops & Bitboard::LIGHT_SQUARES).is_empty();
            return same_color && (board.pawns() | board.knights()).is_empty();
        }
        true
    }

    /// `true` if neither side can checkmate.
    pub fn is_insufficient_material(&self) -> bool {
        Color::ALL
            .into_iter()
            .all(|color| self.has_insufficient_material(color))
    }

    /// The game's end, if it ended on the board: checkmate, stalemate, or insufficient
    /// material. Rules that need the game's history (repetition, fifty moves) are the caller's.
    ///
    /// ```
    /// use fianchetto_movegen::Position;
    ///
    /// assert_eq!(Position::new().outcome(), None);
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.has_legal_moves() {
            Some(if self.is_check() {
                Outcome::Decisive { winner: !self.turn }
            } else {
                Outcome::Draw
            })
        } else if self.is_insufficient_material() {
            Some(Outcome::Draw)
        } else {
            None
        }
    }
}
