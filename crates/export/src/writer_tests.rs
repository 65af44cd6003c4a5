//! The writer against the parquet crate's own `ArrowWriter` handed the same batches: the same
//! file, byte for byte, for any number of threads, with row groups cut by rows and by size.

use arrow_array::RecordBatch;
use fianchetto_records::{GameRecord, Table};
use parquet::arrow::ArrowWriter;
use parquet::file::reader::{FileReader, SerializedFileReader};

use super::{BATCH_ROWS, Limits, ParquetWriter, properties};
use crate::columns::Columns;
use crate::schema::schema;

#[path = "../../records/tests/support/mod.rs"]
mod support;

/// What `ArrowWriter` writes for `records`, given as batches of [`BATCH_ROWS`].
fn arrow_writer_file(records: &[GameRecord], limits: Limits) -> Vec<u8> {
    let schema = schema(Table::Games);
    let properties = properties(&schema, limits);
    let mut writer =
        ArrowWriter::try_new(Vec::new(), schema.clone(), Some(properties)).expect("a header");
    for batch in records.chunks(BATCH_ROWS) {
        let mut columns = Columns::new(Table::Games);
        for record in batch {
            columns
                .append(record)
                .expect("cells of their columns' types");
        }
        let batch = RecordBatch::try_new(schema.clone(), columns.finish()).expect("a batch");
        writer.write(&batch).expect("the batch is written");
    }
    writer.into_inner().expect("the footer is written")
}

/// The row groups of `ArrowWriter`'s file for `records`, after checking that the writer makes
/// that file byte for byte with each number of `threads`.
fn row_groups_as_arrow_writer(
    records: &[GameRecord],
    limits: Limits,
    threads: &[usize],
) -> Vec<i64> {
    let expected = arrow_writer_file(records, limits);
    for &threads in threads {
        let mut writer = ParquetWriter::with_limits(Vec::new(), Table::Games, threads, limits)
            .expect("a header");
        for record in records {
            writer.write(record).expect("the record is written");
        }
        let written = writer.finish().expect("the footer is written");
        assert!(written == expected, "{threads} threads");
    }
    row_groups(&expected)
}

/// The corpus's first 2,000 games five times over: more than a batch.
fn records() -> Vec<GameRecord> {
    let games = support::records(&support::corpus_2k());
    let records: Vec<GameRecord> = (0..5).flat_map(|_| games.iter().cloned()).collect();
    assert!(records.len() > BATCH_ROWS);
    records
}

fn row_groups(file: &[u8]) -> Vec<i64> {
    let bytes = bytes::Bytes::copy_from_slice(file);
    let reader = SerializedFileReader::new(bytes).expect("a Parquet file");
    let metadata = reader.metadata();
    metadata
        .row_groups()
        .iter()
        .map(|group| group.num_rows())
        .collect()
}

#[test]
fn the_file_is_arrow_writers_for_any_thread_count() {
    let records = records();
    let limits = Limits {
        rows: super::ROW_GROUP_ROWS,
        bytes: super::ROW_GROUP_BYTES,
    };
    let groups = row_groups_as_arrow_writer(&records, limits, &[0, 1, 2, 5]);
    assert_eq!(groups, [10_000]);
}

#[test]
fn row_groups_are_cut_by_rows_as_arrow_writer_cuts_them() {
    let records = records();
    let limits = Limits {
        rows: 1500,
        bytes: usize::MAX / 2,
    };
    let groups = row_groups_as_arrow_writer(&records, limits, &[0, 3]);
    assert_eq!(groups, [1500, 1500, 1500, 1500, 1500, 1500, 1000]);
}

#[test]
fn row_groups_are_cut_by_size_as_arrow_writer_cuts_them() {
    let records = records();
    let limits = Limits {
        rows: 3000,
        bytes: 1_000_000,
    };
    let groups = row_groups_as_arrow_writer(&records, limits, &[0, 2]);
    // A group short of the row limit before the last one was cut by size.
    let (_, before_last) = groups.split_last().expect("row groups");
    assert!(before_last.iter().any(|&rows| rows < 3000), "{groups:?}");
    assert_eq!(groups.iter().sum::<i64>(), 10_000);
}

/// A size limit that falls inside a batch: the batch is split where the bytes per row so far
/// say the limit will be reached.
#[test]
fn a_batch_is_split_where_its_rows_would_pass_the_size_limit() {
    let records = records();
    // Past the first batch of 8,192 rows (2.6 MB with the opening columns), inside the second.
    let limits = Limits {
        rows: 1_000_000,
        bytes: 2_700_000,
    };
    let groups = row_groups_as_arrow_writer(&records, limits, &[0, 3]);
    assert_eq!(groups.len(), 2, "{groups:?}");
    assert!(groups[0] % BATCH_ROWS as i64 != 0, "{groups:?}");
}

/// A worker that panics (here the one that takes the last column, whose array is missing) is
/// an error, then and on every round after it, never a hang: the other workers live on, and a
/// pool that counted on the dead one's word would wait for ever.
#[test]
fn a_panicking_encoder_is_an_error_not_a_hang() {
    use std::sync::Arc;

    use crate::column_encoder::Job;

    let limits = Limits {
        rows: 1000,
        bytes: 1 << 30,
    };
    let one = support::records(b"[Event \"e\"]\n\n1. e4 *\n");
    for threads in [1, 2, 7] {
        let mut writer = ParquetWriter::with_limits(Vec::new(), Table::Games, threads, limits)
            .expect("a header");
        writer.open_row_group().expect("a row group");
        let mut batch = Columns::new(Table::Games);
        batch.append(&one[0]).expect("a row");
        let mut arrays = batch.finish();
        arrays.pop();
        let arrays: Arc<[arrow_array::ArrayRef]> = arrays.into();
        for round in 0..3 {
            let started = writer.columns.start(Job::Encode(arrays.clone(), 0..1));
            let error = started
                .and_then(|()| writer.columns.wait())
                .expect_err("a panic is an error");
            assert!(
                error.to_string().contains("panicked"),
                "{threads} threads, round {round}: {error}"
            );
        }
    }
}

/// The corpus's first three games, and a one-move game numbered 99, with room in a batch's
/// moves for the first two games and the short one, not for the third.
fn three_games_and_a_short_one() -> (Vec<GameRecord>, GameRecord, usize) {
    let games: Vec<GameRecord> = support::records(&support::corpus_2k())
        .into_iter()
        .take(3)
        .collect();
    let mut short = support::records(b"[Event \"short\"]\n\n1. e4 *\n").remove(0);
    short.game = 99;
    let room = short.moves_uci.text().len();
    assert!(games[2].moves_uci.text().len() > room);
    let limit = games[0].moves_uci.text().len() + games[1].moves_uci.text().len() + room;
    (games, short, limit)
}

/// A record whose cell cannot be appended (here its moves pass the batch's offsets) leaves no
/// part of a row behind: every column keeps the rows appended before it.
#[test]
fn a_record_that_fails_half_way_appends_no_cell() {
    use arrow_array::Array;

    let (games, short, limit) = three_games_and_a_short_one();
    let mut columns = Columns::with_offset_limit(Table::Games, limit);
    columns.append(&games[0]).expect("room for the first game");
    columns.append(&games[1]).expect("room for the second game");
    let error = columns
        .append(&games[2])
        .expect_err("no room for the third");
    assert!(error.to_string().contains("moves_uci"), "{error}");
    columns.append(&short).expect("room for the short game");
    assert_eq!(columns.rows(), 3);
    let lengths: Vec<usize> = columns.finish().iter().map(|array| array.len()).collect();
    assert_eq!(lengths, vec![3; lengths.len()]);
}

/// After a record that failed half-way, the writer goes on, and the file holds the records
/// that were written, each whole.
#[test]
fn the_writer_goes_on_after_a_record_that_failed_half_way() {
    use arrow_array::cast::AsArray;
    use arrow_array::types::Int64Type;
    use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;

    let (games, short, limit) = three_games_and_a_short_one();
    let mut writer = ParquetWriter::new(Vec::new(), Table::Games).expect("a header");
    writer.batch = Columns::with_offset_limit(Table::Games, limit);
    writer.write(&games[0]).expect("room for the first game");
    writer.write(&games[1]).expect("room for the second game");
    let error = writer.write(&games[2]).expect_err("no room for the third");
    assert!(error.to_string().contains("moves_uci"), "{error}");
    writer.write(&short).expect("room for the short game");
    let file = bytes::Bytes::from(writer.finish().expect("the footer is written"));

    let batches: Vec<RecordBatch> = ParquetRecordBatchReaderBuilder::try_new(file)
        .expect("a Parquet file")
        .build()
        .expect("a reader")
        .collect::<Result<_, _>>()
        .expect("the rows read back");
    let [batch] = &batches[..] else {
        panic!("{} batches for three rows", batches.len());
    };
    let column = |name| batch.column_by_name(name).expect("a column");
    let numbers: Vec<i64> = column("game").as_primitive::<Int64Type>().values().to_vec();
    assert_eq!(
        numbers,
        [games[0].game, games[1].game, 99].map(|n| n as i64)
    );
    let moves = column("moves_uci").as_list::<i32>();
    let written = [&games[0], &games[1], &short];
    for (row, record) in written.iter().enumerate() {
        let row_moves = moves.value(row);
        let row_moves: Vec<&str> = row_moves.as_string::<i32>().iter().flatten().collect();
        let expected: Vec<&str> = record.moves_uci.iter().collect();
        assert_eq!(row_moves, expected, "row {row}");
    }
}
