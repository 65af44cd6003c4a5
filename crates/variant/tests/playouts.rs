//! python-chess's random playouts of the seven variants (`testdata/variants/playouts/`, made by
//! `testdata/variants/playouts.py`), every row checked once for everything python-chess says of
//! it:
//!
//! - its FEN reads in the game's castling mode and in the mode the text says, and writes back
//!   byte for byte either way; the position's EPD is the FEN without its clocks;
//! - the position read has python-chess's legal moves (in UCI, sorted), variant end, check and
//!   outcome;
//! - every legal move's SAN is python-chess's, and its SAN and its UCI (as text and as a
//!   [`UciMove`]) read back to the move, a castle in the other castling form too;
//! - the row's move, read as UCI in the previous row's position, is legal there and writes as
//!   that UCI; played, it gives a position with the row's legal moves, variant end, check,
//!   outcome and FEN, the same fields as the position read (pockets, promoted marks in
//!   crazyhouse, remaining checks), the same Zobrist hash where the en passant squares agree,
//!   and the hash a position built from scratch has.

mod support;

use std::path::Path;
use std::thread;

use fianchetto_movegen::{CastlingMode, EnPassantMode, Move};
use fianchetto_variant::notation::Notation;
use fianchetto_variant::notation::uci::UciMove;
use fianchetto_variant::{Variant, VariantPosition};

use fianchetto_variant::movegen::Rules;
use support::{PlayoutRow, data_dir, epd_of_fen, outcome_columns, read_playouts, sorted_legal_uci};

/// What the rows of one or more files showed.
#[derive(Default)]
struct Checked {
    rows: usize,
    games: usize,
    moves_played: usize,
    /// Legal moves whose SAN and UCI were compared with python-chess's.
    moves_written: usize,
    /// Every difference from python-chess, naming its file and row.
    errors: Vec<String>,
}

/// Checks every row of `variant`'s playouts; `file` names them in messages.
/// The FEN python-chess's `board.fen()` writes, X-FEN castling rights in Chess960 too, as
/// `fen()` writes them.
fn xfen(pos: &VariantPosition) -> String {
    fianchetto_variant::VariantFen::from_position(
        pos,
        fianchetto_variant::movegen::EnPassantMode::Legal,
    )
    .to_string()
}

fn check_file(file: &str, variant: Variant, rows: &[PlayoutRow]) -> Checked {
    let mut checked = Checked::default();
    let errors = &mut checked.errors;
    let mut previous: Option<VariantPosition> = None;
    for row in rows {
        let at = format!(
            "{file} line {} (game {} ply {}) {}",
            row.line, row.game, row.ply, row.fen
        );
        checked.rows += 1;
        if row.ply == 0 {
            checked.games += 1;
        }
        let read = read_fen(row, variant, &at, errors);
        if let Some(pos) = &read {
            let legal = sorted_legal_uci(pos);
            if check_rules(row, pos, &legal, &format!("{at}, read"), errors) {
                checked.moves_written += check_moves_text(row, pos, &legal, &at, errors);
            }
        }
        if row.ply > 0
            && let (Some(previous), Some(read)) = (&previous, &read)
            && check_played(row, previous, read, &at, errors)
        {
            checked.moves_played += 1;
        }
        previous = read;
    }
    checked
}

/// The row's position read from its FEN in the game's castling mode, after checking that the
/// FEN writes back byte for byte (also read in the mode its castling field says) and that the
/// EPD is the FEN without its clocks; `None` if it is refused.
fn read_fen(
    row: &PlayoutRow,
    variant: Variant,
    at: &str,
    errors: &mut Vec<String>,
) -> Option<VariantPosition> {
    let pos = match VariantPosition::from_fen_in(&row.fen, variant, row.mode) {
        Ok(pos) => pos,
        Err(e) => {
            errors.push(format!("{at}: refused in {:?}: {e}", row.mode));
            return None;
        }
    };
    let fen = xfen(&pos);
    if fen != row.fen {
        errors.push(format!("{at}: writes back as {fen}"));
    }
    let epd = pos.epd();
    if epd != epd_of_fen(&row.fen) {
        errors.push(format!("{at}: EPD {epd}"));
    }
    match VariantPosition::from_fen(&row.fen, variant) {
        Ok(guessed) if xfen(&guessed) == row.fen => {}
        Ok(guessed) => errors.push(format!(
            "{at}: read in {:?}, writes back as {}",
            guessed.castling_mode(),
            xfen(&guessed)
        )),
        Err(e) => errors.push(format!("{at}: refused in the mode its text says: {e}")),
    }
    Some(pos)
}

/// Compares the row's legal moves, variant end, check and outcome with `pos` and its `legal`
/// moves; `true` if the legal moves agree.
fn check_rules(
    row: &PlayoutRow,
    pos: &VariantPosition,
    legal: &[(String, Move)],
    at: &str,
    errors: &mut Vec<String>,
) -> bool {
    let ucis: Vec<&str> = legal.iter().map(|(uci, _)| uci.as_str()).collect();
    let moves_agree = ucis == row.legal_uci;
    if !moves_agree {
        let extra: Vec<_> = ucis
            .iter()
            .filter(|&&m| !row.legal_uci.iter().any(|r| r == m))
            .collect();
        let missing: Vec<_> = row
            .legal_uci
            .iter()
            .filter(|m| !ucis.contains(&m.as_str()))
            .collect();
        errors.push(format!(
            "{at}: legal moves: extra {extra:?}, missing {missing:?}"
        ));
    }
    if pos.is_variant_end() != row.variant_end {
        errors.push(format!("{at}: variant end {}", pos.is_variant_end()));
    }
    if pos.is_check() != row.check {
        errors.push(format!("{at}: check {}", pos.is_check()));
    }
    let (result, termination) = outcome_columns(pos.outcome());
    if (result.as_str(), termination.as_str()) != (row.result.as_str(), row.termination.as_str()) {
        errors.push(format!("{at}: outcome {result} {termination}"));
    }
    moves_agree
}

/// Compares the SAN of each of the `legal` moves (those of the row, in its order) with the
/// row's, and reads each move back from its SAN and its UCI; returns how many were compared.
fn check_moves_text(
    row: &PlayoutRow,
    pos: &VariantPosition,
    legal: &[(String, Move)],
    at: &str,
    errors: &mut Vec<String>,
) -> usize {
    if row.legal_san.len() != row.legal_uci.len() {
        errors.push(format!(
            "{at}: {} SANs for {} moves in the file",
            row.legal_san.len(),
            row.legal_uci.len()
        ));
        return 0;
    }
    for ((uci, m), san) in legal.iter().zip(&row.legal_san) {
        let m = *m;
        let written = pos.san(m).to_string();
        if written != *san {
            errors.push(format!("{at}: {uci} writes as {written}, not {san}"));
        }
        let from_san = pos.parse_san(san);
        if from_san != Ok(m) {
            errors.push(format!("{at}: {san} reads as {from_san:?}, not {uci}"));
        }
        let from_uci = pos.parse_uci(uci);
        if from_uci != Ok(m) {
            errors.push(format!("{at}: {uci} reads as {from_uci:?}"));
        }
        // `UciMove` reads no promotion to a king (`e7e8k`), which `parse_uci` adds.
        let parsed: UciMove = uci.parse().unwrap_or(UciMove::Null);
        if parsed != UciMove::Null && pos.resolve_uci(&parsed) != Ok(m) {
            errors.push(format!("{at}: UciMove {parsed} is not {uci}"));
        }
        if m.is_castle() {
            let other_mode = match pos.castling_mode() {
                CastlingMode::Standard => CastlingMode::Chess960,
                CastlingMode::Chess960 => CastlingMode::Standard,
            };
            let other = UciMove::from_move(m, other_mode);
            // A king move to the castling king's destination keeps that UCI for itself.
            let king_move = pos
                .legal_moves()
                .iter()
                .any(|&k| !k.is_castle() && k.from() == m.from() && k.to() == m.king_destination());
            if !king_move && pos.resolve_uci(&other) != Ok(m) {
                errors.push(format!(
                    "{at}: {other}, castling as {other_mode:?} writes it"
                ));
            }
        }
    }
    legal.len()
}

/// Plays the row's move on the previous row's position and compares the position reached with
/// the row and with `read`, the row's FEN read; `true` if the move was played.
fn check_played(
    row: &PlayoutRow,
    previous: &VariantPosition,
    read: &VariantPosition,
    at: &str,
    errors: &mut Vec<String>,
) -> bool {
    let at = format!("{at}, after {}", row.uci);
    let m = match previous.parse_uci(&row.uci) {
        Ok(m) => m,
        Err(e) => {
            errors.push(format!("{at}: not legal in the previous position: {e}"));
            return false;
        }
    };
    let written = previous.uci(m).to_string();
    if written != row.uci {
        errors.push(format!("{at}: the move read writes as {written}"));
    }
    let played = match previous.play(m) {
        Ok(played) => played,
        Err(e) => {
            errors.push(format!("{at}: refused: {e}"));
            return false;
        }
    };
    check_rules(row, &played, &sorted_legal_uci(&played), &at, errors);
    let fen = xfen(&played);
    if fen != row.fen {
        errors.push(format!("{at}: FEN {fen}"));
    }
    compare_fields(&played, read, &at, errors);
    compare_hashes(&played, read, &at, errors);
    true
}

/// Compares the position `played` reached with the one read from the row's FEN, field by field
/// as python-chess's FEN writes them (the en passant square only when a capture is legal;
/// promoted marks only in crazyhouse).
fn compare_fields(
    played: &VariantPosition,
    read: &VariantPosition,
    at: &str,
    errors: &mut Vec<String>,
) {
    let a = played.to_setup(EnPassantMode::Legal);
    let b = read.to_setup(EnPassantMode::Always);
    if a.setup != b.setup {
        errors.push(format!("{at}: played {:?}\nread {:?}", a.setup, b.setup));
    }
    if a.pockets != b.pockets {
        errors.push(format!("{at}: pockets {:?} vs {:?}", a.pockets, b.pockets));
    }
    if played.variant() == Variant::Crazyhouse && a.promoted != b.promoted {
        errors.push(format!(
            "{at}: promoted {:?} vs {:?}",
            a.promoted, b.promoted
        ));
    }
    if a.remaining_checks != b.remaining_checks {
        errors.push(format!(
            "{at}: remaining checks {:?} vs {:?}",
            a.remaining_checks, b.remaining_checks
        ));
    }
}

/// Compares the Zobrist hash `played` keeps as it plays with the FEN's position's, and with the
/// hash of the same position built from scratch.
fn compare_hashes(
    played: &VariantPosition,
    read: &VariantPosition,
    at: &str,
    errors: &mut Vec<String>,
) {
    // The hash counts a pseudo-legal en passant square, which the FEN leaves out when the
    // capture is illegal: compare with the FEN's position only where the two agree.
    if played.ep_square(EnPassantMode::PseudoLegal) == played.ep_square(EnPassantMode::Legal)
        && played.zobrist_hash() != read.zobrist_hash()
    {
        errors.push(format!(
            "{at}: zobrist hash differs from the FEN's position"
        ));
    }
    let again = VariantPosition::from_setup(
        played.to_setup(EnPassantMode::Always),
        played.variant(),
        played.castling_mode(),
    );
    match again {
        Ok(again) if again.zobrist_hash() == played.zobrist_hash() => {}
        Ok(_) => errors.push(format!("{at}: zobrist hash differs from scratch")),
        Err(e) => errors.push(format!("{at}: played position refused: {e}")),
    }
}

/// Checks the playouts of every variant that has a file in `dir`, a file a thread; prints what
/// each showed and the first differences.
fn check_playouts(dir: &Path) -> Checked {
    let per_file: Vec<(String, Checked)> = thread::scope(|scope| {
        let threads: Vec<_> = Variant::ALL
            .into_iter()
            .map(|variant| {
                scope.spawn(move || {
                    let rows = read_playouts(dir, variant)?;
                    let file = format!("{}.tsv", variant.uci_name());
                    let checked = check_file(&file, variant, &rows);
                    Some((file, checked))
                })
            })
            .collect();
        threads
            .into_iter()
            .filter_map(|thread| {
                thread
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    let mut total = Checked::default();
    for (file, checked) in per_file {
        eprintln!(
            "{file}: {} rows, {} games, {} moves played, {} SANs and UCIs, {} differences",
            checked.rows,
            checked.games,
            checked.moves_played,
            checked.moves_written,
            checked.errors.len()
        );
        total.rows += checked.rows;
        total.games += checked.games;
        total.moves_played += checked.moves_played;
        total.moves_written += checked.moves_written;
        total.errors.extend(checked.errors);
    }
    for error in total.errors.iter().take(20) {
        eprintln!("{error}");
    }
    total
}

#[test]
fn playouts_agree_with_python_chess_in_rules_fen_san_and_uci() {
    let checked = check_playouts(&data_dir().join("playouts"));
    assert!(
        checked.errors.is_empty(),
        "{} differences",
        checked.errors.len()
    );
    // 14,034 lines in the seven files, each with a comment and a header.
    assert_eq!(checked.rows, 14_034 - 2 * 7, "rows checked");
    assert_eq!(checked.games, 234, "games");
    assert_eq!(
        checked.moves_played,
        checked.rows - checked.games,
        "moves played"
    );
    assert!(checked.moves_written > 100_000, "{}", checked.moves_written);
}

/// The same checks on playouts made elsewhere with `testdata/variants/playouts.py` (more games,
/// other seeds), in the folder `VARIANT_PLAYOUTS_DIR` names; its `chess.tsv`, if any, is played
/// as standard chess.
#[test]
#[ignore = "needs VARIANT_PLAYOUTS_DIR, a folder of playouts made with python-chess"]
fn playouts_in_another_folder_agree_with_python_chess() {
    let dir = std::env::var_os("VARIANT_PLAYOUTS_DIR").expect("VARIANT_PLAYOUTS_DIR");
    let checked = check_playouts(Path::new(&dir));
    assert!(
        checked.errors.is_empty(),
        "{} differences",
        checked.errors.len()
    );
    assert!(checked.rows > 0, "no playouts in {dir:?}");
    assert_eq!(
        checked.moves_played,
        checked.rows - checked.games,
        "moves played"
    );
}
