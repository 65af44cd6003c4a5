//! `docs/migrating.md`'s shakmaty and pgn-reader side, compiled and run against the versions
//! this workspace pins (`bench/Cargo.toml`), and held to the page:
//!
//! - the page's shakmaty code block is, line for line, the code between the `page:` markers
//!   below (less four spaces of indentation);
//! - every code fragment in the shakmaty column of the page's table appears in this file,
//!   character for character, in code that runs;
//! - the versions the page names are the versions `bench/Cargo.toml` pins.
//!
//! `cargo test --manifest-path bench/Cargo.toml --test migrating`. The fianchetto side of the
//! page is compiled and run as doctests of the `fianchetto` crate.

use std::error::Error;
use std::fs::File;
use std::ops::ControlFlow;

use pgn_reader::{Reader, Visitor};
use shakmaty::fen::Fen;
use shakmaty::san::{San, SanPlus};
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Outcome, Position, perft};
use shakmaty_syzygy::{Dtz, Tablebase, Wdl};

const PAGE: &str = include_str!("../../docs/migrating.md");
const THIS_FILE: &str = include_str!("migrating.rs");
const PINS: &str = include_str!("../Cargo.toml");

/// The section of the page about shakmaty and pgn-reader.
fn section() -> &'static str {
    let start = PAGE
        .find("\n## From shakmaty and pgn-reader\n")
        .expect("docs/migrating.md has a section \"From shakmaty and pgn-reader\"");
    let rest = &PAGE[start + 1..];
    let end = rest[3..].find("\n## ").map_or(rest.len(), |e| e + 3);
    &rest[..end]
}

/// The page's shakmaty code block, run as written there.
#[rustfmt::skip]
#[test]
fn the_code_block() -> Result<(), Box<dyn Error>> {
    // page: begin
    use std::ops::ControlFlow;

    use pgn_reader::{Reader, Visitor};
    use shakmaty::fen::Fen;
    use shakmaty::san::{San, SanPlus};
    use shakmaty::zobrist::Zobrist64;
    use shakmaty::{CastlingMode, Chess, EnPassantMode, Outcome, Position, perft};

    let mut pos: Chess = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
        .parse::<Fen>()?
        .into_position(CastlingMode::Standard)?;
    assert_eq!(pos.legal_moves().len(), 26);
    let castle = San::from_ascii(b"O-O")?.to_move(&pos)?;
    assert_eq!(SanPlus::from_move(pos.clone(), castle).to_string(), "O-O");
    assert_eq!(castle.to_uci(CastlingMode::Standard).to_string(), "e1g1");
    let after = pos.clone().play(castle)?;
    pos.play_unchecked(castle);
    assert_eq!(pos, after);
    assert_eq!(
        Fen::from_position(&pos, EnPassantMode::Legal).to_string(),
        "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"
    );
    assert_eq!(pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0, 0x83d742f815d9bb43);
    assert_eq!(pos.outcome(), Outcome::Unknown);
    assert_eq!(perft(&Chess::default(), 4), 197_281);

    /// Collects the SAN of each game's mainline moves.
    struct Moves;

    impl Visitor for Moves {
        type Tags = ();
        type Movetext = Vec<String>;
        type Output = Vec<String>;

        fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
            ControlFlow::Continue(())
        }
        fn begin_movetext(&mut self, _tags: ()) -> ControlFlow<Self::Output, Self::Movetext> {
            ControlFlow::Continue(Vec::new())
        }
        fn san(&mut self, movetext: &mut Self::Movetext, san_plus: SanPlus) -> ControlFlow<Self::Output> {
            movetext.push(san_plus.to_string());
            ControlFlow::Continue(())
        }
        fn end_game(&mut self, movetext: Self::Movetext) -> Self::Output {
            movetext
        }
    }

    let pgn = b"1. e4 e5 2. Nf3 Nc6 *\n";
    let moves = Reader::new(&pgn[..]).read_game(&mut Moves)?;
    assert_eq!(moves, Some(vec!["e4".into(), "e5".into(), "Nf3".into(), "Nc6".into()]));
    // page: end
    Ok(())
}

/// Plies of each game's mainline.
struct Plies;

impl Visitor for Plies {
    type Tags = ();
    type Movetext = usize;
    type Output = usize;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(())
    }
    fn begin_movetext(&mut self, _tags: ()) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue(0)
    }
    #[rustfmt::skip]
    fn san(&mut self, movetext: &mut Self::Movetext, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        *movetext += usize::from(san_plus.san != San::Null);
        ControlFlow::Continue(())
    }
    fn end_game(&mut self, movetext: Self::Movetext) -> Self::Output {
        movetext
    }
}

/// The table's shakmaty cells, each as the page writes it (so rustfmt keeps off).
#[rustfmt::skip]
#[test]
fn the_table() -> Result<(), Box<dyn Error>> {
    let mut pos = Chess::default();
    assert_eq!(pos.legal_moves().len(), 20);
    assert_eq!(perft(&pos, 4), 197_281);
    let m = San::from_ascii(b"e4")?.to_move(&pos)?;
    assert_eq!(SanPlus::from_move(pos.clone(), m).to_string(), "e4");
    assert_eq!(m.to_uci(CastlingMode::Standard).to_string(), "e2e4");
    let start = pos.clone();
    pos = pos.play(m)?;
    assert_eq!(
        Fen::from_position(&pos, EnPassantMode::Legal).to_string(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    assert_eq!(
        pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal),
        Zobrist64(0x823c9b50fd114196)
    );
    assert_eq!(pos.outcome(), Outcome::Unknown);
    let after_e4 = pos;
    let mut pos = start;
    pos.play_unchecked(m);
    assert_eq!(pos, after_e4);

    let fen = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";
    let pos = fen.parse::<Fen>()?.into_position::<Chess>(CastlingMode::Standard)?;
    assert!(pos.is_checkmate());

    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../testdata/pgn/kasparov-deep-blue-1997.pgn"
    );
    let file = File::open(path)?;
    let mut visitor = Plies;
    let plies = Reader::new(file).read_game(&mut visitor)?;
    assert_eq!(plies, Some(89)); // python-chess counts 89 too

    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/syzygy/tables");
    let mut tb = Tablebase::<Chess>::new();
    tb.add_directory(dir)?;
    let pos: Chess = "8/8/8/8/8/3k4/8/1KQ5 w - - 0 1"
        .parse::<Fen>()?
        .into_position(CastlingMode::Standard)?;
    assert_eq!(tb.probe_wdl_after_zeroing(&pos)?, Wdl::Win);
    assert_eq!(tb.probe_dtz(&pos)?.ignore_rounding(), Dtz(9));
    let (best, _) = tb.best_move(&pos)?.expect("a winning move");
    assert!(pos.is_legal(best));
    Ok(())
}

/// The page's shakmaty block is the code of [`the_code_block`].
#[test]
fn the_page_shows_the_code_block() {
    let section = section();
    let opening = "```rust,ignore\n";
    let start = section
        .find(opening)
        .expect("a ```rust,ignore block of shakmaty code")
        + opening.len();
    let length = section[start..].find("```").expect("the block closes");
    let on_page: Vec<&str> = section[start..start + length].lines().collect();

    let lines: Vec<&str> = THIS_FILE.lines().collect();
    let marker = |name: &str| {
        lines
            .iter()
            .position(|line| line.trim() == format!("// page: {name}"))
            .expect("the markers")
    };
    let here: Vec<&str> = lines[marker("begin") + 1..marker("end")]
        .iter()
        .map(|line| line.strip_prefix("    ").unwrap_or(line))
        .collect();
    assert_eq!(
        on_page, here,
        "docs/migrating.md's shakmaty block and bench/tests/migrating.rs differ"
    );
}

/// Every fragment of code in the table's shakmaty column is code of this file.
#[test]
fn the_page_quotes_this_file() {
    let table = section()
        .split("\n\n")
        .find(|part| part.starts_with("| shakmaty"))
        .expect("a table whose first column is shakmaty's");
    let mut fragments = 0;
    for row in table.lines().skip(2) {
        let cell = row
            .strip_prefix("| ")
            .and_then(|row| row.split(" | ").next())
            .expect("a table row");
        for fragment in cell.split('`').skip(1).step_by(2) {
            fragments += 1;
            assert!(
                THIS_FILE.contains(fragment),
                "`{fragment}` of docs/migrating.md is not code in bench/tests/migrating.rs"
            );
        }
    }
    assert!(fragments > 10, "only {fragments} fragments found");
}

/// The page names the shakmaty and pgn-reader versions this workspace pins.
#[test]
fn the_page_names_the_pinned_versions() {
    let pinned = |name: &str| {
        let line = PINS
            .lines()
            .find(|line| line.starts_with(&format!("{name} = \"=")))
            .expect("an exact pin");
        let version = line.split('"').nth(1).expect("a version")[1..].to_owned();
        let minor = version.rsplit_once('.').expect("x.y.z").0.to_owned();
        format!("{name} {minor}")
    };
    let section = section();
    for name in ["shakmaty", "pgn-reader"] {
        let named = pinned(name);
        assert!(
            section.contains(&named),
            "the page should name {named}, the version bench/Cargo.toml pins"
        );
    }
}
