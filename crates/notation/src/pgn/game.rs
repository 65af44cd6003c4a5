//! An owned game tree: tags, start position, mainline with nested variations, result.

use alloc::borrow::ToOwned;
use alloc::string::String;
use alloc::vec::Vec;

use fianchetto_movegen::{Color, Move, Position};

use super::{Clock, Eval, GameError, GameResult};
use crate::san::SanPlus;

/// A whole game in memory: what [`GameBuilder`](super::GameBuilder) reads and
/// [`write_game`](super::write_game) writes.
///
/// The moves form a tree. [`mainline`](Game::mainline) is the sequence of moves actually played;
/// each [`Node`] may carry [`variations`](Node::variations): alternative sequences that start
/// *instead of* that node's move, from the same position.
///
/// ```
/// use fianchetto_notation::pgn::{Game, GameBuilder, Reader};
///
/// let pgn = b"[White \"Kasparov\"]\n\n1. e4 {best by test} (1. d4 d5) 1... e5 $1 *\n";
/// let game: Game = Reader::new(&pgn[..]).read_game(&mut GameBuilder::new())?.expect("a game");
/// assert_eq!(game.tag("White"), Some("Kasparov"));
/// assert_eq!(game.mainline.len(), 2);
/// assert_eq!(game.mainline[0].san.to_string(), "e4");
/// assert_eq!(game.mainline[0].comments, ["best by test"]);
/// assert_eq!(game.mainline[0].variations[0][1].san.to_string(), "d5");
/// assert_eq!(game.mainline[1].nags, [1]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Game {
    /// The tag pairs in file order, values unescaped (invalid UTF-8 replaced by `U+FFFD`).
    pub tags: Vec<(String, String)>,
    /// The position before the first move: from the `FEN` tag, or the standard start position.
    #[cfg_attr(feature = "serde", serde(with = "crate::fen::serde_position"))]
    pub start: Position,
    /// The comments before the first move (trimmed).
    pub comments: Vec<String>,
    /// The moves played, with their annotations and variations.
    pub mainline: Vec<Node>,
    /// The result token ending the movetext; `None` for `*` or no result.
    pub result: Option<GameResult>,
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
    pub comments: Vec<String>,
    /// Alternatives to this move, each a sequence of moves starting from the position before it.
    pub variations: Vec<Vec<Node>>,
}

impl Node {
    /// A node for a move or null move, with no annotations.
    pub fn new(mv: Option<Move>, san: SanPlus) -> Node {
        Node {
            mv,
            san,
            starting_comments: Vec::new(),
            nags: Vec::new(),
            comments: Vec::new(),
            variations: Vec::new(),
        }
    }

    /// The first `[%clk ...]` command in the comments after the move.
    pub fn clock(&self) -> Option<Clock> {
        self.comments.iter().find_map(|c| Clock::from_comment(c))
    }

    /// The first `[%eval ...]` command in the comments after the move.
    pub fn eval(&self) -> Option<Eval> {
        self.comments.iter().find_map(|c| Eval::from_comment(c))
    }

    /// Plays this node's move on `pos`: the position after it.
    ///
    /// The move must be legal in `pos` (it is, for the position before the node in a game that
    /// was read); a null move in check leaves the position as it is.
    pub fn play(&self, pos: &Position) -> Position {
        match self.mv {
            Some(m) => pos.play_unchecked(m),
            None => pos.play_null().unwrap_or(*pos),
        }
    }
}

impl Game {
    /// An empty game from the standard start position: no tags, no moves, no result.
    pub fn new() -> Game {
        Game {
            tags: Vec::new(),
            start: Position::new(),
            comments: Vec::new(),
            mainline: Vec::new(),
            result: None,
            offset: 0,
            errors: Vec::new(),
        }
    }

    /// The value of the first tag pair called `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets the first tag pair called `name` to `value`, or adds the pair at the end.
    ///
    /// ```
    /// use fianchetto_notation::pgn::Game;
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

    /// Removes every tag pair called `name`, returning the first value.
    pub fn remove_tag(&mut self, name: &str) -> Option<String> {
        let first = self.tags.iter().position(|(n, _)| n == name)?;
        let (_, value) = self.tags.remove(first);
        self.tags.retain(|(n, _)| n != name);
        Some(value)
    }

    /// The position after the last mainline move.
    pub fn end_position(&self) -> Position {
        self.mainline
            .iter()
            .fold(self.start, |pos, node| node.play(&pos))
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
pub(crate) fn move_number(start: &Position, ply: usize) -> (u32, Color) {
    let first =
        u64::from(start.fullmoves().get() - 1) * 2 + u64::from(start.turn() == Color::Black);
    let ply = first + ply as u64;
    let color = if ply % 2 == 0 {
        Color::White
    } else {
        Color::Black
    };
    (u32::try_from(ply / 2 + 1).unwrap_or(u32::MAX), color)
}
