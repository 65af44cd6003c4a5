//! The PGN layer on a position type of its own: [`Plain`], a [`Position`] behind the traits
//! alone, with none of `Position`'s overrides, so that the generic code (the trait defaults,
//! `Replay<_, P>`, `GameBuilder<P>`, `Game<P>`, the writer) is checked against `Position`'s on
//! every test file and the 2,000-game corpus.

use std::borrow::ToOwned;
use std::string::{String, ToString};
use std::vec::Vec;
use std::{format, fs};

use core::num::NonZeroU32;

use fianchetto_movegen::{
    Bitboard, Board, CastlingMode, CastlingSide, Color, EnPassantMode, Move, MoveList, Outcome,
    Position, Role, Rules, Square,
};
use fianchetto_notation::cursor::GameCursor;
use fianchetto_notation::san::SanPlus;
use fianchetto_notation::uci::UciMove;
use fianchetto_notation::{Notation, SetupError, Variant};

use crate::{
    Game, GameBuilder, MainlineVisitor, NodePath, Reader, Replay, ReplayErrorKind, Replayed,
    Summary, variation_san,
};

/// A [`Position`] that the PGN layer knows only through the required methods of [`Rules`] and
/// [`Notation`]: the speed hooks are the traits' defaults.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Plain(Position);

impl Rules for Plain {
    type Moves = MoveList;

    fn variant(&self) -> Variant {
        Variant::Chess
    }
    fn board(&self) -> &Board {
        self.0.board()
    }
    fn turn(&self) -> Color {
        self.0.turn()
    }
    fn castling_mode(&self) -> CastlingMode {
        self.0.castling_mode()
    }
    fn castling_rights(&self) -> Bitboard {
        self.0.castling_rights()
    }
    fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        self.0.castling_rook(color, side)
    }
    fn ep_square(&self, mode: EnPassantMode) -> Option<Square> {
        self.0.ep_square(mode)
    }
    fn halfmoves(&self) -> u32 {
        self.0.halfmoves()
    }
    fn fullmoves(&self) -> NonZeroU32 {
        self.0.fullmoves()
    }
    fn is_check(&self) -> bool {
        self.0.is_check()
    }
    fn legal_moves(&self) -> MoveList {
        self.0.legal_moves()
    }
    fn is_legal(&self, m: Move) -> bool {
        self.0.is_legal(m)
    }
    fn play_unchecked(&self, m: Move) -> Plain {
        Plain(self.0.play_unchecked(m))
    }
    fn play_null(&self) -> Option<Plain> {
        self.0.play_null().map(Plain)
    }
    fn moving_role(&self, m: Move) -> Role {
        self.0.moving_role(m)
    }
    fn is_capture(&self, m: Move) -> bool {
        self.0.is_capture(m)
    }
    fn is_checkmate(&self) -> bool {
        self.0.is_checkmate()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
    fn repetition_key(&self) -> u64 {
        Rules::repetition_key(&self.0)
    }
}

impl Notation for Plain {
    fn fen(&self) -> String {
        self.0.fen()
    }
    fn san(&self, m: Move) -> SanPlus {
        self.0.san(m)
    }
    fn uci(&self, m: Move) -> UciMove {
        self.0.uci(m)
    }
    fn start_position(variant: Variant, mode: CastlingMode) -> Option<Plain> {
        Position::start_position(variant, mode).map(Plain)
    }
    fn in_castling_mode(&self, mode: CastlingMode) -> Option<Plain> {
        self.0.in_castling_mode(mode).map(Plain)
    }
    fn from_variant_fen(
        text: &str,
        variant: Variant,
        mode: CastlingMode,
    ) -> Result<Plain, SetupError> {
        Position::from_variant_fen(text, variant, mode).map(Plain)
    }
}

/// Every test file and the corpus, by name.
fn inputs() -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = fs::read_dir(super::testdata("pgn"))
        .expect("the test files")
        .map(|entry| {
            let path = entry.expect("a file").path();
            let pgn = fs::read(&path).expect("a pgn file");
            (path.display().to_string(), pgn)
        })
        .collect();
    files.push(("games-2k".to_owned(), super::corpus_2k()));
    files
}

#[test]
fn replay_on_a_generic_position_agrees_with_position() {
    let mut games = 0;
    for (name, pgn) in inputs() {
        let standard: Vec<_> = Reader::new(&pgn[..])
            .read_all(&mut Replay::new(Replayed::new()))
            .collect();
        let generic: Vec<_> = Reader::new(&pgn[..])
            .read_all(&mut Replay::new(Replayed::<Plain>::default()))
            .collect();
        assert_eq!(standard.len(), generic.len(), "{name}");
        for (a, b) in standard.iter().zip(&generic) {
            match (a, b) {
                (Ok(a), Ok(b)) => {
                    assert_eq!(a.position.fen(), b.position.fen(), "{name}");
                    assert_eq!((a.plies, a.result), (b.plies, b.result), "{name}");
                    assert_eq!(a.error, b.error, "{name}");
                    assert_eq!(a.offset, b.offset, "{name}");
                }
                (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "{name}"),
                _ => panic!("{name}: {a:?} against {b:?}"),
            }
            games += 1;
        }
    }
    assert!(games > 2_000, "{games}");
}

#[test]
fn summaries_on_a_generic_position_agree_with_position() {
    let pgn = super::corpus_2k();
    let standard: Vec<_> = Reader::new(&pgn[..])
        .summaries()
        .collect::<Result<_, _>>()
        .expect("the corpus reads");
    let mut replay = Replay::new(Summary::<Plain>::default());
    let mut reader = Reader::new(&pgn[..]);
    for a in &standard {
        let b = reader
            .read_game(&mut replay)
            .expect("a game")
            .expect("as many games");
        assert_eq!((&a.tags, a.plies, a.result), (&b.tags, b.plies, b.result));
        assert_eq!(a.position.fen(), b.position.fen());
    }
    assert!(reader.read_game(&mut replay).expect("the end").is_none());
}

#[test]
fn games_of_a_generic_position_are_built_and_written_as_position_s() {
    let mut games = 0;
    for (name, pgn) in inputs() {
        let mut standard = Reader::new(&pgn[..]);
        let mut generic = Reader::new(&pgn[..]);
        let mut standard_builder = GameBuilder::new();
        let mut generic_builder = GameBuilder::<Plain>::default();
        loop {
            let a = standard.read_game(&mut standard_builder);
            let b = generic.read_game(&mut generic_builder);
            let (a, b) = match (a, b) {
                (Ok(Some(a)), Ok(Some(b))) => (a, b),
                (Ok(None), Ok(None)) => break,
                (Err(a), Err(b)) => {
                    assert_eq!(a.to_string(), b.to_string(), "{name}");
                    continue;
                }
                (a, b) => panic!("{name}: {a:?} against {b:?}"),
            };
            assert_eq!(a.tags, b.tags, "{name}");
            assert_eq!(a.start.fen(), b.start.fen(), "{name}");
            assert_eq!(a.mainline[..], b.mainline[..], "{name}");
            assert_eq!(a.errors, b.errors, "{name}");
            assert_eq!(a.end_position().fen(), b.end_position().fen(), "{name}");
            let written = a.to_pgn();
            assert_eq!(written, b.to_pgn(), "{name}");
            // And read back on the generic position, the same game.
            let again = Reader::new(written.as_bytes())
                .read_game(&mut GameBuilder::<Plain>::default())
                .expect("written PGN reads")
                .expect("a game");
            let moves = |game: &Game<Plain>| -> Vec<_> {
                game.nodes().map(|n| (n.node().mv, n.node().san)).collect()
            };
            assert_eq!(moves(&again), moves(&b), "{name}");
            assert_eq!(again.start.fen(), b.start.fen(), "{name}");
            // Every node's positions, as `Position` computes them.
            let sans: Vec<_> = a.nodes().map(|n| n.position().fen()).collect();
            let generic_sans: Vec<_> = b.nodes().map(|n| n.position().fen()).collect();
            assert_eq!(sans, generic_sans, "{name}");
            games += 1;
        }
    }
    assert!(games > 2_000, "{games}");
}

#[test]
fn a_game_of_a_generic_position_grows_and_converts() {
    let mut game = Game::from_start(Plain::default());
    game.push_san("e4").expect("legal");
    game.push_san("e5").expect("legal");
    game.push(Move::normal(Square::G1, Square::F3))
        .expect("legal");
    assert!(game.push_san("Ke3").is_err());
    assert!(game.push(Move::normal(Square::E1, Square::E3)).is_err());
    let e5 = game.end().parent().expect("a move before Nf3");
    let f4 = game.add_line_san(&e5, ["f4", "exf4"]).expect("legal");
    assert_eq!(game.line_san(&f4).as_deref(), Some("1. e4 e5 2. f4 exf4"));
    game.add_line(&NodePath::root(), [Move::normal(Square::D2, Square::D4)])
        .expect("legal");
    assert!(
        game.to_pgn()
            .ends_with("\n1. e4 ( 1. d4 ) 1... e5 2. Nf3 ( 2. f4 exf4 ) *\n\n"),
        "{}",
        game.to_pgn()
    );
    assert_eq!(
        game.end_position().fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
    let cursor = game.cursor(&game.end()).expect("no null move");
    assert_eq!(cursor.ply(), 3);
    let back = Game::from_cursor(&cursor);
    assert!(back.mainline_moves().eq(game.mainline_moves()));
    let mut fools = GameCursor::new(Plain::default());
    for san in ["f3", "e5", "g4", "Qh4#"] {
        fools.push_san(san).expect("legal");
    }
    let fools = Game::from_cursor(&fools);
    assert_eq!(fools.result(), Some(crate::GameResult::BlackWins));
    assert!(fools.to_pgn().ends_with("\n1. f3 e5 2. g4 Qh4# 0-1\n\n"));

    let start = Plain::default();
    let moves = [
        Move::normal(Square::E2, Square::E4),
        Move::normal(Square::E7, Square::E5),
    ];
    assert_eq!(variation_san(&start, moves).as_deref(), Ok("1. e4 e5"));

    // A game from elsewhere gets its FEN tag, and a Chess960 one its Variant tag.
    let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    let chess960 = crate::position_from_tags::<Plain>(Some("Chess960"), Some(fen)).expect("legal");
    let mut game = Game::from_start(chess960);
    game.push_san("g3").expect("legal");
    let written = game.to_pgn();
    // The FEN tag as `fen()` writes it: X-FEN, the Variant tag saying Chess960.
    assert!(
        written.contains(
            "[Variant \"Chess960\"]\n[SetUp \"1\"]\n\
             [FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9\"]\n"
        ),
        "{written}"
    );
    assert!(
        written.contains(&format!("[FEN \"{}\"]", chess960.0.fen())),
        "{written}"
    );
    assert!(written.ends_with("\n9. g3 *\n\n"), "{written}");
}

#[test]
fn a_generic_replay_reports_errors_with_the_position_s_fen() {
    /// Counts plies; a broken game is an error.
    struct Plies;
    impl MainlineVisitor<Plain> for Plies {
        type Output = u32;
        fn end_game(&mut self, _: &Plain, plies: u32) -> u32 {
            plies
        }
    }
    let mut reader = Reader::new(&b"1. e4 e5 2. Ke3 *\n\n1. -- e5 *\n"[..]);
    let err = reader
        .read_game(&mut Replay::new(Plies))
        .expect_err("an illegal move");
    let crate::ErrorKind::Visitor(err) = err.kind() else {
        panic!("{err}")
    };
    assert_eq!(err.kind(), ReplayErrorKind::IllegalMove);
    assert_eq!(
        err.fen(),
        Some("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
    );
    // A null move, through Rules::play_null.
    let plies = reader.read_game(&mut Replay::new(Plies)).expect("a game");
    assert_eq!(plies, Some(2));
    let game = Reader::new(&b"[Variant \"Atomic\"]\n\n1. e4 *"[..])
        .read_game(&mut GameBuilder::<Plain>::default())
        .expect("kept")
        .expect("a game");
    assert_eq!(game.errors.len(), 1);
    assert_eq!(
        format!("{}", game.errors[0].message),
        "unsupported variant \"Atomic\""
    );
}

#[test]
fn the_last_variant_and_fen_tags_count_as_in_python_chess() {
    let start = |pgn: &str| {
        Reader::new(pgn.as_bytes())
            .read_game(&mut Replay::new(Replayed::new()))
            .expect("a game")
            .expect("a game")
    };
    // Before the position type read the tags, any unsupported Variant tag was an error, wherever it stood.
    let game = start("[Variant \"Atomic\"]\n[Variant \"Standard\"]\n\n1. e4 *");
    assert_eq!((game.plies, game.error), (1, None));
    let game = start("[Variant \"Standard\"]\n[Variant \"Atomic\"]\n\n1. e4 *");
    let error = game.error.expect("an unsupported variant");
    assert_eq!(error.message, "unsupported variant \"Atomic\"");
    let game = start(
        "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\"]\n\n\
         1. O-O-O *",
    );
    assert_eq!((game.plies, game.error), (1, None));
    // A Variant tag's escapes are undone before it is read.
    let game = start("[Variant \"Chess\\\\960\"]\n\n1. e4 *");
    let error = game.error.expect("an unsupported variant");
    assert_eq!(error.message, "unsupported variant \"Chess\\\\960\"");
}
