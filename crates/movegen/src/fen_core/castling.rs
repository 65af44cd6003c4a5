//! The castling field: standard (`KQkq`), X-FEN (`K` = outermost rook, file letters for inner
//! rooks) and Shredder-FEN (`HAha`) on input; canonical X-FEN or Shredder-FEN on output.

use core::fmt;

use crate::{Bitboard, Board, Color, File, Rank, Role, Square};

use super::error::{FenField, FenSyntaxError, ParseFenErrorKind};
/// Parses the castling field into the set of squares of rooks that may castle.
///
/// `K`/`Q` name the outermost rook on that side of the king (falling back to the corner square,
/// which position validation then rejects when no rook stands there); file letters name the rook
/// on that file of the color's back rank.
///
/// # Errors
/// [`FenField::Castling`], for a character that names no right (or, `strict`, rights out of
/// order).
pub fn parse_castling<'a>(
    text: &'a [u8],
    board: &Board,
    strict: bool,
) -> Result<Bitboard, FenSyntaxError<'a>> {
    let error = |kind| FenSyntaxError::new(FenField::Castling, kind, text);
    if text == b"-" {
        return Ok(Bitboard::EMPTY);
    }
    let mut rights = Bitboard::EMPTY;
    let mut per_color = [0u8; 2];
    for &b in text {
        let color = if b.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let backrank_rank = match color {
            Color::White => Rank::First,
            Color::Black => Rank::Eighth,
        };
        let backrank = Bitboard::from_rank(backrank_rank);
        let square = match b.to_ascii_lowercase() {
            b'k' | b'q' => {
                let kingside = b.eq_ignore_ascii_case(&b'k');
                let rooks = board.by_piece(Role::Rook.of(color)) & backrank;
                let king = board.king_of(color).filter(|&k| backrank.contains(k));
                let outermost = if kingside {
                    rooks.last()
                } else {
                    rooks.first()
                };
                let corner = if kingside { File::H } else { File::A };
                match (king, outermost) {
                    (Some(king), Some(rook)) if (rook.file() > king.file()) == kingside => rook,
                    _ => Square::from_coords(corner, backrank_rank),
                }
            }
            lower @ b'a'..=b'h' => {
                Square::from_coords(File::new_masked(u32::from(lower - b'a')), backrank_rank)
            }
            _ => return Err(error(ParseFenErrorKind::UnexpectedChar(char::from(b)))),
        };
        if strict {
            let black_seen = per_color[Color::Black.index()] > 0;
            per_color[color.index()] += 1;
            if rights.contains(square)
                || per_color[color.index()] > 2
                || (color == Color::White && black_seen)
            {
                return Err(error(ParseFenErrorKind::CastlingOrder));
            }
        }
        rights = rights.with(square);
    }
    Ok(rights)
}

/// How the castling field names the rooks that may castle.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CastlingStyle {
    /// `KQkq` where the letter is unambiguous, file letters for inner rooks: what every
    /// position and setup writes, in either castling mode, as python-chess does.
    XFen,
    /// The rooks' files only (`HAha`), which some Chess960 programs ask for.
    Shredder,
}

/// Writes the castling field in `style`.
///
/// # Errors
/// Only the writer's.
pub fn write_castling_in(
    f: &mut impl fmt::Write,
    board: &Board,
    rights: Bitboard,
    style: CastlingStyle,
) -> fmt::Result {
    match style {
        CastlingStyle::XFen => write_xfen_castling(f, board, Bitboard::EMPTY, rights),
        CastlingStyle::Shredder => write_shredder_castling(f, rights),
    }
}

/// The castling rights as the rooks' files, White's in uppercase first, each color's king side
/// first (`HAha`); `-` when there are none. Rights off the back ranks are left out.
fn write_shredder_castling(f: &mut impl fmt::Write, rights: Bitboard) -> fmt::Result {
    let mut any = false;
    for color in Color::ALL {
        let backrank = Bitboard::from_rank(Rank::First.relative_to(color));
        for square in (rights & backrank).into_iter().rev() {
            let letter = square.file().char();
            f.write_char(color.fold(letter.to_ascii_uppercase(), letter))?;
            any = true;
        }
    }
    if !any {
        f.write_char('-')?;
    }
    Ok(())
}

/// Writes the castling field as X-FEN, the workspace's one castling writer (every variant's
/// too, whose promoted kings are no kings for castling): `K`/`Q`/`k`/`q` for a rook that is
/// the outermost one on its side of its king on the back rank, the file letter otherwise (and
/// for rights without such a king or rook, so that [`parse_castling`] reads every right back);
/// White first, each color from the h-file to the a-file; `-` when there are none. Rights off
/// the back ranks cannot be written and are left out.
///
/// ```
/// use fianchetto_movegen::fen_core::{parse_board, write_xfen_castling};
/// use fianchetto_movegen::{Bitboard, Square};
///
/// // Chess960's position 518 writes what standard chess writes.
/// let board = parse_board(b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", false)?;
/// let mut text = String::new();
/// write_xfen_castling(&mut text, &board, Bitboard::EMPTY, Bitboard::CORNERS)?;
/// assert_eq!(text, "KQkq");
/// // An inner rook is named by its file.
/// let board = parse_board(b"4k3/8/8/8/8/8/8/1R2K2R", false)?;
/// let mut text = String::new();
/// let rights = Bitboard::from_square(Square::B1) | Bitboard::from_square(Square::H1);
/// write_xfen_castling(&mut text, &board, Bitboard::EMPTY, rights)?;
/// assert_eq!(text, "KQ");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// Only the writer's.
pub fn write_xfen_castling(
    f: &mut impl fmt::Write,
    board: &Board,
    promoted: Bitboard,
    rights: Bitboard,
) -> fmt::Result {
    let mut any = false;
    for color in Color::ALL {
        let backrank = Bitboard::backrank(color);
        let rooks = board.by_piece(Role::Rook.of(color)) & backrank;
        // The one king `parse_castling` reads the letters against.
        let king = (board.by_piece(Role::King.of(color)) & !promoted)
            .first()
            .filter(|&king| backrank.contains(king));
        for square in (rights & backrank).into_iter().rev() {
            let letter = match king {
                Some(king) if rooks.contains(square) && square.file() > king.file() => {
                    if rooks.last() == Some(square) {
                        'k'
                    } else {
                        square.file().char()
                    }
                }
                Some(king) if rooks.contains(square) && square.file() < king.file() => {
                    if rooks.first() == Some(square) {
                        'q'
                    } else {
                        square.file().char()
                    }
                }
                _ => square.file().char(),
            };
            f.write_char(color.fold(letter.to_ascii_uppercase(), letter))?;
            any = true;
        }
    }
    if !any {
        f.write_char('-')?;
    }
    Ok(())
}
