//! Parquet written by `ParquetWriter` and read back with the parquet crate's own reader: the
//! schema, every record of the 2,000-game corpus, and row groups of bounded size.

use std::collections::BTreeMap;
use std::fs::File;
use std::path::PathBuf;

use arrow_array::cast::AsArray;
use arrow_array::types::{Date32Type, Float64Type, Int32Type, Int64Type};
use arrow_array::{Array, RecordBatch};
use fianchetto_export::{ParquetWriter, ROW_GROUP_ROWS, schema};
use fianchetto_records::{COLUMNS, GameRecord, Table};
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;

#[path = "../../records/tests/support/mod.rs"]
mod support;

use support::{corpus_2k, records};

/// A Parquet file in the temporary folder, removed when dropped.
struct ScratchParquet(PathBuf);

impl ScratchParquet {
    fn write(name: &str, records: &[GameRecord]) -> ScratchParquet {
        let path = std::env::temp_dir().join(format!(
            "fianchetto-export-{}-{name}.parquet",
            std::process::id()
        ));
        let mut writer =
            ParquetWriter::new(File::create(&path).expect("a scratch file"), Table::Games)
                .expect("a Parquet header");
        for record in records {
            writer.write(record).expect("the record is written");
        }
        writer.finish().expect("the footer is written");
        ScratchParquet(path)
    }

    fn builder(&self) -> ParquetRecordBatchReaderBuilder<File> {
        ParquetRecordBatchReaderBuilder::try_new(File::open(&self.0).expect("the file"))
            .expect("a Parquet file")
    }

    fn batches(&self) -> Vec<RecordBatch> {
        let reader = self.builder().build().expect("a reader");
        reader.map(|batch| batch.expect("a batch")).collect()
    }
}

impl Drop for ScratchParquet {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

#[test]
fn the_schema_has_every_column_typed() {
    let schema = schema(Table::Games);
    let names: Vec<&str> = schema.fields().iter().map(|f| f.name().as_str()).collect();
    assert_eq!(names[..3], ["game", "offset", "Event"]);
    let type_of = |name: &str| {
        schema
            .field_with_name(name)
            .expect("a column")
            .data_type()
            .to_string()
    };
    assert_eq!(type_of("WhiteElo"), "Int32");
    assert_eq!(type_of("UTCDate"), "Date32");
    assert_eq!(type_of("UTCTime"), "Utf8");
    assert_eq!(type_of("moves_uci"), "List(Utf8)");
    assert_eq!(type_of("clocks"), "List(Float64)");
    assert_eq!(type_of("evals_mate"), "List(Int32)");
    assert!(
        type_of("other_tags").starts_with("Map("),
        "{}",
        type_of("other_tags")
    );
}

/// The schema is the records' column table: a field per column, in order, named as it is and
/// nullable as it is, with one Arrow type per column type.
#[test]
fn the_schema_is_the_column_table() {
    let schema = schema(Table::Games);
    assert_eq!(schema.fields().len(), COLUMNS.len());
    let mut arrow_types = BTreeMap::new();
    for (field, column) in schema.fields().iter().zip(COLUMNS) {
        assert_eq!(field.name(), column.name);
        assert_eq!(field.is_nullable(), column.nullable, "{}", column.name);
        let arrow_type = arrow_types
            .entry(format!("{:?}", column.ty))
            .or_insert_with(|| field.data_type().clone());
        assert_eq!(arrow_type, field.data_type(), "{}", column.name);
    }
    let never_null: Vec<&str> = COLUMNS
        .iter()
        .filter(|column| !column.nullable)
        .map(|column| column.name)
        .collect();
    assert_eq!(
        never_null,
        [
            "game",
            "offset",
            "plies",
            "moves_uci",
            "moves_san",
            "clocks",
            "evals_cp",
            "evals_mate",
            "final_fen"
        ]
    );
}

#[test]
fn the_corpus_reads_back_as_written() {
    let records = records(&corpus_2k());
    let file = ScratchParquet::write("corpus", &records);
    let batches = file.batches();
    assert_eq!(
        batches.iter().map(RecordBatch::num_rows).sum::<usize>(),
        2000
    );
    assert_eq!(batches[0].schema(), schema(Table::Games));
    let mut row = 0;
    for batch in &batches {
        let column = |name: &str| batch.column_by_name(name).expect("a column");
        let games = column("game").as_primitive::<Int64Type>();
        let plies = column("plies").as_primitive::<Int32Type>();
        let uci = column("moves_uci").as_list::<i32>();
        let clocks = column("clocks").as_list::<i32>();
        let error = column("error");
        for index in 0..batch.num_rows() {
            let record = &records[row];
            assert_eq!(games.value(index), row as i64 + 1);
            assert_eq!(plies.value(index), record.plies as i32);
            let moves = uci.value(index);
            let moves: Vec<&str> = moves.as_string::<i32>().iter().flatten().collect();
            assert_eq!(moves, record.moves_uci.iter().collect::<Vec<_>>());
            let seconds = clocks.value(index);
            let seconds: Vec<Option<f64>> = seconds.as_primitive::<Float64Type>().iter().collect();
            assert_eq!(seconds, record.clocks);
            assert!(error.is_null(index));
            row += 1;
        }
    }
    let first = &batches[0];
    let column = |name: &str| first.column_by_name(name).expect("a column");
    assert_eq!(
        column("WhiteElo").as_primitive::<Int32Type>().value(0),
        1769
    );
    assert_eq!(
        column("BlackRatingDiff")
            .as_primitive::<Int32Type>()
            .value(0),
        7
    );
    assert_eq!(
        column("UTCDate").as_primitive::<Date32Type>().value(0),
        19_844
    );
    assert_eq!(
        column("Termination").as_string::<i32>().value(0),
        "Adjudication"
    );
    assert_eq!(
        column("termination_on_board").as_string::<i32>().value(2),
        "checkmate"
    );
    assert_eq!(column("outcome").as_string::<i32>().value(2), "1-0");
    assert!(column("outcome").is_null(0));
    let mates = column("evals_mate").as_list::<i32>().value(10);
    assert_eq!(mates.as_primitive::<Int32Type>().value(69), -5);
}

#[test]
fn row_groups_are_cut_at_the_row_limit() {
    let one = records(b"[Event \"e\"]\n\n1. e4 *\n");
    let many = vec![one[0].clone(); ROW_GROUP_ROWS + 10];
    let file = ScratchParquet::write("row-groups", &many);
    let metadata = file.builder().metadata().clone();
    let rows: Vec<i64> = metadata.row_groups().iter().map(|g| g.num_rows()).collect();
    assert_eq!(rows, [ROW_GROUP_ROWS as i64, 10]);
}

/// An output that takes the file's 4-byte header and fails every write after it.
#[derive(Debug)]
struct FailsAfterHeader(usize);

impl std::io::Write for FailsAfterHeader {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        if self.0 + bytes.len() > 4 {
            return Err(std::io::Error::other("the disk is full"));
        }
        self.0 += bytes.len();
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_failing_output_stops_the_writer_with_its_error() {
    let one = records(b"[Event \"e\"]\n\n1. e4 *\n");
    for threads in [0, 2] {
        let mut writer = ParquetWriter::with_threads(FailsAfterHeader(0), Table::Games, threads)
            .expect("the header fits");
        // The first full row group fails as it is written out.
        let written = (0..3 * ROW_GROUP_ROWS).try_for_each(|_| writer.write(&one[0]));
        let error = written.expect_err("writes went on after the output failed");
        assert!(error.to_string().contains("the disk is full"), "{error}");
        let after = writer
            .write(&one[0])
            .expect_err("a stopped writer takes no more");
        assert!(
            after.to_string().contains("stopped at an earlier error"),
            "{after}"
        );
        assert!(writer.finish().is_err());
    }
}
