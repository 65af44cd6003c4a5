//! FEN and EPD of legal positions: [`VariantPosition::from_fen`] (in the castling mode the text
//! says), [`VariantPosition::from_fen_in`], `Display` (the FEN) and
//! [`VariantPosition::epd`].

use alloc::string::{String, ToString};
use core::fmt;

use fianchetto_movegen::fen_core::in_castling_mode_of;
use fianchetto_movegen::{CastlingMode, EnPassantMode};

use super::write::write_first_fields;
use super::{VariantEpd, VariantFen, VariantFenError};
use crate::{Variant, VariantPosition};

impl VariantPosition {
    /// Reads a position of `variant` from FEN (relaxed, as [`VariantFen::from_ascii`]), in the
    /// castling mode the text says, as notation's `Position::from_fen` decides it: Chess960
    /// when the castling field names a rook by its file (Shredder-FEN `HAha`, or X-FEN's letter
    /// for an inner rook), else standard chess if it accepts the position, else Chess960.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    /// use fianchetto_variant::movegen::{CastlingMode, Color, Role};
    /// use fianchetto_variant::movegen::Rules;
    ///
    /// let pos = VariantPosition::from_fen(
    ///     "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR/Nn w KQkq - 0 1",
    ///     Variant::Crazyhouse,
    /// )?;
    /// assert_eq!(pos.pockets().count(Color::White, Role::Knight), 1);
    /// assert_eq!(pos.castling_mode(), CastlingMode::Standard);
    /// assert_eq!(pos.to_string(), "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[Nn] w KQkq - 0 1");
    /// # Ok::<(), fianchetto_variant::VariantFenError>(())
    /// ```
    ///
    /// # Errors
    /// [`VariantFenError::Parse`] for text that is not FEN of the variant,
    /// [`VariantFenError::Position`] for a position neither castling mode accepts (standard
    /// chess's reasons).
    pub fn from_fen(text: &str, variant: Variant) -> Result<VariantPosition, VariantFenError> {
        let setup = VariantFen::from_ascii(text.as_bytes(), variant)?.setup;
        let from_setup = |setup, mode| VariantPosition::from_setup(setup, variant, mode);
        Ok(in_castling_mode_of(text, setup, from_setup)?)
    }

    /// Reads a position of `variant` from FEN (relaxed) with `mode`'s castling rules, as
    /// python-chess's `Board(fen, chess960=...)` does.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    /// use fianchetto_variant::movegen::CastlingMode;
    /// use fianchetto_variant::movegen::Rules;
    ///
    /// let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1";
    /// let pos = VariantPosition::from_fen_in(fen, Variant::ThreeCheck, CastlingMode::Chess960)?;
    /// assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
    /// // Written as every position is: this is the start position, in either mode.
    /// assert_eq!(pos.to_string(), fen);
    /// # Ok::<(), fianchetto_variant::VariantFenError>(())
    /// ```
    ///
    /// # Errors
    /// [`VariantFenError::Parse`] for text that is not FEN of the variant,
    /// [`VariantFenError::Position`] for an illegal position.
    pub fn from_fen_in(
        text: &str,
        variant: Variant,
        mode: CastlingMode,
    ) -> Result<VariantPosition, VariantFenError> {
        let setup = VariantFen::from_ascii(text.as_bytes(), variant)?.setup;
        Ok(VariantPosition::from_setup(setup, variant, mode)?)
    }

    /// The position as EPD without operations, as python-chess's `Board.epd()` writes it: the
    /// first four fields of its FEN in [`VariantFen`]'s X-FEN (python-chess's form in Chess960
    /// too), and three-check's remaining checks.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// assert_eq!(
    ///     VariantPosition::new(Variant::ThreeCheck).epd(),
    ///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3"
    /// );
    /// ```
    pub fn epd(&self) -> String {
        VariantEpd::from_position(self, EnPassantMode::Legal).to_string()
    }
}

/// The position as FEN ([`Notation::fen`](fianchetto_notation::Notation::fen)), as
/// python-chess's `Board.fen()` writes it for the variant: the en passant square only when an
/// en passant capture is legal, crazyhouse's pockets in brackets and promoted pieces with `~`,
/// three-check's remaining checks before the clocks; X-FEN castling rights (`KQkq`, a file
/// letter for a rook that is not the outermost on its side) in either castling mode, as
/// `Position` writes them, so that equal positions write equal text.
///
/// ```
/// use fianchetto_variant::movegen::CastlingMode;
/// use fianchetto_variant::{Variant, VariantPosition};
/// use fianchetto_variant::movegen::Rules;
///
/// assert_eq!(
///     VariantPosition::new(Variant::ThreeCheck).to_string(),
///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"
/// );
/// // Chess960's position 518 is the start position, and writes its FEN.
/// let atomic960 = VariantPosition::chess960(Variant::Atomic, 518).expect("a start position");
/// assert_eq!(atomic960.to_string(), VariantPosition::new(Variant::Atomic).to_string());
/// let atomic960 = VariantPosition::chess960(Variant::Atomic, 0).expect("a start position");
/// let fen = atomic960.to_string();
/// assert_eq!(fen, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
/// let again = VariantPosition::from_fen(&fen, Variant::Atomic)?;
/// assert_eq!(again.castling_mode(), CastlingMode::Chess960);
/// # Ok::<(), fianchetto_variant::VariantFenError>(())
/// ```
impl fmt::Display for VariantPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let setup = self.to_setup(EnPassantMode::Legal);
        write_first_fields(f, &setup, self.variant())?;
        write!(f, " {} {}", setup.setup.halfmoves, setup.setup.fullmoves)
    }
}
