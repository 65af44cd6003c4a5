//! `fianchetto show`: the diagram as plain text when piped, and errors.

use crate::support::{assert_closed_stdout_ends_quietly, run};

fn shown(args: &[&str]) -> String {
    let run = run(args);
    assert!(run.success(), "{run:?}");
    assert!(run.stderr.is_empty(), "{run:?}");
    run.stdout
}

#[test]
fn draws_the_start_position_without_a_fen() {
    assert_eq!(
        shown(&["show"]),
        "8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜\n\
         7 ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟\n\
         6 · · · · · · · ·\n\
         5 · · · · · · · ·\n\
         4 · · · · · · · ·\n\
         3 · · · · · · · ·\n\
         2 ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙\n\
         1 ♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖\n\
         \x20 a b c d e f g h\n"
    );
}

#[test]
fn draws_a_fen_in_ascii_from_either_side() {
    let fen = "r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1";
    let white = "8 r . . . k . . r\n\
                 7 . . . . . . . .\n\
                 6 . . . . . . . .\n\
                 5 . . . p P . . .\n\
                 4 . . . . . . . .\n\
                 3 . . . . . . . .\n\
                 2 . . . . . . . .\n\
                 1 R . . . K . . R\n\
                 \x20 a b c d e f g h\n";
    assert_eq!(shown(&["show", fen, "--ascii"]), white);
    let black = "1 R . . K . . . R\n\
                 2 . . . . . . . .\n\
                 3 . . . . . . . .\n\
                 4 . . . . . . . .\n\
                 5 . . . P p . . .\n\
                 6 . . . . . . . .\n\
                 7 . . . . . . . .\n\
                 8 r . . k . . . r\n\
                 \x20 h g f e d c b a\n";
    assert_eq!(shown(&["show", "--flip", "--ascii", fen]), black);
    // No escape sequences when piped.
    assert!(!shown(&["show", "--flip", fen]).contains('\x1b'));
}

#[test]
fn a_bad_fen_fails_with_one_line_naming_it() {
    let bad_board = run(&[
        "show",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
    ]);
    bad_board.assert_clean_failure();
    assert!(bad_board.stdout.is_empty(), "{bad_board:?}");
    assert!(
        bad_board
            .stderr
            .starts_with("error: invalid fen: board field")
            && bad_board
                .stderr
                .contains("rank 1 has 7 squares instead of 8"),
        "{bad_board:?}"
    );
    let missing_king = run(&["show", "8/8/8/8/8/8/8/K7 w - - 0 1"]);
    missing_king.assert_clean_failure();
    assert!(
        missing_king
            .stderr
            .contains("invalid position \"8/8/8/8/8/8/8/K7 w - - 0 1\""),
        "{missing_king:?}"
    );
}

/// `fianchetto show | head -0`: the one exit rule's quiet 141, not an error line.
#[test]
fn a_closed_stdout_ends_quietly_with_141() {
    assert_closed_stdout_ends_quietly(&["show"]);
}
