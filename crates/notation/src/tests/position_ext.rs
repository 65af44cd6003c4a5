//! `Notation`: one FEN per position, X-FEN in either castling mode as python-chess's `fen()`
//! writes it, which reads back as an equal position; and move text that never panics on an
//! illegal move.

use alloc::string::ToString;

use fianchetto_movegen::{Bitboard, CastlingMode, EnPassantMode, Move, Position, Square};

use crate::Notation;
use crate::fen::{self, Fen};
use crate::san::LanPlus;

#[test]
fn chess960_fen_is_xfen_as_python_chess_writes_it() {
    // python-chess 1.11.2: `Board.from_chess960_pos(n).fen()`.
    for (number, expected) in [
        (
            0,
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
        ),
        (
            518,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        (
            959,
            "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1",
        ),
    ] {
        let pos = Position::chess960(number).expect("a number below 960");
        assert_eq!(pos.fen(), expected, "{number}");
        let back = Position::from_fen(expected).expect(expected);
        assert!(back.eq_with_clocks(&pos), "{number}");
    }
    // `Fen` writes the same.
    let pos518 = Position::chess960(518).expect("518");
    assert_eq!(
        Fen::from_position(&pos518, EnPassantMode::Legal).to_string(),
        Position::new().fen()
    );
    // An inner rook is named by its file.
    let inner = fen::parse_position("4k3/8/8/8/8/8/8/2K2R1R w F - 0 1", CastlingMode::Chess960)
        .expect("a chess960 position");
    assert_eq!(inner.fen(), "4k3/8/8/8/8/8/8/2K2R1R w F - 0 1");
}

/// Every Chess960 start reads back from its FEN as an equal position that plays the same
/// moves: in Chess960, unless standard chess accepts it too (the king on e1, the rooks in the
/// corners), when it reads as standard chess, whose FEN it is.
#[test]
fn every_chess960_start_reads_back_equal() {
    let mut standard = 0;
    for number in 0..960 {
        let pos = Position::chess960(number).expect("a number below 960");
        let back = Position::from_fen(&pos.fen()).expect("its own fen");
        assert!(back.eq_with_clocks(&pos), "{number}");
        assert_eq!(back.legal_moves(), pos.legal_moves(), "{number}");
        assert_eq!(back.castling_rights(), pos.castling_rights(), "{number}");
        let standard_squares = pos.board().king_of(fianchetto_movegen::Color::White)
            == Some(Square::E1)
            && pos.castling_rights() == Bitboard::CORNERS;
        let expected = match standard_squares {
            true => CastlingMode::Standard,
            false => CastlingMode::Chess960,
        };
        assert_eq!(back.castling_mode(), expected, "{number}");
        standard += usize::from(standard_squares);
        assert_eq!(
            back.in_castling_mode(CastlingMode::Chess960)
                .and_then(|pos| pos.chess960_number()),
            Some(number)
        );
    }
    assert!(standard >= 1, "{standard}");
}

#[test]
fn standard_fen_is_the_fen_writer_with_legal_en_passant() {
    let pos = Position::new()
        .play(Move::normal(Square::E2, Square::E4))
        .expect("legal");
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    assert_eq!(
        pos.fen(),
        Fen::from_position(&pos, EnPassantMode::Legal).to_string()
    );
    let back = Position::from_fen(&pos.fen()).expect("its own fen");
    assert_eq!(back.castling_mode(), CastlingMode::Standard);
    // File letters read as Chess960 even where standard chess would accept them (so that 518
    // comes back as Chess960); `KQkq` reads as standard. The positions are equal.
    let shredder = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1").expect("legal");
    assert_eq!(shredder.castling_mode(), CastlingMode::Chess960);
    let xfen = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").expect("legal");
    assert_eq!(xfen.castling_mode(), CastlingMode::Standard);
    assert_eq!(shredder, xfen);
}

#[test]
fn move_text_of_an_illegal_move_does_not_panic() {
    let pos = Position::new();
    for m in [
        Move::normal(Square::E2, Square::E5),
        Move::normal(Square::E4, Square::E5), // from an empty square
        Move::castle(Square::E1, Square::H1),
        Move::en_passant(Square::D2, Square::E3),
        Move::promotion(Square::A2, Square::A8, fianchetto_movegen::Role::Queen),
    ] {
        assert!(!pos.is_legal(m));
        assert_eq!(pos.san(m).suffix, None, "{m:?}");
        assert_eq!(pos.san(m).suffix, None, "{m:?}");
        assert_eq!(LanPlus::from_move(&pos, m).suffix, None, "{m:?}");
        let _ = LanPlus::from_move(&pos, m).to_string();
        let _ = pos.uci(m).to_string();
    }
    // Legal moves keep their suffixes.
    let pos = fen::parse_position(
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
        CastlingMode::Standard,
    )
    .expect("legal");
    let mate = Move::normal(Square::D8, Square::H4);
    assert_eq!(pos.san(mate).to_string(), "Qh4#");
    assert_eq!(LanPlus::from_move(&pos, mate).to_string(), "Qd8-h4#");
    assert_eq!(pos.uci(mate).to_string(), "d8h4");
}
