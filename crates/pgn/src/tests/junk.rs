//! Junk between two good games costs only the junk: `testdata/junk/expected.json` holds each
//! case (game A, junk, game B) and what python-chess 1.11.2 reads of it (written by
//! `testdata/junk/expect.py`; the folder's README says how a case is put together and which
//! games python-chess makes out of junk are left out). Every case is read by one reader and by
//! the parallel reader at 1, 2 and 4 threads in chunks small enough to cut the junk, and all
//! must read A and B as python-chess reads them, as games 1 and 2, with the junk reported once
//! between them.

use std::collections::BTreeMap;
use std::string::{String, ToString};
use std::vec::Vec;
use std::{format, vec};

use serde_json::Value;

use super::{read_in_parallel, read_testdata};
use crate::{Game, GameBuilder, Reader};
use fianchetto_notation::uci::UciMove;

/// A game as python-chess sees it: its headers (the seven-tag roster filled in with
/// python-chess's defaults, the result token standing in for a missing or `*` Result tag), the
/// comment before its first move, its mainline in UCI, and whether it has errors.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Seen {
    headers: BTreeMap<String, String>,
    /// `None` for a comment over [`LONG_COMMENT`] characters, which the data records by length.
    comment: Option<String>,
    comment_chars: usize,
    moves: Vec<String>,
    has_errors: bool,
}

/// The longest comment `expect.py` records in full.
const LONG_COMMENT: usize = 1000;

/// python-chess's `chess.pgn.Headers()`: what a game without tags has.
const DEFAULT_HEADERS: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

impl Seen {
    fn from_json(game: &Value) -> Seen {
        let headers = game["headers"]
            .as_object()
            .expect("headers")
            .iter()
            .map(|(name, value)| (name.clone(), value.as_str().expect("a value").to_string()))
            .collect();
        let moves = game["moves"].as_array().expect("moves");
        Seen {
            headers,
            comment: game["comment"].as_str().map(str::to_string),
            comment_chars: game["comment_chars"].as_u64().expect("comment_chars") as usize,
            moves: moves
                .iter()
                .map(|m| m.as_str().expect("a move").to_string())
                .collect(),
            has_errors: game["errors"].as_u64().expect("errors") > 0,
        }
    }

    fn from_game(game: &Game) -> Seen {
        let mut headers: BTreeMap<String, String> = DEFAULT_HEADERS
            .iter()
            .map(|&(name, value)| (name.to_string(), value.to_string()))
            .collect();
        for (name, value) in &game.tags {
            headers.insert(name.clone(), value.clone());
        }
        if let Some(result) = game.result()
            && headers["Result"] == "*"
        {
            headers.insert("Result".to_string(), result.as_str().to_string());
        }
        // python-chess joins the comments before the first move with a space.
        let comment = game.comments.join(" ");
        let comment_chars = comment.chars().count();
        let mode = game.start.castling_mode();
        Seen {
            headers,
            comment: (comment_chars <= LONG_COMMENT).then_some(comment),
            comment_chars,
            moves: game
                .mainline_moves()
                .map(|m| {
                    m.map_or("0000".to_string(), |m| {
                        UciMove::from_move(m, mode).to_string()
                    })
                })
                .collect(),
            has_errors: !game.errors.is_empty(),
        }
    }

    /// A game of no tags and no moves, with only a result token or a comment.
    fn empty(result: &str, comment: &str) -> Seen {
        let mut headers: BTreeMap<String, String> = DEFAULT_HEADERS
            .iter()
            .map(|&(name, value)| (name.to_string(), value.to_string()))
            .collect();
        headers.insert("Result".to_string(), result.to_string());
        Seen {
            headers,
            comment: Some(comment.to_string()),
            comment_chars: comment.chars().count(),
            moves: vec![],
            has_errors: false,
        }
    }
}

/// What fianchetto reads of a case, besides games A and B.
struct Expected {
    case: &'static str,
    /// What the error between A and B says, if there is one: a stretch of junk is reported
    /// once, as an error between games, where it starts (after game 1, at the start of line 12:
    /// A takes nine lines, two empty lines follow). `%` escape lines and `;` lines between games
    /// are skipped silently, as python-chess skips them, and a result or a comment alone is a
    /// game.
    junk: Option<&'static str>,
    /// Games between A and B: `(result, comment)` of a game with neither tags nor moves.
    between: &'static [(&'static str, &'static str)],
    /// Why python-chess reads the case differently, if it does (the README says more).
    python_chess_differs: Option<&'static str>,
}

/// A case whose junk is reported as `error`, or `""` for junk skipped silently.
const fn case(case: &'static str, error: &'static str) -> Expected {
    Expected {
        case,
        junk: if error.is_empty() { None } else { Some(error) },
        between: &[],
        python_chess_differs: None,
    }
}

const EXPECTED: [Expected; 19] = [
    case("escape-line-over-1mib", ""),
    case("escape-lines", ""),
    case("semicolon-line-over-1mib", ""),
    case("binary-noise", "invalid token \"\\xb6\""),
    case("nul-run-own-line", "invalid token \"\\x00\""),
    case("nul-runs-inline", "invalid token \"\\x00\""),
    Expected {
        python_chess_differs: Some(
            "python-chess reads the line of NULs and B's tags as the movetext of a game, so \
             B's moves become a game without tags",
        ),
        ..case("nul-run-before-tags", "invalid token \"\\x00\"")
    },
    case("unterminated-tag", "invalid tag pair"),
    case("stray-brace", "invalid token \"}\""),
    case("stray-parenthesis", "unmatched parenthesis"),
    case("oversized-tag", "tag pair too long"),
    case("oversized-token", "token too long"),
    Expected {
        python_chess_differs: Some(
            "python-chess keeps the comment of any length as a game of its own; to fianchetto a \
             comment over the limit starts no game",
        ),
        ..case("oversized-comment", "comment too long")
    },
    case("plain-words", "invalid move \"This\""),
    Expected {
        between: &[("1-0", "")],
        ..case("lone-decisive-result", "")
    },
    Expected {
        between: &[("*", "")],
        python_chess_differs: Some(
            "a result token alone is a game to both, but python-chess's `*` game is \
             indistinguishable from the empty games it makes of junk, which are left out",
        ),
        ..case("lone-unknown-result", "")
    },
    Expected {
        python_chess_differs: Some(
            "python-chess skips the words and opens a comment at the `{`, which runs to the end \
             of the input and swallows game B; to fianchetto the line is junk from its first byte",
        ),
        ..case("open-brace-in-junk-line", "invalid move \"junk\"")
    },
    Expected {
        between: &[("*", "a note")],
        ..case("comment-between-games", "")
    },
    case("mixed-junk", "invalid move \"junk\""),
];

/// A game after B, whose illegal second move makes its number show in its error: B's number
/// plus one.
const PROBE: &str = "\n\n[Event \"Probe\"]\n\n1. e4 Ke7 *\n";

/// One case of the data: its bytes (with [`PROBE`] after them) and python-chess's games.
struct Case {
    name: String,
    pgn: Vec<u8>,
    python_chess: Vec<Seen>,
}

/// A string of the data as bytes: one character per byte, as `expect.py` writes them.
fn latin1(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| u8::try_from(u32::from(c)).expect("a byte as a latin-1 character"))
        .collect()
}

/// Each case's name and bytes, for other tests to read.
pub(super) fn cases() -> Vec<(String, Vec<u8>)> {
    let (cases, _) = load();
    cases
        .into_iter()
        .map(|case| (case.name, case.pgn))
        .collect()
}

fn load() -> (Vec<Case>, [Seen; 2]) {
    let data: Value =
        serde_json::from_slice(&read_testdata("junk/expected.json")).expect("valid JSON");
    assert_eq!(data["python_chess"], "1.11.2");
    let game = |name: &str| latin1(data["games"][name].as_str().expect("game A and B"));
    let reference: Vec<Seen> = data["reference"]
        .as_array()
        .expect("reference")
        .iter()
        .map(Seen::from_json)
        .collect();
    let reference: [Seen; 2] = reference.try_into().expect("games A and B");
    let cases = data["cases"]
        .as_array()
        .expect("cases")
        .iter()
        .map(|case| {
            let mut pgn = Vec::new();
            for part in case["parts"].as_array().expect("parts") {
                match part {
                    Value::String(text) => pgn.extend(latin1(text)),
                    _ if part.get("game").is_some() => {
                        pgn.extend(game(part["game"].as_str().expect("A or B")));
                    }
                    _ => {
                        let fill = latin1(part["fill"].as_str().expect("a fill byte"));
                        let count = part["count"].as_u64().expect("a count") as usize;
                        pgn.extend(fill.repeat(count));
                    }
                }
            }
            pgn.extend_from_slice(PROBE.as_bytes());
            Case {
                name: case["name"].as_str().expect("a name").to_string(),
                pgn,
                python_chess: case["python_chess"]
                    .as_array()
                    .expect("games")
                    .iter()
                    .map(Seen::from_json)
                    .collect(),
            }
        })
        .collect();
    (cases, reference)
}

/// What a reader gave for one game: the game, or an error's place and message.
#[derive(Debug, PartialEq, Eq)]
enum Item {
    Game(Game),
    Error {
        between_games: bool,
        number: u64,
        message: String,
    },
}

type ReadResult = Result<Game, crate::Error<crate::ReplayError>>;

fn item(result: ReadResult) -> Item {
    match result {
        Ok(game) => Item::Game(game),
        Err(error) => Item::Error {
            between_games: error.is_between_games(),
            number: error.game_number(),
            message: error.to_string(),
        },
    }
}

fn read_alone(pgn: &[u8]) -> Vec<Item> {
    Reader::new(pgn)
        .read_all(&mut GameBuilder::new())
        .map(item)
        .collect()
}

#[test]
fn junk_between_games_costs_only_the_junk() {
    let (cases, [game_a, game_b]) = load();
    let names: Vec<&str> = cases.iter().map(|case| case.name.as_str()).collect();
    let listed: Vec<&str> = EXPECTED.iter().map(|e| e.case).collect();
    assert_eq!(
        names, listed,
        "every case of the data has its expectation here"
    );
    let mut failures = Vec::new();
    for (case, expected) in cases.iter().zip(&EXPECTED) {
        if let Err(failure) = check_case(case, expected, &game_a, &game_b) {
            failures.push(format!("{}: {failure}", case.name));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn check_case(
    case: &Case,
    expected: &Expected,
    game_a: &Seen,
    game_b: &Seen,
) -> Result<(), String> {
    let alone = read_alone(&case.pgn);
    // Small chunks cut the junk, and the big cases into many pieces; each chunk is read by a
    // reader of its own, which may start inside the junk.
    let chunk_sizes: &[usize] = if case.pgn.len() > 1 << 16 {
        &[4096, 1 << 20]
    } else {
        &[1, 7, 64, 4096]
    };
    for threads in [1, 2, 4] {
        for &chunk_bytes in chunk_sizes {
            for games_per_chunk in [1, usize::MAX] {
                if read_in_parallel(
                    &case.pgn,
                    (threads, chunk_bytes, games_per_chunk),
                    GameBuilder::new,
                    item,
                ) != alone
                {
                    return Err(format!(
                        "{threads} threads, chunks of {chunk_bytes}, {games_per_chunk} games \
                         kept: not what one reader reads"
                    ));
                }
            }
        }
    }

    let mut games = Vec::new();
    let mut junk = Vec::new();
    for (index, item) in alone.iter().enumerate() {
        match item {
            Item::Game(game) => games.push((index, game)),
            Item::Error {
                between_games,
                number,
                message,
            } => junk.push((index, *between_games, *number, message)),
        }
    }
    // Games A and B, those between them, and the probe, whose error says its number.
    let Some(((_, probe), games)) = games.split_last() else {
        return Err("no games".to_string());
    };
    let numbered = games.len() as u64 + 1;
    let probe_number = probe.errors.first().map(|e| e.game);
    if probe.tag("Event") != Some("Probe") || probe_number != Some(numbered) {
        return Err(format!(
            "the probe after B is game {probe_number:?}, expected {numbered}: {probe:?}"
        ));
    }
    let seen: Vec<Seen> = games
        .iter()
        .map(|(_, game)| Seen::from_game(game))
        .collect();
    let mut want = vec![game_a.clone()];
    want.extend(expected.between.iter().map(|&(r, c)| Seen::empty(r, c)));
    want.push(game_b.clone());
    if seen != want {
        return Err(format!("read\n{seen:#?}\nexpected\n{want:#?}"));
    }
    // Game A is the first thing read, game B the last before the probe; everything else lies
    // between them.
    let (first, last) = (games[0].0, games[games.len() - 1].0);
    if first != 0 || last + 2 != alone.len() {
        return Err(format!("something read before A or after B: {alone:#?}"));
    }
    let messages: Vec<&str> = junk.iter().map(|(.., message)| message.as_str()).collect();
    let expected_messages: Vec<String> = Vec::from_iter(expected.junk)
        .iter()
        .map(|kind| format!("after game 1, line 12, column 1: {kind}"))
        .collect();
    if messages != expected_messages {
        return Err(format!("errors {messages:?}, expected {:?}", expected.junk));
    }
    for &(index, between_games, number, message) in &junk {
        let next_game = alone[..index]
            .iter()
            .filter(|item| matches!(item, Item::Game(_)))
            .count() as u64
            + 1;
        if !between_games || number != next_game {
            return Err(format!(
                "{message}: not junk before game {next_game} (between games: {between_games})"
            ));
        }
    }

    let python_agrees = case.python_chess == want;
    match (expected.python_chess_differs, python_agrees) {
        (None, false) => Err(format!(
            "python-chess read\n{:#?}\nfianchetto\n{want:#?}",
            case.python_chess
        )),
        (Some(why), true) => Err(format!(
            "python-chess agrees, though listed as differing: {why}"
        )),
        _ => Ok(()),
    }
}

/// The fuzz check's invariant (`check_junk_between_games`, in `fuzz/src/checks/pgn.rs`) on
/// stable: junk made safe to stand between games costs games A and B nothing. As junk: every
/// case's junk above (within the fuzz limits), every PGN file of the test data (whose tag pairs
/// the rule breaks, so that they are junk), and pseudo-random bytes rich in PGN's own.
#[test]
fn junk_made_safe_costs_the_games_around_it_nothing() {
    use crate::tests::fuzz_regressions::checks::pgn::{
        between_games_safe, check_junk_between_games,
    };

    assert_eq!(
        between_games_safe(b"] [a] b]\n]x[\"1\"]"),
        b"] [a b\n]x[\"1\""
    );
    let mut junks: Vec<Vec<u8>> = Vec::new();
    let (cases, _) = load();
    for case in &cases {
        if case.pgn.len() < 1 << 16 {
            junks.push(case.pgn.clone());
        }
    }
    for folder in ["dialects", "pgn"] {
        for entry in std::fs::read_dir(super::testdata(folder)).expect("the folder") {
            let path = entry.expect("an entry").path();
            if path.extension().is_some_and(|ext| ext == "pgn") {
                junks.push(std::fs::read(&path).expect("the file"));
            }
        }
    }
    // Bytes drawn from PGN's punctuation, a few move letters, line breaks and NULs.
    let alphabet = b"[]{}()%;\"\\*$!?.-01e4Nf3x \n\n\t\0\xef\xbb\xbf\xc2\xbd";
    let mut state: u32 = 2026;
    for length in [10, 100, 1000, 5000] {
        for _ in 0..20 {
            let junk = (0..length)
                .map(|_| {
                    state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
                    alphabet[(state >> 16) as usize % alphabet.len()]
                })
                .collect();
            junks.push(junk);
        }
    }
    assert!(junks.len() > 100, "{}", junks.len());
    for junk in &junks {
        check_junk_between_games(junk);
    }
}

/// Why the fuzz check's rule removes a `]` after a `[`: a tag pair between games is no junk. It
/// begins a game whose tag section game B's tags join, or, followed by a broken tag, a broken
/// game of its own, which ends at the blank line before B.
#[test]
fn a_tag_pair_between_games_is_no_junk() {
    let b = "[Event \"B\"]\n\n1. d4 *\n";
    assert_eq!(
        super::events(&format!("[Annotator \"junk\"]\n\n{b}")),
        [Ok("[Annotator junk] [Event B] | d4 *".to_string())]
    );
    assert_eq!(
        super::events(&format!("[Annotator \"junk\"]\n[Event \"broken\n\n{b}")),
        [
            Err("game 1, line 2, column 1: invalid tag pair".to_string()),
            Ok("[Event B] | d4 *".to_string())
        ]
    );
}
