//! [`Analysis`]: what a finished search found.

use std::vec::Vec;

use crate::{Info, Score, UciMove};

/// The result of [`Engine::analyse`](super::Engine::analyse): the best move, and the last
/// report of each line the engine searched.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Analysis {
    /// The move the engine would play; `None` when the position has no legal move.
    pub best_move: Option<UciMove>,
    /// The reply the engine expects.
    pub ponder: Option<UciMove>,
    /// The last `info` with a score for each MultiPV line (or, while a line has none, with a
    /// principal variation), in line order: one line unless the `MultiPV` option is set, and
    /// never more than it asks for.
    pub lines: Vec<Info>,
}

impl Analysis {
    /// The score of the best line, from the side to move's point of view.
    pub fn score(&self) -> Option<Score> {
        self.lines.first().and_then(|line| line.score)
    }
}
