//! SAN of variant moves against python-chess 1.11.2 beyond the playouts (tests/playouts.rs
//! compares every legal move's SAN there): lenient reading with illegal and ambiguous moves,
//! antichess's several kings, and the `#` and `+` suffixes the variants' rules decide.

use fianchetto_variant::movegen::{CastlingMode, Square};
use fianchetto_variant::notation::Notation;
use fianchetto_variant::notation::cursor::PushSanError;
use fianchetto_variant::notation::san::SanError;
use fianchetto_variant::{Variant, VariantPosition};

/// What each SAN reads as in the position (`Ok(uci)`), or `Err("illegal")`/`Err("ambiguous")`,
/// as python-chess's `parse_san` says, except where notation's lenient reading goes further
/// (castling as the king's move).
fn check_san_reading(pos: &VariantPosition, cases: &[(&str, Result<&str, &str>)]) {
    for &(san, expected) in cases {
        let got = match pos.parse_san(san) {
            Ok(m) => Ok(pos.uci(m).to_string()),
            Err(PushSanError::Illegal(SanError::AmbiguousSan { .. })) => Err("ambiguous"),
            Err(PushSanError::Illegal(_)) => Err("illegal"),
            Err(PushSanError::Invalid(_)) => Err("invalid"),
        };
        assert_eq!(got, expected.map(String::from), "{san} in {}", pos.fen());
    }
}

#[test]
fn san_reads_leniently_and_reports_illegal_and_ambiguous_moves() {
    let pos = |fen: &str, variant| VariantPosition::from_fen(fen, variant).expect(fen);
    let koth = pos("4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1", Variant::KingOfTheHill);
    check_san_reading(
        &koth,
        &[
            ("Nd2", Ok("b1d2")),
            ("Nbd2", Ok("b1d2")),
            ("N1d2", Ok("b1d2")),
            ("g1f3", Ok("g1f3")),
            ("Ngf3", Ok("g1f3")),
            ("Nxf3", Ok("g1f3")),
            ("Nf3+", Ok("g1f3")),
            ("Nge2", Ok("g1e2")),
            ("Nd3", Err("illegal")),
            ("--", Err("illegal")),
            ("N@d3", Err("illegal")),
            ("Nz3", Err("invalid")),
        ],
    );
    let two_knights = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", Variant::KingOfTheHill);
    check_san_reading(
        &two_knights,
        &[
            ("Nd2", Err("ambiguous")),
            ("N1d2", Err("ambiguous")),
            ("Nbd2", Ok("b1d2")),
            ("Nfd2", Ok("f1d2")),
        ],
    );
    let atomic = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Variant::Atomic);
    check_san_reading(
        &atomic,
        &[
            ("O-O", Ok("e1g1")),
            ("0-0-0", Ok("e1c1")),
            ("e1g1", Ok("e1g1")),
            ("Ra1b1", Ok("a1b1")),
            // Lenient, as notation reads standard chess (python-chess refuses these).
            ("Kg1", Ok("e1g1")),
            ("Kc1", Ok("e1c1")),
            ("Kxh1", Err("illegal")),
        ],
    );
    let chess960 = VariantPosition::from_fen_in(
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        Variant::Atomic,
        CastlingMode::Chess960,
    )
    .expect("Chess960");
    check_san_reading(
        &chess960,
        &[
            ("O-O", Ok("e1h1")),
            ("e1h1", Ok("e1h1")),
            ("Kxh1", Ok("e1h1")),
            ("Kg1", Err("illegal")),
        ],
    );
    let crazyhouse = pos("4k3/8/8/8/8/8/8/4K3[Pn] w - - 0 1", Variant::Crazyhouse);
    check_san_reading(
        &crazyhouse,
        &[
            ("@e4", Ok("P@e4")),
            ("P@e4", Ok("P@e4")),
            ("@e8", Err("illegal")),
            ("@e1", Err("illegal")),
            ("N@e4", Err("illegal")),
            ("Q@e4", Err("illegal")),
        ],
    );
    let antichess = pos("8/4P3/8/8/8/8/8/4k3 w - - 0 1", Variant::Antichess);
    check_san_reading(
        &antichess,
        &[
            ("e8=K", Ok("e7e8k")),
            ("e8K", Ok("e7e8k")),
            ("e8=Q", Ok("e7e8q")),
            ("e8", Err("illegal")),
        ],
    );
    let horde = VariantPosition::new(Variant::Horde);
    check_san_reading(
        &horde,
        &[
            ("b6", Ok("b5b6")),
            ("d5", Ok("d4d5")),
            ("bc6", Err("illegal")),
        ],
    );
}

#[test]
fn antichess_kings_are_disambiguated_like_other_pieces() {
    // Promote a pawn to a third king: the kings need their files (python-chess counts every
    // king, promoted or not).
    let mut pos = VariantPosition::from_fen("8/1P5p/8/8/8/K7/8/2K5 w - - 0 1", Variant::Antichess)
        .expect("FEN");
    for uci in ["b7b8k", "h7h6"] {
        pos = pos.play(pos.parse_uci(uci).expect(uci)).expect(uci);
    }
    let pos = VariantPosition::from_fen(&pos.fen(), Variant::Antichess).expect("FEN");
    assert_eq!(pos.fen(), "1K6/8/7p/8/8/K7/8/2K5 w - - 0 2");
    let mut sans: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.to() == Square::B2)
        .map(|&m| pos.san(m).to_string())
        .collect();
    sans.sort();
    assert_eq!(
        sans,
        ["Kab2", "Kcb2"].map(String::from).to_vec(),
        "{}",
        pos.fen()
    );
    check_san_reading(
        &pos,
        &[
            ("Kb2", Err("ambiguous")),
            ("Kcb2", Ok("c1b2")),
            ("Kab2", Ok("a3b2")),
            ("K3b2", Ok("a3b2")),
            ("Kc7", Ok("b8c7")),
        ],
    );
}

#[test]
fn suffixes_follow_python_chess() {
    let san = |fen: &str, variant, uci: &str| {
        let pos = VariantPosition::from_fen(fen, variant).expect(fen);
        pos.san(pos.parse_uci(uci).expect(uci)).to_string()
    };
    // The variant's rule decides the game: `#`, checkmate or not.
    assert_eq!(
        san(
            "4k3/8/8/8/8/4K3/8/8 w - - 0 1",
            Variant::KingOfTheHill,
            "e3e4"
        ),
        "Ke4#"
    );
    assert_eq!(
        san(
            "4k3/8/8/8/8/8/8/4K2Q w - - 1+3 0 1",
            Variant::ThreeCheck,
            "h1h5"
        ),
        "Qh5#"
    );
    assert_eq!(
        san(
            "4k3/8/8/8/8/8/8/4K2Q w - - 2+3 0 1",
            Variant::ThreeCheck,
            "h1h5"
        ),
        "Qh5+"
    );
    assert_eq!(
        san("4k3/4p3/8/8/8/8/8/4K2R w - - 0 1", Variant::Atomic, "h1h7"),
        "Rh7"
    );
    assert_eq!(
        san("4k3/4n3/8/8/8/8/8/4K2R w - - 0 1", Variant::Atomic, "h1h7"),
        "Rh7"
    );
    assert_eq!(
        san("3nk3/8/8/8/8/8/8/3RK3 w - - 0 1", Variant::Atomic, "d1d8"),
        "Rxd8#"
    );
    assert_eq!(
        san("8/8/8/8/8/8/2p5/1R6 w - - 0 1", Variant::Antichess, "b1b2"),
        "Rb2"
    );
    assert_eq!(
        san("8/8/8/8/8/8/1p6/1R6 w - - 0 1", Variant::Antichess, "b1b2"),
        "Rxb2#"
    );
    assert_eq!(
        san("8/1K6/8/8/8/8/k7/8 w - - 0 1", Variant::RacingKings, "b7b8"),
        "Kb8#"
    );
}

/// LAN as python-chess 1.11.2's `board.lan(move)` writes it for the variants: a drop as in SAN,
/// the variant's `#` on a move that ends the game.
#[test]
fn lan_is_python_chess_s_for_drops_and_variant_endings() {
    let zh = "r1bqkbnr/pppp1ppp/2n5/8/4P3/8/PPPP1PPP/RNBQKB1R[Pn] w KQkq - 0 4";
    let atomic = "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3";
    for (variant, fen, uci, lan) in [
        (Variant::Crazyhouse, zh, "P@d5", "@d5"),
        (Variant::Crazyhouse, zh, "e4e5", "e4-e5"),
        (Variant::Crazyhouse, zh, "f1b5", "Bf1-b5"),
        (
            Variant::KingOfTheHill,
            "4k3/8/8/8/8/4K3/8/8 w - - 0 1",
            "e3e4",
            "Ke3-e4#",
        ),
        (Variant::Atomic, atomic, "f3e5", "Nf3xe5"),
    ] {
        let pos = VariantPosition::from_fen(fen, variant).expect(fen);
        let m = pos.parse_uci(uci).expect(uci);
        assert_eq!(pos.lan(m).to_string(), lan, "{variant} {fen} {uci}");
    }
}
