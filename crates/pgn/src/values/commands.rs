//! Typed values of the `[%clk ...]` and `[%eval ...]` commands that tools embed in comments.

use std::borrow::ToOwned;
use std::format;
use std::string::String;
use std::vec::Vec;

use core::fmt;
use core::time::Duration;

use crate::read::scan;

/// The time left on a player's clock after a move, from a `[%clk h:mm:ss]` comment command.
///
/// Hours may have any number of digits; minutes and seconds one or two (below 60); seconds may
/// have a decimal fraction (`[%clk 0:00:07.3]`).
///
/// ```
/// use core::time::Duration;
/// use fianchetto_pgn::Clock;
///
/// let clock = Clock::from_comment("[%eval 0.17] [%clk 1:02:03]").expect("a clock");
/// assert_eq!(clock.0, Duration::from_secs(3723));
/// assert_eq!(clock.to_string(), "1:02:03");
/// assert_eq!(Clock::parse("0:00:07.25"), Some(Clock(Duration::from_millis(7250))));
/// assert_eq!(Clock::from_comment("[%clk 0:9x:57]"), None);
/// ```
///
/// With the `serde` feature a clock is its `[%clk]` text in human-readable formats (`"1:02:03"`,
/// `"0:00:07.25"`; a clock of a billion hours or more, which that text cannot hold, fails to
/// serialise there) and its `Duration` (seconds and nanoseconds) in compact ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Clock(pub Duration);

/// Clocks as their `[%clk]` text in human-readable formats, as a `Duration` in compact ones.
#[cfg(feature = "serde")]
mod clock_serde {
    use core::fmt;
    use core::time::Duration;

    use serde::de::{self, Deserializer, Visitor};
    use serde::ser::{self, Serializer};
    use serde::{Deserialize, Serialize};

    use super::Clock;

    /// The hours `Clock::parse` reads: at most nine digits.
    const MAX_HOURS: u64 = 999_999_999;

    impl Serialize for Clock {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            if !serializer.is_human_readable() {
                return self.0.serialize(serializer);
            }
            if self.0.as_secs() / 3600 > MAX_HOURS {
                return Err(ser::Error::custom(format_args!(
                    "a clock of {} hours is too long for [%clk] text",
                    self.0.as_secs() / 3600
                )));
            }
            serializer.collect_str(self)
        }
    }

    impl<'de> Deserialize<'de> for Clock {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Clock, D::Error> {
            if deserializer.is_human_readable() {
                deserializer.deserialize_str(ClockVisitor)
            } else {
                Duration::deserialize(deserializer).map(Clock)
            }
        }
    }

    /// Reads a clock from its `[%clk]` text.
    struct ClockVisitor;

    impl Visitor<'_> for ClockVisitor {
        type Value = Clock;

        fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
            formatter.write_str("a clock such as \"1:02:03\"")
        }

        fn visit_str<E: de::Error>(self, text: &str) -> Result<Clock, E> {
            Clock::parse(text).ok_or_else(|| E::invalid_value(de::Unexpected::Str(text), &self))
        }
    }
}

impl Clock {
    /// The first well-formed `[%clk ...]` command in a comment's text.
    pub fn from_comment(comment: &str) -> Option<Clock> {
        commands_named(comment.as_bytes(), b"clk").find_map(Clock::from_ascii)
    }

    /// Parses a clock value such as `1:23:45` or `0:00:07.3` (surrounding spaces allowed).
    pub fn parse(value: &str) -> Option<Clock> {
        Clock::from_ascii(value.as_bytes())
    }

    /// [`Clock::parse`] on bytes, as a comment's text comes from the reader: no UTF-8 check.
    ///
    /// ```
    /// use core::time::Duration;
    /// use fianchetto_pgn::Clock;
    ///
    /// assert_eq!(Clock::from_ascii(b" 0:09:57"), Some(Clock(Duration::from_secs(597))));
    /// assert_eq!(Clock::from_ascii(b"0:09:5\xff"), None);
    /// ```
    pub fn from_ascii(value: &[u8]) -> Option<Clock> {
        let value = value.trim_ascii();
        // The shape of nearly every clock (`0:09:57`), read without the general loop.
        if let [h, b':', m1, m2, b':', s1, s2] = *value {
            let digits = [h, m1, m2, s1, s2];
            if digits.iter().all(u8::is_ascii_digit) && m1 < b'6' && s1 < b'6' {
                let [h, m1, m2, s1, s2] = digits.map(|d| u64::from(d - b'0'));
                let seconds = h * 3600 + (m1 * 10 + m2) * 60 + s1 * 10 + s2;
                return Some(Clock(Duration::from_secs(seconds)));
            }
        }
        Clock::from_any_ascii(value)
    }

    /// [`Clock::from_ascii`] for any shape, on trimmed text, in one pass over the bytes: a
    /// database has a clock on every ply, and `split` on `:` cost more than the rest of
    /// extracting a ply.
    fn from_any_ascii(value: &[u8]) -> Option<Clock> {
        // Hours, minutes, seconds, and the digits of each.
        let mut fields = [0u64; 3];
        let mut lengths = [0usize; 3];
        let mut field = 0;
        let mut fraction: &[u8] = &[];
        for (i, &byte) in value.iter().enumerate() {
            match byte {
                b'0'..=b'9' => {
                    fields[field] = fields[field] * 10 + u64::from(byte - b'0');
                    lengths[field] += 1;
                    if lengths[field] > 9 {
                        return None;
                    }
                }
                b':' if field < 2 => field += 1,
                b'.' if field == 2 => {
                    fraction = &value[i + 1..];
                    if fraction.is_empty() {
                        return None;
                    }
                    break;
                }
                _ => return None,
            }
        }
        let [hours, minutes, seconds] = fields;
        let well_formed = field == 2
            && lengths[0] >= 1
            && (1..=2).contains(&lengths[1])
            && (1..=2).contains(&lengths[2])
            && minutes < 60
            && seconds < 60;
        if !well_formed || fraction.len() > 9 {
            return None;
        }
        let mut nanos = 0u32;
        for &digit in fraction {
            if !digit.is_ascii_digit() {
                return None;
            }
            nanos = nanos * 10 + u32::from(digit - b'0');
        }
        // At most 9 digits, so the scaled value stays below 10^9.
        nanos *= 10u32.pow(9 - fraction.len() as u32);
        Some(Clock(Duration::new(
            hours * 3600 + minutes * 60 + seconds,
            nanos,
        )))
    }
}

impl fmt::Display for Clock {
    /// `h:mm:ss`, with the fraction of a second when there is one (`0:00:07.3`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = self.0.as_secs();
        write!(f, "{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)?;
        let nanos = self.0.subsec_nanos();
        if nanos != 0 {
            let mut text = format!("{nanos:09}");
            while text.ends_with('0') {
                text.pop();
            }
            write!(f, ".{text}")?;
        }
        Ok(())
    }
}

/// An engine evaluation from an `[%eval ...]` comment command, as written (conventionally from
/// White's point of view).
///
/// `[%eval 0.17]` is 17 centipawns, `[%eval #-3]` a mate in 3 for the side the sign favours
/// (here Black). A trailing search depth (`[%eval 0.17,22]`) is accepted and ignored.
///
/// ```
/// use fianchetto_pgn::Eval;
///
/// assert_eq!(Eval::from_comment("[%eval 0.17] [%clk 0:09:57]"), Some(Eval::Centipawns(17)));
/// assert_eq!(Eval::from_comment("[%eval   #-3 ]"), Some(Eval::Mate(-3)));
/// assert_eq!(Eval::parse("-1.5"), Some(Eval::Centipawns(-150)));
/// assert_eq!(Eval::parse("0.17.3"), None);
/// assert_eq!(Eval::Centipawns(-5).to_string(), "-0.05");
/// ```
///
/// With the `serde` feature an evaluation is `{"centipawns": 17}` or `{"mate": -3}`: its value as
/// a number, every `i32` of it, where the comment's text is in pawns and holds nine digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Eval {
    /// An advantage in hundredths of a pawn: positive for White.
    Centipawns(i32),
    /// Mate in so many moves: positive when White mates.
    Mate(i32),
}

impl Eval {
    /// The first well-formed `[%eval ...]` command in a comment's text.
    pub fn from_comment(comment: &str) -> Option<Eval> {
        commands_named(comment.as_bytes(), b"eval").find_map(Eval::from_ascii)
    }

    /// [`Eval::parse`] on bytes, as a comment's text comes from the reader: one pass, no UTF-8
    /// check (a database can have an evaluation on every ply).
    ///
    /// ```
    /// use fianchetto_pgn::Eval;
    ///
    /// assert_eq!(Eval::from_ascii(b" #-3"), Some(Eval::Mate(-3)));
    /// assert_eq!(Eval::from_ascii(b"0.1\xff"), None);
    /// ```
    pub fn from_ascii(value: &[u8]) -> Option<Eval> {
        let value = value.trim_ascii();
        let value = match value.iter().position(|&b| b == b',') {
            Some(comma) => {
                digits(value[comma + 1..].trim_ascii(), 1, 9)?;
                value[..comma].trim_ascii()
            }
            None => value,
        };
        if let Some(mate) = value.strip_prefix(b"#") {
            let (negative, moves) = sign(mate);
            let moves = i32::try_from(digits(moves, 1, 9)?).ok()?;
            return Some(Eval::Mate(if negative { -moves } else { moves }));
        }
        let (negative, value) = sign(value);
        let (pawns, fraction) = match value.iter().position(|&b| b == b'.') {
            Some(dot) => (&value[..dot], &value[dot + 1..]),
            None => (value, &[][..]),
        };
        if pawns.is_empty() && fraction.is_empty() {
            return None;
        }
        let pawns = if pawns.is_empty() {
            0
        } else {
            digits(pawns, 1, 7)?
        };
        let hundredths = match fraction.len() {
            0 => 0,
            1 => digits(fraction, 1, 1)? * 10,
            2 => digits(fraction, 2, 2)?,
            _ => return None,
        };
        // At most 7 digits of pawns, so the centipawns fit an i32.
        let centipawns = i32::try_from(pawns * 100 + hundredths).ok()?;
        Some(Eval::Centipawns(if negative {
            -centipawns
        } else {
            centipawns
        }))
    }

    /// Parses an evaluation such as `0.17`, `-3`, `+1.5`, `#4` or `#-3`, optionally followed by
    /// `,depth` (surrounding spaces allowed). At most two decimals.
    pub fn parse(value: &str) -> Option<Eval> {
        Eval::from_ascii(value.as_bytes())
    }
}

impl fmt::Display for Eval {
    /// As in a comment: `0.17`, `-1.50`, `#-3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Eval::Centipawns(cp) => {
                let sign = if cp < 0 { "-" } else { "" };
                let abs = cp.unsigned_abs();
                write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
            }
            Eval::Mate(moves) => write!(f, "#{moves}"),
        }
    }
}

/// The `[%name value]` commands in a comment's text, in order, as `(name, value)` bytes: the
/// name runs to the first white space, the value (untrimmed) from there to the `]`.
///
/// A command left open (a `[` before its `]`, or no `]` at all) is skipped, and the scan goes
/// on from that `[`, so one stray bracket loses no command after it. One pass over the bytes:
/// a database comes with a comment on nearly every ply.
///
/// ```
/// use fianchetto_pgn::comment_commands;
///
/// let found: Vec<_> = comment_commands(b"[%eval 0.17] [%clk 0:09:57 [%csl Ga4] text").collect();
/// assert_eq!(found, [(&b"eval"[..], &b" 0.17"[..]), (&b"csl"[..], &b" Ga4"[..])]);
/// ```
pub fn comment_commands(comment: &[u8]) -> impl Iterator<Item = (&[u8], &[u8])> {
    command_spans(comment).map(|span| {
        (
            &comment[span.open + 2..span.name_end],
            &comment[span.name_end..span.close],
        )
    })
}

/// Where a `[%name value]` command stands in a comment's text.
#[derive(Debug, Clone, Copy)]
struct CommandSpan {
    /// The index of its `[`.
    open: usize,
    /// The index just past its name.
    name_end: usize,
    /// The index of its `]`.
    close: usize,
}

/// The commands of [`comment_commands`], as where they stand in `comment`.
fn command_spans(comment: &[u8]) -> impl Iterator<Item = CommandSpan> + '_ {
    let mut at = 0;
    core::iter::from_fn(move || {
        loop {
            let open = at + scan::find(b'[', &comment[at..])?;
            if comment.get(open + 1) != Some(&b'%') {
                at = open + 1;
                continue;
            }
            let name = open + 2;
            let end = name + scan::find_any3([b']', b'[', b']'], &comment[name..])?;
            if comment[end] == b'[' {
                at = end;
                continue;
            }
            at = end + 1;
            let name_end = comment[name..end]
                .iter()
                .position(u8::is_ascii_whitespace)
                .map_or(end, |len| name + len);
            if name_end > name {
                return Some(CommandSpan {
                    open,
                    name_end,
                    close: end,
                });
            }
        }
    })
}

/// `comment` with its commands called `name` taken out and, when `value` is given, the first
/// of them (or, for none, a new one at the start) written as `[%name value]`: what
/// [`Node::set_clock`](crate::Node::set_clock) and [`Node::set_eval`](crate::Node::set_eval)
/// do to each comment. `None` when the comment has no such command and none is to be added;
/// otherwise the new text, trimmed (empty when only the removed commands were in it).
pub(crate) fn with_command(comment: &str, name: &str, value: Option<&str>) -> Option<String> {
    let bytes = comment.as_bytes();
    let found: Vec<CommandSpan> = command_spans(bytes)
        .filter(|span| &bytes[span.open + 2..span.name_end] == name.as_bytes())
        .collect();
    if found.is_empty() && value.is_none() {
        return None;
    }
    let command = value.map(|value| format!("[%{name} {value}]"));
    let mut text = String::with_capacity(comment.len() + command.as_ref().map_or(0, String::len));
    let mut kept = 0;
    for (i, span) in found.iter().enumerate() {
        // A removed command takes the white space before it along, so no gap stays.
        let before = comment[kept..span.open].trim_end();
        text.push_str(before);
        if let (0, Some(command)) = (i, &command) {
            if !text.is_empty() {
                text.push(' ');
            }
            text.push_str(command);
        }
        kept = span.close + 1;
    }
    let rest = &comment[kept..];
    if found.is_empty() {
        // A new command goes first, before the comment's text, as evaluations are written.
        if let Some(command) = &command {
            text.push_str(command);
            text.push(' ');
        }
        text.push_str(comment.trim());
    } else if !rest.trim().is_empty() {
        if !text.is_empty() && rest.starts_with(|c: char| c.is_ascii_whitespace()) {
            text.push(' ');
        }
        text.push_str(rest.trim());
    }
    Some(text.trim().to_owned())
}

/// The values of the commands named `name`, each followed by white space.
fn commands_named<'a>(comment: &'a [u8], name: &'a [u8]) -> impl Iterator<Item = &'a [u8]> {
    comment_commands(comment)
        .filter(move |&(found, value)| found == name && !value.is_empty())
        .map(|(_, value)| value)
}

/// A leading `+` or `-`: whether it was `-`, and the rest.
fn sign(text: &[u8]) -> (bool, &[u8]) {
    match text.first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    }
}

/// The value of `min..=max` ASCII digits and nothing else.
fn digits(text: &[u8], min: usize, max: usize) -> Option<u64> {
    if !(min..=max).contains(&text.len()) {
        return None;
    }
    text.iter().try_fold(0, |value: u64, &byte| {
        byte.is_ascii_digit()
            .then(|| value * 10 + u64::from(byte - b'0'))
    })
}

#[cfg(test)]
mod tests {
    use std::string::ToString;

    use super::*;

    #[test]
    fn clocks() {
        let secs = |s| Some(Clock(Duration::from_secs(s)));
        assert_eq!(Clock::from_comment("[%clk 0:09:57]"), secs(597));
        assert_eq!(Clock::from_comment(" [%clk   0:09:57  ] "), secs(597));
        assert_eq!(Clock::from_comment("[%clk\t12:00:00]"), secs(43200));
        assert_eq!(Clock::from_comment("[%clk 1:5:7]"), secs(3907));
        assert_eq!(
            Clock::from_comment("a [%eval 0.1] b [%clk 0:00:01] c"),
            secs(1)
        );
        assert_eq!(
            Clock::from_comment("[%clk 0:00:03.125]"),
            Some(Clock(Duration::from_millis(3125)))
        );
        // The first well-formed one wins.
        assert_eq!(Clock::from_comment("[%clk x] [%clk 0:00:02]"), secs(2));
        for garbage in [
            "",
            "[%clk]",
            "[%clk ]",
            "[%clk 0:09]",
            "[%clk 0:09:57",
            "[%clk 0:60:00]",
            "[%clk 0:00:60]",
            "[%clk 0:09:57:01]",
            "[%clk -0:09:57]",
            "[%clk 0:09:5x]",
            "[%clk 0:09:57.]",
            "[%clk 0:09:57.1234567890]",
            "[%clk 0::57]",
            "[%clkx 0:09:57]",
            "[%clock 0:09:57]",
            "[%eval 0:09:57]",
            "%clk 0:09:57",
        ] {
            assert_eq!(Clock::from_comment(garbage), None, "{garbage:?}");
        }
    }

    #[test]
    fn clock_fast_path_agrees_with_the_general_reading() {
        let digits = ["0", "5", "6", "9", "a", ":", "."];
        let mut checked = 0;
        for h in digits {
            for m in ["00", "09", "59", "60", "6a", ":0", "0."] {
                for sec in ["00", "07", "59", "60", "x1", "0:"] {
                    let text = std::format!("{h}:{m}:{sec}");
                    assert_eq!(
                        Clock::from_ascii(text.as_bytes()),
                        Clock::from_any_ascii(text.as_bytes()),
                        "{text}"
                    );
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, 7 * 7 * 6);
        assert_eq!(
            Clock::from_ascii(b"1:02:03"),
            Some(Clock(Duration::from_secs(3723)))
        );
    }

    #[test]
    fn clock_display() {
        for text in [
            "0:09:57",
            "1:00:00",
            "123:59:59",
            "0:00:07.3",
            "0:00:00.001",
        ] {
            assert_eq!(
                Clock::parse(text).map(|c| c.to_string()).as_deref(),
                Some(text)
            );
        }
    }

    #[test]
    fn evals() {
        let cp = |v| Some(Eval::Centipawns(v));
        assert_eq!(Eval::from_comment("[%eval 0.17]"), cp(17));
        assert_eq!(Eval::from_comment("[%eval -0.05]"), cp(-5));
        assert_eq!(Eval::from_comment("[%eval +1.5]"), cp(150));
        assert_eq!(Eval::from_comment("[%eval 3]"), cp(300));
        assert_eq!(Eval::from_comment("[%eval .5]"), cp(50));
        assert_eq!(Eval::from_comment("[%eval 2.]"), cp(200));
        assert_eq!(Eval::from_comment("[%eval  0.17,22 ]"), cp(17));
        assert_eq!(Eval::from_comment("[%eval #-3]"), Some(Eval::Mate(-3)));
        assert_eq!(Eval::from_comment("[%eval #3]"), Some(Eval::Mate(3)));
        assert_eq!(Eval::from_comment("[%eval #+12]"), Some(Eval::Mate(12)));
        assert_eq!(
            Eval::from_comment("{ [%clk 0:01:00] [%eval #1] }"),
            Some(Eval::Mate(1))
        );
        for garbage in [
            "[%eval]",
            "[%eval ]",
            "[%eval .]",
            "[%eval -]",
            "[%eval 0.175]",
            "[%eval 0.1.7]",
            "[%eval 1e3]",
            "[%eval #]",
            "[%eval #-]",
            "[%eval #1.5]",
            "[%eval 0.17,]",
            "[%eval 0.17,x]",
            "[%eval --1]",
            "[%eval 12345678]",
            "[%evaluation 0.17]",
            "[%eval 0.17",
        ] {
            assert_eq!(Eval::from_comment(garbage), None, "{garbage:?}");
        }
    }

    #[test]
    fn an_unclosed_command_hides_none_after_it() {
        // As python-chess 1.11.2 reads them: the unclosed command is dropped, the next is found.
        let unclosed_clock = "[%clk 0:09:57 [%eval 0.3]";
        assert_eq!(Clock::from_comment(unclosed_clock), None);
        assert_eq!(
            Eval::from_comment(unclosed_clock),
            Some(Eval::Centipawns(30))
        );
        let unclosed_eval = "[%eval 0.3 [%clk 0:09:57]";
        assert_eq!(
            Clock::from_comment(unclosed_eval),
            Some(Clock(Duration::from_secs(597)))
        );
        assert_eq!(Eval::from_comment(unclosed_eval), None);
        let found: std::vec::Vec<_> = comment_commands(b"[x] [% a] [%%b c] [%d").collect();
        assert_eq!(found, [(&b"%b"[..], &b" c"[..])]);
    }

    #[test]
    fn a_command_is_replaced_in_place_or_added_at_the_start() {
        let with = |comment, value| with_command(comment, "clk", value);
        assert_eq!(
            with("[%eval 0.17] [%clk 0:09:57]", Some("0:09:50")).as_deref(),
            Some("[%eval 0.17] [%clk 0:09:50]")
        );
        assert_eq!(
            with("good [%clk 0:09:57] move", Some("1:00:00")).as_deref(),
            Some("good [%clk 1:00:00] move")
        );
        assert_eq!(
            with("good move", Some("1:00:00")).as_deref(),
            Some("[%clk 1:00:00] good move")
        );
        assert_eq!(with("", Some("1:00:00")).as_deref(), Some("[%clk 1:00:00]"));
        // A second command of the name goes, and so does removing.
        assert_eq!(
            with("[%clk 1] a [%clk 2] b", Some("0:00:03")).as_deref(),
            Some("[%clk 0:00:03] a b")
        );
        assert_eq!(
            with("a [%clk 0:09:57] b [%eval 1]", None).as_deref(),
            Some("a b [%eval 1]")
        );
        assert_eq!(with("[%clk 0:09:57]", None).as_deref(), Some(""));
        // Nothing to do: the comment stays as it was.
        assert_eq!(with("[%clock 0:09:57] [%eval 1]", None), None);
        // The evaluations `fianchetto analyse` takes out before writing its own.
        let without_eval = |comment| with_command(comment, "eval", None);
        assert_eq!(
            without_eval("[%eval 0.17] [%clk 0:00:30]").as_deref(),
            Some("[%clk 0:00:30]")
        );
        assert_eq!(
            without_eval("good move [%eval #-3]").as_deref(),
            Some("good move")
        );
        assert_eq!(without_eval("[%evaluate 3] kept"), None);
        assert_eq!(without_eval("[%eval 1.0"), None);
        // A command left open is text, not a command.
        assert_eq!(
            with("[%clk 0:09:57", Some("0:00:01")).as_deref(),
            Some("[%clk 0:00:01] [%clk 0:09:57")
        );
    }

    #[test]
    fn eval_display() {
        for (eval, text) in [
            (Eval::Centipawns(17), "0.17"),
            (Eval::Centipawns(-150), "-1.50"),
            (Eval::Centipawns(0), "0.00"),
            (Eval::Mate(-3), "#-3"),
            (Eval::Mate(4), "#4"),
        ] {
            assert_eq!(eval.to_string(), text);
            assert_eq!(Eval::parse(text), Some(eval));
        }
    }
}
