//! Games of lichess's variants on `VariantPosition` and `AnyPosition` (the `variants`
//! feature), against python-chess: the playouts of `testdata/variants/playouts/` written as
//! PGN, each move as python-chess's SAN, read, replayed, built, written and read back.

use std::borrow::ToOwned;
use std::format;
use std::string::{String, ToString};
use std::vec::Vec;

use crate::replay::position_tags::{is_start_position, same_start, variant_tag};
use fianchetto_movegen::{CastlingMode, EnPassantMode, Position, Rules};
use fianchetto_notation::Notation;
use fianchetto_variant::{AnyPosition, Variant, VariantPosition};

use crate::{
    Game, GameBuilder, GameResult, NodePath, Reader, Replay, ReplayErrorKind, Replayed,
    variation_san,
};

/// A game of a playout file: its start, its moves in python-chess's SAN and UCI, the FEN
/// after each move, and its result.
struct Playout {
    variant: Variant,
    /// `standard`, or `chess960:<number>`.
    start: String,
    /// The FEN before the first move.
    start_fen: String,
    sans: Vec<String>,
    fens: Vec<String>,
    result: Option<GameResult>,
}

impl Playout {
    /// The game as PGN, as lichess writes one: the `Variant` tag in lichess's spelling, a
    /// `FEN` tag only for a Chess960 start.
    fn pgn(&self, number: usize) -> String {
        let mut pgn = format!(
            "[Event \"playout {number}\"]\n[Variant \"{}\"]\n",
            self.variant.pgn_name()
        );
        if self.start != "standard" {
            pgn += &format!("[SetUp \"1\"]\n[FEN \"{}\"]\n", self.start_fen);
        }
        pgn.push('\n');
        for (ply, san) in self.sans.iter().enumerate() {
            if ply % 2 == 0 {
                pgn += &format!("{}. ", ply / 2 + 1);
            }
            pgn += san;
            pgn.push(' ');
        }
        pgn += self.result.map_or("*", GameResult::as_str);
        pgn += "\n\n";
        pgn
    }
}

/// The games of `testdata/variants/playouts/<file>.tsv`.
fn playouts(file: &str, variant: Variant) -> Vec<Playout> {
    let text = String::from_utf8(super::read_testdata(&format!(
        "variants/playouts/{file}.tsv"
    )))
    .expect("UTF-8");
    let mut rows = text.lines().filter(|line| !line.starts_with('#'));
    let header: Vec<&str> = rows.next().expect("a header").split('\t').collect();
    let column = |name: &str| {
        header
            .iter()
            .position(|&h| h == name)
            .unwrap_or_else(|| panic!("{file}: no column {name}"))
    };
    let (game, ply, mv, fen) = (column("game"), column("ply"), column("move"), column("fen"));
    let (legal_uci, legal_san) = (column("legal_uci"), column("legal_san"));
    let (result, start) = (column("result"), column("start"));
    let mut games: Vec<Playout> = Vec::new();
    // The legal moves of the row before, as UCI and SAN.
    let mut before: Vec<(String, String)> = Vec::new();
    let mut current = None;
    for row in rows {
        let cells: Vec<&str> = row.split('\t').collect();
        if cells[ply] == "0" {
            current = Some(cells[game].to_owned());
            games.push(Playout {
                variant,
                start: cells[start].to_owned(),
                start_fen: cells[fen].to_owned(),
                sans: Vec::new(),
                fens: Vec::new(),
                result: None,
            });
        } else {
            assert_eq!(current.as_deref(), Some(cells[game]), "{file}: {row}");
            let playout = games.last_mut().expect("a game");
            let (_, san) = before
                .iter()
                .find(|(uci, _)| uci == cells[mv])
                .unwrap_or_else(|| panic!("{file}: {} is no legal move before", cells[mv]));
            playout.sans.push(san.clone());
            playout.fens.push(cells[fen].to_owned());
        }
        let playout = games.last_mut().expect("a game");
        playout.result = GameResult::from_bytes(cells[result].as_bytes());
        before = if cells[legal_uci] == "-" {
            Vec::new()
        } else {
            cells[legal_uci]
                .split(' ')
                .zip(cells[legal_san].split(' '))
                .map(|(uci, san)| (uci.to_owned(), san.to_owned()))
                .collect()
        };
    }
    games
}

/// Every playout file with its variant.
const FILES: [(&str, Variant); 7] = [
    ("atomic", Variant::Atomic),
    ("antichess", Variant::Antichess),
    ("crazyhouse", Variant::Crazyhouse),
    ("kingofthehill", Variant::KingOfTheHill),
    ("3check", Variant::ThreeCheck),
    ("horde", Variant::Horde),
    ("racingkings", Variant::RacingKings),
];

/// The FEN python-chess's `board.fen()` writes, which the playouts hold: X-FEN castling rights
/// in Chess960 too, as `fen()` writes them.
fn xfen(pos: &VariantPosition) -> String {
    fianchetto_variant::VariantFen::from_position(pos, EnPassantMode::Legal).to_string()
}

#[test]
fn playouts_of_every_variant_replay_to_python_chess_s_positions() {
    for (file, variant) in FILES {
        let games = playouts(file, variant);
        assert!(games.len() >= 30, "{file}: {} games", games.len());
        let pgn: String = games.iter().enumerate().map(|(i, g)| g.pgn(i)).collect();
        let mut reader = Reader::new(pgn.as_bytes());
        let mut replay = Replay::new(Replayed::<VariantPosition>::default());
        for (i, game) in games.iter().enumerate() {
            let replayed = reader
                .read_game(&mut replay)
                .unwrap_or_else(|e| panic!("{file} game {i}: {e}"))
                .expect("a game");
            assert!(
                replayed.error.is_none(),
                "{file} game {i}: {:?}",
                replayed.error
            );
            assert_eq!(replayed.position.variant(), variant);
            assert_eq!(replayed.plies as usize, game.sans.len(), "{file} game {i}");
            let end = game.fens.last().unwrap_or(&game.start_fen);
            assert_eq!(&xfen(&replayed.position), end, "{file} game {i}");
            assert_eq!(replayed.result, game.result, "{file} game {i}");
            // The outcome the position reaches is the result python-chess gave the game.
            if let Some(result) = game.result {
                let outcome = replayed.position.outcome().expect("an ended game");
                assert_eq!(GameResult::from(outcome), result, "{file} game {i}");
            }
        }
        assert!(reader.read_game(&mut replay).expect("no junk").is_none());
    }
}

#[test]
fn playouts_of_every_variant_build_write_and_read_back_the_same() {
    for (file, variant) in FILES {
        let games = playouts(file, variant);
        let pgn: String = games.iter().enumerate().map(|(i, g)| g.pgn(i)).collect();
        let mut reader = Reader::new(pgn.as_bytes());
        let mut builder = GameBuilder::<VariantPosition>::default();
        for (i, playout) in games.iter().enumerate() {
            let game = reader
                .read_game(&mut builder)
                .unwrap_or_else(|e| panic!("{file} game {i}: {e}"))
                .expect("a game");
            assert!(game.errors.is_empty(), "{file} game {i}: {:?}", game.errors);
            assert_eq!(game.start.variant(), variant);
            assert_eq!(xfen(&game.start), playout.start_fen, "{file} game {i}");
            // Each move's SAN as python-chess writes it, and each position its FEN.
            let sans: Vec<String> = game.mainline.iter().map(|n| n.san.to_string()).collect();
            assert_eq!(sans, playout.sans, "{file} game {i}");
            let fens: Vec<String> = game.mainline_nodes().map(|n| xfen(n.position())).collect();
            assert_eq!(fens, playout.fens, "{file} game {i}");
            let end = playout.fens.last().unwrap_or(&playout.start_fen);
            assert_eq!(&xfen(&game.end_position()), end, "{file} game {i}");
            assert_eq!(game.result(), playout.result, "{file} game {i}");

            // Written: the Variant tag as lichess writes it, a FEN tag for a Chess960 start.
            let written = game.to_pgn();
            let tag = format!("[Variant \"{}\"]\n", variant.pgn_name());
            assert!(written.contains(&tag), "{file} game {i}: {written}");
            assert_eq!(
                written.contains("[FEN "),
                playout.start != "standard",
                "{file} game {i}: {written}"
            );
            // Read back: the same game, which writes the same text again.
            let again = Reader::new(written.as_bytes())
                .read_game(&mut GameBuilder::<VariantPosition>::default())
                .unwrap_or_else(|e| panic!("{file} game {i}: {e}\n{written}"))
                .expect("a game");
            assert!(
                again.errors.is_empty(),
                "{file} game {i}: {:?}",
                again.errors
            );
            assert_eq!(
                again.tag("Variant"),
                Some(variant.pgn_name()),
                "{file} game {i}"
            );
            assert_eq!(again.mainline[..], game.mainline[..], "{file} game {i}");
            assert!(same_start(&again.start, &game.start), "{file} game {i}");
            assert_eq!(again.to_pgn(), written, "{file} game {i}");

            // Without its tags, the writer adds the Variant tag (and the FEN tag) it needs.
            let bare = Game {
                tags: Vec::new(),
                ..game.clone()
            };
            let written = bare.to_pgn();
            assert!(written.contains(&tag), "{file} game {i}: {written}");
            let again = Reader::new(written.as_bytes())
                .read_game(&mut GameBuilder::<VariantPosition>::default())
                .expect("a game")
                .expect("a game");
            assert_eq!(again.mainline[..], game.mainline[..], "{file} game {i}");
            assert_eq!(again.start.fen(), game.start.fen(), "{file} game {i}");
        }
    }
}

/// What a position of standard chess is, whatever its type and however its FEN writes it.
fn key<P: Rules>(pos: &P) -> String {
    format!(
        "{:?}",
        (
            pos.board(),
            pos.turn(),
            pos.castling_rights(),
            pos.castling_mode(),
            pos.ep_square(EnPassantMode::Always),
            pos.halfmoves(),
            pos.fullmoves(),
        )
    )
}

#[test]
fn a_standard_game_on_variant_position_plays_as_on_position() {
    let mut files: Vec<Vec<u8>> = std::fs::read_dir(super::testdata("pgn"))
        .expect("the test files")
        .map(|entry| std::fs::read(entry.expect("a file").path()).expect("a pgn file"))
        .collect();
    files.push(super::corpus_2k());
    let mut games = 0;
    for pgn in files {
        let mut standard = Reader::new(&pgn[..]);
        let mut variant = Reader::new(&pgn[..]);
        let mut standard_builder = GameBuilder::new();
        let mut variant_builder = GameBuilder::<VariantPosition>::default();
        loop {
            let a = standard.read_game(&mut standard_builder);
            let b = variant.read_game(&mut variant_builder);
            let (a, b) = match (a, b) {
                (Ok(Some(a)), Ok(Some(b))) => (a, b),
                (Ok(None), Ok(None)) => break,
                (Err(a), Err(b)) => {
                    assert_eq!(a.to_string(), b.to_string());
                    continue;
                }
                (a, b) => panic!("{a:?} against {b:?}"),
            };
            assert_eq!(b.start.variant(), Variant::Chess);
            assert_eq!(key(&a.start), key(&b.start));
            let moves =
                |nodes: &[crate::Node]| -> Vec<_> { nodes.iter().map(|n| (n.mv, n.san)).collect() };
            assert_eq!(moves(&a.mainline), moves(&b.mainline));
            assert_eq!(a.nodes().count(), b.nodes().count());
            for (x, y) in a.nodes().zip(b.nodes()) {
                assert_eq!((x.node().mv, x.node().san), (y.node().mv, y.node().san));
                assert_eq!(key(x.position()), key(y.position()));
            }
            let kinds =
                |errors: &[crate::GameError]| -> Vec<_> { errors.iter().map(|e| e.kind).collect() };
            assert_eq!(kinds(&a.errors), kinds(&b.errors));
            assert_eq!(key(&a.end_position()), key(&b.end_position()));
            // Both write python-chess's FEN (X-FEN castling in Chess960).
            assert_eq!(a.start.fen(), b.start.fen());
            assert_eq!(a.end_position().fen(), b.end_position().fen());
            assert_eq!(a.to_pgn(), b.to_pgn());
            games += 1;
        }
    }
    assert!(games > 2_000, "{games}");
}

#[test]
fn variant_tags_read_as_lichess_and_python_chess_name_them() {
    let start = |variant: Option<&str>, fen: Option<&str>| {
        crate::position_from_tags::<VariantPosition>(variant, fen)
    };
    for variant in Variant::ALL {
        for name in [variant.pgn_name(), variant.uci_name()]
            .into_iter()
            .chain(variant.aliases().iter().copied())
        {
            let upper = name.to_ascii_uppercase();
            for name in [name, &upper] {
                let pos = start(Some(name), None).unwrap_or_else(|e| panic!("{name}: {e}"));
                assert_eq!(pos.variant(), variant, "{name}");
                assert!(is_start_position(&pos), "{name}");
                assert_eq!(pos.castling_mode(), CastlingMode::Standard, "{name}");
            }
        }
    }
    for name in ["Chess960", "chess 960", "Fischerandom", "FISCHER RANDOM"] {
        let pos = start(Some(name), None).expect("chess960");
        assert_eq!(
            (pos.variant(), pos.castling_mode()),
            (Variant::Chess, CastlingMode::Chess960)
        );
        assert_eq!(variant_tag(&pos), Some("Chess960"));
    }
    for name in ["", "From Position", "fromposition", "Standard"] {
        let pos = start(Some(name), None).expect("standard chess");
        assert_eq!(pos.variant(), Variant::Chess, "{name:?}");
        assert_eq!(variant_tag(&pos), None, "{name:?}");
    }
    let err = start(Some("Shogi"), None).expect_err("no such variant");
    assert_eq!(err.kind(), ReplayErrorKind::UnsupportedVariant);
    assert_eq!(err.to_string(), "unsupported variant \"Shogi\"");

    // The variants' extras in the FEN: pockets, lichess's checks given.
    let pos = start(
        Some("Crazyhouse"),
        Some("r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[Nn] w KQkq - 0 1"),
    )
    .expect("a crazyhouse position");
    assert_eq!(
        pos.fen(),
        "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[Nn] w KQkq - 0 1"
    );
    assert!(!is_start_position(&pos));
    let pos = start(
        Some("Three-check"),
        Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +1+2"),
    )
    .expect("lichess's checks given");
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2+1 0 1"
    );
    let err = start(Some("Atomic"), Some("8/8/8/8/8/8/8/8 w - - 0 1")).expect_err("no kings");
    assert_eq!(err.kind(), ReplayErrorKind::InvalidPosition);
    let err = start(Some("Horde"), Some("not a fen")).expect_err("no fen");
    assert_eq!(err.kind(), ReplayErrorKind::InvalidFen);

    // Standard chess reads its FEN in the mode its tag says, as Position does.
    let fen = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1";
    let err = start(None, Some(fen)).expect_err("Chess960 castling without the tag");
    assert_eq!(err.kind(), ReplayErrorKind::InvalidPosition);
    assert!(
        err.to_string()
            .ends_with("(for a chess960 position add [Variant \"Chess960\"])"),
        "{err}"
    );
    let standard =
        crate::position_from_tags::<Position>(Some("Chess960"), Some(fen)).expect("chess960");
    let chess960 = start(Some("Chess960"), Some(fen)).expect("chess960");
    assert_eq!(key(&chess960), key(&standard));
    assert_eq!(chess960.fen(), standard.fen());
    // A variant has no tag for Chess960: its FEN's castling decides.
    let atomic960 = start(Some("Atomic"), Some(fen)).expect("atomic960");
    assert_eq!(atomic960.castling_mode(), CastlingMode::Chess960);
    assert_eq!(variant_tag(&atomic960), Some("Atomic"));
}

/// A Chess960 game keeps its castling mode through the writer and the reader, at position
/// 518 too, whose pieces stand as in standard chess: standard chess by its `Variant` tag, a
/// variant (which no tag names in Chess960) by a `FEN` tag that says Chess960.
#[test]
fn a_chess960_game_of_any_rules_reads_back_in_chess960_at_518() {
    for variant in [
        Variant::Chess,
        Variant::Atomic,
        Variant::Crazyhouse,
        Variant::ThreeCheck,
    ] {
        let start = VariantPosition::chess960(variant, 518).expect("a Chess960 start");
        let mut game = Game::from_start(start);
        game.push_san("e4").expect("legal");
        let written = game.to_pgn();
        assert_eq!(
            is_start_position(&start),
            variant == Variant::Chess,
            "{variant}"
        );
        let again = Reader::new(written.as_bytes())
            .read_game(&mut GameBuilder::<VariantPosition>::default())
            .expect("a game")
            .expect("a game");
        assert_eq!(again.start.variant(), variant, "{written}");
        assert_eq!(
            again.start.castling_mode(),
            CastlingMode::Chess960,
            "{written}"
        );
        assert_eq!(again.mainline[..], game.mainline[..], "{written}");
    }
}

#[test]
fn a_variant_game_grows_and_is_written_with_its_tags() {
    let mut game = Game::from_start(VariantPosition::new(Variant::Crazyhouse));
    for san in ["e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5"] {
        game.push_san(san).expect("legal");
    }
    game.push_san("P@b4").expect("a drop");
    game.push_san("Qxb4").expect("legal");
    assert_eq!(game.mainline[6].san.to_string(), "@b4");
    let after_nc3 = NodePath::mainline(4);
    game.add_line_san(&after_nc3, ["Qd8"]).expect("legal");
    let written = game.to_pgn();
    assert!(
        written.ends_with(
            "[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 ( 3... Qd8 ) 4. @b4 Qxb4 *\n\n"
        ),
        "{written}"
    );
    let again = Reader::new(written.as_bytes())
        .read_game(&mut GameBuilder::<VariantPosition>::default())
        .expect("a game")
        .expect("a game");
    assert_eq!(again.mainline[..], game.mainline[..]);
    assert_eq!(again.end_position().fen(), game.end_position().fen());
    assert_eq!(
        variation_san(&game.start, game.mainline_moves().flatten().take(2)).as_deref(),
        Ok("1. e4 d5")
    );
    // A null move the variant allows, as in standard chess.
    let pgn = "[Variant \"King of the Hill\"]\n\n1. e4 -- 2. Ke2 *";
    let game = Reader::new(pgn.as_bytes())
        .read_game(&mut GameBuilder::<VariantPosition>::default())
        .expect("a game")
        .expect("a game");
    assert!(game.errors.is_empty(), "{:?}", game.errors);
    assert_eq!(game.mainline.len(), 3);
    // An illegal move names the variant's FEN.
    let pgn = "[Variant \"Three-check\"]\n\n1. e4 e5 2. Ke3 *";
    let game = Reader::new(pgn.as_bytes())
        .read_game(&mut GameBuilder::<VariantPosition>::default())
        .expect("a game")
        .expect("a game");
    assert_eq!(
        game.errors[0].message,
        "illegal move \"Ke3\" in \"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 3+3 0 2\""
    );
}

#[test]
fn a_file_mixing_variants_reads_on_any_position() {
    // Every variant's playouts, then the standard corpus, in one file.
    let mut pgn = String::new();
    let mut ends = Vec::new();
    for (file, variant) in FILES {
        for (i, game) in playouts(file, variant).iter().enumerate() {
            pgn += &game.pgn(i);
            let end = game.fens.last().unwrap_or(&game.start_fen).clone();
            ends.push((variant, game.sans.clone(), end));
        }
    }
    let corpus = super::corpus_2k();
    let standard: Vec<_> = Reader::new(&corpus[..])
        .read_all(&mut GameBuilder::new())
        .collect::<Result<_, _>>()
        .expect("the corpus reads");
    pgn += core::str::from_utf8(&corpus).expect("UTF-8");

    let mut replay = Replay::new(Replayed::<AnyPosition>::default());
    let replayed: Vec<_> = Reader::new(pgn.as_bytes())
        .read_all(&mut replay)
        .collect::<Result<_, _>>()
        .expect("the file reads");
    let built: Vec<_> = Reader::new(pgn.as_bytes())
        .read_all(&mut GameBuilder::<AnyPosition>::default())
        .collect::<Result<_, _>>()
        .expect("the file reads");
    assert_eq!(replayed.len(), ends.len() + standard.len());
    assert_eq!(built.len(), replayed.len());
    for (i, (variant, sans, end)) in ends.iter().enumerate() {
        let (replayed, game) = (&replayed[i], &built[i]);
        assert!(
            matches!(replayed.position, AnyPosition::Variant(_)),
            "game {i}"
        );
        assert_eq!(replayed.position.variant(), *variant, "game {i}");
        let AnyPosition::Variant(pos) = &replayed.position else {
            panic!("game {i}: not a variant");
        };
        assert_eq!(&xfen(pos), end, "game {i}");
        let written: Vec<String> = game.mainline.iter().map(|n| n.san.to_string()).collect();
        assert_eq!(&written, sans, "game {i}");
        let text = game.to_pgn();
        let again = Reader::new(text.as_bytes())
            .read_game(&mut GameBuilder::<AnyPosition>::default())
            .expect("a game")
            .expect("a game");
        assert_eq!(again.to_pgn(), text, "game {i}");
    }
    for (j, expected) in standard.iter().enumerate() {
        let i = ends.len() + j;
        let (replayed, game) = (&replayed[i], &built[i]);
        let AnyPosition::Standard(end) = replayed.position else {
            panic!("game {i}: standard chess on a Position")
        };
        assert!(end.eq_with_clocks(&expected.end_position()), "game {i}");
        assert_eq!(game.mainline[..], expected.mainline[..], "game {i}");
        assert_eq!(game.to_pgn(), expected.to_pgn(), "game {i}");
    }
}

/// Every Chess960 start of every variant that has one (python-chess allows Chess960 for all
/// but horde and racing kings): a game that castles whenever it can, written as PGN and read
/// back as `AnyPosition` and as `VariantPosition`, is the same game in Chess960 mode, position
/// by position, whichever side castled which way. The mode is read from the `FEN` tag's
/// castling rights, as python-chess reads it: antichess's Chess960 starts have none, so they
/// read back in standard mode, the same positions playing the same moves (a mode without
/// castling rights changes nothing).
#[test]
fn chess960_games_of_every_variant_read_back_in_chess960_mode() {
    let variants = [
        Variant::Atomic,
        Variant::Antichess,
        Variant::Crazyhouse,
        Variant::KingOfTheHill,
        Variant::ThreeCheck,
    ];
    let mut castled = 0;
    for variant in variants {
        for number in 0..960 {
            let start = VariantPosition::chess960(variant, number).expect("a Chess960 start");
            let mut game = Game::from_start(AnyPosition::from(start));
            // A fixed walk: castle when legal, else the move a counter picks.
            let mut pick = usize::from(number);
            for _ in 0..24 {
                let pos = game.end_position();
                if pos.outcome().is_some() {
                    break;
                }
                let moves = pos.legal_moves();
                let m = match moves.iter().find(|m| m.is_castle()) {
                    Some(&m) => {
                        castled += 1;
                        m
                    }
                    None => moves[pick % moves.len()],
                };
                pick = pick.wrapping_mul(31).wrapping_add(7);
                game.push(m).expect("legal");
            }
            let written = game.to_pgn();
            let context = || format!("{variant:?} {number}:\n{written}");
            assert!(written.contains("[FEN "), "{}", context());
            let again = Reader::new(written.as_bytes())
                .read_game(&mut GameBuilder::<AnyPosition>::default())
                .unwrap_or_else(|e| panic!("{e}: {}", context()))
                .expect("a game");
            assert!(again.errors.is_empty(), "{:?}: {}", again.errors, context());
            let mode = match start.castling_rights().any() {
                true => CastlingMode::Chess960,
                false => CastlingMode::Standard,
            };
            assert_eq!(again.start.castling_mode(), mode, "{}", context());
            assert_eq!(again.start, game.start, "{}", context());
            assert_eq!(again.mainline[..], game.mainline[..], "{}", context());
            for (a, b) in again.mainline_nodes().zip(game.mainline_nodes()) {
                assert_eq!(a.position(), b.position(), "{}", context());
                assert_eq!(a.position().castling_mode(), mode, "{}", context());
            }
            assert_eq!(again.to_pgn(), written);
            let typed = Reader::new(written.as_bytes())
                .read_game(&mut GameBuilder::<VariantPosition>::default())
                .expect("a game")
                .expect("a game");
            assert_eq!(typed.start.castling_mode(), mode);
            assert_eq!(typed.mainline[..], game.mainline[..], "{}", context());
        }
    }
    // Most games castled at least once, on either wing.
    assert!(castled > 2_000, "{castled} castling moves");
}
