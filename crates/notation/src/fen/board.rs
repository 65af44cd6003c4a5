//! The piece placement field: [`BoardFen`] reads and writes a [`Board`] alone.

use core::fmt;
use core::str::FromStr;

use fianchetto_movegen::Board;
use fianchetto_movegen::fen_core::{parse_board, write_board};

use super::error::ParseFenError;

/// A [`Board`] in FEN's piece placement notation, such as
/// `rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR`: rank 8 first, `/` between ranks, White's
/// pieces in uppercase, digits for runs of empty squares.
///
/// EPD files and perft suites use it for the board alone; for whole positions see
/// [`Fen`](super::Fen).
///
/// ```
/// use fianchetto_notation::fen::BoardFen;
/// use fianchetto_notation::movegen::{Board, Square, Role};
///
/// let BoardFen(board) = "8/8/8/8/4P3/8/8/k6K".parse()?;
/// assert_eq!(board.role_at(Square::E4), Some(Role::Pawn));
/// assert_eq!(BoardFen(Board::new()).to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
/// # Ok::<(), fianchetto_notation::fen::ParseFenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardFen(pub Board);

impl BoardFen {
    /// Parses a piece placement field. Two digits in a row (such as `44`) are accepted; use
    /// [`BoardFen::from_ascii_strict`] to reject them.
    ///
    /// # Errors
    /// [`ParseFenError`] with [`FenField::Board`](super::FenField::Board), when the text is not eight ranks of eight squares.
    pub fn from_ascii(text: &[u8]) -> Result<BoardFen, ParseFenError> {
        Ok(BoardFen(parse_board(text, false)?))
    }

    /// Parses a piece placement field in its canonical form only (no two digits in a row).
    ///
    /// # Errors
    /// As [`BoardFen::from_ascii`], and
    /// [`ParseFenErrorKind::ConsecutiveDigits`](super::ParseFenErrorKind::ConsecutiveDigits).
    pub fn from_ascii_strict(text: &[u8]) -> Result<BoardFen, ParseFenError> {
        Ok(BoardFen(parse_board(text, true)?))
    }
}

impl FromStr for BoardFen {
    type Err = ParseFenError;

    fn from_str(s: &str) -> Result<BoardFen, ParseFenError> {
        BoardFen::from_ascii(s.as_bytes())
    }
}

impl fmt::Display for BoardFen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(f, &self.0)
    }
}

impl From<Board> for BoardFen {
    fn from(board: Board) -> BoardFen {
        BoardFen(board)
    }
}
