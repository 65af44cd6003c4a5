//! Which games a query counts: speed, average rating, month range and a player with a colour,
//! combined (a game counts when it passes every filter that is set).

use fianchetto_movegen::Color;

use crate::Speed;
use crate::game::GameRow;

/// The games a query counts; the default counts every game.
///
/// ```
/// use fianchetto_index::{Filter, Speed};
/// use fianchetto_index::movegen::Color;
///
/// let filter = Filter::default()
///     .speeds([Speed::Blitz, Speed::Rapid])
///     .ratings(1800, 2200)
///     .since(2024, 1)
///     .until(2024, 6)
///     .player("Magnus", Color::White);
/// assert!(!filter.is_empty());
/// assert!(Filter::default().is_empty());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// A bit for each [`Speed`]; 0: every game, with or without a speed.
    speeds: u8,
    /// Twice the lowest and highest mean Elo.
    ratings: Option<(u32, u32)>,
    since: Option<u32>,
    until: Option<u32>,
    player: Option<(String, Color)>,
}

impl Filter {
    /// Only games of these speeds: a game without a `TimeControl` has none and drops out.
    #[must_use]
    pub fn speeds(mut self, speeds: impl IntoIterator<Item = Speed>) -> Filter {
        for speed in speeds {
            self.speeds |= 1 << speed.code();
        }
        self
    }

    /// Only games whose mean Elo (unrounded) lies in `min..=max`; a game without both Elos drops
    /// out.
    #[must_use]
    pub fn ratings(mut self, min: u32, max: u32) -> Filter {
        self.ratings = Some((min.saturating_mul(2), max.saturating_mul(2)));
        self
    }

    /// Only games played in `year`-`month` or later (by `UTCDate`, else `Date`); a game without
    /// a known month drops out.
    #[must_use]
    pub fn since(mut self, year: u32, month: u32) -> Filter {
        self.since = Some((year * 12 + month).saturating_sub(1));
        self
    }

    /// Only games played in `year`-`month` or earlier.
    #[must_use]
    pub fn until(mut self, year: u32, month: u32) -> Filter {
        self.until = Some((year * 12 + month).saturating_sub(1));
        self
    }

    /// Only the games where `name` (exactly) had `color`.
    #[must_use]
    pub fn player(mut self, name: &str, color: Color) -> Filter {
        self.player = Some((name.to_owned(), color));
        self
    }

    /// `true` when the filter counts every game.
    pub fn is_empty(&self) -> bool {
        *self == Filter::default()
    }

    /// The filter with the player's name as its string number, ready to test rows; `None` when
    /// no game has that player (no game passes).
    pub(crate) fn compile(&self, name_id: impl Fn(&str) -> Option<u32>) -> Option<RowFilter> {
        let player = match &self.player {
            Some((name, color)) => Some((name_id(name)?, *color)),
            None => None,
        };
        Some(RowFilter {
            speeds: self.speeds,
            ratings: self.ratings,
            since: self.since,
            until: self.until,
            player,
        })
    }
}

/// A [`Filter`] that tests [`GameRow`]s.
#[derive(Clone, Debug)]
pub(crate) struct RowFilter {
    speeds: u8,
    ratings: Option<(u32, u32)>,
    since: Option<u32>,
    until: Option<u32>,
    player: Option<(u32, Color)>,
}

impl RowFilter {
    pub(crate) fn passes(&self, game: &GameRow) -> bool {
        if self.speeds != 0 {
            match game.speed {
                Some(speed) if self.speeds & (1 << speed.code()) != 0 => {}
                _ => return false,
            }
        }
        if let Some((min, max)) = self.ratings {
            match game.elo_sum() {
                Some(sum) if (min..=max).contains(&sum) => {}
                _ => return false,
            }
        }
        if self.since.is_some() || self.until.is_some() {
            let Some(month) = game.date.month_number() else {
                return false;
            };
            if self.since.is_some_and(|since| month < since)
                || self.until.is_some_and(|until| month > until)
            {
                return false;
            }
        }
        match self.player {
            Some((name, Color::White)) => game.white == name,
            Some((name, Color::Black)) => game.black == name,
            None => true,
        }
    }
}
