//! The text forms of variant positions and moves against python-chess 1.11.2: the playouts in
//! `testdata/variants/playouts` (python-chess's `fen()`, legal moves in UCI and SAN after every
//! ply of seeded random games), and malformed input.

use std::fs;
use std::path::PathBuf;
use std::string::{String, ToString};
use std::vec::Vec;

use fianchetto_variant::movegen::{CastlingMode, Color, Move, Role, Square};
use fianchetto_variant::notation::cursor::PushSanError;
use fianchetto_variant::notation::fen::FenField;
use fianchetto_variant::notation::san::SanError;
use fianchetto_variant::notation::uci::UciMove;
use fianchetto_variant::{RemainingChecks, Variant, VariantEpd, VariantFen, VariantPosition};

/// One row of a playouts file.
#[allow(dead_code)]
struct Row {
    game: u32,
    ply: u32,
    mv: String,
    fen: String,
    legal_uci: Vec<String>,
    legal_san: Vec<String>,
    variant_end: bool,
    result: String,
    termination: String,
    check: bool,
    start: String,
}

/// The playouts file of `variant` and its rows.
fn playouts(variant: Variant) -> Vec<Row> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata/variants/playouts")
        .join(format!("{}.tsv", variant.uci_name()));
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let list = |field: &str| -> Vec<String> {
        if field == "-" {
            Vec::new()
        } else {
            field.split(' ').map(String::from).collect()
        }
    };
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.starts_with("game\t"))
        .map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            assert_eq!(cols.len(), 11, "{line}");
            Row {
                game: cols[0].parse().expect("game"),
                ply: cols[1].parse().expect("ply"),
                mv: cols[2].to_string(),
                fen: cols[3].to_string(),
                legal_uci: list(cols[4]),
                legal_san: list(cols[5]),
                variant_end: cols[6] == "1",
                result: cols[7].to_string(),
                termination: cols[8].to_string(),
                check: cols[9] == "1",
                start: cols[10].to_string(),
            }
        })
        .collect()
}

/// The seven variants the playouts cover.
const VARIANTS: [Variant; 7] = [
    Variant::Atomic,
    Variant::Antichess,
    Variant::Crazyhouse,
    Variant::KingOfTheHill,
    Variant::ThreeCheck,
    Variant::Horde,
    Variant::RacingKings,
];

#[test]
fn every_playout_fen_reads_and_writes_back_byte_for_byte_as_a_setup() {
    let mut checked = 0;
    for variant in VARIANTS {
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
    for variant in VARIANTS {
        for row in playouts(variant) {
            // python-chess's `epd()`: the FEN without its clocks.
            let epd: Vec<&str> = row.fen.rsplitn(3, ' ').collect();
            let epd = epd[2];
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

/// Each malformed FEN of `variant` fails in `field`, and its message names it.
#[test]
fn malformed_variant_fens_are_errors_naming_their_field() {
    use FenField::*;
    let cases: &[(Variant, &str, FenField)] = &[
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K3[ w - - 0 1",
            Pockets,
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K3[Q w - - 0 1",
            Pockets,
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K3[Qx] w - - 0 1",
            Pockets,
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K3[Q]] w - - 0 1",
            Pockets,
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K3[[Q] w - - 0 1",
            Pockets,
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K3[Q~] w - - 0 1",
            Pockets,
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K3[2] w - - 0 1",
            Pockets,
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K3[]] w - - 0 1",
            Pockets,
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K3/Qx w - - 0 1",
            Pockets,
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K3/Q/q w - - 0 1",
            Board,
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8[Q]/4K3 w - - 0 1",
            Pockets,
        ),
        (Variant::Crazyhouse, "4k3/8/8/8/8/8/8[Q] w - - 0 1", Board),
        (
            Variant::Crazyhouse,
            "~4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
            Board,
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K3~[] w - - 0 1",
            Board,
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K~~3[] w - - 0 1",
            Board,
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K4~[] w - - 0 1",
            Board,
        ),
        (Variant::Crazyhouse, "4k3/8/8/8/8/8/8/4K3[] x - - 0 1", Turn),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K3[] w KQx - 0 1",
            Castling,
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K3[] w - e9 0 1",
            EnPassant,
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K3[] w - - 3+3 0 1",
            Halfmoves,
        ),
        (Variant::Atomic, "4k3/8/8/8/8/8/8/4K3[] w - - 0 1", Board),
        (Variant::Atomic, "4k3/8/8/8/8/8/8/4K3/Q w - - 0 1", Board),
        (
            Variant::Atomic,
            "4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1",
            Halfmoves,
        ),
        (
            Variant::Atomic,
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +0+0",
            Trailing,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - 9+9 0 1",
            RemainingChecks,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - 4+0 0 1",
            RemainingChecks,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - 3+ 0 1",
            RemainingChecks,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - +3 0 1",
            RemainingChecks,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - 3+3+3 0 1",
            RemainingChecks,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - 3+-1 0 1",
            RemainingChecks,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - a+b 0 1",
            RemainingChecks,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - + 0 1",
            RemainingChecks,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - 99999999999+0 0 1",
            RemainingChecks,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +4+0",
            ChecksGiven,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +0+4",
            ChecksGiven,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +0",
            ChecksGiven,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +",
            ChecksGiven,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ++",
            ChecksGiven,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1 +0+0",
            Trailing,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 0+0",
            Trailing,
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/8/4K3 w - - 0 x",
            Fullmoves,
        ),
        (Variant::ThreeCheck, "", Board),
    ];
    for &(variant, text, field) in cases {
        let err = VariantFen::from_ascii(text.as_bytes(), variant)
            .map(|fen| fen.to_string())
            .expect_err(text);
        assert_eq!(err.field(), field, "{text}: {err}");
        let message = err.to_string();
        assert!(message.starts_with("invalid fen: "), "{message}");
        assert!(message.contains(&field.to_string()), "{text}: {message}");
    }
}

#[test]
fn error_messages_say_what_is_wrong() {
    let message = |variant, text: &str| {
        VariantFen::from_ascii(text.as_bytes(), variant)
            .expect_err(text)
            .to_string()
    };
    assert_eq!(
        message(Variant::Crazyhouse, "8/8/8/8/8/8/8/8[Qn w - - 0 1"),
        r#"invalid fen: pockets "[Qn": expected ']' after the pockets"#
    );
    assert_eq!(
        message(Variant::Crazyhouse, "8/8/8/8/8/8/8/8[Q1] w - - 0 1"),
        r#"invalid fen: pockets "Q1": unexpected character '1'"#
    );
    assert_eq!(
        message(Variant::Crazyhouse, "8/8/8/8/8/8/8/~8 w - - 0 1"),
        r#"invalid fen: board field "8/8/8/8/8/8/8/~8": unexpected character '~'"#
    );
    assert_eq!(
        message(Variant::Crazyhouse, "8/8/8/8/8/8/8/Q~8 w - - 0 1"),
        r#"invalid fen: board field "8/8/8/8/8/8/8/Q~8": rank 1 has 9 squares instead of 8"#
    );
    assert_eq!(
        message(Variant::ThreeCheck, "8/8/8/8/8/8/8/8 w - - 0 1 +4+0"),
        "invalid fen: checks given \"+4+0\": \
         expected a count from 0 to 3 for White and for Black, joined by '+'"
    );
    let many = format!("8/8/8/8/8/8/8/8[{}] w - - 0 1", "Q".repeat(300));
    let err = VariantFen::from_ascii(many.as_bytes(), Variant::Crazyhouse).expect_err("300");
    assert_eq!(err.field(), FenField::Pockets);
    assert!(
        err.to_string()
            .ends_with("...\": expected at most 255 pieces of one kind"),
        "{err}"
    );
    // 255 is the most a count holds; validation, not reading, refuses what no game has.
    let most = format!("8/8/8/8/8/8/8/8[{}] w - - 0 1", "q".repeat(255));
    let fen = VariantFen::from_ascii(most.as_bytes(), Variant::Crazyhouse).expect("255");
    assert_eq!(fen.setup.pockets.count(Color::Black, Role::Queen), 255);
    assert_eq!(fen.to_string(), most);
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

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn mangled_fens_never_panic_and_what_reads_writes_back_stably() {
    let alphabet = b"pnbrqkPNBRQK12345678/[]~+-_ wb0139KQkqah";
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut read = 0;
    for variant in VARIANTS {
        let rows = playouts(variant);
        for _ in 0..3000 {
            let row = &rows[rng.below(rows.len())];
            let mut bytes = row.fen.clone().into_bytes();
            for _ in 0..=rng.below(3) {
                let at = rng.below(bytes.len() + 1);
                match rng.below(3) {
                    0 if at < bytes.len() => {
                        bytes.remove(at);
                    }
                    1 if at < bytes.len() => bytes[at] = alphabet[rng.below(alphabet.len())],
                    _ => bytes.insert(at, alphabet[rng.below(alphabet.len())]),
                }
            }
            for v in [variant, Variant::Crazyhouse, Variant::ThreeCheck] {
                let _ = VariantEpd::from_ascii(&bytes, v);
                if let Ok(fen) = VariantFen::from_ascii(&bytes, v) {
                    // What reads writes canonically, and the canonical text reads back the same
                    // (unless it loses a `~`, which only crazyhouse writes, as python-chess).
                    let text = fen.to_string();
                    if v != Variant::Crazyhouse && fen.setup.promoted.any() {
                        continue;
                    }
                    let again = VariantFen::from_ascii(text.as_bytes(), v).expect(&text);
                    assert_eq!(again.to_string(), text);
                    read += 1;
                }
            }
        }
    }
    assert!(read > 1000, "{read}");
}

/// The castling mode python-chess played the game in: Chess960 for a `chess960:<n>` start.
fn mode(row: &Row) -> CastlingMode {
    if row.start.starts_with("chess960") {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    }
}

/// For every row of every playouts file: the FEN reads (in the game's castling mode, and in
/// the mode the text says) and writes back byte for byte; the legal moves in UCI, sorted, are
/// python-chess's; each one's SAN is python-chess's, and SAN and UCI read back to the move;
/// the row's move played gives the next row's FEN.
#[test]
fn playouts_read_and_write_fen_san_and_uci_as_python_chess() {
    let (mut rows_checked, mut sans, mut moves_played) = (0, 0, 0);
    for variant in VARIANTS {
        let rows = playouts(variant);
        for (i, row) in rows.iter().enumerate() {
            let context = format!("{variant:?} game {} ply {}: {}", row.game, row.ply, row.fen);
            let pos = VariantPosition::from_fen_in(&row.fen, variant, mode(row))
                .unwrap_or_else(|e| panic!("{context}: {e}"));
            assert_eq!(pos.fen(), row.fen, "{context}");
            let epd: Vec<&str> = row.fen.rsplitn(3, ' ').collect();
            assert_eq!(pos.epd(), epd[2], "{context}");
            let read = VariantPosition::from_fen(&row.fen, variant)
                .unwrap_or_else(|e| panic!("{context}: {e}"));
            assert_eq!(read.fen(), row.fen, "{context}");
            assert_eq!(pos.is_check(), row.check, "{context}");

            let mut legal: Vec<(String, Move)> = pos
                .legal_moves()
                .iter()
                .map(|&m| (pos.uci(m).to_string(), m))
                .collect();
            legal.sort_by(|a, b| a.0.cmp(&b.0));
            let ucis: Vec<&str> = legal.iter().map(|(uci, _)| uci.as_str()).collect();
            assert_eq!(ucis, row.legal_uci, "{context}");
            for ((uci, m), san) in legal.iter().zip(&row.legal_san) {
                let context = format!("{context}: {uci}");
                assert_eq!(pos.san(*m).to_string(), *san, "{context}");
                assert_eq!(pos.parse_san(san), Ok(*m), "{context}: {san}");
                assert_eq!(pos.parse_uci(uci), Ok(*m), "{context}");
                let parsed: UciMove = uci.parse().unwrap_or(UciMove::Null);
                if parsed != UciMove::Null {
                    assert_eq!(pos.uci_to_move(&parsed), Ok(*m), "{context}");
                }
                if m.is_castle() {
                    // The other castling form reads as the castle too.
                    let other = UciMove::from_move(
                        *m,
                        match pos.castling_mode() {
                            CastlingMode::Standard => CastlingMode::Chess960,
                            CastlingMode::Chess960 => CastlingMode::Standard,
                        },
                    );
                    let king_move = pos.legal_moves().iter().any(|&k| {
                        !k.is_castle() && k.from() == m.from() && k.to() == m.king_destination()
                    });
                    if !king_move {
                        assert_eq!(pos.uci_to_move(&other), Ok(*m), "{context}: {other}");
                    }
                }
                sans += 1;
            }

            if let Some(next) = rows.get(i + 1).filter(|next| next.game == row.game) {
                let m = pos
                    .parse_uci(&next.mv)
                    .unwrap_or_else(|e| panic!("{context}: {}: {e}", next.mv));
                assert_eq!(
                    pos.play_unchecked(m).fen(),
                    next.fen,
                    "{context}: {}",
                    next.mv
                );
                moves_played += 1;
            }
            rows_checked += 1;
        }
    }
    assert_eq!(rows_checked, 14_020);
    assert!(sans > 100_000, "{sans}");
    std::println!("{rows_checked} rows, {sans} SANs and UCIs, {moves_played} moves played");
}

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
