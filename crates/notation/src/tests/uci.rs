//! UCI: syntax, round trips in both castling modes, both castling forms on input.

use alloc::string::ToString;

use fianchetto_movegen::{CastlingMode, Move, Position, Role, Square};

use crate::Notation;
use crate::fen;
use crate::uci::UciMove;

/// Every legal move of `text` survives `from_move`, `Display`, `from_ascii`, `resolve_uci`.
#[track_caller]
fn check_round_trips(text: &str, mode: CastlingMode) {
    let pos = fen::parse_position(text, mode).expect(text);
    for m in pos.legal_moves() {
        let uci = UciMove::from_move(m, mode);
        let written = uci.to_string();
        let read = UciMove::from_ascii(written.as_bytes()).expect(&written);
        assert_eq!(read, uci);
        assert_eq!(pos.resolve_uci(&read), Ok(m), "{text}: {written}");
    }
}

#[test]
fn round_trips() {
    for text in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "r1r5/1P5k/8/8/8/8/8/6K1 w - - 0 1",
    ] {
        check_round_trips(text, CastlingMode::Standard);
        check_round_trips(text, CastlingMode::Chess960);
    }
    for text in [
        "4k3/8/8/8/8/8/8/RK4R1 w KQ - 0 1",
        "5k2/8/8/8/8/8/8/5K1R w K - 0 1",
        "rk5r/8/8/8/8/8/8/RK5R b KQkq - 0 1",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
    ] {
        check_round_trips(text, CastlingMode::Chess960);
    }
}

fn uci(text: &str) -> UciMove {
    UciMove::from_ascii(text.as_bytes()).expect(text)
}

#[test]
fn castling_forms_on_input() {
    use Square::*;
    // Standard chess: both e1g1 and e1h1.
    let pos = fen::parse_position(
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        CastlingMode::Standard,
    )
    .unwrap();
    assert_eq!(pos.resolve_uci(&uci("e1g1")), Ok(Move::castle(E1, H1)));
    assert_eq!(pos.resolve_uci(&uci("e1h1")), Ok(Move::castle(E1, H1)));
    assert_eq!(pos.resolve_uci(&uci("e1c1")), Ok(Move::castle(E1, A1)));
    assert_eq!(pos.resolve_uci(&uci("e1a1")), Ok(Move::castle(E1, A1)));
    assert!(pos.resolve_uci(&uci("e1b1")).is_err());
    let castle = Move::castle(E1, H1);
    assert_eq!(
        UciMove::from_move(castle, CastlingMode::Standard).to_string(),
        "e1g1"
    );
    assert_eq!(
        UciMove::from_move(castle, CastlingMode::Chess960).to_string(),
        "e1h1"
    );

    // Chess960, king on f1: f1g1 is a plain king move, f1h1 castles.
    let pos =
        fen::parse_position("5k2/8/8/8/8/8/8/5K1R w K - 0 1", CastlingMode::Chess960).unwrap();
    assert_eq!(pos.resolve_uci(&uci("f1g1")), Ok(Move::normal(F1, G1)));
    assert_eq!(pos.resolve_uci(&uci("f1h1")), Ok(Move::castle(F1, H1)));
    // Chess960, king on b1 with rooks a1 and g1: b1c1 is a king move, b1g1 and b1a1 castle.
    let pos =
        fen::parse_position("4k3/8/8/8/8/8/8/RK4R1 w KQ - 0 1", CastlingMode::Chess960).unwrap();
    assert_eq!(pos.resolve_uci(&uci("b1c1")), Ok(Move::normal(B1, C1)));
    assert_eq!(pos.resolve_uci(&uci("b1g1")), Ok(Move::castle(B1, G1)));
    assert_eq!(pos.resolve_uci(&uci("b1a1")), Ok(Move::castle(B1, A1)));
    // Chess960 with the king on e1: the standard form still castles.
    let pos =
        fen::parse_position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", CastlingMode::Chess960).unwrap();
    assert_eq!(pos.resolve_uci(&uci("e1g1")), Ok(Move::castle(E1, H1)));
    assert_eq!(pos.resolve_uci(&uci("e1c1")), Ok(Move::castle(E1, A1)));
    // Without the right, neither form castles.
    let pos =
        fen::parse_position("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", CastlingMode::Standard).unwrap();
    assert!(pos.resolve_uci(&uci("e1g1")).is_err());
    assert!(pos.resolve_uci(&uci("e1h1")).is_err());
}

#[test]
fn syntax() {
    assert_eq!(
        uci("e7e8q"),
        UciMove::Normal {
            from: Square::E7,
            to: Square::E8,
            promotion: Some(Role::Queen)
        }
    );
    assert_eq!(uci("0000"), UciMove::Null);
    assert_eq!(uci("0000").to_string(), "0000");
    assert_eq!(uci("a7b8n").to_string(), "a7b8n");
    for text in [
        "", "e2", "e2e", "e2e2", "e2e9", "i2e4", "e2e4p", "e2e4Q", "e2e4qq", "00000", "e2-e4",
        " e2e4",
    ] {
        let err = UciMove::from_ascii(text.as_bytes()).expect_err(text);
        assert!(err.to_string().starts_with("invalid uci move: "), "{err}");
    }
}

#[test]
fn illegal() {
    let pos = Position::new();
    for text in [
        "e2e5", "e7e5", "e1g1", "e2e4q", "g1f3q", "d1d2", "0000", "a3a4",
    ] {
        let err = pos.resolve_uci(&uci(text)).expect_err(text);
        assert_eq!(err.uci(), uci(text));
        assert_eq!(err.to_string(), alloc::format!("illegal uci move: {text}"));
    }
    // A pawn reaching the last rank must promote.
    let pos =
        fen::parse_position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", CastlingMode::Standard).unwrap();
    assert!(pos.resolve_uci(&uci("b7b8")).is_err());
    assert_eq!(
        pos.resolve_uci(&uci("b7b8n")),
        Ok(Move::promotion(Square::B7, Square::B8, Role::Knight))
    );
}
