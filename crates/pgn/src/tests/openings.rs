//! [`Game::opening`] (the `openings` feature) against python-chess 1.11.2 applying the data
//! set's rule (`testdata/openings/expected.py`) on the 2,000-game corpus, and on trees.

use std::borrow::ToOwned;
use std::string::String;
use std::vec::Vec;

use crate::tests::corpus_2k;
use crate::{Game, GameBuilder, Reader};

/// The table's lines as the expectations number them: `ECO<TAB>Name`, a.tsv to e.tsv.
fn table() -> Vec<String> {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/../openings/data");
    let mut lines = Vec::new();
    for file in ["a", "b", "c", "d", "e"] {
        let text = std::fs::read_to_string(std::format!("{data}/{file}.tsv")).expect("the table");
        for line in text.lines().skip(1) {
            let mut fields = line.split('\t');
            let (eco, name) = (fields.next(), fields.next());
            lines.push(std::format!(
                "{}\t{}",
                eco.expect("ECO"),
                name.expect("a name")
            ));
        }
    }
    lines
}

/// The game's opening as the expectations write it: `ECO<TAB>Name`, or `-`.
fn named(game: &Game) -> String {
    game.opening().map_or("-".to_owned(), |opening| {
        std::format!("{}\t{}", opening.eco(), opening.name())
    })
}

fn game(pgn: &str) -> Game {
    Reader::new(pgn.as_bytes())
        .read_game(&mut GameBuilder::new())
        .expect("read")
        .expect("a game")
}

#[test]
fn openings_of_the_2k_corpus_are_python_chess_s() {
    let table = table();
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/openings/games-20k.txt"
    );
    let expected = std::fs::read_to_string(path).expect("the expectations");
    let data = corpus_2k();
    let (mut reader, mut builder) = (Reader::new(&data[..]), GameBuilder::new());
    let games = reader.read_all(&mut builder);
    let mut checked = 0;
    for (number, (game, found)) in games.zip(expected.lines()).enumerate() {
        let want = match found {
            "-" => "-".to_owned(),
            line => table[line.parse::<usize>().expect("a line number")].clone(),
        };
        assert_eq!(named(&game.expect("a game")), want, "game {}", number + 1);
        checked += 1;
    }
    assert_eq!(checked, 2000);
}

#[test]
fn the_opening_is_the_deepest_named_mainline_position() {
    // 3... a6 is the Morphy Defense; 4. Ba4 is not named, so the game keeps it. The variation's
    // Queen's Gambit, deeper in the tree, is no part of the mainline.
    let ruy = game("1. e4 (1. d4 d5 2. c4) 1... e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 *");
    assert_eq!(named(&ruy), "C70\tRuy Lopez: Morphy Defense");
    // A game from a named position counts its start; a null move plays on.
    let start = "[FEN \"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\"]\n\n2. -- *";
    assert_eq!(named(&game(start)), "C20\tKing's Pawn Game");
    assert_eq!(
        named(&game("1. h4 h5 2. a4 a5 3. Ra3 Ra6 *")),
        "A00\tKádas Opening"
    );
    assert_eq!(named(&Game::new()), "-");
}

#[cfg(feature = "variants")]
#[test]
fn a_variant_game_has_no_opening() {
    let pgn = "[Variant \"Atomic\"]\n\n1. e4 e5 *";
    let game: Game<crate::variant::VariantPosition> = Reader::new(pgn.as_bytes())
        .read_game(&mut GameBuilder::default())
        .expect("read")
        .expect("a game");
    assert_eq!(game.opening(), None);
}
