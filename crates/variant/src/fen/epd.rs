//! [`VariantEpd`]: an EPD record of a variant position, the four fields of FEN with the
//! variant's extras, then operations.

use alloc::string::ToString;
use alloc::vec::Vec;
use core::fmt;

use fianchetto_movegen::fen_core::Fields;
use fianchetto_movegen::{CastlingMode, EnPassantMode, Setup};
use fianchetto_notation::epd::{Epd, Operation};
use fianchetto_notation::fen::ParseFenError;

use super::checks::read_remaining_checks;
use super::read::parse_first_fields;
use super::write::write_first_fields;
use crate::rules::VariantFeatures;
use crate::{Variant, VariantPosition, VariantPositionError, VariantSetup};

/// An EPD record of a variant position: the four fields of FEN with the variant's extras
/// (crazyhouse pockets on the board, three-check's remaining checks after the en passant
/// square), then operations, as python-chess's `Board.epd` and `set_epd` write and read them.
/// The operations are those of [`Epd`], with the clocks read from `hmvc` and `fmvn`.
///
/// ```
/// use fianchetto_variant::{RemainingChecks, Variant, VariantEpd};
///
/// let epd = VariantEpd::from_ascii(
///     b"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 3+2 bm e5; id \"x\";",
///     Variant::ThreeCheck,
/// )?;
/// assert_eq!(epd.setup.remaining_checks, RemainingChecks { white: 3, black: 2 });
/// assert_eq!(epd.operations[0].operands, ["e5"]);
/// assert_eq!(
///     epd.to_string(),
///     "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 3+2 bm e5; id \"x\";"
/// );
/// # Ok::<(), fianchetto_variant::notation::fen::ParseFenError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VariantEpd {
    /// The variant whose extras are read and written.
    pub variant: Variant,
    /// The position. Its clocks are read from `hmvc` and `fmvn` but written only as
    /// operations.
    pub setup: VariantSetup,
    /// The operations, in the order read.
    pub operations: Vec<Operation>,
}

impl VariantEpd {
    /// Reads an EPD record of `variant`: the four fields (all required) with the variant's
    /// extras, then operations as [`Epd::from_ascii`] reads them.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantEpd};
    /// use fianchetto_variant::movegen::{Color, Role};
    ///
    /// let epd = VariantEpd::from_ascii(b"8/8/8/8/8/8/8/K6k[Nn] w - - D1 100;", Variant::Crazyhouse)?;
    /// assert_eq!(epd.setup.pockets.count(Color::Black, Role::Knight), 1);
    /// assert!(VariantEpd::from_ascii(b"8/8/8/8/8/8/8/K6k[Nn] w", Variant::Crazyhouse).is_err());
    /// # Ok::<(), fianchetto_variant::notation::fen::ParseFenError>(())
    /// ```
    ///
    /// # Errors
    /// [`ParseFenError`] naming the field or operation that could not be read; a missing field
    /// is an error.
    pub fn from_ascii(text: &[u8], variant: Variant) -> Result<VariantEpd, ParseFenError> {
        let mut fields = Fields::new(text, false);
        let mut setup = parse_first_fields(&mut fields, variant, true)?;
        if variant.has_remaining_checks()
            && let Some(checks) = read_remaining_checks(&mut fields)?
        {
            setup.remaining_checks = checks;
        }
        // The operations (and the clocks some suites write after the fourth field) as a
        // standard EPD reads them, after four fields that read as nothing.
        let mut record = Vec::with_capacity(EMPTY_FIELDS.len() + 1 + fields.rest().len());
        record.extend_from_slice(EMPTY_FIELDS.as_bytes());
        record.push(b' ');
        record.extend_from_slice(fields.rest());
        let Epd {
            setup: clocks,
            operations,
        } = Epd::from_ascii(&record)?;
        setup.setup.halfmoves = clocks.halfmoves;
        setup.setup.fullmoves = clocks.fullmoves;
        Ok(VariantEpd {
            variant,
            setup,
            operations,
        })
    }

    /// The record of a position without operations; `ep` decides when the en passant square is
    /// written ([`EnPassantMode::Legal`] for python-chess's `epd()`).
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantEpd, VariantPosition};
    /// use fianchetto_variant::movegen::EnPassantMode;
    ///
    /// let pos = VariantPosition::new(Variant::Crazyhouse);
    /// assert_eq!(
    ///     VariantEpd::from_position(&pos, EnPassantMode::Legal).to_string(),
    ///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq -"
    /// );
    /// ```
    pub fn from_position(pos: &VariantPosition, ep: EnPassantMode) -> VariantEpd {
        VariantEpd {
            variant: pos.variant(),
            setup: pos.to_setup(ep),
            operations: Vec::new(),
        }
    }

    /// Validates the setup as a position of the variant, with `mode`'s castling rules.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantEpd};
    /// use fianchetto_variant::movegen::CastlingMode;
    ///
    /// let epd = VariantEpd::from_ascii(b"4k3/8/8/8/8/8/8/4K3 w - - 1+3", Variant::ThreeCheck)?;
    /// let pos = epd.into_position(CastlingMode::Standard)?;
    /// assert_eq!(pos.remaining_checks().white, 1);
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

impl fmt::Display for VariantEpd {
    /// The four fields with the variant's extras, then every operation as ` opcode operand
    /// ...;` (operands of `id` and `c0`..`c9`, and operands that need it, quoted), as [`Epd`]
    /// writes them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_first_fields(f, &self.setup, self.variant)?;
        if self.operations.is_empty() {
            return Ok(());
        }
        // The operations as a standard EPD writes them, after four fields of nothing.
        let epd = Epd {
            setup: Setup::empty(),
            operations: self.operations.clone(),
        };
        f.write_str(&epd.to_string()[EMPTY_FIELDS.len()..])
    }
}

/// The four fields of a standard EPD of an empty setup: [`Epd`] reads and writes the operations
/// after them, where a variant's EPD has its own four fields.
const EMPTY_FIELDS: &str = "8/8/8/8/8/8/8/8 w - -";
