//! Writing cells as JSON: strings escaped per RFC 8259, lists as arrays, the tag map as an
//! object.

use std::io::{self, Write};

use crate::cell::Cell;

/// Writes `text` as a JSON string.
pub(crate) fn write_string(out: &mut impl Write, text: &str) -> io::Result<()> {
    out.write_all(b"\"")?;
    let mut rest = text.as_bytes();
    while let Some(index) = rest
        .iter()
        .position(|&b| b == b'"' || b == b'\\' || b < b' ')
    {
        out.write_all(&rest[..index])?;
        match rest[index] {
            b'"' => out.write_all(b"\\\"")?,
            b'\\' => out.write_all(b"\\\\")?,
            b'\n' => out.write_all(b"\\n")?,
            b'\r' => out.write_all(b"\\r")?,
            b'\t' => out.write_all(b"\\t")?,
            c => write!(out, "\\u{c:04x}")?,
        }
        rest = &rest[index + 1..];
    }
    out.write_all(rest)?;
    out.write_all(b"\"")
}

fn write_list<T>(
    out: &mut impl Write,
    items: impl Iterator<Item = T>,
    mut write_item: impl FnMut(&mut dyn Write, T) -> io::Result<()>,
) -> io::Result<()> {
    out.write_all(b"[")?;
    for (index, item) in items.enumerate() {
        if index > 0 {
            out.write_all(b",")?;
        }
        write_item(out, item)?;
    }
    out.write_all(b"]")
}

/// Writes a cell as a JSON value.
pub(crate) fn write_value(out: &mut impl Write, cell: &Cell<'_>) -> io::Result<()> {
    match cell {
        Cell::Null => out.write_all(b"null"),
        Cell::Int64(n) => write!(out, "{n}"),
        Cell::Int32(n) => write!(out, "{n}"),
        Cell::Text(text) => write_string(out, text),
        Cell::Date(date) => write!(out, "\"{date}\""),
        Cell::Time(time) => write!(out, "\"{time}\""),
        Cell::TextList(list) => write_list(out, list.iter(), |out, item| {
            write_string(&mut &mut *out, item)
        }),
        Cell::Float64List(seconds) => write_list(out, seconds.iter(), |out, item| match item {
            Some(seconds) => write_seconds(out, *seconds),
            None => out.write_all(b"null"),
        }),
        Cell::Evals(evals, part) => {
            write_list(out, evals.iter(), |out, &eval| match part.of(eval) {
                Some(n) => write!(out, "{n}"),
                None => out.write_all(b"null"),
            })
        }
        Cell::TextMap(pairs) => {
            out.write_all(b"{")?;
            for (index, (name, value)) in pairs.iter().enumerate() {
                if index > 0 {
                    out.write_all(b",")?;
                }
                write_string(out, name)?;
                out.write_all(b":")?;
                write_string(out, value)?;
            }
            out.write_all(b"}")
        }
    }
}

/// Writes a clock reading: whole seconds (nearly all of them) as integers, which is much
/// faster than float formatting and reads the same.
pub(crate) fn write_seconds(out: &mut dyn Write, seconds: f64) -> io::Result<()> {
    if seconds.fract() == 0.0 && (0.0..1e15).contains(&seconds) {
        // Whole and in range, so the cast is exact.
        write!(out, "{}", seconds as u64)
    } else {
        write!(out, "{seconds}")
    }
}
