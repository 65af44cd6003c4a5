//! Tests of the game tree's paths, positions, growth and completeness, against what
//! python-chess 1.11.2 gives for the same games (its answers are written here as literals).

use std::vec::Vec;

use crate::tests::read_testdata;
use crate::{Game, GameBuilder, Reader, Replay, Replayed};

#[test]
fn broken_games_count_the_same_with_the_tree_and_with_replay() {
    let pgn = read_testdata("dialects/illegal-move.pgn");
    let games: Vec<Game> = Reader::new(&pgn[..])
        .read_all(&mut GameBuilder::new())
        .map(|game| game.expect("kept, errors and all"))
        .collect();
    let replayed: Vec<Replayed> = Reader::new(&pgn[..])
        .read_all(&mut Replay::new(Replayed::default()))
        .map(|game| game.expect("kept, errors and all"))
        .collect();
    assert_eq!(games.len(), 7);
    assert_eq!(replayed.len(), 7);
    let broken_trees = games.iter().filter(|game| !game.is_complete()).count();
    let broken_replays = replayed.iter().filter(|game| game.error.is_some()).count();
    assert_eq!(broken_trees, broken_replays);
    assert_eq!(broken_trees, 4);
    // With variation errors, one more game has errors: "Broken move in the last side
    // variation", whose mainline is whole.
    assert_eq!(
        games.iter().filter(|game| !game.errors.is_empty()).count(),
        5
    );
    for (game, replayed) in games.iter().zip(&replayed) {
        assert_eq!(game.mainline_error(), replayed.error.as_ref());
        assert_eq!(game.mainline.len(), replayed.plies as usize);
        assert_eq!(game.end_position(), replayed.position);
    }
}
