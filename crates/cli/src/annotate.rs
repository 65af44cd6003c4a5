//! One game through one engine: every mainline move gets an `[%eval ...]` comment, the
//! evaluation of the position after it from White's point of view (the lichess convention).
//! With MultiPV, the engine's other lines become variations, each with its own evaluation.
//! A game of a variant is analysed under its rules: the driver sets the engine's
//! `UCI_Variant` (and `UCI_Chess960`), and an engine that does not list the variant fails the
//! game before any search.

use std::ops::ControlFlow;

use anyhow::Context;
use fianchetto::engine::engine::{Analysis, Engine, EngineError, Line};
use fianchetto::engine::{Go, Score};
use fianchetto::movegen::Rules;
use fianchetto::pgn::{Eval, Game, NodePath};
use fianchetto::syzygy::{Category, SyzygyError, Tablebase, Wdl};
use fianchetto::variant::AnyPosition;
use fianchetto::{GameCursor, Move};

use crate::interrupt;

/// Analyses each position after a mainline move of `game` and writes its evaluation into the
/// move's comments, replacing an evaluation already there. When the engine reports several lines
/// (`multipv` above 1), each line that starts with another move than the one played is added as a
/// variation of that move, its first move annotated with the line's evaluation; the start
/// position is then analysed too, for alternatives to the first move.
///
/// A position without a legal move is not searched: checkmate is `#0`, stalemate `0.00`; nor is
/// one a variant's own rule has ended (a king exploded or on the hill, the third check, the
/// race won, no pieces left): `#0` when it is decided, `0.00` when drawn; nor a standard
/// position that `tables` show drawn with the 50-move rule counted: `0.00`.
/// A signal (SIGINT, SIGTERM) stops the search under way and ends the game with
/// [`Interrupted`](crate::interrupt::Interrupted).
pub(crate) fn annotate(
    engine: &mut Engine,
    game: &mut Game<AnyPosition>,
    go: &Go,
    multipv: usize,
    tables: Option<&Tablebase>,
) -> anyhow::Result<()> {
    // The variant and castling mode first, then `ucinewgame`.
    engine.new_game_for(&game.start)?;
    // The engine is sent each position from the last irreversible move (see `Engine::analyse`).
    let mut history = GameCursor::new(game.start);
    let mut pos = game.start;
    // Each analysed position's lines, by the ply of the mainline move they are alternatives to.
    let mut alternatives: Vec<(usize, AnyPosition, Vec<Line>)> = Vec::new();
    if multipv > 1 && !game.mainline.is_empty() && pos.has_legal_moves() {
        let analysis = search(engine, &history, go).context("the start position")?;
        interrupt::check()?;
        alternatives.push((0, pos, analysis.lines));
    }
    let plies = game.mainline.len();
    for (ply, node) in game.mainline.iter_mut().enumerate() {
        interrupt::check()?;
        pos = node.play(&pos);
        match node.mv {
            Some(m) => history
                .push(m)
                .with_context(|| format!("the move of ply {}", ply + 1))?,
            // UCI cannot say a null move: the engine is sent the position after it.
            None => history = GameCursor::new(pos),
        }
        let score = match final_score(&pos) {
            Some(score) => Some(score),
            None => table_score(tables, &pos)
                .with_context(|| format!("the position after ply {}", ply + 1))?,
        };
        let Some(score) = score else {
            let after = || format!("the position after ply {}", ply + 1);
            let analysis = search(engine, &history, go).with_context(after)?;
            interrupt::check()?;
            let score = analysis
                .score()
                .with_context(|| format!("the engine gave no score for {}", after()))?;
            node.set_eval(Some(eval(score, &pos)));
            if multipv > 1 && ply + 1 < plies {
                alternatives.push((ply + 1, pos, analysis.lines));
            }
            continue;
        };
        node.set_eval(Some(eval(score, &pos)));
    }
    for (ply, before, lines) in alternatives {
        add_alternatives(game, ply, &before, &lines)?;
    }
    Ok(())
}

/// The engine's analysis of the game's current position; a signal stops the search within
/// [`POLL_INTERVAL`](fianchetto::engine::engine::POLL_INTERVAL), whether the engine reports
/// or is silent (and the caller's next [`interrupt::check`] ends the game).
fn search(
    engine: &mut Engine,
    game: &GameCursor<AnyPosition>,
    go: &Go,
) -> Result<Analysis, EngineError> {
    engine.analyse_polling(
        game,
        go,
        |_| ControlFlow::Continue(()),
        || match interrupt::check() {
            Ok(()) => ControlFlow::Continue(()),
            Err(_) => ControlFlow::Break(()),
        },
    )
}

/// The score of a position the game cannot go on from, which no engine need search: the side
/// to move is mated (`mate 0`) or stalemated (a draw), or a variant's own rule has decided the
/// game (`mate 0`, whoever won: the result says who) or drawn it.
fn final_score(pos: &AnyPosition) -> Option<Score> {
    let decided = |winner: Option<_>| match winner {
        Some(_) => Score::Mate(0),
        None => Score::Centipawns(0),
    };
    if let AnyPosition::Variant(pos) = pos
        && let Some(outcome) = pos.variant_outcome()
    {
        return Some(decided(outcome.winner));
    }
    if pos.has_legal_moves() {
        None
    } else if pos.is_check() {
        Some(Score::Mate(0))
    } else {
        Some(Score::Centipawns(0))
    }
}

/// The score the tables give a position without a search: a draw when they hold it and it is
/// drawn with its halfmove clock counted (a cursed win or blessed loss is drawn too). `None`
/// when the tables do not hold it (too many pieces, castling rights, a table not there) or it
/// is decided: Syzygy tables hold no distance to mate, which the engine finds. WDL tables
/// alone answer, except for a decided position at a clock above zero, which needs its DTZ
/// table to tell whether the clock runs out first.
///
/// # Errors
/// A table file that cannot be read or is corrupt.
fn table_score(tables: Option<&Tablebase>, pos: &AnyPosition) -> anyhow::Result<Option<Score>> {
    // The tables are of standard chess.
    let (Some(tables), AnyPosition::Standard(pos)) = (tables, pos) else {
        return Ok(None);
    };
    let drawn = match tables.probe_wdl(pos) {
        Ok(Wdl::Draw | Wdl::CursedWin | Wdl::BlessedLoss) => true,
        Ok(_) if pos.halfmoves() == 0 => false,
        Ok(_) => match tables.probe_dtz(pos) {
            Ok(dtz) => matches!(
                Category::from_dtz(dtz, pos.halfmoves()),
                Category::CursedWin | Category::BlessedLoss
            ),
            Err(err) if not_held(&err) => false,
            Err(err) => return Err(err.into()),
        },
        Err(err) if not_held(&err) => false,
        Err(err) => return Err(err.into()),
    };
    Ok(drawn.then_some(Score::Centipawns(0)))
}

/// Whether the error only says the tables do not hold the position.
fn not_held(err: &SyzygyError) -> bool {
    matches!(
        err,
        SyzygyError::MissingTable { .. }
            | SyzygyError::TooManyPieces { .. }
            | SyzygyError::CastlingRights
    )
}

/// Adds each of `lines`, searched in `before`, as a variation of the mainline move at `ply`,
/// unless it starts with that move or with the first move of a line added before it. A line
/// is added as far as its moves are legal ([`Line::moves`]); one without a legal first move,
/// or without a score, is not added.
fn add_alternatives(
    game: &mut Game<AnyPosition>,
    ply: usize,
    before: &AnyPosition,
    lines: &[Line],
) -> anyhow::Result<()> {
    let mut firsts: Vec<Move> = game.mainline[ply].mv.into_iter().collect();
    for line in lines {
        let (Some(score), Some(first)) = (line.score(), line.moves.first()) else {
            continue;
        };
        if firsts.contains(first) {
            continue;
        }
        firsts.push(*first);
        // Played after the move before `ply`, so a variation of the move at `ply`.
        let parent = NodePath::mainline(ply).parent().unwrap_or_default();
        let first = game.add_line(&parent, [*first])?;
        game.add_line(&first, line.moves[1..].iter().copied())?;
        game[&first].set_eval(Some(eval(score, before)));
    }
    Ok(())
}

/// `score`, reported for `pos`, as an evaluation from White's point of view.
fn eval(score: Score, pos: &AnyPosition) -> Eval {
    match score.for_white(pos.turn()) {
        Score::Centipawns(cp) => Eval::Centipawns(cp),
        Score::Mate(moves) => Eval::Mate(moves),
    }
}

#[cfg(test)]
mod tests {
    use super::add_alternatives;
    use fianchetto::Position;
    use fianchetto::engine::EngineMessage;
    use fianchetto::engine::engine::Line;
    use fianchetto::pgn::{Game, GameBuilder, Reader};
    use fianchetto::variant::AnyPosition;

    fn info(line: &str) -> Line {
        match EngineMessage::parse(line) {
            EngineMessage::Info(info) => Line::resolve(&Position::new(), *info),
            other => panic!("not an info line: {other:?}"),
        }
    }

    #[test]
    fn lines_with_the_same_first_move_make_one_variation() {
        let mut reader = Reader::new(&b"1. e4 *\n"[..]);
        let mut game: Game<AnyPosition> = reader
            .read_game(&mut GameBuilder::default())
            .unwrap()
            .unwrap();
        let lines = [
            info("info multipv 1 score cp 30 pv e2e4 e7e5"),
            info("info multipv 2 score cp 20 pv d2d4 d7d5"),
            info("info multipv 3 score cp 10 pv d2d4 g8f6"),
            info("info multipv 4 score cp 5 pv g1f3"),
        ];
        let start = game.start;
        add_alternatives(&mut game, 0, &start, &lines).unwrap();
        let firsts: Vec<String> = game.mainline[0]
            .variations
            .iter()
            .map(|line| line[0].san.to_string())
            .collect();
        assert_eq!(firsts, ["d4", "Nf3"]);
        assert_eq!(game.mainline[0].variations[0].len(), 2);
    }

    #[test]
    fn a_line_is_added_as_far_as_its_moves_are_legal() {
        let mut reader = Reader::new(&b"1. e4 *\n"[..]);
        let mut game: Game<AnyPosition> = reader
            .read_game(&mut GameBuilder::default())
            .unwrap()
            .unwrap();
        let lines = [
            info("info multipv 1 score cp 30 pv e2e4 e7e5"),
            info("info multipv 2 score cp 20 pv d2d4 d7d5 d4d5 g1f3"),
            info("info multipv 3 score cp 10 pv e2e5 g8f6"),
        ];
        let start = game.start;
        add_alternatives(&mut game, 0, &start, &lines).unwrap();
        let variations = &game.mainline[0].variations;
        assert_eq!(variations.len(), 1, "no legal first move, no variation");
        let sans: Vec<String> = variations[0].iter().map(|n| n.san.to_string()).collect();
        assert_eq!(sans, ["d4", "d5"]);
    }
}
