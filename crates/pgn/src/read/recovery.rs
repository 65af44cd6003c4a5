//! What an error costs: the one place that decides how much input to skip after it, and skips
//! it, so that a broken game costs only itself and junk between games costs only the junk.

use std::io::{self, BufRead};

use super::lexer::Mode;
use super::state::State;
use crate::ErrorKind;

/// How far to skip after an error, decided by [`after`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Recovery {
    /// The error was in the tag section: skip the rest of it, then the movetext.
    Tags,
    /// The error was in the movetext: skip to the next line starting with `[`.
    Movetext,
    /// The visitor rejected a token, so tokenizing is still in step with the game: read the rest
    /// of it with callbacks muted, and the game ends exactly where it would have. Skipping lines
    /// instead would also lose a game without tags that follows on the next line.
    Resume,
    /// The error came before any game began: bytes that start no game. Skip the rest of their
    /// line and look for a game on the next one, so that junk costs no game before or after it.
    Junk,
    /// Junk that is a run of NUL bytes, the padding a crashed writer or a preallocated file
    /// leaves: often no line break ends it before the next game, so only the run is skipped.
    Padding,
}

/// What to skip after an error of `kind`, found in `mode`, inside a game that has begun or not.
pub(crate) fn after<E>(kind: &ErrorKind<E>, mode: Mode, in_game: bool) -> Recovery {
    match (kind, mode) {
        (ErrorKind::InvalidToken(bytes), _) if !in_game && bytes.first() == Some(&0) => {
            Recovery::Padding
        }
        _ if !in_game => Recovery::Junk,
        (ErrorKind::Visitor(_) | ErrorKind::InvalidMove(_), Mode::Tags | Mode::Movetext) => {
            Recovery::Resume
        }
        (_, Mode::Start | Mode::Tags) => Recovery::Tags,
        (_, Mode::Movetext) => Recovery::Movetext,
    }
}

/// Skips what `recovery` says, counting lines on the way. [`Recovery::Resume`] is the reader's
/// own: it reads on instead.
pub(crate) fn recover<R: BufRead>(
    inner: &mut R,
    st: &mut State,
    recovery: Recovery,
) -> io::Result<()> {
    match recovery {
        Recovery::Junk => skip_line(inner, st),
        Recovery::Padding => skip_padding(inner, st),
        Recovery::Tags | Recovery::Movetext | Recovery::Resume => {
            skip_game(inner, st, recovery == Recovery::Movetext)
        }
    }
}

/// Skips input while `step` says so: given the buffered bytes (never empty) and the state, it
/// returns how many of them to skip and whether the skipping ends there. The end of the input
/// ends it too.
fn skip_with<R: BufRead>(
    inner: &mut R,
    st: &mut State,
    mut step: impl FnMut(&[u8], &mut State) -> (usize, bool),
) -> io::Result<()> {
    loop {
        let buf = match inner.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(());
        }
        let (skip, done) = step(buf, st);
        inner.consume(skip);
        st.advance(skip);
        if done {
            return Ok(());
        }
    }
}

/// Skips to the end of the current line, leaving the line break for the reader to count.
fn skip_line<R: BufRead>(inner: &mut R, st: &mut State) -> io::Result<()> {
    skip_with(inner, st, |buf, _| match super::scan::find(b'\n', buf) {
        Some(at) => (at, true),
        None => (buf.len(), false),
    })
}

/// Skips a run of NUL bytes.
fn skip_padding<R: BufRead>(inner: &mut R, st: &mut State) -> io::Result<()> {
    skip_with(inner, st, |buf, _| {
        let run = buf.iter().take_while(|&&b| b == 0).count();
        (run, run < buf.len())
    })
}

/// Skips from the error to the first line that starts (after blanks) with `[` and follows the
/// broken game's movetext, counting lines on the way.
///
/// This deliberately ignores PGN structure: the game is broken, so its comments and variations
/// cannot be trusted (an unterminated `{` would otherwise swallow the rest of the file). The line
/// of the error itself is skipped first. After an error in the tag section, the remaining tag
/// lines belong to the same game, so they are skipped until a movetext line has been seen.
fn skip_game<R: BufRead>(inner: &mut R, st: &mut State, in_movetext: bool) -> io::Result<()> {
    let mut in_line = true;
    let mut seen_movetext = in_movetext;
    skip_with(inner, st, |buf, st| {
        for (i, &b) in buf.iter().enumerate() {
            match b {
                b'\n' => {
                    st.line_break_at(st.offset() + i as u64);
                    in_line = false;
                }
                _ if in_line => {}
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {}
                b'[' if seen_movetext => return (i, true),
                b'[' | b'%' => in_line = true,
                _ => {
                    seen_movetext = true;
                    in_line = true;
                }
            }
        }
        (buf.len(), false)
    })
}
