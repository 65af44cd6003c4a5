//! [`Go`], the `go` command that starts a search, with every limit the protocol has.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::time::Duration;

use fianchetto_notation::uci::UciMove;

use crate::info::write_moves;
use crate::words::{Words, millis, set, set_millis};

/// `go ...`: search the position last sent, within these limits. A default `Go` is a bare `go`,
/// which engines take as an infinite search.
///
/// ```
/// use core::time::Duration;
/// use fianchetto_uci::{Go, GuiMessage};
///
/// let go = Go { depth: Some(8), ..Go::default() };
/// assert_eq!(go.to_string(), "go depth 8");
/// assert_eq!(Go::movetime(Duration::from_millis(250)).to_string(), "go movetime 250");
///
/// let GuiMessage::Go(go) = GuiMessage::parse("go wtime 60000 btime 58000 winc 1000 binc 1000") else {
///     panic!("a go command")
/// };
/// assert_eq!(go.white_time, Some(Duration::from_secs(60)));
/// assert_eq!(go.black_increment, Some(Duration::from_secs(1)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Go {
    /// `searchmoves`: search only these root moves (empty: all of them).
    pub search_moves: Vec<UciMove>,
    /// `ponder`: search in pondering mode, on the opponent's time.
    pub ponder: bool,
    /// `wtime`: White's time left, written in milliseconds.
    #[cfg_attr(
        feature = "serde",
        serde(default, with = "crate::serde_impls::millis_option")
    )]
    pub white_time: Option<Duration>,
    /// `btime`: Black's time left.
    #[cfg_attr(
        feature = "serde",
        serde(default, with = "crate::serde_impls::millis_option")
    )]
    pub black_time: Option<Duration>,
    /// `winc`: White's increment per move.
    #[cfg_attr(
        feature = "serde",
        serde(default, with = "crate::serde_impls::millis_option")
    )]
    pub white_increment: Option<Duration>,
    /// `binc`: Black's increment per move.
    #[cfg_attr(
        feature = "serde",
        serde(default, with = "crate::serde_impls::millis_option")
    )]
    pub black_increment: Option<Duration>,
    /// `movestogo`: moves to the next time control.
    pub moves_to_go: Option<u32>,
    /// `depth`: search this many plies.
    pub depth: Option<u32>,
    /// `nodes`: search this many nodes.
    pub nodes: Option<u64>,
    /// `mate`: search for a mate in this many moves.
    pub mate: Option<u32>,
    /// `movetime`: search exactly this long.
    #[cfg_attr(
        feature = "serde",
        serde(default, with = "crate::serde_impls::millis_option")
    )]
    pub move_time: Option<Duration>,
    /// `infinite`: search until `stop`.
    pub infinite: bool,
    /// Words the reader did not understand, in order.
    pub unknown: Vec<String>,
}

impl Go {
    /// `go depth PLIES`.
    pub fn depth(plies: u32) -> Go {
        Go {
            depth: Some(plies),
            ..Go::default()
        }
    }

    /// `go nodes NODES`.
    pub fn nodes(nodes: u64) -> Go {
        Go {
            nodes: Some(nodes),
            ..Go::default()
        }
    }

    /// `go movetime MILLISECONDS`.
    pub fn movetime(time: Duration) -> Go {
        Go {
            move_time: Some(time),
            ..Go::default()
        }
    }

    /// `go wtime WHITE btime BLACK`: a search on the clock, with the time each side has left.
    /// Increments and the moves to the next time control are fields of their own.
    ///
    /// ```
    /// use core::time::Duration;
    /// use fianchetto_uci::Go;
    ///
    /// let blitz = Go {
    ///     white_increment: Some(Duration::from_secs(2)),
    ///     black_increment: Some(Duration::from_secs(2)),
    ///     ..Go::clock(Duration::from_secs(180), Duration::from_millis(175_500))
    /// };
    /// assert_eq!(blitz.to_string(), "go wtime 180000 btime 175500 winc 2000 binc 2000");
    /// ```
    pub fn clock(white_time: Duration, black_time: Duration) -> Go {
        Go {
            white_time: Some(white_time),
            black_time: Some(black_time),
            ..Go::default()
        }
    }

    /// Reads the words after `go` (`from` is the index of the first).
    pub(crate) fn read(words: &Words<'_>, from: usize) -> Go {
        let mut go = Go::default();
        let mut i = from;
        while i < words.len() {
            let keyword = words.get(i);
            let value = words.get(i + 1);
            let read = match keyword {
                "searchmoves" => {
                    let (moves, end) = words.moves(i + 1);
                    go.search_moves = moves;
                    Some(end - i)
                }
                "ponder" => {
                    go.ponder = true;
                    Some(1)
                }
                "infinite" => {
                    go.infinite = true;
                    Some(1)
                }
                "wtime" => set_millis(&mut go.white_time, value),
                "btime" => set_millis(&mut go.black_time, value),
                "winc" => set_millis(&mut go.white_increment, value),
                "binc" => set_millis(&mut go.black_increment, value),
                "movetime" => set_millis(&mut go.move_time, value),
                "movestogo" => set(&mut go.moves_to_go, value),
                "depth" => set(&mut go.depth, value),
                "nodes" => set(&mut go.nodes, value),
                "mate" => set(&mut go.mate, value),
                _ => None,
            };
            match read {
                Some(count) => i += count,
                None => {
                    go.unknown.push(keyword.to_string());
                    i += 1;
                }
            }
        }
        go
    }
}

impl fmt::Display for Go {
    /// The canonical command, parameters in the order of the protocol's description.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("go")?;
        if !self.search_moves.is_empty() {
            f.write_str(" searchmoves")?;
            write_moves(f, &self.search_moves)?;
        }
        if self.ponder {
            f.write_str(" ponder")?;
        }
        let times = [
            ("wtime", self.white_time),
            ("btime", self.black_time),
            ("winc", self.white_increment),
            ("binc", self.black_increment),
        ];
        for (keyword, time) in times {
            if let Some(time) = time {
                write!(f, " {keyword} {}", millis(time))?;
            }
        }
        let numbers = [
            ("movestogo", self.moves_to_go.map(u64::from)),
            ("depth", self.depth.map(u64::from)),
            ("nodes", self.nodes),
            ("mate", self.mate.map(u64::from)),
            ("movetime", self.move_time.map(millis)),
        ];
        for (keyword, value) in numbers {
            if let Some(value) = value {
                write!(f, " {keyword} {value}")?;
            }
        }
        if self.infinite {
            f.write_str(" infinite")?;
        }
        for word in &self.unknown {
            write!(f, " {word}")?;
        }
        Ok(())
    }
}
