//! The `uci` target: UCI moves read, resolved against a position in either castling mode, and
//! written back for every legal move.

use std::string::ToString;

use super::movegen::{CastlingMode, Position};
use super::notation::Notation;
use super::notation::uci::UciMove;
use super::{positions, split_first_line, tokens};

/// Tokens past this many are ignored (as in the `san` target).
const MAX_TOKENS: usize = 256;

/// Reads `data` as a FEN line and UCI tokens, and plays the tokens that resolve.
pub fn check_uci(data: &[u8]) {
    let (fen, text) = split_first_line(data);
    let tokens = tokens(text, MAX_TOKENS);
    for token in &tokens {
        if let Ok(uci) = UciMove::from_ascii(token) {
            let written = uci.to_string();
            assert_eq!(
                UciMove::from_ascii(written.as_bytes()),
                Ok(uci),
                "{written} reads back different"
            );
            // The reader takes the canonical form only, so it is exactly what is written, but
            // for a drop's role letter (either case, and a pawn's may be left out).
            if !matches!(uci, UciMove::Drop { .. }) {
                assert_eq!(
                    written.as_bytes(),
                    *token,
                    "{} read as {uci:?}",
                    token.escape_ascii()
                );
            }
        }
    }
    for mut pos in positions(fen) {
        check_every_move(&pos);
        for token in &tokens {
            let Ok(uci) = UciMove::from_ascii(token) else {
                continue;
            };
            let Ok(m) = pos.resolve_uci(&uci) else {
                continue;
            };
            assert!(pos.is_legal(m), "{uci} resolved to illegal {m:?}");
            assert_eq!(
                m.from(),
                match uci {
                    UciMove::Normal { from, .. } => from,
                    UciMove::Drop { .. } => panic!("a drop resolved to {m:?} in standard chess"),
                    UciMove::Null => panic!("the null move resolved to {m:?}"),
                }
            );
            pos = pos
                .play(m)
                .unwrap_or_else(|e| panic!("resolved UCI does not play: {e}"));
            check_every_move(&pos);
        }
    }
}

/// Every legal move, written in the position's own castling mode and in king-takes-rook form,
/// reads back and resolves to that move.
fn check_every_move(pos: &Position) {
    let mode = pos.castling_mode();
    for m in pos.legal_moves() {
        for form in [mode, CastlingMode::Chess960] {
            let uci = UciMove::from_move(m, form);
            let text = uci.to_string();
            assert_eq!(
                UciMove::from_ascii(text.as_bytes()).ok(),
                Some(uci),
                "{text} reads back different"
            );
            assert_eq!(
                pos.resolve_uci(&uci).ok(),
                Some(m),
                "{m:?} written as {text} ({form:?}) resolves differently in {mode:?}"
            );
        }
        // In Chess960 the king's destination may also be a plain king move, which then wins
        // (as documented), or the king's own square (`g1g1`, not even UCI syntax); in standard
        // chess the destination form is never ambiguous and was checked above.
        if mode == CastlingMode::Chess960 {
            let uci = UciMove::from_move(m, CastlingMode::Standard);
            if let Ok(other) = pos.resolve_uci(&uci) {
                assert!(pos.is_legal(other));
                assert!(
                    other == m || (m.is_castle() && !other.is_castle()),
                    "{uci}: {other:?}"
                );
            }
        }
    }
}
