//! The index's rules on small games whose answers are known by hand, and its handling of
//! damaged files.

use fianchetto_notation::Notation;
use fianchetto_variant::AnyPosition;

use crate::{Filter, Index, IndexBuilder, IndexError, Query, Speed};

fn build_with(builder: IndexBuilder, pgn: &str) -> Vec<u8> {
    let mut builder = builder;
    builder
        .add_reader("test.pgn", pgn.as_bytes())
        .expect("the games are read");
    let mut bytes = Vec::new();
    builder.write(&mut bytes).expect("the index is written");
    bytes
}

fn index(pgn: &str) -> Index {
    Index::from_bytes(build_with(IndexBuilder::new(), pgn)).expect("the index opens")
}

fn after(moves: &str) -> AnyPosition {
    moves
        .split_whitespace()
        .fold(AnyPosition::default(), |pos, uci| {
            let m = pos.parse_uci(uci).expect("a legal move");
            fianchetto_movegen::Rules::play_unchecked(&pos, m)
        })
}

/// `uci games white draws black` a move, most games first.
fn lines(index: &Index, pos: &AnyPosition, query: &Query) -> (String, Vec<String>) {
    let answer = index.explore(pos, query).expect("a query");
    let t = answer.total;
    let total = format!("{} {} {} {}", t.games, t.white, t.draws, t.black);
    let moves = answer
        .moves
        .iter()
        .map(|m| {
            let s = m.stats;
            format!(
                "{} {} {} {} {}",
                m.uci(pos),
                s.games,
                s.white,
                s.draws,
                s.black
            )
        })
        .collect();
    (total, moves)
}

const REPEATING: &str = "[Result \"1/2-1/2\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2\n\n\
    [Result \"1-0\"]\n\n1. e4 e5 1-0\n\n[Result \"*\"]\n\n1. e4 *\n";

#[test]
fn a_position_counts_once_a_game_under_the_move_last_played_from_it() {
    let index = index(REPEATING);
    // The first game ends at the start, having left it twice: it counts under Nf3, not as ended.
    let (total, moves) = lines(&index, &AnyPosition::default(), &Query::default());
    assert_eq!(total, "3 1 1 0");
    assert_eq!(moves, ["e2e4 2 1 0 0", "g1f3 1 0 1 0"]);
    // 1. e4: one game goes on, the `*` game ends there and counts in the total only.
    let (total, moves) = lines(&index, &after("e2e4"), &Query::default());
    assert_eq!(total, "2 1 0 0");
    assert_eq!(moves, ["e7e5 1 1 0 0"]);
}

#[test]
fn max_plies_stops_the_positions_and_the_moves() {
    let bytes = build_with(IndexBuilder::new().max_plies(1), REPEATING);
    let index = Index::from_bytes(bytes).expect("opens");
    assert_eq!(index.max_plies(), 1);
    let (total, moves) = lines(&index, &after("e2e4"), &Query::default());
    assert_eq!((total.as_str(), moves.len()), ("2 1 0 0", 0));
    let (total, _) = lines(&index, &after("e2e4 e7e5"), &Query::default());
    assert_eq!(total, "0 0 0 0");
    // Ng1 returned the first game to the start after ply 2, past the limit: Nf3 stays its move.
    let (_, moves) = lines(&index, &AnyPosition::default(), &Query::default());
    assert_eq!(moves, ["e2e4 2 1 0 0", "g1f3 1 0 1 0"]);
}

#[test]
fn filters_combine() {
    let pgn = "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n[WhiteElo \"2000\"]\n[BlackElo \"2101\"]\n\
        [TimeControl \"180+0\"]\n[UTCDate \"2024.03.05\"]\n\n1. e4 1-0\n\n\
        [White \"b\"]\n[Black \"a\"]\n[Result \"0-1\"]\n[WhiteElo \"1500\"]\n[BlackElo \"?\"]\n\
        [TimeControl \"-\"]\n[Date \"2024.04.??\"]\n\n1. d4 0-1\n";
    let index = index(pgn);
    let start = AnyPosition::default();
    let count = |filter: Filter| {
        let query = Query {
            filter,
            ..Query::default()
        };
        index.explore(&start, &query).expect("a query").total.games
    };
    assert_eq!(count(Filter::default()), 2);
    assert_eq!(count(Filter::default().speeds([Speed::Blitz])), 1);
    assert_eq!(
        count(Filter::default().speeds([Speed::Correspondence, Speed::Blitz])),
        2
    );
    // The mean, unrounded: 2050.5.
    assert_eq!(count(Filter::default().ratings(2050, 2050)), 0);
    assert_eq!(count(Filter::default().ratings(2050, 2051)), 1);
    assert_eq!(count(Filter::default().ratings(0, 9999)), 1);
    assert_eq!(count(Filter::default().since(2024, 4)), 1);
    assert_eq!(count(Filter::default().until(2024, 3)), 1);
    assert_eq!(count(Filter::default().since(2024, 3).until(2024, 4)), 2);
    assert_eq!(
        count(Filter::default().player("a", fianchetto_movegen::Color::Black)),
        1
    );
    assert_eq!(
        count(Filter::default().player("nobody", fianchetto_movegen::Color::White)),
        0
    );
    assert_eq!(
        count(
            Filter::default()
                .player("a", fianchetto_movegen::Color::White)
                .speeds([Speed::Rapid])
        ),
        0
    );
}

/// Each move's `uci san average_rating` in `index`'s answer for `pos`, asked with `query`.
fn ratings(index: &Index, pos: &AnyPosition, query: &Query) -> Vec<String> {
    let answer = index.explore(pos, query).expect("a query");
    answer
        .moves
        .iter()
        .map(|m| {
            let average = m.average_rating.map_or("-".to_owned(), |r| r.to_string());
            format!("{} {} {average}", m.uci(pos), m.san(pos))
        })
        .collect()
}

#[test]
fn moves_are_typed_and_written_in_the_position_asked() {
    let pgn = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O *\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 *\n\n\
        1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. -- *\n";
    let index = index(pgn);
    let pos = after("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6");
    let answer = index.explore(&pos, &Query::default()).expect("a query");
    let moves: Vec<_> = answer.moves.iter().map(|m| m.mv).collect();
    use fianchetto_movegen::{Move, Square};
    assert_eq!(
        moves,
        [
            None,
            Some(Move::normal(Square::B5, Square::C6)),
            Some(Move::castle(Square::E1, Square::H1)),
        ]
    );
    // In UCI byte order among equals: `0000` < `b5c6` < `e1g1`.
    assert_eq!(
        ratings(&index, &pos, &Query::default()),
        ["0000 -- -", "b5c6 Bxc6 -", "e1g1 O-O -"]
    );
}

#[test]
fn a_moves_average_rating_is_the_mean_of_its_rated_games_mean_elo_rounded() {
    // 40 games of 1. e4, so the position keeps its totals: the unfiltered query reads them,
    // a query listing games walks the games; both must say the same.
    let mut pgn = String::new();
    let mut rated = (0u64, 0u64);
    for n in 0..40u32 {
        let (white, black) = (1500 + n * 7, 1600 + n * 3);
        let both = n % 4 != 0;
        if both {
            pgn.push_str(&format!("[WhiteElo \"{white}\"]\n[BlackElo \"{black}\"]\n"));
            rated = (rated.0 + 1, rated.1 + u64::from(white + black));
        } else {
            // One Elo, or none: the game counts in the games, not in the average.
            pgn.push_str(&format!("[WhiteElo \"{white}\"]\n[BlackElo \"?\"]\n"));
        }
        pgn.push_str("\n1. e4 *\n\n");
    }
    pgn.push_str("[WhiteElo \"2000\"]\n[BlackElo \"2001\"]\n\n1. d4 *\n\n1. c4 *\n\n");
    let index = index(&pgn);
    // Thirty games with both, Elo sums from 3100 + 10 n: their mean, rounded half up.
    let expected = (rated.1 as f64 / rated.0 as f64 / 2.0 + 0.5).floor() as u64;
    assert_eq!(rated.0, 30);
    let start = AnyPosition::default();
    let answers = [
        format!("e2e4 e4 {expected}"),
        "c2c4 c4 -".to_owned(),
        // 2000.5 rounds up.
        "d2d4 d4 2001".to_owned(),
    ];
    assert_eq!(ratings(&index, &start, &Query::default()), answers);
    let listing = Query {
        top: 1,
        ..Query::default()
    };
    assert_eq!(ratings(&index, &start, &listing), answers);
    // A filter counts the games it keeps: the rated ones here.
    let rated_only = Query {
        filter: Filter::default().ratings(0, 9999),
        ..Query::default()
    };
    assert_eq!(
        ratings(&index, &start, &rated_only),
        [format!("e2e4 e4 {expected}"), "d2d4 d4 2001".to_owned()]
    );
}

#[test]
fn a_merge_writes_the_bytes_one_build_writes() {
    let (first, second) = REPEATING.split_at(REPEATING.find("[Result \"1-0\"]").expect("a game"));
    let whole = build_with(IndexBuilder::new(), REPEATING);
    let a = Index::from_bytes(build_with(IndexBuilder::new(), first)).expect("opens");
    let b = Index::from_bytes(build_with(IndexBuilder::new(), second)).expect("opens");
    let mut merged = IndexBuilder::new();
    merged.add_index(&a).expect("merges");
    merged.add_index(&b).expect("merges");
    let mut bytes = Vec::new();
    merged.write(&mut bytes).expect("written");
    // Two sources, where the one build had one: the same answers, not the same bytes.
    let merged = Index::from_bytes(bytes).expect("opens");
    let whole = Index::from_bytes(whole).expect("opens");
    for pos in [AnyPosition::default(), after("e2e4"), after("g1f3 g8f6")] {
        assert_eq!(
            lines(&merged, &pos, &Query::default()),
            lines(&whole, &pos, &Query::default())
        );
    }
}

#[test]
fn runs_on_disk_give_the_answers_of_memory() {
    let dir = std::env::temp_dir();
    let spilled = build_with(IndexBuilder::new().run_records(2).spill_to(&dir), REPEATING);
    assert_eq!(spilled, build_with(IndexBuilder::new(), REPEATING));
}

#[test]
fn every_cut_and_damaged_byte_is_an_error_or_an_answer_never_a_panic() {
    assert_damage_is_no_panic(REPEATING);
    // 33 rated games of one move: the start keeps its totals, ratings included.
    let rated =
        "[WhiteElo \"2000\"]\n[BlackElo \"2100\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n\n".repeat(33);
    assert_damage_is_no_panic(&rated);
}

fn assert_damage_is_no_panic(pgn: &str) {
    let bytes = build_with(IndexBuilder::new(), pgn);
    for len in 0..bytes.len() {
        let err = Index::from_bytes(bytes[..len].to_vec())
            .err()
            .expect("a cut file fails");
        assert!(matches!(err, IndexError::Damaged { .. }), "{len}: {err}");
    }
    let positions = [AnyPosition::default(), after("e2e4"), after("g1f3")];
    for at in 0..bytes.len() {
        for flip in [0x01, 0x80, 0xff] {
            let mut damaged = bytes.clone();
            damaged[at] ^= flip;
            if let Ok(index) = Index::from_bytes(damaged) {
                for pos in &positions {
                    let _ = index.explore(
                        pos,
                        &Query {
                            top: 2,
                            recent: 2,
                            ..Query::default()
                        },
                    );
                }
            }
        }
    }
}

#[test]
fn another_format_version_is_refused_by_name() {
    let mut bytes = build_with(IndexBuilder::new(), REPEATING);
    bytes[16] = 99;
    let err = Index::from_bytes(bytes).err().expect("refused");
    assert!(
        matches!(err, IndexError::OtherVersion { found: 99, .. }),
        "{err}"
    );
    assert!(
        err.to_string().contains("another version of fianchetto"),
        "{err}"
    );
    let err = Index::from_bytes(b"[Event \"a PGN file\"]\n".repeat(20))
        .err()
        .expect("refused");
    assert!(err.to_string().contains("not a fianchetto index"), "{err}");
}
