//! FEN and EPD of variant setups against python-chess 1.11.2: every playout position's FEN and
//! EPD (`testdata/variants/playouts`) read and written back, the forms lichess writes (pockets
//! as a ninth rank, checks given), pockets and promoted pieces, three-check's fields, and EPD
//! records with operations. Malformed input is in tests/fen_errors.rs.

mod support;

use fianchetto_variant::movegen::{Color, Role};
use fianchetto_variant::notation::fen::FenField;
use fianchetto_variant::{RemainingChecks, Variant, VariantEpd, VariantFen};

use fianchetto_variant::movegen::Rules;
use support::{epd_of_fen, playouts, seven_variants};

#[test]
fn every_playout_fen_reads_and_writes_back_byte_for_byte_as_a_setup() {
    let mut checked = 0;
    for variant in seven_variants() {
        for row in playouts(variant) {
            let fen = VariantFen::from_ascii(row.fen.as_bytes(), variant)
                .unwrap_or_else(|e| panic!("{variant:?} {}: {e}", row.fen));
            assert_eq!(fen.to_string(), row.fen, "{variant:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, 14_020);
}

#[test]
fn every_playout_epd_reads_and_writes_back_as_a_setup() {
    for variant in seven_variants() {
        for row in playouts(variant) {
            let epd = epd_of_fen(&row.fen);
            let read = VariantEpd::from_ascii(epd.as_bytes(), variant)
                .unwrap_or_else(|e| panic!("{variant:?} {epd}: {e}"));
            assert_eq!(read.to_string(), epd);
            let fen = VariantFen::from_ascii(row.fen.as_bytes(), variant).expect("FEN");
            let mut setup = fen.setup;
            setup.setup.halfmoves = 0;
            setup.setup.fullmoves = core::num::NonZeroU32::MIN;
            assert_eq!(read.setup, setup);
        }
    }
}

/// Lichess's crazyhouse FEN, the pockets as a ninth rank.
fn ninth_rank(fen: &str) -> String {
    let (board, rest) = fen.split_once(' ').expect("fields");
    let (board, pockets) = board.split_once('[').expect("pockets");
    format!("{board}/{} {rest}", pockets.trim_end_matches(']'))
}

#[test]
fn lichess_ninth_rank_pockets_read_as_brackets_do() {
    let mut with_pockets = 0;
    for row in playouts(Variant::Crazyhouse) {
        let lichess = ninth_rank(&row.fen);
        let read = VariantFen::from_ascii(lichess.as_bytes(), Variant::Crazyhouse)
            .unwrap_or_else(|e| panic!("{lichess}: {e}"));
        assert_eq!(read.to_string(), row.fen);
        with_pockets += usize::from(!row.fen.contains("[]"));
    }
    assert!(with_pockets > 1000, "{with_pockets}");
}

/// Lichess's three-check FEN: the checks given after the clocks.
fn checks_given(fen: &str) -> String {
    let fields: Vec<&str> = fen.split(' ').collect();
    let (white, black) = fields[4].split_once('+').expect("checks");
    let given = |remaining: &str| 3 - remaining.parse::<u8>().expect("count");
    format!(
        "{} {} {} +{}+{}",
        fields[..4].join(" "),
        fields[5],
        fields[6],
        given(white),
        given(black)
    )
}

#[test]
fn lichess_checks_given_read_as_remaining_checks() {
    let mut checks_seen = 0;
    for row in playouts(Variant::ThreeCheck) {
        let lichess = checks_given(&row.fen);
        let read = VariantFen::from_ascii(lichess.as_bytes(), Variant::ThreeCheck)
            .unwrap_or_else(|e| panic!("{lichess}: {e}"));
        assert_eq!(read.to_string(), row.fen);
        checks_seen += usize::from(read.setup.remaining_checks != RemainingChecks::START);
    }
    assert!(checks_seen > 500, "{checks_seen}");
}

#[test]
fn pockets_and_promoted_pieces_are_read_and_written_in_python_chess_order() {
    let fen = VariantFen::from_ascii(
        b"4k3/8/8/8/8/8/8/Q~3K2r~[pPnNqQbBrRpp] b - - 0 1",
        Variant::Crazyhouse,
    )
    .expect("FEN");
    assert_eq!(fen.setup.pockets.count(Color::Black, Role::Pawn), 3);
    assert_eq!(fen.setup.promoted.len(), 2);
    assert_eq!(
        fen.to_string(),
        "4k3/8/8/8/8/8/8/Q~3K2r~[QRBNPqrbnppp] b - - 0 1"
    );
    // No pocket at all is an empty one; an empty ninth rank too.
    for text in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3/ w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
    ] {
        let fen = VariantFen::from_ascii(text.as_bytes(), Variant::Crazyhouse).expect(text);
        assert_eq!(fen.to_string(), "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    }
    // Outside crazyhouse `~` is read but not written, as python-chess does.
    let atomic =
        VariantFen::from_ascii(b"4k3/8/8/8/8/8/8/Q~3K3 w - - 0 1", Variant::Atomic).expect("FEN");
    assert_eq!(atomic.setup.promoted.len(), 1);
    assert_eq!(atomic.to_string(), "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
}

#[test]
fn three_check_fields_in_both_forms_and_relaxed_defaults() {
    let read = |text: &str| {
        VariantFen::from_ascii(text.as_bytes(), Variant::ThreeCheck)
            .unwrap_or_else(|e| panic!("{text}: {e}"))
            .to_string()
    };
    assert_eq!(
        read("4k3/8/8/8/8/8/8/4K3"),
        "4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1"
    );
    assert_eq!(
        read("4k3/8/8/8/8/8/8/4K3 b - - 1+0"),
        "4k3/8/8/8/8/8/8/4K3 b - - 1+0 0 1"
    );
    assert_eq!(
        read("4k3/8/8/8/8/8/8/4K3_b_-_-_5_9_+2+3"),
        "4k3/8/8/8/8/8/8/4K3 b - - 1+0 5 9"
    );
    assert_eq!(
        read("4k3/8/8/8/8/8/8/4K3 w - - 0+3 0 0"),
        "4k3/8/8/8/8/8/8/4K3 w - - 0+3 0 1"
    );
}

#[test]
fn epd_records_with_variant_extras_and_operations() {
    let epd = VariantEpd::from_ascii(
        b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nq] w KQkq - hmvc 7; fmvn 12; c0 \"a b\";",
        Variant::Crazyhouse,
    )
    .expect("EPD");
    assert_eq!(epd.setup.setup.halfmoves, 7);
    assert_eq!(epd.setup.setup.fullmoves.get(), 12);
    assert_eq!(
        epd.to_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nq] w KQkq - hmvc 7; fmvn 12; c0 \"a b\";"
    );
    // A perft suite's EPD (testdata/variants/perft/3check.perft) with its remaining checks.
    let epd = VariantEpd::from_ascii(
        b"r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 1+1",
        Variant::ThreeCheck,
    )
    .expect("EPD");
    assert_eq!(
        epd.setup.remaining_checks,
        RemainingChecks { white: 1, black: 1 }
    );
    // Every field is required.
    let err = VariantEpd::from_ascii(b"8/8/8/8/8/8/8/8[] w -", Variant::Crazyhouse)
        .expect_err("three fields");
    assert_eq!(err.field(), FenField::EnPassant);
    let err = VariantEpd::from_ascii(b"8/8/8/8/8/8/8/8 w - - 9+9", Variant::ThreeCheck)
        .expect_err("checks");
    assert_eq!(err.field(), FenField::RemainingChecks);
}

/// A Chess960 position of a variant writes python-chess's X-FEN (`KQkq` for the outermost
/// rooks), which reads back as Chess960 where no standard position of the board accepts it;
/// Chess960's position 518, which is the standard start position, writes and reads back as
/// standard chess, an equal position. `fen()` and `Display` are the same text.
#[test]
fn a_chess960_variant_position_writes_one_fen_that_reads_back_equal() {
    use fianchetto_variant::VariantPosition;
    use fianchetto_variant::movegen::{CastlingMode, EnPassantMode};
    use fianchetto_variant::notation::Notation;

    let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    for variant in [
        Variant::Chess,
        Variant::Atomic,
        Variant::Crazyhouse,
        Variant::KingOfTheHill,
        Variant::ThreeCheck,
    ] {
        let pos =
            VariantPosition::from_fen(fen, variant).unwrap_or_else(|e| panic!("{variant}: {e}"));
        assert_eq!(pos.castling_mode(), CastlingMode::Chess960, "{variant}");
        assert_eq!(pos.fen(), pos.to_string(), "{variant}");
        assert!(pos.fen().contains(" KQkq "), "{variant}: {}", pos.fen());
        let xfen = fianchetto_variant::VariantFen::from_position(&pos, EnPassantMode::Legal);
        assert_eq!(xfen.to_string(), pos.fen(), "{variant}");
        let again = VariantPosition::from_fen(&pos.fen(), variant).expect("reads back");
        assert_eq!(again.castling_mode(), CastlingMode::Chess960, "{variant}");
        assert!(again.eq_with_clocks(&pos), "{variant}");
        assert_eq!(again.legal_moves(), pos.legal_moves(), "{variant}");
    }
    for variant in [Variant::Chess, Variant::Atomic, Variant::Crazyhouse] {
        let pos = VariantPosition::chess960(variant, 518).expect("a Chess960 start");
        let standard = VariantPosition::new(variant);
        assert_eq!(pos, standard, "{variant}");
        assert_eq!(pos.fen(), standard.fen(), "{variant}");
        let again = VariantPosition::from_fen(&pos.fen(), variant).expect("reads back");
        assert_eq!(again.castling_mode(), CastlingMode::Standard, "{variant}");
        assert_eq!(again.legal_moves(), pos.legal_moves(), "{variant}");
    }
}
