//! Dates and times of day from PGN tags (`2013.01.02`, `17:20:51`), for typed date and time
//! columns.

use core::fmt;

/// A calendar date (proleptic Gregorian).
///
/// ```
/// use fianchetto_records::Date;
///
/// let date = Date::parse("2013.01.02").expect("a date");
/// assert_eq!(date.days_since_epoch(), 15_707);
/// assert_eq!(date.to_string(), "2013-01-02");
/// assert_eq!(Date::parse("2013.??.??"), None);
/// assert_eq!(Date::parse("2013.02.30"), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    /// The year.
    pub year: i32,
    /// The month, 1 to 12.
    pub month: u32,
    /// The day of the month, from 1.
    pub day: u32,
}

impl Date {
    /// Reads `YYYY.MM.DD` (PGN) or `YYYY-MM-DD`; `None` for an unknown part or a day the month
    /// does not have.
    pub fn parse(text: &str) -> Option<Date> {
        let mut parts = text.trim().split(['.', '-']);
        let (year, month, day) = (parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some() || year.len() != 4 || month.len() != 2 || day.len() != 2 {
            return None;
        }
        let date = Date {
            year: year.parse().ok()?,
            month: month.parse().ok()?,
            day: day.parse().ok()?,
        };
        let leap = date.year % 4 == 0 && (date.year % 100 != 0 || date.year % 400 == 0);
        let month_days = match date.month {
            2 if leap => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            1..=12 => 31,
            _ => return None,
        };
        (1..=month_days).contains(&date.day).then_some(date)
    }

    /// Days since 1970-01-01 (Arrow's and Parquet's `DATE`), by Howard Hinnant's
    /// `days_from_civil`.
    pub fn days_since_epoch(self) -> i32 {
        let year = if self.month <= 2 {
            self.year - 1
        } else {
            self.year
        };
        let era = year.div_euclid(400);
        let year_of_era = year - era * 400;
        // `month` and `day` were checked by `parse`, so these casts cannot wrap.
        let month = self.month as i32;
        let day_of_year =
            (153 * (month + if month > 2 { -3 } else { 9 }) + 2) / 5 + self.day as i32 - 1;
        let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
        era * 146_097 + day_of_era - 719_468
    }
}

impl fmt::Display for Date {
    /// ISO 8601: `2013-01-02`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// A time of day to the second.
///
/// ```
/// use fianchetto_records::TimeOfDay;
///
/// let time = TimeOfDay::parse("17:20:51").expect("a time");
/// assert_eq!(time.seconds_since_midnight(), 62_451);
/// assert_eq!(time.to_string(), "17:20:51");
/// assert_eq!(TimeOfDay::parse("??:??:??"), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TimeOfDay(u32);

impl TimeOfDay {
    /// Reads `HH:MM:SS`; `None` when a part is missing or out of range.
    pub fn parse(text: &str) -> Option<TimeOfDay> {
        let mut parts = text.trim().split(':');
        let mut part = |limit: u32| {
            parts
                .next()
                .filter(|p| p.len() == 2)
                .and_then(|p| p.parse::<u32>().ok())
                .filter(|&v| v < limit)
        };
        let (hours, minutes, seconds) = (part(24)?, part(60)?, part(60)?);
        if parts.next().is_some() {
            return None;
        }
        Some(TimeOfDay(hours * 3600 + minutes * 60 + seconds))
    }

    /// Seconds since midnight.
    pub const fn seconds_since_midnight(self) -> u32 {
        self.0
    }
}

impl fmt::Display for TimeOfDay {
    /// `HH:MM:SS`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.0;
        let (hours, minutes, seconds) = (s / 3600, s / 60 % 60, s % 60);
        if hours < 100 {
            // The eight bytes at once: three padded integers through the formatter cost ~950
            // instructions a game, a fifth of appending a record to the Parquet columns.
            let digit = |value: u32| b'0' + (value % 10) as u8;
            let text = [
                digit(hours / 10),
                digit(hours),
                b':',
                digit(minutes / 10),
                digit(minutes),
                b':',
                digit(seconds / 10),
                digit(seconds),
            ];
            return f.write_str(std::str::from_utf8(&text).map_err(|_| fmt::Error)?);
        }
        write!(f, "{hours:02}:{minutes:02}:{seconds:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::TimeOfDay;

    #[test]
    fn times_display_as_the_formatter_pads_them() {
        for s in (0..24 * 3600).step_by(7) {
            let time = TimeOfDay(s);
            let expected = format!("{:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
            assert_eq!(time.to_string(), expected);
        }
        assert_eq!(TimeOfDay(100 * 3600 + 61).to_string(), "100:01:01");
        assert_eq!(format!("{:>10}", TimeOfDay(0)), "00:00:00");
    }
}
