//! LAN against python-chess's `Board.lan`: every row of `testdata/lan.tsv` (made by
//! `testdata/lan.py`) is a FEN, a move in king-takes-rook UCI and the LAN python-chess wrote.

use std::string::ToString;

use crate::fen::Fen;
use crate::san::{Lan, LanPlus, Suffix};
use fianchetto_movegen::{CastlingMode, CastlingSide, Move, PositionError};

/// A move written from its own fields as king-takes-rook UCI, so that no UCI code is under test.
fn uci(m: Move) -> std::string::String {
    let mut text = std::format!("{}{}", m.from(), m.to());
    if let Some(role) = m.promotion_role() {
        text.push(role.char());
    }
    text
}

#[test]
fn writes_what_python_chess_writes() {
    let text = include_str!("../../testdata/lan.tsv");
    let mut rows = 0;
    let (mut mates, mut castles, mut promotions, mut en_passants) = (0, 0, 0, 0);
    for line in text.lines() {
        let mut fields = line.split('\t');
        let (Some(fen_text), Some(move_text), Some(expected), None) =
            (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            panic!("not `FEN<tab>UCI<tab>LAN`: {line:?}");
        };
        // The perft positions include one whose check no last move could give.
        let pos = Fen::from_ascii(fen_text.as_bytes())
            .unwrap_or_else(|e| panic!("{fen_text}: {e}"))
            .into_position(CastlingMode::Chess960)
            .or_else(PositionError::ignore_impossible_check)
            .unwrap_or_else(|e| panic!("{fen_text}: {e}"));
        let m = pos
            .legal_moves()
            .into_iter()
            .find(|&m| uci(m) == move_text)
            .unwrap_or_else(|| panic!("{move_text} is not legal in {fen_text}"));
        let lan = LanPlus::from_move(&pos, m);
        assert_eq!(lan.to_string(), expected, "{move_text} in {fen_text}");
        rows += 1;
        mates += usize::from(lan.suffix == Some(Suffix::Checkmate));
        castles += usize::from(matches!(lan.lan, Lan::Castle(_)));
        promotions += usize::from(m.promotion_role().is_some());
        en_passants += usize::from(m.is_en_passant());
    }
    // The data holds every kind of move, so that none is left unchecked.
    assert_eq!(rows, 1336);
    assert!(mates > 0 && castles > 0 && promotions > 0 && en_passants > 0);
}

#[test]
fn writes_the_null_move_and_suffixes() {
    assert_eq!(Lan::Null.to_string(), "--");
    assert_eq!(LanPlus::from(Lan::Null).to_string(), "--");
    let castle_with_check = LanPlus {
        lan: Lan::Castle(CastlingSide::QueenSide),
        suffix: Some(Suffix::Check),
    };
    assert_eq!(castle_with_check.to_string(), "O-O-O+");
}
