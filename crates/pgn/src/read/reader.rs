//! The streaming reader: drives the lexer over the underlying reader's buffer, game by game.

use std::convert::Infallible;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use super::game_base::GameBase;
use super::lexer;
use super::place::Place;
use super::recovery::Recovery;
use super::rewind::Rewind;
use super::scan;
use super::skip::recover;
use super::state::{Flow, State};
use super::token::Lexed;
use crate::{Error, ErrorKind, Limits, Skip, Unpacked, Visitor};
use std::vec::Vec;

/// Reads PGN games one at a time from any [`Read`], handing their tokens to a [`Visitor`].
///
/// [`Reader::new`] reads any [`Read`] (a file, stdin, a decompressor) through a buffer of its
/// own; [`Reader::from_buf_read`] reads a [`BufRead`] (bytes in memory, a `BufReader` of your
/// own) where it lies; [`Reader::open`] opens a file by its path, unpacking it on the fly when
/// it is packed with zstd or gzip.
///
/// The reader works on the slices its buffer hands out, so tokens reach the visitor without
/// being copied or allocated; only a token that straddles two reads is copied, into a buffer that
/// is reused and bounded by [`Limits`]. So is the text a `{` that never closes has run over, which
/// is kept to read the games in it again. Memory use therefore does not grow with the file, nor
/// with a game, beyond those limits.
///
/// It knows PGN's syntax and SAN's but not the rules: each move token is parsed once, leniently,
/// and passed on as a [`SanPlus`](fianchetto_notation::san::SanPlus) for the visitor to play or not. It is lenient where real files vary (a byte order mark, `CRLF`, blank lines between
/// tags, games without tags or without a result, UCI moves) and reports anything else as an
/// [`Error`] that names the game, line and column, after which it skips to the next game.
///
/// ```
/// use fianchetto_pgn::{Reader, Visitor};
/// use fianchetto_notation::san::SanPlus;
///
/// struct Moves(usize);
///
/// impl Visitor for Moves {
///     type Output = usize;
///     type Error = std::convert::Infallible;
///     fn begin_game(&mut self) {
///         self.0 = 0;
///     }
///     fn san(&mut self, _: SanPlus) -> Result<(), Self::Error> {
///         self.0 += 1;
///         Ok(())
///     }
///     fn end_game(&mut self) -> usize {
///         self.0
///     }
/// }
///
/// let pgn = b"[Event \"?\"]\n\n1. e4 e5 2. Nf3 (2. f4) Nc6 1-0\n";
/// let mut reader = Reader::new(&pgn[..]);
/// assert_eq!(reader.read_game(&mut Moves(0))?, Some(5));
/// assert_eq!(reader.read_game(&mut Moves(0))?, None);
/// # Ok::<_, fianchetto_pgn::Error<std::convert::Infallible>>(())
/// ```
#[derive(Debug)]
pub struct Reader<R> {
    input: Rewind<R>,
    /// A copy of the token that straddles two reads, reused from one token to the next.
    carry: Vec<u8>,
    state: State,
    /// Whether the last game read ended at its result token, with no error since.
    clean: bool,
    /// Whether a `{` was found never to close, so games were read again from inside it.
    left_comment_open: bool,
    /// Whether junk was reported since the last game: more junk before the next game is the
    /// same stretch, and is skipped without another error.
    in_junk: bool,
    /// An input failure that cut a game short: that game was returned with a copy of it, and
    /// this comes next.
    failure: Option<io::Error>,
}

/// What the fast path stopped for.
enum Stop<O, E> {
    /// The buffer is used up.
    Refill,
    /// The token at the current position runs past the buffer.
    Straddle,
    Done(O),
    Fail(Error<E>),
}

/// The buffer [`Reader::new`] reads through. A token that straddles two reads takes the slow
/// path (a copy), so the buffer must hold many games; 64 KiB holds about twenty of a typical
/// online database's and fits in a core's L2 cache.
const BUFFER_BYTES: usize = 64 << 10;

impl<R: Read> Reader<BufReader<R>> {
    /// A reader over any [`Read`]: a [`File`](std::fs::File), stdin, a socket, a decompressor,
    /// read through a buffer of 64 KiB, with the default [`Limits`].
    ///
    /// Input that is a [`BufRead`] already (bytes in memory, a `BufReader` of your own) can skip
    /// this buffer with [`from_buf_read`](Reader::from_buf_read); [`Reader::open`] opens a file
    /// by its path, unpacking it when it is compressed.
    ///
    /// ```no_run
    /// use std::fs::File;
    /// use fianchetto_pgn::{Reader, Replay, Replayed};
    ///
    /// let mut reader = Reader::new(File::open("games.pgn")?);
    /// while let Some(game) = reader.read_game(&mut Replay::new(Replayed::new()))? {
    ///     println!("{} plies", game.plies);
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(inner: R) -> Reader<BufReader<R>> {
        Reader::from_buf_read(BufReader::with_capacity(BUFFER_BYTES, inner))
    }
}

impl Reader<BufReader<Unpacked<File>>> {
    /// Opens the PGN file at `path` for reading, unpacking it on the fly when it is packed with
    /// zstd or gzip (by its extension, `.zst` or `.gz`, or else by its first bytes; each needs
    /// its feature, `zstd` or `gzip`): [`Reader::new`] of [`Unpacked::open`].
    ///
    /// ```
    /// use fianchetto_pgn::Reader;
    ///
    /// # let path = std::env::temp_dir().join(format!("fianchetto-reader-open-{}.pgn", std::process::id()));
    /// # std::fs::write(&path, "[White \"Tal\"]\n\n1. e4 e5 *\n")?;
    /// for game in Reader::open(&path)?.summaries() {
    ///     let game = game?;
    ///     assert_eq!((game.tag("White"), game.plies), (Some("Tal"), 2));
    /// }
    /// # std::fs::remove_file(&path)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Unpacked::open`]: when the file cannot be opened or its first bytes read, or it is
    /// packed in a way whose feature is off.
    pub fn open(path: impl AsRef<Path>) -> io::Result<Reader<BufReader<Unpacked<File>>>> {
        Unpacked::open(path).map(Reader::new)
    }
}

impl<R: BufRead> Reader<R> {
    /// A reader over a [`BufRead`], reading its buffer where it lies, with the default
    /// [`Limits`]: bytes in memory (`&[u8]`, a [`Cursor`](std::io::Cursor)) are read without
    /// being copied at all.
    ///
    /// [`Reader::new`] takes any [`Read`] and buffers it.
    ///
    /// ```
    /// use fianchetto_pgn::{Reader, Replay, Replayed};
    ///
    /// let pgn = "1. e4 e5 2. Nf3 *\n";
    /// let mut reader = Reader::from_buf_read(pgn.as_bytes());
    /// let game = reader.read_game(&mut Replay::new(Replayed::new()))?.expect("a game");
    /// assert_eq!(game.plies, 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_buf_read(inner: R) -> Reader<R> {
        Reader::with_state(inner, State::new(Limits::default()))
    }
}

impl<R> Reader<R> {
    fn with_state(inner: R, state: State) -> Reader<R> {
        Reader {
            input: Rewind::new(inner),
            carry: Vec::new(),
            state,
            clean: false,
            left_comment_open: false,
            in_junk: false,
            failure: None,
        }
    }

    /// A reader for a piece of a larger input that starts at `place`, after the games that
    /// `game_base` counts: a parallel reader's chunk, or the rest of one.
    pub(crate) fn continuing(
        inner: R,
        limits: Limits,
        lenient: bool,
        place: Place,
        game_base: GameBase,
    ) -> Reader<R> {
        Reader::with_state(inner, State::continuing(limits, lenient, place, game_base))
    }

    /// Where the reader stands: at a clean boundary, a reader [`continuing`](Reader::continuing)
    /// from here reads the rest of the input as this one would.
    pub(crate) fn place(&self) -> Place {
        self.state.place()
    }

    /// The games started so far (error-only stretches between games do not count).
    pub(crate) fn games_started(&self) -> u64 {
        self.state.games_started()
    }

    /// Whether the reader stands where any reading of the input would start a game afresh:
    /// the last game ended at its result token, nothing was wrong since, no `{` was left open,
    /// and no bytes wait to be read again.
    pub(crate) fn at_clean_boundary(&self) -> bool {
        self.clean && !self.left_comment_open && !self.input.has_pending()
    }

    /// The limits in force.
    pub fn limits(&self) -> &Limits {
        self.state.limits()
    }

    /// Reads with the given limits instead of the default ones, from the next token on: set
    /// them before reading.
    ///
    /// ```
    /// use fianchetto_pgn::{Limits, Reader, Replay, Replayed};
    ///
    /// let limits = Limits { max_nesting: 1, ..Limits::default() };
    /// let mut reader = Reader::new("1. e4 (1. d4 (1. c4)) *\n".as_bytes()).with_limits(limits);
    /// assert_eq!(reader.limits().max_nesting, 1);
    /// let game = reader.read_game(&mut Replay::new(Replayed::new()))?.expect("a game");
    /// assert_eq!(game.plies, 1);
    /// assert_eq!(game.error.expect("too deep").message, "variations nested too deeply");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_limits(mut self, limits: Limits) -> Reader<R> {
        self.state.set_limits(limits);
        self
    }

    /// A reader that rejects what real files write beyond the PGN standard, which it reads by
    /// default (the [module documentation](crate) lists it): `½-½`, evaluation symbols (`+-`,
    /// `±`), tag values with stray quotes, and a second `Event` tag starting a new game are then
    /// an [`Error`], and en passant marks (`e.p.`) and `-+`-style evaluations are move tokens like
    /// any other, for the visitor to reject.
    ///
    /// ```
    /// use fianchetto_pgn::{Reader, Replay, Replayed};
    ///
    /// let pgn = "1. e4 e5 ½-½";
    /// let lenient = Reader::new(pgn.as_bytes()).read_game(&mut Replay::new(Replayed::new()));
    /// assert_eq!(lenient?.map(|game| game.plies), Some(2));
    /// let strict = Reader::new(pgn.as_bytes()).strict().read_game(&mut Replay::new(Replayed::new()));
    /// let error = strict?.expect("a game, up to the error").error.expect("an error");
    /// assert_eq!(error.message, "invalid token \"\\xc2\"");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn strict(mut self) -> Reader<R> {
        self.state.make_strict();
        self
    }

    /// The byte offset in the input where the last game read (or being read) starts: its first
    /// byte that is not whitespace, as [`Visitor::game_offset`] also hands it out. Offsets count
    /// from where reading started, or from the offset given to
    /// [`seek_to_game`](Reader::seek_to_game).
    pub fn game_offset(&self) -> u64 {
        self.state.game_offset()
    }

    /// The underlying reader.
    pub fn get_ref(&self) -> &R {
        self.input.get_ref()
    }

    /// Gives back the underlying reader, positioned after the last byte read.
    ///
    /// That is where the last game ended, unless that game was broken: the reader may then have
    /// read further ahead, to recover.
    pub fn into_inner(self) -> R {
        self.input.into_inner()
    }
}

impl<R: BufRead + io::Seek> Reader<R> {
    /// Positions the reader at byte `offset` of the input, the start of a game that an earlier
    /// reading found there ([`game_offset`](Reader::game_offset)), so that the next
    /// [`read_game`](Reader::read_game) reads it without reading what comes before.
    ///
    /// What the reader counts starts afresh there: games are numbered from 1 and lines from 1
    /// in errors, offsets go on from `offset`.
    ///
    /// ```
    /// use std::io::Cursor;
    /// use fianchetto_pgn::{Reader, Replay, Replayed};
    ///
    /// let pgn = "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 d5 *\n";
    /// let mut reader = Reader::new(Cursor::new(pgn));
    /// let mut replay = Replay::new(Replayed::new());
    /// let mut offsets = Vec::new();
    /// while reader.read_game(&mut replay)?.is_some() {
    ///     offsets.push(reader.game_offset());
    /// }
    /// assert_eq!(offsets, [0, 22]);
    /// reader.seek_to_game(offsets[1])?;
    /// assert_eq!(reader.read_game(&mut replay)?.map(|game| game.plies), Some(2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// When seeking the underlying reader fails.
    pub fn seek_to_game(&mut self, offset: u64) -> io::Result<()> {
        self.input.reset_mut().seek(io::SeekFrom::Start(offset))?;
        self.state.restart_at(offset);
        Ok(())
    }
}

impl<R: BufRead> Reader<R> {
    /// Reads the next game into `visitor`, returning what its
    /// [`end_game`](Visitor::end_game) made of it, numbered by [`Visitor::number_game`], or
    /// `None` at the end of the input.
    ///
    /// # Errors
    ///
    /// When the game is malformed, exceeds a [`Limits`], the visitor rejects a token, or reading
    /// fails. The rest of the game is then skipped by the next call, which reads the next game.
    /// A visitor that keeps broken games ([`Visitor::end_game_with_error`]) gets the game an
    /// input failure cut short too, with a copy of the failure (its kind and message), and the
    /// next call returns the failure itself.
    pub fn read_game<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Result<Option<V::Output>, Error<V::Error>> {
        let mut read = self.read_unnumbered(visitor);
        // A parallel reader's worker knows no number yet: the merging thread numbers its games.
        if let (Ok(Some(game)), Some(number)) = (&mut read, self.state.known_game_number()) {
            V::number_game(game, number);
        }
        read
    }

    /// [`read_game`](Reader::read_game) without [`Visitor::number_game`].
    fn read_unnumbered<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Result<Option<V::Output>, Error<V::Error>> {
        if let Some(failure) = self.failure.take() {
            return Err(self.io_error(failure));
        }
        loop {
            if let Err(e) = self.skip_rest_of_broken_game() {
                self.clean = false;
                return Err(self.io_error(e));
            }
            self.state.reset();
            let result = self.read_tokens(visitor);
            match &result {
                Ok(Some(_)) => self.clean = self.state.ended_by_result(),
                Ok(None) => {}
                Err(_) => self.clean = false,
            }
            match result {
                Err(error) if error.is_between_games() && !is_io(&error) => {
                    if !core::mem::replace(&mut self.in_junk, true) {
                        return Err(error);
                    }
                }
                // A game cut short by an input failure keeps what was read of it, as a game
                // with a bad move does; the failure itself comes next.
                Err(error) if self.state.in_game() => {
                    self.in_junk = false;
                    let (error, failure) = error.split_failure();
                    return match (visitor.end_game_with_error(error), failure) {
                        (Ok(game), failure) => {
                            self.failure = failure;
                            Ok(Some(game))
                        }
                        // A visitor that keeps no broken game gets the failure itself, once.
                        (Err(_), Some(failure)) => Err(self.io_error(failure)),
                        (Err(error), None) => Err(error),
                    };
                }
                result => {
                    self.in_junk &= matches!(result, Ok(None));
                    return result;
                }
            }
        }
    }

    /// After an error, skips what is left of the broken game.
    fn skip_rest_of_broken_game(&mut self) -> io::Result<()> {
        let recovery = match self.state.take_pending() {
            None => return Ok(()),
            Some(Recovery::Resume) => {
                self.state.mute();
                let Err(err) = self.read_tokens(&mut SkipAll) else {
                    return Ok(());
                };
                match (err.into_kind(), self.state.take_pending()) {
                    (ErrorKind::Io(e), _) => return Err(e),
                    // Variations left open where the game ends, at the next game's `[` or the
                    // end of the input: the broken game is over and nothing is left to skip.
                    // Skipping lines from there would cost the next game its first tag line.
                    (ErrorKind::UnmatchedParenthesis, None) => return Ok(()),
                    // The broken game is already reported; fall back to skipping lines.
                    (_, pending) => pending.unwrap_or(Recovery::Movetext),
                }
            }
            Some(recovery) => recovery,
        };
        recover(&mut self.input, &mut self.state, recovery)
    }

    /// Reads tokens into `visitor` until the current game ends.
    fn read_tokens<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Result<Option<V::Output>, Error<V::Error>> {
        // Inside a line the reader ignores (`State::skips_line`), which may run over many reads.
        let mut skipping_line = false;
        let cx = self.state.lex_context();
        loop {
            let buf = match self.input.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(self.io_error(e)),
            };
            if buf.is_empty() {
                return self.state.finish(visitor);
            }
            let st = &mut self.state;
            let mut i = 0;
            if skipping_line {
                // The line break is left for the whitespace skipper to count.
                match scan::find(b'\n', buf) {
                    Some(len) => {
                        i = len;
                        skipping_line = false;
                    }
                    None => i = buf.len(),
                }
            }
            let stop = loop {
                while let Some(&b) = buf.get(i) {
                    if !lexer::is_ws(b) {
                        break;
                    }
                    if b == b'\n' {
                        st.line_break_at(st.offset() + i as u64);
                    }
                    i += 1;
                }
                if i == buf.len() {
                    break Stop::Refill;
                }
                let at = st.offset() + i as u64;
                let rest = &buf[i..];
                if matches!(rest[0], b'%' | b';') && st.skips_line(rest[0], at) {
                    match scan::find(b'\n', rest) {
                        Some(len) => {
                            i += len;
                            continue;
                        }
                        None => {
                            i = buf.len();
                            skipping_line = true;
                            break Stop::Refill;
                        }
                    }
                }
                match lexer::lex(rest, st.mode(), &cx) {
                    Lexed::Token(token, len) => {
                        let spans_lines = token.spans_lines();
                        // `Continue` is matched on its own: binding a whole `Flow` copies the
                        // visitor's output (a game record can be a kilobyte) on every token.
                        match st.handle(visitor, token, at) {
                            Ok(Flow::Continue) => {
                                if spans_lines {
                                    st.count_lines(&rest[..len], at);
                                }
                                i += len;
                            }
                            Ok(Flow::End(out)) => {
                                if spans_lines {
                                    st.count_lines(&rest[..len], at);
                                }
                                i += len;
                                break Stop::Done(out);
                            }
                            Ok(Flow::EndBefore(out)) => break Stop::Done(out),
                            Err(e) => break Stop::Fail(e),
                        }
                    }
                    Lexed::More => break Stop::Straddle,
                    Lexed::Error(e) => break Stop::Fail(st.lex_error(e, rest, at)),
                }
            };
            self.input.consume(i);
            self.state.advance(i);
            match stop {
                Stop::Refill => {}
                Stop::Done(out) => return Ok(Some(out)),
                Stop::Fail(e) => {
                    if self.state.left_open_at(self.state.offset()) {
                        self.keep_unclosed_comment();
                    }
                    return Err(e);
                }
                Stop::Straddle => match self.straddling_token(visitor)? {
                    Flow::End(out) | Flow::EndBefore(out) => return Ok(Some(out)),
                    Flow::Continue => {}
                },
            }
        }
    }

    /// After the fast path found the `{` at the current position never to close, moves the text
    /// it searched for a `}` out of the buffer, to be served as bytes put back: a `{` left open in
    /// the games that text holds then resumes the search instead of repeating it.
    #[cold]
    fn keep_unclosed_comment(&mut self) {
        self.left_comment_open = true;
        let searched = self.state.known_unclosed(self.state.offset());
        // Reads nothing: the lexer found all of it in the buffer.
        let _ = self.input.read_ahead(searched + 1);
    }

    /// Lexes and handles the token at the current position, which runs past the buffer, by
    /// copying it into `carry` a growing piece at a time (unless it starts in bytes put back:
    /// [`token_in_pending`](Reader::token_in_pending)).
    ///
    /// The pieces double in size, so a long comment is copied a bounded number of times per byte
    /// and the lexer's rescans of the copy stay linear overall.
    ///
    /// When the token is broken, what was copied is put back into the input, so that recovery
    /// starts from the token, as it does after an error on the fast path.
    #[cold]
    fn straddling_token<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Result<Flow<V::Output>, Error<V::Error>> {
        if self.input.has_pending() {
            return self.token_in_pending(visitor);
        }
        let st = &mut self.state;
        let at = st.offset();
        self.carry.clear();
        let result = loop {
            let chunk = match self.input.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => break Err(st.fail(ErrorKind::Io(e), at)),
            };
            let eof = chunk.is_empty();
            let old = self.carry.len();
            let take = chunk.len().min(old.max(256));
            self.carry.extend_from_slice(&chunk[..take]);
            let carry = &self.carry[..];
            match lexer::lex(carry, st.mode(), &st.lex_context().at_eof(eof)) {
                Lexed::More => {
                    self.input.consume(take);
                    st.advance(take);
                }
                Lexed::Token(token, len) => {
                    let spans_lines = token.spans_lines();
                    break st.handle(visitor, token, at).inspect(|flow| {
                        if matches!(flow, Flow::EndBefore(_)) {
                            // Leave the token for the next game: put back what was copied.
                            self.input.unread(&carry[..old]);
                            st.put_back(old);
                            return;
                        }
                        if len >= old {
                            self.input.consume(len - old);
                            st.advance(len - old);
                        } else {
                            // The lenient lexer looks past a token's end before deciding on it
                            // (`e.p.`, `e5+-`), so the token may end inside the copy that its
                            // `More` had consumed: put back what follows it.
                            self.input.unread(&carry[len..old]);
                            st.put_back(old - len);
                        }
                        if spans_lines {
                            st.count_lines(&carry[..len], at);
                        }
                    });
                }
                Lexed::Error(e) => break Err(st.lex_error(e, carry, at)),
            }
        };
        if result.is_err() {
            // The copy of a broken token may hold more than the broken game: after a `{` that
            // never closes, every game up to the end of the input or the comment limit. Recovery
            // must see them, and counts their lines, which were not counted yet.
            let consumed = (st.offset() - at) as usize;
            self.input.unread(&self.carry[..consumed]);
            st.put_back(consumed);
        }
        result
    }

    /// [`straddling_token`](Reader::straddling_token) for a token that starts in bytes put back:
    /// those lie in one buffer, so the token is lexed there, reading ahead behind them as far as
    /// it needs, and nothing is copied or has to be put back.
    ///
    /// A `{` among them that never closes either is searched for its `}` only past what an
    /// earlier search covered, so the games after a comment left open cost no more than reading
    /// them, however many of them leave theirs open too.
    #[cold]
    fn token_in_pending<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Result<Flow<V::Output>, Error<V::Error>> {
        let st = &mut self.state;
        let at = st.offset();
        let mut searched = st.known_unclosed(at);
        let mut want = searched.saturating_add(2).max(256);
        let (result, used) = loop {
            let (ahead, eof) = match self.input.read_ahead(want) {
                Ok(ahead) => ahead,
                Err(e) => break (Err(st.fail(ErrorKind::Io(e), at)), 0),
            };
            let cx = st.lex_context().at_eof(eof).resuming_after(searched);
            match lexer::lex(ahead, st.mode(), &cx) {
                Lexed::More => {
                    // Had the token been a comment, all of its text so far was searched.
                    searched = ahead.len() - 1;
                    want = ahead.len().saturating_mul(2);
                }
                Lexed::Token(token, len) => {
                    let spans_lines = token.spans_lines();
                    let result = st.handle(visitor, token, at);
                    if let Ok(Flow::EndBefore(_)) = result {
                        break (result, 0);
                    }
                    if result.is_ok() && spans_lines {
                        st.count_lines(&ahead[..len], at);
                    }
                    break (result, len);
                }
                Lexed::Error(e) => break (Err(st.lex_error(e, ahead, at)), 0),
            }
        };
        if result.is_ok() {
            self.input.consume(used);
            st.advance(used);
        }
        result
    }

    /// Skips the next game without a visitor, returning whether there was one.
    ///
    /// The game is still tokenized, so it ends exactly where [`read_game`](Reader::read_game)
    /// would end it.
    ///
    /// # Errors
    ///
    /// As for [`read_game`](Reader::read_game), minus the visitor's.
    pub fn skip_game(&mut self) -> Result<bool, Error<Infallible>> {
        self.read_game(&mut SkipAll).map(|game| game.is_some())
    }

    fn io_error<E>(&mut self, e: io::Error) -> Error<E> {
        let at = self.state.offset();
        self.state.fail(ErrorKind::Io(e), at)
    }
}

fn is_io<E>(error: &Error<E>) -> bool {
    matches!(error.kind(), ErrorKind::Io(_))
}

/// The visitor behind [`Reader::skip_game`].
struct SkipAll;

impl Visitor for SkipAll {
    type Output = ();
    type Error = Infallible;

    fn end_tags(&mut self) -> Result<Skip, Infallible> {
        Ok(Skip(true))
    }

    fn end_game(&mut self) {}
}
