//! Playing the mainline of each game as it is read: a [`Visitor`] adapter over legal moves.

pub(crate) mod position_tags;
pub(crate) mod replay_error;
pub(crate) mod resolve;
pub(crate) mod start;
pub(crate) mod summary;

use fianchetto_movegen::{Move, Position};
use fianchetto_notation::Notation;

use super::{Error, GameError, GameResult, RawComment, RawTag, ReplayError, Skip, Visitor};
use fianchetto_notation::san::SanPlus;
use start::StartTags;

/// Receives the mainline of each game as legal moves on positions of type `P` ([`Position`]
/// unless named: any [`Notation`](crate::notation::Notation)), from a [`Replay`].
///
/// For each game [`Replay`] calls [`begin_game`](Self::begin_game), [`tag`](Self::tag) for
/// each tag pair, [`end_tags`](Self::end_tags) with the start position, then
/// [`play`](Self::play), [`comment`](Self::comment) and [`nag`](Self::nag) in file order for the
/// mainline (variations are skipped), [`result`](Self::result) for the result token, and
/// finally [`end_game`](Self::end_game), whose value [`number_game`](Self::number_game) is then
/// told its number. All methods but `end_game` do nothing by default.
pub trait MainlineVisitor<P = Position> {
    /// What [`end_game`](Self::end_game) makes of a game.
    type Output;

    /// A new game starts.
    fn begin_game(&mut self) {}

    /// The game starts at byte `offset` of the input ([`Visitor::game_offset`]).
    fn game_offset(&mut self, offset: u64) {
        let _ = offset;
    }

    /// A tag pair, as the reader hands it on.
    fn tag(&mut self, name: &[u8], value: RawTag<'_>) {
        let _ = (name, value);
    }

    /// The tags are over and the movetext starts from `start` (from the `FEN` tag, or the
    /// standard start position); `Skip(true)` skips the movetext.
    fn end_tags(&mut self, start: &P) -> Skip {
        let _ = start;
        Skip(false)
    }

    /// A mainline move `m` (`None` for a null move) was played from `before`, giving `after`.
    fn play(&mut self, before: &P, m: Option<Move>, after: &P) {
        let _ = (before, m, after);
    }

    /// A comment in the mainline, after the move it follows.
    fn comment(&mut self, comment: RawComment<'_>) {
        let _ = comment;
    }

    /// A numeric annotation glyph in the mainline.
    fn nag(&mut self, nag: u8) {
        let _ = nag;
    }

    /// The result token: `None` for `*`; not called when the movetext has none.
    fn result(&mut self, result: Option<GameResult>) {
        let _ = result;
    }

    /// The game is over: `end` is the position after the last mainline move, reached in
    /// `plies` plies (null moves included) from the start position.
    fn end_game(&mut self, end: &P, plies: u32) -> Self::Output;

    /// The game broke at `error` after `plies` plies, which led to `end`: `Ok` keeps it, as
    /// [`Visitor::end_game_with_error`] explains; the default gives the error back, so the game
    /// is lost.
    ///
    /// # Errors
    ///
    /// `error`, or another, to report the game as broken instead of keeping it.
    fn end_game_with_error(
        &mut self,
        end: &P,
        plies: u32,
        error: Error<ReplayError>,
    ) -> Result<Self::Output, Error<ReplayError>> {
        let _ = (end, plies);
        Err(error)
    }

    /// Tells a game's value its number in the input, from 1, after
    /// [`end_game`](Self::end_game) or [`end_game_with_error`](Self::end_game_with_error) made
    /// it: [`Visitor::number_game`], which [`Replay`] hands on. The default does nothing.
    ///
    /// ```
    /// use fianchetto_pgn::{MainlineVisitor, Reader, Replay};
    /// use fianchetto_movegen::Position;
    ///
    /// /// Each game's number and plies.
    /// struct Numbered;
    ///
    /// impl MainlineVisitor for Numbered {
    ///     type Output = (u64, u32);
    ///     fn end_game(&mut self, _: &Position, plies: u32) -> (u64, u32) {
    ///         (0, plies)
    ///     }
    ///     fn number_game(game: &mut (u64, u32), number: u64) {
    ///         game.0 = number;
    ///     }
    /// }
    ///
    /// let mut reader = Reader::new(&b"1. e4 e5 *\n\n1. d4 *\n"[..]);
    /// let mut replay = Replay::new(Numbered);
    /// assert_eq!(reader.read_game(&mut replay)?, Some((1, 2)));
    /// assert_eq!(reader.read_game(&mut replay)?, Some((2, 1)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn number_game(game: &mut Self::Output, number: u64)
    where
        Self: Sized,
    {
        let _ = (game, number);
    }
}

/// A [`Visitor`] that plays the mainline of each game on a position of type `P` ([`Position`]
/// unless named: any [`Notation`](crate::notation::Notation)) and hands the legal moves to a [`MainlineVisitor<P>`].
///
/// Each move comes parsed from the reader ([`Visitor::san`]: SAN read leniently, `0-0`, `e8Q`,
/// `e8=q`, `Ng1-f3`, `Bb5xc6`, UCI's `e2e4`, null moves `--`, `Z0`, `0000`) and must be legal:
/// otherwise the visitor returns a [`ReplayError`], which the reader reports with the game
/// number, line and column before going on with the next game (or hands to
/// [`MainlineVisitor::end_game_with_error`], to keep the game up to it). A caller who wants
/// canonical SAN only checks each move with its own [`Visitor`] and
/// [`San::to_move_strict`](fianchetto_notation::san::San::to_move_strict), and the syntax around them with
/// [`Reader::strict`](super::Reader::strict).
/// Variations are skipped unread.
///
/// The start position comes from the `FEN` tag (with or without `SetUp "1"`, as python-chess
/// reads it), else it is the standard one. Castling follows Chess960 rules when the `Variant`
/// tag is `Chess960`, `Chess 960`, `Fischerandom`, `Fischerrandom` or `Fischer Random` (in any
/// case), and only then: as [`fen::parse_position`](fianchetto_notation::fen::parse_position) takes the mode
/// from its caller, a FEN that is no legal standard position without such a tag is a
/// [`ReplayErrorKind::InvalidPosition`](super::ReplayErrorKind::InvalidPosition), whose message
/// suggests `[Variant "Chess960"]` when that would make it legal. A `Variant` naming
/// anything but standard chess (`Standard`, `Chess`, `Classical`, `Normal`, `From Position`, ...)
/// is a [`ReplayErrorKind::UnsupportedVariant`](super::ReplayErrorKind::UnsupportedVariant).
///
/// That is how [`Position`] reads the tags ([`position_from_tags`](crate::position_from_tags),
/// for every position type); a `VariantPosition` or `AnyPosition` (the `variants` feature) also
/// plays lichess's variants. [`Replay::new`] replays on the positions the visitor takes: a [`Position`] for
/// `Replayed::new()`, an `AnyPosition` for `Replayed::<AnyPosition>::default()`.
///
/// Nothing is allocated per move or per game: the only buffers (for the `FEN` and `Variant`
/// tags) are reused.
///
/// ```
/// use fianchetto_pgn::{Reader, Replay, Replayed};
///
/// let pgn = b"1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 (3... g6) 4. Qxf7# 1-0\n\n1. d4 *\n";
/// let mut reader = Reader::new(&pgn[..]);
/// let mut replay = Replay::new(Replayed::new());
/// let game = reader.read_game(&mut replay)?.expect("a game");
/// assert_eq!(game.plies, 7);
/// assert!(game.position.is_checkmate());
/// assert_eq!(reader.read_game(&mut replay)?.map(|g| g.plies), Some(1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Replay<V, P = Position> {
    inner: V,
    start: StartTags,
    position: P,
    plies: u32,
}

impl<V: MainlineVisitor<P>, P: Notation> Replay<V, P> {
    /// Wraps `inner`, which receives the moves, played on the positions it takes: the `P` of
    /// its [`MainlineVisitor<P>`] (a visitor written as `impl MainlineVisitor for ...` takes
    /// [`Position`]s).
    ///
    /// ```
    /// use fianchetto_pgn::movegen::Position;
    /// use fianchetto_pgn::{Reader, Replay, Replayed};
    ///
    /// let mut replay = Replay::new(Replayed::new()); // on `Position`s
    /// let game = Reader::new(&b"1. e4 e5 *"[..]).read_game(&mut replay)?.expect("a game");
    /// assert_eq!(game.plies, 2);
    /// // Any position type, named where the visitor is made.
    /// let mut replay = Replay::new(Replayed::<Position>::default());
    /// assert_eq!(Reader::new(&b"1. d4 *"[..]).read_game(&mut replay)?.map(|g| g.plies), Some(1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(inner: V) -> Replay<V, P> {
        Replay {
            inner,
            start: StartTags::default(),
            position: P::default(),
            plies: 0,
        }
    }
}

impl<V, P> Replay<V, P> {
    /// The wrapped visitor.
    pub fn get_ref(&self) -> &V {
        &self.inner
    }

    /// The wrapped visitor, mutably.
    pub fn get_mut(&mut self) -> &mut V {
        &mut self.inner
    }

    /// Gives back the wrapped visitor.
    pub fn into_inner(self) -> V {
        self.inner
    }
}

impl<V: MainlineVisitor<P>, P: Notation> Visitor for Replay<V, P> {
    type Output = V::Output;
    type Error = ReplayError;

    fn begin_game(&mut self) {
        self.start.clear();
        // A game that breaks before its moves (a `FEN` tag that is no position) ends here,
        // not at the end of the game before.
        self.position = P::default();
        self.plies = 0;
        self.inner.begin_game();
    }

    fn game_offset(&mut self, offset: u64) {
        self.inner.game_offset(offset);
    }

    #[inline]
    fn tag(&mut self, name: &[u8], value: RawTag<'_>) -> Result<(), ReplayError> {
        self.start.tag(name, value);
        self.inner.tag(name, value);
        Ok(())
    }

    fn end_tags(&mut self) -> Result<Skip, ReplayError> {
        self.position = self.start.position()?;
        Ok(self.inner.end_tags(&self.position))
    }

    #[inline]
    fn san(&mut self, san: SanPlus) -> Result<(), ReplayError> {
        let resolved = resolve::resolve_with_role(&self.position, san.san)?;
        // Played in place: when the inner visitor ignores `before` (as `Replayed` does), the
        // copy is dead and the ply copies no position at all.
        let before = self.position;
        let m = match resolved {
            Some((m, role)) => {
                self.position.play_with_role(m, role);
                Some(m)
            }
            None => {
                play_null(&mut self.position);
                None
            }
        };
        self.inner.play(&before, m, &self.position);
        self.plies += 1;
        Ok(())
    }

    #[inline]
    fn nag(&mut self, nag: u8) -> Result<(), ReplayError> {
        self.inner.nag(nag);
        Ok(())
    }

    #[inline]
    fn comment(&mut self, comment: RawComment<'_>) -> Result<(), ReplayError> {
        self.inner.comment(comment);
        Ok(())
    }

    #[inline]
    fn begin_variation(&mut self) -> Result<Skip, ReplayError> {
        Ok(Skip(true))
    }

    fn result(&mut self, result: Option<GameResult>) -> Result<(), ReplayError> {
        self.inner.result(result);
        Ok(())
    }

    fn end_game(&mut self) -> V::Output {
        self.inner.end_game(&self.position, self.plies)
    }

    fn end_game_with_error(
        &mut self,
        error: Error<ReplayError>,
    ) -> Result<V::Output, Error<ReplayError>> {
        self.inner
            .end_game_with_error(&self.position, self.plies, error)
    }

    fn number_game(game: &mut V::Output, number: u64) {
        V::number_game(game, number);
    }
}

/// Plays a null move on `pos` (which `resolve_with_role` only returns when not in check):
/// out of line, as null moves are rare and the replay's loop is faster without one inlined.
#[cold]
#[inline(never)]
fn play_null<P: Notation>(pos: &mut P) {
    if let Some(after) = pos.play_null() {
        *pos = after;
    }
}

/// A [`MainlineVisitor`] that keeps only the end of each game: its final position (of type
/// `P`, [`Position`] unless named), ply count and result, and for a game that breaks, the
/// position and plies before the error with the error.
///
/// ```
/// use fianchetto_pgn::{GameResult, Reader, Replay, Replayed};
///
/// let mut reader = Reader::new(&b"1. f3 e5 2. g4 Qh4# 0-1\n"[..]);
/// let end = reader.read_game(&mut Replay::new(Replayed::new()))?.expect("a game");
/// assert_eq!((end.plies, end.result), (4, Some(GameResult::BlackWins)));
/// assert!(end.position.is_checkmate());
///
/// let mut reader = Reader::new(&b"1. e4 e5 2. Ke3 *\n"[..]);
/// let partial = reader.read_game(&mut Replay::new(Replayed::new()))?.expect("a game");
/// assert_eq!(partial.plies, 2);
/// assert_eq!(partial.error.expect("an error").column, 13);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Replayed<P = Position> {
    /// The position after the last mainline move.
    pub position: P,
    /// The number of mainline plies, null moves included.
    pub plies: u32,
    /// The result token; `None` for `*` or no result.
    pub result: Option<GameResult>,
    /// What ended the mainline early, if anything.
    pub error: Option<GameError>,
    /// The byte offset where the game starts in the input.
    pub offset: u64,
}

impl Replayed {
    /// The standard start position, no plies, no result, no error: what
    /// `Replay::new(Replayed::new())` fills in for each game, on [`Position`]s.
    /// `Replayed::<P>::default()` is the same for any position type.
    ///
    /// ```
    /// use fianchetto_pgn::{Reader, Replay, Replayed};
    ///
    /// let mut replay = Replay::new(Replayed::new());
    /// let game = Reader::new(&b"1. e4 *"[..]).read_game(&mut replay)?.expect("a game");
    /// assert_eq!((game.plies, game.position.fullmoves().get()), (1, 1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new() -> Replayed {
        Replayed::<Position>::default()
    }
}

impl<P: Notation> Default for Replayed<P> {
    /// The start position (`P::default()`), no plies, no result, no error.
    ///
    /// ```
    /// use fianchetto_pgn::movegen::Position;
    /// use fianchetto_pgn::{Reader, Replay, Replayed};
    ///
    /// let mut replay = Replay::new(Replayed::<Position>::default());
    /// let game = Reader::new(&b"1. d4 *"[..]).read_game(&mut replay)?.expect("a game");
    /// assert_eq!(game.plies, 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn default() -> Replayed<P> {
        Replayed {
            position: P::default(),
            plies: 0,
            result: None,
            error: None,
            offset: 0,
        }
    }
}

impl<P: Notation> MainlineVisitor<P> for Replayed<P> {
    type Output = Replayed<P>;

    fn begin_game(&mut self) {
        self.result = None;
    }

    fn game_offset(&mut self, offset: u64) {
        self.offset = offset;
    }

    fn result(&mut self, result: Option<GameResult>) {
        self.result = result;
    }

    fn end_game(&mut self, end: &P, plies: u32) -> Replayed<P> {
        Replayed {
            position: *end,
            plies,
            result: self.result,
            error: None,
            offset: self.offset,
        }
    }

    fn end_game_with_error(
        &mut self,
        end: &P,
        plies: u32,
        error: Error<ReplayError>,
    ) -> Result<Replayed<P>, Error<ReplayError>> {
        Ok(Replayed {
            error: Some(GameError::from(&error)),
            ..self.end_game(end, plies)
        })
    }
}
