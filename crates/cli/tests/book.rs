//! `fianchetto book`: a position's entries in a Polyglot book as `<uci> <weight>` lines, the
//! same as python-chess reads them, and clean, prompt failures for files that are not books.

use crate::expected::{book_path, expected};
use std::process::Command;
use std::time::Duration;

use crate::support::{ScratchDir, ScratchFile, assert_closed_stdout_ends_quietly, run, run_within};

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

/// A book is read whole, so what never ends (a device) or may block for ever (a FIFO) is
/// refused before a byte is read; `/dev/zero` used to be read until memory ran out.
#[test]
fn a_device_or_a_fifo_is_not_a_book_and_fails_at_once() {
    let dir = ScratchDir::new("book-fifo");
    let fifo = dir.path("book.bin");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    for path in ["/dev/zero", &fifo] {
        let run = run_within(&["book", path], Duration::from_secs(10));
        run.assert_clean_failure();
        assert_eq!(
            run.stderr,
            format!("error: cannot read polyglot book {path:?}: not a regular file\n")
        );
    }
}

/// A file over the 1 GiB limit is refused by its size, without reading it (here a sparse file
/// of 1 GiB and one entry).
#[test]
fn a_file_over_one_gib_is_refused_by_its_size() {
    let dir = ScratchDir::new("book-huge");
    let path = dir.path("huge.bin");
    let file = std::fs::File::create(&path).expect("the file");
    file.set_len((1 << 30) + 16).expect("a sparse file");
    let run = run_within(&["book", &path], Duration::from_secs(10));
    run.assert_clean_failure();
    assert_eq!(
        run.stderr,
        format!(
            "error: cannot read polyglot book {path:?}: 1073741840 bytes, more than the 1 GiB \
             (1073741824 bytes) a book file may have\n"
        )
    );
}

/// `fianchetto book BOOK | head -0`: the one exit rule's quiet 141, not an error line.
#[test]
fn a_closed_stdout_ends_quietly_with_141() {
    let path = book_path("performance.bin");
    assert_closed_stdout_ends_quietly(&["book", &path]);
}
