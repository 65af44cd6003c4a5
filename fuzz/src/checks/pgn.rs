//! The `pgn` target: the streaming reader over any bytes, the game tree, the writer, and mainline
//! replay.

use std::format;
use std::io::{BufRead, BufReader};
use std::string::{String, ToString};
use std::vec::Vec;

use core::fmt;

use super::movegen::{EnPassantMode, Move, Position};
use super::notation::Notation;
use super::notation::fen::Fen;
use super::pgn_crate::{
    Clock, Eval, Game, GameBuilder, Limits, MainlineVisitor, Node, Reader, Replay, Visitor, Writer,
    comment_commands, write_game,
};

/// Small limits, so that a hostile input is refused early and memory stays small.
const LIMITS: Limits = Limits {
    max_tag_len: 1024,
    max_comment_len: 4096,
    max_nesting: 16,
};

/// A read size that makes most tags, comments and move tokens straddle two reads.
const SMALL_READS: usize = 7;

/// What reading one game gave: the visitor's output, or the error as text.
type Item<T> = Result<T, String>;

/// Reads `data` as PGN: into game trees (whole and in small reads, which must agree), each tree
/// written and read back, and by mainline replay, which must agree with the trees.
pub fn check_pgn(data: &[u8]) {
    check_comment_commands(data);
    check_junk_between_games(data);
    let games = read_all(data, &mut GameBuilder::new(), LIMITS, data.len());
    let in_pieces = read_all(
        BufReader::with_capacity(SMALL_READS, data),
        &mut GameBuilder::new(),
        LIMITS,
        data.len(),
    );
    assert_eq!(
        games, in_pieces,
        "what is read depends on the size of the reads"
    );

    for game in games.iter().flatten() {
        check_tree(&game.start, &game.mainline);
        check_written(game);
    }

    let replayed = read_all(data, &mut Replay::new(Moves::default()), LIMITS, data.len());
    assert_eq!(
        replayed.len(),
        games.len(),
        "replay and the game builder see different games"
    );
    // Both keep a game up to an error in its mainline (and the builder loses only the rest of
    // a broken variation, which replay skips), so they keep the same games and mainlines.
    for (i, (game, moves)) in games.iter().zip(&replayed).enumerate() {
        match (game, moves) {
            (Ok(game), Ok(moves)) => assert_eq!(
                &game.mainline_moves().collect::<Vec<_>>(),
                moves,
                "game {}: replay and the game builder disagree",
                i + 1
            ),
            (Err(_), Err(_)) => {}
            _ => panic!("game {}: kept by one of replay and the builder only", i + 1),
        }
    }
}

/// The two games of [`check_junk_between_games`], with the seven-tag roster and a few moves.
const GAME_A: &str = "[Event \"A\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"1\"]\n\
    [White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n";
const GAME_B: &str = "[Event \"B\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"2\"]\n\
    [White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. d4 d5 2. c4 *\n";

/// `junk` made safe to stand between games: every `]` that follows a `[` on its line removed.
///
/// A tag pair is `[`, name, value and `]` on one line, so without such a `]` no line of the
/// junk is a tag pair, and everything else a reader can make of the junk ends at game B's first
/// `[`: a game begun in the junk ends there (a `[` in the movetext ends a game), a broken one is
/// skipped up to a line starting with `[`, and junk costs the rest of its line or its NUL run.
/// A tag pair would not end there: it begins a game whose tag section B's tags would join, or
/// that a broken tag after it makes the reader skip along with B's tags. B has no `{`, so a
/// comment the junk leaves open runs to the end of the input and costs only the game it is in.
pub(crate) fn between_games_safe(junk: &[u8]) -> Vec<u8> {
    let mut bracket_open = false;
    let mut safe = Vec::with_capacity(junk.len());
    for &b in junk {
        match b {
            b'\n' => bracket_open = false,
            b'[' => bracket_open = true,
            b']' if bracket_open => continue,
            _ => {}
        }
        safe.push(b);
    }
    safe
}

/// What is read of a game, wherever it stands: tags, mainline, result and errors.
type Reading = (Vec<(String, String)>, Vec<Option<Move>>, String);

fn reading(game: &Game) -> Reading {
    let errors: Vec<&str> = game.errors.iter().map(|e| e.message.as_str()).collect();
    (
        game.tags.clone(),
        game.mainline_moves().collect(),
        format!("{:?} {errors:?}", game.result()),
    )
}

/// Junk between two games costs neither of them anything: game A, an empty line, `junk` made
/// [`between_games_safe`], an empty line and game B read as A and B alone do, whole and in small
/// reads, A first and B last.
pub(crate) fn check_junk_between_games(junk: &[u8]) {
    let alone = |game: &str| {
        let games = read_all(game.as_bytes(), &mut GameBuilder::new(), LIMITS, game.len());
        match &games[..] {
            [Ok(game)] => reading(game),
            _ => panic!("{game} reads as {games:?}"),
        }
    };
    let (a, b) = (alone(GAME_A), alone(GAME_B));
    let mut pgn = Vec::from(GAME_A);
    pgn.extend_from_slice(b"\n\n");
    pgn.extend(between_games_safe(junk));
    pgn.extend_from_slice(b"\n\n");
    pgn.extend_from_slice(GAME_B.as_bytes());
    for read_size in [pgn.len(), SMALL_READS] {
        let input = BufReader::with_capacity(read_size, &pgn[..]);
        let games = read_all(input, &mut GameBuilder::new(), LIMITS, pgn.len());
        let first = games
            .first()
            .and_then(|game| game.as_ref().ok())
            .map(reading);
        let last = games
            .last()
            .and_then(|game| game.as_ref().ok())
            .map(reading);
        assert_eq!(first.as_ref(), Some(&a), "game A, reads of {read_size}");
        assert_eq!(
            last.as_ref(),
            Some(&b),
            "game B after the junk, reads of {read_size}"
        );
    }
}

/// The `[%name value]` commands of any text: each name a word, no bracket inside a command,
/// at most one command per four bytes (`[%x]`); the typed readers take any text.
fn check_comment_commands(text: &[u8]) {
    let mut commands = 0;
    for (name, value) in comment_commands(text) {
        commands += 1;
        let word = |b: &u8| !b.is_ascii_whitespace() && *b != b'[' && *b != b']';
        assert!(!name.is_empty() && name.iter().all(word), "name {name:?}");
        assert!(
            !value.contains(&b'[') && !value.contains(&b']'),
            "value {value:?}"
        );
    }
    assert!(
        commands <= text.len() / 4,
        "{commands} commands in {} bytes",
        text.len()
    );
    let text = String::from_utf8_lossy(text);
    let _ = (Clock::from_comment(&text), Eval::from_comment(&text));
}

/// Reads every game until the end of the input, failing if the reader yields more results than
/// there are bytes (it would be going round in circles).
fn read_all<R: BufRead, V: Visitor>(
    input: R,
    visitor: &mut V,
    limits: Limits,
    len: usize,
) -> Vec<Item<V::Output>>
where
    V::Error: fmt::Display,
{
    let mut reader = Reader::from_buf_read(input).with_limits(limits);
    let mut items = Vec::new();
    loop {
        match reader.read_game(visitor) {
            Ok(None) => return items,
            Ok(Some(output)) => items.push(Ok(output)),
            Err(e) => items.push(Err(e.to_string())),
        }
        assert!(
            items.len() <= len + 1,
            "{} results from {len} bytes: the reader makes no progress",
            items.len()
        );
    }
}

/// Every node's move is legal where it stands and its SAN is the move's canonical SAN.
pub(crate) fn check_tree(start: &Position, line: &[Node]) {
    let mut pos = *start;
    for node in line {
        for variation in &node.variations {
            check_tree(&pos, variation);
        }
        if let Some(m) = node.mv {
            assert!(pos.is_legal(m), "illegal {m:?} in the tree");
            assert_eq!(node.san, pos.san(m));
        }
        pos = node.play(&pos);
    }
}

/// A game written and read back is the same game, and writing it again gives the same text.
fn check_written(game: &Game) {
    let written = write(game);
    let text = String::from_utf8_lossy(&written);
    // What the writer escapes can outgrow the small limits, so they do not apply here.
    let again = read_all(
        &written[..],
        &mut GameBuilder::new(),
        Limits::DEFAULT,
        written.len(),
    );
    let [again] = &again[..] else {
        panic!("one game written, {} read back:\n{text}", again.len());
    };
    let again = again
        .as_ref()
        .unwrap_or_else(|e| panic!("the written game does not read back: {e}\n{text}"));
    assert_same_game(game, again, &text);
    assert_eq!(
        String::from_utf8_lossy(&write(again)),
        text,
        "writing is not canonical"
    );
}

fn write(game: &Game) -> Vec<u8> {
    let mut w = Writer::new(Vec::new());
    write_game(&mut w, game).expect("writing to a Vec");
    w.into_inner()
}

/// The seven tag roster, which the writer adds to every game.
pub(crate) const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// The same game as far as PGN can say: tags (the roster and the start tags may be added),
/// start position, comments (white space normalized, as the writer wraps them), moves,
/// annotations, variations and result.
pub(crate) fn assert_same_game(original: &Game, again: &Game, text: &str) {
    // The writer turns line breaks in a value into spaces: a tag pair takes one line.
    let one_line = |value: Option<&str>| value.map(|v| v.replace(['\r', '\n'], " "));
    for (tag, _) in &original.tags {
        assert_eq!(
            one_line(again.tag(tag)),
            one_line(original.tag(tag)),
            "tag {tag} in\n{text}"
        );
    }
    for (tag, _) in &again.tags {
        assert!(
            original.tag(tag).is_some()
                || ROSTER.contains(&tag.as_str())
                || ["Variant", "SetUp", "FEN"].contains(&tag.as_str()),
            "tag {tag} appeared in\n{text}"
        );
    }
    let fen = |pos: &Position| Fen::from_position(pos, EnPassantMode::Legal).to_string();
    assert_eq!(fen(&original.start), fen(&again.start), "{text}");
    assert_eq!(
        original.start.castling_mode(),
        again.start.castling_mode(),
        "{text}"
    );
    assert_eq!(
        normalize_comments(&original.comments),
        normalize_comments(&again.comments),
        "{text}"
    );
    assert_eq!(
        normalize_line(&original.mainline),
        normalize_line(&again.mainline),
        "{text}"
    );
    assert_eq!(original.result(), again.result(), "{text}");
}

/// Comments with white space normalized and without `}`, which the writer cannot keep inside
/// a brace comment.
fn normalize_comments(comments: &[String]) -> Vec<String> {
    comments
        .iter()
        .map(|c| {
            c.replace('}', "")
                .split_ascii_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

fn normalize_line(line: &[Node]) -> Vec<Node> {
    line.iter()
        .map(|node| Node {
            mv: node.mv,
            san: node.san,
            starting_comments: normalize_comments(&node.starting_comments),
            nags: node.nags.clone(),
            comments: normalize_comments(&node.comments).into(),
            variations: node.variations.iter().map(|v| normalize_line(v)).collect(),
        })
        .collect()
}

/// Collects the mainline moves of a game, checking each against the positions around it
/// (`fianchetto-pgn`'s game tests, which mount these checks, replay their files with it too).
#[derive(Default)]
pub(crate) struct Moves(Vec<Option<Move>>);

impl MainlineVisitor for Moves {
    type Output = Vec<Option<Move>>;

    fn begin_game(&mut self) {
        self.0.clear();
    }

    fn play(&mut self, before: &Position, m: Option<Move>, after: &Position) {
        let expected = match m {
            Some(m) => {
                assert!(before.is_legal(m), "replay played illegal {m:?}");
                before.play_unchecked(m)
            }
            None => before.play_null().unwrap_or(*before),
        };
        assert_eq!(*after, expected, "replay of {m:?}");
        assert_eq!(after.zobrist_hash(), expected.zobrist_hash(), "{m:?}");
        self.0.push(m);
    }

    fn end_game(&mut self, _: &Position, plies: u32) -> Vec<Option<Move>> {
        assert_eq!(plies as usize, self.0.len(), "plies counted");
        core::mem::take(&mut self.0)
    }

    /// Keeps the moves before the error, as the game builder does.
    fn end_game_with_error(
        &mut self,
        end: &Position,
        plies: u32,
        _: super::pgn_crate::Error<super::pgn_crate::ReplayError>,
    ) -> Result<Vec<Option<Move>>, super::pgn_crate::Error<super::pgn_crate::ReplayError>> {
        Ok(self.end_game(end, plies))
    }
}
