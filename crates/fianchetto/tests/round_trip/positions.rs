//! Positions, setups and boards as FEN text, with no `#[serde(with = ...)]`, and the `Fen`,
//! `BoardFen` and `Epd` records.

use std::collections::HashMap;

use fianchetto::epd::Epd;
use fianchetto::fen::{self, BoardFen, Fen};
use fianchetto::{Board, CastlingMode, EnPassantMode, Move, Position, Setup, Square};
use serde::{Deserialize, Serialize};

use super::formats::{assert_round_trips, to_json};
use super::suites::{suite_fens, suite_positions};

/// Everything a position is: what `==` compares, the clocks, and the legal moves (a Chess960
/// position that standard chess accepts too reads back as standard, and plays the same moves).
fn same(mine: &Position, theirs: &Position) -> bool {
    mine.eq_with_clocks(theirs) && mine.legal_moves() == theirs.legal_moves()
}

/// A position in a struct of the user's: a plain field.
#[derive(Debug, Serialize, Deserialize)]
struct Saved {
    position: Position,
}

impl PartialEq for Saved {
    fn eq(&self, other: &Saved) -> bool {
        same(&self.position, &other.position)
    }
}

/// Asserts that `positions` come back exactly from JSON and from postcard as a `Vec<Position>`;
/// returns the JSON text.
fn assert_positions_round_trip(positions: &[Position]) -> String {
    let positions = positions.to_vec();
    let json = to_json(&positions);
    let from_json: Vec<Position> = serde_json::from_str(&json).expect("reads its own json");
    let bytes = postcard::to_allocvec(&positions).expect("serialises to postcard");
    let from_postcard: Vec<Position> = postcard::from_bytes(&bytes).expect("reads its postcard");
    for read in [from_json, from_postcard] {
        assert_eq!(read.len(), positions.len());
        for (back, position) in read.iter().zip(&positions) {
            assert!(same(back, position), "{back:?} read back as {position:?}");
        }
    }
    json
}

/// The start position after 1. e4 d5 2. e5 f5: White may take on f6 en passant.
fn legal_en_passant() -> Position {
    [
        (Square::E2, Square::E4),
        (Square::D7, Square::D5),
        (Square::E4, Square::E5),
        (Square::F7, Square::F5),
    ]
    .into_iter()
    .fold(Position::new(), |pos, (from, to)| {
        pos.play(Move::normal(from, to)).expect("legal")
    })
}

#[test]
fn every_suite_position_round_trips_as_fen_text() {
    let positions = suite_positions();
    assert_positions_round_trip(&positions);
    for position in &positions {
        let text: String = serde_json::from_str(&to_json(position)).unwrap();
        assert_eq!(text, position.to_string());
        let setup = position.to_setup(EnPassantMode::Legal);
        assert_eq!(text.parse::<Fen>().unwrap().into_setup(), setup, "{text}");
        assert_eq!(text, Fen(setup).to_string());
        assert_round_trips(&Saved {
            position: *position,
        });
        assert_round_trips(&Epd::from_position(position, EnPassantMode::Legal));
        assert_round_trips(&position.to_setup(EnPassantMode::Always));
        assert_round_trips(position.board());
    }
}

/// One FEN per position: every suite position that both castling modes accept is one
/// position, which writes one FEN and one serde form in either mode, and reads back equal.
#[test]
fn equal_positions_write_one_fen_and_one_form() {
    let mut both_modes = 0;
    for position in suite_positions() {
        let setup = position.to_setup(EnPassantMode::Always);
        let modes = [CastlingMode::Standard, CastlingMode::Chess960]
            .map(|mode| Position::from_setup(setup.clone(), mode));
        let [Ok(standard), Ok(chess960)] = modes else {
            continue;
        };
        both_modes += 1;
        assert_eq!(standard, chess960);
        assert_eq!(standard.to_string(), chess960.to_string());
        assert_eq!(to_json(&standard), to_json(&chess960));
        let back: Position = serde_json::from_str(&to_json(&chess960)).unwrap();
        assert!(same(&back, &chess960), "{chess960}");
    }
    assert!(both_modes > 100, "{both_modes} positions both modes accept");
    // A double push that no pawn can answer leaves no en passant square in the text.
    let e4 = Position::new()
        .play(Move::normal(Square::E2, Square::E4))
        .unwrap();
    let mut no_push = e4.to_setup(EnPassantMode::Always);
    no_push.ep_square = None;
    let no_push = Position::from_setup(no_push, CastlingMode::Standard).unwrap();
    assert_eq!(e4, no_push);
    assert_eq!(to_json(&e4), to_json(&no_push));
}

#[test]
fn every_suite_fen_round_trips_as_its_text() {
    for (fen, _) in suite_fens() {
        assert_eq!(assert_round_trips(&fen), format!("\"{fen}\""));
        // A setup is the same text as its `Fen`, a board as its `BoardFen`.
        assert_eq!(assert_round_trips(fen.as_setup()), format!("\"{fen}\""));
        let board = BoardFen(fen.as_setup().board);
        assert_eq!(assert_round_trips(&board.0), format!("\"{board}\""));
        assert_eq!(assert_round_trips(&board), format!("\"{board}\""));
    }
}

#[test]
fn positions_keep_every_legal_en_passant_square() {
    let position = Position::new()
        .play(Move::normal(Square::E2, Square::E4))
        .unwrap();
    assert_eq!(
        assert_round_trips(&Saved { position }),
        r#"{"position":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"}"#
    );
    let legal = legal_en_passant();
    assert_eq!(legal.ep_square(EnPassantMode::Legal), Some(Square::F6));
    assert_eq!(
        assert_positions_round_trip(&[legal]),
        r#"["rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"]"#
    );
    let back: Position = serde_json::from_str(&to_json(&legal)).unwrap();
    assert_eq!(back.ep_square(EnPassantMode::Legal), Some(Square::F6));
    assert_eq!(back.zobrist_hash(), legal.zobrist_hash());
    let capture = Move::en_passant(Square::E5, Square::F6);
    assert!(back.is_legal(capture));
}

#[test]
fn chess960_positions_write_xfen_and_read_back_as_chess960_where_they_must() {
    // Chess960's position 518 is the standard start: one position, one form.
    let text = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let position = fen::parse_position(text, CastlingMode::Chess960).unwrap();
    let json = assert_round_trips(&Saved { position });
    assert_eq!(json, format!(r#"{{"position":"{text}"}}"#));
    let read: Saved = serde_json::from_str(&json).unwrap();
    assert_eq!(read.position.castling_mode(), CastlingMode::Standard);
    assert_eq!(read.position, Position::new());

    // X-FEN `KQkq` with the king on b1 is only a Chess960 position.
    let xfen = r#"{"position":"1rk4r/8/8/8/8/8/8/1RK4R w KQkq - 0 1"}"#;
    let read: Saved = serde_json::from_str(xfen).unwrap();
    assert_eq!(read.position.castling_mode(), CastlingMode::Chess960);
    assert_eq!(read.position.castling_rights().len(), 4);

    // Through postcard too, in a list with a standard position.
    let chess960 = Position::chess960(0).unwrap();
    assert_eq!(
        assert_positions_round_trip(&[chess960, Position::new()]),
        r#"["bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1","rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]"#
    );
    let bytes = postcard::to_allocvec(&chess960).unwrap();
    let back: Position = postcard::from_bytes(&bytes).unwrap();
    assert_eq!(back.castling_mode(), CastlingMode::Chess960);
    assert_eq!(back.chess960_number(), Some(0));
}

#[test]
fn collections_of_positions_need_no_attribute() {
    let after_e4 = Position::new()
        .play(Move::normal(Square::E2, Square::E4))
        .unwrap();
    let positions = [Position::new(), after_e4, legal_en_passant()];
    assert_positions_round_trip(&positions);

    let by_name: HashMap<String, Position> = HashMap::from([
        ("start".to_owned(), Position::new()),
        ("chess960".to_owned(), Position::chess960(959).unwrap()),
    ]);
    for back in [
        serde_json::from_str::<HashMap<String, Position>>(&to_json(&by_name)).unwrap(),
        postcard::from_bytes(&postcard::to_allocvec(&by_name).unwrap()).unwrap(),
    ] {
        assert_eq!(back.len(), 2);
        for (name, position) in &by_name {
            assert!(same(&back[name], position), "{name}");
        }
    }

    for maybe in [None, Some(after_e4)] {
        let json = to_json(&maybe);
        let back: Option<Position> = serde_json::from_str(&json).unwrap();
        let bytes = postcard::to_allocvec(&maybe).unwrap();
        let from_postcard: Option<Position> = postcard::from_bytes(&bytes).unwrap();
        for back in [back, from_postcard] {
            assert_eq!(back.is_some(), maybe.is_some(), "{json}");
            if let (Some(back), Some(position)) = (back, maybe) {
                assert!(same(&back, &position));
            }
        }
    }
    assert_eq!(to_json(&None::<Position>), "null");
}

#[test]
fn setups_and_boards_are_their_fen_text() {
    let setup = legal_en_passant().to_setup(EnPassantMode::Always);
    assert_eq!(
        assert_round_trips(&setup),
        r#""rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3""#
    );
    // A setup need not be legal: no kings, and an en passant square nothing explains.
    let mut odd = Setup::empty();
    odd.board
        .set_piece_at(Square::A7, fianchetto::Piece::from_char('P').unwrap());
    odd.ep_square = Some(Square::D3);
    assert_eq!(assert_round_trips(&odd), r#""8/P7/8/8/8/8/8/8 w - d3 0 1""#);
    assert_eq!(
        assert_round_trips(&Board::new()),
        r#""rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR""#
    );
    assert_eq!(assert_round_trips(&Board::empty()), r#""8/8/8/8/8/8/8/8""#);
    // Reading is relaxed, as `Fen` and `BoardFen` read.
    let short: Setup = serde_json::from_str(r#""8/8/8/4k3/8/8/8/4K3""#).unwrap();
    assert_eq!(to_json(&short), r#""8/8/8/4k3/8/8/8/4K3 w - - 0 1""#);
    let board: Board = serde_json::from_str(r#""44/8/8/8/8/8/8/8""#).unwrap();
    assert_eq!(board, Board::empty());
    let error = serde_json::from_str::<Board>(r#""8/8/8""#).unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"invalid fen: board field "8/8/8": expected 8 ranks, found 3 (reading "8/8/8") at line 1 column 7"#
    );
}

#[test]
fn fen_and_epd_are_their_text() {
    assert_eq!(
        to_json(&Fen::initial()),
        r#""rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1""#
    );
    let epd: Epd = r#"1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id "BK.01";"#
        .parse()
        .unwrap();
    assert_eq!(
        assert_round_trips(&epd),
        r#""1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id \"BK.01\";""#
    );
    // An operation alone is its opcode and operands.
    assert_eq!(
        assert_round_trips(&epd.operations),
        r#"[{"opcode":"bm","operands":["Qd1+"]},{"opcode":"id","operands":["BK.01"]}]"#
    );
    let error =
        serde_json::from_str::<Saved>(r#"{"position":"8/8/8/8/8/8/8/8 w - - 0 1"}"#).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("illegal position: missing king"),
        "{error}"
    );
    let error = serde_json::from_str::<Position>(r#""8/8/8 w - - 0 1""#).unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"invalid fen: board field "8/8/8": expected 8 ranks, found 3 (reading "8/8/8 w - - 0 1") at line 1 column 17"#
    );
}
