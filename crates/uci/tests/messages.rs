//! Messages read and written by hand: every command, leniency, and what is kept of words the
//! reader does not know.

use std::time::Duration;

use fianchetto_uci::{
    CheckStatus, CurrentLine, EngineMessage, Go, GuiMessage, OptionKind, PositionCommand, Register,
    Score, ScoreBound, StartPosition, Wdl,
};

fn gui(line: &str) -> GuiMessage {
    GuiMessage::parse(line)
}

fn engine(line: &str) -> EngineMessage {
    EngineMessage::parse(line)
}

#[test]
fn gui_commands_without_arguments() {
    for (line, message) in [
        ("uci", GuiMessage::Uci),
        ("isready", GuiMessage::IsReady),
        ("ucinewgame", GuiMessage::UciNewGame),
        ("stop", GuiMessage::Stop),
        ("ponderhit", GuiMessage::PonderHit),
        ("quit", GuiMessage::Quit),
        ("debug on", GuiMessage::Debug(true)),
        ("debug off", GuiMessage::Debug(false)),
        ("register later", GuiMessage::Register(Register::Later)),
    ] {
        assert_eq!(gui(line), message);
        assert_eq!(gui(&format!("  {line} \r\n")), message);
        assert_eq!(message.to_string(), line);
    }
    assert_eq!(gui("isready please"), GuiMessage::IsReady);
    assert_eq!(
        gui("debug maybe"),
        GuiMessage::Unknown("debug maybe".into())
    );
    assert_eq!(gui(""), GuiMessage::Unknown(String::new()));
}

#[test]
fn setoption_names_and_values_keep_their_spaces() {
    let message = gui("setoption name Debug Log File value /tmp/my  log.txt");
    assert_eq!(
        message,
        GuiMessage::SetOption {
            name: "Debug Log File".into(),
            value: Some("/tmp/my  log.txt".into()),
        }
    );
    assert_eq!(
        message.to_string(),
        "setoption name Debug Log File value /tmp/my  log.txt"
    );
    assert_eq!(
        gui("setoption name Hash value"),
        GuiMessage::SetOption {
            name: "Hash".into(),
            value: Some(String::new())
        }
    );
    assert!(matches!(gui("setoption value 3"), GuiMessage::Unknown(_)));
    assert!(matches!(
        gui("setoption name value 3"),
        GuiMessage::Unknown(_)
    ));
}

#[test]
fn register_with_a_name_and_a_code() {
    let message = gui("register name Stefan MK code 4359874324");
    assert_eq!(
        message,
        GuiMessage::Register(Register::Credentials {
            name: Some("Stefan MK".into()),
            code: Some("4359874324".into()),
        })
    );
    assert_eq!(
        message.to_string(),
        "register name Stefan MK code 4359874324"
    );
}

#[test]
fn position_commands() {
    let message = gui("position fen 8/8/8/8/8/8/k7/K7 w - - 0 1 moves a1b1 a2a3");
    let GuiMessage::Position(command) = &message else {
        panic!("{message:?}")
    };
    assert_eq!(
        command.start,
        StartPosition::Fen("8/8/8/8/8/8/k7/K7 w - - 0 1".into())
    );
    assert_eq!(command.moves.len(), 2);
    assert_eq!(
        message.to_string(),
        "position fen 8/8/8/8/8/8/k7/K7 w - - 0 1 moves a1b1 a2a3"
    );
    let startpos = gui("position startpos");
    assert_eq!(
        startpos,
        GuiMessage::Position(PositionCommand {
            start: StartPosition::Standard,
            moves: vec![],
            unknown: vec![],
        })
    );
    let GuiMessage::Position(odd) = gui("position startpos extra moves e2e4 nonsense") else {
        panic!("a position")
    };
    assert_eq!(odd.moves.len(), 1);
    assert_eq!(odd.unknown, ["extra", "nonsense"]);
    assert!(matches!(gui("position e2e4"), GuiMessage::Unknown(_)));
}

#[test]
fn go_with_every_parameter() {
    let line = "go searchmoves e2e4 d2d4 ponder wtime 300000 btime 299000 winc 2000 binc 2000 \
                movestogo 40 depth 20 nodes 1000000 mate 5 movetime 5000 infinite";
    let GuiMessage::Go(go) = gui(line) else {
        panic!("a go command")
    };
    assert_eq!(
        *go,
        Go {
            search_moves: vec!["e2e4".parse().unwrap(), "d2d4".parse().unwrap()],
            ponder: true,
            white_time: Some(Duration::from_secs(300)),
            black_time: Some(Duration::from_secs(299)),
            white_increment: Some(Duration::from_secs(2)),
            black_increment: Some(Duration::from_secs(2)),
            moves_to_go: Some(40),
            depth: Some(20),
            nodes: Some(1_000_000),
            mate: Some(5),
            move_time: Some(Duration::from_secs(5)),
            infinite: true,
            unknown: vec![],
        }
    );
    assert_eq!(go.to_string(), line);
    let GuiMessage::Go(odd) = gui("go perft 5 wtime -50 depth 3") else {
        panic!("a go")
    };
    assert_eq!(odd.depth, Some(3));
    assert_eq!(odd.white_time, None);
    assert_eq!(odd.unknown, ["perft", "5", "wtime", "-50"]);
    assert_eq!(odd.to_string(), "go depth 3 perft 5 wtime -50");
}

#[test]
fn engine_messages_of_the_handshake() {
    assert_eq!(
        engine("id name Stockfish 15.1"),
        EngineMessage::IdName("Stockfish 15.1".into())
    );
    assert_eq!(
        engine("id author the  developers"),
        EngineMessage::IdAuthor("the  developers".into())
    );
    assert_eq!(engine("uciok"), EngineMessage::UciOk);
    assert_eq!(engine("readyok"), EngineMessage::ReadyOk);
    assert_eq!(
        engine("copyprotection checking"),
        EngineMessage::CopyProtection(CheckStatus::Checking)
    );
    assert_eq!(
        engine("registration error"),
        EngineMessage::Registration(CheckStatus::Error)
    );
    assert_eq!(engine("registration ok").to_string(), "registration ok");
    assert!(matches!(engine("id nickname x"), EngineMessage::Unknown(_)));
}

#[test]
fn bestmove_lines() {
    let e2e4 = "e2e4".parse().unwrap();
    assert_eq!(
        engine("bestmove e2e4"),
        EngineMessage::BestMove {
            best: Some(e2e4),
            ponder: None
        }
    );
    assert_eq!(engine("bestmove 0000").to_string(), "bestmove 0000");
    for broken in [
        "bestmove",
        "bestmove e2e9",
        "bestmove e2e4 ponder",
        "bestmove e2e4 e7e5",
    ] {
        assert_eq!(
            engine(broken),
            EngineMessage::Unknown(broken.into()),
            "{broken}"
        );
    }
}

#[test]
fn option_lines_of_every_type() {
    let combo = "option name Style type combo default Normal var Solid var Normal var Very Risky";
    let EngineMessage::Option(option) = engine(combo) else {
        panic!("an option")
    };
    assert_eq!(option.name, "Style");
    assert_eq!(
        option.kind,
        OptionKind::Combo {
            default: Some("Normal".into()),
            values: vec!["Solid".into(), "Normal".into(), "Very Risky".into()],
        }
    );
    assert_eq!(option.to_string(), combo);
    let EngineMessage::Option(odd) =
        engine("option name Ponder type check extra default yes min 3")
    else {
        panic!("an option")
    };
    assert_eq!(odd.kind, OptionKind::Check { default: None });
    assert_eq!(odd.unknown, ["extra", "default", "yes", "min", "3"]);
    assert!(matches!(
        engine("option name X type slider"),
        EngineMessage::Unknown(_)
    ));
    assert!(matches!(
        engine("option type check"),
        EngineMessage::Unknown(_)
    ));
}

#[test]
fn info_with_every_field() {
    let line = "info depth 12 seldepth 20 multipv 2 score mate -3 lowerbound wdl 0 10 990 \
                currmove e7e5 currmovenumber 3 nodes 123456 nps 654321 hashfull 250 tbhits 7 \
                sbhits 8 cpuload 999 time 1500 refutation d1h5 g6h5 currline 1 e2e4 e7e5 \
                pv e7e5 g1f3 string hello   world";
    let EngineMessage::Info(info) = engine(line) else {
        panic!("an info line")
    };
    assert_eq!(info.depth, Some(12));
    assert_eq!(info.selective_depth, Some(20));
    assert_eq!(info.multipv, Some(2));
    assert_eq!(info.score, Some(Score::Mate(-3)));
    assert_eq!(info.score_bound, ScoreBound::Lower);
    assert_eq!(
        info.wdl,
        Some(Wdl {
            wins: 0,
            draws: 10,
            losses: 990
        })
    );
    assert_eq!(info.current_move, Some("e7e5".parse().unwrap()));
    assert_eq!(info.current_move_number, Some(3));
    assert_eq!(info.nodes, Some(123_456));
    assert_eq!(info.nodes_per_second, Some(654_321));
    assert_eq!(info.hash_full, Some(250));
    assert_eq!(info.tablebase_hits, Some(7));
    assert_eq!(info.shredder_base_hits, Some(8));
    assert_eq!(info.cpu_load, Some(999));
    assert_eq!(info.time, Some(Duration::from_millis(1500)));
    assert_eq!(info.refutation.len(), 2);
    assert_eq!(
        info.current_line,
        Some(CurrentLine {
            cpu: Some(1),
            moves: vec!["e2e4".parse().unwrap(), "e7e5".parse().unwrap()]
        })
    );
    assert_eq!(info.pv.len(), 2);
    assert_eq!(info.string.as_deref(), Some("hello   world"));
    assert!(info.unknown.is_empty());
    assert_eq!(info.to_string(), line);
}

#[test]
fn info_keeps_what_it_does_not_know() {
    let EngineMessage::Info(info) = engine("info depth x depth 5 score cp abc speed 1.2 nodes 10")
    else {
        panic!("an info line")
    };
    assert_eq!(info.depth, Some(5));
    assert_eq!(info.nodes, Some(10));
    assert_eq!(info.score, None);
    assert_eq!(
        info.unknown,
        ["depth", "x", "score", "cp", "abc", "speed", "1.2"]
    );
}

#[test]
fn info_reads_the_effective_branching_factor_as_a_fraction() {
    let EngineMessage::Info(info) = engine("info depth 9 ebf 1.87 nodes 10") else {
        panic!("an info line")
    };
    assert_eq!(info.effective_branching_factor, Some(1.87));
    assert_eq!(info.to_string(), "info depth 9 ebf 1.87 nodes 10");
    // Not a finite number: kept as unknown words, as any unreadable value is.
    for value in ["nan", "inf", "x"] {
        let EngineMessage::Info(info) = engine(&format!("info ebf {value} depth 3")) else {
            panic!("an info line")
        };
        assert_eq!(info.effective_branching_factor, None);
        assert_eq!(info.depth, Some(3));
        assert_eq!(info.unknown, ["ebf", value]);
    }
}

#[test]
fn nothing_panics_on_ragged_input() {
    let words = [
        "info",
        "go",
        "position",
        "fen",
        "startpos",
        "moves",
        "option",
        "name",
        "type",
        "spin",
        "default",
        "min",
        "max",
        "var",
        "setoption",
        "value",
        "score",
        "cp",
        "mate",
        "pv",
        "currline",
        "bestmove",
        "ponder",
        "register",
        "id",
        "e2e4",
        "-1",
        "99999999999999999999",
        "",
        "é",
        "\t",
        "string",
        "wdl",
    ];
    // Every sequence of up to three of these words, in both directions.
    for a in words {
        for b in words {
            for c in words {
                let line = format!("{a} {b} {c}");
                let _ = GuiMessage::parse(&line).to_string();
                let _ = EngineMessage::parse(&line).to_string();
            }
        }
    }
}
