//! UCI: messages as their lines, and the values inside them and the driver's results as structs;
//! Polyglot book entries.

use std::time::Duration;

use fianchetto::engine::engine::{Analysis, Line, Played, Timeouts};
use fianchetto::engine::{
    EngineMessage, Go, GuiMessage, Info, OptionKind, PositionCommand, Score, ScoreBound,
    StartPosition, Wdl,
};
use fianchetto::polyglot::{Book, BookEntry};
use fianchetto::{Move, Position, Square};

use super::formats::{assert_round_trips, to_json};

const STOCKFISH: &str = include_str!("../../../uci/tests/fixtures/stockfish-15.1.txt");

/// The `Info` of an `info` line.
fn info(line: &str) -> Info {
    match EngineMessage::parse(line) {
        EngineMessage::Info(info) => *info,
        other => panic!("not an info line: {other:?}"),
    }
}

#[test]
fn every_engine_line_round_trips_as_its_line_and_its_values_as_structs() {
    // The banner is not a message of the protocol, and reads as an unknown one.
    for line in STOCKFISH.lines().skip(1).filter(|line| !line.is_empty()) {
        let message = EngineMessage::parse(line);
        let json = assert_round_trips(&message);
        assert_eq!(json, to_json(&message.to_string()));
        match message {
            EngineMessage::Info(info) => {
                assert_round_trips(&*info);
            }
            EngineMessage::Option(option) => {
                assert_round_trips(&option);
            }
            _ => {}
        }
    }
}

#[test]
fn gui_commands_are_their_lines() {
    let go = GuiMessage::Go(Box::new(Go::depth(8)));
    assert_eq!(assert_round_trips(&go), r#""go depth 8""#);
    let position = GuiMessage::parse("position startpos moves e2e4 e7e5");
    assert_eq!(
        assert_round_trips(&position),
        r#""position startpos moves e2e4 e7e5""#
    );
    let GuiMessage::Position(command) = position else {
        panic!("a position command")
    };
    assert_eq!(
        assert_round_trips(&command),
        r#"{"start":"standard","moves":["e2e4","e7e5"],"unknown":[]}"#
    );
    let fen = PositionCommand::from_position(&Position::chess960(0).unwrap());
    assert_eq!(
        fen.start,
        StartPosition::Fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1".into())
    );
    assert_eq!(
        assert_round_trips(&fen.start),
        r#"{"fen":"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"}"#
    );
    for line in [
        "uci",
        "isready",
        "setoption name Hash value 64",
        "stop",
        "quit",
        "xyzzy",
    ] {
        let message = GuiMessage::parse(line);
        assert_eq!(assert_round_trips(&message), format!("\"{line}\""));
    }
}

#[test]
fn scores_and_infos_are_structs_with_durations_in_milliseconds() {
    assert_eq!(
        assert_round_trips(&Score::Centipawns(-26)),
        r#"{"centipawns":-26}"#
    );
    assert_eq!(assert_round_trips(&Score::Mate(-2)), r#"{"mate":-2}"#);
    let bounds: Vec<String> = [ScoreBound::Exact, ScoreBound::Lower, ScoreBound::Upper]
        .iter()
        .map(assert_round_trips)
        .collect();
    assert_eq!(bounds, [r#""exact""#, r#""lower""#, r#""upper""#]);
    let wdl = Wdl {
        wins: 2,
        draws: 967,
        losses: 31,
    };
    assert_eq!(
        assert_round_trips(&wdl),
        r#"{"wins":2,"draws":967,"losses":31}"#
    );

    let info = info(
        "info depth 1 seldepth 1 multipv 1 score cp -26 wdl 2 967 31 nodes 44 nps 11000 hashfull 0 tbhits 0 time 4 pv b8c6",
    );
    assert_eq!(
        assert_round_trips(&info),
        r#"{"depth":1,"selective_depth":1,"time":4,"nodes":44,"pv":["b8c6"],"multipv":1,"score":{"centipawns":-26},"score_bound":"exact","current_move":null,"current_move_number":null,"hash_full":0,"nodes_per_second":11000,"tablebase_hits":0,"shredder_base_hits":null,"cpu_load":null,"wdl":{"wins":2,"draws":967,"losses":31},"effective_branching_factor":null,"refutation":[],"current_line":null,"string":null,"unknown":[]}"#
    );
    // Postcard keeps a duration as seconds and nanoseconds, a fraction of a millisecond too.
    let exact = Info {
        time: Some(Duration::from_micros(1500)),
        ..Info::default()
    };
    let bytes = postcard::to_allocvec(&exact).unwrap();
    assert_eq!(postcard::from_bytes::<Info>(&bytes).unwrap(), exact);
    let error = serde_json::to_string(&exact).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("not a whole number of milliseconds"),
        "{error}"
    );

    let go = GuiMessage::parse("go wtime 60000 btime 58000 winc 1000 binc 1000 movestogo 40");
    let GuiMessage::Go(go) = go else {
        panic!("a go command")
    };
    let json = assert_round_trips(&*go);
    assert!(
        json.contains(r#""white_time":60000,"black_time":58000,"white_increment":1000"#),
        "{json}"
    );
    assert_round_trips(&Go::movetime(Duration::from_millis(250)));
}

#[test]
fn option_kinds_name_their_type() {
    let kinds: Vec<String> = STOCKFISH
        .lines()
        .filter_map(|line| match EngineMessage::parse(line) {
            EngineMessage::Option(option) => Some(to_json(&option.kind)),
            _ => None,
        })
        .collect();
    assert!(kinds.contains(&r#"{"spin":{"default":20,"min":0,"max":20}}"#.to_owned()));
    assert!(kinds.contains(&r#"{"check":{"default":false}}"#.to_owned()));
    assert!(kinds.contains(&r#""button""#.to_owned()));
    assert!(kinds.contains(&r#"{"string":{"default":""}}"#.to_owned()));
    let combo = OptionKind::Combo {
        default: Some("Normal".into()),
        values: vec!["Solid".into(), "Normal".into()],
    };
    assert_eq!(
        assert_round_trips(&combo),
        r#"{"combo":{"default":"Normal","values":["Solid","Normal"]}}"#
    );
}

#[test]
fn the_drivers_results_and_timeouts_round_trip() {
    let played = Played {
        best_move: Some(Move::normal(Square::E2, Square::E4)),
        ponder: Some(Move::normal(Square::E7, Square::E5)),
        line: Some(Line {
            moves: vec![],
            info: info("info depth 6 score mate 1 pv a1a8"),
        }),
    };
    let json = assert_round_trips(&played);
    assert!(
        json.starts_with(r#"{"best_move":{"from":"e2","to":"e4","kind":"normal"},"ponder":{"from":"e7","to":"e5","kind":"normal"},"line":{"moves":[],"info":{"depth":6,"#),
        "{json}"
    );
    assert_round_trips(&Played::default());
    let analysis = Analysis {
        best_move: Some(Move::normal(Square::E2, Square::E4)),
        ponder: None,
        lines: vec![Line::resolve(
            &Position::new(),
            info("info depth 20 multipv 1 score cp 35 pv e2e4 e7e5"),
        )],
    };
    let json = assert_round_trips(&analysis);
    assert!(
        json.starts_with(r#"{"best_move":{"from":"e2","to":"e4","kind":"normal"},"ponder":null,"lines":[{"moves":[{"from":"e2","to":"e4","kind":"normal"},{"from":"e7","to":"e5","kind":"normal"}],"info":{"depth":20,"#),
        "{json}"
    );
    let timeouts = Timeouts::default();
    let json = assert_round_trips(&timeouts);
    assert!(
        json.starts_with(r#"{"handshake":10000,"ready":30000,"quiet":60000,"#),
        "{json}"
    );
}

#[test]
fn book_entries_are_their_move_weight_and_learn() {
    let book = Book::new(include_bytes!(
        "../../../../testdata/polyglot/lasker-trap.bin"
    ))
    .unwrap();
    let pos = Position::new()
        .play(Move::normal(Square::D2, Square::D4))
        .unwrap();
    let entries: Vec<BookEntry> = book.entries(&pos).collect();
    assert!(!entries.is_empty());
    let json = assert_round_trips(&entries);
    assert!(
        json.starts_with(r#"[{"mv":{"from":"d7","to":"d5","kind":"normal"},"weight":2,"learn":0}"#),
        "{json}"
    );
    let raw: Vec<_> = book.raw_entries(pos.zobrist_hash()).collect();
    let json = assert_round_trips(&raw);
    assert!(
        json.starts_with(&format!(
            r#"[{{"key":{},"raw_move":3299,"#,
            0x830e_b9b2_0758_d1de_u64
        )),
        "{json}"
    );
}
