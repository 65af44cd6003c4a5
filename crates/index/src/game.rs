//! What the index keeps of a game: where it is, who played it, how it ended, when and how fast,
//! and where its moves are.

use core::fmt;

use fianchetto_pgn::GameResult;

use crate::Speed;

/// A game's date as its tag gives it, with unknown parts (`2024.??.??`) left unknown.
///
/// ```
/// use fianchetto_index::PgnDate;
///
/// let date = PgnDate::parse("2024.05.??");
/// assert_eq!((date.year(), date.month(), date.day()), (Some(2024), Some(5), None));
/// assert_eq!(date.to_string(), "2024.05.??");
/// assert_eq!(PgnDate::parse("junk").to_string(), "????.??.??");
/// ```
#[derive(Copy, Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PgnDate {
    packed: u32,
}

impl PgnDate {
    /// Reads `YYYY.MM.DD` (or with `-`), each part either a number in range or unknown.
    pub fn parse(text: &str) -> PgnDate {
        let mut parts = text.trim().split(['.', '-']);
        let mut part = |max: u32| -> u32 {
            parts
                .next()
                .and_then(|part| part.parse::<u32>().ok())
                .filter(|value| (1..=max).contains(value))
                .unwrap_or(0)
        };
        let (year, month, day) = (part(9999), part(12), part(31));
        PgnDate {
            packed: (year << 9) | (month << 5) | day,
        }
    }

    /// The year, if known.
    pub fn year(self) -> Option<u32> {
        Some(self.packed >> 9).filter(|&y| y != 0)
    }

    /// The month, 1 to 12, if known.
    pub fn month(self) -> Option<u32> {
        Some((self.packed >> 5) & 15).filter(|&m| m != 0)
    }

    /// The day of the month, if known.
    pub fn day(self) -> Option<u32> {
        Some(self.packed & 31).filter(|&d| d != 0)
    }

    /// The year and month as one number, `year * 12 + month - 1`, when both are known.
    pub(crate) fn month_number(self) -> Option<u32> {
        Some(self.year()? * 12 + self.month()? - 1)
    }

    pub(crate) const fn to_bits(self) -> u32 {
        self.packed
    }

    pub(crate) const fn from_bits(packed: u32) -> PgnDate {
        PgnDate { packed }
    }
}

impl fmt::Display for PgnDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.year() {
            Some(year) => write!(f, "{year:04}.")?,
            None => f.write_str("????.")?,
        }
        match self.month() {
            Some(month) => write!(f, "{month:02}.")?,
            None => f.write_str("??.")?,
        }
        match self.day() {
            Some(day) => write!(f, "{day:02}"),
            None => f.write_str("??"),
        }
    }
}

/// The date as its tag reads, in the type's name, so that a `GameInfo` or an `Explored` in
/// `{:?}` shows a date and not the packed number behind it.
///
/// ```
/// use fianchetto_index::PgnDate;
///
/// assert_eq!(format!("{:?}", PgnDate::parse("2024.03.??")), "PgnDate(2024.03.??)");
/// assert_eq!(format!("{:?}", PgnDate::default()), "PgnDate(????.??.??)");
/// ```
impl fmt::Debug for PgnDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PgnDate({self})")
    }
}

/// Seconds since midnight plus one from a `UTCTime` tag (`HH:MM:SS`); 0 when there is none.
pub(crate) fn parse_time(text: &str) -> u32 {
    let mut parts = text.trim().split(':').map(|part| part.parse::<u32>().ok());
    match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some(Some(h)), Some(Some(m)), Some(Some(s)), None) if h < 24 && m < 60 && s < 61 => {
            h * 3600 + m * 60 + s + 1
        }
        _ => 0,
    }
}

/// An Elo tag's rating; `None` for `?`, `-`, 0 or anything that is not a number.
pub(crate) fn parse_elo(text: &str) -> u16 {
    text.trim().parse::<u16>().unwrap_or(0)
}

/// The index's row for a game: fixed size, names and FEN as numbers in the string table.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct GameRow {
    pub(crate) source: u32,
    pub(crate) number: u64,
    pub(crate) offset: u64,
    /// The game's bytes, from its first to the next game's (or the input's end).
    pub(crate) length: u32,
    pub(crate) white: u32,
    pub(crate) black: u32,
    /// 0 when unknown.
    pub(crate) white_elo: u16,
    pub(crate) black_elo: u16,
    pub(crate) result: Option<GameResult>,
    pub(crate) speed: Option<Speed>,
    pub(crate) date: PgnDate,
    /// [`parse_time`]'s value.
    pub(crate) time: u32,
    /// [`crate::key::rules_id`].
    pub(crate) rules: u8,
    /// The start position's FEN as a string number plus one; 0: the variant's start position.
    pub(crate) start_fen: u32,
    /// The mainline plies stored, at most `--max-plies`.
    pub(crate) plies: u32,
}

/// The bytes of a [`GameRow`] in the file.
pub(crate) const GAME_ROW_BYTES: usize = 4 + 8 + 8 + 4 + 4 + 4 + 2 + 2 + 1 + 1 + 4 + 4 + 1 + 4 + 4;

pub(crate) fn result_code(result: Option<GameResult>) -> u8 {
    match result {
        Some(GameResult::WhiteWins) => 0,
        Some(GameResult::Draw) => 1,
        Some(GameResult::BlackWins) => 2,
        None => 3,
    }
}

pub(crate) fn result_of_code(code: u8) -> Option<Option<GameResult>> {
    match code {
        0 => Some(Some(GameResult::WhiteWins)),
        1 => Some(Some(GameResult::Draw)),
        2 => Some(Some(GameResult::BlackWins)),
        3 => Some(None),
        _ => None,
    }
}

impl GameRow {
    /// The mean Elo times two, when both are known.
    pub(crate) fn elo_sum(&self) -> Option<u32> {
        (self.white_elo != 0 && self.black_elo != 0)
            .then(|| u32::from(self.white_elo) + u32::from(self.black_elo))
    }

    pub(crate) fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.source.to_le_bytes());
        out.extend_from_slice(&self.number.to_le_bytes());
        out.extend_from_slice(&self.offset.to_le_bytes());
        out.extend_from_slice(&self.length.to_le_bytes());
        out.extend_from_slice(&self.white.to_le_bytes());
        out.extend_from_slice(&self.black.to_le_bytes());
        out.extend_from_slice(&self.white_elo.to_le_bytes());
        out.extend_from_slice(&self.black_elo.to_le_bytes());
        out.push(result_code(self.result));
        out.push(self.speed.map_or(0, Speed::code));
        out.extend_from_slice(&self.date.to_bits().to_le_bytes());
        out.extend_from_slice(&self.time.to_le_bytes());
        out.push(self.rules);
        out.extend_from_slice(&self.start_fen.to_le_bytes());
        out.extend_from_slice(&self.plies.to_le_bytes());
    }

    /// The row in `bytes` ([`GAME_ROW_BYTES`] long), or `None` for a value no writer writes.
    pub(crate) fn read(bytes: &[u8]) -> Option<GameRow> {
        let mut at = 0;
        let mut take = |n: usize| {
            let field = bytes.get(at..at + n);
            at += n;
            field
        };
        let u16_at = |field: Option<&[u8]>| Some(u16::from_le_bytes(field?.try_into().ok()?));
        let u32_at = |field: Option<&[u8]>| Some(u32::from_le_bytes(field?.try_into().ok()?));
        let u64_at = |field: Option<&[u8]>| Some(u64::from_le_bytes(field?.try_into().ok()?));
        let source = u32_at(take(4))?;
        let number = u64_at(take(8))?;
        let offset = u64_at(take(8))?;
        let length = u32_at(take(4))?;
        let white = u32_at(take(4))?;
        let black = u32_at(take(4))?;
        let white_elo = u16_at(take(2))?;
        let black_elo = u16_at(take(2))?;
        let result = result_of_code(*take(1)?.first()?)?;
        let speed = match *take(1)?.first()? {
            0 => None,
            code => Some(Speed::from_code(code)?),
        };
        let date = PgnDate::from_bits(u32_at(take(4))?);
        let time = u32_at(take(4))?;
        let rules = *take(1)?.first()?;
        crate::key::rules_of(rules)?;
        let start_fen = u32_at(take(4))?;
        let plies = u32_at(take(4))?;
        Some(GameRow {
            source,
            number,
            offset,
            length,
            white,
            black,
            white_elo,
            black_elo,
            result,
            speed,
            date,
            time,
            rules,
            start_fen,
            plies,
        })
    }
}
