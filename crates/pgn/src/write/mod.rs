//! Writing PGN: a streaming [`Writer`] that numbers moves and wraps lines, and [`write_game`].

use fianchetto_notation::Notation;
use std::borrow::Cow;
use std::string::{String, ToString};
use std::vec::Vec;

use core::fmt::Write as _;
use std::io::{self, Write};

use arrayvec::ArrayString;
use fianchetto_movegen::{Color, Rules};

use super::game::move_number;
use super::{Game, GameResult, Node};
use crate::replay::position_tags::{fen_tag, is_start_position, variant_tag};
use fianchetto_notation::san::SanPlus;

/// The longest movetext line a [`Writer`] writes, as the PGN standard asks.
pub const MAX_LINE: usize = 80;

/// Writes PGN export format token by token: tag pairs, then movetext wrapped at [`MAX_LINE`]
/// columns, with move numbers where PGN wants them.
///
/// A white move gets its number (`12. e4`); a black move gets one (`12... e5`) at the start of
/// the movetext and after a comment or a variation. Comments are written `{ text }` with their
/// white space normalized (runs of white space become one space or a line break, and `}`, which
/// a comment cannot contain, is dropped). A line is broken between tokens, so only a single word
/// longer than the line (a long URL in a comment) can make it longer, and a command such as
/// `[%eval -0.68]` is never broken; neither is a line ever
/// started with a comment word beginning with `%`, which PGN would read as an escape line.
///
/// ```
/// use fianchetto_pgn::{GameResult, Writer};
/// use fianchetto_pgn::movegen::Color;
///
/// let mut w = Writer::new(Vec::new());
/// w.tag("White", "\"Magnus\"")?;
/// w.begin_movetext()?;
/// w.san(1, Color::White, "e4")?;
/// w.comment("best by test")?;
/// w.san(1, Color::Black, "e5")?;
/// w.nag(1)?;
/// w.begin_variation()?;
/// w.san(1, Color::Black, "c5")?;
/// w.end_variation()?;
/// w.san(2, Color::White, "Nf3")?;
/// w.end_game(Some(GameResult::WhiteWins))?;
/// assert_eq!(
///     String::from_utf8(w.into_inner())?,
///     "[White \"\\\"Magnus\\\"\"]\n\n1. e4 { best by test } 1... e5 $1 ( 1... c5 ) 2. Nf3 1-0\n\n"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Writer<W> {
    inner: W,
    /// Bytes on the current movetext line.
    column: usize,
    /// Whether the next black move needs its number.
    number_due: bool,
    /// An opening `(` or `{` waiting to be written with the next token, so that no line ends
    /// with one.
    glue: &'static str,
}

impl<W: Write> Writer<W> {
    /// A writer into `inner` (wrap a file in a [`BufWriter`](std::io::BufWriter)).
    pub fn new(inner: W) -> Writer<W> {
        Writer {
            inner,
            column: 0,
            number_due: true,
            glue: "",
        }
    }

    /// Writes a tag pair on its own line, escaping `"` and `\` in the value (line breaks in the
    /// value become spaces). PGN cannot break a tag pair, so a very long value makes a line
    /// longer than [`MAX_LINE`].
    ///
    /// # Errors
    ///
    /// When writing fails.
    pub fn tag(&mut self, name: &str, value: &str) -> io::Result<()> {
        self.inner.write_all(b"[")?;
        self.inner.write_all(name.as_bytes())?;
        self.inner.write_all(b" \"")?;
        let mut rest = value.as_bytes();
        while let Some(i) = rest
            .iter()
            .position(|&b| matches!(b, b'"' | b'\\' | b'\r' | b'\n'))
        {
            self.inner.write_all(&rest[..i])?;
            self.inner.write_all(match rest[i] {
                b'"' => b"\\\"",
                b'\\' => b"\\\\",
                _ => b" ",
            })?;
            rest = &rest[i + 1..];
        }
        self.inner.write_all(rest)?;
        self.inner.write_all(b"\"]\n")
    }

    /// Ends the tag section with a blank line; the movetext follows.
    ///
    /// # Errors
    ///
    /// When writing fails.
    pub fn begin_movetext(&mut self) -> io::Result<()> {
        self.column = 0;
        self.number_due = true;
        self.glue = "";
        self.inner.write_all(b"\n")
    }

    /// Writes one movetext token, preceded by a space or a line break (and by the opening
    /// bracket waiting in `glue`).
    fn token(&mut self, token: &str) -> io::Result<()> {
        let glue = core::mem::take(&mut self.glue);
        let len = if glue.is_empty() {
            token.len()
        } else {
            glue.len() + 1 + token.len()
        };
        if self.column > 0 {
            let escape = glue.is_empty() && token.starts_with('%');
            if self.column + 1 + len > MAX_LINE && !escape {
                self.inner.write_all(b"\n")?;
                self.column = 0;
            } else {
                self.inner.write_all(b" ")?;
                self.column += 1;
            }
        }
        if !glue.is_empty() {
            self.inner.write_all(glue.as_bytes())?;
            self.inner.write_all(b" ")?;
        }
        self.inner.write_all(token.as_bytes())?;
        self.column += len;
        Ok(())
    }

    /// Writes a move, `number` being its fullmove number and `color` the side that makes it.
    ///
    /// # Errors
    ///
    /// When writing fails.
    pub fn san(&mut self, number: u32, color: Color, san: &str) -> io::Result<()> {
        let mut text = ArrayString::<48>::new();
        let written = match color {
            Color::White => write!(text, "{number}. {san}"),
            Color::Black if self.number_due => write!(text, "{number}... {san}"),
            Color::Black => write!(text, "{san}"),
        };
        self.number_due = false;
        match written {
            Ok(()) => self.token(&text),
            // Only a SAN of dozens of bytes (not one this crate writes) overflows.
            Err(_) => self.token(san),
        }
    }

    /// Writes a move given as [`SanPlus`], numbered as in [`san`](Self::san).
    ///
    /// # Errors
    ///
    /// When writing fails.
    pub fn san_plus(&mut self, number: u32, color: Color, san: SanPlus) -> io::Result<()> {
        let mut text = ArrayString::<32>::new();
        match write!(text, "{san}") {
            Ok(()) => self.san(number, color, &text),
            Err(_) => self.san(number, color, &san.to_string()),
        }
    }

    /// Writes a numeric annotation glyph: `$n`.
    ///
    /// # Errors
    ///
    /// When writing fails.
    pub fn nag(&mut self, nag: u8) -> io::Result<()> {
        let mut text = ArrayString::<4>::new();
        let _ = write!(text, "${nag}"); // at most 4 bytes
        self.token(&text)
    }

    /// Writes a comment as `{ text }`, breaking lines between its words.
    ///
    /// # Errors
    ///
    /// When writing fails.
    pub fn comment(&mut self, text: &str) -> io::Result<()> {
        self.open("{")?;
        for word in comment_words(text) {
            if word.contains('}') {
                // A `}` would end the comment; a word of nothing else is dropped whole.
                let kept = word.replace('}', "");
                if !kept.is_empty() {
                    self.token(&kept)?;
                }
            } else {
                self.token(&word)?;
            }
        }
        self.number_due = true;
        self.token("}")
    }

    /// Opens a variation: `(`.
    ///
    /// # Errors
    ///
    /// When writing fails.
    pub fn begin_variation(&mut self) -> io::Result<()> {
        self.number_due = true;
        self.open("(")
    }

    /// Holds an opening bracket back for the next token (writing the one held before).
    fn open(&mut self, bracket: &'static str) -> io::Result<()> {
        if !self.glue.is_empty() {
            let held = core::mem::take(&mut self.glue);
            self.token(held)?;
        }
        self.glue = bracket;
        Ok(())
    }

    /// Closes a variation: `)`.
    ///
    /// # Errors
    ///
    /// When writing fails.
    pub fn end_variation(&mut self) -> io::Result<()> {
        self.number_due = true;
        self.token(")")
    }

    /// Ends the game with its result (`*` for `None`) and a blank line.
    ///
    /// # Errors
    ///
    /// When writing fails.
    pub fn end_game(&mut self, result: Option<GameResult>) -> io::Result<()> {
        self.token(result.map_or("*", GameResult::as_str))?;
        self.inner.write_all(b"\n\n")?;
        self.column = 0;
        self.number_due = true;
        self.glue = "";
        Ok(())
    }

    /// The underlying writer.
    pub fn get_mut(&mut self) -> &mut W {
        &mut self.inner
    }

    /// Gives back the underlying writer.
    pub fn into_inner(self) -> W {
        self.inner
    }
}

/// The words of a comment, where a command such as `[%eval -0.68]` counts as one word (its
/// words joined by one space): tools that look for `[%eval -0.68]` match it on one line, and
/// python-chess's and lichess's writers never break one. An unclosed command ends after a line's
/// worth of text, so that it cannot make one line of a whole comment.
fn comment_words(text: &str) -> impl Iterator<Item = Cow<'_, str>> {
    let mut words = text.split_ascii_whitespace();
    core::iter::from_fn(move || {
        let word = words.next()?;
        let opens_command = word
            .find("[%")
            .is_some_and(|open| !word[open..].contains(']'));
        if !opens_command {
            return Some(Cow::Borrowed(word));
        }
        let mut command = String::from(word);
        while command.len() < MAX_LINE {
            let Some(next) = words.next() else { break };
            command.push(' ');
            command.push_str(next);
            if next.contains(']') {
                break;
            }
        }
        Some(Cow::Owned(command))
    })
}

/// The seven tag roster, in its order, with the values a game without the tag has, as the
/// writer writes them and python-chess reads them (the writer's `Result` is always the game's
/// [`result`](Game::result); a reader takes the movetext's result token where the tag is
/// missing).
///
/// ```
/// use fianchetto_pgn::SEVEN_TAG_ROSTER;
///
/// assert_eq!(SEVEN_TAG_ROSTER[2], ("Date", "????.??.??"));
/// assert_eq!(SEVEN_TAG_ROSTER.map(|(name, _)| name)[6], "Result");
/// ```
pub const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// Writes a [`Game`] in PGN export format.
///
/// The seven tag roster comes first (`Event`, `Site`, `Date`, `Round`, `White`, `Black`,
/// `Result`, each with its placeholder when missing: `?` or `????.??.??`; `Result` is the
/// game's [`result`](Game::result), `*` for none or a tag value that is no result),
/// then the other tags in order (a repeated roster tag is written once). A game without a
/// `Variant` tag gets the one its start position needs (the position's variant and castling mode:
/// `[Variant "Chess960"]` for a Chess960 game, the variant's name for a variant's), and a
/// game that starts elsewhere than the start position of its rules
/// ([`Notation::start_position`](crate::notation::Notation::start_position)) but has no `FEN` tag gets `SetUp` and `FEN` tags. The
/// movetext follows as [`Writer`] writes it, ending with [`Game::result`] again.
///
/// ```
/// use fianchetto_pgn::{write_game, GameBuilder, Reader, Writer};
///
/// let pgn = b"[White \"Morphy\"]\n\n1. e4 e5 2. Nf3 d6 {Philidor} 3. d4 Bg4 *";
/// let game = Reader::new(&pgn[..]).read_game(&mut GameBuilder::new())?.expect("a game");
/// let mut w = Writer::new(Vec::new());
/// write_game(&mut w, &game)?;
/// assert_eq!(String::from_utf8(w.into_inner())?, "\
/// [Event \"?\"]
/// [Site \"?\"]
/// [Date \"????.??.??\"]
/// [Round \"?\"]
/// [White \"Morphy\"]
/// [Black \"?\"]
/// [Result \"*\"]
///
/// 1. e4 e5 2. Nf3 d6 { Philidor } 3. d4 Bg4 *
///
/// ");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// When writing fails.
pub fn write_game<W: Write, P: Notation>(w: &mut Writer<W>, game: &Game<P>) -> io::Result<()> {
    for (name, default) in SEVEN_TAG_ROSTER {
        // The `Result` tag as it is (a tag's text is the user's), which the movetext's closing
        // token repeats wherever it reads as a result; a value that does not (`2-0`) is kept,
        // and the movetext ends in `*`.
        w.tag(name, game.tag(name).unwrap_or(default))?;
    }
    for (name, value) in &game.tags {
        if !SEVEN_TAG_ROSTER.iter().any(|(roster, _)| roster == name) {
            w.tag(name, value)?;
        }
    }
    if let Some(variant) = variant_tag(&game.start)
        && game.tag("Variant").is_none()
    {
        w.tag("Variant", variant)?;
    }
    if game.tag("FEN").is_none() && !is_start_position(&game.start) {
        w.tag("SetUp", "1")?;
        w.tag("FEN", &fen_tag(&game.start))?;
    }
    w.begin_movetext()?;
    for comment in &game.comments {
        w.comment(comment)?;
    }
    write_line(w, &game.mainline, &game.start, 0)?;
    w.end_game(game.result())
}

/// Writes a line whose first move is the `first_ply`-th ply after `start`.
fn write_line<W: Write, P: Rules>(
    w: &mut Writer<W>,
    line: &[Node],
    start: &P,
    first_ply: usize,
) -> io::Result<()> {
    for (i, node) in line.iter().enumerate() {
        for comment in &node.starting_comments {
            w.comment(comment)?;
        }
        let (number, color) = move_number(start, first_ply + i);
        w.san_plus(number, color, node.san)?;
        for &nag in &node.nags {
            w.nag(nag)?;
        }
        for comment in &node.comments {
            w.comment(comment)?;
        }
        for variation in &node.variations {
            w.begin_variation()?;
            write_line(w, variation, start, first_ply + i)?;
            w.end_variation()?;
        }
    }
    Ok(())
}

impl<P: Notation> Game<P> {
    /// The game in PGN export format, as [`write_game`] writes it.
    ///
    /// ```
    /// use fianchetto_pgn::Game;
    ///
    /// assert!(Game::new().to_pgn().ends_with("[Result \"*\"]\n\n*\n\n"));
    /// ```
    pub fn to_pgn(&self) -> String {
        let mut w = Writer::new(Vec::new());
        // Writing to a `Vec` cannot fail, and every piece written is UTF-8.
        let _ = write_game(&mut w, self);
        String::from_utf8(w.into_inner()).unwrap_or_default()
    }
}
