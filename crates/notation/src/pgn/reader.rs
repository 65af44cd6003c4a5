//! The streaming reader: drives the lexer over the underlying reader's buffer, game by game.

use std::convert::Infallible;
use std::io::{self, BufRead};

use super::lexer::{self, Lexed};
use super::recovery::recover;
use super::state::{Flow, Recovery, State};
use super::{Error, ErrorKind, Games, Limits, Skip, Visitor};
use std::vec::Vec;

/// Reads PGN games one at a time from any [`BufRead`], handing their tokens to a [`Visitor`].
///
/// The reader works on the slices the `BufRead` hands out, so tokens reach the visitor without
/// being copied or allocated; only a token that straddles two reads is copied, into a buffer that
/// is reused and bounded by [`Limits`]. Memory use therefore does not grow with the file, nor with
/// a game, beyond those limits.
///
/// It knows PGN's syntax but not chess: move tokens are passed on as bytes for the visitor to
/// interpret. It is lenient where real files vary (a byte order mark, `CRLF`, blank lines between
/// tags, games without tags or without a result, UCI moves) and reports anything else as an
/// [`Error`] that names the game, line and column, after which it skips to the next game.
///
/// ```
/// use fianchetto_notation::pgn::{Reader, Visitor};
///
/// struct Moves(usize);
///
/// impl Visitor for Moves {
///     type Output = usize;
///     type Error = std::convert::Infallible;
///     fn begin_game(&mut self) {
///         self.0 = 0;
///     }
///     fn san(&mut self, _: &[u8]) -> Result<(), Self::Error> {
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
/// # Ok::<_, fianchetto_notation::pgn::Error<std::convert::Infallible>>(())
/// ```
#[derive(Debug)]
pub struct Reader<R> {
    inner: R,
    /// A copy of the token that straddles two reads, reused from one token to the next.
    carry: Vec<u8>,
    state: State,
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

impl<R> Reader<R> {
    /// A reader with the default [`Limits`].
    pub fn new(inner: R) -> Reader<R> {
        Reader::with_limits(inner, Limits::default())
    }

    /// A reader with the given limits.
    pub fn with_limits(inner: R, limits: Limits) -> Reader<R> {
        Reader {
            inner,
            carry: Vec::new(),
            state: State::new(limits),
        }
    }

    /// The limits in force.
    pub fn limits(&self) -> &Limits {
        &self.state.limits
    }

    /// The underlying reader.
    pub fn get_ref(&self) -> &R {
        &self.inner
    }

    /// Gives back the underlying reader, positioned after the last byte read.
    pub fn into_inner(self) -> R {
        self.inner
    }
}

impl<R: BufRead> Reader<R> {
    /// Reads the next game into `visitor`, returning what its
    /// [`end_game`](Visitor::end_game) made of it, or `None` at the end of the input.
    ///
    /// # Errors
    ///
    /// When the game is malformed, exceeds a [`Limits`], the visitor rejects a token, or reading
    /// fails. The rest of the game is then skipped by the next call, which reads the next game.
    pub fn read_game<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Result<Option<V::Output>, Error<V::Error>> {
        if let Err(e) = self.skip_rest_of_broken_game() {
            return Err(self.io_error(e));
        }
        self.state.reset();
        self.read_tokens(visitor)
    }

    /// After an error, skips what is left of the broken game.
    fn skip_rest_of_broken_game(&mut self) -> io::Result<()> {
        let recovery = match self.state.pending.take() {
            None => return Ok(()),
            Some(Recovery::Resume) => {
                self.state.mute();
                let Err(err) = self.read_tokens(&mut SkipAll) else {
                    return Ok(());
                };
                match err.into_kind() {
                    ErrorKind::Io(e) => return Err(e),
                    // The broken game is already reported; fall back to skipping lines.
                    _ => self.state.pending.take().unwrap_or(Recovery::Movetext),
                }
            }
            Some(recovery) => recovery,
        };
        let result = recover(&mut self.inner, &mut self.state, recovery);
        self.state.pending = None;
        result
    }

    /// Reads tokens into `visitor` until the current game ends.
    fn read_tokens<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Result<Option<V::Output>, Error<V::Error>> {
        loop {
            let buf = match self.inner.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(self.io_error(e)),
            };
            if buf.is_empty() {
                return self.state.finish(visitor);
            }
            let st = &mut self.state;
            let mut i = 0;
            let stop = loop {
                while let Some(&b) = buf.get(i) {
                    if !lexer::is_ws(b) {
                        break;
                    }
                    if b == b'\n' {
                        st.line += 1;
                        st.line_start = st.offset + i as u64 + 1;
                    }
                    i += 1;
                }
                if i == buf.len() {
                    break Stop::Refill;
                }
                let at = st.offset + i as u64;
                let rest = &buf[i..];
                match lexer::lex(rest, false, st.mode, at == st.line_start, &st.limits) {
                    Lexed::Token(token, len) => {
                        let spans_lines = token.spans_lines();
                        match st.handle(visitor, token, at) {
                            Ok(flow) => {
                                if spans_lines {
                                    st.count_lines(&rest[..len], at);
                                }
                                i += len;
                                if let Flow::End(out) = flow {
                                    break Stop::Done(out);
                                }
                            }
                            Err(e) => break Stop::Fail(e),
                        }
                    }
                    Lexed::More => break Stop::Straddle,
                    Lexed::Error(e) => break Stop::Fail(st.lex_error(e, rest, at)),
                }
            };
            self.inner.consume(i);
            self.state.offset += i as u64;
            match stop {
                Stop::Refill => {}
                Stop::Done(out) => return Ok(Some(out)),
                Stop::Fail(e) => return Err(e),
                Stop::Straddle => {
                    if let Flow::End(out) = self.straddling_token(visitor)? {
                        return Ok(Some(out));
                    }
                }
            }
        }
    }

    /// Lexes and handles the token at the current position, which runs past the buffer, by
    /// copying it into `carry` a growing piece at a time.
    ///
    /// The pieces double in size, so a long comment is copied a bounded number of times per byte
    /// and the lexer's rescans of the copy stay linear overall.
    #[cold]
    fn straddling_token<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Result<Flow<V::Output>, Error<V::Error>> {
        let st = &mut self.state;
        let at = st.offset;
        let line_start = at == st.line_start;
        self.carry.clear();
        loop {
            let chunk = match self.inner.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    let err = st.fail(ErrorKind::Io(e), at);
                    st.count_lines(&self.carry, at);
                    return Err(err);
                }
            };
            let eof = chunk.is_empty();
            let old = self.carry.len();
            let take = chunk.len().min(old.max(256));
            self.carry.extend_from_slice(&chunk[..take]);
            let carry = &self.carry[..];
            let result = match lexer::lex(carry, eof, st.mode, line_start, &st.limits) {
                Lexed::More => {
                    self.inner.consume(take);
                    st.offset += take as u64;
                    continue;
                }
                Lexed::Token(token, len) => {
                    // The copied prefix was more than the lexer could decide on, and zero-length
                    // tokens are decided on their first byte, so the token covers all of it.
                    debug_assert!(len >= old);
                    let spans_lines = token.spans_lines();
                    st.handle(visitor, token, at).inspect(|_| {
                        let used = len - old;
                        self.inner.consume(used);
                        st.offset += used as u64;
                        if spans_lines {
                            st.count_lines(&carry[..len], at);
                        }
                    })
                }
                Lexed::Error(e) => Err(st.lex_error(e, carry, at)),
            };
            if result.is_err() {
                // Recovery resumes from the stream, which is past the copied prefix.
                st.count_lines(&carry[..old], at);
            }
            return result;
        }
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

    /// An iterator over the remaining games, reading each into `visitor`.
    ///
    /// Errors are yielded as items and the iteration goes on with the next game, except after an
    /// input error ([`ErrorKind::Io`]), which ends it.
    pub fn read_all<'a, V: Visitor>(&'a mut self, visitor: &'a mut V) -> Games<'a, R, V> {
        Games::new(self, visitor)
    }

    fn io_error<E>(&mut self, e: io::Error) -> Error<E> {
        let at = self.state.offset;
        self.state.fail(ErrorKind::Io(e), at)
    }
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
