//! [`Row`]: what a column reads its cell off: a game's record, and which of its positions.

use crate::record::GameRecord;

/// One row of a [`Table`](crate::Table): a game's record, and for
/// [`Table::Plies`](crate::Table::Plies) which of its positions.
///
/// ```
/// use fianchetto_records::{GameRecord, Row};
///
/// let record = GameRecord { plies: 3, ..GameRecord::default() };
/// let row = Row::from(&record);
/// assert_eq!(row.ply, 3);
/// ```
#[derive(Copy, Clone, Debug)]
pub struct Row<'a> {
    /// The game.
    pub record: &'a GameRecord,
    /// How many plies were played before the row's position; in a game's own row, all of them.
    pub ply: u32,
}

/// A game's own row.
impl<'a> From<&'a GameRecord> for Row<'a> {
    fn from(record: &'a GameRecord) -> Row<'a> {
        Row {
            record,
            ply: record.plies,
        }
    }
}
