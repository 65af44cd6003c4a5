//! [`GameError`]: what broke a game or one of its variations, kept with what was read of it.

use core::fmt;
use std::string::{String, ToString};

use super::Error;

/// Why a game, or one of its variations, stops early, and where: an illegal, ambiguous or
/// unreadable move, or input the reader could not read. Kept with the moves before it, as
/// python-chess keeps `game.errors`, by [`GameBuilder`](super::GameBuilder) and
/// [`Replayed`](super::Replayed).
///
/// ```
/// use fianchetto_pgn::{GameBuilder, Reader};
///
/// let pgn = "1. e4 e5 2. Ke3 Nc6 *";
/// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
/// assert_eq!(game.mainline.len(), 2);
/// let error = &game.errors[0];
/// assert_eq!((error.line, error.column), (1, 13));
/// assert!(error.message.starts_with("illegal move \"Ke3\""), "{error}");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameError {
    /// The number of the game in the input, counting from 1.
    pub game: u64,
    /// The line of the offending token, counting from 1.
    pub line: u64,
    /// The column of the offending token, in bytes, counting from 1.
    pub column: u64,
    /// What went wrong, as [`Error`]'s message says it.
    pub message: String,
}

impl<E: fmt::Display> From<&Error<E>> for GameError {
    fn from(error: &Error<E>) -> GameError {
        GameError {
            game: error.game_number(),
            line: error.line(),
            column: error.column(),
            message: error.kind().to_string(),
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}, line {}, column {}: {}",
            self.game, self.line, self.column, self.message
        )
    }
}

impl core::error::Error for GameError {}
