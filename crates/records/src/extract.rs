//! [`RecordExtractor`]: a [`MainlineVisitor`] that turns each game into a [`GameRecord`].

use fianchetto::Move;
use std::marker::PhantomData;

use fianchetto::index::position_key;
use fianchetto::openings::opening;
use fianchetto::pgn::{
    Clock, Error, Eval, GameError, GameResult, MainlineVisitor, RawComment, RawTag, ReplayError,
    Skip, comment_commands,
};
use fianchetto::{Notation, Position};

use crate::ending::EndingTracker;
use crate::record::GameRecord;
use crate::tags::Tags;
use crate::text_list::TextList;

/// Plies reserved for each game's lists: most online games are shorter (the corpus averages 88).
const TYPICAL_PLIES: usize = 128;

/// Bytes reserved for each game's known tags' values.
const TYPICAL_TAG_TEXT: usize = 320;

/// Makes a [`GameRecord`] of each game, under a [`Replay`](fianchetto::pgn::Replay) that
/// plays its mainline.
///
/// A game with an illegal or unreadable move becomes a record of its moves up to the error,
/// with the error. The record depends only on the game's own text, its offset and its number,
/// which the reader tells it ([`MainlineVisitor::number_game`]): the same under a
/// [`ParallelReader`](fianchetto::pgn::ParallelReader) as under one reader.
///
/// ```
/// use fianchetto::pgn::{Reader, Replay};
/// use fianchetto_records::RecordExtractor;
///
/// let pgn = "1. e4 e5 2. Ke3 *\n\n1. d4 { [%eval #-3] } *\n";
/// let mut reader = Reader::new(pgn.as_bytes());
/// let mut extract = Replay::new(RecordExtractor::new());
/// let broken = reader.read_game(&mut extract)?.expect("a game");
/// assert_eq!(broken.moves_uci.joined(), "e2e4 e7e5");
/// assert!(broken.error_text().expect("an error").contains("illegal move \"Ke3\""));
/// let good = reader.read_game(&mut extract)?.expect("a game");
/// assert_eq!((good.game, good.offset), (2, 19));
/// assert_eq!(good.evals_mate().collect::<Vec<_>>(), [Some(-3)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct RecordExtractor<P = Position> {
    record: GameRecord,
    ending: EndingTracker,
    position_keys: bool,
    rules: PhantomData<fn() -> P>,
}

impl RecordExtractor {
    /// An extractor of games of standard chess and Chess960, played on [`Position`]s.
    /// `RecordExtractor::<P>::default()` plays them on any position type: the variants on
    /// `VariantPosition`, a file that mixes them on `AnyPosition`.
    ///
    /// ```
    /// use fianchetto::pgn::{Reader, Replay};
    /// use fianchetto::variant::AnyPosition;
    /// use fianchetto_records::RecordExtractor;
    ///
    /// let pgn = b"1. e4 e5 *\n\n[Variant \"Atomic\"]\n\n1. Nf3 f6 *\n";
    /// let mut extract = Replay::new(RecordExtractor::new());
    /// let standard = Reader::new(&pgn[..]).read_game(&mut extract)?.expect("a game");
    /// assert_eq!(standard.plies, 2);
    /// // Any rules, each game under its `Variant` tag.
    /// let mut extract = Replay::new(RecordExtractor::<AnyPosition>::default());
    /// let games: Vec<_> = Reader::new(&pgn[..]).read_all(&mut extract).collect::<Result<_, _>>()?;
    /// assert_eq!(games[1].plies, 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new() -> RecordExtractor {
        RecordExtractor::<Position>::default()
    }
}

impl<P: Notation> RecordExtractor<P> {
    /// The same extractor, which also keys every mainline position
    /// ([`GameRecord::position_keys`]), as [`Table::Plies`](crate::Table::Plies) needs.
    ///
    /// ```
    /// use fianchetto::pgn::{Reader, Replay};
    /// use fianchetto::index::position_key;
    /// use fianchetto::Position;
    /// use fianchetto_records::RecordExtractor;
    ///
    /// let mut extract = Replay::new(RecordExtractor::new().with_position_keys());
    /// let record = Reader::new(&b"1. Nf3 *\n"[..]).read_game(&mut extract)?.expect("a game");
    /// assert_eq!(record.position_keys.len(), 2);
    /// assert_eq!(record.position_keys[0], position_key(&Position::default()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_position_keys(mut self) -> Self {
        self.position_keys = true;
        self
    }

    fn finish(&mut self, end: &P, plies: u32, error: Option<GameError>) -> GameRecord {
        let mut record = std::mem::take(&mut self.record);
        record.plies = plies;
        record.final_fen = end.fen();
        if error.is_none()
            && let Some(outcome) = self.ending.ending(end)
        {
            record.outcome = Some(outcome);
            record.termination = Some(outcome.termination);
        }
        record.error = error;
        record
    }
}

/// Any rules: standard chess on [`Position`] (`RecordExtractor::new()`), the variants on
/// `VariantPosition`, or a file that mixes them on `AnyPosition`
/// (`RecordExtractor::<P>::default()`).
impl<P: Notation> MainlineVisitor<P> for RecordExtractor<P> {
    type Output = GameRecord;

    fn begin_game(&mut self) {
        // Room for a typical game's plies up front: growing six lists from empty cost about
        // forty reallocations a game.
        let plies = TYPICAL_PLIES;
        self.record = GameRecord {
            moves_uci: TextList::with_capacity(plies, 4),
            moves_san: TextList::with_capacity(plies, 4),
            clocks: Vec::with_capacity(plies),
            evals: Vec::with_capacity(plies),
            // A lichess game's known tags hold ~250 bytes.
            tags: Tags::with_capacity(TYPICAL_TAG_TEXT),
            ..GameRecord::default()
        };
    }

    fn game_offset(&mut self, offset: u64) {
        self.record.offset = offset;
    }

    fn tag(&mut self, name: &[u8], value: RawTag<'_>) {
        self.record.tags.insert_raw(name, value);
    }

    fn end_tags(&mut self, start: &P) -> Skip {
        self.ending.start(start);
        if self.position_keys {
            self.record.position_keys.reserve(TYPICAL_PLIES);
            self.record.position_keys.push(position_key(start));
        }
        // The game's opening is the last position the table names, the start included.
        self.record.opening = opening(start);
        Skip(false)
    }

    fn play(&mut self, before: &P, m: Option<Move>, after: &P) {
        let record = &mut self.record;
        match m {
            Some(m) => {
                record
                    .moves_uci
                    .push_with(|text| before.uci(m).append_to(text));
                record
                    .moves_san
                    .push_with(|text| before.san_after(m, after).append_to(text));
            }
            None => {
                record.moves_uci.push("0000");
                record.moves_san.push("--");
            }
        }
        record.clocks.push(None);
        record.evals.push(None);
        self.ending.play(before, after);
        if self.position_keys {
            self.record.position_keys.push(position_key(after));
        }
        self.record.opening = opening(after).or(self.record.opening);
    }

    fn comment(&mut self, comment: RawComment<'_>) {
        // A comment before the first move describes the game, not a ply.
        let (Some(clock), Some(eval)) =
            (self.record.clocks.last_mut(), self.record.evals.last_mut())
        else {
            return;
        };
        if clock.is_none()
            && eval.is_none()
            && let Some((seconds, eval_value)) = lichess_comment(comment.0)
        {
            *clock = Some(seconds);
            if let Some(value) = eval_value {
                *eval = Eval::from_ascii(value);
            }
            return;
        }
        for (name, value) in comment_commands(comment.0) {
            match name {
                b"clk" if clock.is_none() => {
                    *clock = Clock::from_ascii(value).map(|c| c.0.as_secs_f64())
                }
                b"eval" if eval.is_none() => *eval = Eval::from_ascii(value),
                _ => {}
            }
        }
    }

    fn result(&mut self, result: Option<GameResult>) {
        self.record.result = result;
    }

    fn end_game(&mut self, end: &P, plies: u32) -> GameRecord {
        self.finish(end, plies, None)
    }

    fn end_game_with_error(
        &mut self,
        end: &P,
        plies: u32,
        error: Error<ReplayError>,
    ) -> Result<GameRecord, Error<ReplayError>> {
        Ok(self.finish(end, plies, Some(GameError::from(&error))))
    }

    fn number_game(record: &mut GameRecord, number: u64) {
        record.game = number;
    }
}

/// The clock in seconds, and the `[%eval]` value if there is one, of a comment written the
/// way lichess writes nearly all of them, ` [%clk 0:09:57] ` or ` [%eval 0.17] [%clk 0:09:57] `;
/// `None` for any other comment, which [`comment_commands`] reads. For these two shapes the
/// commands it would find are exactly these, so the record is the same. A lichess comment cost
/// ~330 instructions through the general scan, ~170 on average this way (callgrind).
#[inline]
fn lichess_comment(comment: &[u8]) -> Option<(f64, Option<&[u8]>)> {
    // Exactly ` [%clk H:MM:SS] `, its punctuation checked in one compare: 85% of the comments
    // of a lichess export, ~115 instructions each where trimming and matching byte by byte
    // took ~180.
    const LEN: usize = CLOCK_SHAPE.len();
    const DIGITS: u128 = 0xff << 56 | 0xff << 72 | 0xff << 80 | 0xff << 96 | 0xff << 104;
    const SHAPE: u128 = u128::from_le_bytes(CLOCK_SHAPE) & !DIGITS;
    if let Ok(bytes) = <[u8; LEN]>::try_from(comment)
        && u128::from_le_bytes(bytes) & !DIGITS == SHAPE
    {
        // The punctuation is checked: only the digits are left to read.
        let [_, _, _, _, _, _, _, h, _, m1, m2, _, s1, s2, _, _] = bytes;
        return Some((hms_seconds([h, m1, m2, s1, s2])?, None));
    }
    lichess_comment_any(comment)
}

/// A clock comment, its `H` and each `M` and `S` a digit.
const CLOCK_SHAPE: [u8; 16] = *b" [%clk 0:00:00] ";

/// [`lichess_comment`] for any white space around the commands, and `[%eval]`.
fn lichess_comment_any(comment: &[u8]) -> Option<(f64, Option<&[u8]>)> {
    let text = comment.trim_ascii();
    let (head, clock) = text.split_at_checked(text.len().checked_sub(14)?)?;
    let seconds = clock_seconds(clock)?;
    let head = head.trim_ascii_end();
    if head.is_empty() {
        return Some((seconds, None));
    }
    // `[%eval V]` with no bracket in V: the scan finds it, named `eval`, then the clock.
    let value = head.strip_prefix(b"[%eval ")?.strip_suffix(b"]")?;
    if value.iter().any(|&b| b == b'[' || b == b']') {
        return None;
    }
    Some((seconds, Some(value)))
}

/// The seconds of `[%clk H:MM:SS]`, in `Clock::from_ascii`'s own shape for `H:MM:SS`, so the
/// value is the same as it reads.
#[inline]
fn clock_seconds(clock: &[u8]) -> Option<f64> {
    let [
        b'[',
        b'%',
        b'c',
        b'l',
        b'k',
        b' ',
        h,
        b':',
        m1,
        m2,
        b':',
        s1,
        s2,
        b']',
    ] = *clock
    else {
        return None;
    };
    hms_seconds([h, m1, m2, s1, s2])
}

/// The seconds of `H:MM:SS` from its five digits; `None` unless each is a digit and the
/// minutes and seconds are below 60.
#[inline]
fn hms_seconds(digits: [u8; 5]) -> Option<f64> {
    let [_, m1, _, s1, _] = digits;
    if !digits.iter().all(u8::is_ascii_digit) || m1 >= b'6' || s1 >= b'6' {
        return None;
    }
    let [h, m1, m2, s1, s2] = digits.map(|d| u32::from(d - b'0'));
    Some(f64::from(h * 3600 + (m1 * 10 + m2) * 60 + s1 * 10 + s2))
}

#[cfg(test)]
mod tests {
    use fianchetto::pgn::{Clock, Eval, comment_commands};

    use super::lichess_comment;

    /// What the general scan makes of `comment`, as the extractor reads it for an empty ply.
    fn scanned(comment: &[u8]) -> (Option<f64>, Option<Eval>) {
        let (mut clock, mut eval) = (None, None);
        for (name, value) in comment_commands(comment) {
            match name {
                b"clk" if clock.is_none() => {
                    clock = Clock::from_ascii(value).map(|c| c.0.as_secs_f64())
                }
                b"eval" if eval.is_none() => eval = Eval::from_ascii(value),
                _ => {}
            }
        }
        (clock, eval)
    }

    #[test]
    fn the_shortcut_reads_what_the_scan_reads() {
        let comments: &[&[u8]] = &[
            b" [%clk 0:09:57] ",
            b"[%clk 1:00:00]",
            b"\n[%clk 9:59:59]\t",
            b" [%eval 0.17] [%clk 0:09:57] ",
            b" [%eval -1.5] [%clk 0:00:03] ",
            b" [%eval #-3] [%clk 0:00:03] ",
            b" [%eval #4,20] [%clk 0:00:03] ",
            b" [%eval  junk ] [%clk 0:00:03] ",
            b" [%eval ] [%clk 0:00:03] ",
            b"[%eval 0.3][%clk 0:00:03]",
            b" [%eval 0.17] ",
            b" [%clk 0:60:00] ",
            b" [%clk 0:09:5x] ",
            b" [%clk 10:09:57] ",
            b" [%clk  0:09:57] ",
            b" [%clk 0:09:57.5] ",
            b" good [%clk 0:09:57] ",
            b" [%eval 0.1 [%clk 0:09:57] ",
            b" [%eval 0.1]] [%clk 0:09:57] ",
            b" [%evals 0.1] [%clk 0:09:57] ",
            b" [%eval\t0.1] [%clk 0:09:57] ",
            b" [%clk 0:01:00] [%clk 0:09:57] ",
            b" [%csl Ga4] [%clk 0:09:57] ",
            b"[%clk 0:09:57]]",
            b"[clk 0:09:57]",
            b" [%clk 0:09:57]  ",
            b"  [%clk 0:09:57] ",
            b" [%clk 0:9:57]  ",
            b" [%clk 0:09:60] ",
            b" [%clk 0:69:00] ",
            b" [%clx 0:09:57] ",
            b" [%clk 0-09:57] ",
            b" [%clk 0:09:57) ",
            b"\t[%clk 0:09:57] ",
            b" [%clk 0:09:57]\n",
            b" [%clk a:09:57] ",
            b"",
        ];
        for &comment in comments {
            let expected = scanned(comment);
            if let Some((seconds, eval)) = lichess_comment(comment) {
                let eval = eval.and_then(Eval::from_ascii);
                assert_eq!(
                    (Some(seconds), eval),
                    expected,
                    "{}",
                    comment.escape_ascii()
                );
            }
        }
        assert!(lichess_comment(b" [%eval 0.17] [%clk 0:09:57] ").is_some());
        assert!(lichess_comment(b" [%clk 0:09:57] ").is_some());
    }
}
