//! Game numbers told by the readers ([`Visitor::number_game`]): each game's number is the one
//! an error in it would give ([`Error::game_number`]), junk between games is no game, and the
//! parallel reader tells every game the number one reader tells it, however the input is cut.

use std::string::String;
use std::vec::Vec;
use std::{format, vec};

use fianchetto_movegen::Position;

use super::junk::cases;
use super::{read_in_parallel, read_testdata};
use crate::{Error, MainlineVisitor, Reader, Replay, ReplayError};

/// A game as the reader numbered it: its number, its offset, and the number its error gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Numbered {
    number: u64,
    offset: u64,
    error: Option<u64>,
}

/// What a reader gave: a numbered game, or an error's number and whether it lies between games.
type Item = Result<Numbered, (u64, bool)>;

/// Numbers the games it replays; keeps broken games up to their error, or not.
#[derive(Clone, Copy)]
struct Numbering {
    keep_broken: bool,
    offset: u64,
}

impl MainlineVisitor for Numbering {
    type Output = Numbered;

    fn game_offset(&mut self, offset: u64) {
        self.offset = offset;
    }

    fn end_game(&mut self, _: &Position, _: u32) -> Numbered {
        Numbered {
            number: 0,
            offset: self.offset,
            error: None,
        }
    }

    fn end_game_with_error(
        &mut self,
        _: &Position,
        _: u32,
        error: Error<ReplayError>,
    ) -> Result<Numbered, Error<ReplayError>> {
        if !self.keep_broken {
            return Err(error);
        }
        Ok(Numbered {
            number: 0,
            offset: self.offset,
            error: Some(error.game_number()),
        })
    }

    fn number_game(game: &mut Numbered, number: u64) {
        game.number = number;
    }
}

fn item(read: Result<Numbered, Error<ReplayError>>) -> Item {
    read.map_err(|error| (error.game_number(), error.is_between_games()))
}

fn read_alone(pgn: &[u8], visitor: Numbering) -> Vec<Item> {
    Reader::new(pgn)
        .read_all(&mut Replay::new(visitor))
        .map(item)
        .collect()
}

/// Checks that one reader numbers the games of `pgn` as errors count them, and that the
/// parallel reader at 1, 2 and 4 threads, in chunks of each of `chunk_sizes` bytes, keeping
/// one game or many a chunk, tells every game the same number (and offset). Returns the games
/// and junk errors that one reader gives when it keeps broken games.
#[track_caller]
fn check_numbers(pgn: &[u8], chunk_sizes: &[usize], name: &str) -> Vec<Item> {
    let mut kept = Vec::new();
    for keep_broken in [true, false] {
        let visitor = Numbering {
            keep_broken,
            offset: 0,
        };
        let alone = read_alone(pgn, visitor);
        // Games so far: each game, kept or lost to its error, is the next number; junk takes
        // the number of the game after it.
        let mut games = 0;
        for item in &alone {
            match *item {
                Ok(game) => {
                    games += 1;
                    assert_eq!(game.number, games, "{name}: {alone:?}");
                    if let Some(error) = game.error {
                        assert_eq!(error, games, "{name}: {alone:?}");
                    }
                }
                Err((number, true)) => assert_eq!(number, games + 1, "{name}: {alone:?}"),
                Err((number, false)) => {
                    games += 1;
                    assert_eq!(number, games, "{name}: {alone:?}");
                }
            }
        }
        for threads in [1, 2, 4] {
            for &chunk_bytes in chunk_sizes {
                for games_per_chunk in [1, usize::MAX] {
                    let parallel = read_in_parallel(
                        pgn,
                        (threads, chunk_bytes, games_per_chunk),
                        || Replay::new(visitor),
                        item,
                    );
                    assert!(
                        parallel == alone,
                        "{name}: {threads} threads, chunks of {chunk_bytes}, {games_per_chunk} \
                         games a chunk, broken games kept: {keep_broken}\n\
                         {parallel:?}\nagainst one reader's\n{alone:?}"
                    );
                }
            }
        }
        if keep_broken {
            kept = alone;
        }
    }
    kept
}

/// Good games, broken ones (an illegal move, a bad FEN, a variation left open), and junk
/// between them and at the end.
const MIXED: &str = "[Event \"1\"]\n\n1. e4 e5 *\n\nsome junk\n\n[Event \"2\"]\n\n1. e4 Ke7 *\n\n\
    [Event \"3\"]\n[FEN \"not a position\"]\n\n1. e4 *\n\n}}\n\n1. d4 d5 1-0\n\n\
    [Event \"5\"]\n\n1. c4 (1. d4\n\n[Event \"6\"]\n\n1. Nf3 *\n\n1-0\n\n\x00\x00 junk at the end";

#[test]
fn every_game_is_numbered_as_its_errors_are_under_any_reader() {
    let items = check_numbers(MIXED.as_bytes(), &[1, 3, 7, 64, 4096], "mixed");
    let numbers: Vec<Result<(u64, Option<u64>), u64>> = items
        .iter()
        .map(|item| match item {
            Ok(game) => Ok((game.number, game.error)),
            Err((number, _)) => Err(*number),
        })
        .collect();
    assert_eq!(
        numbers,
        [
            Ok((1, None)),
            Err(2),
            Ok((2, Some(2))),
            Ok((3, Some(3))),
            Err(4),
            Ok((4, None)),
            // A variation left open where the next game's tags start breaks the game there,
            // which is kept up to it.
            Ok((5, Some(5))),
            Ok((6, None)),
            Ok((7, None)),
            Err(8),
        ]
    );
    let repeated = MIXED.repeat(30);
    check_numbers(repeated.as_bytes(), &[5, 200, 4096], "mixed, 30 times");
}

#[test]
fn games_between_junk_are_numbered_as_errors_count_them() {
    for (name, pgn) in cases() {
        let sizes: &[usize] = if pgn.len() > 1 << 16 {
            &[4096, 1 << 20]
        } else {
            &[1, 7, 64, 4096]
        };
        check_numbers(&pgn, sizes, &name);
    }
}

#[test]
fn the_test_files_are_numbered_the_same_by_every_reader() {
    for folder in ["dialects", "pgn"] {
        let mut names: Vec<String> = std::fs::read_dir(super::testdata(folder))
            .expect("the folder")
            .map(|entry| entry.expect("an entry").path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "pgn"))
            .map(|path| {
                let name = path.file_name().expect("a name").to_string_lossy();
                format!("{folder}/{name}")
            })
            .collect();
        names.sort();
        for name in names {
            let pgn = read_testdata(&name);
            let sizes = if pgn.len() > 1 << 14 {
                vec![512, 4096]
            } else {
                vec![1, 7, 64, 4096]
            };
            check_numbers(&pgn, &sizes, &name);
        }
    }
}
