//! FEN and EPD of variant positions, as lichess and python-chess write and read them:
//! [`VariantFen`] and [`VariantEpd`] for the unvalidated [`VariantSetup`], and
//! [`VariantPosition::from_fen`] and `Display` (`Notation::fen`) for legal positions. The
//! formats are described on [`VariantFen`].
//!
//! Reading goes field by field ([`read`]), the board field with crazyhouse's pockets and the
//! promoted marks in [`board`], three-check's counters in [`checks`]; [`write`] writes the fields
//! back. [`epd`] holds the EPD record, [`position`] the methods on [`VariantPosition`], [`error`]
//! the error of reading a legal position.

mod board;
mod checks;
mod epd;
mod error;
mod position;
mod read;
mod write;

use core::fmt;

#[cfg(doc)]
use fianchetto_movegen::fen_core::FenField;
use fianchetto_movegen::fen_core::Fields;
use fianchetto_movegen::{CastlingMode, EnPassantMode};
use fianchetto_notation::fen::ParseFenError;

pub use self::epd::VariantEpd;
pub use self::error::VariantFenError;
use self::read::parse_fen;
use self::write::write_first_fields;
use crate::{Variant, VariantPosition, VariantPositionError, VariantSetup};

/// A variant position as FEN text: a [`VariantSetup`] (unvalidated) and the [`Variant`] whose
/// extras its text has. Reads and writes what python-chess's `Board.set_fen` and `Board.fen`
/// do for the variant.
///
/// What variants add to standard FEN:
///
/// - crazyhouse: the pockets, `[QRnp]` straight after the board (White's pieces in uppercase,
///   written king, queen, rook, bishop, knight, pawn, White's first; `[]` when both are empty),
///   or, as lichess also writes them, a ninth rank `.../RNBQKBNR/QRnp`; and `~` after a piece
///   promoted from a pawn (`Q~`), which a capture returns to the hand as a pawn.
/// - three-check: the checks each side has yet to give, `3+3`, as a field after the en passant
///   square. Lichess writes the checks *given* after the clocks instead, `+0+0`; that reads as
///   3 minus the checks given.
///
/// Reading is relaxed, as python-chess's `set_fen`: only the board is required, missing fields
/// default to `w - - 0 1` (and `3+3`), fields are separated by runs of white space or `_`, a
/// fullmove number of 0 reads as 1. Each extra is read only in its variant: pockets in any
/// other variant are an unexpected `[` on the board, `3+3` an invalid halfmove clock. A `~` is
/// read in every variant, as python-chess reads it, and kept in [`VariantSetup::promoted`].
/// Counts of checks above 3, which python-chess takes, are errors.
///
/// Writing is python-chess's: X-FEN castling rights (`KQkq`, a rook's file only for a rook that
/// is not the outermost on its side of the king, in Chess960 too), the en passant square the
/// setup holds, the pockets and `~` in crazyhouse only (and, as python-chess's antichess does,
/// `~` in antichess when the castling rights are Chess960's), the remaining checks in
/// three-check only.
///
/// ```
/// use fianchetto_variant::{Variant, VariantFen};
/// use fianchetto_variant::movegen::{Color, Role};
///
/// let fen = VariantFen::from_ascii(
///     b"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R/Pq w KQkq - 2 3",
///     Variant::Crazyhouse,
/// )?;
/// assert_eq!(fen.setup.pockets.count(Color::White, Role::Pawn), 1);
/// assert_eq!(fen.setup.pockets.count(Color::Black, Role::Queen), 1);
/// assert_eq!(
///     fen.to_string(),
///     "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Pq] w KQkq - 2 3"
/// );
/// # Ok::<(), fianchetto_variant::notation::fen::ParseFenError>(())
/// ```
///
/// ```
/// use fianchetto_variant::{RemainingChecks, Variant, VariantFen};
///
/// // Lichess's checks given after the clocks: White gave one check, Black two.
/// let fen = VariantFen::from_ascii(
///     b"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 +1+2",
///     Variant::ThreeCheck,
/// )?;
/// assert_eq!(fen.setup.remaining_checks, RemainingChecks { white: 2, black: 1 });
/// assert_eq!(
///     fen.to_string(),
///     "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 2+1 0 2"
/// );
/// # Ok::<(), fianchetto_variant::notation::fen::ParseFenError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VariantFen {
    /// The variant whose extras are read and written.
    pub variant: Variant,
    /// The position.
    pub setup: VariantSetup,
}

impl VariantFen {
    /// Reads FEN of `variant`, relaxed (see [`VariantFen`]).
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantFen};
    ///
    /// let err = VariantFen::from_ascii(b"8/8/8/8/8/8/8/8[Qx] w - - 0 1", Variant::Crazyhouse)
    ///     .unwrap_err();
    /// assert_eq!(err.to_string(), r#"invalid fen: pockets "Qx": unexpected character 'x'"#);
    /// ```
    ///
    /// # Errors
    /// [`ParseFenError`] naming the first field that could not be read: the board, pockets
    /// ([`FenField::Pockets`]: a letter that is no piece, `[` without `]`, more than 255 pieces
    /// of a kind), turn, castling, en passant, remaining checks ([`FenField::RemainingChecks`],
    /// [`FenField::ChecksGiven`]: not a count from 0 to 3 per side), clocks, or trailing text.
    pub fn from_ascii(text: &[u8], variant: Variant) -> Result<VariantFen, ParseFenError> {
        let mut fields = Fields::new(text, false);
        let setup = parse_fen(&mut fields, variant)?;
        Ok(VariantFen { variant, setup })
    }

    /// The FEN of a position as python-chess writes it, X-FEN castling rights in every
    /// castling mode, with the en passant square as `ep` asks ([`EnPassantMode::Legal`] for
    /// python-chess's `fen()`, and a position's own `fen()`).
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantFen, VariantPosition};
    /// use fianchetto_variant::movegen::EnPassantMode;
    ///
    /// let fen = VariantFen::from_position(&VariantPosition::new(Variant::Horde), EnPassantMode::Legal);
    /// assert_eq!(
    ///     fen.to_string(),
    ///     "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1"
    /// );
    /// ```
    pub fn from_position(pos: &VariantPosition, ep: EnPassantMode) -> VariantFen {
        VariantFen {
            variant: pos.variant(),
            setup: pos.to_setup(ep),
        }
    }

    /// Validates the setup as a position of the variant, with `mode`'s castling rules.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantFen};
    /// use fianchetto_variant::movegen::CastlingMode;
    ///
    /// let fen = VariantFen::from_ascii(b"8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1", Variant::RacingKings)?;
    /// let pos = fen.into_position(CastlingMode::Standard)?;
    /// assert_eq!(pos.legal_moves().len(), 21);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`VariantPositionError`] when it is not a legal position of the variant.
    pub fn into_position(
        self,
        mode: CastlingMode,
    ) -> Result<VariantPosition, VariantPositionError> {
        VariantPosition::from_setup(self.setup, self.variant, mode)
    }
}

impl fmt::Display for VariantFen {
    /// The FEN as python-chess writes it for the variant: X-FEN castling rights, pockets in
    /// brackets and `~` in crazyhouse, remaining checks before the clocks in three-check.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_first_fields(f, &self.setup, self.variant)?;
        write!(
            f,
            " {} {}",
            self.setup.setup.halfmoves, self.setup.setup.fullmoves
        )
    }
}
