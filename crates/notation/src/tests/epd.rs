//! EPD: operations read and written, perft counts, clocks.

use alloc::string::{String, ToString};
use alloc::vec;

use fianchetto_movegen::CastlingMode;

use crate::epd::{Epd, Operation};
use crate::fen::{FenField, ParseFenErrorKind};

#[test]
fn perft_counts() {
    let epd: Epd = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - ;D1 48 ;D2 2039 ;D3 97862"
        .parse()
        .unwrap();
    assert_eq!(epd.perft_counts(), [(1, 48), (2, 2039), (3, 97862)]);
    let pos = epd.clone().into_position(CastlingMode::Standard).unwrap();
    assert_eq!(pos.legal_moves().len(), 48);
    assert_eq!(
        epd.to_string(),
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - D1 48; D2 2039; D3 97862;"
    );
    // The written form reads back the same.
    assert_eq!(epd.to_string().parse::<Epd>().unwrap(), epd);
}

#[test]
fn clocks_after_the_fourth_field_and_as_operations() {
    let epd: Epd = "4k3/8/8/8/8/8/8/4K3 w - - 5 30 ;D1 5".parse().unwrap();
    assert_eq!((epd.setup.halfmoves, epd.setup.fullmoves.get()), (5, 30));
    assert_eq!(epd.perft_counts(), [(1, 5)]);

    let epd: Epd = "4k3/8/8/8/8/8/8/4K3 b - - hmvc 7; fmvn 12;"
        .parse()
        .unwrap();
    assert_eq!((epd.setup.halfmoves, epd.setup.fullmoves.get()), (7, 12));
    assert_eq!(
        epd.to_string(),
        "4k3/8/8/8/8/8/8/4K3 b - - hmvc 7; fmvn 12;"
    );
    let epd: Epd = "4k3/8/8/8/8/8/8/4K3 b - -".parse().unwrap();
    assert_eq!((epd.setup.halfmoves, epd.setup.fullmoves.get()), (0, 1));
    assert!(epd.operations.is_empty());
    assert_eq!(epd.to_string(), "4k3/8/8/8/8/8/8/4K3 b - -");
}

#[test]
fn string_operands_and_accessors() {
    let text = r#"1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+ Qd2; am Kc8; id "BK.01"; c0 "a; \"quoted\" \\ comment";"#;
    let epd = Epd::from_ascii(text.as_bytes()).unwrap();
    assert_eq!(epd.id(), Some("BK.01"));
    assert_eq!(
        epd.best_moves(),
        Some(&[String::from("Qd1+"), String::from("Qd2")][..])
    );
    assert_eq!(epd.avoid_moves(), Some(&[String::from("Kc8")][..]));
    assert_eq!(epd.comment(0), Some(r#"a; "quoted" \ comment"#));
    assert_eq!(epd.comment(1), None);
    assert_eq!(epd.comment(10), None);
    assert_eq!(epd.to_string(), text);

    let mut epd = Epd::new(epd.setup);
    epd.push(Operation::new("id", ["x"]));
    epd.push(Operation::new("pv", ["e4", "e5"]));
    epd.push(Operation::new("noop", [""; 0]));
    assert_eq!(
        epd.to_string(),
        r#"1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - id "x"; pv e4 e5; noop;"#
    );
    assert_eq!(epd.operation("pv").unwrap().operands, vec!["e4", "e5"]);
}

#[test]
fn invalid_epds() {
    let cases: &[(&str, FenField, ParseFenErrorKind)] = &[
        (
            "4k3/8/8/8/8/8/8/4K3 w -",
            FenField::EnPassant,
            ParseFenErrorKind::Missing,
        ),
        (
            "4k3/8/8/8/8/8/8/4K3",
            FenField::Turn,
            ParseFenErrorKind::Missing,
        ),
        (
            r#"4k3/8/8/8/8/8/8/4K3 w - - id "open"#,
            FenField::Operation,
            ParseFenErrorKind::UnterminatedString,
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 1x 2;",
            FenField::Operation,
            ParseFenErrorKind::UnexpectedChar('1'),
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - hmvc x;",
            FenField::Operation,
            ParseFenErrorKind::InvalidNumber,
        ),
    ];
    for &(text, field, kind) in cases {
        let err = Epd::from_ascii(text.as_bytes()).expect_err(text);
        assert_eq!((err.field(), err.kind()), (field, kind), "{text}: {err}");
        assert!(err.to_string().starts_with("invalid epd: "), "{err}");
    }
}
