//! The visitor that reads a whole [`Game`] tree, playing every move of every variation.

use fianchetto_notation::Notation;
use std::string::String;
use std::vec::Vec;

use fianchetto_movegen::Position;

use crate::replay::position_tags::resolve;
use crate::replay::start::StartTags;
use crate::{
    Error, Game, GameError, GameResult, Mainline, Node, RawComment, RawTag, ReplayError, Skip,
    Visitor,
};
use fianchetto_notation::san::{San, SanPlus};

/// A [`Visitor`] that reads each game into a [`Game`], checking every move, variations
/// included.
///
/// The positions are of type `P`: [`Position`] for [`GameBuilder::new`], any [`Notation`](crate::notation::Notation)
/// for `GameBuilder::<P>::default()`, which reads the start position from the tags as
/// [`position_from_tags`](crate::position_from_tags) says.
///
/// Moves are read as [`Replay`](crate::Replay) reads them (SAN, null moves, UCI) and stored as
/// [`Move`](fianchetto_movegen::Move)s with their canonical SAN. A move that cannot be played
/// ends its line there and goes into [`Game::errors`]: an error in the mainline keeps the
/// moves before it (the rest of the game is skipped), one in a variation costs only the rest
/// of that variation, as python-chess reads them. The game is an `Err` only when nothing of it
/// could be kept: an input error. Comments are trimmed; a comment before the first
/// move of a variation becomes that move's [`starting_comments`](Node::starting_comments), any
/// other comment and any NAG belong to the move before it (before the first move of the game,
/// comments go to [`Game::comments`]). A NAG before the first move of a line has no move before
/// it and goes to that first move instead: ChessBase writes its prefix signs ($140 to $146,
/// "with the idea", "better is", "novelty"...) there. An empty variation, or one opened before
/// any move, is dropped with its comments.
///
/// ```
/// use fianchetto_pgn::{GameBuilder, Reader};
/// use fianchetto_pgn::movegen::Rules;
///
/// let pgn = "[Variant \"Chess960\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n9. g3 *";
/// let mut reader = Reader::new(pgn.as_bytes());
/// let game = reader.read_game(&mut GameBuilder::new())?.expect("a game");
/// assert!(game.start.castling_mode().is_chess960());
/// assert_eq!(game.mainline[0].san.to_string(), "g3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct GameBuilder<P = Position> {
    tags: Vec<(String, String)>,
    start_tags: StartTags,
    start: Option<P>,
    /// The lines being read: the mainline first, then each open variation.
    stack: Vec<Line<P>>,
    result: Option<GameResult>,
    offset: u64,
    errors: Vec<GameError>,
}

/// A line being read.
#[derive(Debug, Clone)]
struct Line<P> {
    nodes: Vec<Node>,
    /// The position before the last move of `nodes` (or the line's start).
    before: P,
    /// The position after the last move of `nodes` (or the line's start).
    after: P,
    /// Comments waiting for the first move of the line.
    pending: Vec<String>,
    /// NAGs waiting for the first move of the line.
    pending_nags: Vec<u8>,
}

impl<P: Copy> Line<P> {
    fn new(start: P) -> Line<P> {
        Line {
            nodes: Vec::new(),
            before: start,
            after: start,
            pending: Vec::new(),
            pending_nags: Vec::new(),
        }
    }
}

impl GameBuilder {
    /// A builder of games of [`Position`]s; reuse it for every game of a reader.
    /// `GameBuilder::<P>::default()` builds games of any position type.
    pub fn new() -> GameBuilder {
        GameBuilder::default()
    }
}

impl<P: Notation> Default for GameBuilder<P> {
    /// A builder of games of `P`s; reuse it for every game of a reader.
    ///
    /// ```
    /// use fianchetto_pgn::movegen::Position;
    /// use fianchetto_pgn::{GameBuilder, Reader};
    ///
    /// let mut builder = GameBuilder::<Position>::default();
    /// let game = Reader::new(&b"1. e4 e5 *"[..]).read_game(&mut builder)?.expect("a game");
    /// assert_eq!(game.mainline.len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn default() -> GameBuilder<P> {
        GameBuilder {
            tags: Vec::new(),
            start_tags: StartTags::default(),
            start: None,
            stack: Vec::new(),
            result: None,
            offset: 0,
            errors: Vec::new(),
        }
    }
}

impl<P> GameBuilder<P> {
    fn line(&mut self) -> Option<&mut Line<P>> {
        self.stack.last_mut()
    }
}

impl<P: Notation> Visitor for GameBuilder<P> {
    type Output = Game<P>;
    type Error = ReplayError;

    fn begin_game(&mut self) {
        self.tags.clear();
        self.start_tags.clear();
        self.start = None;
        self.stack.clear();
        self.result = None;
        self.errors.clear();
    }

    fn game_offset(&mut self, offset: u64) {
        self.offset = offset;
    }

    fn tag(&mut self, name: &[u8], value: RawTag<'_>) -> Result<(), ReplayError> {
        self.start_tags.tag(name, value);
        self.tags.push((
            String::from_utf8_lossy(name).into_owned(),
            value.decode_utf8_lossy().into_owned(),
        ));
        Ok(())
    }

    fn end_tags(&mut self) -> Result<Skip, ReplayError> {
        let start = self.start_tags.position()?;
        self.start = Some(start);
        self.stack.push(Line::new(start));
        Ok(Skip(false))
    }

    fn san(&mut self, san: SanPlus) -> Result<(), ReplayError> {
        let is_variation = self.stack.len() > 1;
        let Some(line) = self.line() else {
            return Ok(());
        };
        let mv = resolve(&line.after, san.san)?;
        let (san, after) = match mv {
            Some(m) => line.after.play_with_san(m),
            None => (
                SanPlus::from(San::Null),
                line.after.play_null().unwrap_or(line.after),
            ),
        };
        let mut node = Node::from_parts(mv, san);
        node.nags = core::mem::take(&mut line.pending_nags);
        if is_variation {
            // In the mainline, comments before the first move are the game's.
            node.starting_comments = core::mem::take(&mut line.pending);
        }
        line.nodes.push(node);
        line.before = line.after;
        line.after = after;
        Ok(())
    }

    fn nag(&mut self, nag: u8) -> Result<(), ReplayError> {
        if let Some(line) = self.line() {
            match line.nodes.last_mut() {
                Some(node) => node.nags.push(nag),
                None => line.pending_nags.push(nag),
            }
        }
        Ok(())
    }

    fn comment(&mut self, comment: RawComment<'_>) -> Result<(), ReplayError> {
        let text = String::from_utf8_lossy(comment.trimmed()).into_owned();
        if let Some(line) = self.line() {
            match line.nodes.last_mut() {
                Some(node) => node.comments.push(text),
                None => line.pending.push(text),
            }
        }
        Ok(())
    }

    fn begin_variation(&mut self) -> Result<Skip, ReplayError> {
        match self.line() {
            Some(line) if !line.nodes.is_empty() => {
                let start = line.before;
                self.stack.push(Line::new(start));
                Ok(Skip(false))
            }
            _ => Ok(Skip(true)),
        }
    }

    fn end_variation(&mut self) -> Result<(), ReplayError> {
        // The reader balances parentheses and skipped variations get no `end_variation`, so
        // the top of the stack is the variation that ends, above its parent line.
        if self.stack.len() > 1
            && let Some(variation) = self.stack.pop()
            && let Some(node) = self.line().and_then(|line| line.nodes.last_mut())
            && !variation.nodes.is_empty()
        {
            node.variations.push(variation.nodes);
        }
        Ok(())
    }

    fn result(&mut self, result: Option<GameResult>) -> Result<(), ReplayError> {
        self.result = result;
        Ok(())
    }

    fn end_game(&mut self) -> Game<P> {
        // Variations still open would be a reader error, but be safe: fold them in.
        while self.stack.len() > 1 {
            let _ = self.end_variation();
        }
        let start = self.start.take().unwrap_or_default();
        let mainline = self.stack.pop().unwrap_or_else(|| Line::new(start));
        let mut game = Game {
            tags: core::mem::take(&mut self.tags),
            start,
            comments: mainline.pending,
            mainline: Mainline::with_end(mainline.nodes, &start, mainline.after),
            offset: self.offset,
            errors: core::mem::take(&mut self.errors),
        };
        // The `Result` tag is the game's result; the movetext's token fills it where the tag
        // does not say.
        if let Some(result) = self.result.take()
            && game.tag("Result").is_none_or(|tag| tag.trim() == "*")
        {
            game.set_result(Some(result));
        }
        game
    }

    fn end_game_with_error(
        &mut self,
        error: Error<ReplayError>,
    ) -> Result<Game<P>, Error<ReplayError>> {
        self.errors.push(GameError::from(&error));
        if self.start.is_none() {
            // Broken in its tags: it starts where the tags it keeps say, as it does when
            // written back with them and read again.
            self.start = self.start_tags.position().ok();
        }
        Ok(self.end_game())
    }

    fn variation_error(&mut self, error: Error<ReplayError>) -> Result<(), Error<ReplayError>> {
        self.errors.push(GameError {
            in_variation: true,
            ..GameError::from(&error)
        });
        Ok(())
    }
}
