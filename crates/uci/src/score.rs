//! What an engine thinks of a position: [`Score`], its [`ScoreBound`], and a [`Wdl`] estimate.

use core::fmt;

use fianchetto_notation::movegen::Color;

/// An evaluation as engines report it, from the point of view of the side to move.
///
/// ```
/// use fianchetto_uci::Score;
/// use fianchetto_notation::movegen::Color;
///
/// // Black to move and 35 centipawns worse: White is 35 centipawns better.
/// assert_eq!(Score::Centipawns(-35).for_white(Color::Black), Score::Centipawns(35));
/// assert_eq!(Score::Mate(-2).to_string(), "mate -2");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Score {
    /// `cp N`: an advantage in hundredths of a pawn.
    Centipawns(i32),
    /// `mate N`: mate in `N` moves (not plies); negative when the side to move is mated.
    /// `mate 0` is a position where the side to move is already mated.
    Mate(i32),
}

impl Score {
    /// The same score from White's point of view, given the side to move of the position it
    /// was reported for (`mate 0` stays `mate 0`).
    pub fn for_white(self, side_to_move: Color) -> Score {
        match side_to_move {
            Color::White => self,
            Color::Black => match self {
                Score::Centipawns(cp) => Score::Centipawns(cp.saturating_neg()),
                Score::Mate(moves) => Score::Mate(moves.saturating_neg()),
            },
        }
    }
}

impl fmt::Display for Score {
    /// As in an `info` line: `cp 35` or `mate -2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Score::Centipawns(cp) => write!(f, "cp {cp}"),
            Score::Mate(moves) => write!(f, "mate {moves}"),
        }
    }
}

/// Whether a [`Score`] is exact or only a bound (`lowerbound`, `upperbound`), as an engine
/// reports while its aspiration window fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
pub enum ScoreBound {
    /// The score is the value of the search.
    #[default]
    Exact,
    /// `lowerbound`: the value is at least the score.
    Lower,
    /// `upperbound`: the value is at most the score.
    Upper,
}

/// Win, draw and loss chances in per mille for the side to move (`wdl 250 700 50`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Wdl {
    /// Chances of a win, in thousandths.
    pub wins: u32,
    /// Chances of a draw, in thousandths.
    pub draws: u32,
    /// Chances of a loss, in thousandths.
    pub losses: u32,
}
