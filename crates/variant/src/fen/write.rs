//! Writing the fields of a variant FEN or EPD as python-chess does: the board with crazyhouse's
//! `~` and pockets, the turn, X-FEN castling rights, the en passant square and three-check's
//! remaining checks.

use core::fmt;

use fianchetto_movegen::fen_core::{CastlingStyle, write_castling_in};
use fianchetto_movegen::{Bitboard, Board, Color, File, Rank, Role, Square};

use crate::rules::FenPromoted;
use crate::rules::VariantFeatures;
use crate::validate::chess960_castling_rooks;
use crate::{Pockets, Variant, VariantSetup};

/// Writes the board (with the variant's `~` and pockets), the turn, the castling rights (in
/// `style`), the en passant square and three-check's remaining checks.
pub(super) fn write_first_fields(
    f: &mut impl fmt::Write,
    setup: &VariantSetup,
    variant: Variant,
    style: CastlingStyle,
) -> fmt::Result {
    let board = &setup.setup.board;
    let promoted = if writes_promoted(setup, variant) {
        setup.promoted
    } else {
        Bitboard::EMPTY
    };
    write_board(f, board, promoted)?;
    if variant.has_pockets() {
        f.write_char('[')?;
        write_pockets(f, &setup.pockets)?;
        f.write_char(']')?;
    }
    write!(f, " {} ", setup.setup.turn.char())?;
    match style {
        CastlingStyle::XFen => {
            write_castling(f, board, setup.promoted, setup.setup.castling_rights)?;
        }
        CastlingStyle::Shredder => {
            write_castling_in(f, board, setup.setup.castling_rights, style)?;
        }
    }
    match setup.setup.ep_square {
        Some(square) => write!(f, " {square}")?,
        None => f.write_str(" -")?,
    }
    if variant.has_remaining_checks() {
        let checks = setup.remaining_checks;
        write!(f, " {}+{}", checks.white, checks.black)?;
    }
    Ok(())
}

/// Whether python-chess marks promoted pieces with `~` in the variant: always in crazyhouse;
/// in antichess (its `SuicideBoard`) only when the castling rights are Chess960's; never in
/// the others.
fn writes_promoted(setup: &VariantSetup, variant: Variant) -> bool {
    match variant.fen_promoted() {
        FenPromoted::Always => true,
        FenPromoted::WithChess960Castling => has_chess960_castling_rights(setup),
        FenPromoted::Never => false,
    }
}

/// python-chess's `has_chess960_castling_rights`: the rights valid in Chess960 include one that
/// standard chess cannot have (a rook off the corners, or a king off `e1`/`e8`).
fn has_chess960_castling_rights(setup: &VariantSetup) -> bool {
    let board = &setup.setup.board;
    Color::ALL.into_iter().any(|color| {
        let (a_side, h_side) =
            chess960_castling_rooks(board, setup.promoted, setup.setup.castling_rights, color);
        let off_the_corners = a_side
            .into_iter()
            .chain(h_side)
            .any(|rook| !Bitboard::CORNERS.contains(rook));
        let king_off_e_file = (a_side.is_some() || h_side.is_some())
            && !board
                .by_piece(Role::King.of(color))
                .contains(Square::E1.relative_to(color));
        off_the_corners || king_off_e_file
    })
}

/// Writes the piece placement, with `~` after the pieces on `promoted`.
fn write_board(f: &mut impl fmt::Write, board: &Board, promoted: Bitboard) -> fmt::Result {
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

/// Writes the pockets as python-chess does: White's pieces in uppercase, then Black's, each
/// king, queen, rook, bishop, knight, pawn.
fn write_pockets(f: &mut impl fmt::Write, pockets: &Pockets) -> fmt::Result {
    for color in Color::ALL {
        for role in Role::ALL.into_iter().rev() {
            let piece = role.of(color);
            for _ in 0..pockets.count(color, role) {
                f.write_char(piece.char())?;
            }
        }
    }
    Ok(())
}

/// Writes the castling rights as python-chess's `castling_xfen`: for each color (White
/// first), each right from the h-file to the a-file, `K`/`Q` for the outermost rook on its
/// side of the king (the king being the highest unpromoted one, on any rank), the rook's file
/// otherwise; `-` when there are none. A right without such a king, which python-chess would
/// have dropped and no legal position has, is written as its file, so a setup reads back the
/// same.
fn write_castling(
    f: &mut impl fmt::Write,
    board: &Board,
    promoted: Bitboard,
    rights: Bitboard,
) -> fmt::Result {
    let mut any = false;
    for color in Color::ALL {
        let backrank = Bitboard::backrank(color);
        let rooks = board.by_piece(Role::Rook.of(color)) & backrank;
        let king = (board.by_piece(Role::King.of(color)) & !promoted).last();
        for rook in (rights & backrank).into_iter().rev() {
            let file = rook.file();
            let letter = match king {
                Some(king) => {
                    let a_side = file < king.file();
                    let outer = rooks
                        .without(rook)
                        .into_iter()
                        .any(|other| (other.file() < file) == a_side);
                    match (outer, a_side) {
                        (true, _) => file.char(),
                        (false, true) => 'q',
                        (false, false) => 'k',
                    }
                }
                None => file.char(),
            };
            f.write_char(match color {
                Color::White => letter.to_ascii_uppercase(),
                Color::Black => letter,
            })?;
            any = true;
        }
    }
    if !any {
        f.write_char('-')?;
    }
    Ok(())
}
