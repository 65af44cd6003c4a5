//! `fianchetto fen`: normalisation and errors.

use crate::support::{assert_closed_stdout_ends_quietly, run};

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
}

#[test]
fn chess960_castling_rights_need_the_flag() {
    // A rook off its corner castles only in Chess960: standard chess refuses the right and
    // says how to read it, instead of switching rules unasked.
    for fen in [
        "r3k2r/8/8/8/8/8/8/RR2K2R w Bha - 0 1",
        "1r2k1r1/8/8/8/8/8/8/RR2K3 w Bg - 0 1",
    ] {
        let run = run(&["fen", fen]);
        run.assert_clean_failure();
        assert!(
            run.stderr.contains("invalid castling rights") && run.stderr.contains("--chess960"),
            "{fen}: {:?}",
            run.stderr
        );
    }
    let chess960 = run(&["fen", "--chess960", "r3k2r/8/8/8/8/8/8/RR2K2R w Bha - 0 1"]);
    assert!(chess960.success(), "{chess960:?}");
    // A Chess960 position's rights are written in X-FEN, as every position's `fen()` writes
    // them (python-chess's `fen()`): `K`/`Q` for the outermost rook, the file for an inner one.
    assert_eq!(
        chess960.stdout.trim_end(),
        "r3k2r/8/8/8/8/8/8/RR2K2R w Bkq - 0 1"
    );
    let inner = run(&["fen", "--chess960", "1r2k1r1/8/8/8/8/8/8/RR2K3 w Bg - 0 1"]);
    assert_eq!(
        inner.stdout.trim_end(),
        "1r2k1r1/8/8/8/8/8/8/RR2K3 w Bk - 0 1"
    );
    let again = run(&["fen", "--chess960", inner.stdout.trim_end()]);
    assert_eq!(again.stdout, inner.stdout);
}

#[test]
fn impossible_material_is_refused_by_name() {
    for (fen, problem) in [
        (
            "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1",
            "more than 8 pawns of one color",
        ),
        (
            "4k3/8/8/8/3Q4/8/PPPPPPPP/3QK3 w - - 0 1",
            "impossible material: more promoted pieces than missing pawns",
        ),
    ] {
        let run = run(&["fen", fen]);
        run.assert_clean_failure();
        assert!(run.stderr.contains(problem), "{fen}: {:?}", run.stderr);
    }
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

/// `fianchetto fen ... | head -0`: the one exit rule's quiet 141, not a panic from `println!`.
#[test]
fn a_closed_stdout_ends_quietly_with_141() {
    assert_closed_stdout_ends_quietly(&["fen", "8/8/8/8/8/8/8/K6k w - - 0 1"]);
}
