//! Real Stockfish 15.1 output (`tests/fixtures/stockfish-15.1.txt`: a handshake with every
//! option type, MultiPV searches with `wdl` and `currmove`, an `upperbound`, a mate and a
//! position with no move): every line reads as its message and writes back unchanged.

use fianchetto_uci::{EngineMessage, OptionKind, Score, ScoreBound, Wdl};

const OUTPUT: &str = include_str!("fixtures/stockfish-15.1.txt");

fn messages() -> impl Iterator<Item = (&'static str, EngineMessage)> {
    OUTPUT
        .lines()
        .map(|line| (line, EngineMessage::parse(line)))
}

#[test]
fn every_line_but_the_banner_reads_and_writes_back_unchanged() {
    let mut unknown = Vec::new();
    for (line, message) in messages() {
        if let EngineMessage::Unknown(text) = &message {
            unknown.push(text.clone());
            continue;
        }
        assert_eq!(message.to_string(), line, "{message:?}");
        if let EngineMessage::Info(info) = &message {
            assert!(info.unknown.is_empty(), "{line}");
        }
        if let EngineMessage::Option(option) = &message {
            assert!(option.unknown.is_empty(), "{line}");
        }
    }
    assert_eq!(
        unknown,
        [
            "Stockfish 15.1 by the Stockfish developers (see AUTHORS file)",
            ""
        ]
    );
}

#[test]
fn the_handshake_lists_every_option_type() {
    let options: Vec<_> = messages()
        .filter_map(|(_, message)| match message {
            EngineMessage::Option(option) => Some(option),
            _ => None,
        })
        .collect();
    assert_eq!(options.len(), 21);
    assert_eq!(options[0].name, "Debug Log File");
    assert_eq!(
        options[0].kind,
        OptionKind::String {
            default: Some(String::new())
        }
    );
    assert_eq!(options[2].name, "Hash");
    assert_eq!(
        options[2].kind,
        OptionKind::Spin {
            default: Some(16),
            min: Some(1),
            max: Some(33_554_432)
        }
    );
    assert_eq!(options[3].name, "Clear Hash");
    assert_eq!(options[3].kind, OptionKind::Button);
    assert_eq!(
        options[4].kind,
        OptionKind::Check {
            default: Some(false)
        }
    );
    let syzygy = options
        .iter()
        .find(|o| o.name == "SyzygyPath")
        .expect("SyzygyPath");
    assert_eq!(
        syzygy.kind,
        OptionKind::String {
            default: Some("<empty>".into())
        }
    );
}

#[test]
fn search_lines_have_their_values() {
    let infos: Vec<_> = messages()
        .filter_map(|(_, message)| match message {
            EngineMessage::Info(info) => Some(info),
            _ => None,
        })
        .collect();
    let current = infos
        .iter()
        .find(|i| i.current_move.is_some())
        .expect("a currmove line");
    assert!(current.current_move_number.is_some() && current.depth.is_some());
    let wdl = infos.iter().find(|i| i.wdl.is_some()).expect("a wdl line");
    let Wdl {
        wins,
        draws,
        losses,
    } = wdl.wdl.unwrap();
    assert_eq!(wins + draws + losses, 1000);
    let mate = infos
        .iter()
        .find(|i| i.score == Some(Score::Mate(1)))
        .expect("mate 1");
    assert_eq!(mate.pv.len(), 1);
    assert!(
        infos
            .iter()
            .any(|i| i.score == Some(Score::Mate(0)) && i.depth == Some(0))
    );
    let bound = infos
        .iter()
        .find(|i| i.score_bound == ScoreBound::Upper)
        .expect("a bound");
    assert_eq!(bound.score, Some(Score::Centipawns(94)));
    assert_eq!(bound.selective_depth, Some(36));
    assert_eq!(bound.time, Some(std::time::Duration::from_millis(3257)));
    let text = infos
        .iter()
        .find_map(|i| i.string.as_deref())
        .expect("an info string");
    assert_eq!(text, "NNUE evaluation using nn-ad9b42354671.nnue enabled");
    let best_moves = messages()
        .filter(|(_, m)| matches!(m, EngineMessage::BestMove { .. }))
        .count();
    assert_eq!(best_moves, 3);
}
