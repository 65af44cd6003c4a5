//! Chess960 start positions against python-chess's `Board.from_chess960_pos`, whose back ranks
//! `testdata/chess960-start.txt` holds, and the way back from a position to its number.

use std::format;
use std::string::String;
use std::vec::Vec;

use super::fen::pos;
use crate::{CastlingMode, Color, Move, Position, Setup, Square};

/// python-chess's White back rank (`BBQNNRKR`) of each number, in order.
fn expected_back_ranks() -> Vec<String> {
    let text = include_str!("../../testdata/chess960-start.txt");
    text.lines()
        .enumerate()
        .map(|(index, line)| {
            let (number, rank) = line.split_once(' ').expect("`number back-rank` lines");
            assert_eq!(number.parse::<usize>(), Ok(index), "{line}");
            rank.into()
        })
        .collect()
}

fn back_rank(setup: &Setup) -> String {
    (0..8)
        .map(|file| {
            setup
                .board
                .piece_at(Square::new(file))
                .map_or('.', |p| p.char())
        })
        .collect()
}

#[test]
fn every_number_gives_python_chess_back_rank_and_comes_back() {
    let expected = expected_back_ranks();
    assert_eq!(expected.len(), 960);
    for (number, rank) in (0u16..).zip(&expected) {
        let setup = Setup::chess960(number).expect("a number below 960");
        assert_eq!(&back_rank(&setup), rank, "{number}");
        assert_eq!(setup.chess960_number(), Some(number));
        let pos = Position::chess960(number).expect("a number below 960");
        assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
        assert_eq!(pos.castling_rights().len(), 4, "{number}");
        assert_eq!(pos.chess960_number(), Some(number));
    }
    let mut distinct = expected.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 960);
}

#[test]
fn the_ends_and_the_standard_array() {
    assert_eq!(back_rank(&Setup::chess960(0).unwrap()), "BBQNNRKR");
    assert_eq!(back_rank(&Setup::chess960(959).unwrap()), "RKRNNQBB");
    assert_eq!(back_rank(&Setup::chess960(518).unwrap()), "RNBQKBNR");
    assert_eq!(Setup::chess960(518), Some(Setup::initial()));
    assert_eq!(Position::new().chess960_number(), Some(518));
    assert_eq!(Setup::chess960(960), None);
    assert!(Position::chess960(u16::MAX).is_none());
}

#[test]
fn only_start_positions_have_a_number() {
    let start = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR";
    assert_eq!(
        pos(&format!("{start} w KQkq - 0 1")).chess960_number(),
        Some(0)
    );
    assert_eq!(
        pos(&format!("{start} w KQkq - 7 9")).chess960_number(),
        Some(0)
    );
    for not_a_start in [
        format!("{start} b KQkq - 0 1"),
        format!("{start} w Kkq - 0 1"),
        format!("{start} w - - 0 1"),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNKRR w - - 0 1".into(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/QBBNNRKR w KQkq - 0 1".into(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBNQNRKR w KQkq - 0 1".into(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1".into(),
        "bbqnnrkr/ppppppp1/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1".into(),
        "bbqnnrkr/pppppppp/8/8/8/4N3/PPPPPPPP/BBQNNRKR w KQkq - 0 1".into(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBNNNRKR w KQkq - 0 1".into(),
    ] {
        let setup = super::fen::setup(&not_a_start);
        assert_eq!(setup.chess960_number(), None, "{not_a_start}");
    }
    let after_e4 = Position::chess960(0)
        .unwrap()
        .play(Move::normal(Square::E2, Square::E4))
        .unwrap();
    assert_eq!(after_e4.chess960_number(), None);
    let mut black_to_move = Setup::chess960(0).unwrap();
    black_to_move.turn = Color::Black;
    assert_eq!(black_to_move.chess960_number(), None);
}
