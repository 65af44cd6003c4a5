//! Records of real games: the 2,000-game corpus's counts and a few games checked field by field,
//! broken games, and the exact JSON Lines and CSV text of a small game.

use std::ops::ControlFlow;

use fianchetto::pgn::{Error, ParallelReader, Reader, Replay, ReplayError};
use fianchetto_records::{
    COLUMNS, Cell, ColumnType, GameRecord, KnownTag, RecordExtractor, Table, write_csv_header,
    write_csv_rows, write_json_lines,
};

mod support;

use support::{corpus_2k, records};

#[test]
fn the_corpus_gives_one_record_per_game_with_its_ending() {
    let records = records(&corpus_2k());
    assert_eq!(records.len(), 2000);
    assert!(
        records
            .iter()
            .enumerate()
            .all(|(i, r)| r.game == i as u64 + 1)
    );
    assert_eq!(
        records.iter().map(|r| u64::from(r.plies)).sum::<u64>(),
        175_928
    );
    assert!(records.iter().all(|r| r.error.is_none()));
    let count = |name: &str| {
        records
            .iter()
            .filter(|r| r.termination_text() == Some(name))
            .count()
    };
    assert_eq!(count("checkmate"), 518);
    assert_eq!(count("insufficient_material"), 12);
    assert_eq!(count("stalemate"), 2);
    assert_eq!(
        records.iter().filter(|r| r.termination.is_none()).count(),
        1468
    );
    let with_evals = records
        .iter()
        .filter(|r| r.evals_cp().flatten().count() > 0);
    assert_eq!(with_evals.count(), 739);
}

#[test]
fn the_first_game_has_typed_tags_and_a_clock_per_ply() {
    let first = &records(&corpus_2k())[0];
    assert_eq!((first.game, first.offset, first.plies), (1, 0, 200));
    let tags = &first.tags;
    assert_eq!(tags.get(KnownTag::White), Some("Iron_Player"));
    assert_eq!(tags.get(KnownTag::Termination), Some("Adjudication"));
    assert_eq!(tags.integer(KnownTag::WhiteElo), Some(1769));
    assert_eq!(tags.integer(KnownTag::WhiteRatingDiff), Some(-7));
    assert_eq!(tags.integer(KnownTag::BlackRatingDiff), Some(7));
    assert_eq!(
        tags.date(KnownTag::UtcDate).map(|d| d.days_since_epoch()),
        Some(19_844)
    );
    assert_eq!(
        tags.time(KnownTag::UtcTime)
            .map(|t| t.seconds_since_midnight()),
        Some(5)
    );
    assert!(tags.other().is_empty());
    assert_eq!(
        first.moves_uci.iter().take(3).collect::<Vec<_>>(),
        ["d2d4", "g8f6", "c2c4"]
    );
    assert_eq!(
        first.moves_san.iter().take(3).collect::<Vec<_>>(),
        ["d4", "Nf6", "c4"]
    );
    assert_eq!(first.clocks.len(), 200);
    assert_eq!(first.clocks[..3], [Some(597.0), Some(599.0), Some(584.0)]);
    assert_eq!(first.clocks[199], Some(23.0));
    assert_eq!(first.final_fen, "8/8/3q4/6K1/8/7P/8/2k5 w - - 30 101");
    // Adjudicated: the board had not decided it.
    assert_eq!((first.outcome_text(), first.termination), (None, None));
}

#[test]
fn a_checkmate_game_records_its_winner_and_reason() {
    let third = &records(&corpus_2k())[2];
    assert_eq!((third.game, third.offset, third.plies), (3, 7683, 111));
    assert_eq!(third.moves_san.get(110), Some("Qe7#"));
    assert_eq!(
        third.final_fen,
        "4k3/4Q3/P5p1/5N2/8/2P5/7P/2K3b1 b - - 14 56"
    );
    assert_eq!(third.outcome_text(), Some("1-0"));
    assert_eq!(third.termination_text(), Some("checkmate"));
}

#[test]
fn evaluations_keep_mate_scores_apart_from_centipawns() {
    let eleventh = &records(&corpus_2k())[10];
    let cp: Vec<_> = eleventh.evals_cp().collect();
    let mate: Vec<_> = eleventh.evals_mate().collect();
    assert_eq!((cp.len(), mate.len()), (78, 78));
    assert_eq!(cp[62..64], [Some(-105), Some(-452)]);
    assert_eq!((cp[69], mate[69]), (None, Some(-5)));
    assert_eq!(cp.iter().flatten().count(), 6);
    assert_eq!(mate.iter().flatten().count(), 1);
    assert_eq!(eleventh.termination_text(), Some("checkmate"));
}

#[test]
fn endings_that_need_the_history_are_found() {
    let shuffle = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 \
                   7. Nf3 Nf6 8. Ng1 Ng8 *\n";
    let fivefold = &records(shuffle.as_bytes())[0];
    assert_eq!(fivefold.termination_text(), Some("fivefold_repetition"));
    assert_eq!(fivefold.outcome_text(), Some("1/2-1/2"));
    let four_times = &records(shuffle.replace("8. Ng1 Ng8 ", "").as_bytes())[0];
    assert_eq!(four_times.termination, None);

    let stalemate = "[FEN \"7k/8/6K1/8/8/8/8/5Q2 w - - 0 1\"]\n\n1. Qf7 *\n";
    let record = &records(stalemate.as_bytes())[0];
    assert_eq!(
        record.tags.get(KnownTag::Fen),
        Some("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1")
    );
    assert_eq!(record.final_fen, "7k/5Q2/6K1/8/8/8/8/8 b - - 1 1");
    assert_eq!(record.termination_text(), Some("stalemate"));
    assert_eq!(record.outcome_text(), Some("1/2-1/2"));
}

#[test]
fn a_broken_game_keeps_its_moves_up_to_the_error() {
    let pgn = b"[Event \"good\"]\n\n1. d4 d5 *\n\n[Event \"broken\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n\n\
                [Event \"good again\"]\n\n1. c4 *\n";
    let records = records(pgn);
    assert_eq!(records.len(), 3);
    let broken = &records[1];
    assert_eq!((broken.game, broken.offset, broken.plies), (2, 28, 2));
    assert_eq!(broken.moves_uci.joined(), "e2e4 e7e5");
    assert_eq!(
        broken.error_text().as_deref(),
        Some(
            "game 2, line 7, column 13: illegal move \"Ke3\" in \
             \"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\""
        )
    );
    assert_eq!((broken.outcome, broken.termination), (None, None));
    assert_eq!(records[2].game, 3);
    assert_eq!(records[2].moves_san.joined(), "c4");
    assert!(records[2].error.is_none());
}

const SMALL: &str = "[Event \"Rated \\\"blitz\\\", casual\"]\n[WhiteElo \"?\"]\n[BlackElo \"1500\"]\n\
[UTCDate \"2013.01.02\"]\n[UTCTime \"17:20:51\"]\n[Annotator \"me\"]\n\n\
1. f3 { [%clk 0:00:07.5] [%eval 0.17] } e5 { [%eval #-2] } 2. g4 Qh4# 0-1\n";

#[test]
fn a_json_line_has_every_column_in_order() {
    let mut line = Vec::new();
    write_json_lines(&mut line, Table::Games, &records(SMALL.as_bytes())[0])
        .expect("a Vec takes it");
    let expected = concat!(
        r#"{"game":1,"offset":0,"Event":"Rated \"blitz\", casual","Site":null,"Date":null,"#,
        r#""Round":null,"White":null,"Black":null,"Result":null,"WhiteTitle":null,"#,
        r#""BlackTitle":null,"WhiteElo":null,"BlackElo":1500,"WhiteRatingDiff":null,"#,
        r#""BlackRatingDiff":null,"UTCDate":"2013-01-02","UTCTime":"17:20:51","ECO":null,"#,
        r#""Opening":null,"Termination":null,"TimeControl":null,"FEN":null,"Variant":null,"#,
        r#""other_tags":{"Annotator":"me"},"plies":4,"#,
        r#""moves_uci":["f2f3","e7e5","g2g4","d8h4"],"moves_san":["f3","e5","g4","Qh4#"],"#,
        r#""clocks":[7.5,null,null,null],"evals_cp":[17,null,null,null],"#,
        r#""evals_mate":[null,-2,null,null],"#,
        r#""final_fen":"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3","#,
        // The opening lichess's table names (the mate itself has a name).
        r#""detected_eco":"A00","detected_opening":"Barnes Opening: Fool's Mate","#,
        r#""outcome":"0-1","termination_on_board":"checkmate","error":null}"#,
        "\n"
    );
    assert_eq!(String::from_utf8(line).expect("UTF-8"), expected);
}

#[test]
fn a_csv_row_quotes_text_and_writes_lists_as_json() {
    let mut csv = Vec::new();
    write_csv_header(&mut csv, Table::Games).expect("a Vec takes it");
    write_csv_rows(&mut csv, Table::Games, &records(SMALL.as_bytes())[0]).expect("a Vec takes it");
    let csv = String::from_utf8(csv).expect("UTF-8");
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0].split(',').count(), COLUMNS.len());
    let expected = concat!(
        r#"1,0,"Rated ""blitz"", casual",,,,,,,,,,1500,,,2013-01-02,17:20:51,,,,,,,"#,
        r#""{""Annotator"":""me""}",4,"[""f2f3"",""e7e5"",""g2g4"",""d8h4""]","#,
        r#""[""f3"",""e5"",""g4"",""Qh4#""]","[7.5,null,null,null]","[17,null,null,null]","#,
        r#""[null,-2,null,null]",rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3,"#,
        r#"A00,Barnes Opening: Fool's Mate,0-1,checkmate,"#
    );
    assert_eq!(lines[1], expected);
}

/// Whether `cell` is a value of type `ty`.
fn fits(cell: &Cell<'_>, ty: ColumnType) -> bool {
    matches!(
        (cell, ty),
        (Cell::Int64(_), ColumnType::Int64)
            | (Cell::Int32(_), ColumnType::Int32)
            | (Cell::Text(_), ColumnType::Text)
            | (Cell::Date(_), ColumnType::Date)
            | (Cell::Time(_), ColumnType::Time)
            | (Cell::TextList(_), ColumnType::TextList)
            | (Cell::Float64List(_), ColumnType::Float64List)
            | (Cell::Evals(..), ColumnType::Int32List)
            | (Cell::TextMap(_), ColumnType::TextMap)
    )
}

#[test]
fn every_cell_is_of_its_columns_type_and_null_only_where_it_may_be() {
    let mut all = records(&corpus_2k());
    all.extend(records(SMALL.as_bytes()));
    all.extend(records(b"[WhiteElo \"?\"]\n\n1. e4 e5 2. Ke3 *\n"));
    let mut filled = vec![0; COLUMNS.len()];
    for record in &all {
        for (index, column) in COLUMNS.iter().enumerate() {
            match column.cell(record) {
                Cell::Null => assert!(column.nullable, "a null {}", column.name),
                cell => {
                    assert!(fits(&cell, column.ty), "{}: {cell:?}", column.name);
                    filled[index] += 1;
                }
            }
        }
    }
    // Every column has a value somewhere, so every type was checked.
    let empty: Vec<&str> = COLUMNS
        .iter()
        .zip(&filled)
        .filter(|(_, filled)| **filled == 0)
        .map(|(column, _)| column.name)
        .collect();
    assert_eq!(empty, ["WhiteTitle", "BlackTitle", "FEN", "Variant"]);
}

/// A record's game number and offset, or an error's game number.
fn place(read: Result<GameRecord, Error<ReplayError>>) -> Result<(u64, u64), u64> {
    read.map(|record| (record.game, record.offset))
        .map_err(|error| error.game_number())
}

/// Good games, broken ones, and junk between them (which is no game) and at the end.
const MIXED: &[u8] =
    b"[Event \"1\"]\n\n1. e4 e5 *\n\nsome junk\n\n[Event \"2\"]\n\n1. e4 Ke7 *\n\n\
    }}\n\n1. d4 d5 1-0\n\n[Event \"4\"]\n\n1. c4 (1. d4\n\n[Event \"5\"]\n\n1. Nf3 *\n\n\
    1-0\n\n\x00\x00 junk at the end";

/// The reader numbers the records (the extractor counts nothing), so a parallel reader gives
/// every record the number and offset one reader gives it, however it cuts the input.
#[test]
fn records_are_numbered_by_the_reader_alike_under_any_threads() {
    let mut corpus = corpus_2k();
    corpus.truncate(200_000);
    for (pgn, chunk_sizes) in [
        (MIXED.to_vec(), [1, 7, 64, 4096]),
        (corpus, [256, 4096, 20_000, 1 << 20]),
    ] {
        let mut reader = Reader::new(&pgn[..]);
        let mut extract = Replay::new(RecordExtractor::new());
        let alone: Vec<_> = reader.read_all(&mut extract).map(place).collect();
        if pgn == MIXED {
            assert_eq!(
                alone,
                [
                    Ok((1, 0)),
                    Err(2),
                    Ok((2, 36)),
                    Err(3),
                    Ok((3, 66)),
                    // Kept up to the variation it leaves open.
                    Ok((4, 80)),
                    Ok((5, 107)),
                    Ok((6, 130)),
                    Err(7)
                ]
            );
        } else {
            assert!(alone.len() > 50);
            assert!(alone.iter().enumerate().all(|(index, read)| matches!(
                read,
                Ok((game, _)) if *game == index as u64 + 1
            )));
        }
        for threads in [1, 2, 4] {
            for chunk_bytes in chunk_sizes {
                let mut parallel = Vec::new();
                ParallelReader::new(threads)
                    .chunk_bytes(chunk_bytes)
                    .for_each(
                        &pgn[..],
                        || Replay::new(RecordExtractor::new()),
                        |read| {
                            parallel.push(place(read));
                            ControlFlow::Continue(())
                        },
                    )
                    .expect("reading a slice");
                assert_eq!(
                    parallel, alone,
                    "{threads} threads, chunks of {chunk_bytes}"
                );
            }
        }
    }
}
