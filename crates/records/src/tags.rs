//! [`Tags`]: a game's tag pairs, the known ones by [`KnownTag`] and the rest in order.

use std::borrow::Cow;
use std::fmt;
use std::hash::{Hash, Hasher};

use fianchetto::pgn::RawTag;

use crate::calendar::{Date, TimeOfDay};
use crate::cell::Cell;
use crate::column_type::ColumnType;
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
#[derive(Clone, Default)]
pub struct Tags {
    /// The known tags' values back to back: one buffer a game where a `String` each cost
    /// seventeen allocations and frees a lichess game (~5% of building its record).
    text: String,
    /// Where each known tag's value lies in `text`, if the game has it.
    known: [Option<(usize, usize)>; KnownTag::ALL.len()],
    other: Vec<(String, String)>,
}

impl Tags {
    /// No tags, with room for `len` bytes of known tags' values.
    pub(crate) fn with_capacity(len: usize) -> Tags {
        Tags {
            text: String::with_capacity(len),
            ..Tags::default()
        }
    }

    /// Records a tag; a known tag seen twice keeps its last value, as PGN readers do.
    pub fn insert(&mut self, name: &str, value: &str) {
        match KnownTag::from_name(name.as_bytes()) {
            Some(tag) => self.insert_known(tag, |text| text.push_str(value)),
            None => self.other.push((name.to_owned(), value.to_owned())),
        }
    }

    /// Records a tag as the reader hands it: [`insert`](Self::insert) of the name and the
    /// value as [`RawTag::decode_utf8_lossy`] reads them, without a `String` for a known tag.
    pub(crate) fn insert_raw(&mut self, name: &[u8], value: RawTag<'_>) {
        match KnownTag::from_name(name) {
            Some(tag) => self.insert_known(tag, |text| match value.decode() {
                // Nearly every value: nothing to unescape, and valid UTF-8.
                Cow::Borrowed(bytes) => match std::str::from_utf8(bytes) {
                    Ok(value) => text.push_str(value),
                    Err(_) => text.push_str(&String::from_utf8_lossy(bytes)),
                },
                Cow::Owned(bytes) => text.push_str(&String::from_utf8_lossy(&bytes)),
            }),
            None => self.other.push((
                String::from_utf8_lossy(name).into_owned(),
                value.decode_utf8_lossy().into_owned(),
            )),
        }
    }

    /// Sets `tag` to the text `write` appends.
    fn insert_known(&mut self, tag: KnownTag, write: impl FnOnce(&mut String)) {
        let start = self.text.len();
        write(&mut self.text);
        self.known[tag.index()] = Some((start, self.text.len()));
    }

    /// A known tag's value as written, if the game has it.
    pub fn get(&self, tag: KnownTag) -> Option<&str> {
        let (start, end) = self.known[tag.index()]?;
        self.text.get(start..end)
    }

    /// Every known tag's value, in column order.
    fn known_values(&self) -> impl Iterator<Item = Option<&str>> + '_ {
        KnownTag::ALL.into_iter().map(|tag| self.get(tag))
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

/// Equal when the values are: the buffer may also hold a known tag's overwritten value.
impl PartialEq for Tags {
    fn eq(&self, other: &Tags) -> bool {
        self.known_values().eq(other.known_values()) && self.other == other.other
    }
}

impl Eq for Tags {}

impl Hash for Tags {
    fn hash<H: Hasher>(&self, state: &mut H) {
        for value in self.known_values() {
            value.hash(state);
        }
        self.other.hash(state);
    }
}

impl fmt::Debug for Tags {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<_> = KnownTag::ALL
            .into_iter()
            .filter_map(|tag| Some((tag.name(), self.get(tag)?)))
            .collect();
        f.debug_struct("Tags")
            .field("known", &known)
            .field("other", &self.other)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use fianchetto::pgn::RawTag;

    use super::*;

    #[test]
    fn raw_tags_read_as_inserted_text() {
        let pairs: &[(&[u8], &[u8])] = &[
            (b"White", b"a \\\"b\\\" c"),
            (b"Black", b"caf\xe9"),
            (b"Event", b"first"),
            (b"Event", b"second"),
            (b"Annotator", b"me\\"),
            (b"N\xffme", b"x"),
            (b"Site", b""),
        ];
        let (mut raw, mut text) = (Tags::default(), Tags::default());
        for &(name, value) in pairs {
            raw.insert_raw(name, RawTag(value));
            text.insert(
                &String::from_utf8_lossy(name),
                &RawTag(value).decode_utf8_lossy(),
            );
        }
        assert_eq!(raw, text);
        assert_eq!(raw.get(KnownTag::Event), Some("second"));
        assert_eq!(raw.get(KnownTag::White), Some("a \"b\" c"));
        assert_eq!(raw.get(KnownTag::Black), Some("caf\u{fffd}"));
        assert_eq!(raw.get(KnownTag::Site), Some(""));
        assert_eq!(raw.get(KnownTag::Round), None);
        assert_eq!(raw.other().len(), 2);
    }
}
