//! Tests of the game tree's paths, positions, growth and completeness, against what
//! python-chess 1.11.2 gives for the same games (its answers are written here as literals).

use std::format;
use std::string::{String, ToString};
use std::vec::Vec;

use fianchetto_movegen::{Color, Move, Position, Square};

use crate::tests::read_testdata;
use crate::{Game, GameBuilder, Node, Reader, Replay, Replayed};

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

/// The position after the mainline, played from the start again.
fn replayed(game: &Game) -> Position {
    game.mainline
        .iter()
        .fold(game.start, |pos, node| node.play(&pos))
}

/// The mainline in SAN, numbered, checked to end where the game says it ends.
fn mainline_san(game: &Game) -> String {
    assert!(game.end_position().eq_with_clocks(&replayed(game)));
    let moves: Vec<String> = game
        .mainline
        .iter()
        .enumerate()
        .map(|(ply, node)| match game.move_number(ply) {
            (number, Color::White) => format!("{number}. {}", node.san),
            (number, Color::Black) if ply == 0 => format!("{number}...{}", node.san),
            (_, Color::Black) => node.san.to_string(),
        })
        .collect();
    moves.join(" ")
}

#[test]
fn push_plays_from_the_end_however_the_mainline_was_changed() {
    let e4 = Move::normal(Square::E2, Square::E4);
    let d4 = Move::normal(Square::D2, Square::D4);
    let e5 = Move::normal(Square::E7, Square::E5);
    let mut game = Game::new();
    game.push(e4).expect("legal");
    game.push(e5).expect("legal");
    let start = game.start;
    let after_e4 = start.play(e4).expect("legal");
    let after_e5 = after_e4.play(e5).expect("legal");

    // Rewritten by hand to 1. d4 e5: as many moves, the same last move, another end.
    let after_d4 = start.play(d4).expect("legal");
    game.mainline.clear();
    game.mainline.push(Node::new(&start, d4).expect("legal"));
    game.mainline.push(Node::new(&after_d4, e5).expect("legal"));
    game.push_san("dxe5").expect("the d-pawn takes");
    assert_eq!(mainline_san(&game), "1. d4 e5 2. dxe5");

    // Taken back, and a move replaced through indexing.
    game.mainline.pop();
    game.mainline[0] = Node::new(&start, e4).expect("legal");
    assert!(game.push_san("dxe5").is_err());
    for san in ["Nf3", "Nf6", "Bc4", "Nxe4"] {
        game.push_san(san).expect("legal");
    }
    assert_eq!(mainline_san(&game), "1. e4 e5 2. Nf3 Nf6 3. Bc4 Nxe4");

    // A mainline move other than the last changed through its path: 1... e6, and the rest
    // still legal, ending elsewhere with the same last move.
    game.mainline[1] = Node::new(&after_e4, Move::normal(Square::E7, Square::E6)).expect("legal");
    game.push_san("Bxe6").expect("the pawn is on e6 now");
    assert_eq!(
        mainline_san(&game),
        "1. e4 e6 2. Nf3 Nf6 3. Bc4 Nxe4 4. Bxe6"
    );

    // The last move changed through the node `push` hands back.
    game.mainline.truncate(2);
    game.mainline[1] = Node::new(&after_e4, e5).expect("legal");
    let node = game.push_san("Nf3").expect("legal");
    *node = Node::new(&after_e5, Move::normal(Square::F1, Square::C4)).expect("legal");
    game.push_san("Bc5").expect("legal");
    game.push_san("Bxf7+").expect("the bishop is on c4");
    assert_eq!(mainline_san(&game), "1. e4 e5 2. Bc4 Bc5 3. Bxf7+");

    // A new start position, from which the mainline is still legal.
    let mut game = Game::new();
    game.push(e4).expect("legal");
    let knights = [
        Move::normal(Square::G1, Square::F3),
        Move::normal(Square::G8, Square::F6),
    ];
    game.start = knights
        .iter()
        .fold(start, |pos, &m| pos.play(m).expect("legal"));
    game.push_san("Nxe4").expect("the knight is on f6 now");
    assert_eq!(mainline_san(&game), "2. e4 Nxe4");
    game.mainline.clear();
    game.start = after_e4;
    game.push(e5).expect("legal");
    game.push(d4).expect("legal");

    // Cloned, or swapped with its start: the end goes with the moves.
    let mut other = Game::new();
    other.push(d4).expect("legal");
    let mut copy = other.clone();
    copy.push_san("Nf6").expect("legal");
    assert_eq!(mainline_san(&other), "1. d4");
    core::mem::swap(&mut game.mainline, &mut other.mainline);
    core::mem::swap(&mut game.start, &mut other.start);
    game.push_san("d5")
        .expect("after 1. d4 from the standard start");
    other.push_san("exd4").expect("after 1. e4 e5 2. d4");
    assert_eq!(mainline_san(&game), "1. d4 d5");
    assert_eq!(mainline_san(&other), "1...e5 2. d4 exd4");
}
