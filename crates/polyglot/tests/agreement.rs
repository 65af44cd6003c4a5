//! Entries, keys and decoded moves agree with python-chess on every position of
//! `expected.txt`: the tiny Lasker-trap book, 416 positions of the performance book, and the
//! edge-case book whose entries python-chess skips or keeps for a reason.

use fianchetto_movegen::{CastlingMode, Position};
use fianchetto_notation::Notation;
use fianchetto_notation::fen::Fen;
use fianchetto_polyglot::Book;

use crate::expected::{Expected, book_path, expected};

fn position(fen: &str) -> Position {
    fen.parse::<Fen>()
        .unwrap_or_else(|err| panic!("{fen}: {err}"))
        .into_position(CastlingMode::Standard)
        .unwrap_or_else(|err| panic!("{fen}: {err}"))
}

fn entries_of(book: &Book<Vec<u8>>, pos: &Position) -> Vec<String> {
    book.entries(pos)
        .map(|entry| {
            let uci = pos.uci(entry.mv);
            format!("{uci} {} {}", entry.weight, entry.learn)
        })
        .collect()
}

fn agree_on(name: &str, positions_at_least: usize, entries_at_least: usize) {
    let book = Book::open(book_path(name)).expect("the book opens");
    let expected: Vec<Expected> = expected().into_iter().filter(|e| e.book == name).collect();
    assert!(expected.len() >= positions_at_least, "{}", expected.len());
    let mut entries = 0;
    for position_expected in &expected {
        let pos = position(&position_expected.fen);
        assert_eq!(
            pos.zobrist_hash(),
            position_expected.key,
            "key of {}",
            position_expected.fen
        );
        assert_eq!(
            entries_of(&book, &pos),
            position_expected.entries,
            "{name}: {}",
            position_expected.fen
        );
        entries += position_expected.entries.len();
    }
    assert!(entries >= entries_at_least, "{entries}");
}

#[test]
fn lasker_trap_book_agrees_with_python_chess() {
    // All 7 entries are reached along the trap's line.
    agree_on("lasker-trap.bin", 34, 7);
}

#[test]
fn performance_book_agrees_with_python_chess() {
    agree_on("performance.bin", 416, 564);
}

#[test]
fn edge_case_book_agrees_with_python_chess() {
    agree_on("edge-cases.bin", 7, 13);
}

#[test]
fn start_position_of_the_performance_book() {
    let book = Book::open(book_path("performance.bin")).expect("the book opens");
    let start = entries_of(&book, &Position::new());
    let expected = expected()
        .into_iter()
        .find(|e| e.book == "performance.bin" && e.key == 0x463b_9618_1691_fc9c)
        .expect("the start position is in expected.txt");
    assert_eq!(start, expected.entries);
    assert_eq!(
        start,
        ["e2e4 1 486544384", "d2d4 1 5120", "c2c4 1 3825144832"]
    );
}
