//! PGN games: tags, start position, moves with comments, NAGs and variations, result, errors.

use std::fs;
use std::path::PathBuf;

use fianchetto::CastlingMode;
use fianchetto::pgn::{Game, GameBuilder, GameResult, Reader};

use super::formats::assert_round_trips;

/// Every game of a PGN text.
fn games(pgn: &str) -> Vec<Game> {
    Reader::new(pgn.as_bytes())
        .read_all(&mut GameBuilder::new())
        .collect::<Result<_, _>>()
        .expect("readable pgn")
}

#[test]
fn a_game_is_its_tags_start_fen_moves_and_result() {
    // The result is the `Result` tag, filled from the movetext's token.
    let pgn =
        "[White \"Kasparov\"]\n\n{Opening} 1. e4 {best by test} (1. d4 d5 $1) 1... c5 2. Nf3 1-0\n";
    let game = &games(pgn)[0];
    let json = assert_round_trips(game);
    let node = |mv: &str, san: &str, rest: &str| {
        format!(
            r#"{{"mv":{mv},"san":"{san}","starting_comments":[],"nags":{rest}"variations":[]}}"#
        )
    };
    let e4 = format!(
        r#"{{"mv":{{"from":"e2","to":"e4","kind":"normal"}},"san":"e4","starting_comments":[],"nags":[],"comments":["best by test"],"variations":[[{},{}]]}}"#,
        node(
            r#"{"from":"d2","to":"d4","kind":"normal"}"#,
            "d4",
            r#"[],"comments":[],"#
        ),
        node(
            r#"{"from":"d7","to":"d5","kind":"normal"}"#,
            "d5",
            r#"[1],"comments":[],"#
        ),
    );
    let c5 = node(
        r#"{"from":"c7","to":"c5","kind":"normal"}"#,
        "c5",
        r#"[],"comments":[],"#,
    );
    let nf3 = node(
        r#"{"from":"g1","to":"f3","kind":"normal"}"#,
        "Nf3",
        r#"[],"comments":[],"#,
    );
    assert_eq!(
        json,
        format!(
            r#"{{"tags":[["White","Kasparov"],["Result","1-0"]],"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","chess960":false,"comments":["Opening"],"mainline":[{e4},{c5},{nf3}],"offset":0,"errors":[]}}"#
        )
    );
}

#[test]
fn results_are_their_tokens() {
    let results = [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
    ];
    let json: Vec<String> = results.iter().map(assert_round_trips).collect();
    assert_eq!(json, [r#""1-0""#, r#""0-1""#, r#""1/2-1/2""#]);
}

#[test]
fn every_game_of_the_test_files_round_trips() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata");
    let mut paths: Vec<PathBuf> = ["pgn", "dialects"]
        .into_iter()
        .flat_map(|dir| fs::read_dir(format!("{root}/{dir}")).expect("testdata folder"))
        .map(|entry| entry.expect("testdata entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "pgn"))
        .collect();
    paths.sort();
    let (mut games_read, mut variations, mut comments, mut chess960) = (0, 0, 0, 0);
    for path in &paths {
        let bytes = fs::read(path).expect("testdata file");
        // A game the reader gives up on is no `Game`; the dialect files hold a few on purpose.
        for game in Reader::new(&bytes[..])
            .read_all(&mut GameBuilder::new())
            .flatten()
        {
            assert_round_trips(&game);
            games_read += 1;
            variations += game
                .mainline
                .iter()
                .map(|n| n.variations.len())
                .sum::<usize>();
            comments += game
                .mainline
                .iter()
                .map(|n| n.comments.len())
                .sum::<usize>();
            chess960 += usize::from(game.start.castling_mode() == CastlingMode::Chess960);
            let back: Game = serde_json::from_str(&serde_json::to_string(&game).unwrap()).unwrap();
            assert_eq!(back.start.castling_mode(), game.start.castling_mode());
            assert!(back.start.eq_with_clocks(&game.start));
        }
    }
    assert!(
        games_read > 50 && variations > 0 && comments > 100 && chess960 > 0,
        "{} files: {games_read} games, {variations} variations, {comments} comments, {chess960} in Chess960",
        paths.len()
    );
}

#[test]
fn a_broken_game_keeps_its_error() {
    let game = &games("1. e4 e5 2. Ke3 *")[0];
    let json = assert_round_trips(game);
    assert!(
        json.contains(
            r#""errors":[{"game":1,"line":1,"column":13,"kind":"IllegalMove","in_variation":false,"message":"illegal move \"Ke3\" in "#
        ),
        "{json}"
    );
}
