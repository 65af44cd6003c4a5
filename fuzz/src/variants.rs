//! The `movegen` target's variant walks: an input whose first line is `NAME|FEN` plays random
//! games of that variant (any name `Variant::from_name` reads), checking every generated move,
//! every text form and every position against the crate's own other answers.

use std::string::ToString;

use fianchetto_movegen::{Move, Role, Rules, Square};
use fianchetto_variant::notation::Notation;
use fianchetto_variant::notation::san::SanPlus;
use fianchetto_variant::notation::uci::UciMove;
use fianchetto_variant::perft::perft;
use fianchetto_variant::{Variant, VariantPosition};

use crate::checks::split_first_line;

/// Plies past this many are not played (as in the standard walk).
const MAX_PLIES: usize = 96;

/// `Some` when the first line names a variant (`atomic|<FEN>`): the variant and its FEN.
pub(crate) fn variant_line(data: &[u8]) -> Option<(&str, &[u8])> {
    let (line, _) = split_first_line(data);
    let bar = line.iter().position(|&b| b == b'|')?;
    let name = std::str::from_utf8(&line[..bar]).ok()?;
    // Any other line, `|` or not, is a standard walk's FEN.
    Variant::from_name(name).ok()?;
    Some((name, &line[bar + 1..]))
}

/// Reads `NAME|FEN`, then three bytes per ply as the standard walk does: the move to play and
/// the two squares of a probe move.
pub fn check_variant_movegen(data: &[u8]) {
    let Some((name, fen)) = variant_line(data) else {
        return;
    };
    let (_, choices) = split_first_line(data);
    let Ok((variant, _)) = Variant::from_name(name) else {
        return;
    };
    let Ok(fen) = std::str::from_utf8(fen) else {
        return;
    };
    let Ok(mut pos) = VariantPosition::from_fen(fen, variant) else {
        return;
    };
    check_position(&pos);
    for ply in choices.chunks(3).take(MAX_PLIES) {
        let moves = pos.legal_moves();
        if let [_, from, to] = *ply {
            let (from, to) = (
                Square::new_masked(from.into()),
                Square::new_masked(to.into()),
            );
            check_probes(&pos, &moves, from, to);
        }
        if moves.is_empty() {
            break;
        }
        let m = moves[usize::from(ply[0]) % moves.len()];
        pos = pos
            .play(m)
            .unwrap_or_else(|e| panic!("generated {m:?} refused by play: {e}"));
        check_position(&pos);
    }
}

/// The moves, the ending and the text forms of `pos` agree with each other.
fn check_position(pos: &VariantPosition) {
    let moves = pos.legal_moves();
    assert_eq!(perft(pos, 1), moves.len() as u64, "perft 1");
    if pos.is_variant_end() {
        assert!(moves.is_empty(), "moves after the variant's end");
    }
    if moves.is_empty() {
        assert!(pos.outcome().is_some(), "no move but no outcome");
    }
    // The FEN reads back as the same position, with the same hash and text.
    let fen = pos.fen();
    let again = VariantPosition::from_fen_in(&fen, pos.variant(), pos.castling_mode())
        .unwrap_or_else(|e| panic!("{fen} does not read back: {e}"));
    assert_eq!(again.fen(), fen);
    assert_eq!(again.zobrist_hash(), pos.zobrist_hash(), "{fen}");
    // Read in the mode the text says, it writes the same text and plays the same moves (a
    // Chess960 position that standard chess accepts too reads as standard: one FEN each; the
    // FEN may leave antichess's promoted kings unmarked, so `==` may differ).
    let guessed = VariantPosition::from_fen(&fen, pos.variant())
        .unwrap_or_else(|e| panic!("{fen} does not read back in its own mode: {e}"));
    assert_eq!(guessed.fen(), fen);
    assert_eq!(guessed.legal_moves(), moves, "{fen}");
    assert_eq!(again.legal_moves(), moves, "{fen}");
    for (i, &m) in moves.iter().enumerate() {
        assert!(!moves[..i].contains(&m), "{m:?} generated twice in {fen}");
        assert!(pos.is_legal(m), "{m:?} generated, but is_legal says no");
        // SAN and UCI name the move and nothing else.
        let san = pos.san(m);
        let text = san.to_string();
        let read = SanPlus::from_ascii_strict(text.as_bytes())
            .unwrap_or_else(|e| panic!("{text} is not strict SAN: {e}"));
        assert_eq!(read, san, "{text} reads back different");
        assert_eq!(pos.resolve_san(&read.san), Ok(m), "{text} in {fen}");
        let uci = pos.uci(m);
        let read = UciMove::from_ascii(uci.to_string().as_bytes()).expect("UCI reads back");
        assert_eq!(pos.resolve_uci(&read), Ok(m), "{uci} in {fen}");
        let after = pos.play_unchecked(m);
        assert_eq!(after.turn(), !pos.turn());
        if m.is_drop() {
            assert_eq!(
                after.board().piece_at(m.to()).map(|p| p.role),
                m.drop_role()
            );
        }
    }
}

/// Every move of any kind between two squares, and a drop of every role, is legal exactly when
/// the generator lists it.
fn check_probes(pos: &VariantPosition, moves: &[Move], from: Square, to: Square) {
    let promotions = Role::ALL.map(|role| Move::promotion(from, to, role));
    let drops = Role::ALL.map(|role| Move::drop(role, to));
    let probes = [
        Move::normal(from, to),
        Move::en_passant(from, to),
        Move::castle(from, to),
    ]
    .into_iter()
    .chain(promotions)
    .chain(drops);
    for m in probes {
        let listed = moves.contains(&m);
        assert_eq!(pos.is_legal(m), listed, "is_legal({m:?})");
        assert_eq!(pos.play(m).is_ok(), listed, "play({m:?})");
    }
}
