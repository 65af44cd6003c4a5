//! Writing the fields of a variant FEN or EPD as python-chess does: the board with crazyhouse's
//! `~` and pockets, the turn, X-FEN castling rights, the en passant square and three-check's
//! remaining checks.

use core::fmt;

use fianchetto_movegen::fen_core::{write_board_marking, write_xfen_castling};
use fianchetto_movegen::{Bitboard, Color, Role, Square};

use crate::rules::FenPromoted;
use crate::rules::VariantFeatures;
use crate::validate::chess960_castling_rooks;
use crate::{Pockets, Variant, VariantSetup};

/// Writes the board (with the variant's `~` and pockets), the turn, the castling rights (in
/// X-FEN, in either castling mode), the en passant square and three-check's remaining checks.
pub(super) fn write_first_fields(
    f: &mut impl fmt::Write,
    setup: &VariantSetup,
    variant: Variant,
) -> fmt::Result {
    let board = &setup.setup.board;
    let promoted = if writes_promoted(setup, variant) {
        setup.promoted
    } else {
        Bitboard::EMPTY
    };
    write_board_marking(f, board, promoted)?;
    if variant.has_pockets() {
        f.write_char('[')?;
        write_pockets(f, &setup.pockets)?;
        f.write_char(']')?;
    }
    write!(f, " {} ", setup.setup.turn.char())?;
    write_xfen_castling(f, board, setup.promoted, setup.setup.castling_rights)?;
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
