//! CSV (RFC 4180): a header of a [`Table`]'s columns, then its rows.

use std::io::{self, Write};

use crate::cell::Cell;
use crate::json::write_value;
use crate::record::GameRecord;
use crate::row::Row;
use crate::table::Table;

/// Writes the CSV header line of `table`.
///
/// ```
/// use fianchetto_records::{Table, write_csv_header};
///
/// let mut header = Vec::new();
/// write_csv_header(&mut header, Table::Games)?;
/// assert!(header.starts_with(b"game,offset,Event,Site,Date,"));
/// header.clear();
/// write_csv_header(&mut header, Table::Plies)?;
/// assert!(header.starts_with(b"game,ply,key,uci,san,"));
/// # Ok::<(), std::io::Error>(())
/// ```
///
/// # Errors
///
/// When writing to `out` fails.
pub fn write_csv_header(out: &mut impl Write, table: Table) -> io::Result<()> {
    for (index, column) in table.columns().iter().enumerate() {
        if index > 0 {
            out.write_all(b",")?;
        }
        out.write_all(column.name.as_bytes())?;
    }
    out.write_all(b"\n")
}

/// Writes `record`'s rows in `table` as CSV rows, cells in the table's column order: scalars as
/// plain text (an empty cell for null), and the list and map cells (`moves_uci`, `clocks`,
/// `other_tags`, ...) as the same JSON text that [`write_json_lines`](crate::write_json_lines)
/// writes, quoted.
///
/// ```
/// use fianchetto::pgn::{Reader, Replay};
/// use fianchetto_records::{RecordExtractor, Table, write_csv_rows};
///
/// let pgn = "[Event \"Rated, \\\"blitz\\\"\"]\n\n1. e4 e5 *\n";
/// let mut extract = Replay::new(RecordExtractor::new());
/// let record = Reader::new(pgn.as_bytes()).read_game(&mut extract)?.expect("a game");
/// let mut row = Vec::new();
/// write_csv_rows(&mut row, Table::Games, &record)?;
/// let row = String::from_utf8(row)?;
/// assert!(row.starts_with(r#"1,0,"Rated, ""blitz""",,"#), "{row}");
/// assert!(row.contains(r#",2,"[""e2e4"",""e7e5""]","[""e4"",""e5""]","[null,null]","#));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// When writing to `out` fails.
pub fn write_csv_rows(out: &mut impl Write, table: Table, record: &GameRecord) -> io::Result<()> {
    for row in table.rows(record) {
        write_csv_row(out, table, row)?;
    }
    Ok(())
}

/// One CSV row.
fn write_csv_row(out: &mut impl Write, table: Table, row: Row<'_>) -> io::Result<()> {
    let mut field = Vec::new();
    for (index, column) in table.columns().iter().enumerate() {
        if index > 0 {
            out.write_all(b",")?;
        }
        field.clear();
        match column.cell(row) {
            Cell::Null => {}
            Cell::Int64(n) => write!(field, "{n}")?,
            Cell::Int32(n) => write!(field, "{n}")?,
            Cell::Text(text) => field.extend_from_slice(text.as_bytes()),
            Cell::Date(date) => write!(field, "{date}")?,
            Cell::Time(time) => write!(field, "{time}")?,
            list_or_map @ (Cell::TextList(_)
            | Cell::Float64List(_)
            | Cell::Evals(..)
            | Cell::TextMap(_)) => write_value(&mut field, &list_or_map)?,
        }
        write_field(out, &field)?;
    }
    out.write_all(b"\n")
}

/// Writes one field, quoted only when it holds a comma, quote or line break.
fn write_field(out: &mut impl Write, field: &[u8]) -> io::Result<()> {
    if !field
        .iter()
        .any(|b| matches!(b, b',' | b'"' | b'\n' | b'\r'))
    {
        return out.write_all(field);
    }
    out.write_all(b"\"")?;
    for part in field.split_inclusive(|&b| b == b'"') {
        out.write_all(part)?;
        if part.ends_with(b"\"") {
            out.write_all(b"\"")?;
        }
    }
    out.write_all(b"\"")
}
