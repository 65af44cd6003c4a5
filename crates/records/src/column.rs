//! [`COLUMNS`] and [`PLY_COLUMNS`]: the one list of each [`Table`](crate::Table)'s columns
//! (name, type, whether it can be null, and how to read its cell off a [`Row`]), which the JSON
//! Lines, CSV and Parquet writers all iterate, so that a new column is one entry here.

use std::borrow::Cow;

use fianchetto::index::{PgnDate, Speed};

use crate::cell::{Cell, EvalPart};
use crate::column_type::ColumnType;
use crate::known_tag::KnownTag;
use crate::record::GameRecord;
use crate::row::Row;

/// One column of a table: its name, its type, whether a cell can be null, and how to read the
/// cell off a row.
///
/// ```
/// use fianchetto::pgn::{Reader, Replay};
/// use fianchetto_records::{COLUMNS, Cell, RecordExtractor};
///
/// let mut extract = Replay::new(RecordExtractor::new());
/// let pgn = "[WhiteElo \"1500\"]\n\n1. e4 *\n";
/// let record = Reader::new(pgn.as_bytes()).read_game(&mut extract)?.expect("a game");
/// let elo = COLUMNS.iter().find(|column| column.name == "WhiteElo").expect("a column");
/// assert!(elo.nullable);
/// assert_eq!(elo.cell(&record), Cell::Int32(1500));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Column {
    /// The column's name: a JSON key, a CSV header, a Parquet field.
    pub name: &'static str,
    /// What its cells hold.
    pub ty: ColumnType,
    /// Whether a cell can be [`Cell::Null`]; when not, every record fills it, even a broken
    /// game's (with what was read before the error).
    pub nullable: bool,
    fill: Fill,
}

/// How a column's cell is read off a record.
#[derive(Debug, Clone, Copy)]
enum Fill {
    /// A known tag's value, read as the tag's type.
    Tag(KnownTag),
    /// Anything else of the game.
    Record(for<'a> fn(&'a GameRecord) -> Cell<'a>),
    /// Anything of one ply's row.
    Ply(for<'a> fn(Row<'a>) -> Cell<'a>),
}

impl Column {
    const fn new(
        name: &'static str,
        ty: ColumnType,
        nullable: bool,
        fill: for<'a> fn(&'a GameRecord) -> Cell<'a>,
    ) -> Column {
        Column {
            name,
            ty,
            nullable,
            fill: Fill::Record(fill),
        }
    }

    const fn ply(
        name: &'static str,
        ty: ColumnType,
        nullable: bool,
        fill: for<'a> fn(Row<'a>) -> Cell<'a>,
    ) -> Column {
        Column {
            name,
            ty,
            nullable,
            fill: Fill::Ply(fill),
        }
    }

    const fn tag(tag: KnownTag) -> Column {
        Column {
            name: tag.name(),
            ty: tag.kind(),
            nullable: true,
            fill: Fill::Tag(tag),
        }
    }

    /// The column's cell in a row (a game's record, or one of its plies): [`Cell::Null`] or a
    /// cell of the column's [type](Self::ty).
    ///
    /// ```
    /// use fianchetto::pgn::{Reader, Replay};
    /// use fianchetto_records::{COLUMNS, Cell, RecordExtractor};
    ///
    /// let pgn = "[WhiteElo \"2850\"]\n\n1. e4 e5 *\n";
    /// let mut extract = Replay::new(RecordExtractor::new());
    /// let record = Reader::new(pgn.as_bytes()).read_game(&mut extract)?.expect("a game");
    /// let column = |name| COLUMNS.iter().find(|c| c.name == name).expect("a column");
    /// assert_eq!(column("WhiteElo").cell(&record), Cell::Int32(2850));
    /// assert_eq!(column("BlackElo").cell(&record), Cell::Null);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn cell<'a>(&self, row: impl Into<Row<'a>>) -> Cell<'a> {
        let row = row.into();
        match self.fill {
            Fill::Tag(tag) => row.record.tags.cell(tag),
            Fill::Record(fill) => fill(row.record),
            Fill::Ply(fill) => fill(row),
        }
    }
}

/// The columns of a record, in order: `game`, `offset`, a column per
/// [`KnownTag`](crate::KnownTag) (in [`KnownTag::ALL`]'s order), `other_tags`, then what the
/// replay found. JSON Lines, CSV and Parquet write these columns in this order, so a column added
/// here is in all of them.
///
/// ```
/// use fianchetto_records::{COLUMNS, ColumnType};
///
/// let names: Vec<&str> = COLUMNS.iter().map(|column| column.name).collect();
/// assert_eq!(names.len(), 36);
/// assert_eq!(names[..3], ["game", "offset", "Event"]);
/// assert_eq!(names.last(), Some(&"error"));
/// assert_eq!(COLUMNS[0].ty, ColumnType::Int64);
/// assert!(!COLUMNS[0].nullable);
/// ```
pub const COLUMNS: &[Column] = &ALL;

/// Where the game is in the input.
const PLACE: &[Column] = &[
    Column::new("game", ColumnType::Int64, false, |r| {
        Cell::Int64(saturating_i64(r.game))
    }),
    Column::new("offset", ColumnType::Int64, false, |r| {
        Cell::Int64(saturating_i64(r.offset))
    }),
];

/// After the known tags: the other tags, and what the replay found.
const REPLAYED: &[Column] = &[
    Column::new("other_tags", ColumnType::TextMap, true, |r| {
        Cell::TextMap(r.tags.other())
    }),
    Column::new("plies", ColumnType::Int32, false, |r| {
        Cell::Int32(i32::try_from(r.plies).unwrap_or(i32::MAX))
    }),
    Column::new("moves_uci", ColumnType::TextList, false, |r| {
        Cell::TextList(&r.moves_uci)
    }),
    Column::new("moves_san", ColumnType::TextList, false, |r| {
        Cell::TextList(&r.moves_san)
    }),
    Column::new("clocks", ColumnType::Float64List, false, |r| {
        Cell::Float64List(&r.clocks)
    }),
    Column::new("evals_cp", ColumnType::Int32List, false, |r| {
        Cell::Evals(&r.evals, EvalPart::Centipawns)
    }),
    Column::new("evals_mate", ColumnType::Int32List, false, |r| {
        Cell::Evals(&r.evals, EvalPart::Mate)
    }),
    Column::new("final_fen", ColumnType::Text, false, |r| {
        Cell::Text(Cow::Borrowed(&r.final_fen))
    }),
    Column::new("detected_eco", ColumnType::Text, true, |r| {
        Cell::text(r.opening.map(|opening| opening.eco()))
    }),
    Column::new("detected_opening", ColumnType::Text, true, |r| {
        Cell::text(r.opening.map(|opening| opening.name()))
    }),
    Column::new("outcome", ColumnType::Text, true, |r| {
        Cell::text(r.outcome_text())
    }),
    Column::new("termination_on_board", ColumnType::Text, true, |r| {
        Cell::text(r.termination_text())
    }),
    Column::new("error", ColumnType::Text, true, |r| {
        r.error_text()
            .map_or(Cell::Null, |text| Cell::Text(Cow::Owned(text)))
    }),
];

/// The columns of [`Table::Plies`](crate::Table::Plies), in order: one row per position of a
/// game's mainline, the start included. The row of ply N holds the position after N plies,
/// its `key` ([`position_key`](fianchetto::index::position_key), the one
/// `fianchetto explore --json` prints), and the move played from it, null in the last row: so
/// SQL over the rows answers what the position index answers. `speed` is lichess's bucket of
/// `TimeControl` and `date` is `UTCDate`, else `Date`, as `YYYY.MM.DD` with `??` for what is
/// unknown: the explorer's own readings.
///
/// ```
/// use fianchetto_records::{PLY_COLUMNS, ColumnType};
///
/// let names: Vec<&str> = PLY_COLUMNS.iter().map(|column| column.name).collect();
/// assert_eq!(
///     names,
///     ["game", "ply", "key", "uci", "san", "Result", "WhiteElo", "BlackElo", "speed", "date",
///      "White", "Black"],
/// );
/// assert_eq!(PLY_COLUMNS[2].ty, ColumnType::Int64);
/// ```
pub const PLY_COLUMNS: &[Column] = &[
    PLACE[0],
    Column::ply("ply", ColumnType::Int32, false, |row| {
        Cell::Int32(i32::try_from(row.ply).unwrap_or(i32::MAX))
    }),
    // Null only in records made without keys (`RecordExtractor::with_position_keys`).
    Column::ply("key", ColumnType::Int64, true, |row| {
        let keys = &row.record.position_keys;
        keys.get(row.ply as usize)
            .map_or(Cell::Null, |&key| Cell::Int64(key))
    }),
    Column::ply("uci", ColumnType::Text, true, |row| {
        Cell::text(row.record.moves_uci.get(row.ply as usize))
    }),
    Column::ply("san", ColumnType::Text, true, |row| {
        Cell::text(row.record.moves_san.get(row.ply as usize))
    }),
    Column::tag(KnownTag::Result),
    Column::tag(KnownTag::WhiteElo),
    Column::tag(KnownTag::BlackElo),
    Column::new("speed", ColumnType::Text, true, |r| {
        let time_control = r.tags.get(KnownTag::TimeControl);
        Cell::text(
            time_control
                .and_then(Speed::from_time_control)
                .map(Speed::name),
        )
    }),
    Column::new("date", ColumnType::Text, false, |r| {
        let date = match r.tags.get(KnownTag::UtcDate) {
            Some(utc) if !utc.is_empty() => utc,
            _ => r.tags.get(KnownTag::Date).unwrap_or(""),
        };
        Cell::Text(Cow::Owned(PgnDate::parse(date).to_string()))
    }),
    Column::tag(KnownTag::White),
    Column::tag(KnownTag::Black),
];

/// [`PLACE`], a column per known tag, then [`REPLAYED`].
const ALL: [Column; PLACE.len() + KnownTag::ALL.len() + REPLAYED.len()] = {
    let mut all = [PLACE[0]; PLACE.len() + KnownTag::ALL.len() + REPLAYED.len()];
    let mut at = 0;
    let mut index = 0;
    while index < PLACE.len() {
        all[at] = PLACE[index];
        (at, index) = (at + 1, index + 1);
    }
    index = 0;
    while index < KnownTag::ALL.len() {
        all[at] = Column::tag(KnownTag::ALL[index]);
        (at, index) = (at + 1, index + 1);
    }
    index = 0;
    while index < REPLAYED.len() {
        all[at] = REPLAYED[index];
        (at, index) = (at + 1, index + 1);
    }
    all
};

/// Counts past `i64::MAX` (which no file reaches) stay at the maximum rather than wrap.
fn saturating_i64(count: u64) -> i64 {
    i64::try_from(count).unwrap_or(i64::MAX)
}
