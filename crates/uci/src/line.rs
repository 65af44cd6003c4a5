//! Resolving a line of UCI moves (a `pv`, a `position ... moves` list) to legal [`Move`]s.

use alloc::vec::Vec;
use core::fmt;

use fianchetto_notation::Notation;
use fianchetto_notation::movegen::Move;
use fianchetto_notation::uci::{IllegalUciMoveError, UciMove};

/// A move of a line is not legal in the position it is played from.
///
/// ```
/// use fianchetto_uci::resolve_line;
/// use fianchetto_notation::movegen::Position;
///
/// let line = ["e2e4".parse()?, "e2e4".parse()?];
/// let err = resolve_line(&Position::new(), &line).unwrap_err();
/// assert_eq!(err.ply(), 1);
/// assert_eq!(err.to_string(), "illegal uci move: e2e4 (move 2 of the line)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct IllegalLineError {
    ply: usize,
    source: IllegalUciMoveError,
}

impl IllegalLineError {
    /// The index of the illegal move in the line, from 0.
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The illegal move.
    pub fn uci(&self) -> UciMove {
        self.source.uci()
    }
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl fmt::Debug for IllegalLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fianchetto_notation::movegen::debug_message(f, "IllegalLineError", self)
    }
}

impl fmt::Display for IllegalLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (move {} of the line)", self.source, self.ply + 1)
    }
}

/// The message holds the illegal move's, so `source` is that error's own source (none today),
/// not the move's error again.
impl core::error::Error for IllegalLineError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        self.source.source()
    }
}

/// The legal moves a line of UCI moves names, played one after the other from `start`, a
/// position of any rules ([`Notation`], which every position type implements).
///
/// Castling may be written either way in either castling mode: `e1g1`, or king takes rook
/// (`e1h1`) as Chess960 engines write it (see [`Notation::resolve_uci`]).
///
/// ```
/// use fianchetto_uci::resolve_line;
/// use fianchetto_notation::fen;
/// use fianchetto_notation::movegen::{CastlingMode, Move, Square};
///
/// let start = fen::parse_position(
///     "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - 0 1",
///     CastlingMode::Chess960,
/// )?;
/// let moves = resolve_line(&start, &["b1a1".parse()?, "b8e8".parse()?])?;
/// assert_eq!(moves, [Move::castle(Square::B1, Square::A1), Move::castle(Square::B8, Square::E8)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`IllegalLineError`] naming the first move that is not legal where it is played (a null
/// move `0000` is never legal).
pub fn resolve_line<P: Notation>(
    start: &P,
    line: &[UciMove],
) -> Result<Vec<Move>, IllegalLineError> {
    let mut pos = *start;
    let mut moves = Vec::with_capacity(line.len());
    for (ply, uci) in line.iter().enumerate() {
        let m = pos
            .resolve_uci(uci)
            .map_err(|source| IllegalLineError { ply, source })?;
        pos = pos.play_unchecked(m);
        moves.push(m);
    }
    Ok(moves)
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;
    use core::error::Error as _;

    use super::*;
    use fianchetto_notation::movegen::Position;

    #[test]
    fn the_message_names_the_move_and_the_source_does_not_repeat_it() {
        let line = ["e2e4".parse().unwrap(), "e2e4".parse().unwrap()];
        let err = resolve_line(&Position::new(), &line).unwrap_err();
        assert_eq!(
            err.to_string(),
            "illegal uci move: e2e4 (move 2 of the line)"
        );
        assert!(err.source().is_none());
    }
}
