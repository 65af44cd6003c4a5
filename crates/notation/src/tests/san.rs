//! SAN: writer disambiguation and suffixes, every leniency of the reader, strictness, errors.

use alloc::string::ToString;

use fianchetto_movegen::{CastlingMode, CastlingSide, File, Move, Position, Rank, Role, Square};

use crate::Notation;
use crate::fen;
use crate::san::{San, SanError, SanPlus, Suffix};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn pos(text: &str) -> Position {
    fen::parse_position(text, CastlingMode::Standard).expect(text)
}

fn pos960(text: &str) -> Position {
    fen::parse_position(text, CastlingMode::Chess960).expect(text)
}

/// The SAN (with suffix) written for the move `uci` (as `from`, `to` squares) of `pos`.
#[track_caller]
fn check_written(pos: &Position, m: Move, expected: &str) {
    assert!(pos.is_legal(m), "{m:?} is not legal");
    assert_eq!(pos.san(m).to_string(), expected);
    // And it reads back, strictly, to the same move.
    let san = SanPlus::from_ascii_strict(expected.as_bytes()).expect(expected);
    assert_eq!(san.san.to_move_strict(pos), Ok(m), "{expected}");
}

fn normal(from: Square, to: Square) -> Move {
    Move::normal(from, to)
}

#[test]
fn writer_disambiguates_by_file_then_rank_then_square() {
    use Square::*;
    // File: knights on b1 and f1 both reach d2.
    let p = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    check_written(&p, normal(B1, D2), "Nbd2");
    check_written(&p, normal(F1, D2), "Nfd2");
    check_written(&p, normal(B1, C3), "Nc3");
    // Rank: knights on b1 and b3 share the file.
    let p = pos("4k3/8/8/8/8/1N6/8/1N2K3 w - - 0 1");
    check_written(&p, normal(B1, D2), "N1d2");
    check_written(&p, normal(B3, D2), "N3d2");
    // Square: three queens (two of them promoted) on a1, a5 and e1 all reach c3.
    let p = pos("r1r5/1P5k/8/Q7/8/8/8/Q3Q1K1 w - - 0 1");
    check_written(&p, normal(A1, C3), "Qa1c3");
    check_written(&p, normal(A5, C3), "Q5c3");
    check_written(&p, normal(E1, C3), "Qec3");
    // Rooks: file for the rank-mates, rank for the file-mates.
    let p = pos("3k4/8/8/R6R/8/8/8/R3K3 w - - 0 1");
    check_written(&p, normal(A5, D5), "Rad5+");
    check_written(&p, normal(H5, D5), "Rhd5+");
    check_written(&p, normal(A1, A3), "R1a3");
    check_written(&p, normal(A5, A3), "R5a3");
    check_written(&p, normal(A1, B1), "Rb1");
}

#[test]
fn writer_ignores_pinned_rivals() {
    // The knight on e2 is pinned by the rook on e8: only the b1 knight can go to c3.
    let p = pos("4r1k1/8/8/8/8/8/4N3/1N2K3 w - - 0 1");
    check_written(&p, normal(Square::B1, Square::C3), "Nc3");
    assert!(
        San::from_ascii(b"Nbc3")
            .unwrap()
            .to_move_strict(&p)
            .is_err()
    );
    assert_eq!(
        p.resolve_san(&San::from_ascii(b"Nbc3").unwrap()),
        Ok(normal(Square::B1, Square::C3))
    );
    // Not pinned: now it needs the file.
    let p = pos("5rk1/8/8/8/8/8/4N3/1N2K3 w - - 0 1");
    check_written(&p, normal(Square::B1, Square::C3), "Nbc3");
}

#[test]
fn writer_suffixes_castles_promotions_en_passant() {
    use Square::*;
    // Fool's mate.
    let p = pos("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    check_written(&p, normal(D8, H4), "Qh4#");
    check_written(&p, normal(F8, C5), "Bc5");
    // Castles.
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    check_written(&p, Move::castle(E1, H1), "O-O");
    check_written(&p, Move::castle(E1, A1), "O-O-O");
    check_written(&p, normal(A1, A8), "Rxa8+");
    // Chess960 castles are written the same way.
    let p = pos960("4k3/8/8/8/8/8/8/RK4R1 w KQ - 0 1");
    check_written(&p, Move::castle(B1, G1), "O-O");
    check_written(&p, Move::castle(B1, A1), "O-O-O");
    check_written(&p, normal(B1, C1), "Kc1");
    // Promotions, with capture and check.
    let p = pos("r1r5/1P5k/8/8/8/8/8/6K1 w - - 0 1");
    check_written(&p, Move::promotion(B7, B8, Role::Queen), "b8=Q");
    check_written(&p, Move::promotion(B7, A8, Role::Knight), "bxa8=N");
    check_written(&p, Move::promotion(B7, C8, Role::Rook), "bxc8=R");
    let p = pos("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    check_written(&p, Move::promotion(B7, B8, Role::Queen), "b8=Q+");
    check_written(&p, Move::promotion(B7, B8, Role::Bishop), "b8=B");
    // En passant.
    let p = pos("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    check_written(&p, Move::en_passant(E5, F6), "exf6");
    check_written(&p, normal(E5, E6), "e6");
}

/// `lenient` reads (leniently) as the same move as the canonical `canonical`, and strict
/// reading or strict resolution rejects it.
#[track_caller]
fn check_lenient(pos: &Position, lenient: &str, canonical: &str) {
    let expected = San::from_ascii_strict(canonical.as_bytes())
        .unwrap()
        .to_move_strict(pos)
        .unwrap();
    let san = San::from_ascii(lenient.as_bytes()).expect(lenient);
    assert_eq!(pos.resolve_san(&san), Ok(expected), "{lenient}");
    let strict = San::from_ascii_strict(lenient.as_bytes())
        .map_err(|_| ())
        .and_then(|san| san.to_move_strict(pos).map_err(|_| ()));
    assert!(strict.is_err(), "strict accepted {lenient}");
}

#[test]
fn every_leniency_is_accepted_and_rejected_by_strict() {
    let castles = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for (lenient, canonical) in [
        ("0-0", "O-O"),
        ("0-0-0", "O-O-O"),
        ("o-o", "O-O"),
        ("o-o-o", "O-O-O"),
        ("O-O+", "O-O"),
        ("0-0-0!", "O-O-O"),
    ] {
        check_lenient(&castles, lenient, canonical);
    }
    // A castle written as a king move (python-chess accepts these too).
    check_lenient(&castles, "Kg1", "O-O");
    check_lenient(&castles, "Kc1", "O-O-O");
    let castles960 = pos960("4k3/8/8/8/8/8/8/RK4R1 w KQ - 0 1");
    check_lenient(&castles960, "Kxg1", "O-O");
    check_lenient(&castles960, "Ka1", "O-O-O");
    // But a plain king move wins.
    assert_eq!(
        castles960.resolve_san(&San::from_ascii(b"Kc1").unwrap()),
        Ok(normal(Square::B1, Square::C1))
    );

    let promotion = pos("r1r5/1P5k/8/8/8/8/8/6K1 w - - 0 1");
    for lenient in [
        "b8Q", "b8q", "b8=q", "b8(Q)", "b8/Q", "Pb8=Q", "Pb7b8Q", "b7-b8=Q",
    ] {
        check_lenient(&promotion, lenient, "b8=Q");
    }
    for lenient in ["bxa8N", "ba8=N", "b:a8=N", "bxa8(N)", "b7xa8=N", "Pbxa8=N"] {
        check_lenient(&promotion, lenient, "bxa8=N");
    }

    let ep = pos("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    for lenient in ["exf6e.p.", "exf6 e.p.", "ef6", "exf6e.p.+", "e5xf6", "e5f6"] {
        check_lenient(&ep, lenient, "exf6");
    }

    let start = Position::new();
    for lenient in ["Pe4", "e2e4", "e2-e4", "Pe2-e4", "e4!", "e4?!", "e4 e.p."] {
        check_lenient(&start, lenient, "e4");
    }
    for lenient in [
        "Ng1f3", "Ng1-f3", "Ngf3", "N1f3", "Nxf3", "Nf3+", "Nf3#", "Nf3!", "Nf3?", "Nf3!?",
        "Nf3?!", "Nf3!!", "Nf3??", "Nf3+!?",
    ] {
        check_lenient(&start, lenient, "Nf3");
    }

    let kiwipete = pos(KIWIPETE);
    // A missing `x` for a piece capture.
    check_lenient(&kiwipete, "Nf7", "Nxf7");
    check_lenient(&kiwipete, "Ne5:f7", "Nxf7");
    // A superfluous one.
    check_lenient(&kiwipete, "Nxd3", "Nd3");
    check_lenient(&kiwipete, "Qxe3", "Qe3");
    // A pawn capture without `x`.
    check_lenient(&kiwipete, "de6", "dxe6");

    // Null moves parse (and resolve to no `Move`).
    for lenient in ["--", "Z0", "--+"] {
        assert_eq!(San::from_ascii(lenient.as_bytes()), Ok(San::Null));
    }
    assert_eq!(San::from_ascii_strict(b"--"), Ok(San::Null));
    assert!(San::from_ascii_strict(b"Z0").is_err());
}

#[test]
fn suffix_is_kept_by_san_plus() {
    for (text, suffix) in [
        ("Nf3", None),
        ("Nf3+", Some(Suffix::Check)),
        ("Nf3#", Some(Suffix::Checkmate)),
        ("Nf3+?", Some(Suffix::Check)),
        ("Nf3#!!", Some(Suffix::Checkmate)),
        ("Nf3+#", Some(Suffix::Checkmate)),
    ] {
        assert_eq!(SanPlus::from_ascii(text.as_bytes()).unwrap().suffix, suffix);
    }
    assert!(SanPlus::from_ascii_strict(b"Nf3+").is_ok());
    assert!(SanPlus::from_ascii_strict(b"Nf3#").is_ok());
    assert!(SanPlus::from_ascii_strict(b"Nf3+!").is_err());
    assert!(SanPlus::from_ascii_strict(b"Nf3++").is_err());
    assert!(San::from_ascii_strict(b"Nf3+").is_err());
}

#[test]
fn parsed_fields() {
    assert_eq!(
        San::from_ascii(b"Qh4xe1=Q"),
        Err(crate::san::ParseSanError::new(b"Qh4xe1=Q"))
    );
    assert_eq!(
        San::from_ascii(b"Qh4xe1"),
        Ok(San::Normal {
            role: Role::Queen,
            file: Some(File::H),
            rank: Some(Rank::Fourth),
            capture: true,
            to: Square::E1,
            promotion: None,
        })
    );
    assert_eq!(
        San::from_ascii(b"O-O-O"),
        Ok(San::Castle(CastlingSide::QueenSide))
    );
    for text in [
        "e4", "exd5", "Nbd7", "R1a3", "Qh4e1", "e8=Q", "fxg1=N", "O-O", "O-O-O", "--", "Kxe2",
    ] {
        let san = San::from_ascii_strict(text.as_bytes()).expect(text);
        assert_eq!(san.to_string(), text);
        assert_eq!(San::from_ascii(text.as_bytes()), Ok(san));
    }
}

#[test]
fn invalid_syntax() {
    for text in [
        "", "x", "e", "e9", "i4", "Nz3", "N", "Qa", "exd", "Kx", "xe4", "O-O-O-O", "e4=", "e8=",
        "e8=P", "e8=X", "Ne4x", "nf3", "Nf3 ", " Nf3", "e4e5e6", "N-", "0-0-0-0", "-", "e4!x",
        "Qh4e1=Q", "Ke8=Q", "Nf3e.p.x", "\u{e9}4",
    ] {
        let err = San::from_ascii(text.as_bytes()).expect_err(text);
        assert!(err.to_string().starts_with("invalid san: "), "{err}");
    }
    assert_eq!(
        San::from_ascii(b"Nz3").unwrap_err().to_string(),
        r#"invalid san: "Nz3""#
    );
    assert_eq!(
        San::from_ascii(b"abcdefghijklmnopqrstuvwxyz")
            .unwrap_err()
            .to_string(),
        r#"invalid san: "abcdefghijklmnop...""#
    );
    // Strict-only rejections of syntax that is never canonical.
    for text in [
        "Pe4", "e8Q", "0-0", "ed5", "e2e4", "Ne2:f3", "Nf3e.p.", "Ne4=Q",
    ] {
        assert!(San::from_ascii_strict(text.as_bytes()).is_err(), "{text}");
    }
    // A king names its square when antichess has several; standard chess never needs it, which
    // strict resolution refuses.
    let king = San::from_ascii_strict(b"Kee2").expect("canonical syntax");
    let bare = crate::fen::parse_position("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Default::default())
        .expect("legal");
    assert!(bare.resolve_san(&king).is_ok());
    assert!(king.to_move_strict(&bare).is_err());
}

#[test]
fn illegal_and_ambiguous() {
    let start = Position::new();
    for text in [
        "Nd2", "e5", "O-O", "O-O-O", "Ke2", "Bb5", "exd3", "e4=Q", "--", "Kg1",
    ] {
        let san = San::from_ascii(text.as_bytes()).unwrap();
        assert_eq!(
            start.resolve_san(&san),
            Err(SanError::IllegalSan { san }),
            "{text}"
        );
    }
    // A pawn reaching the last rank must promote.
    let p = pos("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let san = San::from_ascii(b"b8").unwrap();
    assert_eq!(p.resolve_san(&san), Err(SanError::IllegalSan { san }));
    assert_eq!(SanError::IllegalSan { san }.to_string(), "illegal san: b8");

    let p = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    let san = San::from_ascii(b"Nd2").unwrap();
    assert_eq!(p.resolve_san(&san), Err(SanError::AmbiguousSan { san }));
    assert_eq!(
        SanError::AmbiguousSan { san }.to_string(),
        "ambiguous san: Nd2"
    );
    let p = pos("r1r5/1P5k/8/Q7/8/8/8/Q3Q1K1 w - - 0 1");
    for text in ["Qc3", "Qac3", "Q1c3"] {
        let san = San::from_ascii(text.as_bytes()).unwrap();
        assert_eq!(
            p.resolve_san(&san),
            Err(SanError::AmbiguousSan { san }),
            "{text}"
        );
    }
    // Castling through check.
    let p = pos("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
    assert!(p.resolve_san(&San::from_ascii(b"O-O").unwrap()).is_err());
}

/// A `San` built by hand with every part displays every part: the text is assembled on the stack
/// in a buffer that must hold the longest such text, not only legal SAN's 7 characters.
#[test]
fn a_san_with_every_part_displays_whole() {
    use alloc::format;
    use alloc::string::String;

    let san = San::Normal {
        role: Role::Queen,
        file: Some(File::A),
        rank: Some(Rank::First),
        capture: true,
        to: Square::B2,
        promotion: Some(Role::Queen),
    };
    let plus = SanPlus {
        san,
        suffix: Some(Suffix::Checkmate),
    };
    assert_eq!(plus.to_string(), "Qa1xb2=Q#");
    let mut appended = String::from(">");
    plus.append_to(&mut appended);
    assert_eq!(appended, ">Qa1xb2=Q#");
    assert_eq!(format!("{san:>10}|"), "  Qa1xb2=Q|");
}
