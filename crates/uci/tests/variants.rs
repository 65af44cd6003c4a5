//! Engines that play lichess's variants: the real Fairy-Stockfish on each of the seven (a win
//! in one that only the variant's own rule makes, so the engine must have read the position as
//! we wrote it; a short game against itself, every move and drop legal), Stockfish refusing a
//! variant before anything is sent, and the fake for what is sent and an illegal drop.

use fianchetto_notation::Notation;
use fianchetto_notation::Variant;
use fianchetto_notation::cursor::GameCursor;
use fianchetto_notation::movegen::{CastlingMode, Rules};
use fianchetto_uci::engine::{Engine, EngineErrorKind};
use fianchetto_uci::{Go, Score};
use fianchetto_variant::{AnyPosition, VariantPosition};

use crate::support::{PidFile, fairy_stockfish, fake_engine, short_timeouts, stockfish};

fn position(variant: Variant, fen: &str) -> GameCursor<AnyPosition> {
    let pos = AnyPosition::from_fen_in(fen, variant, CastlingMode::Standard)
        .unwrap_or_else(|err| panic!("{variant:?} {fen}: {err}"));
    GameCursor::new(pos)
}

/// A running Fairy-Stockfish, or `None` when the tests that need it are skipped.
fn start_fairy_stockfish() -> Option<Engine> {
    let program = fairy_stockfish()?;
    Some(Engine::start(&program).expect("Fairy-Stockfish starts"))
}

/// For each variant, a position the side to move wins at once by a rule of that variant alone
/// (or, in crazyhouse, by a drop), and the moves that do it.
const WINS_IN_ONE: [(Variant, &str, &str); 8] = [
    // Rook takes the queen: the blast takes the king beside it.
    (Variant::Atomic, "4k3/4q3/8/8/8/8/8/4R2K w - - 0 1", "e1e7"),
    // The king steps onto the hill.
    (
        Variant::KingOfTheHill,
        "k7/8/8/8/8/3K4/8/8 w - - 0 1",
        "d3d4 d3e4",
    ),
    // White has given two checks (one left to give): any check wins.
    (
        Variant::ThreeCheck,
        "rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 2",
        "d1h5",
    ),
    // A knight from the pocket: smothered mate.
    (
        Variant::Crazyhouse,
        "6rk/6pp/8/8/8/8/8/K7[N] w - - 0 1",
        "N@f7",
    ),
    // The same beside a promoted queen: the FEN goes out with `Q~`, which the engine takes.
    (
        Variant::Crazyhouse,
        "6rk/6pp/8/8/8/8/Q~7/K7[N] w - - 0 1",
        "N@f7",
    ),
    // The king reaches the eighth rank, and Black's cannot follow.
    (
        Variant::RacingKings,
        "8/6K1/8/8/8/8/k7/8 w - - 0 1",
        "g7f8 g7g8 g7h8",
    ),
    // White gives away its last piece, which Black must take: White, left without pieces, wins.
    (Variant::Antichess, "8/8/8/8/8/p7/8/1R6 w - - 0 1", "b1b2"),
    // Black's queen takes the last of the horde.
    (Variant::Horde, "4k3/8/8/8/8/8/P7/q7 b - - 0 1", "a1a2"),
];

#[test]
fn fairy_stockfish_finds_each_variants_own_win_in_one() {
    let Some(mut engine) = start_fairy_stockfish() else {
        return;
    };
    assert_eq!(
        engine.variants(),
        Variant::ALL,
        "it plays all seven variants"
    );
    for (variant, fen, winning) in WINS_IN_ONE {
        let game = position(variant, fen);
        engine.new_game_for(game.position()).expect("ready");
        let played = engine.play(&game, &Go::depth(6)).expect("a move");
        let best = played.best_move.expect("a move");
        let best = game.position().uci(best).to_string();
        assert!(
            winning.split(' ').any(|m| m == best),
            "{variant:?} {fen}: {best}, score {:?}",
            played.score()
        );
        assert_eq!(played.score(), Some(Score::Mate(1)), "{variant:?} {fen}");
    }
}

#[test]
fn a_three_check_position_goes_out_with_its_checks_given() {
    let Some(mut engine) = start_fairy_stockfish() else {
        return;
    };
    // The position of the win in one, with no check given yet: Qh5+ wins nothing at once.
    let game = position(
        Variant::ThreeCheck,
        "rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 3+3 0 2",
    );
    let played = engine.play(&game, &Go::depth(6)).expect("a move");
    assert_ne!(played.score(), Some(Score::Mate(1)));
}

/// Fairy-Stockfish plays `start` against itself for up to 24 plies, every move legal (the
/// driver checks); the drops and castling moves played.
fn self_play(engine: &mut Engine, start: AnyPosition) -> (usize, usize) {
    let variant = start.variant();
    let mut game = GameCursor::new(start);
    engine.new_game_for(game.position()).expect("ready");
    let (mut drops, mut castles) = (0, 0);
    for ply in 0..24 {
        let played = engine
            .play(&game, &Go::nodes(3_000))
            .unwrap_or_else(|err| panic!("{variant:?} ply {ply}: {err}"));
        let Some(best) = played.best_move else {
            assert!(!game.position().has_legal_moves(), "{variant:?}");
            break;
        };
        drops += usize::from(best.is_drop());
        castles += usize::from(best.is_castle());
        game.push(best).expect("legal, as the driver checked");
        if game.position().outcome().is_some() {
            break;
        }
    }
    assert!(game.ply() > 0, "{variant:?}: no move was played");
    (drops, castles)
}

#[test]
fn fairy_stockfish_plays_each_variant_against_itself_and_back_to_chess() {
    let Some(mut engine) = start_fairy_stockfish() else {
        return;
    };
    let mut drops = 0;
    // Every variant, then standard chess again.
    for variant in Variant::ALL.into_iter().chain([Variant::Chess]) {
        drops += self_play(&mut engine, AnyPosition::new(variant)).0;
    }
    assert!(drops > 0, "crazyhouse without a single drop in 24 plies");
}

#[test]
fn fairy_stockfish_plays_chess960_starts_of_the_variants_that_castle() {
    let Some(mut engine) = start_fairy_stockfish() else {
        return;
    };
    let mut castles = 0;
    for variant in [
        Variant::Atomic,
        Variant::Crazyhouse,
        Variant::KingOfTheHill,
        Variant::ThreeCheck,
    ] {
        for number in [0, 101, 518, 959] {
            let start = VariantPosition::chess960(variant, number).expect("a Chess960 start");
            castles += self_play(&mut engine, AnyPosition::from(start)).1;
        }
    }
    // Sent with Shredder-FEN rights, read back king takes rook: some of them castle.
    assert!(castles > 0, "no castling in 16 Chess960 games");
}

#[test]
fn stockfish_refuses_a_variant_before_anything_is_sent_and_still_plays_chess() {
    let Some(program) = stockfish() else {
        return;
    };
    let mut engine = Engine::start(&program).expect("Stockfish starts");
    assert_eq!(engine.variants(), [Variant::Chess]);
    let atomic = GameCursor::new(AnyPosition::new(Variant::Atomic));
    let err = engine.play(&atomic, &Go::depth(4)).unwrap_err();
    match err.kind() {
        EngineErrorKind::VariantNotOffered { variant, offered } => {
            assert_eq!(*variant, "atomic");
            assert!(offered.is_empty());
        }
        other => panic!("{other:?}"),
    }
    assert!(err.to_string().contains("standard chess only"), "{err}");
    let chess = GameCursor::new(AnyPosition::new(Variant::Chess));
    let played = engine.play(&chess, &Go::depth(4)).expect("a move");
    assert!(played.best_move.is_some());
}

/// The fake's log of what it was sent, after `run` with FAKE_VARIANTS and FAKE_LOG set.
fn sent_to_fake(mode: &str, answer: &str, run: impl FnOnce(&mut Engine)) -> Vec<String> {
    let log = PidFile::new(&format!("variants-{mode}"));
    let mut command = fake_engine(mode);
    command
        .env("FAKE_VARIANTS", "crazyhouse 3check")
        .env("FAKE_LOG", &log.0)
        .env("FAKE_ANSWER", answer);
    let mut engine = Engine::start_with(command, short_timeouts()).expect("the fake starts");
    run(&mut engine);
    drop(engine);
    std::fs::read_to_string(&log.0)
        .unwrap_or_default()
        .lines()
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_variant_is_set_before_the_new_game_and_only_when_it_changes() {
    let sent = sent_to_fake("good", "", |engine| {
        let crazyhouse = GameCursor::new(AnyPosition::new(Variant::Crazyhouse));
        engine
            .analyse(&crazyhouse, &Go::depth(1), |_| {
                std::ops::ControlFlow::Continue(())
            })
            .expect("analysed");
        engine
            .analyse(&crazyhouse, &Go::depth(1), |_| {
                std::ops::ControlFlow::Continue(())
            })
            .expect("analysed");
        let chess = GameCursor::new(AnyPosition::new(Variant::Chess));
        engine
            .analyse(&chess, &Go::depth(1), |_| {
                std::ops::ControlFlow::Continue(())
            })
            .expect("analysed");
        let err = engine
            .analyse(
                &GameCursor::new(AnyPosition::new(Variant::Horde)),
                &Go::depth(1),
                |_| std::ops::ControlFlow::Continue(()),
            )
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "engine {} does not play horde: its UCI_Variant lists chess crazyhouse 3check",
                fake_engine("good").get_program().to_string_lossy()
            )
        );
    });
    let crazyhouse_start =
        "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    assert_eq!(
        sent,
        [
            "setoption name UCI_Variant value crazyhouse",
            "setoption name UCI_Chess960 value false",
            "ucinewgame",
            crazyhouse_start,
            crazyhouse_start,
            "setoption name UCI_Variant value chess",
            "setoption name UCI_Chess960 value false",
            "ucinewgame",
            "position startpos",
        ]
    );
}

#[test]
fn an_illegal_drop_is_an_illegal_best_move() {
    sent_to_fake("answer", "Q@e4", |engine| {
        let crazyhouse = GameCursor::new(AnyPosition::new(Variant::Crazyhouse));
        let err = engine.play(&crazyhouse, &Go::depth(1)).unwrap_err();
        assert!(
            matches!(err.kind(), EngineErrorKind::IllegalBestMove { .. }),
            "{err}"
        );
        assert!(err.to_string().contains("Q@e4"), "{err}");
        // The engine still runs, and answers the next position (with the same illegal drop).
        let game = position(Variant::Crazyhouse, "6rk/6pp/8/8/8/8/8/K7[N] w - - 0 1");
        let err = engine.play(&game, &Go::depth(1)).unwrap_err();
        assert!(
            matches!(err.kind(), EngineErrorKind::IllegalBestMove { .. }),
            "{err}"
        );
    });
}

#[test]
fn chess960_and_a_callers_own_setoption_are_sent_again_and_one_new_game_starts_a_game() {
    let sent = sent_to_fake("good", "", |engine| {
        let chess960 = AnyPosition::from_fen_in(
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR[] w HFhf - 0 1",
            Variant::Crazyhouse,
            CastlingMode::Chess960,
        )
        .expect("a Chess960 crazyhouse start");
        let game = GameCursor::new(chess960);
        engine.new_game_for(game.position()).expect("ready");
        engine
            .analyse(
                &game,
                &Go::depth(1),
                |_| std::ops::ControlFlow::Continue(()),
            )
            .expect("analysed");
        // A new game of the same rules: one ucinewgame, nothing set.
        engine.new_game_for(game.position()).expect("ready");
        // The caller sets the variant itself: the driver sets it again before the next search.
        engine.set_option("UCI_Variant", "3check").expect("offered");
        engine
            .analyse(
                &game,
                &Go::depth(1),
                |_| std::ops::ControlFlow::Continue(()),
            )
            .expect("analysed");
    });
    // X-FEN, as every position writes it; UCI_Chess960 says how to read it.
    let start = "position fen bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR[] w KQkq - 0 1";
    assert_eq!(
        sent,
        [
            "setoption name UCI_Variant value crazyhouse",
            "setoption name UCI_Chess960 value true",
            "ucinewgame",
            start,
            "ucinewgame",
            "setoption name UCI_Variant value 3check",
            "setoption name UCI_Variant value crazyhouse",
            "setoption name UCI_Chess960 value true",
            "ucinewgame",
            start,
        ]
    );
}
