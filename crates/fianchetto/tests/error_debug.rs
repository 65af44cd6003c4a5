//! An error returned from `main` prints its `Debug`: one readable line, the type's name and the
//! message, never a board drawn over many lines or a dump of fields. One check per error family.

use std::error::Error;
use std::fmt::{Debug, Display};

use fianchetto::engine::engine::Engine;
use fianchetto::engine::{PositionCommand, StartPosition, resolve_line};
use fianchetto::pgn::{GameBuilder, MainlineVisitor, Reader, Replay};
use fianchetto::{
    GameCursor, Move, Notation, Position, Square, Variant, VariantPosition, fen, movegen, san,
};

/// `err`'s `Debug` is `name("message")`: one line, its `Display` quoted as a string is.
fn assert_one_line<E: Debug + Display>(name: &str, err: E) {
    let debug = format!("{err:?}");
    assert!(!debug.contains('\n'), "{name}: {debug}");
    assert_eq!(debug, format!("{name}({:?})", err.to_string()));
}

#[test]
fn position_and_move_errors() {
    let empty = "8/8/8/8/8/8/8/8 w - - 0 1";
    let err = fen::parse_position(empty, movegen::CastlingMode::Standard).unwrap_err();
    let fen::FenError::Position(position) = &err else {
        panic!("an illegal position: {err}")
    };
    assert_one_line("PositionError", position.clone());
    assert_one_line("FenError", err);
    let err = Position::new()
        .play(Move::normal(Square::E2, Square::E5))
        .unwrap_err();
    assert_one_line("IllegalMoveError", err);
    // What `fn main() -> Result<(), Box<dyn Error>>` prints.
    let boxed: Box<dyn Error> = fen::parse_position(empty, movegen::CastlingMode::Standard)
        .unwrap_err()
        .into();
    assert_eq!(
        format!("{boxed:?}"),
        r#"FenError("illegal position: missing king")"#
    );
}

#[test]
fn notation_errors() {
    let mut game = GameCursor::default();
    assert_one_line("PushSanError", game.push_san("Ke3").unwrap_err());
    assert_one_line("PushUciError", game.push_uci("e2e5").unwrap_err());
    let ke3: san::San = "Ke3".parse().unwrap();
    assert_one_line("SanError", Position::new().resolve_san(&ke3).unwrap_err());
    let e2e5: fianchetto::uci::UciMove = "e2e5".parse().unwrap();
    assert_one_line(
        "IllegalUciMoveError",
        Position::new().resolve_uci(&e2e5).unwrap_err(),
    );
    let err = Position::from_variant_fen("8/8/8", Variant::Chess, movegen::CastlingMode::Standard);
    let fianchetto::SetupError::Fen(parse) = err.clone().unwrap_err() else {
        panic!("not FEN: {err:?}")
    };
    assert_one_line("ParseFenError", parse);
    assert_one_line("SetupError", err.unwrap_err());
}

#[test]
fn variant_errors() {
    let err = VariantPosition::from_fen("8/8/8/8/8/8/8/8 w - - 0 1", Variant::Atomic).unwrap_err();
    let fianchetto::variant::VariantFenError::Position(position) = &err else {
        panic!("an illegal position: {err}")
    };
    assert_one_line("VariantPositionError", position.clone());
    assert_one_line("VariantFenError", err);
    assert_one_line(
        "UnknownVariantError",
        Variant::from_name("nope").unwrap_err(),
    );
}

#[test]
fn pgn_errors() {
    let pgn = b"1. e4 e5 2. Ke3 *\n";
    let game = Reader::new(&pgn[..])
        .read_game(&mut GameBuilder::new())
        .unwrap()
        .unwrap();
    assert_one_line("GameError", game.errors[0].clone());

    struct Plies;
    impl MainlineVisitor for Plies {
        type Output = u32;
        fn end_game(&mut self, _: &Position, plies: u32) -> u32 {
            plies
        }
    }
    let err = Reader::new(&pgn[..])
        .read_game(&mut Replay::new(Plies))
        .unwrap_err();
    let debug = format!("{err:?}");
    assert_one_line("Error", err);
    assert!(debug.contains(r#"illegal move \"Ke3\""#), "{debug}");
}

#[test]
fn engine_errors() {
    assert_one_line(
        "EngineError",
        Engine::start("/nonexistent/engine").unwrap_err(),
    );
    let command = PositionCommand {
        start: StartPosition::Fen("8/8/8/8/8/8/8/8 w - - 0 1".into()),
        moves: vec![],
        unknown: vec![],
    };
    let err = command
        .to_position(movegen::CastlingMode::Standard)
        .unwrap_err();
    assert_one_line("PositionCommandError", err);
    let line = ["e2e4".parse().unwrap(), "e2e4".parse().unwrap()];
    assert_one_line(
        "IllegalLineError",
        resolve_line(&Position::new(), &line).unwrap_err(),
    );
}
