//! How `fianchetto export` writes its records: as JSON Lines, CSV or Parquet.

use std::io::{BufWriter, Write};

use clap::ValueEnum;
use fianchetto_records::{GameRecord, Table, write_csv_header, write_csv_rows, write_json_lines};

/// The output formats of `fianchetto export`.
#[derive(Copy, Clone, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    /// Apache Parquet, zstd-compressed (needs the `parquet` feature).
    Parquet,
    /// JSON Lines: one object per game.
    Jsonl,
    /// CSV with a header; list and map cells are JSON text.
    Csv,
}

impl Format {
    /// The format a file name's extension names, if any.
    pub(crate) fn from_path(path: &str) -> Option<Format> {
        let extension = std::path::Path::new(path).extension()?.to_str()?;
        match extension.to_ascii_lowercase().as_str() {
            "parquet" => Some(Format::Parquet),
            "jsonl" | "ndjson" => Some(Format::Jsonl),
            "csv" => Some(Format::Csv),
            _ => None,
        }
    }
}

/// An open output, ready for records.
pub(crate) enum Sink {
    Jsonl(BufWriter<Box<dyn Write + Send>>, Table),
    Csv(BufWriter<Box<dyn Write + Send>>, Table),
    #[cfg(feature = "parquet")]
    Parquet(Box<fianchetto_export::ParquetWriter<BufWriter<Box<dyn Write + Send>>>>),
}

/// Why a build without the `parquet` feature cannot write Parquet, and what to do.
#[cfg(not(feature = "parquet"))]
const WITHOUT_PARQUET: &str = "parquet output needs the `parquet` feature: build with \
     `cargo build --release --features parquet`, or use --format jsonl or csv";

/// Fails, before any file is touched, when this build cannot write `format`.
pub(crate) fn check_supported(format: Format) -> anyhow::Result<()> {
    #[cfg(not(feature = "parquet"))]
    if format == Format::Parquet {
        anyhow::bail!(WITHOUT_PARQUET);
    }
    let _ = format;
    Ok(())
}

impl Sink {
    /// Starts a `format` file of `table`'s rows on `out`; Parquet is encoded by
    /// `encoding_threads` threads of its own (0: on the caller's thread).
    pub(crate) fn start(
        out: Box<dyn Write + Send>,
        format: Format,
        table: Table,
        encoding_threads: usize,
    ) -> anyhow::Result<Sink> {
        check_supported(format)?;
        let mut out = BufWriter::with_capacity(1 << 20, out);
        Ok(match format {
            Format::Jsonl => Sink::Jsonl(out, table),
            Format::Csv => {
                write_csv_header(&mut out, table)?;
                Sink::Csv(out, table)
            }
            #[cfg(feature = "parquet")]
            Format::Parquet => {
                let writer =
                    fianchetto_export::ParquetWriter::with_threads(out, table, encoding_threads)
                        .map_err(parquet_error)?;
                Sink::Parquet(Box::new(writer))
            }
            #[cfg(not(feature = "parquet"))]
            Format::Parquet => {
                let _ = (encoding_threads, table);
                anyhow::bail!(WITHOUT_PARQUET)
            }
        })
    }

    pub(crate) fn write(&mut self, record: &GameRecord) -> anyhow::Result<()> {
        match self {
            Sink::Jsonl(out, table) => write_json_lines(out, *table, record)?,
            Sink::Csv(out, table) => write_csv_rows(out, *table, record)?,
            #[cfg(feature = "parquet")]
            Sink::Parquet(writer) => writer.write(record).map_err(parquet_error)?,
        }
        Ok(())
    }

    /// Writes what is buffered (and Parquet's footer).
    pub(crate) fn finish(self) -> anyhow::Result<()> {
        let mut out = match self {
            Sink::Jsonl(out, _) | Sink::Csv(out, _) => out,
            #[cfg(feature = "parquet")]
            Sink::Parquet(writer) => writer.finish().map_err(parquet_error)?,
        };
        out.flush()?;
        Ok(())
    }
}

/// A Parquet error as the run reports it. `ParquetError::External`, which carries the output's
/// own error, writes that error's message after `External: ` and returns it as its source too,
/// so its chain would say it twice: the carried error stands for it.
#[cfg(feature = "parquet")]
fn parquet_error(err: fianchetto_export::ParquetError) -> anyhow::Error {
    match err {
        fianchetto_export::ParquetError::External(carried) => anyhow::Error::from_boxed(carried),
        err => anyhow::Error::new(err),
    }
}

#[cfg(all(test, feature = "parquet"))]
mod tests {
    use std::io;

    use fianchetto_export::ParquetError;

    use super::parquet_error;
    use crate::exit::one_line;

    #[test]
    fn a_parquet_error_carrying_the_output_s_error_says_it_once() {
        let full = || io::Error::from(io::ErrorKind::StorageFull);
        let err = parquet_error(ParquetError::External(Box::new(full())))
            .context("cannot write /dev/full");
        assert_eq!(
            one_line(&err),
            format!("cannot write /dev/full: {}", full())
        );
        let general = parquet_error(ParquetError::General("the encoder panicked".into()));
        assert_eq!(one_line(&general), "Parquet error: the encoder panicked");
    }
}
