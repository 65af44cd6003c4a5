//! The workspace's one FEN reader and writer, in this layer so that [`Position`], [`Setup`] and
//! [`Board`](crate::Board) can serialise as FEN with the `serde` feature (the orphan rule lets
//! only this crate implement serde's traits for them).
//!
//! **Not part of this crate's API:** hidden from its documentation, used by
//! `fianchetto-variant` (the variants' FEN fields are read and written around it) and
//! `fianchetto-notation`, whose `fen` and `epd` modules are the FEN API built on it (relaxed and
//! strict reading, owned errors, EPD), and free to change in any release of the workspace, whose
//! crates are released together (both pin this crate's exact version, the workspace
//! `Cargo.toml` says why). Nothing here allocates: errors borrow the text they name.

mod board;
mod castling;
mod error;
mod fields;
#[cfg(feature = "serde")]
mod serde_impls;

use core::fmt;
use core::num::NonZeroU32;

use crate::{CastlingMode, Color, EnPassantMode, Position, Setup, Square};

pub use self::board::{parse_board, write_board, write_board_marking};
pub use self::castling::{CastlingStyle, parse_castling, write_castling_in, write_xfen_castling};
pub use self::error::{
    FenField, FenSyntaxError, MAX_TEXT, ParseFenErrorKind, ReadFenError, write_message,
};
pub use self::fields::Fields;

/// Parses a FEN record: relaxed (only the board is required, missing fields take their defaults
/// `w - - 0 1`, fields separated by runs of white space or `_`, a fullmove number of 0 read as
/// 1), or `strict` (six fields separated by single spaces, canonical board and castling field,
/// a fullmove number of at least 1).
///
/// # Errors
/// The first field that could not be read.
pub fn parse_fen(text: &[u8], strict: bool) -> Result<Setup, FenSyntaxError<'_>> {
    let mut fields = Fields::new(text, strict);
    let mut setup = parse_first_fields(&mut fields, strict, strict)?;

    if let Some(halfmoves) = next_field(&mut fields, FenField::Halfmoves, strict)? {
        setup.halfmoves = parse_number(halfmoves, FenField::Halfmoves)?;
    }
    if let Some(fullmoves) = next_field(&mut fields, FenField::Fullmoves, strict)? {
        let n = parse_number(fullmoves, FenField::Fullmoves)?;
        setup.fullmoves = match NonZeroU32::new(n) {
            Some(n) => n,
            None if !strict => NonZeroU32::MIN,
            None => {
                return Err(FenSyntaxError::new(
                    FenField::Fullmoves,
                    ParseFenErrorKind::ZeroFullmoves,
                    fullmoves,
                ));
            }
        };
    }
    fields.finish()?;
    Ok(setup)
}

/// The next field: required in strict mode, optional in relaxed mode.
fn next_field<'a>(
    fields: &mut Fields<'a>,
    field: FenField,
    strict: bool,
) -> Result<Option<&'a [u8]>, FenSyntaxError<'a>> {
    if strict {
        fields.require(field).map(Some)
    } else {
        fields.next(field)
    }
}

/// Parses the four fields FEN and EPD share: board, turn, castling, en passant. The clocks are
/// left at 0 and 1. With `required`, missing fields are errors; otherwise they default. `strict`
/// rejects non-canonical boards and castling fields.
///
/// # Errors
/// The first field that could not be read.
pub fn parse_first_fields<'a>(
    fields: &mut Fields<'a>,
    required: bool,
    strict: bool,
) -> Result<Setup, FenSyntaxError<'a>> {
    let mut setup = Setup::empty();
    let board = fields.require(FenField::Board)?;
    setup.board = parse_board(board, strict)?;
    parse_turn_castling_ep(fields, &mut setup, required, strict)?;
    Ok(setup)
}

/// The three fields after the board (turn, castling rights, en passant square) into `setup`,
/// whose board is read already: shared with readers whose board field says more (the variants'
/// pockets).
pub fn parse_turn_castling_ep<'a>(
    fields: &mut Fields<'a>,
    setup: &mut Setup,
    required: bool,
    strict: bool,
) -> Result<(), FenSyntaxError<'a>> {
    if let Some(turn) = next_field(fields, FenField::Turn, required)? {
        setup.turn = match turn {
            b"w" => Color::White,
            b"b" => Color::Black,
            _ => {
                let c = turn
                    .iter()
                    .copied()
                    .find(|&c| c != b'w' && c != b'b')
                    .unwrap_or(turn.get(1).copied().unwrap_or(b'w'));
                return Err(FenSyntaxError::new(
                    FenField::Turn,
                    ParseFenErrorKind::UnexpectedChar(char::from(c)),
                    turn,
                ));
            }
        };
    }
    if let Some(castling) = next_field(fields, FenField::Castling, required)? {
        setup.castling_rights = parse_castling(castling, &setup.board, strict)?;
    }
    if let Some(ep) = next_field(fields, FenField::EnPassant, required)? {
        setup.ep_square = match ep {
            b"-" => None,
            _ => Some(Square::from_ascii(ep).ok_or(FenSyntaxError::new(
                FenField::EnPassant,
                ParseFenErrorKind::InvalidSquare,
                ep,
            ))?),
        };
    }
    Ok(())
}

/// Parses a decimal `u32` of ASCII digits only.
///
/// # Errors
/// [`ParseFenErrorKind::InvalidNumber`] in `field`, for anything else or a number out of range.
pub fn parse_number(text: &[u8], field: FenField) -> Result<u32, FenSyntaxError<'_>> {
    let error = FenSyntaxError::new(field, ParseFenErrorKind::InvalidNumber, text);
    if text.is_empty() {
        return Err(error);
    }
    text.iter().try_fold(0u32, |n, &b| {
        if b.is_ascii_digit() {
            n.checked_mul(10)
                .and_then(|n| n.checked_add(u32::from(b - b'0')))
                .ok_or(error)
        } else {
            Err(error)
        }
    })
}

/// Writes the six fields of a FEN, the castling rights in `style`.
///
/// # Errors
/// Only the writer's.
pub fn write_fen(f: &mut impl fmt::Write, setup: &Setup, style: CastlingStyle) -> fmt::Result {
    write_first_fields(f, setup, style)?;
    write!(f, " {} {}", setup.halfmoves, setup.fullmoves)
}

/// Writes the four fields FEN and EPD share.
///
/// # Errors
/// Only the writer's.
pub fn write_first_fields(
    f: &mut impl fmt::Write,
    setup: &Setup,
    style: CastlingStyle,
) -> fmt::Result {
    write_board(f, &setup.board)?;
    f.write_char(' ')?;
    f.write_char(setup.turn.char())?;
    f.write_char(' ')?;
    write_castling_in(f, &setup.board, setup.castling_rights, style)?;
    match setup.ep_square {
        Some(square) => write!(f, " {square}"),
        None => f.write_str(" -"),
    }
}

/// `position` as FEN: the en passant square as `ep` asks, the castling rights in X-FEN in
/// either castling mode (`KQkq` for Chess960's position 518 as for standard chess, which is
/// the same position), so that equal positions write equal text.
pub struct PositionFen<'a> {
    /// The position.
    pub position: &'a Position,
    /// When the en passant square is written.
    pub ep: EnPassantMode,
}

impl fmt::Display for PositionFen<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_fen(f, &self.position.to_setup(self.ep), CastlingStyle::XFen)
    }
}

/// Reads a position from FEN (relaxed), in the castling mode the text says: Chess960 when the
/// castling field names a rook by its file (Shredder-FEN, or X-FEN for an inner rook), or when
/// only Chess960 accepts its rights (`KQkq` with the king on `b1`, say); standard chess
/// otherwise. What [`PositionFen`] writes reads back as an equal position: a Chess960 position
/// that standard chess accepts too (position 518, or one without castling rights) plays the
/// same moves in both modes, and reads as standard.
///
/// # Errors
/// The text is not FEN, or not a legal position; when both modes refuse it, the error is
/// standard chess's.
pub fn read_position(text: &str) -> Result<Position, ReadFenError<'_>> {
    let setup = parse_fen(text.as_bytes(), false)?;
    Ok(in_castling_mode_of(text, setup, Position::from_setup)?)
}

/// Builds the position of FEN `text`, whose `setup` has been read, in the castling mode the
/// text says, for any position type (`from_setup` builds one in a given mode): Chess960 when
/// the castling field names a rook by its file (Shredder-FEN, or X-FEN for an inner rook),
/// else standard chess if it accepts the position, else Chess960. The one reading of the
/// castling mode, which [`read_position`] and `fianchetto-variant`'s `from_fen` share.
///
/// ```
/// use fianchetto_movegen::fen_core::{in_castling_mode_of, parse_fen};
/// use fianchetto_movegen::{CastlingMode, Position};
///
/// let text = "4k3/8/8/8/8/8/8/4K2R w H - 0 1";
/// let setup = parse_fen(text.as_bytes(), false)?;
/// let pos = in_castling_mode_of(text, setup, Position::from_setup)?;
/// assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// The error of `from_setup` in standard chess, when both modes refuse the position.
pub fn in_castling_mode_of<S: Clone, P, E>(
    text: &str,
    setup: S,
    from_setup: impl Fn(S, CastlingMode) -> Result<P, E>,
) -> Result<P, E> {
    if names_rook_files(text) {
        return from_setup(setup, CastlingMode::Chess960);
    }
    match from_setup(setup.clone(), CastlingMode::Standard) {
        Ok(position) => Ok(position),
        Err(standard) => from_setup(setup, CastlingMode::Chess960).map_err(|_| standard),
    }
}

/// Whether the castling field (the third, in a FEN that parsed) names rooks by their files, as
/// Shredder-FEN and X-FEN write Chess960 rights.
fn names_rook_files(text: &str) -> bool {
    text.split(|c: char| c.is_ascii_whitespace() || c == '_')
        .filter(|field| !field.is_empty())
        .nth(2)
        .is_some_and(|castling| {
            castling
                .bytes()
                .any(|b| matches!(b.to_ascii_lowercase(), b'a'..=b'h'))
        })
}
