//! The `san` target: SAN read leniently and strictly, resolved against a position, and written
//! back for every legal move.

use std::string::ToString;

use super::movegen::{Move, Position, Role, Square};
use super::notation::Notation;
use super::notation::san::{San, SanPlus, Suffix};
use super::{positions, split_first_line, tokens};

/// Tokens past this many are ignored: enough to reach deep into a game, few enough that one
/// input stays fast.
const MAX_TOKENS: usize = 256;

/// Reads `data` as a FEN line and SAN tokens, and plays the tokens that resolve.
pub fn check_san(data: &[u8]) {
    let (fen, text) = split_first_line(data);
    let tokens = tokens(text, MAX_TOKENS);
    for token in &tokens {
        check_syntax(token);
    }
    for mut pos in positions(fen) {
        check_every_move(&pos);
        for token in &tokens {
            if let Some(m) = resolve(&pos, token) {
                pos = pos
                    .play(m)
                    .unwrap_or_else(|e| panic!("resolved SAN does not play: {e}"));
                check_every_move(&pos);
            }
        }
    }
}

/// The four readers agree with each other, strict text is exactly what the writer writes, and
/// any SAN that reads, written and read again, is the same.
fn check_syntax(token: &[u8]) {
    let text = token.escape_ascii();
    let lenient = San::from_ascii(token).ok();
    let plus = SanPlus::from_ascii(token).ok();
    assert_eq!(
        plus.map(|p| p.san),
        lenient,
        "{text}: San and SanPlus differ"
    );
    if let Ok(strict) = San::from_ascii_strict(token) {
        assert_eq!(lenient, Some(strict), "{text}: strict and lenient differ");
        assert_eq!(
            strict.to_string().as_bytes(),
            token,
            "strict accepted {text}"
        );
    }
    if let Ok(strict) = SanPlus::from_ascii_strict(token) {
        assert_eq!(plus, Some(strict), "{text}: strict and lenient differ");
        assert_eq!(
            strict.to_string().as_bytes(),
            token,
            "strict accepted {text}"
        );
    }
    if let Some(plus) = plus {
        let written = plus.to_string();
        assert_eq!(
            SanPlus::from_ascii(written.as_bytes()).ok(),
            Some(plus),
            "{text} was read, written as {written} and read back different"
        );
    }
}

/// Resolves a token leniently and strictly; the move found must be legal, match what the SAN
/// says, and be what strict resolution finds when that succeeds.
fn resolve(pos: &Position, token: &[u8]) -> Option<Move> {
    let text = token.escape_ascii();
    let san = San::from_ascii(token).ok()?;
    let lenient = pos.resolve_san(&san).ok();
    if let Ok(m) = san.to_move_strict(pos) {
        assert_eq!(
            lenient,
            Some(m),
            "{text}: strict and lenient resolve differ"
        );
        assert_eq!(
            San::from_move(pos, m),
            san,
            "{text}: strict but not canonical"
        );
    }
    let m = lenient?;
    assert!(pos.is_legal(m), "{text} resolved to illegal {m:?}");
    assert!(
        pos.legal_moves().contains(&m),
        "{text}: {m:?} not generated"
    );
    match san {
        San::Normal {
            role,
            file,
            rank,
            to,
            promotion,
            ..
        } => {
            if pos.moving_role(m) != role {
                // A move by its two squares (`g1f3`, `e1g1`), which no pawn makes: read as
                // python-chess reads it, the move between them, whatever the piece.
                let from = file.zip(rank).map(|(f, r)| Square::from_coords(f, r));
                assert_eq!((role, from), (Role::Pawn, Some(m.from())), "{text}: {m:?}");
                assert!(m.is_castle() || m.to() == to, "{text}: {m:?}");
                assert_eq!(m.promotion_role(), promotion, "{text}: {m:?}");
                return Some(m);
            }
            // Lenient SAN reads `Kg1` as a castle when the king has no such plain move.
            if !m.is_castle() {
                assert_eq!(m.to(), to, "{text}: {m:?}");
                assert!(file.is_none_or(|f| f == m.from().file()), "{text}: {m:?}");
                assert!(rank.is_none_or(|r| r == m.from().rank()), "{text}: {m:?}");
                if promotion.is_some() {
                    assert_eq!(m.promotion_role(), promotion, "{text}: {m:?}");
                }
            }
        }
        San::Castle(side) => assert_eq!(m.castling_side(), Some(side), "{text}: {m:?}"),
        San::Null => panic!("the null move resolved to {m:?}"),
        San::Drop { .. } => panic!("a drop resolved to {m:?} in standard chess"),
    }
    Some(m)
}

/// Every legal move's SAN (with and without suffix) is strict SAN that resolves, leniently and
/// strictly, to that move.
fn check_every_move(pos: &Position) {
    for m in pos.legal_moves() {
        let san = San::from_move(pos, m);
        let text = san.to_string();
        match San::from_ascii_strict(text.as_bytes()) {
            Ok(read) => assert_eq!(read, san, "{text} reads back different"),
            Err(e) => panic!("{m:?} written as {text}, which is not strict SAN: {e}"),
        }
        assert_eq!(
            pos.resolve_san(&san).ok(),
            Some(m),
            "{text} does not resolve to {m:?}"
        );
        assert_eq!(
            san.to_move_strict(pos).ok(),
            Some(m),
            "{text} does not resolve strictly to {m:?}"
        );

        let (plus, after) = pos.play_with_san(m);
        assert_eq!(plus.san, san);
        let suffix = match (after.is_check(), after.is_checkmate()) {
            (false, _) => None,
            (true, false) => Some(Suffix::Check),
            (true, true) => Some(Suffix::Checkmate),
        };
        assert_eq!(plus.suffix, suffix, "{text} after {m:?}");
        let written = plus.to_string();
        assert_eq!(
            SanPlus::from_ascii_strict(written.as_bytes()).ok(),
            Some(plus),
            "{written} reads back different"
        );
    }
}
