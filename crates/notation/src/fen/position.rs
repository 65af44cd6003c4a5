//! A position's FEN that says its castling mode, and the reader that takes the mode from the
//! text: what [`PositionExt`](crate::PositionExt) and `serde_position` write and read.
//!
//! A [`Setup`](fianchetto_movegen::Setup), and so a [`Fen`], has no castling mode, and X-FEN's
//! `KQkq` is the same text for standard chess and for Chess960 position 518. A position knows
//! its mode, so a Chess960 position with castling rights writes them in Shredder-FEN (`HAha`,
//! the rooks' files), which only Chess960 writes; the reader then reads file letters as Chess960.

use core::fmt;

use fianchetto_movegen::{CastlingMode, EnPassantMode, Position};

use super::{CastlingStyle, Fen, FenError, write_fen};

/// `position` as FEN, with the en passant square as `ep` asks and Shredder-FEN castling rights
/// for Chess960.
pub(crate) struct PositionFen<'a> {
    pub(crate) position: &'a Position,
    pub(crate) ep: EnPassantMode,
}

impl fmt::Display for PositionFen<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let style = if self.position.castling_mode().is_chess960() {
            CastlingStyle::Shredder
        } else {
            CastlingStyle::XFen
        };
        write_fen(f, &self.position.to_setup(self.ep), style)
    }
}

/// Reads a position from FEN (relaxed), in the castling mode the text says: Chess960 when the
/// castling field names a rook by its file (Shredder-FEN, or X-FEN for an inner rook), or when
/// only Chess960 accepts its rights (`KQkq` with the king on `b1`, say); standard chess
/// otherwise. When both modes refuse it, the error is standard chess's.
pub(crate) fn read_position(text: &str) -> Result<Position, FenError> {
    let fen = Fen::from_ascii(text.as_bytes())?;
    if names_rook_files(text) {
        return Ok(fen.into_position(CastlingMode::Chess960)?);
    }
    match fen.clone().into_position(CastlingMode::Standard) {
        Ok(position) => Ok(position),
        Err(standard) => fen
            .into_position(CastlingMode::Chess960)
            .map_err(|_| FenError::Position(standard)),
    }
}

/// Whether the castling field (the third, in a FEN that parsed) names rooks by their files, as
/// Shredder-FEN and X-FEN write Chess960 rights.
fn names_rook_files(text: &str) -> bool {
    text.split(|c: char| c.is_ascii_whitespace() || c == '_')
        .filter(|field| !field.is_empty())
        .nth(2)
        .is_some_and(|castling| {
            castling
                .bytes()
                .any(|b| matches!(b.to_ascii_lowercase(), b'a'..=b'h'))
        })
}
