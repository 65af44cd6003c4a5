//! [`Tags`]: a game's tag pairs, the known ones by [`KnownTag`] and the rest in order.

use crate::calendar::{Date, TimeOfDay};
use crate::cell::Cell;
use crate::column::ColumnType;
use crate::known_tag::KnownTag;

/// A game's tag pairs: each [`KnownTag`]'s value, and every other tag in file order.
///
/// ```
/// use fianchetto_records::{KnownTag, Tags};
///
/// let mut tags = Tags::default();
/// tags.insert("WhiteElo", "1639");
/// tags.insert("BlackElo", "?");
/// tags.insert("UTCDate", "2013.01.02");
/// tags.insert("Annotator", "me");
/// assert_eq!(tags.get(KnownTag::WhiteElo), Some("1639"));
/// assert_eq!(tags.integer(KnownTag::WhiteElo), Some(1639));
/// assert_eq!(tags.integer(KnownTag::BlackElo), None);
/// assert_eq!(tags.date(KnownTag::UtcDate).map(|d| d.to_string()), Some("2013-01-02".into()));
/// assert_eq!(tags.other(), [("Annotator".to_string(), "me".to_string())]);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Tags {
    known: [Option<String>; KnownTag::ALL.len()],
    other: Vec<(String, String)>,
}

impl Tags {
    /// Records a tag; a known tag seen twice keeps its last value, as PGN readers do.
    pub fn insert(&mut self, name: &str, value: &str) {
        match KnownTag::from_name(name.as_bytes()) {
            Some(tag) => self.known[tag.index()] = Some(value.to_owned()),
            None => self.other.push((name.to_owned(), value.to_owned())),
        }
    }

    /// A known tag's value as written, if the game has it.
    pub fn get(&self, tag: KnownTag) -> Option<&str> {
        self.known[tag.index()].as_deref()
    }

    /// A known tag's value as a whole number (`+12` and `-7` included); `None` when absent or
    /// unreadable (`?`).
    pub fn integer(&self, tag: KnownTag) -> Option<i32> {
        let value = self.get(tag)?.trim();
        value.strip_prefix('+').unwrap_or(value).parse().ok()
    }

    /// A known tag's value as a `YYYY.MM.DD` date; `None` when absent or not a whole date.
    pub fn date(&self, tag: KnownTag) -> Option<Date> {
        Date::parse(self.get(tag)?)
    }

    /// A known tag's value as an `HH:MM:SS` time of day; `None` when absent or unreadable.
    pub fn time(&self, tag: KnownTag) -> Option<TimeOfDay> {
        TimeOfDay::parse(self.get(tag)?)
    }

    /// A known tag's cell, read as its [`kind`](KnownTag::kind): null when absent or unreadable.
    pub(crate) fn cell(&self, tag: KnownTag) -> Cell<'_> {
        match tag.kind() {
            ColumnType::Int32 => self.integer(tag).map_or(Cell::Null, Cell::Int32),
            ColumnType::Date => self.date(tag).map_or(Cell::Null, Cell::Date),
            ColumnType::Time => self.time(tag).map_or(Cell::Null, Cell::Time),
            _ => Cell::text(self.get(tag)),
        }
    }

    /// The tags without a column of their own, as (name, value) pairs in file order.
    pub fn other(&self) -> &[(String, String)] {
        &self.other
    }
}
