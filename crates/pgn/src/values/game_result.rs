//! The result token that ends a game's movetext.

use core::fmt;

use fianchetto_movegen::{Color, Outcome};

/// A decided game result, as written at the end of the movetext.
///
/// An undecided game (`*`) is reported as `None` by [`Visitor::result`](crate::Visitor::result).
///
/// With the `serde` feature it serialises as that token, `"1-0"`, `"0-1"` or `"1/2-1/2"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum GameResult {
    /// `1-0`.
    #[cfg_attr(feature = "serde", serde(rename = "1-0"))]
    WhiteWins,
    /// `0-1`.
    #[cfg_attr(feature = "serde", serde(rename = "0-1"))]
    BlackWins,
    /// `1/2-1/2`.
    #[cfg_attr(feature = "serde", serde(rename = "1/2-1/2"))]
    Draw,
}

impl GameResult {
    /// The result as PGN writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// Recognises a result token; `*` is not a decided result and gives `None`.
    pub fn from_bytes(token: &[u8]) -> Option<GameResult> {
        match token {
            b"1-0" => Some(GameResult::WhiteWins),
            b"0-1" => Some(GameResult::BlackWins),
            b"1/2-1/2" => Some(GameResult::Draw),
            _ => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl From<Outcome> for GameResult {
    /// The result of a game that ended so: the winner's, or a draw.
    ///
    /// ```
    /// use fianchetto_pgn::GameResult;
    /// use fianchetto_pgn::movegen::{Color, Outcome, Termination};
    ///
    /// let mate = Outcome { termination: Termination::Checkmate, winner: Some(Color::Black) };
    /// assert_eq!(GameResult::from(mate), GameResult::BlackWins);
    /// ```
    fn from(outcome: Outcome) -> GameResult {
        match outcome.winner {
            Some(Color::White) => GameResult::WhiteWins,
            Some(Color::Black) => GameResult::BlackWins,
            None => GameResult::Draw,
        }
    }
}
