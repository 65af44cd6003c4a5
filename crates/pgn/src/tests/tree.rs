//! Tests of the game tree's paths, positions, growth and completeness, against what
//! python-chess 1.11.2 gives for the same games (its answers are written here as literals).

use std::borrow::ToOwned;
use std::string::{String, ToString};
use std::vec::Vec;
use std::{format, vec};

use fianchetto_movegen::{Move, Position, Square};
use fianchetto_notation::Notation;
use fianchetto_notation::cursor::GameCursor;
use fianchetto_notation::fen::Fen;

use crate::tests::{corpus_2k, read_testdata};
use crate::{
    Game, GameBuilder, GameResult, Node, NodePath, Reader, Replay, Replayed, variation_san,
};

/// Reads the first game of `pgn`.
fn read(pgn: &str) -> Game {
    Reader::new(pgn.as_bytes())
        .read_game(&mut GameBuilder::new())
        .expect("a game, errors and all")
        .expect("a game")
}

fn fen(pos: &Position) -> String {
    Fen::from_position(pos, fianchetto_movegen::EnPassantMode::Legal).to_string()
}

/// A game from a `FEN` tag with variations three deep, Black's alternatives and a variation
/// of the last move of a variation.
const NESTED: &str = "[FEN \"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\"]

3. Bb5 (3. Bc4 Bc5 (3... Nf6 4. Ng5 d5 (4... Bc5) 5. exd5) 4. c3) 3... a6 (3... Nf6 4. O-O)
4. Ba4 Nf6 *";

/// Every node of [`NESTED`] as python-chess 1.11.2 gives it, walked in file order (each move,
/// then its variations, then the next move): the path, the SAN, `node.board().fen()`, and
/// `node.ply()` less the 4 plies before the start position's move 3.
const NESTED_NODES: [(&[usize], &str, &str, usize); 14] = [
    (
        &[0],
        "Bb5",
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
        1,
    ),
    (
        &[0, 0, 0],
        "Bc4",
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
        1,
    ),
    (
        &[0, 0, 1],
        "Bc5",
        "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        2,
    ),
    (
        &[0, 0, 1, 0, 0],
        "Nf6",
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        2,
    ),
    (
        &[0, 0, 1, 0, 1],
        "Ng5",
        "r1bqkb1r/pppp1ppp/2n2n2/4p1N1/2B1P3/8/PPPP1PPP/RNBQK2R b KQkq - 5 4",
        3,
    ),
    (
        &[0, 0, 1, 0, 2],
        "d5",
        "r1bqkb1r/ppp2ppp/2n2n2/3pp1N1/2B1P3/8/PPPP1PPP/RNBQK2R w KQkq - 0 5",
        4,
    ),
    (
        &[0, 0, 1, 0, 2, 0, 0],
        "Bc5",
        "r1bqk2r/pppp1ppp/2n2n2/2b1p1N1/2B1P3/8/PPPP1PPP/RNBQK2R w KQkq - 6 5",
        4,
    ),
    (
        &[0, 0, 1, 0, 3],
        "exd5",
        "r1bqkb1r/ppp2ppp/2n2n2/3Pp1N1/2B5/8/PPPP1PPP/RNBQK2R b KQkq - 0 5",
        5,
    ),
    (
        &[0, 0, 2],
        "c3",
        "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/2P2N2/PP1P1PPP/RNBQK2R b KQkq - 0 4",
        3,
    ),
    (
        &[1],
        "a6",
        "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4",
        2,
    ),
    (
        &[1, 0, 0],
        "Nf6",
        "r1bqkb1r/pppp1ppp/2n2n2/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        2,
    ),
    (
        &[1, 0, 1],
        "O-O",
        "r1bqkb1r/pppp1ppp/2n2n2/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4",
        3,
    ),
    (
        &[2],
        "Ba4",
        "r1bqkbnr/1ppp1ppp/p1n5/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 1 4",
        3,
    ),
    (
        &[3],
        "Nf6",
        "r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 5",
        4,
    ),
];

/// The path the indices of [`NESTED_NODES`] spell, built with `NodePath`'s own steps.
fn path(indices: &[usize]) -> NodePath {
    let mut path = NodePath::mainline(indices[0]);
    for step in indices[1..].chunks_exact(2) {
        path = path.variation(step[0]);
        for _ in 0..step[1] {
            path = path.next();
        }
    }
    path
}

#[test]
fn every_node_has_the_position_python_chess_gives_it() {
    let game = read(NESTED);
    let walked: Vec<_> = game.nodes().collect();
    assert_eq!(walked.len(), NESTED_NODES.len());
    for (node, &(indices, san, after, ply)) in walked.iter().zip(&NESTED_NODES) {
        let path = path(indices);
        let at = format!("{path:?}");
        assert_eq!(node.path(), &path, "{at}");
        assert_eq!(node.node().san.to_string(), san, "{at}");
        assert_eq!(fen(node.position()), after, "{at}");
        assert_eq!(node.ply(), ply, "{at}");
        // Looked up one by one, and from the parent, the same.
        let found = game.at(&path).expect("a node");
        assert_eq!(found.position(), node.position(), "{at}");
        assert_eq!(found.position_before(), node.position_before(), "{at}");
        assert_eq!(game.position(&path).as_ref(), Some(node.position()), "{at}");
        let parent = path.parent().expect("a move has a parent");
        assert_eq!(
            game.position(&parent).as_ref(),
            Some(node.position_before()),
            "{at}"
        );
        assert_eq!(
            node.parent().map(|p| p.path().clone()),
            (!parent.is_root()).then_some(parent),
            "{at}"
        );
        // A cursor at the node holds the line's moves and ends in the node's position.
        let cursor = game.cursor(&path).expect("no null move");
        assert_eq!(cursor.ply(), ply, "{at}");
        assert!(cursor.position().eq_with_clocks(node.position()), "{at}");
    }
    // Paths order the nodes as the file does.
    assert!(walked.windows(2).all(|w| w[0].path() < w[1].path()));
    // `next` and `variations` reach the same nodes as the walk.
    let mut reached = Vec::new();
    let mut stack: Vec<_> = game.mainline_nodes().collect();
    assert_eq!(stack.len(), 4);
    while let Some(node) = stack.pop() {
        reached.push(node.path().clone());
        stack.extend(node.variations());
        if !node.path().is_mainline() {
            stack.extend(node.next());
        }
    }
    reached.sort();
    let paths: Vec<NodePath> = walked.iter().map(|n| n.path().clone()).collect();
    assert_eq!(reached, paths);
}

#[test]
fn paths_that_name_no_node_give_nothing() {
    let game = read(NESTED);
    for indices in [
        &[4][..],
        &[0, 1, 0],
        &[0, 0, 3],
        &[0, 0, 1, 0, 4],
        &[3, 0, 0],
    ] {
        let path = path(indices);
        assert!(game.node(&path).is_none(), "{path:?}");
        assert!(game.at(&path).is_none(), "{path:?}");
        assert!(game.position(&path).is_none(), "{path:?}");
        assert!(game.cursor(&path).is_none(), "{path:?}");
        assert!(game.line_san(&path).is_none(), "{path:?}");
    }
    assert!(game.node(&NodePath::root()).is_none());
    assert!(game.at(&NodePath::root()).is_none());
    assert_eq!(game.position(&NodePath::root()), Some(game.start));
    assert_eq!(game.line_san(&NodePath::root()).as_deref(), Some(""));
    assert_eq!(game.cursor(&NodePath::root()).map(|c| c.ply()), Some(0));
}

#[test]
fn lines_read_as_python_chess_writes_them() {
    let game = read(NESTED);
    // `game.board().variation_san(node.board().move_stack)` in python-chess 1.11.2.
    let cases: [(&[usize], &str); 4] = [
        (&[0, 0, 1, 0, 3], "3. Bc4 Nf6 4. Ng5 d5 5. exd5"),
        (&[0, 0, 1, 0, 2, 0, 0], "3. Bc4 Nf6 4. Ng5 Bc5"),
        (&[3], "3. Bb5 a6 4. Ba4 Nf6"),
        (&[1, 0, 1], "3. Bb5 Nf6 4. O-O"),
    ];
    for (indices, text) in cases {
        assert_eq!(game.line_san(&path(indices)).as_deref(), Some(text));
    }
    // `board.variation_san([board.parse_san("a6")])` after 3. Bb5, Black to move.
    let bb5 = game.position(&NodePath::mainline(0)).expect("a move");
    let a6 = Move::normal(Square::A7, Square::A6);
    assert_eq!(variation_san(&bb5, [a6]).as_deref(), Ok("3...a6"));
    assert_eq!(
        variation_san(&bb5, [a6, a6]).map_err(|e| e.illegal_move()),
        Err(a6)
    );
    assert_eq!(variation_san(&bb5, []).as_deref(), Ok(""));
}

/// python-chess 1.11.2's `str(game)` for the game [`built_tree`] builds, built there the same
/// way (`node.add_variation(node.board().parse_san(san))` for each move).
const BUILT: &str = "[Event \"?\"]
[Site \"?\"]
[Date \"????.??.??\"]
[Round \"?\"]
[White \"Anderssen\"]
[Black \"?\"]
[Result \"*\"]

1. e4 ( 1. d4 d5 ) 1... e5 2. Nf3 ( 2. f4 { the King's Gambit } 2... exf4 ( 2... d5 3. exd5 e4 ) 3. Nf3 g5 ) ( 2. Bc4 ) 2... Nc6 3. Bb5 a6 *";

/// A tree built in code with variations inside variations, every position worked out by the
/// library.
fn built_tree() -> Game {
    let mut game = Game::new();
    game.set_tag("White", "Anderssen");
    for san in ["e4", "e5", "Nf3", "Nc6", "Bb5"] {
        game.push_san(san).expect("legal");
    }
    let e5 = NodePath::mainline(1);
    let f4 = game.add_line_san(&e5, ["f4"]).expect("legal");
    game[&f4].comments.push("the King's Gambit".to_owned());
    let nf3 = game.add_line_san(&f4, ["exf4", "Nf3"]).expect("legal");
    let d5 = game.add_line_san(&f4, ["d5"]).expect("legal");
    assert_eq!(d5, f4.next().variation(0));
    let e4 = game.add_line_san(&d5, ["exd5", "e4"]).expect("legal");
    assert_eq!(e4, d5.next().next());
    game.add_line_san(&nf3, ["g5"]).expect("legal");
    let bc4 = game.add_line_san(&e5, ["Bc4"]).expect("legal");
    assert_eq!(bc4, NodePath::mainline(2).variation(1));
    game.add_line_san(&NodePath::root(), ["d4", "d5"])
        .expect("legal");
    game.push_san("a6").expect("legal");
    game
}

#[test]
fn a_nested_tree_built_in_code_is_written_as_python_chess_writes_it_and_read_back() {
    let game = built_tree();
    let written = game.to_pgn();
    // python-chess wraps at 80 columns too, but elsewhere; compare the words.
    let words = |text: &str| {
        text.split_whitespace()
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    assert_eq!(words(&written), words(BUILT), "{written}");
    let again = read(&written);
    assert_eq!(again.mainline, game.mainline);
    assert_eq!(again.tag("White"), Some("Anderssen"));
    // python-chess: `game.end().board().fen()`.
    assert_eq!(
        fen(&again.end_position()),
        "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"
    );
    assert_eq!(again.end_position(), game.end_position());
}

#[test]
fn a_line_with_an_illegal_move_changes_nothing() {
    let mut game = built_tree();
    let before = game.clone();
    let f4 = NodePath::mainline(2).variation(0);
    let err = game.add_line_san(&f4, ["Nf6", "Ke3"]).unwrap_err();
    assert_eq!(err.to_string(), "illegal san: Ke3");
    assert!(game.add_line_san(&f4, ["Nz9"]).is_err());
    assert!(
        game.add_line(
            &f4,
            [
                Move::normal(Square::E5, Square::F4),
                Move::normal(Square::E1, Square::E3)
            ]
        )
        .is_err()
    );
    assert_eq!(game, before);
    // No moves: nothing added, and the path given back.
    assert_eq!(game.add_line(&f4, []), Ok(f4.clone()));
    assert_eq!(game.add_line_san(&f4, [""; 0]), Ok(f4));
    assert_eq!(game, before);
}

#[test]
#[should_panic(expected = "no node at")]
fn a_line_after_no_node_panics() {
    let mut game = built_tree();
    let _ = game.add_line_san(&NodePath::mainline(40), ["e4"]);
}

/// The position after the mainline, played from the start again.
fn replayed(game: &Game) -> Position {
    game.mainline
        .iter()
        .fold(game.start, |pos, node| node.play(&pos))
}

/// The mainline in SAN, checked to end where the game says it ends.
fn mainline_san(game: &Game) -> String {
    assert!(game.end_position().eq_with_clocks(&replayed(game)));
    game.line_san(&game.end()).expect("the end is a node")
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
    game[&NodePath::mainline(1)] =
        Node::new(&after_e4, Move::normal(Square::E7, Square::E6)).expect("legal");
    game.push_san("Bxe6").expect("the pawn is on e6 now");
    assert_eq!(
        mainline_san(&game),
        "1. e4 e6 2. Nf3 Nf6 3. Bc4 Nxe4 4. Bxe6"
    );

    // The last move changed through its path, which keeps where the mainline ends.
    game.mainline.truncate(2);
    game.mainline[1] = Node::new(&after_e4, e5).expect("legal");
    game.push_san("Nf3").expect("legal");
    let end = game.end();
    game[&end] = Node::new(&after_e5, Move::normal(Square::F1, Square::C4)).expect("legal");
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

/// A start that `==` calls the same (another castling mode) must not keep the old end.
#[test]
fn a_new_start_in_another_castling_mode_is_a_new_end() {
    let mut game = Game::new();
    game.push_san("e4").expect("legal");
    assert!(game.end_position().fen().contains(" KQkq "));
    game.start = Position::chess960(518).expect("the standard arrangement");
    assert_eq!(game.start, Position::new(), "equal as positions");
    let end = game.end_position();
    assert_eq!(
        end.castling_mode(),
        fianchetto_movegen::CastlingMode::Chess960
    );
    let node = game.at(&game.end()).expect("the last node");
    assert_eq!(node.position().castling_mode(), end.castling_mode());
}

#[test]
fn a_game_to_a_cursor_and_back() {
    // A mate: the result comes from the cursor's outcome.
    let game = read("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0");
    let cursor = game.cursor(&game.end()).expect("no null move");
    assert!(cursor.position().is_checkmate());
    let back = Game::from_cursor(&cursor);
    assert_eq!(back.mainline, game.mainline);
    assert_eq!(back.result(), Some(GameResult::WhiteWins));
    assert_eq!(back.start, game.start);
    // From a set-up position, the writer adds its FEN.
    let mut cursor = GameCursor::new(read(NESTED).start);
    cursor.push_san("Bb5").expect("legal");
    let game = Game::from_cursor(&cursor);
    assert_eq!(game.result(), None);
    let text = game.to_pgn();
    assert!(
        text.contains("[FEN \"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\"]"),
        "{text}"
    );
    assert!(text.ends_with("\n3. Bb5 *\n\n"), "{text}");
    // A null move cannot go into a cursor.
    let game = read("1. e4 -- 2. d4 *");
    assert!(game.cursor(&NodePath::mainline(0)).is_some());
    assert!(game.cursor(&NodePath::mainline(1)).is_none());
    assert_eq!(
        game.position(&game.end()).map(|pos| pos.turn()),
        Some(fianchetto_movegen::Color::Black)
    );
}

#[test]
fn broken_games_count_the_same_with_the_tree_and_with_replay() {
    let pgn = read_testdata("dialects/illegal-move.pgn");
    let games: Vec<Game> = Reader::new(&pgn[..])
        .read_all(&mut GameBuilder::new())
        .map(|game| game.expect("kept, errors and all"))
        .collect();
    let replayed: Vec<Replayed> = Reader::new(&pgn[..])
        .read_all(&mut Replay::new(Replayed::new()))
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

#[test]
fn read_games_know_where_they_end() {
    let pgn = corpus_2k();
    let mut reader = Reader::new(&pgn[..200_000]);
    let mut games = 0;
    while let Some(game) = reader.read_game(&mut GameBuilder::new()).expect("a game") {
        let replayed = game
            .mainline
            .iter()
            .fold(game.start, |pos, node| node.play(&pos));
        assert!(game.end_position().eq_with_clocks(&replayed));
        let mut checked = 0;
        for node in game.nodes() {
            if let Some(m) = node.node().mv {
                assert_eq!(node.node().san, node.position_before().san(m));
            }
            checked += 1;
        }
        assert!(checked >= game.mainline.len());
        games += 1;
    }
    assert!(games > 50, "{games}");
}

#[test]
fn paths_step_as_documented() {
    let mainline = NodePath::mainline(4);
    assert_eq!(mainline.depth(), 0);
    assert_eq!(mainline.next(), NodePath::mainline(5));
    let deep = mainline.variation(1).next().next().variation(0);
    assert_eq!(deep, path(&[4, 1, 2, 0, 0]));
    assert_eq!(deep.depth(), 2);
    assert!(!deep.is_mainline() && !deep.is_root());
    assert_eq!(deep.parent(), Some(path(&[4, 1, 1])));
    assert_eq!(path(&[4, 1, 0]).parent(), Some(NodePath::mainline(3)));
    assert_eq!(path(&[0, 1, 0, 2, 0]).parent(), Some(NodePath::root()));
    assert_eq!(NodePath::root().parent(), None);
    let mut sorted = vec![
        deep.clone(),
        NodePath::mainline(5),
        mainline.clone(),
        path(&[4, 0, 0]),
    ];
    sorted.sort();
    assert_eq!(
        sorted,
        [mainline, path(&[4, 0, 0]), deep, NodePath::mainline(5)]
    );
}

#[test]
#[should_panic(expected = "the root has no variations")]
fn the_root_has_no_variations() {
    let _ = NodePath::root().variation(0);
}

#[cfg(feature = "serde")]
#[test]
fn a_path_serialises_as_its_indices_and_only_real_paths_read_back() {
    let d5 = NodePath::mainline(2).variation(0).next().variation(0);
    let json = serde_json::to_string(&d5).expect("serialises");
    assert_eq!(json, "[2,0,1,0,0]");
    assert_eq!(serde_json::from_str::<NodePath>(&json).expect("reads"), d5);
    assert_eq!(
        serde_json::from_str::<NodePath>("[]").expect("the root"),
        NodePath::root()
    );
    let err = serde_json::from_str::<NodePath>("[2,0]").expect_err("no path has two indices");
    assert!(err.to_string().contains("invalid length 2"), "{err}");
}

#[test]
fn the_result_tag_is_the_one_result() {
    // The tag says, the movetext's token fills in where it does not (python-chess 1.11.2 reads
    // these four games' `headers["Result"]` as "1-0", "0-1", "1/2-1/2" and "*").
    let pgn = "[Result \"1-0\"]\n\n1. e4 *\n\n\
               [Result \"*\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
               1. e4 1/2-1/2\n\n\
               [Result \"1-0\"]\n\n1. e4 0-1\n\n\
               1. d4 *\n";
    let games: Vec<Game> = Reader::new(pgn.as_bytes())
        .read_all(&mut GameBuilder::new())
        .collect::<Result<_, _>>()
        .expect("five games");
    let results: Vec<_> = games.iter().map(Game::result).collect();
    assert_eq!(
        results,
        [
            Some(GameResult::WhiteWins),
            Some(GameResult::BlackWins),
            Some(GameResult::Draw),
            Some(GameResult::WhiteWins),
            None,
        ]
    );
    assert_eq!(games[2].tag("Result"), Some("1/2-1/2"));
    assert_eq!(games[4].tag("Result"), None);
    // Written once: the tag and the token agree, and read back the same.
    for game in &games {
        let text = game.to_pgn();
        let token = game.result().map_or("*", GameResult::as_str);
        assert!(text.contains(&format!("[Result \"{token}\"]")), "{text}");
        assert!(text.ends_with(&format!(" {token}\n\n")), "{text}");
        assert_eq!(read(&text).result(), game.result());
    }
    // Setting one is setting the other.
    let mut game = games[0].clone();
    game.set_result(Some(GameResult::BlackWins));
    assert_eq!(game.tag("Result"), Some("0-1"));
    game.set_tag("Result", "1/2-1/2");
    assert_eq!(game.result(), Some(GameResult::Draw));
    // A tag that is no result is kept as it is, and the movetext ends in `*` (the fuzzer's
    // `[Result "2-0"]` was once written as `*`, which lost the tag).
    game.set_tag("Result", "resigned");
    assert_eq!(game.result(), None);
    let text = game.to_pgn();
    assert!(text.contains("[Result \"resigned\"]"), "{text}");
    assert!(text.ends_with(" *\n\n"), "{text}");
    assert_eq!(read(&text).tag("Result"), Some("resigned"));
    // A padded result is kept as written (the fuzzer's `[Result " 1-0"]`), and the closing
    // token is the result it reads as.
    game.set_tag("Result", " 0-1");
    let text = game.to_pgn();
    assert!(text.contains("[Result \" 0-1\"]"), "{text}");
    assert!(text.ends_with(" 0-1\n\n"), "{text}");
    assert_eq!(read(&text).tag("Result"), Some(" 0-1"));
    assert_eq!(
        game.tags
            .iter()
            .filter(|(name, _)| name == "Result")
            .count(),
        1
    );
}

#[test]
fn push_answers_as_the_cursor_does() {
    let e4 = Move::normal(Square::E2, Square::E4);
    let mut game = Game::new();
    let mut cursor = GameCursor::default();
    // A move the caller gave: both answer nothing (a type the compiler checks here).
    let ((), ()) = (
        game.push(e4).expect("legal"),
        cursor.push(e4).expect("legal"),
    );
    assert_eq!(
        game.push_san("e5").expect("legal"),
        cursor.push_san("e5").expect("legal")
    );
    let illegal = Move::normal(Square::E4, Square::E5);
    assert_eq!(
        game.push(illegal).map_err(|e| e.to_string()),
        cursor.push(illegal).map_err(|e| e.to_string())
    );
    assert_eq!(
        game.push_san("Ke3").map_err(|e| e.to_string()),
        cursor.push_san("Ke3").map_err(|e| e.to_string())
    );
    assert_eq!(Game::from_cursor(&cursor).mainline, game.mainline);
}

#[test]
fn the_end_is_a_node_to_read_annotate_and_continue() {
    use crate::{Clock, Eval};
    use core::time::Duration;

    let mut game = Game::new();
    assert!(game.end().is_root());
    assert_eq!(game.position(&game.end()), Some(Position::new()));
    assert!(game.at(&game.end()).is_none());
    game.push_san("e4").expect("legal");
    let end = game.end();
    game[&end].set_clock(Some(Clock(Duration::from_secs(180))));
    assert_eq!(game.at(&end).map(|node| node.ply()), Some(1));
    let e5 = game
        .add_line_san(&end, ["e5"])
        .expect("the mainline goes on");
    assert_eq!(e5, game.end());
    game[&e5].set_clock(Some(Clock(Duration::from_secs(179))));
    game[&e5].set_eval(Some(Eval::Mate(-3)));
    // The end stays known: pushing again needs no replay, and plays from e5.
    game.push_san("Nf3").expect("legal");
    assert!(game.to_pgn().ends_with(
        "\n1. e4 { [%clk 0:03:00] } 1... e5 { [%eval #-3] [%clk 0:02:59] } 2. Nf3 *\n\n"
    ));
}

#[test]
fn evals_and_clocks_are_set_in_the_comments_that_hold_them() {
    use crate::{Clock, Eval};
    use core::time::Duration;

    let mut game = read("1. e4 { a fine move } { [%clk 0:09:57] [%eval 0.3] } *");
    let e4 = NodePath::mainline(0);
    game[&e4].set_clock(Some(Clock(Duration::from_secs(590))));
    game[&e4].set_eval(Some(Eval::Centipawns(-12)));
    assert_eq!(
        game[&e4].comments[..],
        ["a fine move", "[%clk 0:09:50] [%eval -0.12]"]
    );
    assert_eq!(game[&e4].clock(), Some(Clock(Duration::from_secs(590))));
    assert_eq!(game[&e4].eval(), Some(Eval::Centipawns(-12)));
    game[&e4].set_clock(None);
    game[&e4].set_eval(None);
    assert_eq!(game[&e4].comments[..], ["a fine move"]);
    assert_eq!((game[&e4].clock(), game[&e4].eval()), (None, None));
    // Removing what is not there changes nothing; adding goes first in the first comment.
    game[&e4].set_clock(None);
    game[&e4].set_eval(Some(Eval::Centipawns(30)));
    assert_eq!(game[&e4].comments[..], ["[%eval 0.30] a fine move"]);
    // Read back as written.
    let again = read(&game.to_pgn());
    assert_eq!(again[&e4].eval(), Some(Eval::Centipawns(30)));
    assert_eq!(again[&e4].comments, game[&e4].comments);
}

#[test]
fn a_mainline_of_any_position_type_is_made_the_same_way() {
    let mut game = Game::new();
    game.push_san("d4").expect("legal");
    let nodes = game.mainline.clone().into_vec();
    let empty: crate::Mainline<Position> = crate::Mainline::new();
    assert!(empty.is_empty());
    assert_eq!(crate::Mainline::<Position>::default(), empty);
    assert_eq!(
        crate::Mainline::<Position>::from(nodes.clone()),
        game.mainline
    );
    #[cfg(feature = "variants")]
    {
        use fianchetto_variant::{AnyPosition, Variant, VariantPosition};
        let mut variant = Game::from_start(VariantPosition::new(Variant::Atomic));
        variant.mainline = crate::Mainline::<VariantPosition>::from(nodes.clone());
        assert_eq!(variant.end_position().variant(), Variant::Atomic);
        variant.push_san("d5").expect("legal");
        assert!(crate::Mainline::<VariantPosition>::new().is_empty());
        let mut any = Game::from_start(AnyPosition::new(Variant::Crazyhouse));
        any.mainline = nodes.into();
        any.push_san("d5").expect("legal");
        assert_eq!(any.mainline.len(), 2);
        assert!(crate::Mainline::<AnyPosition>::default().is_empty());
    }
}
