//! The callbacks through which the reader hands a game's tokens to its user.

use crate::{Error, GameResult, RawComment, RawTag};
use fianchetto_notation::san::SanPlus;

/// Whether to skip the part of the game that follows: `Skip(true)` skips it.
///
/// Skipped movetext is still tokenized (so games end where they would otherwise end) but no
/// callbacks are made for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[must_use]
pub struct Skip(pub bool);

/// Receives the tokens of one game at a time from a [`Reader`](crate::Reader).
///
/// For each game the reader calls, in order: [`begin_game`](Visitor::begin_game),
/// [`begin_tags`](Visitor::begin_tags), [`tag`](Visitor::tag) for each tag pair,
/// [`end_tags`](Visitor::end_tags), the movetext callbacks in file order, and finally
/// [`end_game`](Visitor::end_game), whose value [`Reader::read_game`](crate::Reader::read_game)
/// returns once [`number_game`](Visitor::number_game) has told it its number. `begin_tags` and
/// `end_tags` are called even for a game without tags.
///
/// When a callback returns an error, or the input is malformed, the reader stops the game there
/// and returns the error without calling `end_game`; the next game starts with `begin_game`
/// again, which is where a visitor should reset its state.
///
/// All methods but `end_game` have defaults that ignore their input.
pub trait Visitor {
    /// What [`end_game`](Visitor::end_game) makes of a game.
    type Output;
    /// The visitor's own error, such as an illegal move found by a visitor replaying the game.
    type Error;

    /// A new game starts.
    fn begin_game(&mut self) {}

    /// The game just begun starts at byte `offset` of the input (its first byte that is not
    /// whitespace): where [`Reader::seek_to_game`](crate::Reader::seek_to_game) finds it again.
    fn game_offset(&mut self, offset: u64) {
        let _ = offset;
    }

    /// The tag section starts (it may be empty).
    fn begin_tags(&mut self) {}

    /// A tag pair, such as `[White "Kasparov"]`: `name` is `b"White"`.
    ///
    /// # Errors
    ///
    /// The visitor's own error, which ends the game.
    fn tag(&mut self, name: &[u8], value: RawTag<'_>) -> Result<(), Self::Error> {
        let _ = (name, value);
        Ok(())
    }

    /// The tag section is over; `Skip(true)` skips the movetext.
    ///
    /// # Errors
    ///
    /// The visitor's own error, which ends the game.
    fn end_tags(&mut self) -> Result<Skip, Self::Error> {
        Ok(Skip(false))
    }

    /// A move, parsed once by the reader with the lenient SAN parser
    /// ([`SanPlus::from_ascii`]): `Nf3`, `O-O` (also written `0-0`), `e8=Q` (also `e8Q`), a long
    /// algebraic or UCI move such as `e2e4` (a [`San::Normal`](fianchetto_notation::san::San::Normal) with
    /// both origin file and rank), or [`San::Null`](fianchetto_notation::san::San::Null) for `--`, `Z0`,
    /// `0000`. Its suffix is the check mark the file wrote, if any (annotations such as `!?`
    /// come as [`nag`](Visitor::nag)).
    ///
    /// A token that is no move never reaches the visitor: unless the reader is
    /// [strict](crate::Reader::strict), en passant marks and evaluations written like moves
    /// (`e.p.`, `-+`) are skipped, and anything else is an
    /// [`ErrorKind::InvalidMove`](crate::ErrorKind::InvalidMove) at the token. The raw bytes are
    /// not handed out: the parsed move says everything a move token says but its spelling, and
    /// a visitor that wants canonical SAN checks the move with
    /// [`San::to_move_strict`](fianchetto_notation::san::San::to_move_strict).
    ///
    /// # Errors
    ///
    /// The visitor's own error, which ends the game; its position is the start of this token.
    fn san(&mut self, san: SanPlus) -> Result<(), Self::Error> {
        let _ = san;
        Ok(())
    }

    /// A numeric annotation glyph: `$n`, or a suffix `!` `?` `!!` `??` `!?` `?!` as NAGs 1 to 6.
    ///
    /// # Errors
    ///
    /// The visitor's own error, which ends the game.
    fn nag(&mut self, nag: u8) -> Result<(), Self::Error> {
        let _ = nag;
        Ok(())
    }

    /// A `{brace}` or `; line` comment.
    ///
    /// # Errors
    ///
    /// The visitor's own error, which ends the game.
    fn comment(&mut self, comment: RawComment<'_>) -> Result<(), Self::Error> {
        let _ = comment;
        Ok(())
    }

    /// A variation opens with `(`; `Skip(true)` skips it, including its closing
    /// [`end_variation`](Visitor::end_variation).
    ///
    /// # Errors
    ///
    /// The visitor's own error, which ends the game.
    fn begin_variation(&mut self) -> Result<Skip, Self::Error> {
        Ok(Skip(false))
    }

    /// A variation closes with `)`.
    ///
    /// # Errors
    ///
    /// The visitor's own error, which ends the game.
    fn end_variation(&mut self) -> Result<(), Self::Error> {
        Ok(())
    }

    /// The result token that ends the movetext: `None` for `*`. Not called when the movetext
    /// has no result (the game then ends at the next tag or the end of input), nor for a result
    /// inside a variation, which is ignored.
    ///
    /// # Errors
    ///
    /// The visitor's own error, which ends the game.
    fn result(&mut self, result: Option<GameResult>) -> Result<(), Self::Error> {
        let _ = result;
        Ok(())
    }

    /// The game is over; the value becomes the result of
    /// [`Reader::read_game`](crate::Reader::read_game).
    fn end_game(&mut self) -> Self::Output;

    /// Tells a game's value its number in the input, counting from 1 as
    /// [`Error::game_number`] does (junk between games is no game), after
    /// [`end_game`](Visitor::end_game) or [`end_game_with_error`](Visitor::end_game_with_error)
    /// made it. The readers call it in input order: [`Reader::read_game`](crate::Reader::read_game)
    /// before it returns the game, and [`ParallelReader`](crate::ParallelReader) on the thread
    /// that hands the games on, since a worker cannot know a number before the chunks ahead of
    /// its own are read. The default does nothing.
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use fianchetto_pgn::{ParallelReader, Reader, Visitor};
    ///
    /// /// Each game's number and offset.
    /// #[derive(Default)]
    /// struct Place(u64);
    ///
    /// impl Visitor for Place {
    ///     type Output = (u64, u64);
    ///     type Error = std::convert::Infallible;
    ///     fn game_offset(&mut self, offset: u64) {
    ///         self.0 = offset;
    ///     }
    ///     fn end_game(&mut self) -> (u64, u64) {
    ///         (0, self.0)
    ///     }
    ///     fn number_game(game: &mut (u64, u64), number: u64) {
    ///         game.0 = number;
    ///     }
    /// }
    ///
    /// let pgn = "1. e4 *\n\n1. d4 *\n\n1. c4 *\n";
    /// let mut reader = Reader::new(pgn.as_bytes());
    /// let mut alone = Vec::new();
    /// while let Some(game) = reader.read_game(&mut Place::default())? {
    ///     alone.push(game);
    /// }
    /// assert_eq!(alone, [(1, 0), (2, 9), (3, 18)]);
    ///
    /// let mut parallel = Vec::new();
    /// ParallelReader::new(2).chunk_bytes(1).for_each(pgn.as_bytes(), Place::default, |game| {
    ///     parallel.push(game.expect("a game"));
    ///     ControlFlow::Continue(())
    /// })?;
    /// assert_eq!(parallel, alone);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn number_game(game: &mut Self::Output, number: u64)
    where
        Self: Sized,
    {
        let _ = (game, number);
    }

    /// The game broke at `error` (a callback's error in the mainline, or input the reader cannot
    /// read), after [`begin_game`](Visitor::begin_game). `Ok` keeps what was read before it as
    /// the game's value, which should carry the error; the reader then skips the rest of the game
    /// as after any error. The default gives the error back, so the game is lost.
    ///
    /// # Errors
    ///
    /// `error`, or another, to report the game as broken instead of keeping it.
    fn end_game_with_error(
        &mut self,
        error: Error<Self::Error>,
    ) -> Result<Self::Output, Error<Self::Error>> {
        Err(error)
    }

    /// A callback failed with `error` inside a variation, or a move token there is no move
    /// ([`ErrorKind::InvalidMove`](crate::ErrorKind::InvalidMove)). `Ok` skips the rest of that variation
    /// (the reader still calls [`end_variation`](Visitor::end_variation) at its `)`) and goes on
    /// with the game, so a broken side line costs only itself. The default gives the error back,
    /// which ends the game as an error in the mainline does.
    ///
    /// # Errors
    ///
    /// `error`, or another, to end the game.
    fn variation_error(&mut self, error: Error<Self::Error>) -> Result<(), Error<Self::Error>> {
        Err(error)
    }
}
