//! `fianchetto book`: a position's entries in a Polyglot book as `<uci> <weight>` lines, the
//! same as python-chess reads them, and clean failures for files that are not books.

use crate::expected::{book_path, expected};
use crate::support::{ScratchFile, run};

#[test]
fn every_position_agrees_with_python_chess() {
    let positions = expected();
    assert!(positions.len() >= 457, "{}", positions.len());
    for position in positions {
        let path = book_path(&position.book);
        let run = run(&["book", &path, "--fen", &position.fen]);
        assert!(run.success(), "{run:?}");
        assert!(run.stderr.is_empty(), "{run:?}");
        let expected: Vec<String> = position
            .entries
            .iter()
            .map(|entry| {
                let (uci_and_weight, _learn) = entry.rsplit_once(' ').expect("three fields");
                uci_and_weight.to_string()
            })
            .collect();
        assert_eq!(run.lines(), expected, "{}: {}", position.book, position.fen);
    }
}

#[test]
fn the_start_position_by_default() {
    let run = run(&["book", &book_path("performance.bin")]);
    assert!(run.success(), "{run:?}");
    assert_eq!(run.lines(), ["e2e4 1", "d2d4 1", "c2c4 1"]);
}

#[test]
fn castling_is_written_e1g1() {
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    let run = run(&["book", &book_path("performance.bin"), "--fen", fen]);
    assert!(run.success(), "{run:?}");
    assert!(run.lines().contains(&"e1g1 1193"), "{run:?}");
}

#[test]
fn a_position_outside_the_book_prints_nothing() {
    let run = run(&["book", &book_path("lasker-trap.bin")]);
    assert!(run.success(), "{run:?}");
    assert!(run.stdout.is_empty() && run.stderr.is_empty(), "{run:?}");
}

#[test]
fn a_file_of_partial_entries_is_not_a_book() {
    let file = ScratchFile::new("partial.bin", &[0; 17]);
    let run = run(&["book", file.path()]);
    run.assert_clean_failure();
    assert_eq!(
        run.stderr.trim_end(),
        format!(
            "error: {:?}: not a polyglot book: 17 bytes are not a whole number of 16-byte entries",
            file.path()
        )
    );
}

#[test]
fn a_file_of_unsorted_keys_is_not_a_book() {
    let mut bytes = vec![0xff; 16];
    bytes.extend([0; 16]);
    let file = ScratchFile::new("unsorted.bin", &bytes);
    let run = run(&["book", file.path()]);
    run.assert_clean_failure();
    assert!(
        run.stderr
            .contains("not a polyglot book: the key of entry 1 (byte 16)"),
        "{run:?}"
    );
}

#[test]
fn a_missing_file_fails_cleanly() {
    let run = run(&["book", "no/such/book.bin"]);
    run.assert_clean_failure();
    assert!(
        run.stderr
            .starts_with("error: cannot read polyglot book \"no/such/book.bin\": "),
        "{run:?}"
    );
}

#[test]
fn a_bad_fen_fails_cleanly() {
    let fen = "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    run(&["book", &book_path("performance.bin"), "--fen", fen]).assert_clean_failure();
}
