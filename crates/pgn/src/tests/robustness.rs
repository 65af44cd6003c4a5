//! Garbage and hostile inputs: the reader never panics, never hangs, and stays linear.

use std::{format, string::String, string::ToString, vec::Vec};

use super::{Chunked, Recorder, check_chunking};
use crate::{ErrorKind, Limits, Reader};

/// A tiny seeded generator (xorshift64*), so failures reproduce without a dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Reads every game of `data`, asserting that each call makes progress.
fn drain(data: &[u8], chunk: usize, limits: Limits) -> (usize, usize) {
    let mut reader = Reader::from_buf_read(Chunked::new(data, chunk)).with_limits(limits);
    let mut visitor = Recorder::default();
    let (mut games, mut errors) = (0, 0);
    // A call either consumes input or is an error whose recovery consumes input next time.
    for _ in 0..2 * data.len() + 2 {
        match reader.read_game(&mut visitor) {
            Ok(Some(_)) => games += 1,
            Ok(None) => return (games, errors),
            Err(_) => errors += 1,
        }
    }
    panic!("the reader did not finish");
}

#[test]
fn random_bytes() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let limits = Limits {
        max_tag_len: 40,
        max_comment_len: 40,
        max_nesting: 4,
    };
    for _ in 0..200 {
        let len = rng.below(2000);
        let data: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        drain(&data, 1 + rng.below(100), limits);
        drain(&data, usize::MAX, Limits::default());
    }
}

#[test]
fn random_pgn_alphabet() {
    // Mostly PGN's own bytes, so the inputs reach deep into the lexer rather than failing early.
    let alphabet = b"[]{}()\"\\;%$!?+#*.-=/ \n\r\t0123456789eNfxO-Qab12/ ";
    let mut rng = Rng(42);
    for _ in 0..300 {
        let len = rng.below(3000);
        let data: Vec<u8> = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len())])
            .collect();
        let whole = drain(&data, usize::MAX, Limits::default());
        assert_eq!(drain(&data, 1 + rng.below(9), Limits::default()), whole);
        check_chunking(&data);
    }
}

/// Asserts that reading `data` fails with an error satisfying `expected`, and then reaches the
/// end of the input. (A quadratic path shows as a slow test run, not as a flaky failure.)
#[track_caller]
fn check_pathological(data: &[u8], expected: fn(&ErrorKind<String>) -> bool) {
    let mut reader = Reader::new(data);
    let error = reader.read_game(&mut Recorder::default()).unwrap_err();
    assert!(expected(error.kind()), "{error}");
    while reader.read_game(&mut Recorder::default()).is_err() {}
    assert_eq!(reader.read_game(&mut Recorder::default()).unwrap(), None);
}

#[test]
fn pathological_inputs_fail_and_reading_ends() {
    let many = |s: &str, n: usize| s.repeat(n).into_bytes();
    check_pathological(&many("(", 100_000), |k| {
        matches!(k, ErrorKind::TooDeeplyNested)
    });
    check_pathological(&many(")", 100_000), |k| {
        matches!(k, ErrorKind::UnmatchedParenthesis)
    });
    let mut comment = b"1. e4 {".to_vec();
    comment.extend(many("no closing brace\n[", 200_000));
    check_pathological(&comment, |k| matches!(k, ErrorKind::CommentTooLong));
    check_pathological(&many("e", 1_000_000), |k| {
        matches!(k, ErrorKind::TokenTooLong)
    });
    check_pathological(&many("[", 1_000_000), |k| {
        matches!(k, ErrorKind::InvalidTag)
    });
    let mut tag = b"[Event \"".to_vec();
    tag.extend(many("x", 3_000_000));
    check_pathological(&tag, |k| matches!(k, ErrorKind::TagTooLong));
    check_pathological(&many("$", 1_000_000), |k| {
        matches!(k, ErrorKind::InvalidToken(_))
    });
}

#[test]
fn an_unterminated_comment_spanning_megabytes() {
    let mut data = b"1. e4 {".to_vec();
    data.extend("spam ".repeat(1_000_000).into_bytes());
    let limits = Limits {
        max_comment_len: 10_000_000,
        ..Limits::default()
    };
    for chunk in [4096, usize::MAX] {
        let mut reader = Reader::from_buf_read(Chunked::new(&data, chunk)).with_limits(limits);
        let error = reader.read_game(&mut Recorder::default()).unwrap_err();
        assert_eq!(
            error.to_string(),
            "game 1, line 1, column 7: unterminated comment"
        );
        assert_eq!(reader.read_game(&mut Recorder::default()).unwrap(), None);
    }
}

#[test]
fn many_comments_left_open_each_cost_only_their_own_game() {
    // Every other game leaves its comment open, over a megabyte in all: each is read again after
    // the one before. (Searching again what the one before searched made this quadratic: 78 s
    // for 6 MB, against 0.15 s now.)
    let mut pgn = String::new();
    for n in 0..40_000 {
        if n % 2 == 0 {
            pgn.push_str(&format!("[Event \"{n}\"]\n1. e4 {{ left open\n"));
        } else {
            pgn.push_str(&format!("[Event \"{n}\"]\n1. d4 *\n"));
        }
    }
    for chunk in [4096, 1 << 20, usize::MAX] {
        let mut reader = Reader::from_buf_read(Chunked::new(pgn.as_bytes(), chunk));
        let mut recorder = Recorder::default();
        for n in 0..40_000 {
            let game = reader.read_game(&mut recorder);
            if n % 2 == 0 {
                // Too long, but unterminated near the end, where the input runs out first.
                let e = game.unwrap_err();
                assert!(
                    matches!(
                        e.kind(),
                        ErrorKind::CommentTooLong | ErrorKind::UnterminatedComment
                    ),
                    "{e}"
                );
                assert_eq!((e.game_number(), e.line()), (n + 1, 2 * n + 2));
            } else {
                assert_eq!(game.unwrap().unwrap(), format!("[Event {n}] | d4 *"));
            }
        }
        assert_eq!(reader.read_game(&mut recorder).unwrap(), None);
    }
}

#[test]
fn comments_left_open_are_judged_as_if_read_alone() {
    // Many `{`, few `}` and a small limit: comments run over the games after them, and those
    // games, read again, leave theirs open too, or close them past what was searched before.
    let pieces = [
        "[Event \"x\"]\n",
        "\n",
        "1. e4 ",
        "e5 ",
        "{ c ",
        "{\n",
        "{ ",
        "} ",
        "*\n",
    ];
    let mut rng = Rng(0x51ed_270b_1f3a_c0de);
    for _ in 0..400 {
        let data: String = (0..rng.below(120))
            .map(|_| pieces[rng.below(pieces.len())])
            .collect();
        let data = data.as_bytes();
        let limit = 4 + rng.below(60);
        let limits = Limits {
            max_comment_len: limit,
            ..Limits::default()
        };
        let read = |chunk| {
            let mut reader = Reader::from_buf_read(Chunked::new(data, chunk)).with_limits(limits);
            let games: Vec<_> = reader.read_all(&mut Recorder::default()).collect();
            games
        };
        let whole = read(usize::MAX);
        let line_starts: Vec<usize> = core::iter::once(0)
            .chain(
                data.iter()
                    .enumerate()
                    .filter(|&(_, &b)| b == b'\n')
                    .map(|(i, _)| i + 1),
            )
            .collect();
        for error in whole.iter().filter_map(|game| game.as_ref().err()) {
            let at = line_starts[error.line() as usize - 1] + error.column() as usize - 1;
            let rest = &data[at..];
            let closes_within = |len: usize| rest[1..rest.len().min(len)].contains(&b'}');
            match error.kind() {
                ErrorKind::CommentTooLong => {
                    assert!(rest[0] == b'{' && rest.len() > limit + 1, "{error}");
                    assert!(!closes_within(limit + 2), "{error}");
                }
                ErrorKind::UnterminatedComment => {
                    assert!(rest[0] == b'{' && rest.len() <= limit + 1, "{error}");
                    assert!(!closes_within(rest.len()), "{error}");
                }
                _ => {}
            }
        }
        let whole: Vec<_> = whole
            .into_iter()
            .map(|game| game.map_err(|e| e.to_string()))
            .collect();
        for chunk in [1, 2, 7, 64] {
            let chunked: Vec<_> = read(chunk)
                .into_iter()
                .map(|game| game.map_err(|e| e.to_string()))
                .collect();
            assert_eq!(
                chunked,
                whole,
                "{:?} in chunks of {chunk}",
                data.escape_ascii()
            );
        }
    }
}

#[test]
fn tokens_longer_than_the_buffer() {
    // A comment and a tag far longer than each read are copied together and handed out whole.
    let long = "x".repeat(50_000);
    let pgn = format!("[Annotator \"{long}\"]\n1. e4 {{{long}}} *");
    let mut reader = Reader::from_buf_read(Chunked::new(pgn.as_bytes(), 7));
    let game = reader.read_game(&mut Recorder::default()).unwrap().unwrap();
    assert_eq!(game, format!("[Annotator {long}] | e4 {{{long}}} *"));
}

#[test]
fn line_numbers_survive_long_comments_and_recovery() {
    let mut pgn = String::from("1. e4 {");
    pgn.push_str(&"line\n".repeat(1000));
    pgn.push_str("} e5 ] *\n[Event \"2\"]\n1. d4 ] *\n");
    for chunk in [1, 5, 4096] {
        let mut reader = Reader::from_buf_read(Chunked::new(pgn.as_bytes(), chunk));
        let e = reader.read_game(&mut Recorder::default()).unwrap_err();
        assert_eq!((e.line(), e.column()), (1001, 6), "chunks of {chunk}");
        let e = reader.read_game(&mut Recorder::default()).unwrap_err();
        assert_eq!((e.game_number(), e.line(), e.column()), (2, 1003, 7));
    }
}
