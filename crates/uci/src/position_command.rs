//! [`PositionCommand`], the `position startpos|fen ... moves ...` command, and playing it.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use fianchetto_notation::Notation;
use fianchetto_notation::fen::{self, FenError};
use fianchetto_notation::movegen::{CastlingMode, Move, Position};
use fianchetto_notation::uci::UciMove;

use crate::info::write_moves;
use crate::line::{IllegalLineError, resolve_line};
use crate::words::Words;

/// The standard start position's FEN, as [`Notation::fen`] writes it.
const STANDARD_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// `position startpos|fen FEN [moves M1 M2 ...]`: the position to search, as a start and the
/// moves played from it (so that the engine sees repetitions).
///
/// ```
/// use fianchetto_uci::{GuiMessage, PositionCommand};
/// use fianchetto_notation::movegen::{CastlingMode, Position};
///
/// let GuiMessage::Position(command) = GuiMessage::parse("position startpos moves e2e4 e7e5") else {
///     panic!("a position command")
/// };
/// let pos = command.to_position(CastlingMode::Standard)?;
/// assert_eq!(pos.fullmoves().get(), 2);
///
/// let after = PositionCommand::from_moves(&Position::new(), &command.resolve(CastlingMode::Standard)?.1);
/// assert_eq!(after, command);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PositionCommand {
    /// Where the moves start.
    pub start: StartPosition,
    /// The moves played from the start.
    pub moves: Vec<UciMove>,
    /// Words the reader did not understand, in order.
    pub unknown: Vec<String>,
}

/// The start of a [`PositionCommand`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum StartPosition {
    /// `startpos`: the standard start position.
    Standard,
    /// `fen FEN`: the FEN as written (read when the command is played).
    Fen(String),
}

/// A [`PositionCommand`] names no legal position.
#[derive(Clone, PartialEq, Eq)]
pub enum PositionCommandError {
    /// The FEN does not read or is not a legal position.
    Fen(FenError),
    /// A move is not legal where it is played.
    Move(IllegalLineError),
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl fmt::Debug for PositionCommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fianchetto_notation::movegen::debug_message(f, "PositionCommandError", self)
    }
}

impl fmt::Display for PositionCommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionCommandError::Fen(err) => write!(f, "position command: {err}"),
            PositionCommandError::Move(err) => write!(f, "position command: {err}"),
        }
    }
}

/// The message holds the FEN's or the move's error, so `source` is that error's own source
/// (none today), not that error again.
impl core::error::Error for PositionCommandError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            PositionCommandError::Fen(err) => err.source(),
            PositionCommandError::Move(err) => err.source(),
        }
    }
}

impl PositionCommand {
    /// `position startpos`, or `position fen FEN` for any other position (the start position
    /// reached again by moves, whose clocks differ, included); no moves.
    ///
    /// ```
    /// use fianchetto_uci::PositionCommand;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    ///
    /// assert_eq!(PositionCommand::from_position(&Position::new()).to_string(), "position startpos");
    /// let mut again = Position::new();
    /// for (from, to) in [(Square::G1, Square::F3), (Square::G8, Square::F6),
    ///                    (Square::F3, Square::G1), (Square::F6, Square::G8)] {
    ///     again = again.play(Move::normal(from, to))?;
    /// }
    /// assert_eq!(
    ///     PositionCommand::from_position(&again).to_string(),
    ///     "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// Any position type with [`Notation`] will do (a variant's position is written as its
    /// FEN for its rules); `startpos` only for the standard start position.
    pub fn from_position<P: Notation>(pos: &P) -> PositionCommand {
        let fen = pos.fen();
        let start = if fen == STANDARD_START && pos.castling_mode() == CastlingMode::Standard {
            StartPosition::Standard
        } else {
            StartPosition::Fen(fen)
        };
        PositionCommand {
            start,
            moves: Vec::new(),
            unknown: Vec::new(),
        }
    }

    /// The command for the legal `moves` played from `start`, castling written in `start`'s
    /// mode (as [`Notation::uci`] writes it).
    ///
    /// ```
    /// use fianchetto_uci::PositionCommand;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    ///
    /// let e4 = Move::normal(Square::E2, Square::E4);
    /// let command = PositionCommand::from_moves(&Position::new(), &[e4]);
    /// assert_eq!(command.to_string(), "position startpos moves e2e4");
    /// ```
    pub fn from_moves<P: Notation>(start: &P, moves: &[Move]) -> PositionCommand {
        let mut pos = *start;
        let mut uci = Vec::with_capacity(moves.len());
        for &m in moves {
            uci.push(pos.uci(m));
            pos = pos.play_unchecked(m);
        }
        PositionCommand {
            moves: uci,
            ..PositionCommand::from_position(start)
        }
    }

    /// The start position, read in castling `mode`.
    ///
    /// # Errors
    /// [`PositionCommandError::Fen`] when the FEN is not a legal position.
    pub fn start_position(&self, mode: CastlingMode) -> Result<Position, PositionCommandError> {
        match &self.start {
            StartPosition::Standard => Ok(Position::new()),
            StartPosition::Fen(text) => {
                fen::parse_position(text, mode).map_err(PositionCommandError::Fen)
            }
        }
    }

    /// The start position and the legal moves the command names (castling in either form).
    ///
    /// # Errors
    /// [`PositionCommandError`] when the FEN is not a legal position or a move is illegal.
    pub fn resolve(
        &self,
        mode: CastlingMode,
    ) -> Result<(Position, Vec<Move>), PositionCommandError> {
        let start = self.start_position(mode)?;
        let moves = resolve_line(&start, &self.moves).map_err(PositionCommandError::Move)?;
        Ok((start, moves))
    }

    /// The position after the moves.
    ///
    /// # Errors
    /// [`PositionCommandError`] when the FEN is not a legal position or a move is illegal.
    pub fn to_position(&self, mode: CastlingMode) -> Result<Position, PositionCommandError> {
        let (start, moves) = self.resolve(mode)?;
        Ok(moves.iter().fold(start, |pos, &m| pos.play_unchecked(m)))
    }

    /// Reads the words after `position`; `None` without `startpos` or `fen`.
    pub(crate) fn read(words: &Words<'_>, from: usize) -> Option<PositionCommand> {
        let (start, rest) = match words.get(from) {
            "startpos" => (StartPosition::Standard, from + 1),
            "fen" => {
                let end = words.find(from + 1, &["moves"]);
                let fen = words.text(from + 1..end).to_string();
                (StartPosition::Fen(fen), end)
            }
            _ => return None,
        };
        let moves_at = words.find(rest, &["moves"]);
        let mut unknown: Vec<String> = words.owned(rest..moves_at).collect();
        let (moves, end) = words.moves(moves_at + 1);
        unknown.extend(words.owned(end.max(moves_at + 1)..words.len()));
        Some(PositionCommand {
            start,
            moves,
            unknown,
        })
    }
}

impl fmt::Display for PositionCommand {
    /// `position startpos` or `position fen FEN`, then `moves ...` when there are any. Unknown
    /// words come after `moves`, where they cannot be taken for part of the FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.start {
            StartPosition::Standard => f.write_str("position startpos")?,
            StartPosition::Fen(text) => write!(f, "position fen {text}")?,
        }
        if !self.moves.is_empty() || !self.unknown.is_empty() {
            f.write_str(" moves")?;
            write_moves(f, &self.moves)?;
        }
        for word in &self.unknown {
            write!(f, " {word}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;
    use core::error::Error as _;

    use crate::GuiMessage;

    use super::*;

    fn error(command: &str) -> PositionCommandError {
        let GuiMessage::Position(command) = GuiMessage::parse(command) else {
            panic!("a position command: {command}")
        };
        command.to_position(CastlingMode::Standard).unwrap_err()
    }

    #[test]
    fn the_message_holds_the_cause_and_the_source_does_not_repeat_it() {
        let fen = error("position fen 8/8/8 w - - 0 1");
        assert_eq!(
            fen.to_string(),
            "position command: invalid fen: board field \"8/8/8\": expected 8 ranks, found 3"
        );
        assert!(fen.source().is_none());
        let moves = error("position startpos moves e2e4 e2e4");
        assert_eq!(
            moves.to_string(),
            "position command: illegal uci move: e2e4 (move 2 of the line)"
        );
        assert!(moves.source().is_none());
    }
}
