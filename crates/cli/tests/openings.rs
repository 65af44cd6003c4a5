//! `fianchetto pgn --emit opening` against python-chess 1.11.2 applying the data set's rule
//! (`testdata/openings/expected.py`: the last mainline position, the start included, whose EPD
//! lichess's table names) on every game of the 20k corpus and of the real collections.

use std::fs;

use crate::support::{ScratchFile, run, testdata};

/// The table's lines as the expectations number them: `ECO<TAB>Name`, a.tsv to e.tsv.
fn table() -> Vec<String> {
    let data = format!("{}/../openings/data", env!("CARGO_MANIFEST_DIR"));
    ["a", "b", "c", "d", "e"]
        .iter()
        .flat_map(|file| {
            let text = fs::read_to_string(format!("{data}/{file}.tsv")).expect("the table");
            let lines: Vec<String> = text
                .lines()
                .skip(1)
                .map(|line| {
                    let mut fields = line.split('\t');
                    format!("{}\t{}", fields.next().unwrap(), fields.next().unwrap())
                })
                .collect();
            lines
        })
        .collect()
}

/// The expected line for a game: its table line's name, or `-`.
fn expected_line(table: &[String], found: &str) -> String {
    match found {
        "-" => "-".to_owned(),
        number => table[number.parse::<usize>().expect("a line number")].clone(),
    }
}

#[test]
fn openings_of_the_20k_corpus_are_python_chess_s() {
    let table = table();
    let expected: Vec<String> = fs::read_to_string(testdata("openings/games-20k.txt"))
        .expect("the expectations")
        .lines()
        .map(|found| expected_line(&table, found))
        .collect();
    let corpus = testdata("corpus/games-20k.pgn.zst");
    let run = run(&["pgn", &corpus, "--emit", "opening", "--keep-partial"]);
    assert!(run.success(), "{run:?}");
    let lines = run.lines();
    assert_eq!(lines.len(), 20_000);
    let named = expected.iter().filter(|line| *line != "-").count();
    assert!(named > 19_000, "{named} games named");
    for (number, (got, want)) in lines.iter().zip(&expected).enumerate() {
        assert_eq!(*got, want.as_str(), "game {}", number + 1);
    }
}

#[test]
fn openings_of_the_real_collections_are_python_chess_s() {
    let table = table();
    let text = fs::read_to_string(testdata("openings/collections.txt")).expect("expectations");
    for row in text.lines() {
        let mut fields = row.split('\t');
        let file = fields.next().expect("a file");
        let expected: Vec<String> = fields.map(|found| expected_line(&table, found)).collect();
        let path = format!("{}/../../{file}", env!("CARGO_MANIFEST_DIR"));
        let run = run(&["pgn", &path, "--emit", "opening", "--keep-partial"]);
        assert_eq!(run.lines(), expected, "{file}: {run:?}");
    }
}

#[test]
fn a_game_from_a_named_position_keeps_its_name_and_a_variant_has_none() {
    let pgn = b"[FEN \"rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\"]\n\n*\n\n\
[FEN \"rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\"]\n\n2. h3 *\n\n\
[Variant \"Atomic\"]\n\n1. e4 c5 *\n\n\
1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. h3 *\n";
    let file = ScratchFile::new("openings.pgn", pgn);
    let run = run(&["pgn", file.path(), "--emit", "opening"]);
    assert!(run.success(), "{run:?}");
    assert_eq!(
        run.lines(),
        [
            "B20\tSicilian Defense",
            "B20\tSicilian Defense",
            "-",
            "B90\tSicilian Defense: Najdorf Variation, Adams Attack",
        ]
    );
}
