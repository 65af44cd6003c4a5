//! [`Analysis`]: what a finished search found, resolved against the position searched.

use std::vec::Vec;

use fianchetto_notation::Notation;
use fianchetto_notation::movegen::Move;

use crate::{Info, Score, UciMove};

/// The result of [`Engine::analyse`](super::Engine::analyse): the best move, the reply the
/// engine expects, and the last report of each line the engine searched, every move legal in
/// the position searched.
///
/// ```
/// use fianchetto_notation::movegen::{Move, Square};
/// use fianchetto_uci::engine::Analysis;
///
/// // What engine.analyse(&game, &Go::depth(12), ..) answers; built by hand here.
/// let analysis = Analysis {
///     best_move: Some(Move::normal(Square::E2, Square::E4)),
///     ..Analysis::default()
/// };
/// assert_eq!(analysis.score(), None);
/// ```
#[derive(Debug, Clone, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Analysis {
    /// The move the engine would play, legal in the position (castling is king takes rook,
    /// whichever way the engine wrote it); `None` when the engine named none (`bestmove
    /// (none)`, `0000`, `a1a1`), as it does where the position has no legal move.
    pub best_move: Option<Move>,
    /// The reply the engine expects, legal after its move; `None` when it named none, or one
    /// that is not legal there.
    pub ponder: Option<Move>,
    /// The last report of each MultiPV line with a score (or, while a line has none, with a
    /// principal variation), in line order: one line unless the `MultiPV` option is set, and
    /// never more than it asks for.
    pub lines: Vec<Line>,
}

/// One line of an [`Analysis`]: the engine's last report on it, and its principal variation
/// as legal moves.
///
/// ```
/// use fianchetto_notation::movegen::Position;
/// use fianchetto_uci::engine::Line;
/// use fianchetto_uci::{EngineMessage, Score};
///
/// let EngineMessage::Info(info) = EngineMessage::parse("info depth 2 score cp 20 pv e2e4 e2e4")
/// else {
///     panic!("an info line")
/// };
/// let line = Line::resolve(&Position::new(), *info);
/// assert_eq!(line.moves.len(), 1, "the second e2e4 is not legal");
/// assert_eq!(line.info.pv.len(), 2, "the engine's words are kept");
/// assert!(line.is_truncated());
/// assert_eq!(line.score(), Some(Score::Centipawns(20)));
/// ```
#[derive(Debug, Clone, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Line {
    /// The principal variation ([`Info::pv`]) as moves, legal one after the other from the
    /// position searched, up to the first that is not: an engine that names an illegal move
    /// (a bug, or a position it read otherwise) gives a shorter line, not an error.
    pub moves: Vec<Move>,
    /// The engine's report as it wrote it: depth, score, nodes, and its `pv` as UCI text
    /// (all of it, past an illegal move too).
    pub info: Info,
}

impl Line {
    /// The report `info` on a search of `pos`, its principal variation resolved as far as its
    /// moves are legal.
    pub fn resolve<P: Notation>(pos: &P, info: Info) -> Line {
        let mut pos = *pos;
        let mut moves = Vec::with_capacity(info.pv.len());
        for uci in &info.pv {
            let Ok(m) = pos.resolve_uci(uci) else { break };
            pos = pos.play_unchecked(m);
            moves.push(m);
        }
        Line { moves, info }
    }

    /// The line's score, from the point of view of the side to move in the position searched.
    pub fn score(&self) -> Option<Score> {
        self.info.score
    }

    /// Whether the engine's principal variation went on past [`moves`](Line::moves) with a
    /// move that is not legal.
    pub fn is_truncated(&self) -> bool {
        self.moves.len() < self.info.pv.len()
    }

    /// The MultiPV number of the line (1 when the engine gave none).
    fn number(&self) -> u32 {
        self.info.multipv.unwrap_or(1)
    }
}

impl Analysis {
    /// The score of the best line (MultiPV line 1, or a report without a line number), from
    /// the side to move's point of view; `None` when that line has no readable score, even if
    /// another line has one: the second best line's score is not the position's.
    pub fn score(&self) -> Option<Score> {
        self.main_line().and_then(Line::score)
    }

    /// The best line (MultiPV line 1, or a report without a line number), if the engine
    /// reported it.
    pub fn main_line(&self) -> Option<&Line> {
        self.lines.iter().find(|line| line.number() == 1)
    }
}

/// What the engine answered, as it wrote it: the `bestmove` and the reports of each line.
#[derive(Debug, Clone, Default)]
pub(crate) struct Answer {
    pub(crate) best: Option<UciMove>,
    pub(crate) ponder: Option<UciMove>,
    pub(crate) lines: Vec<Info>,
}

impl Answer {
    /// The answer a `bestmove` ends: a null move (`0000`, which some engines write where the
    /// protocol has `(none)`) is no move, and without a move there is nothing to ponder on.
    pub(crate) fn answered(
        best: Option<UciMove>,
        ponder: Option<UciMove>,
        lines: Vec<Info>,
    ) -> Answer {
        let best = best.filter(|&best| best != UciMove::Null);
        Answer {
            best,
            ponder: ponder.filter(|_| best.is_some()),
            lines,
        }
    }

    /// The answer resolved against `pos`, the position searched; `Err` with the best move
    /// when it is not legal there.
    pub(crate) fn resolve<P: Notation>(self, pos: &P) -> Result<Analysis, UciMove> {
        let best_move = match self.best {
            Some(best) => Some(pos.resolve_uci(&best).map_err(|_| best)?),
            None => None,
        };
        let ponder = best_move.and_then(|best| {
            let after = pos.play_unchecked(best);
            self.ponder
                .and_then(|ponder| after.resolve_uci(&ponder).ok())
        });
        let lines = self
            .lines
            .into_iter()
            .map(|info| Line::resolve(pos, info))
            .collect();
        Ok(Analysis {
            best_move,
            ponder,
            lines,
        })
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
    use super::{Analysis, Answer, Line, says_no_move};
    use crate::{EngineMessage, Info, Score, UciMove};
    use fianchetto_notation::fen;
    use fianchetto_notation::movegen::{CastlingMode, Move, Position, Square};
    use std::vec;
    use std::vec::Vec;

    fn info(line: &str) -> Info {
        match EngineMessage::parse(line) {
            EngineMessage::Info(info) => *info,
            other => panic!("not an info line: {other:?}"),
        }
    }

    #[test]
    fn the_score_is_the_first_lines_and_only_its() {
        let analysis = |lines: Vec<Info>| Analysis {
            lines: lines
                .into_iter()
                .map(|info| Line::resolve(&Position::new(), info))
                .collect(),
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

    fn uci(text: &str) -> UciMove {
        text.parse().expect("a UCI move")
    }

    fn answer(best: Option<&str>, ponder: Option<&str>) -> Answer {
        Answer::answered(best.map(uci), ponder.map(uci), vec![])
    }

    #[test]
    fn castling_resolves_in_both_notations() {
        let pos = fen::parse_position(
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            CastlingMode::Standard,
        )
        .expect("a legal position");
        let castle = Move::castle(Square::E1, Square::H1);
        let reply = Move::castle(Square::E8, Square::A8);
        for (best, ponder) in [("e1g1", "e8c8"), ("e1h1", "e8a8")] {
            let analysis = answer(Some(best), Some(ponder))
                .resolve(&pos)
                .expect("legal");
            assert_eq!(analysis.best_move, Some(castle), "{best}");
            assert_eq!(analysis.ponder, Some(reply), "{ponder}");
        }
    }

    #[test]
    fn an_illegal_ponder_move_is_dropped_an_illegal_best_move_refused() {
        let pos = Position::new();
        let analysis = answer(Some("e2e4"), Some("e2e4"))
            .resolve(&pos)
            .expect("legal");
        assert_eq!(
            analysis.best_move,
            Some(Move::normal(Square::E2, Square::E4))
        );
        assert_eq!(analysis.ponder, None);
        assert_eq!(answer(Some("e2e5"), None).resolve(&pos), Err(uci("e2e5")));
        let none = answer(Some("0000"), Some("e7e5"))
            .resolve(&pos)
            .expect("no move");
        assert_eq!((none.best_move, none.ponder), (None, None));
    }

    #[test]
    fn a_line_stops_at_its_first_illegal_move_and_keeps_the_engines_words() {
        let line = Line::resolve(
            &Position::new(),
            info("info depth 3 pv e2e4 e7e5 e4e5 g1f3"),
        );
        assert_eq!(
            line.moves,
            [
                Move::normal(Square::E2, Square::E4),
                Move::normal(Square::E7, Square::E5)
            ]
        );
        assert_eq!(line.info.pv.len(), 4);
        assert!(line.is_truncated());
        let whole = Line::resolve(&Position::new(), info("info depth 3 pv e2e4"));
        assert!(!whole.is_truncated());
    }
}
