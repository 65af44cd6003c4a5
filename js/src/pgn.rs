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
#[derive(Default)]
struct Collect {
    out: String,
}

impl Collect {
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

impl Visitor for Collect {
    type Output = String;
    type Error = core::convert::Infallible;

    fn begin_game(&mut self) {
        self.out.clear();
    }

    fn tag(&mut self, name: &[u8], value: RawTag<'_>) -> Result<(), Self::Error> {
        let name = String::from_utf8_lossy(name);
        let value = value.decode_utf8_lossy();
        self.record("T", &[&name, &value]);
        Ok(())
    }

    fn san(&mut self, san: SanPlus) -> Result<(), Self::Error> {
        self.record("M", &[&san.to_string()]);
        Ok(())
    }

    /// chess.js's reading of a comment: line breaks inside become one space each run.
    fn comment(&mut self, comment: RawComment<'_>) -> Result<(), Self::Error> {
        let text = String::from_utf8_lossy(comment.as_bytes());
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
        self.record("R", &[result.map_or("*", GameResult::as_str)]);
        Ok(())
    }

    fn end_game(&mut self) -> String {
        std::mem::take(&mut self.out)
    }
}

/// The first game of `pgn` as `Collect`'s records, or the reader's complaint where the text is
/// no single readable game (junk, a broken token, a second game).
pub(crate) fn parse(pgn: &str) -> Result<String, String> {
    let mut reader = Reader::new(pgn.as_bytes());
    let mut collect = Collect::default();
    let game = reader
        .read_game(&mut collect)
        .map_err(|err| format!("Invalid PGN: {err}"))?;
    match reader.read_game(&mut collect) {
        Ok(None) => Ok(game.unwrap_or_default()),
        Ok(Some(_)) => Err("Invalid PGN: more than one game".to_owned()),
        Err(err) => Err(format!("Invalid PGN: {err}")),
    }
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
        let pgn = "[White \"A \\\"B\\\"\"]\n\n{start}\n1. e4 {a\r\nb} (1. d4 {no}) e5 $1 2. Nf3 1-0\n";
        assert_eq!(
            records(pgn),
            [
                "T", "White", "A \"B\"", "C", "start", "M", "e4", "C", "a b", "M", "e5", "M", "Nf3",
                "R", "1-0"
            ]
        );
    }

    #[test]
    fn junk_and_second_games_are_errors() {
        assert!(parse("1. e4 *\n\n1. d4 *\n").is_err());
        assert!(parse("1. e4 e5 2. !!! *").is_err());
        assert_eq!(parse("").as_deref(), Ok(""));
    }
}
