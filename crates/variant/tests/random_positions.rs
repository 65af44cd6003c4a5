//! Random odd positions of every variant against python-chess's verdicts, made by
//! `tests/random_positions.py` (see its header for how to run this test): validation must
//! accept exactly the positions python-chess's `status()` calls valid (but for crazyhouse's
//! stricter bound on the pieces in hand), and for those the legal moves, variant end, outcome,
//! check and FEN en passant square must agree. Ignored: it needs the file, which Python makes.

mod support;

use fianchetto_movegen::{Bitboard, CastlingMode, EnPassantMode, Square};
use fianchetto_variant::{
    Variant, VariantFen, VariantPosition, VariantPositionErrorKinds, perft::perft,
};

use fianchetto_variant::movegen::Rules;
use support::{outcome_columns, sorted_legal_uci};

/// A column of a variant's extra field, where `variant` is `extra`, whose FEN has it; elsewhere
/// `None`, after checking that the column holds the `default` the generator writes there.
fn extra_field<'a>(
    variant: Variant,
    extra: Variant,
    column: &'a str,
    default: &str,
    at: &str,
) -> Option<&'a str> {
    if variant == extra {
        Some(column)
    } else {
        assert_eq!(column, default, "{at}: {extra:?}'s field in {variant:?}");
        None
    }
}

#[test]
#[ignore = "needs VARIANT_RANDOM_POSITIONS, a file made by tests/random_positions.py"]
fn random_positions_agree_with_python_chess() {
    let path = std::env::var_os("VARIANT_RANDOM_POSITIONS").expect("VARIANT_RANDOM_POSITIONS");
    let text = std::fs::read_to_string(&path).expect("the positions file");
    let (mut valid, mut rows, mut stricter) = (0, 0, 0);
    let mut errors = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let cols: Vec<&str> = line.split('\t').collect();
        let variant: Variant = cols[0].parse().expect("variant");
        let mode = CastlingMode::from_chess960(cols[1] == "1");
        let at_line = format!("line {}", index + 1);
        let pockets = extra_field(variant, Variant::Crazyhouse, cols[7], "-", &at_line)
            .map_or(String::new(), |pockets| {
                format!("[{}]", if pockets == "-" { "" } else { pockets })
            });
        let checks = extra_field(variant, Variant::ThreeCheck, cols[8], "3+3", &at_line)
            .map_or(String::new(), |checks| format!(" {checks}"));
        let fen = format!("{}{pockets} {} - -{checks} {} 1", cols[2], cols[3], cols[6]);
        let mut setup = VariantFen::from_ascii(fen.as_bytes(), variant)
            .unwrap_or_else(|e| panic!("{fen}: {e}"))
            .setup;
        setup.setup.castling_rights = if cols[4] == "-" {
            Bitboard::EMPTY
        } else {
            cols[4]
                .split(',')
                .map(|s| s.parse::<Square>().expect("square"))
                .collect()
        };
        setup.setup.ep_square = (cols[5] != "-").then(|| cols[5].parse().expect("ep"));
        let at = format!(
            "line {} {variant:?} {mode:?} {fen} castling {} ep {}",
            index + 1,
            cols[4],
            cols[5]
        );
        rows += 1;
        let python_valid = cols[9] == "1";
        let pos = VariantPosition::from_setup(setup, variant, mode);
        let pos = match (pos, python_valid) {
            (Ok(pos), true) => pos,
            (Err(_), false) => continue,
            (Err(e), true)
                if variant == Variant::Crazyhouse
                    && e.kinds() == VariantPositionErrorKinds::TOO_MANY_IN_HAND =>
            {
                stricter += 1;
                continue;
            }
            (Err(e), true) => {
                errors.push(format!("{at}: refused ({e}), python-chess accepts"));
                continue;
            }
            (Ok(_), false) => {
                errors.push(format!("{at}: accepted, python-chess refuses"));
                continue;
            }
        };
        valid += 1;
        let moves: Vec<String> = sorted_legal_uci(&pos)
            .into_iter()
            .map(|(uci, _)| uci)
            .collect();
        let moves = moves.join(" ");
        let moves = if moves.is_empty() {
            "-".to_owned()
        } else {
            moves
        };
        if moves != cols[10] {
            errors.push(format!(
                "{at}: moves\n  ours   {moves}\n  python {}",
                cols[10]
            ));
        }
        if pos.is_variant_end() != (cols[11] == "1") {
            errors.push(format!("{at}: variant end {}", pos.is_variant_end()));
        }
        let (result, termination) = outcome_columns(pos.outcome());
        if (result.as_str(), termination.as_str()) != (cols[12], cols[13]) {
            errors.push(format!(
                "{at}: outcome {result} {termination}, python {} {}",
                cols[12], cols[13]
            ));
        }
        if pos.is_check() != (cols[14] == "1") {
            errors.push(format!("{at}: check {}", pos.is_check()));
        }
        let ep = pos
            .ep_square(EnPassantMode::Legal)
            .map_or("-".to_owned(), |s| s.to_string());
        if ep != cols[15] {
            errors.push(format!("{at}: ep {ep}, python {}", cols[15]));
        }
        // Every position after a move is valid again (no panic, no refusal), unless a side
        // has two kings (python-chess's royal king is the highest one, which may change).
        let kings = pos.board().kings();
        let two_kings = fianchetto_movegen::Color::ALL
            .into_iter()
            .any(|color| (kings & pos.board().by_color(color)).more_than_one());
        for m in pos.legal_moves().into_iter().filter(|_| !two_kings) {
            let child = pos.play_unchecked(m);
            if let Err(e) =
                VariantPosition::from_setup(child.to_setup(EnPassantMode::Always), variant, mode)
            {
                // python-chess's own quirks: an atomic position may leave the side not to
                // move in check, and a double push then makes a check "no move could have
                // given"; crazyhouse's hands are bounded more strictly here.
                let expected = match variant {
                    Variant::Crazyhouse => VariantPositionErrorKinds::TOO_MANY_IN_HAND,
                    Variant::Atomic => VariantPositionErrorKinds::IMPOSSIBLE_CHECK,
                    _ => VariantPositionErrorKinds::empty(),
                };
                if e.kinds() != expected {
                    errors.push(format!("{at}: after {m:?} refused: {e}"));
                }
            }
        }
        let _ = perft(&pos, 2);
    }
    for error in errors.iter().take(30) {
        eprintln!("{error}");
    }
    eprintln!(
        "{rows} positions, {valid} valid compared, {stricter} crazyhouse positions refused for \
         too many pieces in hand"
    );
    assert!(errors.is_empty(), "{} differences", errors.len());
}
