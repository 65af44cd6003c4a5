//! The reader's state between tokens: where it is in the input and in the current game, and what
//! each token means for the visitor.

use super::game_base::GameBase;
use super::lenient::{self, Rejected};
use super::lexer::{self, LexContext, Mode};
use super::place::Place;
use super::recovery::{self, Recovery};
use super::scan;
use super::token::{LexError, Token};
use crate::{Error, ErrorKind, Limits, RawComment, RawTag, Skip, Visitor};
use core::ops::Range;
use fianchetto_notation::san::{San, SanPlus, Suffix};
use std::vec::Vec;

/// What the reader does after a token.
pub(crate) enum Flow<O> {
    /// Go on with the next token.
    Continue,
    /// The game is over.
    End(O),
    /// The game was over before this token, which starts the next one: leave it unread.
    EndBefore(O),
}

/// `skip_from` when no variation is being skipped.
const NOT_SKIPPING: usize = usize::MAX;

#[derive(Debug)]
pub(crate) struct State {
    limits: Limits,
    /// Whether to read what real files write beyond the standard (`super::lenient`).
    lenient: bool,
    /// Where the reader stands: its `offset` counts the bytes consumed from the underlying
    /// reader so far, while its `line` and `line_start` count the line breaks the reader has
    /// passed, which may lie ahead of that in a buffer not yet consumed.
    place: Place,
    /// Games started so far.
    game: u64,
    /// Whether the current game has started: a token that starts a game (a tag pair, a move, a
    /// move number, a comment, a result...) has been read since the bytes that opened it, and
    /// the visitor has been told. Until then an error is junk between games.
    begun: bool,
    /// Games before this reader's input, added to the numbers in errors (a parallel reader's
    /// chunk learns it only once the chunks before it are read).
    game_base: GameBase,
    /// Whether the last game ended at its result token, so the text after it starts afresh.
    ended_by_result: bool,
    /// The offset of the first byte of the current (or last) game.
    game_offset: u64,
    /// Whether the current game's tags included `Event`: a second one starts the next game.
    event_seen: bool,
    /// Set by an error, done at the start of the next game.
    pending: Option<Recovery>,
    mode: Mode,
    depth: usize,
    /// Callbacks are muted while `depth >= skip_from`: 0 skips the whole movetext, and mutes
    /// everything until the game has begun, so that the hot paths test one condition for both.
    skip_from: usize,
    /// Whether the variation at `skip_from` was entered by the visitor and then abandoned after
    /// an error in it, so its `)` still owes the visitor an `end_variation`.
    abandoned: bool,
    /// Line and column of each open `(`, to name the unclosed one.
    open: Vec<(u64, u64)>,
    /// The offsets after the last `{` found never to close that are known to hold no `}`. The
    /// games among them are read again, and a `{` in one of them need not search them again.
    no_close: Range<u64>,
}

impl State {
    /// The state at the start of an input, reading leniently until told
    /// [`make_strict`](State::make_strict).
    pub(crate) fn new(limits: Limits) -> State {
        State::continuing(limits, true, Place::START, GameBase::Known(0))
    }

    /// The state at `place` in a larger input, where a game starts, after the games that
    /// `game_base` counts.
    pub(crate) fn continuing(
        limits: Limits,
        lenient: bool,
        place: Place,
        game_base: GameBase,
    ) -> State {
        State {
            limits,
            lenient,
            place,
            game: 0,
            begun: false,
            game_base,
            ended_by_result: false,
            game_offset: place.offset,
            event_seen: false,
            pending: None,
            mode: Mode::Start,
            depth: 0,
            skip_from: NOT_SKIPPING,
            abandoned: false,
            open: Vec::new(),
            no_close: 0..0,
        }
    }

    /// Starts afresh at `offset`, where a game starts: games and lines are counted from 1 there
    /// again; the settings stay.
    pub(crate) fn restart_at(&mut self, offset: u64) {
        let place = Place {
            offset,
            line: 1,
            line_start: offset,
        };
        *self = State::continuing(self.limits, self.lenient, place, GameBase::Known(0));
    }

    /// Rejects from now on what real files write beyond the standard.
    pub(crate) fn make_strict(&mut self) {
        self.lenient = false;
    }

    /// Reads with `limits` from the next token on.
    pub(crate) fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
    }

    /// The limits in force.
    pub(crate) fn limits(&self) -> &Limits {
        &self.limits
    }

    /// What the lexer needs of the reader's settings, for a slice that more input may follow.
    pub(crate) fn lex_context(&self) -> LexContext {
        LexContext::new(self.limits, self.lenient)
    }

    /// What the reader is looking for, which the lexer needs to know.
    pub(crate) fn mode(&self) -> Mode {
        self.mode
    }

    /// Where the reader stands. Inside a buffer not yet consumed, its line may lie ahead of its
    /// offset; at a game's end (where the reader's caller asks) the buffer is consumed.
    pub(crate) fn place(&self) -> Place {
        self.place
    }

    /// The bytes consumed from the underlying reader so far.
    pub(crate) fn offset(&self) -> u64 {
        self.place.offset
    }

    /// `len` more bytes were consumed from the underlying reader.
    pub(crate) fn advance(&mut self, len: usize) {
        self.place.offset += len as u64;
    }

    /// The last `len` bytes consumed were put back into the underlying reader, to be read again.
    pub(crate) fn put_back(&mut self, len: usize) {
        self.place.offset -= len as u64;
    }

    /// Passes the line break at offset `at`: the next line starts after it.
    pub(crate) fn line_break_at(&mut self, at: u64) {
        self.place.line += 1;
        self.place.line_start = at + 1;
    }

    /// Games started so far.
    pub(crate) fn games_started(&self) -> u64 {
        self.game
    }

    /// The number of the last game started, where the games before this reader's input are
    /// known: not in a parallel reader's worker, whose games the merging thread numbers.
    pub(crate) fn known_game_number(&self) -> Option<u64> {
        match self.game_base {
            GameBase::Known(before) => Some(before + self.game),
            GameBase::Awaited { .. } => None,
        }
    }

    /// The offset of the first byte of the current (or last) game.
    pub(crate) fn game_offset(&self) -> u64 {
        self.game_offset
    }

    /// Whether the last game ended at its result token, so the text after it starts afresh.
    pub(crate) fn ended_by_result(&self) -> bool {
        self.ended_by_result
    }

    /// What to skip of the broken game before the next one, once: an error decided it.
    pub(crate) fn take_pending(&mut self) -> Option<Recovery> {
        self.pending.take()
    }

    /// Resets the per-game state before looking for the next game.
    pub(crate) fn reset(&mut self) {
        self.mode = Mode::Start;
        self.begun = false;
        self.ended_by_result = false;
        self.depth = 0;
        self.skip_from = 0;
        self.abandoned = false;
        self.open.clear();
    }

    /// Whether a game has started and not yet ended.
    pub(crate) fn in_game(&self) -> bool {
        self.begun && self.mode != Mode::Start
    }

    /// Counts the line breaks in `bytes`, which start at offset `at`.
    pub(crate) fn count_lines(&mut self, bytes: &[u8], at: u64) {
        if let Some((last, count)) = scan::find_last_and_count(b'\n', bytes) {
            self.place.line += count;
            self.place.line_start = at + last as u64 + 1;
        }
    }

    /// Whether the reader ignores the line that `first`, at offset `at`, starts: a `%` escape in
    /// column 1, of any length (its text is for other programs), or a `;` comment between games
    /// (no game has it), as python-chess ignores both.
    #[cold]
    pub(crate) fn skips_line(&self, first: u8, at: u64) -> bool {
        match first {
            b'%' => at == self.place.line_start,
            b';' => self.mode == Mode::Start,
            _ => false,
        }
    }

    /// Whether the `{` at offset `at` is the last one found never to close.
    pub(crate) fn left_open_at(&self, at: u64) -> bool {
        self.no_close.start == at + 1
    }

    /// How many bytes after a `{` at offset `at` are known to hold no `}`.
    pub(crate) fn known_unclosed(&self, at: u64) -> usize {
        if self.no_close.contains(&(at + 1)) {
            (self.no_close.end - at - 1) as usize
        } else {
            0
        }
    }

    fn muted(&self) -> bool {
        self.depth >= self.skip_from
    }

    /// The number to report for an error now: the current game, or the next one between games.
    fn game_number(&self) -> u64 {
        self.game_base.get() + self.game + u64::from(!self.in_game())
    }

    /// Mutes every callback for the rest of the current game.
    pub(crate) fn mute(&mut self) {
        self.skip_from = 0;
    }

    /// An error at offset `at` (on the current line), after which the game is skipped.
    pub(crate) fn fail<E>(&mut self, kind: ErrorKind<E>, at: u64) -> Error<E> {
        let error = self.error_at(kind, at);
        self.skip_after(&error);
        error
    }

    /// An error at offset `at`, with no decision yet on what to skip.
    fn error_at<E>(&self, kind: ErrorKind<E>, at: u64) -> Error<E> {
        let column = at.saturating_sub(self.place.line_start) + 1;
        let junk = !self.in_game() && !matches!(kind, ErrorKind::Io(_));
        let error = Error::new(self.game_number(), self.place.line, column, kind);
        if junk { error.between_games() } else { error }
    }

    /// Skips what `error` costs when the next game is asked for: the rest of the game, or of the
    /// junk between games. No game has begun for junk, so it is over now.
    fn skip_after<E>(&mut self, error: &Error<E>) {
        let recovery = recovery::after(error.kind(), self.mode, self.in_game());
        if !self.in_game() {
            self.mode = Mode::Start;
        }
        self.pending = Some(recovery);
    }

    /// The move token `token` (with its annotation `nag`) at `at` is no move: unless strict, it
    /// may be an en passant mark or an evaluation to skip, or a capture with `e.p.` glued on
    /// ([`lenient::rejected`]); otherwise it is an [`ErrorKind::InvalidMove`], which
    /// [`State::rejected`] reports.
    #[cold]
    #[inline(never)]
    fn unreadable_move<V: Visitor>(
        &mut self,
        v: &mut V,
        token: &[u8],
        nag: Option<u8>,
        at: u64,
    ) -> Result<Flow<V::Output>, Error<V::Error>> {
        let invalid = || ErrorKind::InvalidMove(token[..token.len().min(32)].to_vec());
        let capture = match lenient::rejected(token) {
            _ if !self.lenient => return self.rejected(v, invalid(), at),
            Rejected::Skip => return Ok(Flow::Continue),
            Rejected::Capture(capture) => capture,
            Rejected::Stands => return self.rejected(v, invalid(), at),
        };
        let Ok(san) = SanPlus::from_ascii(capture) else {
            return self.rejected(v, invalid(), at);
        };
        if !self.begun && !self.begin(v, at)? {
            return Ok(Flow::Continue);
        }
        self.play(v, san, nag, at)
    }

    /// The visitor rejected the token at `at`, or it is no move (`kind`). Inside a variation the
    /// visitor may choose to lose only that variation ([`Visitor::variation_error`]); otherwise
    /// the game fails.
    #[cold]
    fn rejected<V: Visitor>(
        &mut self,
        v: &mut V,
        kind: ErrorKind<V::Error>,
        at: u64,
    ) -> Result<Flow<V::Output>, Error<V::Error>> {
        let error = self.error_at(kind, at);
        if self.depth > 0 && self.mode == Mode::Movetext && !self.muted() {
            match v.variation_error(error) {
                Ok(()) => {
                    self.skip_from = self.depth;
                    self.abandoned = true;
                    return Ok(Flow::Continue);
                }
                Err(error) => {
                    self.skip_after(&error);
                    return Err(error);
                }
            }
        }
        self.skip_after(&error);
        Err(error)
    }

    pub(crate) fn lex_error<E>(&mut self, e: LexError, input: &[u8], at: u64) -> Error<E> {
        let left_open = matches!(e, LexError::CommentTooLong | LexError::UnterminatedComment);
        if left_open && input[0] == b'{' {
            // The lexer searched the text after the `{` up to the limit, or to the input's end.
            let searched = lexer::comment_window(input, &self.limits) - 1;
            self.no_close = at + 1..at + 1 + searched as u64;
        }
        let kind = match e {
            LexError::TagTooLong => ErrorKind::TagTooLong,
            LexError::CommentTooLong => ErrorKind::CommentTooLong,
            LexError::UnterminatedComment => ErrorKind::UnterminatedComment,
            LexError::InvalidTag => ErrorKind::InvalidTag,
            LexError::TokenTooLong => ErrorKind::TokenTooLong,
            LexError::InvalidToken(len) => {
                ErrorKind::InvalidToken(input[..len.clamp(1, 32).min(input.len())].to_vec())
            }
        };
        self.fail(kind, at)
    }

    /// The end of the input: the game in progress, if any, is over.
    pub(crate) fn finish<V: Visitor>(
        &mut self,
        v: &mut V,
    ) -> Result<Option<V::Output>, Error<V::Error>> {
        let at = self.place.offset;
        if !self.in_game() {
            // Bytes that started no game (a dangling move number's dots, say) are no game.
            self.mode = Mode::Start;
            return Ok(None);
        }
        match self.mode {
            Mode::Start => return Ok(None),
            Mode::Tags => {
                let _: Skip = v
                    .end_tags()
                    .map_err(|e| self.fail(ErrorKind::Visitor(e), at))?;
            }
            Mode::Movetext => self.check_closed()?,
        }
        self.mode = Mode::Start;
        Ok(Some(v.end_game()))
    }

    /// At the end of a game, every variation must be closed.
    fn check_closed<E>(&mut self) -> Result<(), Error<E>> {
        match self.open.last() {
            // The game ends at a boundary, so there is nothing to skip.
            Some(&(line, column)) => Err(Error::new(
                self.game_base.get() + self.game,
                line,
                column,
                ErrorKind::UnmatchedParenthesis,
            )),
            None => Ok(()),
        }
    }

    /// Starts the game that the token at `at` is the first of: the visitor hears of it only
    /// now, so junk before a game never reaches it. Returns whether to hand the token on, which
    /// a visitor skipping the whole movetext declines.
    #[cold]
    #[inline(never)]
    fn begin<V: Visitor>(&mut self, v: &mut V, at: u64) -> Result<bool, Error<V::Error>> {
        self.begun = true;
        self.skip_from = NOT_SKIPPING;
        self.game += 1;
        v.begin_game();
        v.game_offset(self.game_offset);
        v.begin_tags();
        if self.mode == Mode::Movetext {
            match v.end_tags() {
                Ok(Skip(true)) => self.skip_from = 0,
                Ok(Skip(false)) => {}
                Err(e) => return Err(self.fail(ErrorKind::Visitor(e), at)),
            }
        }
        Ok(!self.muted())
    }

    /// Begins the game at a muted token if it has not begun: whether to hand the token on after
    /// all.
    #[cold]
    fn begins<V: Visitor>(&mut self, v: &mut V, at: u64) -> Result<bool, Error<V::Error>> {
        if self.begun {
            return Ok(false);
        }
        self.begin(v, at)
    }

    /// A move token before the game began: a readable move begins it, an unreadable one is
    /// junk.
    #[cold]
    #[inline(never)]
    fn first_move<V: Visitor>(
        &mut self,
        v: &mut V,
        (token, check, nag): (&[u8], Option<Suffix>, Option<u8>),
        at: u64,
    ) -> Result<Flow<V::Output>, Error<V::Error>> {
        let Some(san) = read_move(token, check) else {
            return self.unreadable_move(v, token, nag, at);
        };
        if !self.begin(v, at)? {
            return Ok(Flow::Continue);
        }
        self.play(v, san, nag, at)
    }

    /// Hands a move and its annotation glyph to the visitor.
    #[inline(always)]
    fn play<V: Visitor>(
        &mut self,
        v: &mut V,
        san: SanPlus,
        nag: Option<u8>,
        at: u64,
    ) -> Result<Flow<V::Output>, Error<V::Error>> {
        if let Err(e) = v.san(san) {
            return self.rejected(v, ErrorKind::Visitor(e), at);
        }
        if let Some(nag) = nag
            && let Err(e) = v.nag(nag)
        {
            return self.rejected(v, ErrorKind::Visitor(e), at);
        }
        Ok(Flow::Continue)
    }

    /// Hands `token`, which starts at offset `at`, to the visitor.
    #[inline(always)]
    pub(crate) fn handle<V: Visitor>(
        &mut self,
        v: &mut V,
        token: Token<'_>,
        at: u64,
    ) -> Result<Flow<V::Output>, Error<V::Error>> {
        macro_rules! call {
            ($e:expr) => {
                match $e {
                    Ok(value) => value,
                    Err(e) => return self.rejected(v, ErrorKind::Visitor(e), at),
                }
            };
        }
        // The first token that starts a game tells the visitor the game began.
        macro_rules! begin {
            () => {
                if !self.begun {
                    self.begin(v, at)?;
                }
            };
        }
        match token {
            Token::Move { san, check, nag } => {
                if !self.muted() {
                    let Some(san) = read_move(san, check) else {
                        return self.unreadable_move(v, san, nag, at);
                    };
                    return self.play(v, san, nag, at);
                }
                if !self.begun {
                    return self.first_move(v, (san, check, nag), at);
                }
            }
            Token::MoveNumber => begin!(),
            Token::Dots | Token::Stray | Token::Bom => {}
            Token::Comment { text, .. } | Token::LineComment(text) => {
                if !self.muted() || self.begins(v, at)? {
                    call!(v.comment(RawComment(text)));
                }
            }
            Token::Nag(nag) => {
                if !self.muted() || self.begins(v, at)? {
                    call!(v.nag(nag));
                }
            }
            Token::Open => {
                if self.depth >= self.limits.max_nesting {
                    return Err(self.fail(ErrorKind::TooDeeplyNested, at));
                }
                begin!();
                self.open.push((
                    self.place.line,
                    at.saturating_sub(self.place.line_start) + 1,
                ));
                self.depth += 1;
                if !self.muted() && call!(v.begin_variation()).0 {
                    self.skip_from = self.depth;
                }
            }
            Token::Close => {
                if self.depth == 0 {
                    return Err(self.fail(ErrorKind::UnmatchedParenthesis, at));
                }
                if self.depth == self.skip_from {
                    self.skip_from = NOT_SKIPPING;
                    if core::mem::take(&mut self.abandoned) {
                        call!(v.end_variation());
                    }
                } else if !self.muted() {
                    call!(v.end_variation());
                }
                self.open.pop();
                self.depth -= 1;
            }
            Token::Result(result) => {
                // A result inside a variation is a common annotation habit, not the game's end.
                if self.depth == 0 {
                    if !self.muted() || self.begins(v, at)? {
                        call!(v.result(result));
                    }
                    self.mode = Mode::Start;
                    self.ended_by_result = true;
                    return Ok(Flow::End(v.end_game()));
                }
            }
            Token::TagStart => {
                if !self.begun {
                    // What came before the `[` started no game.
                    self.mode = Mode::Start;
                    return Ok(Flow::Continue);
                }
                // Still in the movetext, so that a variation left open breaks this game, which
                // a visitor may keep (`end_game_with_error`), as at the end of the input.
                self.check_closed()?;
                self.mode = Mode::Start;
                return Ok(Flow::End(v.end_game()));
            }
            Token::GameStart => {
                // The visitor hears of the game at its first token that starts one (`begin`).
                self.game_offset = at;
                self.event_seen = false;
                self.mode = Mode::Tags;
            }
            Token::Tag { name, value } => {
                if name == b"Event" && self.lenient {
                    if self.event_seen {
                        // A game of tags alone (as engine testers write them) ends where the
                        // next game's tags start.
                        let _: Skip = call!(v.end_tags());
                        self.mode = Mode::Start;
                        return Ok(Flow::EndBefore(v.end_game()));
                    }
                    self.event_seen = true;
                }
                begin!();
                call!(v.tag(name, RawTag(value)));
            }
            Token::MovetextStart => {
                self.mode = Mode::Movetext;
                // Before the game began, `begin` calls `end_tags`.
                if self.begun && call!(v.end_tags()).0 {
                    self.skip_from = 0;
                }
            }
        }
        Ok(Flow::Continue)
    }
}

/// The move a move token names, parsed once for every visitor: lenient SAN (which covers long
/// algebraic and UCI's `e2e4`, `e7e8q`, `e1g1`), or a null move as UCI and others write it;
/// `None` for a token that is no move.
#[inline(always)]
fn read_move(token: &[u8], check: Option<Suffix>) -> Option<SanPlus> {
    match SanPlus::from_ascii(token) {
        Ok(san) => Some(SanPlus {
            san: san.san,
            suffix: check,
        }),
        Err(_) => read_null_move(token),
    }
}

/// `0000` (UCI) and `@@@@` (some GUIs) as the null move, which SAN writes `--` or `Z0`.
#[cold]
fn read_null_move(token: &[u8]) -> Option<SanPlus> {
    matches!(token, b"0000" | b"@@@@").then_some(SanPlus {
        san: San::Null,
        suffix: None,
    })
}
