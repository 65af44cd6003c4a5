//! An owned game tree: tags, start position, mainline with nested variations, result.

pub(crate) mod builder;
pub(crate) mod game_error;
pub(crate) mod mainline;
pub(crate) mod node_path;
#[cfg(feature = "openings")]
mod opening;
#[cfg(feature = "serde")]
mod serde_impls;
pub(crate) mod tree;

use std::borrow::ToOwned;
use std::string::String;
use std::vec::Vec;

use fianchetto_movegen::{Color, IllegalMoveError, Move, Position, Rules};
use fianchetto_notation::Notation;
pub use smallvec::SmallVec;

use super::{Clock, Eval, GameError, GameResult, Mainline};
use crate::values::commands::with_command;
use fianchetto_notation::cursor::PushSanError;
use fianchetto_notation::san::{San, SanPlus};
use mainline::play_line;

/// A whole game in memory: what [`GameBuilder`](super::GameBuilder) reads and
/// [`write_game`](super::write_game) writes.
///
/// The moves form a tree. [`mainline`](Game::mainline) is the sequence of moves actually played;
/// each [`Node`] may carry [`variations`](Node::variations): alternative sequences that start
/// *instead of* that node's move, from the same position. A [`NodePath`](super::NodePath) names
/// a node; [`at`](Game::at), [`nodes`](Game::nodes) and [`position`](Game::position) give nodes
/// with their positions, worked out on the way (a node stores no position), and
/// [`push_san`](Game::push_san) and [`add_line_san`](Game::add_line_san) grow the tree anywhere.
///
/// The game's result has one home, its `Result` tag: [`result`](Game::result) reads it and
/// [`set_result`](Game::set_result) writes it, the reader fills it from the result token that
/// ends the movetext when the tag does not say, and [`write_game`](super::write_game) writes a
/// result as both the tag and that token, so they agree (a tag that is no result, such as
/// `resigned`, is written as it is, and the movetext ends in `*`).
///
/// The positions are of type `P`: [`Position`] unless named, or any [`Notation`](crate::notation::Notation)
/// (`VariantPosition` for lichess's variants, with the `variants` feature), read by
/// `GameBuilder::<P>::default()`. A node stores its move and SAN,
/// whatever the rules.
///
/// ```
/// use fianchetto_pgn::{Game, GameBuilder, Reader};
///
/// let pgn = b"[White \"Kasparov\"]\n\n1. e4 {best by test} (1. d4 d5) 1... e5 $1 *\n";
/// let game: Game = Reader::new(&pgn[..]).read_game(&mut GameBuilder::new())?.expect("a game");
/// assert_eq!(game.tag("White"), Some("Kasparov"));
/// assert_eq!(game.mainline.len(), 2);
/// assert_eq!(game.mainline[0].san.to_string(), "e4");
/// assert_eq!(game.mainline[0].comments[..], ["best by test"]);
/// assert_eq!(game.mainline[0].variations[0][1].san.to_string(), "d5");
/// assert_eq!(game.mainline[1].nags, [1]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game<P = Position> {
    /// The tag pairs in file order, values unescaped (invalid UTF-8 replaced by `U+FFFD`).
    pub tags: Vec<(String, String)>,
    /// The position before the first move: from the `FEN` and `Variant` tags, or the standard
    /// start position.
    pub start: P,
    /// The comments before the first move (trimmed).
    pub comments: Vec<String>,
    /// The moves played, with their annotations and variations: a `Vec<Node>` that remembers
    /// the position it ends in (see [`Mainline`]).
    pub mainline: Mainline<P>,
    /// The byte offset where the game starts in the input it was read from (0 for a game made
    /// in code): see [`Reader::seek_to_game`](super::Reader::seek_to_game).
    pub offset: u64,
    /// What broke the game or its variations, in file order: the mainline stops at an error in
    /// it, and a variation at an error in that variation. Empty for a game read whole.
    pub errors: Vec<GameError>,
}

/// One move of a [`Game`], with what is written around it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Node {
    /// The move, or `None` for a null move (`--`).
    pub mv: Option<Move>,
    /// The move in canonical SAN, with `+` or `#` (`--` for a null move).
    pub san: SanPlus,
    /// Comments written before the move; only the first move of a variation has them when read
    /// (elsewhere a comment belongs to the move before it).
    pub starting_comments: Vec<String>,
    /// Numeric annotation glyphs (`$1`, or `!` read as 1), in file order.
    pub nags: Vec<u8>,
    /// Comments after the move (trimmed).
    ///
    /// Online databases write one comment after every move (its `[%clk]`), so one is kept inline:
    /// building the 2,000-game corpus (179,141 comments, 175,928 moves) took 84.7 ms instead of
    /// 97.9 ms with a `Vec`, whose buffer is a second allocation per move. The other lists are
    /// almost always empty (1,938 NAGs, 159 variations in that corpus), and an empty `Vec` does
    /// not allocate, so they stay `Vec`s.
    pub comments: SmallVec<[String; 1]>,
    /// Alternatives to this move, each a sequence of moves starting from the position before it.
    pub variations: Vec<Vec<Node>>,
}

impl Node {
    /// A node for the legal move `m` of `pos` (a [`Position`], or any [`Notation`](crate::notation::Notation)), with
    /// its SAN computed here (check marks included), and no annotations.
    ///
    /// ```
    /// use fianchetto_pgn::movegen::{Move, Position, Square};
    /// use fianchetto_pgn::Node;
    ///
    /// let pos = Position::new();
    /// let node = Node::new(&pos, Move::normal(Square::G1, Square::F3))?;
    /// assert_eq!(node.san.to_string(), "Nf3");
    /// assert!(Node::new(&pos, Move::normal(Square::G1, Square::G3)).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`IllegalMoveError`] when `m` is not legal in `pos`.
    pub fn new<P: Notation>(pos: &P, m: Move) -> Result<Node, IllegalMoveError> {
        if !pos.is_legal(m) {
            return Err(IllegalMoveError::new(m));
        }
        Ok(Node::from_parts(Some(m), pos.san(m)))
    }

    /// A node whose move and SAN the caller has already checked to agree (the builder, which
    /// resolved the move in its position and wrote its SAN from it).
    pub(crate) fn from_parts(mv: Option<Move>, san: SanPlus) -> Node {
        Node {
            mv,
            san,
            starting_comments: Vec::new(),
            nags: Vec::new(),
            comments: SmallVec::new(),
            variations: Vec::new(),
        }
    }

    /// The first well-formed `[%clk ...]` command in the comments after the move: the time left
    /// on the clock of the player who made it. Written with [`set_clock`](Node::set_clock).
    ///
    /// ```
    /// use core::time::Duration;
    /// use fianchetto_pgn::{Clock, GameBuilder, Reader};
    ///
    /// let pgn = "1. e4 { [%eval 0.17] [%clk 0:09:57] } 1... e5 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// assert_eq!(game.mainline[0].clock(), Some(Clock(Duration::from_secs(597))));
    /// assert_eq!(game.mainline[1].clock(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn clock(&self) -> Option<Clock> {
        self.comments.iter().find_map(|c| Clock::from_comment(c))
    }

    /// The first well-formed `[%eval ...]` command in the comments after the move: the
    /// evaluation of the position after it. Written with [`set_eval`](Node::set_eval).
    ///
    /// ```
    /// use fianchetto_pgn::{Eval, GameBuilder, Reader};
    ///
    /// let pgn = "1. e4 { [%eval 0.17] [%clk 0:09:57] } 1... e5 { [%eval #-3] } *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// assert_eq!(game.mainline[0].eval(), Some(Eval::Centipawns(17)));
    /// assert_eq!(game.mainline[1].eval(), Some(Eval::Mate(-3)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn eval(&self) -> Option<Eval> {
        self.comments.iter().find_map(|c| Eval::from_comment(c))
    }

    /// Writes the clock as the `[%clk ...]` command of the comments after the move, or with
    /// `None` takes every such command out: annotating without writing comment text.
    ///
    /// The first `[%clk ...]` command is replaced where it stands and any other is removed;
    /// without one, the command goes at the start of the first comment (as evaluations are
    /// written: `{ [%eval 0.35] best by test }`), or into a new comment when there is none.
    /// A comment left empty by removing is dropped. The rest of each
    /// comment is kept as it was.
    ///
    /// ```
    /// use core::time::Duration;
    /// use fianchetto_pgn::{Clock, Game};
    ///
    /// let mut game = Game::new();
    /// game.push_san("e4")?;
    /// let end = game.end();
    /// game[&end].set_clock(Some(Clock(Duration::from_secs(597))));
    /// assert_eq!(game[&end].comments[..], ["[%clk 0:09:57]"]);
    /// game[&end].set_clock(Some(Clock(Duration::from_secs(590))));
    /// assert_eq!(game[&end].clock(), Some(Clock(Duration::from_secs(590))));
    /// assert!(game.to_pgn().ends_with("\n1. e4 { [%clk 0:09:50] } *\n\n"));
    /// game[&end].set_clock(None);
    /// assert!(game[&end].comments.is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_clock(&mut self, clock: Option<Clock>) {
        self.set_command("clk", clock.map(|clock| clock.to_string()).as_deref());
    }

    /// Writes the evaluation as the `[%eval ...]` command of the comments after the move, or
    /// with `None` takes every such command out, as [`set_clock`](Node::set_clock) does for
    /// the clock.
    ///
    /// ```
    /// use fianchetto_pgn::{Eval, Game};
    ///
    /// let mut game = Game::new();
    /// game.push_san("e4")?;
    /// let end = game.end();
    /// game[&end].comments.push("best by test".to_owned());
    /// game[&end].set_eval(Some(Eval::Centipawns(35)));
    /// assert_eq!(game[&end].comments[..], ["[%eval 0.35] best by test"]);
    /// assert_eq!(game[&end].eval(), Some(Eval::Centipawns(35)));
    /// game[&end].set_eval(None);
    /// assert_eq!(game[&end].comments[..], ["best by test"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_eval(&mut self, eval: Option<Eval>) {
        self.set_command("eval", eval.map(|eval| eval.to_string()).as_deref());
    }

    /// Writes `[%name value]` into the comments after the move, or with `None` removes it.
    fn set_command(&mut self, name: &str, value: Option<&str>) {
        let holder = self
            .comments
            .iter()
            .position(|comment| with_command(comment, name, None).is_some());
        // Without one, the first comment takes the command, or a new one does.
        let holder = match (holder, value) {
            (Some(holder), _) => holder,
            (None, None) => return,
            (None, Some(_)) if self.comments.is_empty() => {
                self.comments.push(String::new());
                0
            }
            (None, Some(_)) => 0,
        };
        let mut emptied = Vec::new();
        for (i, comment) in self.comments.iter_mut().enumerate() {
            let here = if i == holder { value } else { None };
            if let Some(text) = with_command(comment, name, here) {
                if text.is_empty() {
                    emptied.push(i);
                }
                *comment = text;
            }
        }
        for i in emptied.into_iter().rev() {
            self.comments.remove(i);
        }
    }

    /// Plays this node's move on `pos`: the position after it.
    ///
    /// The move must be legal in `pos` (it is, for the position before the node in a game that
    /// was read); a null move in check leaves the position as it is.
    pub fn play<P: Rules>(&self, pos: &P) -> P {
        match self.mv {
            Some(m) => pos.play_unchecked(m),
            None => pos.play_null().unwrap_or(*pos),
        }
    }
}

impl Game {
    /// An empty game from the standard start position: no tags, no moves, no result.
    /// [`Game::from_start`] starts anywhere, with any [`Notation`](crate::notation::Notation)
    /// (`Game::from_start(P::default())` for the standard start position).
    pub fn new() -> Game {
        Game::from_start(Position::new())
    }
}

impl<P: Notation> Game<P> {
    /// An empty game from `start`: no tags, no moves, no result. The writer gives it the `FEN`
    /// and `Variant` tags that `start` needs.
    ///
    /// ```
    /// use fianchetto_pgn::Game;
    /// use fianchetto_pgn::notation::fen;
    /// use fianchetto_pgn::movegen::CastlingMode;
    ///
    /// let start = fen::parse_position("4k3/8/8/8/8/8/8/4K2R w K - 0 1", CastlingMode::Standard)?;
    /// let mut game = Game::from_start(start);
    /// game.push_san("O-O")?;
    /// assert!(game.to_pgn().contains("[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_start(start: P) -> Game<P> {
        Game {
            tags: Vec::new(),
            start,
            comments: Vec::new(),
            mainline: Mainline::new(),
            offset: 0,
            errors: Vec::new(),
        }
    }

    /// The value of the first tag pair called `name`.
    ///
    /// ```
    /// use fianchetto_pgn::Game;
    ///
    /// let mut game = Game::new();
    /// game.set_tag("Event", "Wijk aan Zee");
    /// assert_eq!(game.tag("Event"), Some("Wijk aan Zee"));
    /// assert_eq!(game.tag("Site"), None);
    /// ```
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets the first tag pair called `name` to `value`, or adds the pair at the end.
    ///
    /// ```
    /// use fianchetto_pgn::Game;
    ///
    /// let mut game = Game::new();
    /// game.set_tag("White", "Carlsen");
    /// game.set_tag("White", "Nakamura");
    /// assert_eq!(game.tags, [("White".to_owned(), "Nakamura".to_owned())]);
    /// ```
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => value.clone_into(v),
            None => self.tags.push((name.to_owned(), value.to_owned())),
        }
    }

    /// The game's result, from its `Result` tag: `None` for `*`, no tag, or a value that is no
    /// result. A game read from PGN has the tag's result, or the movetext's result token where
    /// the tag is missing or `*` (so `[Result "1-0"]` with a movetext ending in `*` is a win for
    /// White, as python-chess reads it); [`write_game`](super::write_game) writes a result as
    /// both, and a tag that is no result as it is, with `*` closing the movetext.
    ///
    /// ```
    /// use fianchetto_pgn::{GameBuilder, GameResult, Reader};
    ///
    /// let pgn = "[Result \"1-0\"]\n\n1. e4 e5 *\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
    /// let mut reader = Reader::new(pgn.as_bytes());
    /// let tagged = reader.read_game(&mut GameBuilder::new())?.expect("a game");
    /// assert_eq!(tagged.result(), Some(GameResult::WhiteWins));
    /// assert!(tagged.to_pgn().ends_with("1. e4 e5 1-0\n\n"));
    /// let untagged = reader.read_game(&mut GameBuilder::new())?.expect("a game");
    /// assert_eq!(untagged.result(), Some(GameResult::BlackWins));
    /// assert_eq!(untagged.tag("Result"), Some("0-1"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn result(&self) -> Option<GameResult> {
        GameResult::from_bytes(self.tag("Result")?.trim().as_bytes())
    }

    /// Sets the game's result: its `Result` tag, to `1-0`, `0-1`, `1/2-1/2`, or `*` for `None`.
    ///
    /// ```
    /// use fianchetto_pgn::{Game, GameResult};
    ///
    /// let mut game = Game::new();
    /// game.push_san("e4")?;
    /// game.set_result(Some(GameResult::Draw));
    /// assert_eq!(game.tag("Result"), Some("1/2-1/2"));
    /// assert_eq!(game.result(), Some(GameResult::Draw));
    /// assert!(game.to_pgn().contains("[Result \"1/2-1/2\"]\n\n1. e4 1/2-1/2\n"));
    /// game.set_result(None);
    /// assert_eq!((game.result(), game.tag("Result")), (None, Some("*")));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_result(&mut self, result: Option<GameResult>) {
        self.set_tag("Result", result.map_or("*", GameResult::as_str));
    }

    /// Removes every tag pair called `name`, returning the first value.
    ///
    /// ```
    /// use fianchetto_pgn::Game;
    ///
    /// let mut game = Game::new();
    /// game.set_tag("Annotator", "Kasparov");
    /// assert_eq!(game.remove_tag("Annotator").as_deref(), Some("Kasparov"));
    /// assert_eq!(game.remove_tag("Annotator"), None);
    /// ```
    pub fn remove_tag(&mut self, name: &str) -> Option<String> {
        let first = self.tags.iter().position(|(n, _)| n == name)?;
        let (_, value) = self.tags.remove(first);
        self.tags.retain(|(n, _)| n != name);
        Some(value)
    }

    /// The position after the last mainline move. The game remembers it while it is built
    /// ([`GameBuilder`](super::GameBuilder), [`push`](Self::push)), so this costs nothing
    /// then; after a change made through [`mainline`](Game::mainline) it replays the mainline.
    ///
    /// ```
    /// use fianchetto_pgn::{GameBuilder, Reader};
    /// use fianchetto_pgn::notation::Notation;
    ///
    /// let pgn = "1. f3 e5 2. g4 Qh4# 0-1";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// assert!(game.end_position().is_checkmate());
    /// assert_eq!(game.end_position().fen(), "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn end_position(&self) -> P {
        self.mainline
            .known_end(&self.start)
            .unwrap_or_else(|| play_line(&self.start, &self.mainline))
    }

    /// Plays the legal move `m` at the end of the mainline (from [`end_position`](Self::end_position)),
    /// computing its SAN. It costs the same however long the game is, as the game remembers
    /// where its mainline ends.
    ///
    /// The `push` methods answer as [`GameCursor`](fianchetto_notation::cursor::GameCursor)'s
    /// do, so code moves between the two unchanged: `push` nothing (the move is the caller's),
    /// [`push_san`](Self::push_san) the move it read. The new node is at
    /// [`end`](Self::end), to annotate: `let end = game.end(); game[&end].nags.push(1);`.
    ///
    /// ```
    /// use fianchetto_pgn::movegen::{Move, Square};
    /// use fianchetto_pgn::{Game, GameBuilder, Reader, write_game, Writer};
    ///
    /// let mut game = Game::new();
    /// game.push(Move::normal(Square::E2, Square::E4))?;
    /// game.push_san("e5")?;
    /// let e5 = game.end();
    /// game[&e5].comments.push("symmetry".to_owned());
    /// game.push_san("Nf3")?;
    /// game.add_line(&e5, [Move::normal(Square::F2, Square::F4)])?;
    /// assert!(game.push(Move::normal(Square::E4, Square::E5)).is_err());
    ///
    /// let mut writer = Writer::new(Vec::new());
    /// write_game(&mut writer, &game)?;
    /// let pgn = writer.into_inner();
    /// let text = String::from_utf8(pgn.clone())?;
    /// assert!(text.ends_with("\n\n1. e4 e5 { symmetry } 2. Nf3 ( 2. f4 ) *\n\n"), "{text}");
    /// let again = Reader::new(&pgn[..]).read_game(&mut GameBuilder::new())?.expect("a game");
    /// assert_eq!(again.mainline, game.mainline);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`IllegalMoveError`] when `m` is not legal there; the game is unchanged.
    pub fn push(&mut self, m: Move) -> Result<(), IllegalMoveError> {
        let before = self.mainline.end(&self.start);
        if !before.is_legal(m) {
            return Err(IllegalMoveError::new(m));
        }
        let (san, after) = before.play_with_san(m);
        self.mainline
            .push_to(Node::from_parts(Some(m), san), &self.start, after);
        Ok(())
    }

    /// [`push`](Self::push) for a move in SAN, such as `Nf3`, `exd5` or `O-O` (read leniently,
    /// as [`GameCursor::push_san`](fianchetto_notation::cursor::GameCursor::push_san) reads it:
    /// a `+` or `#` and annotations are ignored), answering the move it read, as the cursor's
    /// does. A parsed [`San`] is played with `game.push(game.end_position().resolve_san(&san)?)`
    /// ([`Notation::resolve_san`]).
    ///
    /// ```
    /// use fianchetto_pgn::movegen::{Move, Square};
    /// use fianchetto_pgn::Game;
    ///
    /// let mut game = Game::new();
    /// assert_eq!(game.push_san("e4")?, Move::normal(Square::E2, Square::E4));
    /// game.push_san("e5")?;
    /// let e5 = game.end();
    /// game[&e5].nags.push(1);
    /// assert!(game.push_san("Ke3").is_err());
    /// assert!(game.to_pgn().ends_with("\n1. e4 e5 $1 *\n\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`PushSanError`] when the text is not SAN, or names no legal move at the end of the
    /// mainline (a null move never does), or several; the game is unchanged.
    pub fn push_san(&mut self, san: &str) -> Result<Move, PushSanError> {
        let before = self.mainline.end(&self.start);
        let m = before.resolve_san(&San::from_ascii(san.as_bytes())?)?;
        let (san, after) = before.play_with_san(m);
        self.mainline
            .push_to(Node::from_parts(Some(m), san), &self.start, after);
        Ok(m)
    }

    /// The error that ended the mainline early, if any: the game's moves stop there. An error
    /// in a variation costs only the rest of that variation and is not this one (it is in
    /// [`errors`](Game::errors), marked [`in_variation`](GameError::in_variation)). The same
    /// error [`Replayed::error`](super::Replayed::error) reports for the game.
    ///
    /// ```
    /// use fianchetto_pgn::{GameBuilder, Reader};
    ///
    /// let pgn = "1. e4 (1. Ke2) e5 *\n\n1. e4 e5 2. Ke3 *";
    /// let mut reader = Reader::new(pgn.as_bytes());
    /// let first = reader.read_game(&mut GameBuilder::new())?.expect("a game");
    /// assert_eq!(first.errors.len(), 1);
    /// assert!(first.mainline_error().is_none() && first.is_complete());
    /// let second = reader.read_game(&mut GameBuilder::new())?.expect("a game");
    /// assert_eq!(second.mainline_error().map(|e| e.column), Some(13));
    /// assert!(!second.is_complete());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn mainline_error(&self) -> Option<&GameError> {
        self.errors.iter().find(|error| !error.in_variation)
    }

    /// Whether the mainline was read to its end: no [`mainline_error`](Game::mainline_error).
    /// Its variations may still have lost moves to errors of their own.
    ///
    /// ```
    /// use fianchetto_pgn::{GameBuilder, Reader};
    ///
    /// let pgn = "1. e4 e5 2. Nf3 (2. Ke3) Nc6 *\n\n1. e4 e5 2. Ke3 *";
    /// let games: Vec<_> = Reader::new(pgn.as_bytes()).read_all(&mut GameBuilder::new()).collect::<Result<_, _>>()?;
    /// let complete: Vec<bool> = games.iter().map(|game| game.is_complete()).collect();
    /// assert_eq!(complete, [true, false]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_complete(&self) -> bool {
        self.mainline_error().is_none()
    }

    /// The moves of the mainline, in order (`None` for null moves).
    pub fn mainline_moves(&self) -> impl Iterator<Item = Option<Move>> + '_ {
        self.mainline.iter().map(|node| node.mv)
    }

    /// The move number and side to move of the `ply`-th move of a line (counting from 0) that
    /// starts in this game's start position, as [`write_game`](super::write_game) numbers it.
    pub fn move_number(&self, ply: usize) -> (u32, Color) {
        move_number(&self.start, ply)
    }
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

/// The fullmove number and side to move after `ply` plies from `start`.
pub(crate) fn move_number<P: Rules>(start: &P, ply: usize) -> (u32, Color) {
    let first =
        u64::from(start.fullmoves().get() - 1) * 2 + u64::from(start.turn() == Color::Black);
    let ply = first + ply as u64;
    let color = if ply.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    (u32::try_from(ply / 2 + 1).unwrap_or(u32::MAX), color)
}
