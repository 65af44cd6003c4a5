//! Malformed variant FEN and EPD: each error names the field at fault and says what is wrong
//! with it, and mangled playout FENs never panic (what still reads writes back stably).

mod support;

use fianchetto_variant::movegen::{Color, Role};
use fianchetto_variant::notation::fen::FenField;
use fianchetto_variant::{Variant, VariantEpd, VariantFen};

use support::{Rng, playouts, seven_variants};

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
fn mangled_fens_never_panic_and_what_reads_writes_back_stably() {
    let alphabet = b"pnbrqkPNBRQK12345678/[]~+-_ wb0139KQkqah";
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut read = 0;
    for variant in seven_variants() {
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
