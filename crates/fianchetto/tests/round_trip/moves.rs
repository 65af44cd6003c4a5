//! Moves, their kinds, the modes, and moves written as UCI and SAN.

use fianchetto::san::SanPlus;
use fianchetto::uci::UciMove;
use fianchetto::{CastlingMode, EnPassantMode, Move, MoveKind, Notation, Role, Square};

use super::formats::{assert_round_trips, to_json};
use super::suites::suite_positions;

#[test]
fn moves_are_from_to_and_kind() {
    assert_eq!(
        to_json(&Move::normal(Square::G1, Square::F3)),
        r#"{"from":"g1","to":"f3","kind":"normal"}"#
    );
    assert_eq!(
        to_json(&Move::en_passant(Square::E5, Square::D6)),
        r#"{"from":"e5","to":"d6","kind":"en_passant"}"#
    );
    assert_eq!(
        to_json(&Move::castle(Square::E1, Square::H1)),
        r#"{"from":"e1","to":"h1","kind":"castle"}"#
    );
    assert_eq!(
        to_json(&Move::promotion(Square::B7, Square::A8, Role::Knight)),
        r#"{"from":"b7","to":"a8","kind":{"promotion":"knight"}}"#
    );
    assert_eq!(
        postcard::to_allocvec(&Move::promotion(Square::B7, Square::A8, Role::Knight)).unwrap(),
        [Square::B7 as u8, Square::A8 as u8, 3, 1]
    );
}

#[test]
fn a_drop_is_its_three_fields() {
    let drop = Move::drop(Role::Knight, Square::F3);
    assert_eq!(
        assert_round_trips(&drop),
        r#"{"from":"f3","to":"f3","kind":{"drop":"knight"}}"#
    );
}

#[test]
fn every_legal_move_of_the_perft_suites_round_trips() {
    let mut kinds = [0usize; 4];
    for pos in suite_positions() {
        for &m in pos.legal_moves().iter() {
            assert_round_trips(&m);
            assert_round_trips(&m.kind());
            kinds[match m.kind() {
                MoveKind::Normal => 0,
                MoveKind::EnPassant => 1,
                MoveKind::Castle => 2,
                MoveKind::Promotion(_) => 3,
                MoveKind::Drop(_) => unreachable!("standard chess has no drops"),
            }] += 1;
            let uci = pos.uci(m);
            assert_eq!(assert_round_trips(&uci), format!("\"{uci}\""));
            let san = pos.san(m);
            assert_eq!(assert_round_trips(&san), format!("\"{san}\""));
            assert_eq!(assert_round_trips(&san.san), format!("\"{}\"", san.san));
        }
    }
    let [normal, en_passant, castle, promotion] = kinds;
    assert!(
        normal > 100_000 && en_passant >= 10 && castle > 100 && promotion > 100,
        "normal, en passant, castle, promotion: {kinds:?}"
    );
}

#[test]
fn uci_and_san_are_their_text() {
    let chess960_castle: UciMove = "b1c1".parse().unwrap();
    assert_eq!(assert_round_trips(&chess960_castle), r#""b1c1""#);
    let null: UciMove = "0000".parse().unwrap();
    assert_eq!(assert_round_trips(&null), r#""0000""#);
    let mate: SanPlus = "e8=Q#".parse().unwrap();
    assert_eq!(assert_round_trips(&mate), r#""e8=Q#""#);
    let castle: SanPlus = "O-O-O+".parse().unwrap();
    assert_eq!(assert_round_trips(&castle), r#""O-O-O+""#);
    let error = serde_json::from_str::<SanPlus>(r#""Zz9""#).unwrap_err();
    assert!(error.to_string().contains(r#"(reading "Zz9")"#), "{error}");
}

#[test]
fn modes_are_lowercase_words() {
    assert_eq!(assert_round_trips(&CastlingMode::Standard), r#""standard""#);
    assert_eq!(assert_round_trips(&CastlingMode::Chess960), r#""chess960""#);
    let modes = [
        EnPassantMode::Always,
        EnPassantMode::PseudoLegal,
        EnPassantMode::Legal,
    ];
    let json: Vec<String> = modes.iter().map(assert_round_trips).collect();
    assert_eq!(json, [r#""always""#, r#""pseudo_legal""#, r#""legal""#]);
}
