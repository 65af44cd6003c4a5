//! `fianchetto fen`: normalisation and errors.

use crate::support::run;

fn normalised(fen: &str) -> String {
    let run = run(&["fen", fen]);
    assert!(run.success(), "{run:?}");
    assert_eq!(run.lines().len(), 1, "{run:?}");
    run.stdout.trim_end().to_string()
}

#[test]
fn fills_in_missing_fields() {
    assert_eq!(
        normalised("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    );
}

#[test]
fn drops_an_en_passant_square_without_a_legal_capture() {
    assert_eq!(
        normalised("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
}

#[test]
fn shredder_and_x_fen_castling_become_canonical() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(
        normalised("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"),
        start
    );
    // Chess960 rights with an inner rook need the file letter.
    let fen = normalised("1r2k1r1/8/8/8/8/8/8/RR2K3 w Bg - 0 1");
    assert_eq!(fen, "1r2k1r1/8/8/8/8/8/8/RR2K3 w Bk - 0 1");
}

#[test]
fn invalid_fens_fail_with_one_line_naming_the_problem() {
    for (fen, mentions) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
            "board",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "x",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1",
            "castling",
        ),
        ("8/8/8/8/8/8/8/8 w - - 0 1", "king"),
        ("", "board"),
    ] {
        let run = run(&["fen", fen]);
        run.assert_clean_failure();
        assert!(run.stderr.contains(mentions), "{fen:?}: {:?}", run.stderr);
        assert!(run.stdout.is_empty());
    }
}
