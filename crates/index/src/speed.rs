//! lichess's speed buckets, from a game's `TimeControl` tag.

use core::fmt;
use core::str::FromStr;

/// A game's speed, as lichess buckets it: the estimated duration, base + 40 x increment
/// seconds, under 30 is ultrabullet, under 180 bullet, under 480 blitz, under 1500 rapid, else
/// classical; a `TimeControl` of `-` is correspondence.
///
/// ```
/// use fianchetto_index::Speed;
///
/// assert_eq!(Speed::from_time_control("180+2"), Some(Speed::Blitz));
/// assert_eq!(Speed::from_time_control("-"), Some(Speed::Correspondence));
/// assert_eq!(Speed::from_time_control("10+0.05"), Some(Speed::UltraBullet));
/// assert_eq!(Speed::from_time_control("1500"), Some(Speed::Classical));
/// assert_eq!(Speed::from_time_control("?"), None);
/// assert_eq!("ultraBullet".parse::<Speed>(), Ok(Speed::UltraBullet));
/// assert_eq!(Speed::Rapid.to_string(), "rapid");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Speed {
    /// Under 30 seconds.
    UltraBullet,
    /// Under 3 minutes.
    Bullet,
    /// Under 8 minutes.
    Blitz,
    /// Under 25 minutes.
    Rapid,
    /// 25 minutes or more.
    Classical,
    /// Days a move (`TimeControl` `-`).
    Correspondence,
}

impl Speed {
    /// Every speed, fastest first.
    pub const ALL: [Speed; 6] = [
        Speed::UltraBullet,
        Speed::Bullet,
        Speed::Blitz,
        Speed::Rapid,
        Speed::Classical,
        Speed::Correspondence,
    ];

    /// The speed of a `TimeControl` tag's value (`base+increment` in seconds, decimals allowed,
    /// or `-`); `None` for anything else (`?`, a missing or garbled value).
    pub fn from_time_control(value: &str) -> Option<Speed> {
        let value = value.trim();
        if value == "-" {
            return Some(Speed::Correspondence);
        }
        let (base, increment) = value.split_once('+').unwrap_or((value, "0"));
        let estimate = seconds(base)? + 40.0 * seconds(increment)?;
        Some(if estimate < 30.0 {
            Speed::UltraBullet
        } else if estimate < 180.0 {
            Speed::Bullet
        } else if estimate < 480.0 {
            Speed::Blitz
        } else if estimate < 1500.0 {
            Speed::Rapid
        } else {
            Speed::Classical
        })
    }

    /// The lowercase name: `ultrabullet`, `bullet`, `blitz`, `rapid`, `classical`,
    /// `correspondence`.
    pub const fn name(self) -> &'static str {
        match self {
            Speed::UltraBullet => "ultrabullet",
            Speed::Bullet => "bullet",
            Speed::Blitz => "blitz",
            Speed::Rapid => "rapid",
            Speed::Classical => "classical",
            Speed::Correspondence => "correspondence",
        }
    }

    pub(crate) const fn code(self) -> u8 {
        self as u8 + 1
    }

    pub(crate) fn from_code(code: u8) -> Option<Speed> {
        Speed::ALL.get(usize::from(code).checked_sub(1)?).copied()
    }
}

/// Seconds written as digits with an optional decimal fraction (`10`, `0.05`), as cutechess
/// writes increments.
fn seconds(text: &str) -> Option<f64> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, "0"));
    let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !digits(fraction) {
        return None;
    }
    text.parse().ok()
}

impl fmt::Display for Speed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A speed name [`Speed`] does not know.
///
/// ```
/// assert!("hyperbullet".parse::<fianchetto_index::Speed>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSpeedError(pub String);

impl fmt::Display for UnknownSpeedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown speed {:?} (expected ultrabullet, bullet, blitz, rapid, classical or correspondence)",
            self.0
        )
    }
}

impl std::error::Error for UnknownSpeedError {}

impl FromStr for Speed {
    type Err = UnknownSpeedError;

    /// A speed by name, in any case (lichess's `ultraBullet` too).
    fn from_str(name: &str) -> Result<Speed, UnknownSpeedError> {
        Speed::ALL
            .into_iter()
            .find(|speed| speed.name().eq_ignore_ascii_case(name.trim()))
            .ok_or_else(|| UnknownSpeedError(name.to_owned()))
    }
}
