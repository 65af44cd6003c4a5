//! The piece placement field: [`BoardFen`] reads and writes a [`Board`] alone.

use core::fmt;
use core::str::FromStr;

use fianchetto_movegen::{Board, File, Piece, Rank, Square};

use super::error::{FenField, ParseFenError, ParseFenErrorKind};

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
    /// [`ParseFenError`] with [`FenField::Board`], when the text is not eight ranks of eight squares.
    pub fn from_ascii(text: &[u8]) -> Result<BoardFen, ParseFenError> {
        parse_board(text, false).map(BoardFen)
    }

    /// Parses a piece placement field in its canonical form only (no two digits in a row).
    ///
    /// # Errors
    /// As [`BoardFen::from_ascii`], and [`ParseFenErrorKind::ConsecutiveDigits`].
    pub fn from_ascii_strict(text: &[u8]) -> Result<BoardFen, ParseFenError> {
        parse_board(text, true).map(BoardFen)
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

/// Parses the piece placement field.
pub(crate) fn parse_board(text: &[u8], strict: bool) -> Result<Board, ParseFenError> {
    let error = |kind| ParseFenError::new(FenField::Board, kind, text);
    let mut board = Board::empty();
    let mut ranks = 1; // ranks started so far
    let mut squares = 0u32; // squares of the current rank so far
    let mut previous_digit = false;
    let rank_length = |ranks: usize, squares: u32| {
        // `ranks` is at most 8 here: the rank counted from White's side is 8 - (ranks - 1).
        let rank = Rank::new_masked(8 - ranks as u32);
        error(ParseFenErrorKind::RankLength { rank, squares })
    };
    for &b in text {
        match b {
            b'/' => {
                if ranks >= 8 {
                    let found = 1 + text.iter().filter(|&&b| b == b'/').count();
                    return Err(error(ParseFenErrorKind::RankCount(found)));
                }
                if squares != 8 {
                    return Err(rank_length(ranks, squares));
                }
                ranks += 1;
                squares = 0;
                previous_digit = false;
            }
            b'1'..=b'8' => {
                if strict && previous_digit {
                    return Err(error(ParseFenErrorKind::ConsecutiveDigits));
                }
                squares += u32::from(b - b'0');
                previous_digit = true;
            }
            _ => {
                let piece = Piece::from_char(char::from(b))
                    .ok_or_else(|| error(ParseFenErrorKind::UnexpectedChar(char::from(b))))?;
                if squares < 8 {
                    let square = Square::from_coords(
                        File::new_masked(squares),
                        Rank::new_masked(8 - ranks as u32),
                    );
                    board.set_piece_at(square, piece);
                }
                squares += 1;
                previous_digit = false;
            }
        }
    }
    if ranks != 8 {
        return Err(error(ParseFenErrorKind::RankCount(ranks)));
    }
    if squares != 8 {
        return Err(rank_length(ranks, squares));
    }
    Ok(board)
}

/// Writes the piece placement field.
pub(crate) fn write_board(f: &mut impl fmt::Write, board: &Board) -> fmt::Result {
    for rank in Rank::ALL.into_iter().rev() {
        let mut empty = 0u8;
        for file in File::ALL {
            match board.piece_at(Square::from_coords(file, rank)) {
                Some(piece) => {
                    if empty > 0 {
                        f.write_char(char::from(b'0' + empty))?;
                        empty = 0;
                    }
                    f.write_char(piece.char())?;
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            f.write_char(char::from(b'0' + empty))?;
        }
        if rank != Rank::First {
            f.write_char('/')?;
        }
    }
    Ok(())
}
