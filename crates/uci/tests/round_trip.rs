//! Random messages, written and read back: the same message. A small seeded generator
//! (SplitMix64) makes the same 20,000 messages on every run.

use std::time::Duration;

use fianchetto_notation::movegen::{Role, Square};
use fianchetto_uci::{
    CheckStatus, CurrentLine, EngineMessage, Go, GuiMessage, Info, OptionDefinition, OptionKind,
    PositionCommand, Register, Score, ScoreBound, StartPosition, UciMove, Wdl,
};

use crate::splitmix::SplitMix;

/// Random values of every kind a message holds, from a seeded [`SplitMix`].
struct Random(SplitMix);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0.next() % n
    }

    fn chance(&mut self) -> bool {
        self.below(2) == 0
    }

    fn maybe<T>(&mut self, make: impl FnOnce(&mut Random) -> T) -> Option<T> {
        if self.chance() {
            Some(make(self))
        } else {
            None
        }
    }

    fn number(&mut self) -> u64 {
        match self.below(3) {
            0 => self.below(10),
            1 => self.below(100_000),
            _ => self.0.next() >> self.below(64),
        }
    }

    fn small(&mut self) -> u32 {
        u32::try_from(self.number() % (1 << 31)).unwrap()
    }

    fn signed(&mut self) -> i32 {
        i32::try_from(self.below(40_000)).unwrap() - 20_000
    }

    fn millis(&mut self) -> Duration {
        Duration::from_millis(self.number())
    }

    fn uci_move(&mut self) -> UciMove {
        if self.below(50) == 0 {
            return UciMove::Null;
        }
        let from = self.below(64) as u32;
        let to = (from + 1 + self.below(63) as u32) % 64;
        let (from, to) = (Square::new_masked(from), Square::new_masked(to));
        let promotion = match self.below(8) {
            0 => Some(Role::Queen),
            1 => Some(Role::Knight),
            _ => None,
        };
        UciMove::Normal {
            from,
            to,
            promotion,
        }
    }

    fn moves(&mut self, max: u64) -> Vec<UciMove> {
        (0..self.below(max + 1)).map(|_| self.uci_move()).collect()
    }

    /// A word that is no keyword, no number and no move.
    fn word(&mut self) -> String {
        const WORDS: [&str; 8] = [
            "Hash",
            "Skill",
            "Level",
            "x",
            "abc",
            "Very",
            "Ünïcode",
            "a-b_c",
        ];
        WORDS[self.below(WORDS.len() as u64) as usize].to_string()
    }

    fn words(&mut self, min: u64, max: u64) -> String {
        let count = min + self.below(max - min + 1);
        (0..count)
            .map(|_| self.word())
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn unknown(&mut self) -> Vec<String> {
        if self.below(4) == 0 {
            (0..1 + self.below(3)).map(|_| self.word()).collect()
        } else {
            Vec::new()
        }
    }

    fn go(&mut self) -> Go {
        Go {
            search_moves: self.moves(3),
            ponder: self.chance(),
            white_time: self.maybe(Random::millis),
            black_time: self.maybe(Random::millis),
            white_increment: self.maybe(Random::millis),
            black_increment: self.maybe(Random::millis),
            moves_to_go: self.maybe(Random::small),
            depth: self.maybe(Random::small),
            nodes: self.maybe(Random::number),
            mate: self.maybe(Random::small),
            move_time: self.maybe(Random::millis),
            infinite: self.chance(),
            unknown: self.unknown(),
        }
    }

    fn info(&mut self) -> Info {
        let score = self.maybe(|r| {
            if r.chance() {
                Score::Centipawns(r.signed())
            } else {
                Score::Mate(r.signed() / 100)
            }
        });
        let score_bound = match (score, self.below(3)) {
            (None, _) | (_, 0) => ScoreBound::Exact,
            (_, 1) => ScoreBound::Lower,
            _ => ScoreBound::Upper,
        };
        Info {
            depth: self.maybe(Random::small),
            selective_depth: self.maybe(Random::small),
            time: self.maybe(Random::millis),
            nodes: self.maybe(Random::number),
            pv: self.moves(6),
            multipv: self.maybe(Random::small),
            score,
            score_bound,
            current_move: self.maybe(Random::uci_move),
            current_move_number: self.maybe(Random::small),
            hash_full: self.maybe(Random::small),
            nodes_per_second: self.maybe(Random::number),
            tablebase_hits: self.maybe(Random::number),
            shredder_base_hits: self.maybe(Random::number),
            cpu_load: self.maybe(Random::small),
            wdl: self.maybe(|r| Wdl {
                wins: r.small(),
                draws: r.small(),
                losses: r.small(),
            }),
            // Hundredths, as engines write it: Display writes the shortest text that reads back.
            effective_branching_factor: self.maybe(|r| f64::from(r.small()) / 100.0),
            refutation: self.moves(3),
            current_line: self.maybe(|r| CurrentLine {
                cpu: r.maybe(Random::small),
                moves: r.moves(3),
            }),
            string: self.maybe(|r| r.words(0, 4)),
            unknown: self.unknown(),
        }
    }

    fn option(&mut self) -> OptionDefinition {
        let kind = match self.below(5) {
            0 => OptionKind::Check {
                default: self.maybe(Random::chance),
            },
            1 => OptionKind::Spin {
                default: self.maybe(|r| i64::from(r.signed())),
                min: self.maybe(|r| i64::from(r.signed())),
                max: self.maybe(|r| i64::from(r.signed())),
            },
            2 => OptionKind::Combo {
                default: self.maybe(|r| r.words(1, 3)),
                values: (0..self.below(4)).map(|_| self.words(1, 3)).collect(),
            },
            3 => OptionKind::Button,
            _ => OptionKind::String {
                default: self.maybe(|r| r.words(0, 3)),
            },
        };
        OptionDefinition {
            name: self.words(1, 3),
            kind,
            unknown: self.unknown(),
        }
    }

    fn position(&mut self) -> PositionCommand {
        let start = if self.chance() {
            StartPosition::Standard
        } else {
            StartPosition::Fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".into())
        };
        PositionCommand {
            start,
            moves: self.moves(8),
            unknown: self.unknown(),
        }
    }

    fn gui_message(&mut self) -> GuiMessage {
        match self.below(12) {
            0 => GuiMessage::Uci,
            1 => GuiMessage::Debug(self.chance()),
            2 => GuiMessage::IsReady,
            3 => GuiMessage::SetOption {
                name: self.words(1, 3),
                value: self.maybe(|r| r.words(0, 3)),
            },
            4 if self.chance() => GuiMessage::Register(Register::Later),
            4 => {
                let (name, code) = (self.maybe(|r| r.words(1, 2)), self.maybe(|r| r.word()));
                let name = if name.is_none() && code.is_none() {
                    Some(self.word())
                } else {
                    name
                };
                GuiMessage::Register(Register::Credentials { name, code })
            }
            5 => GuiMessage::UciNewGame,
            6 => GuiMessage::Position(self.position()),
            7 => GuiMessage::Go(Box::new(self.go())),
            8 => GuiMessage::Stop,
            9 => GuiMessage::PonderHit,
            10 => GuiMessage::Quit,
            _ => GuiMessage::Unknown(self.words(1, 3)),
        }
    }

    fn engine_message(&mut self) -> EngineMessage {
        let status = |r: &mut Random| match r.below(3) {
            0 => CheckStatus::Checking,
            1 => CheckStatus::Ok,
            _ => CheckStatus::Error,
        };
        match self.below(10) {
            0 => EngineMessage::IdName(self.words(1, 3)),
            1 => EngineMessage::IdAuthor(self.words(0, 3)),
            2 => EngineMessage::UciOk,
            3 => EngineMessage::ReadyOk,
            4 => EngineMessage::BestMove {
                best: self.maybe(Random::uci_move),
                ponder: self.maybe(Random::uci_move),
            },
            5 => EngineMessage::CopyProtection(status(self)),
            6 => EngineMessage::Registration(status(self)),
            7 | 8 => EngineMessage::Info(Box::new(self.info())),
            _ => EngineMessage::Option(self.option()),
        }
    }
}

#[test]
fn random_gui_messages_read_back_equal() {
    let mut random = Random(SplitMix(0x5eed_0001));
    for _ in 0..10_000 {
        let message = random.gui_message();
        let line = message.to_string();
        assert_eq!(GuiMessage::parse(&line), message, "{line}");
    }
}

#[test]
fn random_engine_messages_read_back_equal() {
    let mut random = Random(SplitMix(0x5eed_0002));
    for _ in 0..10_000 {
        let message = random.engine_message();
        let line = message.to_string();
        assert_eq!(EngineMessage::parse(&line), message, "{line}");
    }
}
