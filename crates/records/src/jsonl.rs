//! JSON Lines: one JSON object per row, its keys the [`Table`]'s columns in order.

use std::io::{self, Write};

use crate::json::{write_string, write_value};
use crate::record::GameRecord;
use crate::table::Table;

/// Writes `record`'s rows in `table` as lines of JSON, one per row: an object with every
/// column, `null` where a cell is empty; lists are arrays, `other_tags` an object, `UTCDate`
/// and `UTCTime` ISO 8601 text.
///
/// ```
/// use fianchetto::pgn::{Reader, Replay};
/// use fianchetto_records::{RecordExtractor, Table, write_json_lines};
///
/// let pgn = "[WhiteElo \"1500\"]\n\n1. e4 *\n";
/// let mut extract = Replay::new(RecordExtractor::new());
/// let record = Reader::new(pgn.as_bytes()).read_game(&mut extract)?.expect("a game");
/// let mut line = Vec::new();
/// write_json_lines(&mut line, Table::Games, &record)?;
/// let line = String::from_utf8(line)?;
/// assert!(line.starts_with(r#"{"game":1,"offset":0,"Event":null,"#), "{line}");
/// assert!(line.contains(r#""WhiteElo":1500,"BlackElo":null,"#), "{line}");
/// assert!(line.contains(r#""moves_uci":["e2e4"],"moves_san":["e4"],"clocks":[null],"#));
/// assert!(line.ends_with("\"error\":null}\n"));
///
/// let mut extract = Replay::new(RecordExtractor::new().with_position_keys());
/// let record = Reader::new(pgn.as_bytes()).read_game(&mut extract)?.expect("a game");
/// let mut lines = Vec::new();
/// write_json_lines(&mut lines, Table::Plies, &record)?;
/// let lines = String::from_utf8(lines)?;
/// assert_eq!(lines.lines().count(), 2);
/// assert!(lines.starts_with(r#"{"game":1,"ply":0,"key":"#), "{lines}");
/// assert!(lines.contains(r#""uci":"e2e4","san":"e4","Result":null,"WhiteElo":1500,"#));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// When writing to `out` fails.
pub fn write_json_lines(out: &mut impl Write, table: Table, record: &GameRecord) -> io::Result<()> {
    let columns = table.columns();
    for row in table.rows(record) {
        out.write_all(b"{")?;
        for (index, column) in columns.iter().enumerate() {
            if index > 0 {
                out.write_all(b",")?;
            }
            write_string(out, column.name)?;
            out.write_all(b":")?;
            write_value(out, &column.cell(row))?;
        }
        out.write_all(b"}\n")?;
    }
    Ok(())
}
