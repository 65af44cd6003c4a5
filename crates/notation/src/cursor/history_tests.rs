//! The history rules against python-chess: games that reach threefold and fivefold repetition,
//! the 50- and 75-move rules (`testdata/history.tsv`, written by `testdata/history.py`), replayed
//! with a cursor that must say after every ply what python-chess said.

use alloc::format;

use fianchetto_movegen::{CastlingMode, Termination};

use super::GameCursor;
use crate::fen::parse_position;

/// python-chess's name of an outcome's termination, `-` for none.
fn name(termination: Option<Termination>) -> &'static str {
    match termination {
        None => "-",
        Some(Termination::Checkmate) => "CHECKMATE",
        Some(Termination::Stalemate) => "STALEMATE",
        Some(Termination::InsufficientMaterial) => "INSUFFICIENT_MATERIAL",
        Some(Termination::SeventyFiveMoves) => "SEVENTYFIVE_MOVES",
        Some(Termination::FivefoldRepetition) => "FIVEFOLD_REPETITION",
        Some(Termination::FiftyMoves) => "FIFTY_MOVES",
        Some(Termination::ThreefoldRepetition) => "THREEFOLD_REPETITION",
        Some(Termination::VariantWin) => "VARIANT_WIN",
        Some(Termination::VariantLoss) => "VARIANT_LOSS",
        Some(Termination::VariantDraw) => "VARIANT_DRAW",
    }
}

fn flag(value: bool) -> &'static str {
    if value { "1" } else { "0" }
}

#[test]
fn history_rules_agree_with_python_chess() {
    let text = include_str!("../../testdata/history.tsv");
    let mut cursor = GameCursor::default();
    let (mut games, mut plies, mut claims) = (0, 0, 0);
    for (number, line) in text.lines().enumerate() {
        let fields: alloc::vec::Vec<&str> = line.split('\t').collect();
        if let ["fen", fen] = fields[..] {
            let start = parse_position(fen, CastlingMode::Standard).expect("a legal fen");
            cursor = GameCursor::new(start);
            games += 1;
            continue;
        }
        let [uci, outcome, claimed, threefold, fifty] = fields[..] else {
            panic!("line {}: {line:?}", number + 1);
        };
        if uci != "-" {
            cursor
                .push_uci(uci)
                .unwrap_or_else(|e| panic!("line {}: {e}", number + 1));
            plies += 1;
        }
        let actual = [
            name(cursor.outcome().map(|o| o.termination)),
            name(cursor.outcome_claiming_draw().map(|o| o.termination)),
            flag(cursor.can_claim_threefold_repetition()),
            flag(cursor.can_claim_fifty_moves()),
        ];
        assert_eq!(
            actual,
            [outcome, claimed, threefold, fifty],
            "line {}: after {uci}",
            number + 1
        );
        claims += usize::from(claimed != "-" && outcome == "-");
        if outcome != "-" {
            assert_eq!(
                format!("{}", cursor.outcome().expect("an ending")),
                "1/2-1/2"
            );
        }
    }
    assert_eq!((games, plies), (5, 181));
    assert!(claims > 100, "{claims} plies with a claim");
}
