//! [`KnownTag`]: the tags that get a column of their own, named and typed as in the Lichess
//! open database's Parquet release, plus the few PGN tags a replay depends on.

use crate::column_type::ColumnType;

/// A tag with a column of its own; every other tag goes to the `other_tags` map.
///
/// ```
/// use fianchetto_records::{ColumnType, KnownTag};
///
/// assert_eq!(KnownTag::from_name(b"WhiteElo"), Some(KnownTag::WhiteElo));
/// assert_eq!(KnownTag::WhiteElo.kind(), ColumnType::Int32);
/// assert_eq!(KnownTag::UtcDate.name(), "UTCDate");
/// assert_eq!(KnownTag::from_name(b"Annotator"), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KnownTag {
    /// `Event`.
    Event,
    /// `Site`.
    Site,
    /// `Date`, as text: PGN dates are often partly unknown (`2013.??.??`).
    Date,
    /// `Round`.
    Round,
    /// `White`.
    White,
    /// `Black`.
    Black,
    /// `Result`, the tag as written (the board's verdict is the record's `outcome`).
    Result,
    /// `WhiteTitle`.
    WhiteTitle,
    /// `BlackTitle`.
    BlackTitle,
    /// `WhiteElo`.
    WhiteElo,
    /// `BlackElo`.
    BlackElo,
    /// `WhiteRatingDiff`.
    WhiteRatingDiff,
    /// `BlackRatingDiff`.
    BlackRatingDiff,
    /// `UTCDate`.
    UtcDate,
    /// `UTCTime`.
    UtcTime,
    /// `ECO`.
    Eco,
    /// `Opening`.
    Opening,
    /// `Termination`, the tag as written (`Normal`, `Time forfeit`); the board's reason is the
    /// record's `termination_on_board`.
    Termination,
    /// `TimeControl`.
    TimeControl,
    /// `FEN`, the start position when not the standard one.
    Fen,
    /// `Variant`.
    Variant,
}

impl KnownTag {
    /// Every known tag, in column order.
    pub const ALL: [KnownTag; 21] = [
        KnownTag::Event,
        KnownTag::Site,
        KnownTag::Date,
        KnownTag::Round,
        KnownTag::White,
        KnownTag::Black,
        KnownTag::Result,
        KnownTag::WhiteTitle,
        KnownTag::BlackTitle,
        KnownTag::WhiteElo,
        KnownTag::BlackElo,
        KnownTag::WhiteRatingDiff,
        KnownTag::BlackRatingDiff,
        KnownTag::UtcDate,
        KnownTag::UtcTime,
        KnownTag::Eco,
        KnownTag::Opening,
        KnownTag::Termination,
        KnownTag::TimeControl,
        KnownTag::Fen,
        KnownTag::Variant,
    ];

    /// The tag's name, which is also its column's.
    pub const fn name(self) -> &'static str {
        match self {
            KnownTag::Event => "Event",
            KnownTag::Site => "Site",
            KnownTag::Date => "Date",
            KnownTag::Round => "Round",
            KnownTag::White => "White",
            KnownTag::Black => "Black",
            KnownTag::Result => "Result",
            KnownTag::WhiteTitle => "WhiteTitle",
            KnownTag::BlackTitle => "BlackTitle",
            KnownTag::WhiteElo => "WhiteElo",
            KnownTag::BlackElo => "BlackElo",
            KnownTag::WhiteRatingDiff => "WhiteRatingDiff",
            KnownTag::BlackRatingDiff => "BlackRatingDiff",
            KnownTag::UtcDate => "UTCDate",
            KnownTag::UtcTime => "UTCTime",
            KnownTag::Eco => "ECO",
            KnownTag::Opening => "Opening",
            KnownTag::Termination => "Termination",
            KnownTag::TimeControl => "TimeControl",
            KnownTag::Fen => "FEN",
            KnownTag::Variant => "Variant",
        }
    }

    /// How the tag's column is typed: [`Int32`](ColumnType::Int32) for the ratings,
    /// [`Date`](ColumnType::Date) for `UTCDate`, [`Time`](ColumnType::Time) for `UTCTime`, and
    /// [`Text`](ColumnType::Text) for the rest (a tag is read as text unless it has one of the
    /// other three types).
    ///
    /// ```
    /// use fianchetto_records::{ColumnType, KnownTag};
    ///
    /// assert_eq!(KnownTag::BlackElo.kind(), ColumnType::Int32);
    /// assert_eq!(KnownTag::UtcDate.kind(), ColumnType::Date);
    /// assert_eq!(KnownTag::Opening.kind(), ColumnType::Text);
    /// ```
    pub const fn kind(self) -> ColumnType {
        match self {
            KnownTag::WhiteElo
            | KnownTag::BlackElo
            | KnownTag::WhiteRatingDiff
            | KnownTag::BlackRatingDiff => ColumnType::Int32,
            KnownTag::UtcDate => ColumnType::Date,
            KnownTag::UtcTime => ColumnType::Time,
            _ => ColumnType::Text,
        }
    }

    /// The known tag called `name` (case matters, as in PGN).
    pub fn from_name(name: &[u8]) -> Option<KnownTag> {
        // A match rather than a search of `ALL`: a game's seventeen tags each compared up to
        // 21 names (`from_name_matches_the_names` keeps the two in step).
        Some(match name {
            b"Event" => KnownTag::Event,
            b"Site" => KnownTag::Site,
            b"Date" => KnownTag::Date,
            b"Round" => KnownTag::Round,
            b"White" => KnownTag::White,
            b"Black" => KnownTag::Black,
            b"Result" => KnownTag::Result,
            b"WhiteTitle" => KnownTag::WhiteTitle,
            b"BlackTitle" => KnownTag::BlackTitle,
            b"WhiteElo" => KnownTag::WhiteElo,
            b"BlackElo" => KnownTag::BlackElo,
            b"WhiteRatingDiff" => KnownTag::WhiteRatingDiff,
            b"BlackRatingDiff" => KnownTag::BlackRatingDiff,
            b"UTCDate" => KnownTag::UtcDate,
            b"UTCTime" => KnownTag::UtcTime,
            b"ECO" => KnownTag::Eco,
            b"Opening" => KnownTag::Opening,
            b"Termination" => KnownTag::Termination,
            b"TimeControl" => KnownTag::TimeControl,
            b"FEN" => KnownTag::Fen,
            b"Variant" => KnownTag::Variant,
            _ => return None,
        })
    }

    /// The tag's position in [`ALL`](Self::ALL).
    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

#[cfg(test)]
mod tests {
    use super::KnownTag;

    #[test]
    fn from_name_matches_the_names() {
        for (index, tag) in KnownTag::ALL.into_iter().enumerate() {
            assert_eq!(tag.index(), index);
            assert_eq!(KnownTag::from_name(tag.name().as_bytes()), Some(tag));
            assert_eq!(
                KnownTag::from_name(tag.name().to_lowercase().as_bytes()),
                None
            );
        }
        assert_eq!(KnownTag::from_name(b"Annotator"), None);
        assert_eq!(KnownTag::from_name(b""), None);
    }
}
