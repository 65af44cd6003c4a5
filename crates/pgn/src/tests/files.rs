//! The real-world test files and the generated corpus read with the right games and moves.

use std::{format, vec::Vec};

use std::fs;

use super::{Counter, Counts, check_chunking, corpus_2k, read_testdata, testdata};
use crate::{GameResult, Reader};
use GameResult::{BlackWins, Draw, WhiteWins};

/// Asserts the mainline move count and outcome of each game of a test file. The counts were
/// made independently (by a regex count of the movetext) and agree with the `PlyCount` tags.
#[track_caller]
fn check_file(name: &str, expected: &[(usize, Option<GameResult>)]) {
    let data = read_testdata(&format!("pgn/{name}"));
    let mut reader = Reader::new(&data[..]);
    let games: Vec<Counts> = reader
        .read_all(&mut Counter::default())
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let found: Vec<_> = games
        .iter()
        .map(|g| (g.mainline, g.result.flatten()))
        .collect();
    assert_eq!(found, expected, "{name}");
    for game in &games {
        if let Some(plies) = game.ply_count {
            assert_eq!(game.mainline, plies, "{name}: PlyCount");
        }
    }
    check_chunking(&data);
}

#[test]
fn anastasian_lewis_with_a_chessbase_null_move() {
    check_file("anastasian-lewis.pgn", &[(84, Some(WhiteWins))]);
}

#[test]
fn chessbase_empty_line_between_tags() {
    check_file("chessbase-empty-line.pgn", &[(134, Some(BlackWins))]);
}

#[test]
fn cutechess_fischerrandom() {
    check_file(
        "cutechess-fischerrandom.pgn",
        &[
            (120, Some(BlackWins)),
            (99, Some(WhiteWins)),
            (70, Some(BlackWins)),
            (107, Some(WhiteWins)),
        ],
    );
}

#[test]
fn kasparov_deep_blue_1997() {
    check_file(
        "kasparov-deep-blue-1997.pgn",
        &[
            (89, Some(WhiteWins)),
            (89, Some(WhiteWins)),
            (95, Some(Draw)),
            (111, Some(Draw)),
            (98, Some(Draw)),
            (37, Some(WhiteWins)),
        ],
    );
}

#[test]
fn molinari_bordais_ending_in_mate() {
    check_file("molinari-bordais-1979.pgn", &[(10, Some(BlackWins))]);
}

#[test]
fn nepomniachtchi_liren() {
    check_file("nepomniachtchi-liren-game1.pgn", &[(97, Some(Draw))]);
}

#[test]
fn stockfish_learning_with_long_comments() {
    check_file("stockfish-learning.pgn", &[(154, Some(WhiteWins))]);
}

#[test]
fn uci_moves() {
    check_file("uci-moves.pgn", &[(113, Some(Draw))]);
}

#[test]
fn utf8_bom() {
    check_file("utf8-bom.pgn", &[(0, None), (0, None)]);
    let data = read_testdata("pgn/utf8-bom.pgn");
    let games = super::read_all(&mut Reader::new(&data[..]), &mut super::Recorder::default());
    let first = games[0].as_ref().unwrap();
    assert!(first.starts_with("[Event A] [Site ?]"), "{first}");
    assert!(
        first.ends_with("[SourceVersionDate 2024.04.25] | *"),
        "{first}"
    );
}

#[test]
fn every_test_file_is_covered() {
    let mut names: Vec<_> = fs::read_dir(testdata("pgn"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".pgn"))
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "anastasian-lewis.pgn",
            "chessbase-empty-line.pgn",
            "cutechess-fischerrandom.pgn",
            "kasparov-deep-blue-1997.pgn",
            "molinari-bordais-1979.pgn",
            "nepomniachtchi-liren-game1.pgn",
            "stockfish-learning.pgn",
            "uci-moves.pgn",
            "utf8-bom.pgn",
        ],
        "a new test file needs a check_file test"
    );
}

/// `Reader::new` takes a `File` as it is (it used to compile and then fail on a `BufRead`
/// bound), and reads it as the bytes in memory are read.
#[test]
fn a_file_is_read_as_it_is() {
    let path = testdata("pgn/kasparov-deep-blue-1997.pgn");
    let file = fs::File::open(&path).expect("the test file");
    let from_file: Vec<Counts> = Reader::new(file)
        .read_all(&mut Counter::default())
        .collect::<Result<_, _>>()
        .expect("no error");
    let data = fs::read(&path).expect("the test file");
    let from_memory: Vec<Counts> = Reader::from_buf_read(&data[..])
        .read_all(&mut Counter::default())
        .collect::<Result<_, _>>()
        .expect("no error");
    assert_eq!(from_file.len(), 6);
    assert_eq!(from_file, from_memory);
}

#[test]
fn corpus_2k_games_and_mainline_tokens() {
    let data = corpus_2k();
    let mut reader = Reader::new(&data[..]);
    let mut games = 0;
    let mut mainline = 0;
    let mut decided = 0;
    for game in reader.read_all(&mut Counter::default()) {
        let game = game.unwrap();
        games += 1;
        mainline += game.mainline;
        decided += usize::from(game.result.is_some());
    }
    assert_eq!((games, mainline, decided), (2000, 175_928, 2000));
}

#[test]
fn corpus_2k_in_odd_pieces() {
    // The reads of a `BufReader` of odd capacity end mid-token all through the file.
    let data = corpus_2k();
    let reader = std::io::BufReader::with_capacity(61, &data[..]);
    let total: usize = Reader::from_buf_read(reader)
        .read_all(&mut Counter::default())
        .map(|g| g.unwrap().mainline)
        .sum();
    assert_eq!(total, 175_928);
}

#[test]
fn corpus_2k_skipped() {
    let data = corpus_2k();
    let mut reader = Reader::new(&data[..]);
    let mut skipped = 0;
    while reader.skip_game().unwrap() {
        skipped += 1;
    }
    assert_eq!(skipped, 2000);
}

#[test]
fn corpus_2k_offsets_find_each_game_again() {
    let data = corpus_2k();
    let mut reader = Reader::new(std::io::Cursor::new(&data[..]));
    let mut builder = crate::GameBuilder::new();
    let games: Vec<_> = reader.read_all(&mut builder).map(|g| g.unwrap()).collect();
    assert_eq!(games.len(), 2000);
    let mut last = None;
    for game in &games {
        assert!(data[game.offset as usize..].starts_with(b"[Event "));
        assert!(last < Some(game.offset));
        last = Some(game.offset);
    }
    for i in [1999, 0, 1, 1000] {
        reader.seek_to_game(games[i].offset).unwrap();
        let again = reader.read_game(&mut builder).unwrap().unwrap();
        assert_eq!(again, games[i], "game {i}");
        assert_eq!(reader.game_offset(), games[i].offset);
    }
}
