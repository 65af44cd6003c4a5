//! [`Table`]: the two shapes a game can take as rows, one row per game or one per position.

use crate::column::{COLUMNS, Column, PLY_COLUMNS};
use crate::record::GameRecord;
use crate::row::Row;

/// The rows a game becomes: one per game ([`COLUMNS`]), or one per position of its mainline
/// ([`PLY_COLUMNS`], for position queries in SQL; its records need
/// [`RecordExtractor::with_position_keys`](crate::RecordExtractor::with_position_keys)).
///
/// ```
/// use fianchetto::pgn::{Reader, Replay};
/// use fianchetto_records::{Cell, RecordExtractor, Table};
///
/// let mut extract = Replay::new(RecordExtractor::new().with_position_keys());
/// let pgn = "[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 1-0\n";
/// let record = Reader::new(pgn.as_bytes()).read_game(&mut extract)?.expect("a game");
/// assert_eq!(Table::Games.rows(&record).count(), 1);
/// let uci = &Table::Plies.columns()[3];
/// let moves: Vec<Cell> = Table::Plies.rows(&record).map(|row| uci.cell(row)).collect();
/// assert_eq!(moves.len(), 4);
/// assert_eq!(moves[2], Cell::Text("d1h5".into()));
/// assert_eq!(moves[3], Cell::Null); // the last position: no move was played from it
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Table {
    /// One row per game.
    #[default]
    Games,
    /// One row per mainline position, the start included: a game of N plies is N + 1 rows.
    Plies,
}

impl Table {
    /// The table's columns, in order.
    ///
    /// ```
    /// use fianchetto_records::{COLUMNS, PLY_COLUMNS, Table};
    ///
    /// assert_eq!(Table::Games.columns().len(), COLUMNS.len());
    /// assert_eq!(Table::Plies.columns().len(), PLY_COLUMNS.len());
    /// ```
    pub fn columns(self) -> &'static [Column] {
        match self {
            Table::Games => COLUMNS,
            Table::Plies => PLY_COLUMNS,
        }
    }

    /// The rows `record` becomes in this table, in order.
    ///
    /// ```
    /// use fianchetto::pgn::{Reader, Replay};
    /// use fianchetto_records::{RecordExtractor, Table};
    ///
    /// let mut extract = Replay::new(RecordExtractor::new());
    /// let record = Reader::new(&b"1. d4 d5 *\n"[..]).read_game(&mut extract)?.expect("a game");
    /// let plies: Vec<u32> = Table::Plies.rows(&record).map(|row| row.ply).collect();
    /// assert_eq!(plies, [0, 1, 2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rows(self, record: &GameRecord) -> impl ExactSizeIterator<Item = Row<'_>> {
        let plies = match self {
            Table::Games => record.plies..record.plies + 1,
            Table::Plies => 0..record.plies + 1,
        };
        plies.map(move |ply| Row { record, ply })
    }
}
