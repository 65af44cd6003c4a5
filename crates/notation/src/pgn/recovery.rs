//! Skipping the rest of a broken game, so one bad game does not cost the rest of the file.

use std::io::{self, BufRead};

use super::state::{Recovery, State};

/// Skips from the error to the first line that starts (after blanks) with `[` and follows the
/// broken game's movetext, counting lines on the way.
///
/// This deliberately ignores PGN structure: the game is broken, so its comments and variations
/// cannot be trusted (an unterminated `{` would otherwise swallow the rest of the file). The line
/// of the error itself is skipped first. After an error in the tag section, the remaining tag
/// lines belong to the same game, so they are skipped until a movetext line has been seen.
pub(crate) fn recover<R: BufRead>(
    inner: &mut R,
    st: &mut State,
    recovery: Recovery,
) -> io::Result<()> {
    let mut in_line = true;
    let mut seen_movetext = recovery == Recovery::Movetext;
    loop {
        let buf = match inner.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(());
        }
        let mut i = 0;
        let mut found = false;
        while let Some(&b) = buf.get(i) {
            match b {
                b'\n' => {
                    st.line += 1;
                    st.line_start = st.offset + i as u64 + 1;
                    in_line = false;
                }
                _ if in_line => {}
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {}
                b'[' if seen_movetext => {
                    found = true;
                    break;
                }
                b'[' | b'%' => in_line = true,
                _ => {
                    seen_movetext = true;
                    in_line = true;
                }
            }
            i += 1;
        }
        inner.consume(i);
        st.offset += i as u64;
        if found {
            return Ok(());
        }
    }
}
