//! [`Played`]: the move an engine chose, resolved against the position it was asked about.

use core::time::Duration;

use fianchetto_notation::movegen::{Color, Move, Rules};

use super::{Analysis, Line};
use crate::{Go, Score};

/// The answer of [`Engine::play`](super::Engine::play): the engine's move, legal in the
/// position it was asked about, the reply it expects, and its last report on its main line
/// (python-chess's `PlayResult`).
///
/// ```
/// use fianchetto_notation::cursor::GameCursor;
/// use fianchetto_notation::movegen::{Move, Square};
/// use fianchetto_uci::engine::Played;
///
/// // What engine.play(&game, &Go::depth(12)) answers; built by hand here.
/// let played = Played {
///     best_move: Some(Move::normal(Square::E2, Square::E4)),
///     ponder: Some(Move::normal(Square::E7, Square::E5)),
///     line: None,
/// };
/// let mut game = GameCursor::default();
/// match played.best_move {
///     Some(m) => game.push(m)?,
///     None => println!("no legal move: {:?}", game.outcome()),
/// }
/// assert_eq!(game.ply(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Played {
    /// The engine's move, legal in the position (castling as a [`Move`] is, king takes rook,
    /// whichever way the engine wrote it); `None` only when the position has no legal move
    /// (checkmate or stalemate).
    pub best_move: Option<Move>,
    /// The reply the engine expects, legal after its move; `None` when it named none, or one
    /// that is not legal there.
    pub ponder: Option<Move>,
    /// The engine's last report on its main line (MultiPV line 1) with a score (or, while it
    /// had none, with a principal variation): score, depth, and the principal variation as
    /// legal moves ([`Line::moves`]). `None` when the engine sent none.
    pub line: Option<Line>,
}

impl Played {
    /// The score of the engine's main line, from the point of view of the side to move in the
    /// position it was asked about; `None` without a report that has one.
    ///
    /// ```
    /// use fianchetto_uci::engine::{Line, Played};
    /// use fianchetto_uci::{EngineMessage, Score};
    ///
    /// let EngineMessage::Info(info) = EngineMessage::parse("info depth 6 score mate 1 pv a1a8")
    /// else {
    ///     panic!("an info line")
    /// };
    /// let line = Line { moves: vec![], info: *info };
    /// let played = Played { line: Some(line), ..Played::default() };
    /// assert_eq!(played.score(), Some(Score::Mate(1)));
    /// assert_eq!(Played::default().score(), None);
    /// ```
    pub fn score(&self) -> Option<Score> {
        self.line.as_ref().and_then(Line::score)
    }

    /// The move `analysis` of a search of `pos` plays, with its main line; `None` when it
    /// names no move in a position that has legal moves.
    pub(crate) fn from_analysis<P: Rules>(pos: &P, analysis: Analysis) -> Option<Played> {
        if analysis.best_move.is_none() && pos.has_legal_moves() {
            return None;
        }
        let line = analysis.main_line().cloned();
        Some(Played {
            best_move: analysis.best_move,
            ponder: analysis.ponder,
            line,
        })
    }
}

/// The clock of the side to move, `turn`, in `go`.
pub(crate) fn clock_of(go: &Go, turn: Color) -> Option<Duration> {
    match turn {
        Color::White => go.white_time,
        Color::Black => go.black_time,
    }
}

/// Whether a search within `go` for the side `turn` ends by itself: it sets a limit (depth,
/// nodes, mate, movetime, or the clock of the side to move; the other side's clock alone lets
/// an engine think for ever) and is neither `infinite` nor `ponder`, which end only on `stop`.
pub(crate) fn ends_by_itself(go: &Go, turn: Color) -> bool {
    let limited = go.depth.is_some()
        || go.nodes.is_some()
        || go.mate.is_some()
        || go.move_time.is_some()
        || clock_of(go, turn).is_some();
    limited && !go.infinite && !go.ponder
}

#[cfg(test)]
mod tests {
    use super::{Played, ends_by_itself};
    use crate::engine::{Analysis, Line};
    use crate::{EngineMessage, Go, Info};
    use core::time::Duration;
    use fianchetto_notation::fen;
    use fianchetto_notation::movegen::{CastlingMode, Color, Move, Position, Square};
    use std::vec;

    fn info(line: &str) -> Info {
        match EngineMessage::parse(line) {
            EngineMessage::Info(info) => *info,
            other => panic!("not an info line: {other:?}"),
        }
    }

    #[test]
    fn no_move_is_an_answer_only_where_there_is_none() {
        let mated =
            fen::parse_position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1", CastlingMode::Standard)
                .expect("a legal position");
        let analysis = Analysis {
            lines: vec![
                Line::resolve(&mated, info("info depth 0 multipv 2 score cp 3")),
                Line::resolve(&mated, info("info depth 0 score mate 0")),
            ],
            ..Analysis::default()
        };
        let played = Played::from_analysis(&mated, analysis).expect("no move");
        assert_eq!(played.best_move, None);
        assert_eq!(played.score(), Some(crate::Score::Mate(0)));
        assert_eq!(
            Played::from_analysis(&Position::new(), Analysis::default()),
            None
        );
        let e4 = Analysis {
            best_move: Some(Move::normal(Square::E2, Square::E4)),
            ..Analysis::default()
        };
        let played = Played::from_analysis(&Position::new(), e4).expect("a move");
        assert_eq!(played.best_move, Some(Move::normal(Square::E2, Square::E4)));
    }
    #[test]
    fn a_search_ends_by_itself_with_a_limit_and_without_infinite_or_ponder() {
        assert!(ends_by_itself(&Go::depth(5), Color::White));
        assert!(ends_by_itself(
            &Go::clock(Duration::from_secs(60), Duration::from_secs(60)),
            Color::Black
        ));
        let white_clock_alone = Go {
            white_time: Some(Duration::from_secs(60)),
            ..Go::default()
        };
        assert!(ends_by_itself(&white_clock_alone, Color::White));
        assert!(!ends_by_itself(&white_clock_alone, Color::Black));
        assert!(!ends_by_itself(&Go::default(), Color::White));
        assert!(!ends_by_itself(
            &Go {
                infinite: true,
                ..Go::depth(5)
            },
            Color::White
        ));
        assert!(!ends_by_itself(
            &Go {
                ponder: true,
                ..Go::movetime(Duration::from_secs(1))
            },
            Color::White
        ));
        assert!(!ends_by_itself(
            &Go {
                white_increment: Some(Duration::from_secs(1)),
                moves_to_go: Some(40),
                ..Go::default()
            },
            Color::White
        ));
    }
}
