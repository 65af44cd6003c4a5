//! chess.js's `loadPgn` reading: `fianchetto-pgn`'s reader splits the text into tags, the
//! mainline's moves and its comments, and hands them to the JavaScript wrapper, which plays
//! the moves on its game and keeps the tags and comments as chess.js keeps them. Variations
//! and NAGs are read and dropped, as chess.js drops them.

use fianchetto_notation::san::SanPlus;
use fianchetto_pgn::{GameResult, RawComment, RawTag, Reader, Skip, Visitor};

/// Separates the fields of `parse`'s answer: a byte no tag, move or comment holds in a
/// readable PGN (the reader refuses control bytes outside comments and tags, and `parse`
/// drops any inside them).
pub(crate) const SEPARATOR: char = '\0';

/// Collects one game's tags, mainline moves and comments as records of `SEPARATOR`-joined
/// fields: `T name value`, `M san`, `C comment`, `R result`.
struct Collect<'a> {
    /// The whole input, of which the reader (over a byte slice, which is its own buffer)
    /// hands out comments as slices: the byte before one says whether it is a `;` comment.
    input: &'a [u8],
    out: String,
    /// Whether the game so far holds nothing but comments.
    only_comments: bool,
}

impl Collect<'_> {
    /// Appends a record: its kind, then its fields, each after a `SEPARATOR` (none is written
    /// before the first record's kind).
    fn record(&mut self, kind: &str, fields: &[&str]) {
        if !self.out.is_empty() {
            self.out.push(SEPARATOR);
        }
        self.out.push_str(kind);
        for field in fields {
            self.out.push(SEPARATOR);
            self.out.extend(field.chars().filter(|&c| c != SEPARATOR));
        }
    }
}

impl Visitor for Collect<'_> {
    type Output = (String, bool);
    type Error = core::convert::Infallible;

    fn begin_game(&mut self) {
        self.out.clear();
        self.only_comments = true;
    }

    fn tag(&mut self, name: &[u8], value: RawTag<'_>) -> Result<(), Self::Error> {
        self.only_comments = false;
        let name = String::from_utf8_lossy(name);
        let value = value.decode_utf8_lossy();
        self.record("T", &[&name, &value]);
        Ok(())
    }

    fn san(&mut self, san: SanPlus) -> Result<(), Self::Error> {
        self.only_comments = false;
        self.record("M", &[&san.to_string()]);
        Ok(())
    }

    /// chess.js's reading of a comment: a `;` comment trimmed, a brace comment's runs of line
    /// breaks one space each.
    fn comment(&mut self, comment: RawComment<'_>) -> Result<(), Self::Error> {
        let bytes = comment.as_bytes();
        let at = (bytes.as_ptr() as usize).wrapping_sub(self.input.as_ptr() as usize);
        let line_comment = at <= self.input.len() && at > 0 && self.input[at - 1] == b';';
        let bytes = if line_comment {
            bytes.trim_ascii()
        } else {
            bytes
        };
        let text = String::from_utf8_lossy(bytes);
        let mut joined = String::with_capacity(text.len());
        let mut in_break = false;
        for c in text.chars() {
            if c == '\r' || c == '\n' {
                if !in_break {
                    joined.push(' ');
                }
                in_break = true;
            } else {
                joined.push(c);
                in_break = false;
            }
        }
        self.record("C", &[&joined]);
        Ok(())
    }

    fn begin_variation(&mut self) -> Result<Skip, Self::Error> {
        Ok(Skip(true))
    }

    fn result(&mut self, result: Option<GameResult>) -> Result<(), Self::Error> {
        self.only_comments = false;
        self.record("R", &[result.map_or("*", GameResult::as_str)]);
        Ok(())
    }

    fn end_game(&mut self) -> (String, bool) {
        (std::mem::take(&mut self.out), self.only_comments)
    }
}

/// The first game of `pgn` as `Collect`'s records, or the reader's complaint where the text is
/// no single readable game (junk, a broken token, a second game). Comments after the result,
/// which the reader counts as a game of their own, belong to the last move, as in chess.js.
pub(crate) fn parse(pgn: &str) -> Result<String, String> {
    // Ended by a line break, so that the reader finds every line, the last one too, in the
    // input itself (it copies a line it has not seen the end of), where `comment` looks.
    let ended;
    let input = if pgn.ends_with('\n') {
        pgn.as_bytes()
    } else {
        ended = format!("{pgn}\n");
        ended.as_bytes()
    };
    let mut reader = Reader::from_buf_read(input);
    let mut collect = Collect {
        input,
        out: String::new(),
        only_comments: true,
    };
    let complaint = |err| format!("Invalid PGN: {err}");
    let Some((mut game, _)) = reader.read_game(&mut collect).map_err(complaint)? else {
        return Ok(String::new());
    };
    while let Some((trailing, only_comments)) = reader.read_game(&mut collect).map_err(complaint)? {
        if !only_comments {
            return Err("Invalid PGN: more than one game".to_owned());
        }
        if !trailing.is_empty() {
            game.push(SEPARATOR);
            game.push_str(&trailing);
        }
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn records(pgn: &str) -> Vec<String> {
        parse(pgn)
            .expect("a game")
            .split(SEPARATOR)
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn tags_moves_comments_and_the_result_are_read_variations_dropped() {
        let pgn =
            "[White \"A \\\"B\\\"\"]\n\n{start}\n1. e4 {a\r\nb} (1. d4 {no}) e5 $1 2. Nf3 1-0\n";
        assert_eq!(
            records(pgn),
            [
                "T", "White", "A \"B\"", "C", "start", "M", "e4", "C", "a b", "M", "e5", "M",
                "Nf3", "R", "1-0"
            ]
        );
    }

    #[test]
    fn line_comments_are_trimmed_and_comments_after_the_result_kept() {
        assert_eq!(
            records("1. e4 ; the king's pawn \n e5 * {after}"),
            [
                "M",
                "e4",
                "C",
                "the king's pawn",
                "M",
                "e5",
                "R",
                "*",
                "C",
                "after"
            ]
        );
        assert_eq!(
            records("1. e4 ; last { line"),
            ["M", "e4", "C", "last { line"]
        );
    }

    #[test]
    fn junk_and_second_games_are_errors() {
        assert!(parse("1. e4 *\n\n1. d4 *\n").is_err());
        assert!(parse("1. e4 e5 2. !!! *").is_err());
        assert_eq!(parse("").as_deref(), Ok(""));
    }
}
