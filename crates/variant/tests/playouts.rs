//! python-chess's random playouts of the seven variants (`testdata/variants/playouts/`): at
//! every row the position read from python-chess's FEN must have exactly its legal moves (in
//! its UCI), its variant end, check and outcome; the row's move played on the previous row's
//! position must give the same position, field by field; and the Zobrist hash of a played
//! position must equal the hash computed from scratch.

mod support;

use std::path::Path;

use fianchetto_movegen::{EnPassantMode, Outcome, Termination};
use fianchetto_variant::{Variant, VariantPosition};

use support::{PLAYOUTS, PlayoutRow, data_dir, legal_uci, parse_playouts, parse_variant_fen, uci};

/// python-chess's `Termination` name of `termination`.
fn termination_name(termination: Termination) -> &'static str {
    match termination {
        Termination::Checkmate => "CHECKMATE",
        Termination::Stalemate => "STALEMATE",
        Termination::InsufficientMaterial => "INSUFFICIENT_MATERIAL",
        Termination::SeventyFiveMoves => "SEVENTYFIVE_MOVES",
        Termination::FivefoldRepetition => "FIVEFOLD_REPETITION",
        Termination::FiftyMoves => "FIFTY_MOVES",
        Termination::ThreefoldRepetition => "THREEFOLD_REPETITION",
        Termination::VariantWin => "VARIANT_WIN",
        Termination::VariantLoss => "VARIANT_LOSS",
        Termination::VariantDraw => "VARIANT_DRAW",
    }
}

/// The row's `result` and `termination` columns for `outcome`.
fn outcome_columns(outcome: Option<Outcome>) -> (String, String) {
    match outcome {
        Some(outcome) => (
            outcome.to_string(),
            termination_name(outcome.termination).to_owned(),
        ),
        None => ("-".to_owned(), "-".to_owned()),
    }
}

/// What a row says about its position, compared with `pos`; the differences, if any.
fn check_row(row: &PlayoutRow, pos: &VariantPosition, what: &str, errors: &mut Vec<String>) {
    let mut error = |message: String| {
        errors.push(format!(
            "line {} (game {} ply {}, {what}) {}: {message}",
            row.line, row.game, row.ply, row.fen
        ));
    };
    let moves = legal_uci(pos);
    if moves != row.legal_uci {
        let extra: Vec<_> = moves
            .iter()
            .filter(|m| !row.legal_uci.contains(m))
            .collect();
        let missing: Vec<_> = row
            .legal_uci
            .iter()
            .filter(|m| !moves.contains(m))
            .collect();
        error(format!("legal moves: extra {extra:?}, missing {missing:?}"));
    }
    if pos.is_variant_end() != row.variant_end {
        error(format!("variant end {}", pos.is_variant_end()));
    }
    if pos.is_check() != row.check {
        error(format!("check {}", pos.is_check()));
    }
    let (result, termination) = outcome_columns(pos.outcome());
    if (result.as_str(), termination.as_str()) != (row.result.as_str(), row.termination.as_str()) {
        error(format!("outcome {result} {termination}"));
    }
}

/// Compares the position `played` reached with the one read from the row's FEN, field by field
/// as python-chess's FEN writes them (the en passant square only when a capture is legal;
/// promoted marks only in crazyhouse), and their hashes.
fn compare_played(
    row: &PlayoutRow,
    played: &VariantPosition,
    read: &VariantPosition,
    errors: &mut Vec<String>,
) {
    let mut error = |message: String| {
        errors.push(format!(
            "line {} (game {} ply {}, after {}) {}: {message}",
            row.line, row.game, row.ply, row.uci, row.fen
        ));
    };
    let a = played.to_setup(EnPassantMode::Legal);
    let b = read.to_setup(EnPassantMode::Always);
    if a.setup != b.setup {
        error(format!("played {:?}\nread {:?}", a.setup, b.setup));
    }
    if a.pockets != b.pockets {
        error(format!("pockets {:?} vs {:?}", a.pockets, b.pockets));
    }
    if played.variant() == Variant::Crazyhouse && a.promoted != b.promoted {
        error(format!("promoted {:?} vs {:?}", a.promoted, b.promoted));
    }
    if a.remaining_checks != b.remaining_checks {
        error(format!(
            "remaining checks {:?} vs {:?}",
            a.remaining_checks, b.remaining_checks
        ));
    }
    // The hash counts a pseudo-legal en passant square, which the FEN leaves out when the
    // capture is illegal: compare with the FEN's position only where the two agree.
    if played.ep_square(EnPassantMode::PseudoLegal) == played.ep_square(EnPassantMode::Legal)
        && played.zobrist_hash() != read.zobrist_hash()
    {
        error("zobrist hash differs from the FEN's position".to_owned());
    }
    let again = VariantPosition::from_setup(
        played.to_setup(EnPassantMode::Always),
        played.variant(),
        played.castling_mode(),
    );
    match again {
        Ok(again) if again.zobrist_hash() == played.zobrist_hash() => {}
        Ok(_) => error("zobrist hash differs from scratch".to_owned()),
        Err(e) => error(format!("played position refused: {e}")),
    }
}

/// Checks every playout file of `dir` that [`PLAYOUTS`] names; returns the rows read and the
/// differences found.
fn check_playouts(dir: &Path) -> (usize, Vec<String>) {
    let mut errors = Vec::new();
    let mut total_rows = 0;
    for (file, variant) in PLAYOUTS {
        let path = dir.join(file);
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(_) if variant == Variant::Chess => continue,
            Err(e) => panic!("{path:?}: {e}"),
        };
        let rows = parse_playouts(&text);
        let mut previous: Option<VariantPosition> = None;
        for row in &rows {
            let setup = parse_variant_fen(&row.fen).unwrap_or_else(|e| panic!("{file}: {e}"));
            let read = match VariantPosition::from_setup(setup, variant, row.mode) {
                Ok(read) => read,
                Err(e) => {
                    errors.push(format!(
                        "{file} line {}: {} refused: {e}",
                        row.line, row.fen
                    ));
                    previous = None;
                    continue;
                }
            };
            check_row(row, &read, "read", &mut errors);
            if row.ply > 0
                && let Some(previous) = previous
            {
                let m = previous
                    .legal_moves()
                    .into_iter()
                    .find(|&m| uci(m, previous.castling_mode()) == row.uci);
                match m {
                    Some(m) => {
                        let played = previous.play(m).expect("a legal move plays");
                        check_row(row, &played, "played", &mut errors);
                        compare_played(row, &played, &read, &mut errors);
                    }
                    None => errors.push(format!(
                        "{file} line {}: {} not legal in the previous position",
                        row.line, row.uci
                    )),
                }
            }
            previous = Some(read);
        }
        eprintln!("{file}: {} rows", rows.len());
        total_rows += rows.len();
    }
    for error in errors.iter().take(20) {
        eprintln!("{error}");
    }
    (total_rows, errors)
}

#[test]
fn playouts_agree_with_python_chess() {
    let (rows, errors) = check_playouts(&data_dir().join("playouts"));
    assert!(errors.is_empty(), "{} differences", errors.len());
    assert_eq!(rows, 14_034 - 2 * 7, "rows checked");
}

/// The same checks on playouts made elsewhere with `testdata/variants/playouts.py` (more games,
/// other seeds), in the folder `VARIANT_PLAYOUTS_DIR` names; its `chess.tsv`, if any, is played
/// as standard chess.
#[test]
#[ignore = "needs VARIANT_PLAYOUTS_DIR, a folder of playouts made with python-chess"]
fn playouts_in_another_folder_agree_with_python_chess() {
    let dir = std::env::var_os("VARIANT_PLAYOUTS_DIR").expect("VARIANT_PLAYOUTS_DIR");
    let (rows, errors) = check_playouts(Path::new(&dir));
    assert!(errors.is_empty(), "{} differences", errors.len());
    eprintln!("{rows} rows checked");
}
