//! JSON Lines: one JSON object per game, its keys the [`COLUMNS`](crate::COLUMNS) in order.

use std::io::{self, Write};

use crate::column::COLUMNS;
use crate::json::{write_string, write_value};
use crate::record::GameRecord;

/// Writes `record` as one line of JSON: an object with every column, `null` where a cell is
/// empty; lists are arrays, `other_tags` an object, `UTCDate` and `UTCTime` ISO 8601 text.
///
/// ```
/// use fianchetto::pgn::{Reader, Replay};
/// use fianchetto_records::{RecordExtractor, write_json_line};
///
/// let pgn = "[WhiteElo \"1500\"]\n\n1. e4 *\n";
/// let mut extract = Replay::new(RecordExtractor::new());
/// let record = Reader::new(pgn.as_bytes()).read_game(&mut extract)?.expect("a game");
/// let mut line = Vec::new();
/// write_json_line(&mut line, &record)?;
/// let line = String::from_utf8(line)?;
/// assert!(line.starts_with(r#"{"game":1,"offset":0,"Event":null,"#), "{line}");
/// assert!(line.contains(r#""WhiteElo":1500,"BlackElo":null,"#), "{line}");
/// assert!(line.contains(r#""moves_uci":["e2e4"],"moves_san":["e4"],"clocks":[null],"#));
/// assert!(line.ends_with("\"error\":null}\n"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// When writing to `out` fails.
pub fn write_json_line(out: &mut impl Write, record: &GameRecord) -> io::Result<()> {
    out.write_all(b"{")?;
    for (index, column) in COLUMNS.iter().enumerate() {
        if index > 0 {
            out.write_all(b",")?;
        }
        write_string(out, column.name)?;
        out.write_all(b":")?;
        write_value(out, &column.cell(record))?;
    }
    out.write_all(b"}\n")
}
