//! What an error costs: the one place that decides how much input to skip after it (the
//! skipping is `skip`'s), so that a broken game costs only itself and junk between games costs
//! only the junk.

use super::lexer::Mode;
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
