//! [`Analysis`]: what a finished search found.

use std::vec::Vec;

use crate::{Info, Score, UciMove};

/// The result of [`Engine::analyse`](super::Engine::analyse): the best move, and the last
/// report of each line the engine searched.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
    /// The analysis a `bestmove` ends: a null move (`0000`, which some engines write where the
    /// protocol has `(none)`) is no move, and without a move there is nothing to ponder on.
    pub(crate) fn answered(
        best: Option<UciMove>,
        ponder: Option<UciMove>,
        lines: Vec<Info>,
    ) -> Analysis {
        let best_move = best.filter(|&best| best != UciMove::Null);
        Analysis {
            best_move,
            ponder: ponder.filter(|_| best_move.is_some()),
            lines,
        }
    }

    /// The score of the best line (MultiPV line 1, or a report without a line number), from
    /// the side to move's point of view; `None` when that line has no readable score, even if
    /// another line has one: the second best line's score is not the position's.
    pub fn score(&self) -> Option<Score> {
        self.lines
            .iter()
            .find(|line| line.multipv.unwrap_or(1) == 1)
            .and_then(|line| line.score)
    }
}

/// Whether an unreadable `bestmove` line still says there is no move: its "move" goes from a
/// square to itself, as Toga II's `bestmove a1a1` (which does not read as a [`UciMove`]).
pub(crate) fn says_no_move(line: &str) -> bool {
    let Some(word) = line.split_ascii_whitespace().nth(1) else {
        return false;
    };
    matches!(word.as_bytes(), [b'a'..=b'h', b'1'..=b'8', _, _]) && word[..2] == word[2..]
}

#[cfg(test)]
mod tests {
    use super::{Analysis, says_no_move};
    use crate::{EngineMessage, Info, Score};
    use std::vec;

    fn info(line: &str) -> Info {
        match EngineMessage::parse(line) {
            EngineMessage::Info(info) => *info,
            other => panic!("not an info line: {other:?}"),
        }
    }

    #[test]
    fn the_score_is_the_first_lines_and_only_its() {
        let analysis = |lines| Analysis {
            lines,
            ..Analysis::default()
        };
        let second = info("info depth 3 multipv 2 score cp -40 pv d2d4");
        assert_eq!(analysis(vec![second.clone()]).score(), None);
        let first = info("info depth 3 multipv 1 score cp 25 pv e2e4");
        assert_eq!(
            analysis(vec![first, second.clone()]).score(),
            Some(Score::Centipawns(25))
        );
        let unnumbered = info("info depth 3 score mate 2 pv e2e4");
        assert_eq!(analysis(vec![unnumbered]).score(), Some(Score::Mate(2)));
        let no_score = info("info depth 3 multipv 1 pv e2e4");
        assert_eq!(analysis(vec![no_score, second]).score(), None);
    }

    #[test]
    fn a_move_from_a_square_to_itself_is_no_move() {
        assert!(says_no_move("bestmove a1a1"));
        assert!(says_no_move("bestmove h8h8 ponder a1a1"));
        assert!(!says_no_move("bestmove"));
        assert!(!says_no_move("bestmove e2e9"));
        assert!(!says_no_move("bestmove i1i1"));
        assert!(!says_no_move("bestmove a1a1q"));
    }
}
