//! [`Cell`]: one column's value in one record, typed once so that every output format writes the
//! same fields the same way.

use std::borrow::Cow;

use fianchetto::pgn::Eval;

use crate::calendar::{Date, TimeOfDay};
use crate::text_list::TextList;

/// One cell of a record, as [`Column::cell`](crate::Column::cell) reads it: null, or a value of
/// the column's [`ColumnType`](crate::ColumnType), borrowed from the record where it can be.
///
/// ```
/// use fianchetto::pgn::{Reader, Replay};
/// use fianchetto_records::{COLUMNS, Cell, RecordExtractor};
///
/// let mut extract = Replay::new(RecordExtractor::new());
/// let pgn = "[UTCDate \"2013.01.02\"]\n\n1. e4 { [%eval #2] } *\n";
/// let record = Reader::new(pgn.as_bytes()).read_game(&mut extract)?.expect("a game");
/// let cell = |name: &str| {
///     let column = COLUMNS.iter().find(|column| column.name == name).expect("a column");
///     column.cell(&record)
/// };
/// assert_eq!(cell("game"), Cell::Int64(1));
/// assert_eq!(cell("White"), Cell::Null);
/// assert!(matches!(cell("UTCDate"), Cell::Date(date) if date.to_string() == "2013-01-02"));
/// let Cell::Evals(evals, part) = cell("evals_mate") else {
///     panic!("a list of evaluations");
/// };
/// assert_eq!(evals.iter().map(|&eval| part.of(eval)).collect::<Vec<_>>(), [Some(2)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub enum Cell<'a> {
    /// No value: an absent or unreadable tag, a game the board did not decide, no error.
    Null,
    /// A [`ColumnType::Int64`](crate::ColumnType::Int64) value.
    Int64(i64),
    /// A [`ColumnType::Int32`](crate::ColumnType::Int32) value.
    Int32(i32),
    /// A [`ColumnType::Text`](crate::ColumnType::Text) value.
    Text(Cow<'a, str>),
    /// A [`ColumnType::Date`](crate::ColumnType::Date) value.
    Date(Date),
    /// A [`ColumnType::Time`](crate::ColumnType::Time) value.
    Time(TimeOfDay),
    /// A [`ColumnType::TextList`](crate::ColumnType::TextList) value.
    TextList(&'a TextList),
    /// A [`ColumnType::Float64List`](crate::ColumnType::Float64List) value.
    Float64List(&'a [Option<f64>]),
    /// A [`ColumnType::Int32List`](crate::ColumnType::Int32List) value: the `part` of each
    /// evaluation, read as the list is written rather than copied into one.
    Evals(&'a [Option<Eval>], EvalPart),
    /// A [`ColumnType::TextMap`](crate::ColumnType::TextMap) value: (key, value) pairs in order.
    TextMap(&'a [(String, String)]),
}

impl<'a> Cell<'a> {
    /// Borrowed text, or null.
    pub(crate) fn text(text: Option<&'a str>) -> Cell<'a> {
        text.map_or(Cell::Null, |text| Cell::Text(Cow::Borrowed(text)))
    }
}

/// Which number an evaluation column keeps of each ply's [`Eval`]: the other kind is null.
///
/// ```
/// use fianchetto::pgn::Eval;
/// use fianchetto_records::EvalPart;
///
/// assert_eq!(EvalPart::Centipawns.of(Some(Eval::Centipawns(17))), Some(17));
/// assert_eq!(EvalPart::Centipawns.of(Some(Eval::Mate(-2))), None);
/// assert_eq!(EvalPart::Mate.of(Some(Eval::Mate(-2))), Some(-2));
/// assert_eq!(EvalPart::Mate.of(None), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EvalPart {
    /// An advantage in centipawns (`evals_cp`).
    Centipawns,
    /// Moves to mate, positive when White mates (`evals_mate`).
    Mate,
}

impl EvalPart {
    /// This part of `eval`, if it is of this kind.
    ///
    /// ```
    /// use fianchetto::pgn::Eval;
    /// use fianchetto_records::EvalPart;
    ///
    /// assert_eq!(EvalPart::Centipawns.of(Some(Eval::Centipawns(-35))), Some(-35));
    /// assert_eq!(EvalPart::Mate.of(Some(Eval::Centipawns(-35))), None);
    /// assert_eq!(EvalPart::Mate.of(Some(Eval::Mate(3))), Some(3));
    /// ```
    #[inline]
    pub fn of(self, eval: Option<Eval>) -> Option<i32> {
        match (self, eval?) {
            (EvalPart::Centipawns, Eval::Centipawns(cp)) => Some(cp),
            (EvalPart::Mate, Eval::Mate(moves)) => Some(moves),
            _ => None,
        }
    }
}
