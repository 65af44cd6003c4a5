//! [`Played`]: the move an engine chose, resolved against the position it was asked about.

use core::time::Duration;

use fianchetto_notation::movegen::{Color, Move, Position};

use super::Analysis;
use crate::{Go, Info, Score, UciMove};

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
///     info: None,
/// };
/// let mut game = GameCursor::default();
/// match played.best_move {
///     Some(m) => game.push(m)?,
///     None => println!("no legal move: {:?}", game.outcome()),
/// }
/// assert_eq!(game.ply(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
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
    /// had none, with a principal variation): score, depth, the principal variation (see
    /// [`Info::pv_moves`]). `None` when the engine sent none.
    pub info: Option<Info>,
}

impl Played {
    /// The score of the engine's main line, from the point of view of the side to move in the
    /// position it was asked about; `None` without a report that has one.
    ///
    /// ```
    /// use fianchetto_uci::engine::Played;
    /// use fianchetto_uci::{EngineMessage, Score};
    ///
    /// let EngineMessage::Info(info) = EngineMessage::parse("info depth 6 score mate 1 pv a1a8")
    /// else {
    ///     panic!("an info line")
    /// };
    /// let played = Played { info: Some(*info), ..Played::default() };
    /// assert_eq!(played.score(), Some(Score::Mate(1)));
    /// assert_eq!(Played::default().score(), None);
    /// ```
    pub fn score(&self) -> Option<Score> {
        self.info.as_ref().and_then(|info| info.score)
    }

    /// The moves of `analysis` (of a search of `pos`) resolved against `pos`, with its main
    /// line's report; `Err` with the answer when it is no move in a position that has legal
    /// moves, or a move that is not legal.
    pub(crate) fn resolve(pos: &Position, analysis: Analysis) -> Result<Played, Option<UciMove>> {
        let info = analysis
            .lines
            .into_iter()
            .find(|line| line.multipv.unwrap_or(1) == 1);
        let Some(best) = analysis.best_move else {
            if pos.legal_moves().is_empty() {
                return Ok(Played {
                    best_move: None,
                    ponder: None,
                    info,
                });
            }
            return Err(None);
        };
        let best_move = best.to_move(pos).map_err(|_| Some(best))?;
        let after = pos.play_unchecked(best_move);
        let ponder = analysis
            .ponder
            .and_then(|ponder| ponder.to_move(&after).ok());
        Ok(Played {
            best_move: Some(best_move),
            ponder,
            info,
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
    use crate::engine::Analysis;
    use crate::{EngineMessage, Go, Info, UciMove};
    use core::time::Duration;
    use fianchetto_notation::fen;
    use fianchetto_notation::movegen::Color;
    use fianchetto_notation::movegen::{CastlingMode, Move, Position, Square};
    use std::vec;

    fn uci(text: &str) -> UciMove {
        text.parse().expect("a UCI move")
    }

    fn info(line: &str) -> Info {
        match EngineMessage::parse(line) {
            EngineMessage::Info(info) => *info,
            other => panic!("not an info line: {other:?}"),
        }
    }

    fn answer(best: Option<&str>, ponder: Option<&str>) -> Analysis {
        Analysis {
            best_move: best.map(uci),
            ponder: ponder.map(uci),
            lines: vec![],
        }
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
            let played = Played::resolve(&pos, answer(Some(best), Some(ponder))).expect("legal");
            assert_eq!(played.best_move, Some(castle), "{best}");
            assert_eq!(played.ponder, Some(reply), "{ponder}");
        }
    }

    #[test]
    fn an_illegal_ponder_move_is_dropped_an_illegal_best_move_refused() {
        let pos = Position::new();
        let played = Played::resolve(&pos, answer(Some("e2e4"), Some("e2e4"))).expect("legal");
        assert_eq!(played.best_move, Some(Move::normal(Square::E2, Square::E4)));
        assert_eq!(played.ponder, None);
        assert_eq!(
            Played::resolve(&pos, answer(Some("e2e5"), None)),
            Err(Some(uci("e2e5")))
        );
        assert_eq!(Played::resolve(&pos, answer(None, None)), Err(None));
    }

    #[test]
    fn no_move_is_an_answer_only_where_there_is_none() {
        let mated =
            fen::parse_position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1", CastlingMode::Standard)
                .expect("a legal position");
        let mut analysis = answer(None, None);
        analysis.lines = vec![
            info("info depth 0 multipv 2 score cp 3"),
            info("info depth 0 score mate 0"),
        ];
        let played = Played::resolve(&mated, analysis).expect("no move");
        assert_eq!(played.best_move, None);
        assert_eq!(played.score(), Some(crate::Score::Mate(0)));
        assert_eq!(
            Played::resolve(&mated, answer(Some("g8h8"), None)),
            Err(Some(uci("g8h8")))
        );
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
