//! [`EngineMessage`]: every line an engine sends back.

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use core::convert::Infallible;
use core::fmt;
use core::str::FromStr;

use fianchetto_notation::uci::UciMove;

use crate::words::Words;
use crate::{Info, OptionDefinition};

/// One line from the engine to the GUI.
///
/// [`EngineMessage::parse`] never fails: a line it cannot read whole (an engine's banner, a
/// `bestmove` with no move) is kept as [`EngineMessage::Unknown`]. `Display` writes the
/// canonical line.
///
/// ```
/// use fianchetto_uci::EngineMessage;
///
/// let message = EngineMessage::parse("bestmove e2e4 ponder e7e5");
/// let EngineMessage::BestMove { best, ponder } = message else { panic!("a bestmove") };
/// assert_eq!(best.map(|m| m.to_string()).as_deref(), Some("e2e4"));
/// assert_eq!(ponder.map(|m| m.to_string()).as_deref(), Some("e7e5"));
///
/// // Stockfish in a position with no legal move:
/// let none = EngineMessage::parse("bestmove (none)");
/// assert_eq!(none, EngineMessage::BestMove { best: None, ponder: None });
/// assert_eq!(none.to_string(), "bestmove (none)");
/// ```
///
/// Not `Eq`, as [`Info`] is not.
#[derive(Debug, Clone, PartialEq)]
pub enum EngineMessage {
    /// `id name NAME`.
    IdName(String),
    /// `id author AUTHOR`.
    IdAuthor(String),
    /// `uciok`: the handshake is over.
    UciOk,
    /// `readyok`: the answer to `isready`.
    ReadyOk,
    /// `bestmove MOVE [ponder MOVE]`: the search is over.
    BestMove {
        /// The move to play; `None` for `bestmove (none)`, which engines send when there is
        /// no legal move.
        best: Option<UciMove>,
        /// The reply the engine expects, to ponder on.
        ponder: Option<UciMove>,
    },
    /// `copyprotection checking|ok|error`.
    CopyProtection(CheckStatus),
    /// `registration checking|ok|error`.
    Registration(CheckStatus),
    /// `info ...`: search progress.
    Info(Box<Info>),
    /// `option name ... type ...`: a setting the engine offers.
    Option(OptionDefinition),
    /// A line that is none of the above, trimmed.
    Unknown(String),
}

/// The state of a `copyprotection` or `registration` check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
pub enum CheckStatus {
    /// `checking`: the check is under way.
    Checking,
    /// `ok`: the check passed.
    Ok,
    /// `error`: the check failed.
    Error,
}

impl CheckStatus {
    fn read(word: &str) -> Option<CheckStatus> {
        match word {
            "checking" => Some(CheckStatus::Checking),
            "ok" => Some(CheckStatus::Ok),
            "error" => Some(CheckStatus::Error),
            _ => None,
        }
    }

    fn as_str(self) -> &'static str {
        match self {
            CheckStatus::Checking => "checking",
            CheckStatus::Ok => "ok",
            CheckStatus::Error => "error",
        }
    }
}

impl EngineMessage {
    /// Reads one line (without or with its line ending).
    pub fn parse(line: &str) -> EngineMessage {
        let words = Words::new(line);
        let message = match words.get(0) {
            "id" => {
                let value = words.text(2..words.len()).to_string();
                match words.get(1) {
                    "name" => Some(EngineMessage::IdName(value)),
                    "author" => Some(EngineMessage::IdAuthor(value)),
                    _ => None,
                }
            }
            "uciok" => Some(EngineMessage::UciOk),
            "readyok" => Some(EngineMessage::ReadyOk),
            "bestmove" => read_best_move(&words),
            "copyprotection" => CheckStatus::read(words.get(1)).map(EngineMessage::CopyProtection),
            "registration" => CheckStatus::read(words.get(1)).map(EngineMessage::Registration),
            "info" => Some(EngineMessage::Info(Box::new(Info::read(&words, 1)))),
            "option" => OptionDefinition::read(&words, 1).map(EngineMessage::Option),
            _ => None,
        };
        message.unwrap_or_else(|| EngineMessage::Unknown(line.trim_ascii().to_string()))
    }
}

/// `bestmove MOVE|(none) [ponder MOVE]`; `None` for anything else.
fn read_best_move(words: &Words<'_>) -> Option<EngineMessage> {
    let best = match words.get(1) {
        "(none)" => None,
        word => Some(word.parse().ok()?),
    };
    let ponder = match (words.get(2), words.len()) {
        (_, 2) => None,
        ("ponder", 4) => Some(words.get(3).parse().ok()?),
        _ => return None,
    };
    Some(EngineMessage::BestMove { best, ponder })
}

impl FromStr for EngineMessage {
    type Err = Infallible;

    /// As [`EngineMessage::parse`].
    fn from_str(line: &str) -> Result<EngineMessage, Infallible> {
        Ok(EngineMessage::parse(line))
    }
}

impl fmt::Display for EngineMessage {
    /// The canonical line, without a line ending.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineMessage::IdName(name) => write!(f, "id name {name}"),
            EngineMessage::IdAuthor(author) => write!(f, "id author {author}"),
            EngineMessage::UciOk => f.write_str("uciok"),
            EngineMessage::ReadyOk => f.write_str("readyok"),
            EngineMessage::BestMove { best, ponder } => {
                match best {
                    Some(best) => write!(f, "bestmove {best}")?,
                    None => f.write_str("bestmove (none)")?,
                }
                match ponder {
                    Some(ponder) => write!(f, " ponder {ponder}"),
                    None => Ok(()),
                }
            }
            EngineMessage::CopyProtection(status) => {
                write!(f, "copyprotection {}", status.as_str())
            }
            EngineMessage::Registration(status) => write!(f, "registration {}", status.as_str()),
            EngineMessage::Info(info) => info.fmt(f),
            EngineMessage::Option(option) => option.fmt(f),
            EngineMessage::Unknown(line) => f.write_str(line),
        }
    }
}
