//! Skipping the input an error costs, as [`recovery`](super::recovery) decides, counting lines
//! on the way.

use std::io::{self, BufRead};

use super::recovery::Recovery;
use super::state::State;

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
/// of the error itself is skipped first. After an error in the tag section, the tag lines right
/// after it belong to the same game, so they are skipped until a movetext line has been seen;
/// but a tag line after a blank line starts the next game, as python-chess reads it: a broken
/// last tag line would otherwise swallow the game after it.
fn skip_game<R: BufRead>(inner: &mut R, st: &mut State, in_movetext: bool) -> io::Result<()> {
    // Past the first byte that is not a blank of the current line (so a line that ends while
    // it is false was blank).
    let mut in_line = true;
    let mut seen_movetext = in_movetext;
    let mut seen_blank_line = false;
    skip_with(inner, st, |buf, st| {
        for (i, &b) in buf.iter().enumerate() {
            match b {
                b'\n' => {
                    st.line_break_at(st.offset() + i as u64);
                    seen_blank_line |= !in_line;
                    in_line = false;
                }
                _ if in_line => {}
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {}
                b'[' if seen_movetext || seen_blank_line => return (i, true),
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
