//! The board field of a variant FEN: the placement with `~` after promoted pieces, and
//! crazyhouse's pockets, in brackets or as a ninth rank.

use alloc::vec::Vec;

use fianchetto_movegen::fen_core::{FenField, FenSyntaxError, ParseFenErrorKind, parse_board};
use fianchetto_movegen::{Bitboard, Board, File, Piece, Rank, Square};

use super::error::error;
use crate::rules::VariantFeatures;
use crate::{Pockets, Variant};

/// Reads the board field of `variant`: the board, the promoted pieces (`~`) and the pockets
/// (empty when the field has none).
pub(super) fn parse_board_field(
    text: &[u8],
    variant: Variant,
) -> Result<(Board, Bitboard, Pockets), FenSyntaxError<'_>> {
    let (placement, pockets) = split_pockets(text, variant)?;
    let pockets = match pockets {
        Some(pockets) => parse_pockets(pockets)?,
        None => Pockets::EMPTY,
    };
    let (board, promoted) = parse_board_with_promoted(placement)?;
    Ok((board, promoted, pockets))
}

/// Splits crazyhouse's pockets off the board field: `board[pockets]`, or a ninth rank
/// `board/pockets`. Other variants have none.
fn split_pockets(
    text: &[u8],
    variant: Variant,
) -> Result<(&[u8], Option<&[u8]>), FenSyntaxError<'_>> {
    if !variant.has_pockets() {
        return Ok((text, None));
    }
    if let Some(open) = text.iter().position(|&b| b == b'[') {
        let (board, bracketed) = text.split_at(open);
        return match bracketed[1..].split_last() {
            Some((b']', pockets)) => Ok((board, Some(pockets))),
            _ => Err(error(
                FenField::Pockets,
                ParseFenErrorKind::UnclosedPockets,
                bracketed,
            )),
        };
    }
    let slashes = text.iter().filter(|&&b| b == b'/').count();
    match text.iter().rposition(|&b| b == b'/') {
        Some(last) if slashes == 8 => Ok((&text[..last], Some(&text[last + 1..]))),
        _ => Ok((text, None)),
    }
}

/// Reads the pieces in hand: a letter per piece, White's in uppercase, any order.
fn parse_pockets(text: &[u8]) -> Result<Pockets, FenSyntaxError<'_>> {
    let mut pockets = Pockets::EMPTY;
    for &b in text {
        let piece = Piece::from_char(char::from(b)).ok_or(error(
            FenField::Pockets,
            ParseFenErrorKind::UnexpectedChar(char::from(b)),
            text,
        ))?;
        if pockets.count(piece.color, piece.role) == u8::MAX {
            return Err(error(
                FenField::Pockets,
                ParseFenErrorKind::TooManyPieces,
                text,
            ));
        }
        pockets.add(piece.color, piece.role);
    }
    Ok(pockets)
}

/// Reads the piece placement, where a `~` after a piece marks it as promoted.
fn parse_board_with_promoted(text: &[u8]) -> Result<(Board, Bitboard), FenSyntaxError<'_>> {
    if !text.contains(&b'~') {
        return Ok((parse_board(text, false)?, Bitboard::EMPTY));
    }
    // A `~` anywhere else would be dropped below with the others and mark no piece.
    for (i, &b) in text.iter().enumerate() {
        if b == b'~' && !(i > 0 && Piece::from_char(char::from(text[i - 1])).is_some()) {
            return Err(error(
                FenField::Board,
                ParseFenErrorKind::UnexpectedChar('~'),
                text,
            ));
        }
    }
    let plain: Vec<u8> = text.iter().copied().filter(|&b| b != b'~').collect();
    // The errors name the field as written, `~` included; ranks and characters are the same.
    let board = parse_board(&plain, false).map_err(|err| error(err.field, err.kind, text))?;
    let mut promoted = Bitboard::EMPTY;
    let (mut rank, mut file) = (7u32, 0u32);
    for &b in text {
        match b {
            b'/' => {
                rank = rank.saturating_sub(1);
                file = 0;
            }
            b'1'..=b'8' => file += u32::from(b - b'0'),
            b'~' => {
                promoted.add(Square::from_coords(
                    File::new_masked(file.saturating_sub(1)),
                    Rank::new_masked(rank),
                ));
            }
            _ => file += 1,
        }
    }
    Ok((board, promoted))
}
