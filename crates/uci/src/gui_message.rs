//! [`GuiMessage`]: every command a GUI (or any program driving an engine) sends to the engine.

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use core::convert::Infallible;
use core::fmt;
use core::str::FromStr;

use crate::words::Words;
use crate::{Go, PositionCommand};

/// One line from the GUI to the engine.
///
/// [`GuiMessage::parse`] never fails: a line it cannot read whole is kept as
/// [`GuiMessage::Unknown`]. Extra words after a command that takes none (`isready now`) are
/// dropped, as the protocol asks; `Display` writes the canonical line.
///
/// ```
/// use fianchetto_uci::GuiMessage;
///
/// let message = GuiMessage::parse("  setoption   name Clear Hash ");
/// assert_eq!(message, GuiMessage::SetOption { name: "Clear Hash".into(), value: None });
/// assert_eq!(message.to_string(), "setoption name Clear Hash");
/// assert_eq!(GuiMessage::parse("xyzzy 3"), GuiMessage::Unknown("xyzzy 3".into()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GuiMessage {
    /// `uci`: switch to UCI mode; the engine answers with `id`, `option`s and `uciok`.
    Uci,
    /// `debug on|off`.
    Debug(bool),
    /// `isready`: the engine answers `readyok` when it is.
    IsReady,
    /// `setoption name NAME [value VALUE]` (a button has no value).
    SetOption {
        /// The option's name, which may have spaces.
        name: String,
        /// The value, which may have spaces.
        value: Option<String>,
    },
    /// `register later` or `register name NAME code CODE`.
    Register(Register),
    /// `ucinewgame`: the next position is from a new game.
    UciNewGame,
    /// `position startpos|fen ... [moves ...]`.
    Position(PositionCommand),
    /// `go ...`: start searching.
    Go(Box<Go>),
    /// `stop`: stop searching and answer with `bestmove`.
    Stop,
    /// `ponderhit`: the opponent played the move the engine was pondering on.
    PonderHit,
    /// `quit`: exit as soon as possible.
    Quit,
    /// A line that is none of the above, trimmed.
    Unknown(String),
}

/// The `register` command.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Register {
    /// `register later`.
    Later,
    /// `register name NAME code CODE`, either part possibly missing.
    Credentials {
        /// The name, which may have spaces.
        name: Option<String>,
        /// The registration code.
        code: Option<String>,
    },
}

impl GuiMessage {
    /// Reads one line (without or with its line ending).
    pub fn parse(line: &str) -> GuiMessage {
        let words = Words::new(line);
        let message = match words.get(0) {
            "uci" => Some(GuiMessage::Uci),
            "debug" => match words.get(1) {
                "on" => Some(GuiMessage::Debug(true)),
                "off" => Some(GuiMessage::Debug(false)),
                _ => None,
            },
            "isready" => Some(GuiMessage::IsReady),
            "setoption" => read_set_option(&words),
            "register" => read_register(&words),
            "ucinewgame" => Some(GuiMessage::UciNewGame),
            "position" => PositionCommand::read(&words, 1).map(GuiMessage::Position),
            "go" => Some(GuiMessage::Go(Box::new(Go::read(&words, 1)))),
            "stop" => Some(GuiMessage::Stop),
            "ponderhit" => Some(GuiMessage::PonderHit),
            "quit" => Some(GuiMessage::Quit),
            _ => None,
        };
        message.unwrap_or_else(|| GuiMessage::Unknown(line.trim_ascii().to_string()))
    }
}

fn read_set_option(words: &Words<'_>) -> Option<GuiMessage> {
    if words.get(1) != "name" {
        return None;
    }
    let value_at = words.find(2, &["value"]);
    let name = words.text(2..value_at);
    if name.is_empty() {
        return None;
    }
    let value = (value_at < words.len()).then(|| words.text(value_at + 1..words.len()));
    Some(GuiMessage::SetOption {
        name: name.to_string(),
        value: value.map(ToString::to_string),
    })
}

fn read_register(words: &Words<'_>) -> Option<GuiMessage> {
    if words.get(1) == "later" && words.len() == 2 {
        return Some(GuiMessage::Register(Register::Later));
    }
    let (mut name, mut code) = (None, None);
    let mut i = 1;
    while i < words.len() {
        let end = words.find(i + 1, &["name", "code"]);
        let value = Some(words.text(i + 1..end).to_string());
        match words.get(i) {
            "name" if name.is_none() => name = value,
            "code" if code.is_none() => code = value,
            _ => return None,
        }
        i = end;
    }
    if name.is_none() && code.is_none() {
        return None;
    }
    Some(GuiMessage::Register(Register::Credentials { name, code }))
}

impl FromStr for GuiMessage {
    type Err = Infallible;

    /// As [`GuiMessage::parse`].
    fn from_str(line: &str) -> Result<GuiMessage, Infallible> {
        Ok(GuiMessage::parse(line))
    }
}

impl fmt::Display for GuiMessage {
    /// The canonical line, without a line ending.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GuiMessage::Uci => f.write_str("uci"),
            GuiMessage::Debug(on) => f.write_str(if *on { "debug on" } else { "debug off" }),
            GuiMessage::IsReady => f.write_str("isready"),
            GuiMessage::SetOption { name, value } => {
                write!(f, "setoption name {name}")?;
                match value {
                    Some(value) => write!(f, " value {value}"),
                    None => Ok(()),
                }
            }
            GuiMessage::Register(Register::Later) => f.write_str("register later"),
            GuiMessage::Register(Register::Credentials { name, code }) => {
                f.write_str("register")?;
                if let Some(name) = name {
                    write!(f, " name {name}")?;
                }
                if let Some(code) = code {
                    write!(f, " code {code}")?;
                }
                Ok(())
            }
            GuiMessage::UciNewGame => f.write_str("ucinewgame"),
            GuiMessage::Position(command) => command.fmt(f),
            GuiMessage::Go(go) => go.fmt(f),
            GuiMessage::Stop => f.write_str("stop"),
            GuiMessage::PonderHit => f.write_str("ponderhit"),
            GuiMessage::Quit => f.write_str("quit"),
            GuiMessage::Unknown(line) => f.write_str(line),
        }
    }
}
