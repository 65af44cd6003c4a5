//! [`Info`], the `info` line an engine writes while it searches.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::time::Duration;

use fianchetto_notation::Notation;
use fianchetto_notation::movegen::Move;
use fianchetto_notation::uci::UciMove;

use crate::line::{IllegalLineError, resolve_line};
use crate::words::{Words, millis, set, set_millis};
use crate::{Score, ScoreBound, Wdl};

/// An `info` line: what the engine reports about its search. Every field is optional, as
/// engines send only some of them at a time.
///
/// Reading is lenient: a word it does not know, or a keyword whose value does not read, goes
/// to [`unknown`](Info::unknown) in order, and the rest of the line is still read.
///
/// ```
/// use fianchetto_uci::{EngineMessage, Score};
///
/// let line = "info depth 20 seldepth 27 multipv 1 score cp 35 nodes 1423412 nps 1120000 \
///             hashfull 473 tbhits 0 time 1271 pv e2e4 e7e5 g1f3";
/// let EngineMessage::Info(info) = EngineMessage::parse(line) else { panic!("an info line") };
/// assert_eq!(info.depth, Some(20));
/// assert_eq!(info.score, Some(Score::Centipawns(35)));
/// assert_eq!(info.pv.len(), 3);
/// assert_eq!(info.pv[2].to_string(), "g1f3");
/// ```
///
/// Not `Eq`: the effective branching factor is a fraction.
#[derive(Debug, Clone, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Info {
    /// `depth`: the search depth in plies.
    pub depth: Option<u32>,
    /// `seldepth`: the selective search depth in plies.
    pub selective_depth: Option<u32>,
    /// `time`: the time searched, written in milliseconds.
    #[cfg_attr(
        feature = "serde",
        serde(default, with = "crate::serde_impls::millis_option")
    )]
    pub time: Option<Duration>,
    /// `nodes`: the nodes searched.
    pub nodes: Option<u64>,
    /// `pv`: the best line found (empty when not sent).
    pub pv: Vec<UciMove>,
    /// `multipv`: which of the best lines this is, from 1, in MultiPV mode.
    pub multipv: Option<u32>,
    /// `score cp N` or `score mate N`, from the side to move's point of view.
    pub score: Option<Score>,
    /// `lowerbound` or `upperbound` after the score ([`ScoreBound::Exact`] without either).
    pub score_bound: ScoreBound,
    /// `currmove`: the root move being searched.
    pub current_move: Option<UciMove>,
    /// `currmovenumber`: the place of the current move in the root move list, from 1.
    pub current_move_number: Option<u32>,
    /// `hashfull`: how full the hash table is, in per mille.
    pub hash_full: Option<u32>,
    /// `nps`: nodes searched per second.
    pub nodes_per_second: Option<u64>,
    /// `tbhits`: positions found in endgame tablebases.
    pub tablebase_hits: Option<u64>,
    /// `sbhits`: positions found in Shredder endgame databases.
    pub shredder_base_hits: Option<u64>,
    /// `cpuload`: the CPU usage of the engine, in per mille.
    pub cpu_load: Option<u32>,
    /// `wdl W D L`: win, draw and loss chances.
    pub wdl: Option<Wdl>,
    /// `ebf`: the effective branching factor of the search, a fraction (`ebf 1.87`), which
    /// some engines report beside the depth (not in the protocol's description).
    #[cfg_attr(feature = "serde", serde(default))]
    pub effective_branching_factor: Option<f64>,
    /// `refutation`: a move and the line refuting it (empty when not sent).
    pub refutation: Vec<UciMove>,
    /// `currline`: the line a search thread is on.
    pub current_line: Option<CurrentLine>,
    /// `string`: free text, everything to the end of the line.
    pub string: Option<String>,
    /// Words the reader did not understand, in order.
    pub unknown: Vec<String>,
}

/// The `currline [cpunr] move1 ...` of an [`Info`]: the line a search thread is on.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CurrentLine {
    /// The number of the CPU (thread) searching it, from 1, when the engine says.
    pub cpu: Option<u32>,
    /// The moves of the line.
    pub moves: Vec<UciMove>,
}

impl Info {
    /// Reads the words after `info` (`from` is the index of the first).
    pub(crate) fn read(words: &Words<'_>, from: usize) -> Info {
        let mut info = Info::default();
        let mut i = from;
        while i < words.len() {
            let keyword = words.get(i);
            let value = words.get(i + 1);
            let read = match keyword {
                "depth" => set(&mut info.depth, value),
                "seldepth" => set(&mut info.selective_depth, value),
                "time" => set_millis(&mut info.time, value),
                "nodes" => set(&mut info.nodes, value),
                "multipv" => set(&mut info.multipv, value),
                "currmove" => set(&mut info.current_move, value),
                "currmovenumber" => set(&mut info.current_move_number, value),
                "hashfull" => set(&mut info.hash_full, value),
                "nps" => set(&mut info.nodes_per_second, value),
                "tbhits" => set(&mut info.tablebase_hits, value),
                "sbhits" => set(&mut info.shredder_base_hits, value),
                "cpuload" => set(&mut info.cpu_load, value),
                "ebf" => read_branching_factor(value).map(|ebf| {
                    info.effective_branching_factor = Some(ebf);
                    2
                }),
                "score" => read_score(words, i + 1, &mut info),
                "wdl" => read_wdl(words, i + 1).map(|wdl| {
                    info.wdl = Some(wdl);
                    4
                }),
                "pv" => {
                    let (moves, end) = words.moves(i + 1);
                    info.pv = moves;
                    Some(end - i)
                }
                "refutation" => {
                    let (moves, end) = words.moves(i + 1);
                    info.refutation = moves;
                    Some(end - i)
                }
                "currline" => {
                    // `0000` reads as a number too, but a null move is the likelier reading.
                    let cpu = value
                        .parse()
                        .ok()
                        .filter(|_| value.parse::<UciMove>().is_err());
                    let first = i + 1 + usize::from(cpu.is_some());
                    let (moves, end) = words.moves(first);
                    info.current_line = Some(CurrentLine { cpu, moves });
                    Some(end - i)
                }
                "string" => {
                    info.string = Some(words.text(i + 1..words.len()).to_string());
                    Some(words.len() - i)
                }
                _ => None,
            };
            match read {
                Some(count) => i += count,
                None => {
                    info.unknown.push(keyword.to_string());
                    i += 1;
                }
            }
        }
        info
    }

    /// The [`pv`](Info::pv) as legal moves from `pos`, the position searched.
    ///
    /// ```
    /// use fianchetto_uci::{EngineMessage, Info};
    /// use fianchetto_notation::movegen::Position;
    ///
    /// let EngineMessage::Info(info) = EngineMessage::parse("info depth 2 pv e2e4 e7e5") else {
    ///     panic!("an info line")
    /// };
    /// let moves = info.pv_moves(&Position::new())?;
    /// assert_eq!(moves.len(), 2);
    /// # Ok::<(), fianchetto_uci::IllegalLineError>(())
    /// ```
    ///
    /// # Errors
    /// [`IllegalLineError`] naming the first move that is not legal where it is played.
    pub fn pv_moves<P: Notation>(&self, pos: &P) -> Result<Vec<Move>, IllegalLineError> {
        resolve_line(pos, &self.pv)
    }
}

/// `cp N` or `mate N`, then an optional bound: the words it took, counting `score`.
fn read_score(words: &Words<'_>, at: usize, info: &mut Info) -> Option<usize> {
    let value = words.get(at + 1).parse().ok()?;
    info.score = Some(match words.get(at) {
        "cp" => Score::Centipawns(value),
        "mate" => Score::Mate(value),
        _ => return None,
    });
    info.score_bound = match words.get(at + 2) {
        "lowerbound" => ScoreBound::Lower,
        "upperbound" => ScoreBound::Upper,
        _ => ScoreBound::Exact,
    };
    Some(if info.score_bound == ScoreBound::Exact {
        3
    } else {
        4
    })
}

/// A finite fraction: `NaN` or `inf` would not write back as a number an engine sends.
fn read_branching_factor(value: &str) -> Option<f64> {
    value.parse().ok().filter(|ebf: &f64| ebf.is_finite())
}

fn read_wdl(words: &Words<'_>, at: usize) -> Option<Wdl> {
    Some(Wdl {
        wins: words.get(at).parse().ok()?,
        draws: words.get(at + 1).parse().ok()?,
        losses: words.get(at + 2).parse().ok()?,
    })
}

impl fmt::Display for Info {
    /// The canonical line, fields in Stockfish's order, moves and free text last.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("info")?;
        let numbers = [
            ("depth", self.depth.map(u64::from)),
            ("seldepth", self.selective_depth.map(u64::from)),
            ("multipv", self.multipv.map(u64::from)),
        ];
        for (keyword, value) in numbers {
            if let Some(value) = value {
                write!(f, " {keyword} {value}")?;
            }
        }
        if let Some(score) = self.score {
            write!(f, " score {score}")?;
            match self.score_bound {
                ScoreBound::Exact => {}
                ScoreBound::Lower => f.write_str(" lowerbound")?,
                ScoreBound::Upper => f.write_str(" upperbound")?,
            }
        }
        if let Some(Wdl {
            wins,
            draws,
            losses,
        }) = self.wdl
        {
            write!(f, " wdl {wins} {draws} {losses}")?;
        }
        if let Some(ebf) = self.effective_branching_factor {
            write!(f, " ebf {ebf}")?;
        }
        if let Some(m) = self.current_move {
            write!(f, " currmove {m}")?;
        }
        let numbers = [
            ("currmovenumber", self.current_move_number.map(u64::from)),
            ("nodes", self.nodes),
            ("nps", self.nodes_per_second),
            ("hashfull", self.hash_full.map(u64::from)),
            ("tbhits", self.tablebase_hits),
            ("sbhits", self.shredder_base_hits),
            ("cpuload", self.cpu_load.map(u64::from)),
            ("time", self.time.map(millis)),
        ];
        for (keyword, value) in numbers {
            if let Some(value) = value {
                write!(f, " {keyword} {value}")?;
            }
        }
        // Before the move lists, which would swallow an unknown word that reads as a move.
        for word in &self.unknown {
            write!(f, " {word}")?;
        }
        if !self.refutation.is_empty() {
            f.write_str(" refutation")?;
            write_moves(f, &self.refutation)?;
        }
        if let Some(line) = &self.current_line {
            f.write_str(" currline")?;
            if let Some(cpu) = line.cpu {
                write!(f, " {cpu}")?;
            }
            write_moves(f, &line.moves)?;
        }
        if !self.pv.is_empty() {
            f.write_str(" pv")?;
            write_moves(f, &self.pv)?;
        }
        if let Some(text) = &self.string {
            write!(f, " string {text}")?;
        }
        Ok(())
    }
}

/// Each move, after a space.
pub(crate) fn write_moves(f: &mut fmt::Formatter<'_>, moves: &[UciMove]) -> fmt::Result {
    moves.iter().try_for_each(|m| write!(f, " {m}"))
}
