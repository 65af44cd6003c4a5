//! Three-check's counters in FEN: the checks each side has yet to give (`3+3`, after the en
//! passant square, as python-chess writes them), or lichess's checks given (`+0+0`, after the
//! clocks).

use fianchetto_movegen::fen_core::{
    FenField, FenSyntaxError, Fields, ParseFenErrorKind, parse_number,
};

use super::error::error;
use crate::RemainingChecks;

/// The remaining checks, `W+B`, if the next field is a count of them (it has a `+`), which is
/// then read; `None` otherwise, and nothing read.
pub(super) fn read_remaining_checks<'a>(
    fields: &mut Fields<'a>,
) -> Result<Option<RemainingChecks>, FenSyntaxError<'a>> {
    let Some(checks) = peek(fields).filter(|field| field.contains(&b'+')) else {
        return Ok(None);
    };
    fields.next(FenField::RemainingChecks)?;
    parse_checks(checks, FenField::RemainingChecks).map(Some)
}

/// Lichess's checks given, `+W+B`, as the checks that remain, if the next field starts with
/// `+`, which is then read; `None` otherwise, and nothing read.
pub(super) fn read_checks_given<'a>(
    fields: &mut Fields<'a>,
) -> Result<Option<RemainingChecks>, FenSyntaxError<'a>> {
    let Some(given) = peek(fields).filter(|field| field.first() == Some(&b'+')) else {
        return Ok(None);
    };
    fields.next(FenField::ChecksGiven)?;
    let given_checks = parse_checks(&given[1..], FenField::ChecksGiven)
        .map_err(|err| error(err.field, err.kind, given))?;
    Ok(Some(RemainingChecks {
        white: 3 - given_checks.white,
        black: 3 - given_checks.black,
    }))
}

/// The field after the current one, without consuming it.
fn peek<'a>(fields: &Fields<'a>) -> Option<&'a [u8]> {
    Fields::new(fields.rest(), false)
        .next(FenField::Trailing)
        .ok()
        .flatten()
}

/// Reads `W+B`, a count from 0 to 3 for each side.
fn parse_checks(text: &[u8], field: FenField) -> Result<RemainingChecks, FenSyntaxError<'_>> {
    let invalid = error(field, ParseFenErrorKind::InvalidChecks, text);
    let plus = text.iter().position(|&b| b == b'+').ok_or(invalid)?;
    let count = |digits: &[u8]| match parse_number(digits, field) {
        // No game has more checks to give, though python-chess reads any count.
        Ok(n) if n <= 3 => Ok(n as u8),
        _ => Err(invalid),
    };
    Ok(RemainingChecks {
        white: count(&text[..plus])?,
        black: count(&text[plus + 1..])?,
    })
}
