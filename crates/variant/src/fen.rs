//! FEN and EPD of variant positions, as lichess and python-chess write and read them:
//! [`VariantFen`] and [`VariantEpd`] for the unvalidated [`VariantSetup`], and
//! [`VariantPosition::from_fen`] and [`VariantPosition::fen`] for legal positions. The formats
//! are described on [`VariantFen`].

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::{self, Write as _};
use core::num::NonZeroU32;

use fianchetto_movegen::fen_core::{
    FenField, FenSyntaxError, Fields, ParseFenErrorKind, parse_board, parse_castling, parse_number,
};
use fianchetto_movegen::{
    Bitboard, Board, CastlingMode, Color, EnPassantMode, File, Piece, Rank, Role, Setup, Square,
};
use fianchetto_notation::epd::{Epd, Operation};
use fianchetto_notation::fen::ParseFenError;

use crate::{
    Pockets, RemainingChecks, Variant, VariantPosition, VariantPositionError, VariantSetup,
};

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

    /// The FEN of a position, with the en passant square as `ep` asks
    /// ([`EnPassantMode::Legal`] for python-chess's `fen()`, which
    /// [`VariantPosition::fen`] writes in one call).
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
        if variant == Variant::ThreeCheck
            && let Some(checks) = peek(&fields).filter(|field| field.contains(&b'+'))
        {
            fields.require(FenField::RemainingChecks)?;
            setup.remaining_checks = parse_checks(checks, FenField::RemainingChecks)?;
        }
        // The operations (and the clocks some suites write after the fourth field) as a
        // standard EPD reads them, after four fields that read as nothing.
        let mut record = Vec::with_capacity(16 + fields.rest().len());
        record.extend_from_slice(b"8/8/8/8/8/8/8/8 w - - ");
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
        for op in &self.operations {
            write!(f, " {}", op.opcode)?;
            let always_quote = op.opcode == "id"
                || (op.opcode.len() == 2
                    && op.opcode.starts_with('c')
                    && op.opcode.as_bytes()[1].is_ascii_digit());
            for operand in &op.operands {
                f.write_char(' ')?;
                write_operand(f, operand, always_quote)?;
            }
            f.write_char(';')?;
        }
        Ok(())
    }
}

/// FEN text that is not a legal variant position: either not FEN of the variant, or FEN of a
/// position its rules do not allow. The shape of notation's
/// [`FenError`](fianchetto_notation::fen::FenError).
///
/// ```
/// use fianchetto_variant::{Variant, VariantFenError, VariantPosition};
///
/// let err = VariantPosition::from_fen("8/8/8/8/8/8/8/8 w - - 9+9 0 1", Variant::ThreeCheck)
///     .unwrap_err();
/// assert!(matches!(err, VariantFenError::Parse(_)));
/// assert_eq!(
///     err.to_string(),
///     "invalid fen: remaining checks \"9+9\": \
///      expected a count from 0 to 3 for White and for Black, joined by '+'"
/// );
/// let err = VariantPosition::from_fen("8/8/8/8/8/8/8/8 w - - 0 1", Variant::Atomic).unwrap_err();
/// assert!(matches!(err, VariantFenError::Position(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum VariantFenError {
    /// The text is not FEN of the variant.
    Parse(ParseFenError),
    /// The FEN is not a legal position of the variant.
    Position(VariantPositionError),
}

impl fmt::Display for VariantFenError {
    /// The inner error's message.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantFenError::Parse(err) => fmt::Display::fmt(err, f),
            VariantFenError::Position(err) => fmt::Display::fmt(err, f),
        }
    }
}

/// The message is the inner error's, so `source` is that error's own source (none today), not
/// the inner error again.
impl core::error::Error for VariantFenError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            VariantFenError::Parse(err) => err.source(),
            VariantFenError::Position(err) => err.source(),
        }
    }
}

impl From<ParseFenError> for VariantFenError {
    fn from(err: ParseFenError) -> VariantFenError {
        VariantFenError::Parse(err)
    }
}

impl From<VariantPositionError> for VariantFenError {
    fn from(err: VariantPositionError) -> VariantFenError {
        VariantFenError::Position(err)
    }
}

impl VariantPosition {
    /// Reads a position of `variant` from FEN (relaxed, as [`VariantFen::from_ascii`]), in the
    /// castling mode the text says, as notation's `Position::from_fen` decides it: Chess960
    /// when the castling field names a rook by its file (Shredder-FEN `HAha`, or X-FEN's letter
    /// for an inner rook), else standard chess if it accepts the position, else Chess960.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    /// use fianchetto_variant::movegen::{CastlingMode, Color, Role};
    ///
    /// let pos = VariantPosition::from_fen(
    ///     "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR/Nn w KQkq - 0 1",
    ///     Variant::Crazyhouse,
    /// )?;
    /// assert_eq!(pos.pockets().count(Color::White, Role::Knight), 1);
    /// assert_eq!(pos.castling_mode(), CastlingMode::Standard);
    /// assert_eq!(pos.fen(), "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[Nn] w KQkq - 0 1");
    /// # Ok::<(), fianchetto_variant::VariantFenError>(())
    /// ```
    ///
    /// # Errors
    /// [`VariantFenError::Parse`] for text that is not FEN of the variant,
    /// [`VariantFenError::Position`] for a position neither castling mode accepts (standard
    /// chess's reasons).
    pub fn from_fen(text: &str, variant: Variant) -> Result<VariantPosition, VariantFenError> {
        let setup = VariantFen::from_ascii(text.as_bytes(), variant)?.setup;
        if names_rook_files(text) {
            return Ok(VariantPosition::from_setup(
                setup,
                variant,
                CastlingMode::Chess960,
            )?);
        }
        match VariantPosition::from_setup(setup.clone(), variant, CastlingMode::Standard) {
            Ok(pos) => Ok(pos),
            Err(standard) => VariantPosition::from_setup(setup, variant, CastlingMode::Chess960)
                .map_err(|_| VariantFenError::Position(standard)),
        }
    }

    /// Reads a position of `variant` from FEN (relaxed) with `mode`'s castling rules, as
    /// python-chess's `Board(fen, chess960=...)` does.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    /// use fianchetto_variant::movegen::CastlingMode;
    ///
    /// let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1";
    /// let pos = VariantPosition::from_fen_in(fen, Variant::ThreeCheck, CastlingMode::Chess960)?;
    /// assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
    /// assert_eq!(pos.fen(), fen);
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

    /// The position as FEN, exactly as python-chess's `Board.fen()` writes it for the variant:
    /// the en passant square only when an en passant capture is legal, X-FEN castling rights
    /// (`KQkq`, a file letter only for a rook that is not the outermost on its side, in
    /// Chess960 too), crazyhouse's pockets in brackets and promoted pieces with `~`,
    /// three-check's remaining checks before the clocks.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// assert_eq!(
    ///     VariantPosition::new(Variant::ThreeCheck).fen(),
    ///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"
    /// );
    /// assert_eq!(
    ///     VariantPosition::new(Variant::Antichess).fen(),
    ///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    /// );
    /// ```
    pub fn fen(&self) -> String {
        VariantFen::from_position(self, EnPassantMode::Legal).to_string()
    }

    /// The position as EPD without operations, as python-chess's `Board.epd()` writes it: the
    /// first four fields of [`fen`](VariantPosition::fen), and three-check's remaining checks.
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

// ---------------------------------------------------------------------------------------------
// Reading

/// A syntax error in `field`.
fn error(field: FenField, kind: ParseFenErrorKind, text: &[u8]) -> FenSyntaxError<'_> {
    FenSyntaxError { field, kind, text }
}

/// The field after the current one, without consuming it.
fn peek<'a>(fields: &Fields<'a>) -> Option<&'a [u8]> {
    Fields::new(fields.rest(), false)
        .next(FenField::Trailing)
        .ok()
        .flatten()
}

/// Reads a whole FEN: the four first fields with the variant's extras, the clocks, and
/// three-check's remaining checks in either form.
fn parse_fen<'a>(
    fields: &mut Fields<'a>,
    variant: Variant,
) -> Result<VariantSetup, FenSyntaxError<'a>> {
    let mut setup = parse_first_fields(fields, variant, false)?;
    let three_check = variant == Variant::ThreeCheck;
    let mut checks_read = false;
    if three_check && let Some(checks) = peek(fields).filter(|field| field.contains(&b'+')) {
        fields.next(FenField::RemainingChecks)?;
        setup.remaining_checks = parse_checks(checks, FenField::RemainingChecks)?;
        checks_read = true;
    }
    if let Some(halfmoves) = fields.next(FenField::Halfmoves)? {
        setup.setup.halfmoves = parse_number(halfmoves, FenField::Halfmoves)?;
    }
    if let Some(fullmoves) = fields.next(FenField::Fullmoves)? {
        let n = parse_number(fullmoves, FenField::Fullmoves)?;
        setup.setup.fullmoves = NonZeroU32::new(n).unwrap_or(NonZeroU32::MIN);
    }
    if three_check
        && !checks_read
        && let Some(given) = peek(fields).filter(|field| field.first() == Some(&b'+'))
    {
        fields.next(FenField::ChecksGiven)?;
        let given_checks = parse_checks(&given[1..], FenField::ChecksGiven)
            .map_err(|err| error(err.field, err.kind, given))?;
        setup.remaining_checks = RemainingChecks {
            white: 3 - given_checks.white,
            black: 3 - given_checks.black,
        };
    }
    fields.finish()?;
    Ok(setup)
}

/// Reads the board with the variant's pockets and `~`, the turn, the castling rights and the
/// en passant square; with `required` (EPD) every one must be there.
fn parse_first_fields<'a>(
    fields: &mut Fields<'a>,
    variant: Variant,
    required: bool,
) -> Result<VariantSetup, FenSyntaxError<'a>> {
    let mut setup = VariantSetup::from(Setup::empty());
    let text = fields.require(FenField::Board)?;
    let (board, pockets) = split_pockets(text, variant)?;
    if let Some(pockets) = pockets {
        setup.pockets = parse_pockets(pockets)?;
    }
    (setup.setup.board, setup.promoted) = parse_board_with_promoted(board)?;

    let mut next = |field| {
        if required {
            fields.require(field).map(Some)
        } else {
            fields.next(field)
        }
    };
    if let Some(turn) = next(FenField::Turn)? {
        setup.setup.turn = match turn {
            b"w" => Color::White,
            b"b" => Color::Black,
            _ => {
                let c = turn
                    .iter()
                    .copied()
                    .find(|&c| c != b'w' && c != b'b')
                    .unwrap_or(turn.get(1).copied().unwrap_or(b'w'));
                return Err(error(
                    FenField::Turn,
                    ParseFenErrorKind::UnexpectedChar(char::from(c)),
                    turn,
                ));
            }
        };
    }
    if let Some(castling) = next(FenField::Castling)? {
        setup.setup.castling_rights = parse_castling(castling, &setup.setup.board, false)?;
    }
    if let Some(ep) = next(FenField::EnPassant)? {
        setup.setup.ep_square = match ep {
            b"-" => None,
            _ => Some(Square::from_ascii(ep).ok_or(error(
                FenField::EnPassant,
                ParseFenErrorKind::InvalidSquare,
                ep,
            ))?),
        };
    }
    Ok(setup)
}

/// Splits crazyhouse's pockets off the board field: `board[pockets]`, or a ninth rank
/// `board/pockets`. Other variants have none.
fn split_pockets(
    text: &[u8],
    variant: Variant,
) -> Result<(&[u8], Option<&[u8]>), FenSyntaxError<'_>> {
    if variant != Variant::Crazyhouse {
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
    // Every `~` follows a piece letter.
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

/// Reads `W+B`, a count from 0 to 3 for each side.
fn parse_checks(text: &[u8], field: FenField) -> Result<RemainingChecks, FenSyntaxError<'_>> {
    let invalid = error(field, ParseFenErrorKind::InvalidChecks, text);
    let plus = text.iter().position(|&b| b == b'+').ok_or(invalid)?;
    let count = |digits: &[u8]| match parse_number(digits, field) {
        Ok(n) if n <= 3 => Ok(n as u8), // at most 3
        _ => Err(invalid),
    };
    Ok(RemainingChecks {
        white: count(&text[..plus])?,
        black: count(&text[plus + 1..])?,
    })
}

/// Whether the castling field (the third) names rooks by their files, as Shredder-FEN and
/// X-FEN write Chess960 rights.
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

// ---------------------------------------------------------------------------------------------
// Writing

/// Writes the board (with the variant's `~` and pockets), the turn, the castling rights, the en
/// passant square and three-check's remaining checks.
fn write_first_fields(
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
    write_board(f, board, promoted)?;
    if variant == Variant::Crazyhouse {
        f.write_char('[')?;
        write_pockets(f, &setup.pockets)?;
        f.write_char(']')?;
    }
    write!(f, " {} ", setup.setup.turn.char())?;
    write_castling(f, board, setup.promoted, setup.setup.castling_rights)?;
    match setup.setup.ep_square {
        Some(square) => write!(f, " {square}")?,
        None => f.write_str(" -")?,
    }
    if variant == Variant::ThreeCheck {
        let checks = setup.remaining_checks;
        write!(f, " {}+{}", checks.white, checks.black)?;
    }
    Ok(())
}

/// Whether python-chess marks promoted pieces with `~` in the variant: always in crazyhouse;
/// in antichess (its `SuicideBoard`) only when the castling rights are Chess960's; never in
/// the others.
fn writes_promoted(setup: &VariantSetup, variant: Variant) -> bool {
    match variant {
        Variant::Crazyhouse => true,
        Variant::Antichess => has_chess960_castling_rights(setup),
        _ => false,
    }
}

/// python-chess's `has_chess960_castling_rights`: the rights valid in Chess960 include one that
/// standard chess cannot have (a rook off the corners, or a king off `e1`/`e8`).
fn has_chess960_castling_rights(setup: &VariantSetup) -> bool {
    let board = &setup.setup.board;
    for color in Color::ALL {
        let backrank = Bitboard::backrank(color);
        let rights = setup.setup.castling_rights & board.by_piece(Role::Rook.of(color)) & backrank;
        let Some(king) = (board.by_piece(Role::King.of(color)) & backrank & !setup.promoted).last()
        else {
            continue;
        };
        let a_side = rights.first().filter(|&rook| rook < king);
        let h_side = rights.last().filter(|&rook| rook > king);
        for rook in a_side.into_iter().chain(h_side) {
            if !Bitboard::CORNERS.contains(rook) {
                return true;
            }
        }
        let e_square = Square::from_coords(File::E, Rank::First.relative_to(color));
        if (a_side.is_some() || h_side.is_some())
            && !board.by_piece(Role::King.of(color)).contains(e_square)
        {
            return true;
        }
    }
    false
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

/// Writes one EPD operand, quoted and escaped when `quote` or when it would not read back
/// unquoted.
fn write_operand(f: &mut impl fmt::Write, operand: &str, quote: bool) -> fmt::Result {
    let needs_quotes = quote
        || operand.is_empty()
        || operand
            .bytes()
            .any(|b| b.is_ascii_whitespace() || matches!(b, b';' | b'"' | b'\\'));
    if !needs_quotes {
        return f.write_str(operand);
    }
    f.write_char('"')?;
    for c in operand.chars() {
        if c == '"' || c == '\\' {
            f.write_char('\\')?;
        }
        f.write_char(c)?;
    }
    f.write_char('"')
}
