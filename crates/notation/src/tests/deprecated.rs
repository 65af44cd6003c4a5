//! The deprecated second ways to read and write moves (`San::to_move`, `SanPlus::from_move`,
//! `UciMove::to_move`, ...) answer as the `Notation` methods that replace them, until they go.
#![allow(deprecated)]

use fianchetto_movegen::{CastlingMode, Position};

use crate::Notation;
use crate::fen;
use crate::san::{San, SanPlus};
use crate::uci::UciMove;

/// Every legal move of `text`, and a few texts that name none, read and written both ways.
#[track_caller]
fn check_same_answers(text: &str, mode: CastlingMode) {
    let pos: Position = fen::parse_position(text, mode).expect(text);
    for m in pos.legal_moves() {
        let san = pos.san(m);
        assert_eq!(SanPlus::from_move(&pos, m), san, "{text}: {san}");
        assert_eq!(SanPlus::from_move_and_play(&pos, m), pos.play_with_san(m));
        let uci = pos.uci(m);
        assert_eq!(UciMove::from_move_in(&pos, m), uci, "{text}: {uci}");
        assert_eq!(san.san.to_move(&pos), pos.resolve_san(&san.san));
        assert_eq!(
            san.san.to_move_with_role(&pos),
            pos.resolve_san_with_role(&san.san)
        );
        assert_eq!(uci.to_move(&pos), pos.resolve_uci(&uci));
    }
    for bad in ["Nd5", "O-O-O", "Qxh8", "--", "a1a2"] {
        let san = San::from_ascii(bad.as_bytes()).expect(bad);
        assert_eq!(san.to_move(&pos), pos.resolve_san(&san), "{text}: {bad}");
        assert_eq!(san.to_move_with_role(&pos), pos.resolve_san_with_role(&san));
    }
    for bad in ["a1a8", "e1c1", "0000", "b2b1q"] {
        let uci = UciMove::from_ascii(bad.as_bytes()).expect(bad);
        assert_eq!(uci.to_move(&pos), pos.resolve_uci(&uci), "{text}: {bad}");
    }
}

#[test]
fn deprecated_ways_answer_as_notation_does() {
    for text in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    ] {
        check_same_answers(text, CastlingMode::Standard);
    }
    check_same_answers(
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
        CastlingMode::Chess960,
    );
}
