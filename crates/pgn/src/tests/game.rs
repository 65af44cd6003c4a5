//! Tests of replaying, the game tree and the writer over the PGN test files and corpus.

use std::format;
use std::string::{String, ToString};
use std::vec::Vec;

use fianchetto_movegen::{CastlingMode, Move};

use crate::tests::fuzz_regressions::checks::pgn::{Moves, ROSTER, assert_same_game, check_tree};
use crate::{
    Game, GameBuilder, GameResult, MAX_LINE, Node, NodePath, Reader, Replay, ReplayErrorKind,
    Replayed, Writer, write_game,
};

/// Every file of `testdata/pgn` and the 2,000-game corpus, with their games and mainline plies
/// as counted by hand (the `PlyCount` tags where present; move pairs otherwise) and by a
/// separate script that strips comments, variations and move numbers.
const FILES: [(&str, usize, usize); 10] = [
    ("pgn/anastasian-lewis.pgn", 1, 84), // includes the null move `Z0`
    ("pgn/chessbase-empty-line.pgn", 1, 134), // 67 moves, ending with Black's
    ("pgn/cutechess-fischerrandom.pgn", 4, 396), // 120 + 99 + 70 + 107
    ("pgn/kasparov-deep-blue-1997.pgn", 6, 519), // 89 + 89 + 95 + 111 + 98 + 37
    ("pgn/molinari-bordais-1979.pgn", 1, 10),
    ("pgn/nepomniachtchi-liren-game1.pgn", 1, 97), // 49. Ke3
    ("pgn/stockfish-learning.pgn", 1, 154),
    ("pgn/uci-moves.pgn", 1, 113),
    ("pgn/utf8-bom.pgn", 2, 0),
    ("corpus/games-2k.pgn", 2000, 175_928),
];

/// A file of `testdata/`, with the 2,000-game corpus unpacked from the front of the 20,000.
fn read(path: &str) -> Vec<u8> {
    match path {
        "corpus/games-2k.pgn" => super::corpus_2k(),
        _ => super::read_testdata(path),
    }
}

/// Reads every game of `pgn` into a [`Game`], failing on any error.
fn read_games(name: &str, pgn: &[u8]) -> Vec<Game> {
    let mut reader = Reader::new(pgn);
    let mut builder = GameBuilder::new();
    reader
        .read_all(&mut builder)
        .map(|game| game.unwrap_or_else(|e| panic!("{name}: {e}")))
        .collect()
}

fn write_games(games: &[Game]) -> String {
    let mut w = Writer::new(Vec::new());
    for game in games {
        write_game(&mut w, game).expect("writing to a vec");
    }
    String::from_utf8(w.into_inner()).expect("utf-8")
}

#[test]
fn every_game_replays() {
    for (path, games, plies) in FILES {
        let pgn = read(path);
        let mut reader = Reader::new(&pgn[..]);
        let mut replay = Replay::new(Replayed::new());
        let (mut n, mut total) = (0, 0);
        for game in reader.read_all(&mut replay) {
            let game = game.unwrap_or_else(|e| panic!("{path}: {e}"));
            n += 1;
            total += game.plies as usize;
        }
        assert_eq!((n, total), (games, plies), "{path}");
    }
}

#[test]
fn game_builder_agrees_with_replay() {
    for (path, games, plies) in FILES {
        let pgn = read(path);
        let read = read_games(path, &pgn);
        assert_eq!(read.len(), games, "{path}");
        let total: usize = read.iter().map(|g| g.mainline.len()).sum();
        assert_eq!(total, plies, "{path}");

        let mut reader = Reader::new(&pgn[..]);
        let mut replay = Replay::new(Moves::default());
        for (game, moves) in read.iter().zip(reader.read_all(&mut replay)) {
            let moves = moves.unwrap_or_else(|e| panic!("{path}: {e}"));
            assert_eq!(game.mainline_moves().collect::<Vec<_>>(), moves, "{path}");
            check_tree(&game.start, &game.mainline);
        }
    }
}

#[test]
fn read_write_read_gives_the_same_games() {
    for (path, games, _) in FILES {
        let pgn = read(path);
        let original = read_games(path, &pgn);
        let written = write_games(&original);
        for (i, line) in written.lines().enumerate() {
            assert!(
                line.len() <= MAX_LINE,
                "{path}: line {} has {} bytes: {line}",
                i + 1,
                line.len()
            );
        }
        let again = read_games(path, written.as_bytes());
        assert_eq!(again.len(), games, "{path}");
        for (i, (a, b)) in original.iter().zip(&again).enumerate() {
            assert_same_game(a, b, &format!("{path} game {}", i + 1));
            assert_eq!(
                &b.tags[..7]
                    .iter()
                    .map(|(n, _)| n.as_str())
                    .collect::<Vec<_>>(),
                &ROSTER
            );
        }
        // Writing is canonical: what was written once is written again unchanged.
        assert_eq!(write_games(&again), written, "{path}");
    }
}

#[test]
fn writer_layout() {
    let pgn = "[Black \"B\"]\n[ECO \"C20\"]\n[White \"W \\\"the\\\" \\\\ one\"]\n\n\
        {Start} 1. e4 {A comment} e5 $1 $14 (1... c5 {Sicilian} 2. Nf3 (2. c3) 2... d6) \
        2. Nf3 Nc6 3. Bb5 1-0";
    let game = read_games("layout", pgn.as_bytes());
    assert_eq!(game[0].tag("White"), Some("W \"the\" \\ one"));
    assert_eq!(
        write_games(&game),
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
         [White \"W \\\"the\\\" \\\\ one\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[ECO \"C20\"]\n\n\
         { Start } 1. e4 { A comment } 1... e5 $1 $14 ( 1... c5 { Sicilian } 2. Nf3\n\
         ( 2. c3 ) 2... d6 ) 2. Nf3 Nc6 3. Bb5 1-0\n\n"
    );
}

#[test]
fn writer_wraps_long_comments() {
    let words: Vec<String> = (0..60).map(|i| format!("word{i}")).collect();
    let pgn = format!("1. e4 {{{}}} e5 *", words.join("\n  "));
    let games = read_games("long comment", pgn.as_bytes());
    let written = write_games(&games);
    assert!(
        written.lines().all(|line| line.len() <= MAX_LINE),
        "{written}"
    );
    assert!(written.lines().count() > 10);
    let again = read_games("long comment again", written.as_bytes());
    assert_same_game(&games[0], &again[0], "long comment");
}

#[test]
fn writer_never_breaks_a_comment_command() {
    // Padding of every length puts the line's end at every place in and around the commands.
    for padding in 40..MAX_LINE - 2 {
        let text = format!("{} [%eval -0.68] [%clk 1:02:03]", "x".repeat(padding));
        let mut w = Writer::new(Vec::new());
        w.begin_movetext().unwrap();
        w.comment(&text).unwrap();
        w.end_game(None).unwrap();
        let written = String::from_utf8(w.into_inner()).unwrap();
        assert!(written.contains("[%eval -0.68]"), "{written}");
        assert!(written.contains("[%clk 1:02:03]"), "{written}");
        assert!(
            written.lines().all(|line| line.len() <= MAX_LINE),
            "{written}"
        );
    }
    // A command split over lines in the input is written on one.
    let games = read_games(
        "split command",
        b"1. e4 { [%eval\n0.1]\n[%clk\n0:01:00] } *",
    );
    let written = write_games(&games);
    assert!(
        written.contains("{ [%eval 0.1] [%clk 0:01:00] }"),
        "{written}"
    );
    // An unclosed one ends after a line's worth of words.
    let words = vec!["word"; 100].join(" ");
    let games = read_games(
        "unclosed",
        format!("1. e4 {{ [%eval {words} }} *").as_bytes(),
    );
    let written = write_games(&games);
    assert!(
        written.lines().all(|line| line.len() <= MAX_LINE + 5),
        "{written}"
    );
}

#[test]
fn start_positions_and_variants() {
    let fen = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1";
    for variant in [
        "Chess960",
        "chess 960",
        "Fischerandom",
        "FISCHERANDOM",
        "fischerrandom",
    ] {
        let pgn = format!("[Variant \"{variant}\"]\n[FEN \"{fen}\"]\n\n1. O-O *");
        let game = &read_games(variant, pgn.as_bytes())[0];
        assert_eq!(
            game.start.castling_mode(),
            CastlingMode::Chess960,
            "{variant}"
        );
        assert!(game.mainline[0].mv.is_some_and(Move::is_castle));
    }
    // Without a variant tag the FEN is standard chess, as `fen::parse_position` reads it with
    // `CastlingMode::Standard`: a Chess960 FEN is an error that names the missing tag.
    let pgn = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n1. O-O *");
    assert!(fianchetto_notation::fen::parse_position(fen, CastlingMode::Standard).is_err());
    let game = &read_games("no variant", pgn.as_bytes())[0];
    assert!(game.mainline.is_empty());
    assert_eq!(game.errors.len(), 1);
    assert_eq!(
        game.errors[0].message,
        format!(
            "illegal position in fen \"{fen}\": illegal position: invalid castling rights \
             (for a chess960 position add [Variant \"Chess960\"])"
        )
    );
    // A FEN that is no legal position in either mode gets no such suggestion.
    let pgn = "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *";
    let game = &read_games("no kings", pgn.as_bytes())[0];
    assert!(
        !game.errors[0].message.contains("Variant"),
        "{}",
        game.errors[0].message
    );

    // `FEN` counts without `SetUp`, as in python-chess.
    let pgn = "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O+ Kd7 *";
    let game = &read_games("fen", pgn.as_bytes())[0];
    assert_eq!(game.mainline.len(), 2);
    assert_eq!(game.mainline[0].san.to_string(), "O-O");
    assert_eq!(game.move_number(1), (1, fianchetto_movegen::Color::Black));

    // Black to move in the FEN: the first move is numbered `n...`, and the writer keeps the FEN.
    let pgn = "[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 40\"]\n\n40... Kd7 41. Rh7+ *";
    let game = read_games("black first", pgn.as_bytes());
    let written = write_games(&game);
    assert!(written.contains("\n40... Kd7 41. Rh7+ *\n"), "{written}");
    assert!(
        written.contains("[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 40\"]"),
        "{written}"
    );
}

#[test]
fn errors_name_the_game_and_place_and_reading_goes_on() {
    // After an error the reader skips to the next line starting with `[`.
    let pgn = "1. e4 e5 *\n\n\
               [Variant \"Atomic\"]\n\n1. e4 *\n\n\
               [FEN \"not a fen\"]\n\n1. e4 *\n\n\
               [Event \"4\"]\n1. e4 e5\n2. Nf3 Nc6 3. Ne4 *\n\n\
               [FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n\n1. Rd1 *\n\n\
               [Event \"6\"]\n1. e4 xyz *\n\n\
               [Event \"7\"]\n1. d4 *\n";
    let mut reader = Reader::new(pgn.as_bytes());
    let mut replay = Replay::new(Replayed::new());
    let results: Vec<_> = reader.read_all(&mut replay).collect();
    assert_eq!(results.len(), 7);
    assert_eq!(results[0].as_ref().map(|g| g.plies).ok(), Some(2));
    let expect = [
        (1, Some(ReplayErrorKind::UnsupportedVariant), "Atomic", 0),
        (2, Some(ReplayErrorKind::InvalidFen), "not a fen", 0),
        (3, Some(ReplayErrorKind::IllegalMove), "Ne4", 15),
        (4, Some(ReplayErrorKind::AmbiguousMove), "Rd1", 4),
        // No move at all: the reader's `ErrorKind::InvalidMove`, before any visitor sees it.
        (5, None, "xyz", 7),
    ];
    for (i, kind, text, column) in expect {
        // Each game is kept, up to its error.
        let game = results[i].as_ref().expect("kept with its error");
        let err = game.error.as_ref().expect("an error");
        assert_eq!(err.game, i as u64 + 1);
        let what = match kind {
            Some(ReplayErrorKind::UnsupportedVariant) => "unsupported variant",
            Some(ReplayErrorKind::InvalidFen) => "invalid fen",
            Some(ReplayErrorKind::IllegalMove) => "illegal move",
            Some(ReplayErrorKind::AmbiguousMove) => "ambiguous move",
            _ => "invalid move",
        };
        assert!(err.message.starts_with(what), "{err}");
        assert!(err.message.contains(&format!("\"{text}\"")), "{err}");
        if column > 0 {
            assert_eq!(err.column, column, "{err}");
        }
    }
    assert_eq!(results[3].as_ref().map(|g| g.plies).ok(), Some(4));
    assert_eq!(results[6].as_ref().map(|g| g.plies).ok(), Some(1));
}

#[test]
fn uci_and_null_moves() {
    let pgn = "1. e2e4 e7e5 2. g1f3 -- 3. Bb5 Z0 4. O-O Nc6 5. e1g1 *";
    // `e1g1` with the king already castled is illegal: the last move is an error.
    let mut reader = Reader::new(pgn.as_bytes());
    let game = reader
        .read_game(&mut Replay::new(Replayed::new()))
        .expect("kept up to the error")
        .expect("a game");
    assert_eq!(game.plies, 8);
    let err = game.error.expect("e1g1 after castling");
    assert_eq!(err.column, 49);
    assert!(err.message.contains("\"e1g1\""), "{err}");

    let pgn = "1. e2e4 e7e5 2. g1f3 -- 3. Bb5 Z0 4. e1g1 b8c6 5. a7a8 *";
    let mut reader = Reader::new(pgn.as_bytes());
    let game = reader
        .read_game(&mut Replay::new(Replayed::new()))
        .expect("kept up to the error")
        .expect("a game");
    assert_eq!(game.plies, 8);
    assert!(game.error.is_some_and(|e| e.message.contains("\"a7a8\"")));

    let pgn = "1. e2e4 e7e5 2. g1f3 -- 3. Bb5 Z0 4. e1g1 b8c6 *";
    let games = read_games("uci", pgn.as_bytes());
    let sans: Vec<String> = games[0]
        .mainline
        .iter()
        .map(|n| n.san.to_string())
        .collect();
    assert_eq!(sans, ["e4", "e5", "Nf3", "--", "Bb5", "--", "O-O", "Nc6"]);
    assert_eq!(games[0].mainline[3].mv, None);
    let written = write_games(&games);
    assert!(
        written.contains("\n1. e4 e5 2. Nf3 -- 3. Bb5 -- 4. O-O Nc6 *\n"),
        "{written}"
    );
    let again = read_games("uci again", written.as_bytes());
    assert_same_game(&games[0], &again[0], "uci");

    // A null move while in check is illegal.
    let pgn = "1. e4 f5 2. Qh5+ -- *";
    let game = Reader::new(pgn.as_bytes())
        .read_game(&mut GameBuilder::new())
        .expect("kept up to the error")
        .expect("a game");
    assert_eq!(game.mainline.len(), 3);
    assert!(
        game.errors[0].message.starts_with("illegal move \"--\""),
        "{:?}",
        game.errors
    );
}

#[test]
fn tree_shape() {
    let pgn = "{Game} 1. e4 $1 {after e4} {second} (1. d4 {d4} $2 (1. c4) 1... d5) \
               (1. Nf3) {after variations} 1... e5 ({before c5} 1... c5 2. Nf3) () 2. Nf3 1/2-1/2";
    let game = &read_games("tree", pgn.as_bytes())[0];
    assert_eq!(game.comments, ["Game"]);
    let e4 = &game.mainline[0];
    assert_eq!(e4.nags, [1]);
    assert_eq!(e4.comments[..], ["after e4", "second", "after variations"]);
    assert_eq!(e4.variations.len(), 2);
    let d4 = &e4.variations[0][0];
    assert_eq!(
        (d4.comments.as_slice(), d4.nags.as_slice()),
        (&["d4".to_string()][..], &[2][..])
    );
    assert_eq!(d4.variations[0][0].san.to_string(), "c4");
    assert_eq!(e4.variations[0][1].san.to_string(), "d5");
    let e5 = &game.mainline[1];
    assert_eq!(e5.variations.len(), 1, "the empty variation is dropped");
    assert_eq!(e5.variations[0][0].starting_comments, ["before c5"]);
    assert_eq!(game.result(), Some(GameResult::Draw));

    let written = write_games(core::slice::from_ref(game));
    let movetext = written.split("\n\n").nth(1).expect("movetext");
    assert_eq!(
        movetext,
        "{ Game } 1. e4 $1 { after e4 } { second } { after variations } ( 1. d4 $2 { d4 }\n\
         ( 1. c4 ) 1... d5 ) ( 1. Nf3 ) 1... e5 ( { before c5 } 1... c5 2. Nf3 ) 2. Nf3\n\
         1/2-1/2"
    );
}

#[test]
fn nags_before_the_first_move_of_a_line_go_to_that_move() {
    let pgn = "$10 1. e4 e5 ($142 1... c5 $1 $146 2. Nf3) 2. Nf3 *";
    let game = &read_games("prefix nags", pgn.as_bytes())[0];
    assert_eq!(game.mainline[0].nags, [10]);
    let c5 = &game.mainline[1].variations[0][0];
    assert_eq!(
        (c5.san.to_string(), c5.nags.as_slice()),
        ("c5".to_string(), &[142, 1, 146][..])
    );
    assert!(game.mainline[1].nags.is_empty());
    let written = write_games(core::slice::from_ref(game));
    let movetext = written.split("\n\n").nth(1).expect("movetext");
    assert_eq!(
        movetext,
        "1. e4 $10 e5 ( 1... c5 $142 $1 $146 2. Nf3 ) 2. Nf3 *"
    );
    assert_eq!(
        read_games("again", written.as_bytes())[0].mainline,
        game.mainline
    );
}

#[test]
fn clocks_and_evals_of_the_corpus() {
    let pgn = read("corpus/games-2k.pgn");
    let end = pgn[..400_000]
        .windows(8)
        .rposition(|w| w == b"\n[Event ")
        .expect("a game boundary");
    let games = read_games("corpus", &pgn[..end]);
    assert!(games.len() > 100);
    let first = &games[0].mainline;
    assert_eq!(
        first[0].clock().map(|c| c.0.as_secs()),
        Some(9 * 60 + 57),
        "1. d4 {{ [%clk 0:09:57] }}"
    );
    let nodes: Vec<&Node> = games.iter().flat_map(|g| &g.mainline).collect();
    assert!(nodes.iter().all(|n| n.clock().is_some()));
    assert!(nodes.iter().any(|n| n.eval().is_some()));
    assert!(
        nodes
            .iter()
            .any(|n| matches!(n.eval(), Some(crate::Eval::Mate(_))))
    );
}

#[test]
fn empty_game_and_defaults() {
    let mut game = Game::new();
    assert_eq!(
        game.to_pgn(),
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
         [White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n*\n\n"
    );
    game.set_result(Some(GameResult::BlackWins));
    game.start = fianchetto_notation::fen::parse_position(
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        CastlingMode::Chess960,
    )
    .expect("a chess960 position");
    let pgn = game.to_pgn();
    assert!(pgn.contains("[Result \"0-1\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN "));
    assert!(pgn.ends_with("\n\n0-1\n\n"), "{pgn}");
    let again = &read_games("960", pgn.as_bytes())[0];
    assert_same_game(&game, again, "960");
    assert_eq!(again.tag("Variant"), Some("Chess960"));
}

/// Replays each game with its history: no move after an automatic ending, and a game that ends
/// in checkmate (or another automatic ending) carries the matching result.
#[test]
fn corpus_endings_agree_with_the_history_rules() {
    use fianchetto_movegen::{Color, Termination};
    use fianchetto_notation::cursor::GameCursor;

    let pgn = read("corpus/games-2k.pgn");
    let games = read_games("corpus", &pgn);
    let mut endings = std::collections::BTreeMap::<String, usize>::new();
    for (i, game) in games.iter().enumerate() {
        let mut state = GameCursor::new(game.start);
        for node in &game.mainline {
            assert_eq!(
                state.outcome(),
                None,
                "game {}: a move after the end",
                i + 1
            );
            state.push(node.mv.expect("no null moves")).expect("legal");
        }
        let ending = state.outcome();
        if let Some(ending) = ending {
            let expected = match ending.winner {
                Some(Color::White) => GameResult::WhiteWins,
                Some(Color::Black) => GameResult::BlackWins,
                None => GameResult::Draw,
            };
            assert_eq!(expected.as_str(), ending.to_string());
            assert_eq!(game.result(), Some(expected), "game {}: {ending:?}", i + 1);
            if ending.termination == Termination::Checkmate {
                assert!(
                    game.mainline
                        .last()
                        .is_some_and(|n| n.san.to_string().ends_with('#'))
                );
            }
        }
        let key = match (ending.map(|e| e.termination), state.can_claim_draw()) {
            (Some(t), _) => format!("{t:?}"),
            (None, true) => "claimable draw".to_string(),
            (None, false) => "none".to_string(),
        };
        *endings.entry(key).or_default() += 1;
    }
    assert!(
        endings.get("Checkmate").is_some_and(|&n| n > 100),
        "{endings:?}"
    );
}

/// The whole 20,000-game corpus, packed as it ships: every game replays, and reading, writing
/// and reading again gives the same games.
#[test]
fn the_20k_corpus_round_trips() {
    let packed = super::read_testdata("corpus/games-20k.pgn.zst");
    let pgn = zstd::decode_all(&packed[..]).expect("the corpus unpacks");
    let original = read_games("games-20k", &pgn);
    assert_eq!(original.len(), 20_000);
    let plies: usize = original.iter().map(|game| game.mainline.len()).sum();
    assert_eq!(plies, 1_759_689);
    let written = write_games(&original);
    assert!(written.lines().all(|line| line.len() <= MAX_LINE));
    let again = read_games("games-20k written", written.as_bytes());
    assert_eq!(again.len(), original.len());
    for (i, (a, b)) in original.iter().zip(&again).enumerate() {
        assert_same_game(a, b, &format!("games-20k game {}", i + 1));
    }
}

#[test]
fn a_brace_in_a_line_comment_is_dropped_when_written_as_a_brace_comment() {
    let games = read_games("braces", b"1. e4 ; a } b }x\ne5 *\n");
    assert_eq!(games[0].mainline[0].comments[..], ["a } b }x"]);
    let written = write_games(&games);
    assert!(written.contains("1. e4 { a b x } 1... e5 *"), "{written}");
}

#[test]
fn games_built_in_code_are_checked_and_read_back_the_same() {
    use fianchetto_movegen::Square;
    let mut game = Game::new();
    for san in ["e4", "e5", "Nf3", "Nc6", "Bb5"] {
        game.push_san(san).expect("legal");
    }
    game.push(Move::normal(Square::A7, Square::A6))
        .expect("legal");
    let a6 = game.end();
    game[&a6].nags.push(1);
    // A line after `e5` (ply 1) starts from the position before `Nf3`, so `Nf3` itself is
    // legal there, and `Nc6` (black's move) is not its first move.
    let knight = Move::normal(Square::G1, Square::F3);
    let e5 = NodePath::mainline(1);
    assert!(
        game.add_line(&e5, [Move::normal(Square::B8, Square::C6)])
            .is_err()
    );
    let exf4 = game
        .add_line(
            &e5,
            [
                Move::normal(Square::F2, Square::F4),
                Move::normal(Square::E5, Square::F4),
            ],
        )
        .expect("legal from the position before ply 2");
    assert_eq!(exf4, NodePath::mainline(2).variation(0).next());
    assert_eq!(game[&exf4].san.to_string(), "exf4");
    assert_eq!(game.mainline[2].variations.len(), 1);
    assert_eq!(
        game.push(knight).map(|_| ()).map_err(|e| e.illegal_move()),
        Err(knight)
    );
    assert!(game.push_san("Qh5").is_err());
    assert_eq!(game.mainline.len(), 6);

    let written = write_games(core::slice::from_ref(&game));
    assert!(
        written.contains("1. e4 e5 2. Nf3 ( 2. f4 exf4 ) 2... Nc6 3. Bb5 a6 $1 *"),
        "{written}"
    );
    let again = &read_games("built", written.as_bytes())[0];
    assert_eq!(again.mainline, game.mainline);
}
