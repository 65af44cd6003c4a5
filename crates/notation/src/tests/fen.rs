//! FEN: rejected inputs with their errors, round trips, relaxed versus strict reading.

use alloc::string::ToString;

use fianchetto_movegen::{
    Bitboard, CastlingMode, Color, EnPassantMode, Move, Position, Rank, Square,
};

use crate::fen::{self, BoardFen, Fen, FenError, FenField, ParseFenErrorKind};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// Parses `text` (relaxed or strict) and checks the error's field and kind.
#[track_caller]
fn check_invalid(text: &str, strict: bool, field: FenField, kind: ParseFenErrorKind) {
    let result = if strict {
        Fen::from_ascii_strict(text.as_bytes())
    } else {
        Fen::from_ascii(text.as_bytes())
    };
    let err = result.expect_err(text);
    assert_eq!((err.field(), err.kind()), (field, kind), "{text}: {err}");
}

#[test]
fn invalid_fens_name_field_and_kind() {
    use FenField::*;
    use ParseFenErrorKind::*;
    let cases: &[(&str, bool, FenField, ParseFenErrorKind)] = &[
        ("", false, Board, Missing),
        ("   ", false, Board, Missing),
        ("8/8/8/8/8/8/8", false, Board, RankCount(7)),
        ("8/8/8/8/8/8/8/8/8", false, Board, RankCount(9)),
        ("9/8/8/8/8/8/8/8", false, Board, UnexpectedChar('9')),
        (
            "8/8/8/8/8/8/8/7",
            false,
            Board,
            RankLength {
                rank: Rank::First,
                squares: 7,
            },
        ),
        (
            "ppppppppp/8/8/8/8/8/8/8",
            false,
            Board,
            RankLength {
                rank: Rank::Eighth,
                squares: 9,
            },
        ),
        (
            "8/8/8/8/8/8/8/7kK",
            false,
            Board,
            RankLength {
                rank: Rank::First,
                squares: 9,
            },
        ),
        ("8/8/8/8/8/8/8/0K6k", false, Board, UnexpectedChar('0')),
        ("8/8/8/8/8/8/8/K6x", false, Board, UnexpectedChar('x')),
        (
            "8/8/8/8/8/8/8/K33k w - - 0 1",
            true,
            Board,
            ConsecutiveDigits,
        ),
        ("8/8/8/8/8/8/8/K6k x", false, Turn, UnexpectedChar('x')),
        ("8/8/8/8/8/8/8/K6k W", false, Turn, UnexpectedChar('W')),
        ("8/8/8/8/8/8/8/K6k ww", false, Turn, UnexpectedChar('w')),
        (
            "8/8/8/8/8/8/8/K6k w KQxq",
            false,
            Castling,
            UnexpectedChar('x'),
        ),
        (
            "8/8/8/8/8/8/8/K6k w K-",
            false,
            Castling,
            UnexpectedChar('-'),
        ),
        (
            "8/8/8/8/8/8/8/K6k w KK - 0 1",
            true,
            Castling,
            CastlingOrder,
        ),
        (
            "8/8/8/8/8/8/8/K6k w kK - 0 1",
            true,
            Castling,
            CastlingOrder,
        ),
        (
            "8/8/8/8/8/8/8/K6k w KQA - 0 1",
            true,
            Castling,
            CastlingOrder,
        ),
        ("8/8/8/8/8/8/8/K6k w - e9", false, EnPassant, InvalidSquare),
        ("8/8/8/8/8/8/8/K6k w - e", false, EnPassant, InvalidSquare),
        (
            "8/8/8/8/8/8/8/K6k w - -- 0 1",
            false,
            EnPassant,
            InvalidSquare,
        ),
        ("8/8/8/8/8/8/8/K6k w - - x", false, Halfmoves, InvalidNumber),
        (
            "8/8/8/8/8/8/8/K6k w - - -1",
            false,
            Halfmoves,
            InvalidNumber,
        ),
        (
            "8/8/8/8/8/8/8/K6k w - - 4294967296",
            false,
            Halfmoves,
            InvalidNumber,
        ),
        (
            "8/8/8/8/8/8/8/K6k w - - 0 1.",
            false,
            Fullmoves,
            InvalidNumber,
        ),
        (
            "8/8/8/8/8/8/8/K6k w - - 0 0",
            true,
            Fullmoves,
            ZeroFullmoves,
        ),
        (
            "8/8/8/8/8/8/8/K6k w - - 0 1 x",
            false,
            Trailing,
            TrailingText,
        ),
        ("8/8/8/8/8/8/8/K6k w - - 0", true, Fullmoves, Missing),
        ("8/8/8/8/8/8/8/K6k w", true, Castling, Missing),
        ("8/8/8/8/8/8/8/K6k", true, Turn, Missing),
        ("8/8/8/8/8/8/8/K6k w -  - 0 1", true, EnPassant, Separator),
        (" 8/8/8/8/8/8/8/K6k w - - 0 1", true, Board, Separator),
        ("8/8/8/8/8/8/8/K6k w - - 0 1 ", true, Trailing, Separator),
        (
            "8/8/8/8/8/8/8/K6k_w_-_-_0_1",
            true,
            Board,
            UnexpectedChar('_'),
        ),
        (
            "8/8/8/8/8/8/8/K6k\tw - - 0 1",
            true,
            Board,
            UnexpectedChar('\t'),
        ),
    ];
    for &(text, strict, field, kind) in cases {
        check_invalid(text, strict, field, kind);
    }
}

#[test]
fn error_messages() {
    let err = Fen::from_ascii(b"8/8/8/8/8/8/8/K6k w KQxq - 0 1").unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"invalid fen: castling field "KQxq": unexpected character 'x'"#
    );
    let err = Fen::from_ascii(b"8/8/8/8/8/8/8/K6kk").unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"invalid fen: board field "8/8/8/8/8/8/8/K6kk": rank 1 has 9 squares instead of 8"#
    );
    let err = Fen::from_ascii_strict(b"8/8/8/8/8/8/8/K6k w -").unwrap_err();
    assert_eq!(err.to_string(), "invalid fen: missing en passant field");
    let err = Fen::from_ascii(b"8/8/8/8/8/8/8/K6k w - - 0 1 extra").unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"invalid fen: trailing text "extra": expected nothing after the last field"#
    );
}

/// Parses `text` strictly, checks it displays unchanged, and validates it as `mode`.
#[track_caller]
fn check_round_trip(text: &str, mode: CastlingMode) -> Position {
    let fen = Fen::from_ascii_strict(text.as_bytes()).expect(text);
    assert_eq!(fen.to_string(), text);
    let pos = fen.clone().into_position(mode).expect(text);
    assert_eq!(
        Fen::from_position(&pos, EnPassantMode::Always).to_string(),
        text
    );
    pos
}

#[test]
fn round_trips() {
    check_round_trip(START, CastlingMode::Standard);
    check_round_trip(KIWIPETE, CastlingMode::Standard);
    check_round_trip(
        "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 17 42",
        CastlingMode::Standard,
    );
    check_round_trip("4k3/8/8/8/8/8/8/4K3 w - - 0 1", CastlingMode::Standard);
    // Chess960 with the castling rooks outermost: plain X-FEN letters.
    check_round_trip(
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
        CastlingMode::Chess960,
    );
    // An inner castling rook needs its file letter.
    let pos = check_round_trip("4k3/8/8/8/8/8/8/2K2R1R w F - 0 1", CastlingMode::Chess960);
    assert_eq!(pos.castling_rights(), Bitboard::from_square(Square::F1));
    check_round_trip(
        "1r2k1r1/8/8/8/8/8/8/RR2K3 w Bk - 0 1",
        CastlingMode::Chess960,
    );
}

#[test]
fn shredder_and_xfen_castling_read_the_same_rights() {
    let shredder =
        Fen::from_ascii(b"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
            .unwrap();
    let xfen =
        Fen::from_ascii(b"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9")
            .unwrap();
    assert_eq!(shredder, xfen);
    assert_eq!(
        shredder.0.castling_rights,
        Square::F1 | Square::H1 | Square::F8 | Square::H8
    );
    // Written canonically, whichever was read.
    assert_eq!(
        shredder.to_string(),
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"
    );
    // Standard chess in Shredder-FEN.
    let fen = Fen::from_ascii(START.replace("KQkq", "HAha").as_bytes()).unwrap();
    assert_eq!(fen.to_string(), START);
    // `K` without a rook on the king side falls back to the corner; validation rejects it.
    let fen = Fen::from_ascii(b"4k3/8/8/8/8/8/8/R3K3 w K - 0 1").unwrap();
    assert_eq!(fen.0.castling_rights, Bitboard::from_square(Square::H1));
    assert!(fen.into_position(CastlingMode::Standard).is_err());
}

#[test]
fn en_passant_written_only_when_legal_by_default() {
    let pos = Position::new()
        .play(Move::normal(Square::E2, Square::E4))
        .unwrap();
    assert_eq!(
        Fen::from_position(&pos, EnPassantMode::Legal).to_string(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    assert_eq!(
        Fen::from_position(&pos, EnPassantMode::Always).to_string(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    // A capture is possible: written.
    let text = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
    let pos = fen::parse_position(text, CastlingMode::Standard).unwrap();
    assert_eq!(
        Fen::from_position(&pos, EnPassantMode::Legal).to_string(),
        text
    );
    // Pseudo-legal only (the capturing pawn is pinned): not written.
    let text = "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1";
    let pos = fen::parse_position(text, CastlingMode::Standard).unwrap();
    assert_eq!(pos.ep_square(EnPassantMode::PseudoLegal), Some(Square::D6));
    assert_eq!(
        Fen::from_position(&pos, EnPassantMode::Legal).to_string(),
        "8/8/8/K2pP2r/8/8/8/7k w - - 0 1"
    );
}

#[test]
fn relaxed_reading() {
    let full = Fen::from_ascii_strict(b"8/8/8/8/8/8/8/K6k w - - 0 1").unwrap();
    for text in [
        "8/8/8/8/8/8/8/K6k",
        "8/8/8/8/8/8/8/K6k w",
        "8/8/8/8/8/8/8/K6k w -",
        "8/8/8/8/8/8/8/K6k w - -",
        "8/8/8/8/8/8/8/K6k w - - 0",
        "8/8/8/8/8/8/8/K6k w - - 0 0",
        "  8/8/8/8/8/8/8/K6k   w  -\t- 0 1\n",
        "8/8/8/8/8/8/8/K6k_w_-_-_0_1",
        "8/8/8/8/8/8/8/K33k w - - 0 1",
    ] {
        assert_eq!(
            Fen::from_ascii(text.as_bytes()).as_ref(),
            Ok(&full),
            "{text:?}"
        );
        assert!(Fen::from_ascii_strict(text.as_bytes()).is_err(), "{text:?}");
    }
    let fen: Fen = "8/8/8/8/8/8/8/K6k b - - 12".parse().unwrap();
    assert_eq!(fen.0.turn, Color::Black);
    assert_eq!(fen.0.halfmoves, 12);
    assert_eq!(fen.0.fullmoves.get(), 1);
}

#[test]
fn board_fen() {
    let BoardFen(board) = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
        .parse()
        .unwrap();
    assert_eq!(board, fianchetto_movegen::Board::new());
    assert_eq!(
        BoardFen(board).to_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
    );
    assert!(BoardFen::from_ascii(b"8/8/8/8/8/8/8/44").is_ok());
    assert!(BoardFen::from_ascii_strict(b"8/8/8/8/8/8/8/44").is_err());
    assert!(BoardFen::from_ascii(b"8/8/8/8/8/8/8/8 w").is_err());
}

#[test]
fn parse_position_errors() {
    assert!(matches!(
        fen::parse_position("8/8/8/8/8/8/8/8 w - - 0 1", CastlingMode::Standard),
        Err(FenError::Position(_))
    ));
    let err = fen::parse_position("8/8/8/8/8/8/8/8 w - - 0 x", CastlingMode::Standard).unwrap_err();
    assert!(matches!(err, FenError::Parse(_)));
    assert_eq!(
        err.to_string(),
        r#"invalid fen: fullmove number "x": expected a number"#
    );
}

#[test]
fn chess960_rights_read_as_standard_chess_say_what_to_do() {
    let text = "nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w GBgb - 0 1";
    let err = fen::parse_position(text, CastlingMode::Standard).unwrap_err();
    assert_eq!(
        err.to_string(),
        "illegal position: invalid castling rights (valid in Chess960: read the position as \
         Chess960, CastlingMode::Chess960)"
    );
    assert!(fen::parse_position(text, CastlingMode::Chess960).is_ok());
    // Rights no mode accepts get no such advice.
    let err =
        fen::parse_position("4k3/8/8/8/8/8/8/R3K3 w K - 0 1", CastlingMode::Standard).unwrap_err();
    assert_eq!(err.to_string(), "illegal position: invalid castling rights");
}
