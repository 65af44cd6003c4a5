//! `Reader::summaries` and `Summary`: every game kept with its tags and end, broken or not,
//! junk between games reported once, the same on one thread as on several.

use std::borrow::ToOwned;
use std::ops::ControlFlow;
use std::string::{String, ToString};
use std::vec::Vec;

use fianchetto_movegen::{Position, Rules};
use fianchetto_notation::Notation;

use super::corpus_2k;
use crate::{GameErrorKind, ParallelReader, Reader, Replay, Summary};

/// What `Reader::summaries` gives, whatever the features: `Position`s.
type Summed = Summary<Position>;

/// Two good games, a broken one, junk, a game whose `FEN` tag is no position, and a last one.
const MIXED: &str = "[Event \"one\"]\n[White \"A \\\"the\\\" B\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
                     [Event \"two\"]\n\n1. e4 *\n\n\
                     [Event \"broken\"]\n\n1. e4 e5 2. Ke3 Nc6 1-0\n\n\
                     [Event \"never closed\n\n\
                     [Event \"bad fen\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n\
                     [Event \"last\"]\n\n1. d4 1/2-1/2\n";

/// Each item as (number, Event, plies, result, error kind) or the error's message.
fn outline(items: Vec<Result<Summed, String>>) -> Vec<Result<String, String>> {
    items
        .into_iter()
        .map(|item| {
            item.map(|game| {
                let error = game.error.as_ref().map(|e| e.kind);
                std::format!(
                    "{} {} {} {:?} {:?}",
                    game.number,
                    game.tag("Event").unwrap_or("-"),
                    game.plies,
                    game.result,
                    error
                )
            })
        })
        .collect()
}

#[test]
fn every_game_is_kept_and_junk_is_reported_once() {
    let items: Vec<_> = Reader::new(MIXED.as_bytes())
        .summaries()
        .map(|item| item.map_err(|e| e.to_string()))
        .collect();
    let junk = items
        .iter()
        .filter(|item| item.is_err())
        .collect::<Vec<_>>();
    assert_eq!(junk.len(), 1);
    assert_eq!(
        outline(items),
        [
            Ok("1 one 4 Some(BlackWins) None".to_owned()),
            Ok("2 two 1 None None".to_owned()),
            Ok("3 broken 2 None Some(IllegalMove)".to_owned()),
            Err("after game 3, line 14, column 1: invalid tag pair".to_owned()),
            Ok("4 bad fen 0 None Some(InvalidPosition)".to_owned()),
            Ok("5 last 1 Some(Draw) None".to_owned()),
        ]
    );
}

#[test]
fn a_summary_holds_the_tags_and_the_end() {
    let mut games = Reader::new(MIXED.as_bytes()).summaries();
    let first = games.next().expect("a game").expect("no error");
    assert_eq!(
        first.tags,
        [
            ("Event".to_owned(), "one".to_owned()),
            ("White".to_owned(), "A \"the\" B".to_owned()),
        ]
    );
    assert!(Rules::is_checkmate(&first.position));
    assert_eq!(first.offset, 0);
    let second = games.next().expect("a game").expect("no error");
    assert_eq!(
        second.tags.len(),
        1,
        "the first game's tags are not carried over"
    );
    let broken = games.next().expect("a game").expect("kept");
    let error = broken.error.expect("an illegal move");
    assert_eq!((error.game, error.line, error.column), (3, 12, 13));
    assert_eq!(error.kind, GameErrorKind::IllegalMove);
    assert_eq!(
        broken.position.fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    assert!(games.next().expect("junk").is_err());
    let bad_fen = games.next().expect("a game").expect("kept");
    // No position was reached: the summary says so with the start position, not with the end
    // of the game before.
    assert_eq!(bad_fen.position.fen(), Position::new().fen());
    assert!(games.next().expect("a game").is_ok());
    assert!(games.next().is_none());
    assert!(games.next().is_none());
}

#[test]
fn names_and_values_that_are_no_utf8_are_read_lossily() {
    let pgn = b"[White \"Caf\xe9\"]\n\n*\n";
    let game = Reader::new(&pgn[..])
        .summaries()
        .next()
        .expect("a game")
        .expect("no error");
    assert_eq!(game.tags, [("White".to_owned(), "Caf\u{fffd}".to_owned())]);
}

#[test]
fn the_parallel_reader_gives_the_same_summaries() {
    let pgn = corpus_2k();
    let alone: Vec<Result<Summed, String>> = Reader::new(&pgn[..])
        .summaries()
        .map(|item| item.map_err(|e| e.to_string()))
        .collect();
    assert_eq!(alone.len(), 2000);
    for threads in [1, 3] {
        let mut parallel = Vec::new();
        ParallelReader::new(threads)
            .chunk_bytes(64 << 10)
            .for_each(
                &pgn[..],
                || Replay::new(Summed::default()),
                |game| {
                    parallel.push(game.map_err(|e| e.to_string()));
                    ControlFlow::Continue(())
                },
            )
            .expect("reading a slice");
        // Compared as shown: `AnyPosition` has no `PartialEq` yet.
        assert_eq!(
            format!("{alone:?}"),
            format!("{parallel:?}"),
            "{threads} threads"
        );
    }
    let numbers: Vec<u64> = alone.iter().map(|g| g.as_ref().unwrap().number).collect();
    assert_eq!(numbers, (1..=2000).collect::<Vec<u64>>());
    let decided = alone
        .iter()
        .filter(|g| g.as_ref().unwrap().result.is_some())
        .count();
    assert_eq!(decided, 2000);
}

#[cfg(feature = "serde")]
#[test]
fn a_summary_round_trips_through_json_with_its_position_as_fen() {
    let games: Vec<Summary> = Reader::new(MIXED.as_bytes())
        .read_all(&mut Replay::new(Summary::new()))
        .filter_map(Result::ok)
        .collect();
    for game in &games {
        let json = serde_json::to_string(game).expect("serialises");
        let back: Summary = serde_json::from_str(&json).expect("deserialises");
        assert_eq!(&back, game, "{json}");
    }
    let json = serde_json::to_value(&games[0]).expect("serialises");
    assert_eq!(
        json["position"],
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
    );
}

/// A standard game, an Atomic one won by exploding the king, and a Crazyhouse one with a drop.
const VARIANTS: &str = "[Event \"standard\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
                        [Event \"atomic\"]\n[Variant \"Atomic\"]\n\n\
                        1. Nf3 d5 2. Ng5 e6 3. Nxf7 1-0\n\n\
                        [Event \"crazyhouse\"]\n[Variant \"Crazyhouse\"]\n[Result \"*\"]\n\n\
                        1. e4 d5 2. exd5 Nf6 3. P@e4 *\n";

#[cfg(feature = "variants")]
#[test]
fn summaries_read_games_of_every_variant() {
    use fianchetto_movegen::Color;
    use fianchetto_variant::{AnyPosition, Variant};

    let games: Vec<Summary<AnyPosition>> = Reader::new(VARIANTS.as_bytes())
        .summaries_of()
        .collect::<Result<_, _>>()
        .expect("no junk");
    let seen: Vec<_> = games
        .iter()
        .map(|game| {
            let ended = game.position.outcome().map(|outcome| outcome.winner);
            (
                game.position.variant(),
                game.plies,
                game.error.is_none(),
                ended,
            )
        })
        .collect();
    assert_eq!(
        seen,
        [
            (Variant::Chess, 4, true, Some(Some(Color::Black))),
            (Variant::Atomic, 5, true, Some(Some(Color::White))),
            (Variant::Crazyhouse, 5, true, None),
        ]
    );
    assert!(matches!(games[0].position, AnyPosition::Standard(_)));
    assert_eq!(games[1].result, Some(crate::GameResult::WhiteWins));
    assert_eq!(games[2].result, None);
    // python-chess 1.11.2: `chess.variant.CrazyhouseBoard` after the moves.
    assert_eq!(
        games[2].position.fen(),
        "rnbqkb1r/ppp1pppp/5n2/3P4/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 2 3"
    );
}

/// `summaries()` is standard chess's whatever the features, so turning `variants` on breaks no
/// code written without it.
#[test]
fn summaries_keep_a_variant_game_with_its_error() {
    let games: Vec<Summary> = Reader::new(VARIANTS.as_bytes())
        .summaries()
        .collect::<Result<_, _>>()
        .expect("no junk");
    let errors: Vec<_> = games
        .iter()
        .map(|game| game.error.as_ref().map(|e| e.kind))
        .collect();
    assert_eq!(errors[0], None);
    assert!(errors[1].is_some() && errors[2].is_some(), "{errors:?}");
}
