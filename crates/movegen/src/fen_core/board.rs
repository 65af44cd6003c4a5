//! The piece placement field of a FEN: a [`Board`] read and written.

use core::fmt;

use crate::{Bitboard, Board, File, Piece, Rank, Square};

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
    write_board_marking(f, board, Bitboard::EMPTY)
}

/// Writes the piece placement field with `~` after each piece on `promoted`, as crazyhouse's
/// FEN marks the pieces that go back to the hand as pawns.
///
/// ```
/// use fianchetto_movegen::fen_core::{parse_board, write_board_marking};
/// use fianchetto_movegen::{Bitboard, Square};
///
/// let board = parse_board(b"4k3/8/8/8/8/8/8/Q3K3", false)?;
/// let mut text = String::new();
/// write_board_marking(&mut text, &board, Bitboard::from_square(Square::A1))?;
/// assert_eq!(text, "4k3/8/8/8/8/8/8/Q~3K3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// Only the writer's.
pub fn write_board_marking(
    f: &mut impl fmt::Write,
    board: &Board,
    promoted: Bitboard,
) -> fmt::Result {
    for rank in Rank::ALL.into_iter().rev() {
        let mut empty = 0u8;
        for file in File::ALL {
            let square = Square::from_coords(file, rank);
            match board.piece_at(square) {
                Some(piece) => {
                    if empty > 0 {
                        f.write_char(char::from(b'0' + empty))?;
                        empty = 0;
                    }
                    f.write_char(piece.char())?;
                    if promoted.contains(square) {
                        f.write_char('~')?;
                    }
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
