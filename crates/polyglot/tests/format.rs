//! What is and is not a book, the binary search at its edges, and the move decoding that
//! python-chess's readings cannot show: raw entries, and castling in Chess960.

use fianchetto_movegen::{CastlingMode, Move, Position, Square};
use fianchetto_notation::fen::Fen;
use fianchetto_polyglot::{Book, BookError, OpenBookError, RawEntry};

use crate::expected::book_path;

fn performance() -> Vec<u8> {
    std::fs::read(book_path("performance.bin")).expect("the book reads")
}

fn entry_bytes(key: u64, raw_move: u16, weight: u16, learn: u32) -> Vec<u8> {
    let mut bytes = key.to_be_bytes().to_vec();
    bytes.extend(raw_move.to_be_bytes());
    bytes.extend(weight.to_be_bytes());
    bytes.extend(learn.to_be_bytes());
    bytes
}

#[test]
fn a_length_that_is_not_whole_entries_is_refused() {
    let mut bytes = performance();
    bytes.push(0);
    let err = Book::new(&bytes).unwrap_err();
    assert_eq!(err, BookError::Length { bytes: 1_487_265 });
    assert_eq!(
        err.to_string(),
        "not a polyglot book: 1487265 bytes are not a whole number of 16-byte entries"
    );
}

#[test]
fn keys_out_of_order_are_refused() {
    let mut bytes = performance();
    let last = bytes.len() - 16;
    for i in 0..16 {
        bytes.swap(i, last + i);
    }
    let err = Book::new(&bytes).unwrap_err();
    assert_eq!(err, BookError::Unsorted { entry: 1 });
    assert_eq!(
        err.to_string(),
        "not a polyglot book: the key of entry 1 (byte 16) is smaller than the key before it, \
         but a book is sorted by key"
    );
}

#[test]
fn equal_keys_side_by_side_are_sorted() {
    let key = Position::new().zobrist_hash();
    let mut bytes = entry_bytes(key, 12 << 6 | 28, 5, 0);
    bytes.extend(entry_bytes(key, 11 << 6 | 27, 3, 0));
    let book = Book::new(bytes).expect("a book");
    assert_eq!(book.entries(&Position::new()).count(), 2);
}

#[test]
fn an_empty_file_is_an_empty_book() {
    let book = Book::new(Vec::new()).expect("an empty book");
    assert!(book.is_empty());
    assert_eq!(book.entries(&Position::new()).count(), 0);
    assert!(book.choose(&Position::new(), || 0).is_none());
}

#[test]
fn opening_a_file_names_it_in_errors() {
    let path = std::env::temp_dir().join(format!("fianchetto-polyglot-{}.bin", std::process::id()));
    std::fs::write(&path, [0u8; 24]).expect("a scratch file");
    let err = Book::open(&path).unwrap_err();
    std::fs::remove_file(&path).expect("the scratch file goes");
    assert!(matches!(
        err,
        OpenBookError::Format {
            source: BookError::Length { bytes: 24 },
            ..
        }
    ));
    assert_eq!(
        err.to_string(),
        format!(
            "{path:?}: not a polyglot book: 24 bytes are not a whole number of 16-byte entries"
        )
    );
    let missing = Book::open(&path).unwrap_err();
    assert!(matches!(missing, OpenBookError::Read { .. }), "{missing}");
    assert!(
        missing
            .to_string()
            .starts_with(&format!("cannot read polyglot book {path:?}: ")),
        "{missing}"
    );
}

#[test]
fn every_key_finds_exactly_its_own_run_of_entries() {
    let bytes = performance();
    let book = Book::new(&bytes).expect("the book");
    let keys: Vec<u64> = bytes
        .chunks_exact(16)
        .map(|chunk| u64::from_be_bytes(chunk[..8].try_into().expect("8 bytes")))
        .collect();
    assert_eq!(keys.len(), 92_954);
    let mut start = 0;
    let mut positions = 0;
    while start < keys.len() {
        let run = keys[start..]
            .iter()
            .take_while(|&&k| k == keys[start])
            .count();
        let found: Vec<RawEntry> = book.raw_entries(keys[start]).collect();
        assert_eq!(found.len(), run, "key {:016x}", keys[start]);
        assert!(found.iter().all(|entry| entry.key == keys[start]));
        assert_eq!(
            found[0].raw_move,
            u16::from_be_bytes([bytes[16 * start + 8], bytes[16 * start + 9]])
        );
        if keys[start] + 1 != keys.get(start + run).copied().unwrap_or(0) {
            assert_eq!(book.raw_entries(keys[start] + 1).len(), 0);
        }
        start += run;
        positions += 1;
    }
    assert!(positions > 10_000, "{positions}");
    assert_eq!(book.raw_entries(0).len(), 0);
    assert_eq!(book.raw_entries(u64::MAX).len(), 0);
}

#[test]
fn raw_entries_keep_what_entries_skip() {
    let book = Book::open(book_path("edge-cases.bin")).expect("the book");
    let start = Position::new();
    let raw: Vec<(u16, u16, u32)> = book
        .raw_entries(start.zobrist_hash())
        .map(|entry| (entry.raw_move, entry.weight, entry.learn))
        .collect();
    // e2e4 w0, e2e5 (illegal), d2d4 w7, e2e2 (a drop), g1f3 w1, b1c3 with promotion bits 5.
    assert_eq!(
        raw,
        [
            (12 << 6 | 28, 0, 1000),
            (12 << 6 | 36, 5, 1001),
            (11 << 6 | 27, 7, 1002),
            (12 << 6 | 12, 3, 1003),
            (6 << 6 | 21, 1, 1004),
            (5 << 12 | 1 << 6 | 18, 4, 1005),
        ]
    );
    let learns: Vec<u32> = book.entries(&start).map(|entry| entry.learn).collect();
    assert_eq!(learns, [1000, 1002, 1004]);
}

#[test]
fn castling_in_chess960_is_king_takes_rook_only() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let setup = fen.parse::<Fen>().expect("a FEN").into_setup();
    let standard = Position::from_setup(setup.clone(), CastlingMode::Standard).expect("legal");
    let chess960 = Position::from_setup(setup, CastlingMode::Chess960).expect("legal");
    let entry = |pos: &Position, raw_move| RawEntry {
        key: pos.zobrist_hash(),
        raw_move,
        weight: 1,
        learn: 0,
    };
    let (e1, g1, h1) = (Square::E1 as u16, Square::G1 as u16, Square::H1 as u16);
    let castle = Some(Move::castle(Square::E1, Square::H1));
    assert_eq!(entry(&standard, e1 << 6 | h1).legal_move(&standard), castle);
    assert_eq!(entry(&standard, e1 << 6 | g1).legal_move(&standard), castle);
    assert_eq!(entry(&chess960, e1 << 6 | h1).legal_move(&chess960), castle);
    assert_eq!(entry(&chess960, e1 << 6 | g1).legal_move(&chess960), None);
    // The same key in both modes: Polyglot hashes a right by its side.
    assert_eq!(standard.zobrist_hash(), chess960.zobrist_hash());
}
