//! [`Summary`]: a game's tags and how its mainline ended, the reading most programs want.

use core::mem;
use fianchetto_notation::Notation;
use std::borrow::Cow;
use std::borrow::ToOwned;
use std::string::String;
use std::vec::Vec;

use fianchetto_movegen::Position;

use crate::{Error, GameError, GameResult, MainlineVisitor, RawTag, ReplayError};

/// A game's tag pairs and how its mainline ended: the final position, the plies that led to
/// it, the movetext's result token ([`result`](Summary::result)), and for a broken game the error that ended it, with the position
/// before it. The position is of type `P`: [`Position`] unless named, any [`Notation`](crate::notation::Notation) for
/// `Replay::new(Summary::<P>::default())`.
///
/// It is a [`MainlineVisitor`] that makes summaries of itself, as [`Replayed`](crate::Replayed)
/// is, for [`Replay`](crate::Replay) to drive; [`Reader::summaries`](crate::Reader::summaries)
/// does that for every game of a reader. A broken game is kept, up to its error, so none
/// vanishes from a count.
///
/// Unlike [`Replayed`](crate::Replayed) it owns the tags, which costs an allocation per tag: a
/// program that needs only the positions is faster with [`Replayed`](crate::Replayed).
///
/// With the `serde` feature it is `Serialize` and `Deserialize`, its position as FEN.
///
/// ```
/// use fianchetto_pgn::{GameResult, Reader, Replay, Summary};
///
/// let pgn = "[White \"Kasparov\"]\n[Black \"Topalov\"]\n\n1. e4 d6 2. d4 Nf6 1-0\n";
/// let mut replay = Replay::new(Summary::new());
/// let game = Reader::new(pgn.as_bytes()).read_game(&mut replay)?.expect("a game");
/// assert_eq!((game.tag("White"), game.tag("Black")), (Some("Kasparov"), Some("Topalov")));
/// assert_eq!(game.tag("Event"), None);
/// assert_eq!((game.number, game.plies, game.result), (1, 4, Some(GameResult::WhiteWins)));
/// assert!(game.error.is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Summary<P = Position> {
    /// The game's number in the input, from 1.
    pub number: u64,
    /// The byte offset where the game starts in the input
    /// ([`Reader::game_offset`](crate::Reader::game_offset)).
    pub offset: u64,
    /// The tag pairs in the order of the file, values unescaped, bytes that are no UTF-8
    /// replaced by `U+FFFD`.
    pub tags: Vec<(String, String)>,
    /// The position after the last mainline move: the end of the game, or for a broken game
    /// the last position before its error.
    pub position: P,
    /// The number of mainline plies played, null moves included.
    pub plies: u32,
    /// How the movetext says the game ended: its closing result token (`None` for `*` or no
    /// token). Not the `Result` tag, which is in [`tags`](Summary::tags) (`tag("Result")`) and
    /// can disagree with it, nor the rules' verdict on [`position`](Summary::position) (its
    /// `outcome()`): a game is often resigned.
    pub result: Option<GameResult>,
    /// What ended the mainline early, if anything: an illegal or unreadable move, a limit, or
    /// the input failing.
    pub error: Option<GameError>,
}

impl<P> Summary<P> {
    /// The value of the first tag pair called `name`.
    ///
    /// ```
    /// use fianchetto_pgn::{Reader, Replay, Summary};
    ///
    /// let pgn = "[Site \"Wijk aan Zee\"]\n[Round \"4\"]\n\n1. e4 *\n";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut Replay::new(Summary::new()))?;
    /// let game = game.expect("a game");
    /// assert_eq!(game.tag("Round"), Some("4"));
    /// assert_eq!(game.tag("round"), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

impl Summary {
    /// Game 0, no tags, the standard start position, no plies, no result, no error: what
    /// `Replay::new(Summary::new())` fills in for each game, on [`Position`]s.
    /// `Summary::<P>::default()` is the same for any position type.
    ///
    /// ```
    /// use fianchetto_pgn::{Reader, Replay, Summary};
    ///
    /// let mut replay = Replay::new(Summary::new());
    /// let game = Reader::new(&b"[White \"Ann\"]\n\n1. e4 *"[..]).read_game(&mut replay)?;
    /// assert_eq!(game.expect("a game").tag("White"), Some("Ann"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new() -> Summary {
        Summary::<Position>::default()
    }
}

impl<P: Notation> Default for Summary<P> {
    /// Game 0, no tags, the standard start position (`P::default()`), no plies, no result, no
    /// error.
    ///
    /// ```
    /// use fianchetto_pgn::movegen::Position;
    /// use fianchetto_pgn::{Reader, Replay, Summary};
    ///
    /// let mut replay = Replay::new(Summary::<Position>::default());
    /// let game = Reader::new(&b"[Round \"1\"]\n\n1. d4 *"[..]).read_game(&mut replay)?;
    /// assert_eq!(game.expect("a game").tag("Round"), Some("1"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn default() -> Summary<P> {
        Summary {
            number: 0,
            offset: 0,
            tags: Vec::new(),
            position: P::default(),
            plies: 0,
            result: None,
            error: None,
        }
    }
}

impl<P: Notation> MainlineVisitor<P> for Summary<P> {
    type Output = Summary<P>;

    fn begin_game(&mut self) {
        self.tags.clear();
        self.result = None;
    }

    fn game_offset(&mut self, offset: u64) {
        self.offset = offset;
    }

    fn tag(&mut self, name: &[u8], value: RawTag<'_>) {
        let value = match value.decode() {
            Cow::Borrowed(value) => text(value),
            Cow::Owned(value) => String::from_utf8(value)
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
        };
        self.tags.push((text(name), value));
    }

    fn result(&mut self, result: Option<GameResult>) {
        self.result = result;
    }

    fn end_game(&mut self, end: &P, plies: u32) -> Summary<P> {
        // Games of one file have about as many tags each: one allocation, not one per doubling.
        let next = Vec::with_capacity(self.tags.len());
        Summary {
            number: 0,
            offset: self.offset,
            tags: mem::replace(&mut self.tags, next),
            position: *end,
            plies,
            result: self.result,
            error: None,
        }
    }

    fn end_game_with_error(
        &mut self,
        end: &P,
        plies: u32,
        error: Error<ReplayError>,
    ) -> Result<Summary<P>, Error<ReplayError>> {
        Ok(Summary {
            error: Some(GameError::from(&error)),
            ..self.end_game(end, plies)
        })
    }

    fn number_game(game: &mut Summary<P>, number: u64) {
        game.number = number;
    }
}

/// `bytes` as text, with `U+FFFD` for what is no UTF-8: checked at full speed, as tags nearly
/// always are UTF-8, and only replaced where they are not.
fn text(bytes: &[u8]) -> String {
    match core::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => String::from_utf8_lossy(bytes).into_owned(),
    }
}
