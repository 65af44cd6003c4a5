//! Errors name the game, line and column of the offending token, and the reader recovers.

use std::{borrow::ToOwned, format, string::String, string::ToString, vec::Vec};

use std::convert::Infallible;

use super::{Chunked, Counter, Recorder, check_chunking, events, read_all};
use crate::{Error, ErrorKind, Limits, Reader};

fn ok(s: &str) -> Result<String, String> {
    Ok(s.to_owned())
}

fn err(s: &str) -> Result<String, String> {
    Err(s.to_owned())
}

const THREE_GAMES: &str = "\
[Event \"1\"]

1. e4 e5 1-0

[Event \"2\"]
[Site \"?\"]

1. d4 d5 2. c4 ] e6
3. Nc3 0-1

[Event \"3\"]

1. c4 *
";

#[test]
fn a_broken_game_in_the_middle() {
    assert_eq!(
        events(THREE_GAMES),
        [
            ok("[Event 1] | e4 e5 1-0"),
            err("game 2, line 8, column 16: invalid token \"]\""),
            ok("[Event 3] | c4 *"),
        ]
    );
}

#[test]
fn error_accessors() {
    let mut reader = Reader::new(THREE_GAMES.as_bytes());
    reader.skip_game().unwrap();
    let e: Error<Infallible> = reader.skip_game().unwrap_err();
    assert_eq!((e.game_number(), e.line(), e.column()), (2, 8, 16));
    assert!(matches!(e.kind(), ErrorKind::InvalidToken(t) if t == b"]"));
    assert!(reader.skip_game().unwrap());
    assert!(!reader.skip_game().unwrap());
}

#[test]
fn a_rejected_move_is_reported_at_its_start() {
    let pgn = "[Event \"1\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n1. Qh5 *\n1. d4 *";
    let mut recorder = Recorder {
        reject: Some("Qh5"),
        ..Recorder::default()
    };
    let games = read_all(&mut Reader::new(pgn.as_bytes()), &mut recorder);
    assert_eq!(
        games,
        [
            err("game 1, line 3, column 13: illegal move Qh5"),
            // The rest of a rejected game is still tokenized, so it ends at its result and the
            // games without tags that follow are read, not skipped.
            err("game 2, line 5, column 4: illegal move Qh5"),
            ok("| d4 *"),
        ]
    );
    let pgn = "1. e4 e5 2. Qh5+ *\n[Event \"2\"]\n1. d4 *";
    let games = read_all(&mut Reader::new(pgn.as_bytes()), &mut recorder);
    assert_eq!(
        games,
        [
            err("game 1, line 1, column 13: illegal move Qh5"),
            ok("[Event 2] | d4 *")
        ]
    );
}

#[test]
fn a_syntax_error_after_a_rejected_move_still_recovers() {
    let pgn = "1. Qh5 e5 ] Nc6\n2. Bc4 *\n[Event \"2\"]\n\n1. d4 *";
    let mut recorder = Recorder {
        reject: Some("Qh5"),
        ..Recorder::default()
    };
    let games = read_all(&mut Reader::new(pgn.as_bytes()), &mut recorder);
    assert_eq!(
        games,
        [
            err("game 1, line 1, column 4: illegal move Qh5"),
            ok("[Event 2] | d4 *"),
        ]
    );
}

/// After a bad move the rest of the game is read without callbacks; a variation still open where
/// the next game's tags start ends it there, as it does any game, and the next game loses
/// nothing (the first tag line was once skipped as the broken game's).
#[test]
fn a_variation_left_open_after_a_bad_move_ends_where_the_next_game_starts() {
    let next = "[Event \"2\"]\n[Site \"x\"]\n\n1. d4 *";
    for broken in ["1. e4 Xz9 (1. d4", "1. Qh5 e5 (1... c5 (1... d5 2. Nf3"] {
        let pgn = format!("[Event \"1\"]\n\n{broken}\n\n{next}");
        let mut recorder = Recorder {
            reject: Some("Qh5"),
            ..Recorder::default()
        };
        let games = read_all(&mut Reader::new(pgn.as_bytes()), &mut recorder);
        assert_eq!(games[1..], [ok("[Event 2] [Site x] | d4 *")], "{broken}");
    }
}

#[test]
fn unmatched_parentheses() {
    assert_eq!(
        events("1. e4 ) e5 *\n[Event \"2\"]\n*"),
        [
            err("game 1, line 1, column 7: unmatched parenthesis"),
            ok("[Event 2] | *")
        ]
    );
    // An unclosed variation is named by its `(`; the game still ends at the next tag.
    assert_eq!(
        events("1. e4 (1. d4 (1. c4)\n e5\n[Event \"2\"]\n*"),
        [
            err("game 1, line 1, column 7: unmatched parenthesis"),
            ok("[Event 2] | *")
        ]
    );
    assert_eq!(
        events("1. e4 (1. d4\n(1. c4 e5"),
        [err("game 1, line 2, column 1: unmatched parenthesis")]
    );
}

#[test]
fn unterminated_comment() {
    assert_eq!(
        events("[Event \"1\"]\n1. e4 *\n\n1. d4\n  {never closed\n\n"),
        [
            ok("[Event 1] | e4 *"),
            err("game 2, line 5, column 3: unterminated comment")
        ]
    );
}

/// Three games; the first opens a comment on line 3, column 7, and never closes it.
const UNCLOSED_FIRST: &str = "\
[Event \"a\"]

1. e4 { oops e5 2. Nf3 *

[Event \"b\"]

1. d4 d5 *

[Event \"c\"]

1. c4 *
";

#[test]
fn an_unterminated_comment_costs_only_its_own_game() {
    assert_eq!(
        events(UNCLOSED_FIRST),
        [
            err("game 1, line 3, column 7: unterminated comment"),
            ok("[Event b] | d4 d5 *"),
            ok("[Event c] | c4 *"),
        ]
    );
    check_chunking(UNCLOSED_FIRST.as_bytes());
}

#[test]
fn an_unterminated_comment_in_the_last_game() {
    let pgn = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 {never closed\n2. c4 *\n";
    assert_eq!(
        events(pgn),
        [
            ok("[Event a] | e4 e5 *"),
            err("game 2, line 7, column 7: unterminated comment"),
        ]
    );
    check_chunking(pgn.as_bytes());
}

#[test]
fn a_comment_too_long_costs_only_its_own_game() {
    // The limit lets the comment run past the next game's tag, so the lexer has taken that in
    // before giving up, whether the input comes whole or in pieces.
    assert_limited_reads(
        UNCLOSED_FIRST,
        limited(100, 40, 4),
        &[1, 3, 7, 64, usize::MAX],
        &[
            err("game 1, line 3, column 7: comment too long"),
            ok("[Event b] | d4 d5 *"),
            ok("[Event c] | c4 *"),
        ],
    );
}

/// The comment left open on line 3 runs into another left open on line 7; line 15 has an error
/// of its own, whose line must not count the lines read twice.
const UNCLOSED_TWICE: &str = "\
[Event \"a\"]

1. e4 { oops

[Event \"b\"]

1. d4 { again

[Event \"c\"]

1. c4 *

[Event \"d\"]

1. Nf3 ] *
";

#[test]
fn an_unterminated_comment_read_again_after_another() {
    assert_eq!(
        events(UNCLOSED_TWICE),
        [
            err("game 1, line 3, column 7: unterminated comment"),
            err("game 2, line 7, column 7: unterminated comment"),
            ok("[Event c] | c4 *"),
            err("game 4, line 15, column 8: invalid token \"]\""),
        ]
    );
    check_chunking(UNCLOSED_TWICE.as_bytes());
    assert_limited_reads(
        UNCLOSED_TWICE,
        limited(100, 20, 4),
        &[1, 3, 7, 64, usize::MAX],
        &[
            err("game 1, line 3, column 7: comment too long"),
            err("game 2, line 7, column 7: comment too long"),
            ok("[Event c] | c4 *"),
            err("game 4, line 15, column 8: invalid token \"]\""),
        ],
    );
}

#[test]
fn an_invalid_tag_breaks_its_game_or_is_junk_before_it() {
    let pgn = "[Event \"1\"]\n[Site \"broken\n[Round \"1\"]\n\n1. e4 *\n\n[Event \"2\"]\n*";
    assert_eq!(
        events(pgn),
        [
            err("game 1, line 2, column 1: invalid tag pair"),
            ok("[Event 2] | *")
        ]
    );
    // Before any tag pair of a game was read, a bad one starts no game: it costs its line.
    for bad in ["[Event]", "[ \"x\"]", "[Event \"x\" junk]", "[Event \"x\""] {
        let pgn = format!("{bad}\n1. e4 *\n[Event \"2\"]\n*");
        assert_eq!(
            events(&pgn),
            [
                err("before the first game, line 1, column 1: invalid tag pair"),
                ok("| e4 *"),
                ok("[Event 2] | *")
            ],
            "{bad}"
        );
    }
}

/// A broken last tag line costs its game only: a tag line after a blank line starts the next
/// game, as python-chess reads it, while tag lines right after the broken one stay its game's.
/// (The whole next game was lost.)
#[test]
fn a_broken_last_tag_line_keeps_the_next_game() {
    let pgn = "[Event \"A\"]\n[Black\n\n\n[Event \"B\"]\n\n1. e4 e5 *";
    assert_eq!(
        events(pgn),
        [
            err("game 1, line 2, column 1: invalid tag pair"),
            ok("[Event B] | e4 e5 *")
        ]
    );
    check_chunking(pgn.as_bytes());
    let pgn = "[Event \"A\"]\n[Black \"x\n[Site \"x\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n1. d4 *";
    assert_eq!(
        events(pgn),
        [
            err("game 1, line 2, column 1: invalid tag pair"),
            ok("[Event B] | d4 *")
        ]
    );
    check_chunking(pgn.as_bytes());
}

#[test]
fn invalid_tokens() {
    for (token, column) in [
        ("e4!!!", 4),
        ("\"", 4),
        ("}", 4),
        ("$", 4),
        ("$256", 4),
        ("$1x", 4),
        ("12!", 4),
        ("\u{e9}", 4),
    ] {
        let pgn = format!("1. {token} e5 *\n[Event \"2\"]\n*");
        let games = events(&pgn);
        let message = games[0].as_ref().unwrap_err();
        assert!(
            message.starts_with(&format!("game 1, line 1, column {column}: invalid token")),
            "{token}: {message}"
        );
        assert_eq!(games[1], ok("[Event 2] | *"), "{token}");
    }
}

#[test]
fn game_numbers_count_broken_games() {
    let pgn = "1. ] *\n[A \"\"]\n1. ] *\n[A \"\"]\n1. e4 *\n[A \"\"]\n1. ) *\n";
    assert_eq!(
        events(pgn),
        [
            err("game 1, line 1, column 4: invalid token \"]\""),
            err("game 2, line 3, column 4: invalid token \"]\""),
            ok("[A ] | e4 *"),
            err("game 4, line 7, column 4: unmatched parenthesis"),
        ]
    );
}

/// Asserts that `pgn`, read with `limits` in pieces of each of the `chunks` sizes, gives the
/// `expected` games and errors.
#[track_caller]
fn assert_limited_reads(
    pgn: &str,
    limits: Limits,
    chunks: &[usize],
    expected: &[Result<String, String>],
) {
    for &chunk in chunks {
        let mut reader =
            Reader::from_buf_read(Chunked::new(pgn.as_bytes(), chunk)).with_limits(limits);
        let games = read_all(&mut reader, &mut Recorder::default());
        assert_eq!(games, expected, "{pgn:?} in chunks of {chunk}");
    }
}

fn limited(max_tag_len: usize, max_comment_len: usize, max_nesting: usize) -> Limits {
    Limits {
        max_tag_len,
        max_comment_len,
        max_nesting,
    }
}

#[test]
fn limits_are_enforced_whatever_the_reads() {
    let limits = limited(20, 10, 2);
    let cases = [
        // The tag pair of exactly 20 bytes passes; one byte more does not.
        ("[Event \"0123456789\"]\n*", ok("[Event 0123456789] | *")),
        (
            "[Site \"\"]\n[Event \"01234567890\"]\n*",
            err("game 1, line 2, column 1: tag pair too long"),
        ),
        ("e4 {0123456789} *", ok("| e4 {0123456789} *")),
        (
            "e4 {01234567890} *",
            err("game 1, line 1, column 4: comment too long"),
        ),
        (
            "e4 ;01234567890\n*",
            err("game 1, line 1, column 4: comment too long"),
        ),
        ("e4 ;0123456789\n*", ok("| e4 {0123456789} *")),
        ("e4 (d4 (c4)) *", ok("| e4 ( d4 ( c4 ) ) *")),
        (
            "e4 (d4 (c4 (f4))) *",
            err("game 1, line 1, column 12: variations nested too deeply"),
        ),
    ];
    for (pgn, expected) in cases {
        assert_limited_reads(pgn, limits, &[1, 3, 1000], std::slice::from_ref(&expected));
    }
    // Before any tag pair was read, the line is junk: what follows is a game of its own.
    let junk = "[Event \"01234567890\"]\n*";
    let expected = [
        err("before the first game, line 1, column 1: tag pair too long"),
        ok("| *"),
    ];
    assert_limited_reads(junk, limits, &[1, 3, 1000], &expected);
}

#[test]
fn default_limits() {
    let limits = Limits::default();
    assert_eq!(limits, Limits::DEFAULT);
    assert_eq!(
        (
            limits.max_tag_len,
            limits.max_comment_len,
            limits.max_nesting
        ),
        (65_536, 1_048_576, 64)
    );
    assert_eq!(Reader::new(&b""[..]).limits(), &limits);
}

#[test]
fn io_errors_are_reported_and_end_iteration() {
    struct Failing;
    impl std::io::Read for Failing {
        fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
            Err(std::io::Error::other("disk on fire"))
        }
    }
    let mut reader = Reader::new(Failing);
    let games: Vec<_> = reader.read_all(&mut Counter::default()).collect();
    assert_eq!(games.len(), 1);
    let e = games.into_iter().next().unwrap().unwrap_err();
    assert!(matches!(e.kind(), ErrorKind::Io(_)));
    assert_eq!(
        e.to_string(),
        "game 1, line 1, column 1: read failed: disk on fire"
    );
    // The message holds the failure's text, so the source is the failure's own: none.
    assert!(std::error::Error::source(&e).is_none());
}

/// `bytes`, then a read that fails: a file cut short under a decompressor.
struct CutShort<'a>(&'a [u8]);

impl std::io::Read for CutShort<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.0.is_empty() {
            return Err(std::io::Error::other("cut short"));
        }
        let n = buf.len().min(self.0.len());
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}

/// A game an input failure cuts short keeps its moves, with the failure as its error, for a
/// visitor that keeps broken games; the failure itself comes next. A visitor that keeps none
/// gets the failure once. (The game was lost.)
#[test]
fn a_game_cut_short_by_the_input_keeps_its_moves() {
    use crate::{Replay, Replayed};
    let pgn = b"[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 2. c4";
    let mut reader = Reader::new(CutShort(pgn));
    let mut replay = Replay::new(Replayed::new());
    let first = reader
        .read_game(&mut replay)
        .expect("game a")
        .expect("a game");
    assert_eq!((first.plies, first.error.is_none()), (2, true));
    let second = reader
        .read_game(&mut replay)
        .expect("game b")
        .expect("a game");
    // `c4` is not played: the input failed before it could end.
    assert_eq!(second.plies, 2);
    let error = second.error.expect("cut short");
    assert_eq!(
        error.to_string(),
        "game 2, line 7, column 13: read failed: cut short"
    );
    let failure = reader.read_game(&mut replay).expect_err("the failure");
    assert!(matches!(failure.kind(), ErrorKind::Io(e) if e.to_string() == "cut short"));

    let mut reader = Reader::new(CutShort(pgn));
    assert_eq!(reader.skip_game().map_err(|e| e.to_string()), Ok(true));
    let failure = reader.skip_game().expect_err("the failure");
    assert_eq!(
        failure.to_string(),
        "game 2, line 7, column 13: read failed: cut short"
    );
}

/// A game whose `FEN` tag is no position breaks before its first move: its end is the start
/// position, not the end of the game before (which it used to be).
#[test]
fn a_game_broken_before_its_moves_does_not_end_where_the_last_one_did() {
    use crate::{Replay, Replayed};
    let pgn = "1. e4 e5 *\n\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n";
    let mut reader = Reader::new(pgn.as_bytes());
    let mut replay = Replay::new(Replayed::new());
    let first = reader
        .read_game(&mut replay)
        .expect("a game")
        .expect("a game");
    assert_eq!(first.plies, 2);
    let broken = reader
        .read_game(&mut replay)
        .expect("kept")
        .expect("a game");
    assert!(broken.error.is_some());
    assert_eq!(
        (broken.plies, broken.position),
        (0, fianchetto_movegen::Position::new())
    );
}
