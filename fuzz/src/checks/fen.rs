//! The `fen` target: relaxed and strict FEN reading, canonical writing, and validation in both
//! castling modes.

use std::string::ToString;

use super::movegen::{Bitboard, CastlingMode, Color, EnPassantMode, Position};
use super::notation::fen::Fen;

/// Reads `data` as FEN both ways and checks whatever parses.
pub fn check_fen(data: &[u8]) {
    let relaxed = Fen::from_ascii(data);
    let strict = Fen::from_ascii_strict(data);
    if let Ok(strict) = &strict {
        match &relaxed {
            Ok(relaxed) => assert_eq!(relaxed, strict, "relaxed and strict read differ"),
            Err(e) => panic!("strict FEN accepted, relaxed FEN refused: {e}"),
        }
    }
    for fen in [relaxed, strict].into_iter().flatten() {
        check_setup(&fen);
    }
}

/// A parsed FEN writes canonically, reads back the same, and validates without panicking.
fn check_setup(fen: &Fen) {
    let text = fen.to_string();
    match Fen::from_ascii(text.as_bytes()) {
        Ok(again) => assert_eq!(&again, fen, "{text:?} reads back different"),
        Err(e) => panic!("{text:?} was written but does not read back: {e}"),
    }
    // Strict reading allows at most two castling rights per color, as a legal position has;
    // relaxed reading keeps any number, which the writer then cannot write canonically.
    let rights = fen.0.castling_rights;
    if Color::ALL
        .into_iter()
        .all(|color| (rights & Bitboard::backrank(color)).len() <= 2)
    {
        match Fen::from_ascii_strict(text.as_bytes()) {
            Ok(again) => assert_eq!(&again, fen, "{text:?} reads back different (strict)"),
            Err(e) => panic!("{text:?} was written but is not strict FEN: {e}"),
        }
    }

    let standard = fen.clone().into_position(CastlingMode::Standard);
    let chess960 = fen.clone().into_position(CastlingMode::Chess960);
    // Standard castling (king on e, rooks in the corners) is a case of Chess960 castling.
    if let Ok(pos) = &standard {
        match &chess960 {
            Ok(other) => {
                assert_eq!(pos, other, "{text}: the two modes disagree");
                assert_eq!(pos.zobrist_hash(), other.zobrist_hash(), "{text}");
            }
            Err(e) => panic!("{text}: legal in standard chess, not in Chess960: {e}"),
        }
    }
    for pos in [standard, chess960].into_iter().flatten() {
        check_position_fen(&pos);
    }
}

/// The FEN of a legal position reads back (strictly) as the same position, and the position
/// rebuilt from scratch has the same hash.
pub(crate) fn check_position_fen(pos: &Position) {
    let mode = pos.castling_mode();
    let text = Fen::from_position(pos, EnPassantMode::Legal).to_string();
    let again = Fen::from_ascii_strict(text.as_bytes())
        .unwrap_or_else(|e| panic!("{text:?} was written but is not strict FEN: {e}"))
        .into_position(mode)
        .unwrap_or_else(|e| panic!("{text:?} was written but is not legal ({mode:?}): {e}"));
    assert!(again.eq_with_clocks(pos), "{text}: reads back as {again:?}");

    // The hash counts an en passant square a pawn could take on even when the capture is not
    // legal, so it is rebuilt from a FEN that keeps the square whenever there is one.
    let always = Fen::from_position(pos, EnPassantMode::Always).to_string();
    let rebuilt = Fen::from_ascii(always.as_bytes())
        .unwrap_or_else(|e| panic!("{always:?} was written but does not read back: {e}"))
        .into_position(mode)
        .unwrap_or_else(|e| panic!("{always:?} was written but is not legal ({mode:?}): {e}"));
    assert!(
        rebuilt.eq_with_clocks(pos),
        "{always}: reads back as {rebuilt:?}"
    );
    assert_eq!(
        rebuilt.zobrist_hash(),
        pos.zobrist_hash(),
        "{always}: the hash differs from that of the position rebuilt from its FEN"
    );
}
