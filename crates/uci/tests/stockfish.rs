//! The driver against the real Stockfish: depth searches, mate scores, MultiPV, `stop`, and
//! Chess960 lines resolved to legal moves.

use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use fianchetto_notation::Notation;
use fianchetto_notation::cursor::GameCursor;
use fianchetto_notation::fen;
use fianchetto_notation::movegen::{CastlingMode, Move, Square};
use fianchetto_uci::engine::Engine;
use fianchetto_uci::{Go, Score, UciMove};

use crate::support::stockfish;

fn start() -> Option<Engine> {
    let program = stockfish()?;
    Some(Engine::start(program).expect("stockfish starts"))
}

#[test]
fn startpos_to_depth_8() {
    let Some(mut engine) = start() else { return };
    assert!(
        engine
            .name()
            .is_some_and(|name| name.starts_with("Stockfish")),
        "{engine:?}"
    );
    assert!(engine.options().iter().any(|o| o.name == "MultiPV"));
    let mut depths = Vec::new();
    let analysis = engine
        .analyse(&GameCursor::default(), &Go::depth(8), |info| {
            depths.extend(info.depth);
            ControlFlow::Continue(())
        })
        .expect("an analysis");
    assert_eq!(depths.iter().max(), Some(&8));
    assert_eq!(analysis.lines.len(), 1);
    assert_eq!(analysis.lines[0].info.depth, Some(8));
    let Some(Score::Centipawns(cp)) = analysis.score() else {
        panic!("a centipawn score: {analysis:?}")
    };
    assert!(
        (-100..=100).contains(&cp),
        "the start position is about even: {cp}"
    );
    let best = analysis.best_move.expect("a best move");
    assert!(!analysis.lines[0].is_truncated(), "{analysis:?}");
    assert_eq!(analysis.lines[0].moves[0], best);
    assert!(engine.quit().expect("stockfish exits").success());
}

#[test]
fn mate_in_one_is_found_and_scored_as_mate_1() {
    let Some(mut engine) = start() else { return };
    let pos = fen::parse_position("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", CastlingMode::Standard)
        .expect("a legal position");
    let mut game = GameCursor::new(pos);
    let analysis = engine
        .analyse(&game, &Go::depth(6), |_| ControlFlow::Continue(()))
        .expect("an analysis");
    assert_eq!(analysis.score(), Some(Score::Mate(1)));
    let mate = Move::normal(Square::A1, Square::A8);
    assert_eq!(analysis.best_move, Some(mate));
    game.push(mate).expect("legal");
    assert!(game.position().is_checkmate());

    // After the mate: no move, and the side to move is mated.
    let analysis = engine
        .analyse(&game, &Go::depth(6), |_| ControlFlow::Continue(()))
        .expect("an analysis");
    assert_eq!(analysis.best_move, None);
    assert_eq!(analysis.score(), Some(Score::Mate(0)));
}

#[test]
fn multipv_3_gives_3_distinct_legal_lines() {
    let Some(mut engine) = start() else { return };
    engine
        .set_option("MultiPV", "3")
        .expect("stockfish has MultiPV");
    let mut game = GameCursor::default();
    game.push_san("e4").expect("legal");
    game.push_san("e5").expect("legal");
    let analysis = engine
        .analyse(&game, &Go::nodes(20_000), |_| ControlFlow::Continue(()))
        .expect("an analysis");
    assert_eq!(analysis.lines.len(), 3, "{analysis:?}");
    let mut first_moves = Vec::new();
    for (i, line) in analysis.lines.iter().enumerate() {
        assert_eq!(line.info.multipv, Some(i as u32 + 1));
        assert!(line.score().is_some());
        assert!(!line.is_truncated(), "{line:?}");
        first_moves.push(line.moves[0]);
    }
    first_moves.dedup();
    assert_eq!(first_moves.len(), 3);
}

#[test]
fn breaking_from_the_callback_stops_an_infinite_search() {
    let Some(mut engine) = start() else { return };
    let go = Go {
        infinite: true,
        ..Go::default()
    };
    let started = Instant::now();
    let analysis = engine
        .analyse(&GameCursor::default(), &go, |info| {
            if info.depth >= Some(6) {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .expect("an analysis");
    assert!(analysis.best_move.is_some());
    assert!(analysis.lines[0].info.depth >= Some(6));
    assert!(started.elapsed() < Duration::from_secs(20));
}

#[test]
fn a_movetime_search_ends_on_time() {
    let Some(mut engine) = start() else { return };
    let started = Instant::now();
    let analysis = engine
        .analyse(
            &GameCursor::default(),
            &Go::movetime(Duration::from_millis(300)),
            |_| ControlFlow::Continue(()),
        )
        .expect("an analysis");
    assert!(analysis.best_move.is_some());
    let elapsed = started.elapsed();
    assert!(
        elapsed >= Duration::from_millis(250) && elapsed < Duration::from_secs(5),
        "{elapsed:?}"
    );
}

#[test]
fn chess960_lines_castle_king_takes_rook() {
    let Some(mut engine) = start() else { return };
    engine
        .set_option("UCI_Chess960", "true")
        .expect("stockfish plays Chess960");
    // King on b1 with rooks on a1 and e1: whatever the engine plays, its line must resolve.
    let pos = fen::parse_position(
        "1r3k1r/pppq1ppp/2n5/8/8/2N5/PPPQ1PPP/RK2R3 w EAhb - 0 12",
        CastlingMode::Chess960,
    )
    .expect("a legal Chess960 position");
    let game = GameCursor::new(pos);
    let mut searched = Vec::new();
    let analysis = engine
        .analyse(&game, &Go::depth(10), |info| {
            if let Some(m) = info.current_move {
                searched.push(m);
            }
            ControlFlow::Continue(())
        })
        .expect("an analysis");
    let best = analysis.best_move.expect("a best move");
    assert!(pos.legal_moves().contains(&best));
    assert!(!analysis.lines[0].is_truncated(), "{analysis:?}");
    // Castling as the engine writes it in Chess960, king takes rook, reads as a castle.
    let castle: UciMove = "b1a1".parse().unwrap();
    assert!(pos.resolve_uci(&castle).expect("legal").is_castle());
}
