//! Iterators over the games of a reader.

use std::io::BufRead;

use fianchetto_notation::Notation;

use crate::{Error, ErrorKind, Reader, Replay, ReplayError, Summary, Visitor};

// The reader's iterators are made here, beside their types, so the reader itself needs neither.
impl<R: BufRead> Reader<R> {
    /// An iterator over the remaining games, reading each into `visitor`.
    ///
    /// Errors are yielded as items and the iteration goes on with the next game, except after an
    /// input error ([`ErrorKind::Io`]), which ends it.
    pub fn read_all<'a, V: Visitor>(&'a mut self, visitor: &'a mut V) -> Games<'a, R, V> {
        Games::new(self, visitor)
    }

    /// An iterator over the [`Summary`] of each remaining game of standard chess or Chess960:
    /// its tags, final [`Position`], plies, result token ([`Summary::result`]), and the error
    /// that broke it, if one did. A game of another variant is kept with an unsupported-variant
    /// error; [`summaries_of`](Reader::summaries_of) summarises games of every variant (with
    /// the `variants` feature, `summaries_of::<AnyPosition>()`).
    ///
    /// A broken game is kept, up to its error ([`Summary::error`]), so every game of the input
    /// is counted. The iterator yields an [`Error`] only for junk between games
    /// ([`Error::is_between_games`]: each stretch of it once, after which reading goes on) and
    /// for the input failing ([`ErrorKind::Io`], after which it ends). To read with another
    /// visitor afterwards, take the reader back with [`Summaries::into_reader`]; to keep the
    /// reader borrowed instead, [`read_all`](Reader::read_all) into a
    /// `Replay::new(Summary::new())`.
    ///
    /// ```
    /// use fianchetto_pgn::Reader;
    /// use fianchetto_pgn::movegen::Rules;
    ///
    /// let pgn = "[White \"Carlsen\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n\
    ///            [White \"Broken\"]\n\n1. e4 e5 2. Ke3 *\n\n\
    ///            [Event \"never closed\n\n\
    ///            [White \"Last\"]\n\n1. d4 *\n";
    /// let (mut games, mut broken, mut junk) = (Vec::new(), 0, 0);
    /// for game in Reader::new(pgn.as_bytes()).summaries() {
    ///     match game {
    ///         Ok(game) => {
    ///             broken += usize::from(game.error.is_some());
    ///             games.push((game.tag("White").map(str::to_owned), game.position.is_checkmate()));
    ///         }
    ///         Err(error) if error.is_between_games() => junk += 1,
    ///         Err(error) => return Err(error.into()),
    ///     }
    /// }
    /// assert_eq!(games.len(), 3);
    /// assert_eq!(games[0], (Some("Carlsen".to_owned()), true));
    /// assert_eq!((broken, junk), (1, 1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// [`Position`]: fianchetto_movegen::Position
    pub fn summaries(self) -> Summaries<R> {
        self.summaries_of()
    }

    /// [`summaries`](Reader::summaries) with positions of type `P`: with the `variants`
    /// feature `summaries_of::<AnyPosition>()` summarises a file of any variant, each game
    /// under its `Variant` tag (standard chess still on `Position`'s code), and
    /// `summaries_of::<VariantPosition>()` keeps every game on one position type.
    ///
    /// ```
    /// use fianchetto_pgn::Reader;
    /// use fianchetto_pgn::movegen::Position;
    ///
    /// let pgn = "[White \"A\"]\n\n1. e4 e5 *\n";
    /// let game = Reader::new(pgn.as_bytes()).summaries_of::<Position>().next().expect("a game")?;
    /// assert_eq!(game.plies, 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn summaries_of<P: Notation>(self) -> Summaries<R, P> {
        Summaries::new(self)
    }
}

/// The games of a [`Reader`], each read into the same visitor; see [`Reader::read_all`].
#[derive(Debug)]
pub struct Games<'a, R, V> {
    reader: &'a mut Reader<R>,
    visitor: &'a mut V,
    done: bool,
}

impl<'a, R, V> Games<'a, R, V> {
    pub(crate) fn new(reader: &'a mut Reader<R>, visitor: &'a mut V) -> Games<'a, R, V> {
        Games {
            reader,
            visitor,
            done: false,
        }
    }
}

impl<R: BufRead, V: Visitor> Iterator for Games<'_, R, V> {
    type Item = Result<V::Output, Error<V::Error>>;

    fn next(&mut self) -> Option<Self::Item> {
        next_game(self.reader, self.visitor, &mut self.done)
    }
}

impl<R: BufRead, V: Visitor> core::iter::FusedIterator for Games<'_, R, V> {}

/// The next game of `reader` for an iterator, which is `done` at the end of the input or after
/// an input error.
fn next_game<R: BufRead, V: Visitor>(
    reader: &mut Reader<R>,
    visitor: &mut V,
    done: &mut bool,
) -> Option<Result<V::Output, Error<V::Error>>> {
    if *done {
        return None;
    }
    match reader.read_game(visitor) {
        Ok(Some(game)) => Some(Ok(game)),
        Ok(None) => {
            *done = true;
            None
        }
        Err(e) => {
            // A failing reader would likely fail again at once, forever.
            *done = matches!(e.kind(), ErrorKind::Io(_));
            Some(Err(e))
        }
    }
}

/// The [`Summary`] of each game of a [`Reader`], its positions `P` ([`Position`] unless asked
/// otherwise); see [`Reader::summaries`] and [`Reader::summaries_of`].
///
/// [`Position`]: fianchetto_movegen::Position
///
/// ```
/// use fianchetto_pgn::Reader;
///
/// let pgn = "[White \"A\"]\n\n1. e4 e5 *\n\n[White \"B\"]\n\n1. d4 Ke7 *\n";
/// let mut games = Reader::new(pgn.as_bytes()).summaries();
/// let first = games.next().expect("a game")?;
/// assert_eq!((first.tag("White"), first.plies), (Some("A"), 2));
/// let second = games.next().expect("a broken game, kept")?;
/// assert_eq!((second.plies, second.error.is_some()), (1, true));
/// assert!(games.next().is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Summaries<R, P = fianchetto_movegen::Position> {
    reader: Reader<R>,
    replay: Replay<Summary<P>, P>,
    done: bool,
}

impl<R, P: Notation> Summaries<R, P> {
    pub(crate) fn new(reader: Reader<R>) -> Summaries<R, P> {
        Summaries {
            reader,
            replay: Replay::new(Summary::default()),
            done: false,
        }
    }

    /// The reader, as it stands after the last game handed out: for its
    /// [`game_offset`](Reader::game_offset), say.
    ///
    /// ```
    /// use fianchetto_pgn::Reader;
    ///
    /// let mut games = Reader::new("1. e4 *\n\n1. d4 *\n".as_bytes()).summaries();
    /// games.next().expect("a first game")?;
    /// assert_eq!(games.next().expect("a second game")?.offset, 9);
    /// assert_eq!(games.reader().game_offset(), 9);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reader(&self) -> &Reader<R> {
        &self.reader
    }

    /// Gives back the reader, to read the rest of the input with another visitor.
    ///
    /// ```
    /// use fianchetto_pgn::{Reader, Replay, Replayed};
    ///
    /// let mut games = Reader::new("1. e4 *\n\n1. d4 d5 *\n".as_bytes()).summaries();
    /// assert_eq!(games.next().expect("a first game")?.plies, 1);
    /// let mut reader = games.into_reader();
    /// let second = reader.read_game(&mut Replay::new(Replayed::new()))?.expect("a game");
    /// assert_eq!(second.plies, 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn into_reader(self) -> Reader<R> {
        self.reader
    }
}

impl<R: BufRead, P: Notation> Iterator for Summaries<R, P> {
    type Item = Result<Summary<P>, Error<ReplayError>>;

    fn next(&mut self) -> Option<Self::Item> {
        next_game(&mut self.reader, &mut self.replay, &mut self.done)
    }
}

impl<R: BufRead, P: Notation> core::iter::FusedIterator for Summaries<R, P> {}
