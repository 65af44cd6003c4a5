//! Reading FEN and EPD field by field: the board, the turn, the castling rights, the en passant
//! square, three-check's counters and the clocks.

use core::num::NonZeroU32;

use fianchetto_movegen::Setup;
use fianchetto_movegen::fen_core::{
    FenField, FenSyntaxError, Fields, parse_number, parse_turn_castling_ep,
};

use super::board::parse_board_field;
use super::checks::{read_checks_given, read_remaining_checks};
use crate::rules::VariantFeatures;
use crate::{Variant, VariantSetup};

/// Reads a whole FEN: the four first fields with the variant's extras, the clocks, and
/// three-check's remaining checks in either form.
pub(super) fn parse_fen<'a>(
    fields: &mut Fields<'a>,
    variant: Variant,
) -> Result<VariantSetup, FenSyntaxError<'a>> {
    let mut setup = parse_first_fields(fields, variant, false)?;
    let three_check = variant.has_remaining_checks();
    let remaining_checks = if three_check {
        read_remaining_checks(fields)?
    } else {
        None
    };
    if let Some(checks) = remaining_checks {
        setup.remaining_checks = checks;
    }
    if let Some(halfmoves) = fields.next(FenField::Halfmoves)? {
        setup.setup.halfmoves = parse_number(halfmoves, FenField::Halfmoves)?;
    }
    if let Some(fullmoves) = fields.next(FenField::Fullmoves)? {
        let n = parse_number(fullmoves, FenField::Fullmoves)?;
        setup.setup.fullmoves = NonZeroU32::new(n).unwrap_or(NonZeroU32::MIN);
    }
    if three_check
        && remaining_checks.is_none()
        && let Some(checks) = read_checks_given(fields)?
    {
        setup.remaining_checks = checks;
    }
    fields.finish()?;
    Ok(setup)
}

/// Reads the board with the variant's pockets and `~`, the turn, the castling rights and the
/// en passant square; with `required` (EPD) every one must be there.
pub(super) fn parse_first_fields<'a>(
    fields: &mut Fields<'a>,
    variant: Variant,
    required: bool,
) -> Result<VariantSetup, FenSyntaxError<'a>> {
    let mut setup = VariantSetup::from(Setup::empty());
    let text = fields.require(FenField::Board)?;
    (setup.setup.board, setup.promoted, setup.pockets) = parse_board_field(text, variant)?;

    parse_turn_castling_ep(fields, &mut setup.setup, required, false)?;
    Ok(setup)
}
