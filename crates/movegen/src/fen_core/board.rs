//! The piece placement field of a FEN: a [`Board`] read and written.

use core::fmt;

use crate::{Board, File, Piece, Rank, Square};

use super::error::{FenField, FenSyntaxError, ParseFenErrorKind};

/// Parses the piece placement field.
///
/// # Errors
/// [`FenField::Board`], when the text is not eight ranks of eight squares (or, `strict`, has two
/// digits in a row).
pub fn parse_board(text: &[u8], strict: bool) -> Result<Board, FenSyntaxError<'_>> {
    let error = |kind| FenSyntaxError::new(FenField::Board, kind, text);
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
///
/// # Errors
/// Only the writer's.
pub fn write_board(f: &mut impl fmt::Write, board: &Board) -> fmt::Result {
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
