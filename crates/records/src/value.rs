//! A record's cells in column order, typed once so that every text format writes the same
//! fields the same way.

use crate::calendar::{Date, TimeOfDay};
use crate::known_tag::{KnownTag, TagKind};
use crate::record::{COLUMNS, GameRecord};
use crate::text_list::TextList;

/// One cell of a record.
pub(crate) enum Value<'a> {
    Null,
    Integer(i64),
    Text(&'a str),
    OwnedText(String),
    Date(Date),
    Time(TimeOfDay),
    Texts(&'a TextList),
    Seconds(&'a [Option<f64>]),
    Integers(Vec<Option<i32>>),
    Map(&'a [(String, String)]),
}

impl<'a> Value<'a> {
    fn text(text: Option<&'a str>) -> Value<'a> {
        text.map_or(Value::Null, Value::Text)
    }
}

/// The cells of `record`, each with its column's name, in [`COLUMNS`] order.
pub(crate) fn cells(record: &GameRecord) -> impl Iterator<Item = (&'static str, Value<'_>)> {
    let tags = &record.tags;
    let known = KnownTag::ALL.into_iter().map(move |tag| match tag.kind() {
        TagKind::Text => Value::text(tags.get(tag)),
        TagKind::Integer => tags
            .integer(tag)
            .map_or(Value::Null, |n| Value::Integer(n.into())),
        TagKind::Date => tags.date(tag).map_or(Value::Null, Value::Date),
        TagKind::Time => tags.time(tag).map_or(Value::Null, Value::Time),
    });
    let replayed = [
        Value::Map(tags.other()),
        Value::Integer(record.plies.into()),
        Value::Texts(&record.moves_uci),
        Value::Texts(&record.moves_san),
        Value::Seconds(&record.clocks),
        Value::Integers(record.evals_cp().collect()),
        Value::Integers(record.evals_mate().collect()),
        Value::Text(&record.final_fen),
        Value::text(record.outcome_text()),
        Value::text(record.termination_text()),
    ];
    let counts = [
        Value::Integer(i64::try_from(record.game).unwrap_or(i64::MAX)),
        Value::Integer(i64::try_from(record.offset).unwrap_or(i64::MAX)),
    ];
    COLUMNS.into_iter().zip(
        counts
            .into_iter()
            .chain(known)
            .chain(replayed)
            .chain([record.error_text().map_or(Value::Null, Value::OwnedText)]),
    )
}
