//! [`AnyPosition`]: standard chess on movegen's fast [`Position`], or a variant on a
//! [`VariantPosition`], chosen per game, for files that mix them.

use alloc::string::String;
use core::num::NonZeroU32;

use fianchetto_movegen::{
    Bitboard, Board, CastlingMode, CastlingSide, Color, EnPassantMode, Move, Outcome, Position,
    Role, Rules, Square,
};
use fianchetto_notation::san::{San, SanError, SanPlus};
use fianchetto_notation::uci::{IllegalUciMoveError, UciMove};
use fianchetto_notation::{Notation, SetupError};

use crate::{Variant, VariantFenError, VariantMoveList, VariantPosition};

/// The same call on whichever position the enum holds.
macro_rules! either {
    ($any:expr, $pos:ident => $call:expr) => {
        match $any {
            AnyPosition::Standard($pos) => $call,
            AnyPosition::Variant($pos) => $call,
        }
    };
}

/// A position of any rules: standard chess (and Chess960) as a [`Position`], whose move
/// generation and SAN resolution are the fastest, and every other variant as a
/// [`VariantPosition`]. For game code that learns the rules only from each game, such as a
/// PGN file whose games carry different `Variant` tags; a program that knows its rules uses
/// the one type it needs.
///
/// ```
/// use fianchetto_variant::{AnyPosition, Variant};
/// use fianchetto_variant::movegen::Rules;
/// use fianchetto_variant::notation::Notation;
///
/// let standard = AnyPosition::new(Variant::Chess);
/// assert!(matches!(standard, AnyPosition::Standard(_)));
/// let horde = AnyPosition::new(Variant::Horde);
/// assert_eq!(horde.variant(), Variant::Horde);
/// assert_eq!(standard.legal_moves().len(), 20);
/// assert_eq!(horde.legal_moves().len(), 8);
/// assert_eq!(
///     horde.fen(),
///     "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1"
/// );
/// ```
#[derive(Copy, Clone, Debug)]
pub enum AnyPosition {
    /// Standard chess or Chess960.
    Standard(Position),
    /// Any other variant.
    Variant(VariantPosition),
}

impl AnyPosition {
    /// The start position of `variant`.
    pub fn new(variant: Variant) -> AnyPosition {
        if variant.is_variant() {
            AnyPosition::Variant(VariantPosition::new(variant))
        } else {
            AnyPosition::Standard(Position::new())
        }
    }

    /// A position of `variant` from FEN in the given castling mode, as
    /// [`VariantPosition::from_fen_in`] reads it (for standard chess too, so its errors and
    /// relaxed reading are the same for every variant).
    ///
    /// ```
    /// use fianchetto_variant::{AnyPosition, Variant};
    /// use fianchetto_variant::movegen::CastlingMode;
    ///
    /// let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    /// let pos = AnyPosition::from_fen_in(fen, Variant::Chess, CastlingMode::Standard)?;
    /// assert!(matches!(pos, AnyPosition::Standard(_)));
    /// # Ok::<(), fianchetto_variant::VariantFenError>(())
    /// ```
    ///
    /// # Errors
    /// [`VariantFenError`] as [`VariantPosition::from_fen_in`].
    pub fn from_fen_in(
        text: &str,
        variant: Variant,
        mode: CastlingMode,
    ) -> Result<AnyPosition, VariantFenError> {
        Ok(AnyPosition::from(VariantPosition::from_fen_in(
            text, variant, mode,
        )?))
    }

    /// The rules this position plays by.
    pub fn variant(&self) -> Variant {
        match self {
            AnyPosition::Standard(_) => Variant::Chess,
            AnyPosition::Variant(pos) => pos.variant(),
        }
    }
}

impl From<Position> for AnyPosition {
    fn from(pos: Position) -> AnyPosition {
        AnyPosition::Standard(pos)
    }
}

impl From<VariantPosition> for AnyPosition {
    /// A standard chess position becomes a [`Position`] (which accepts every position
    /// python-chess plays as standard chess but a few with impossible material, which stay
    /// [`VariantPosition`]s).
    fn from(pos: VariantPosition) -> AnyPosition {
        if pos.variant() == Variant::Chess
            && let Ok(standard) = Position::from_setup(
                pos.to_setup(EnPassantMode::Always).setup,
                pos.castling_mode(),
            )
        {
            return AnyPosition::Standard(standard);
        }
        AnyPosition::Variant(pos)
    }
}

impl AnyPosition {
    /// The standard chess (or Chess960) position, if this is one.
    ///
    /// ```
    /// use fianchetto_variant::{AnyPosition, Variant};
    /// use fianchetto_variant::movegen::Position;
    ///
    /// assert_eq!(AnyPosition::new(Variant::Chess).as_standard(), Some(&Position::new()));
    /// assert_eq!(AnyPosition::new(Variant::Horde).as_standard(), None);
    /// ```
    pub fn as_standard(&self) -> Option<&Position> {
        match self {
            AnyPosition::Standard(pos) => Some(pos),
            AnyPosition::Variant(_) => None,
        }
    }
}

impl TryFrom<AnyPosition> for Position {
    type Error = OtherRulesError;

    /// The standard chess position, or the position handed back in the error.
    ///
    /// ```
    /// use fianchetto_variant::{AnyPosition, Variant};
    /// use fianchetto_variant::movegen::Position;
    ///
    /// assert_eq!(Position::try_from(AnyPosition::new(Variant::Chess))?, Position::new());
    /// let horde = AnyPosition::new(Variant::Horde);
    /// assert_eq!(Position::try_from(horde).unwrap_err().position(), horde);
    /// # Ok::<(), fianchetto_variant::OtherRulesError>(())
    /// ```
    fn try_from(pos: AnyPosition) -> Result<Position, OtherRulesError> {
        match pos {
            AnyPosition::Standard(pos) => Ok(pos),
            AnyPosition::Variant(_) => Err(OtherRulesError(pos)),
        }
    }
}

impl TryFrom<AnyPosition> for VariantPosition {
    type Error = OtherRulesError;

    /// The position as a [`VariantPosition`]: a variant's as it is, a standard chess position
    /// as a `VariantPosition` of [`Variant::Chess`] (which accepts every legal `Position`; the
    /// error hands the position back otherwise).
    ///
    /// ```
    /// use fianchetto_variant::{AnyPosition, Variant, VariantPosition};
    ///
    /// let standard = VariantPosition::try_from(AnyPosition::new(Variant::Chess))?;
    /// assert_eq!(standard, VariantPosition::new(Variant::Chess));
    /// # Ok::<(), fianchetto_variant::OtherRulesError>(())
    /// ```
    fn try_from(pos: AnyPosition) -> Result<VariantPosition, OtherRulesError> {
        match pos {
            AnyPosition::Variant(variant) => Ok(variant),
            AnyPosition::Standard(standard) => VariantPosition::from_setup(
                standard.to_setup(EnPassantMode::Always).into(),
                Variant::Chess,
                standard.castling_mode(),
            )
            .map_err(|_| OtherRulesError(pos)),
        }
    }
}

/// An [`AnyPosition`] that is not of the type asked for: a variant's position is no
/// [`Position`]. It hands the position back.
///
/// ```
/// use fianchetto_variant::{AnyPosition, Variant};
/// use fianchetto_variant::movegen::Position;
///
/// let err = Position::try_from(AnyPosition::new(Variant::Atomic)).unwrap_err();
/// assert_eq!(err.to_string(), "a position of Atomic is no position of standard chess");
/// ```
#[derive(Copy, Clone, Debug)]
pub struct OtherRulesError(AnyPosition);

impl OtherRulesError {
    /// The position, handed back.
    ///
    /// ```
    /// use fianchetto_variant::{AnyPosition, Variant};
    /// use fianchetto_variant::movegen::Position;
    ///
    /// let atomic = AnyPosition::new(Variant::Atomic);
    /// assert_eq!(Position::try_from(atomic).unwrap_err().position(), atomic);
    /// ```
    pub fn position(&self) -> AnyPosition {
        self.0
    }
}

impl core::fmt::Display for OtherRulesError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.0 {
            AnyPosition::Variant(pos) if pos.variant() != Variant::Chess => write!(
                f,
                "a position of {} is no position of standard chess",
                pos.variant()
            ),
            _ => f.write_str("a position of standard chess that its other type does not accept"),
        }
    }
}

impl core::error::Error for OtherRulesError {}

/// The moves of an [`AnyPosition`]: a variant's list has room for either's.
impl Rules for AnyPosition {
    type Moves = VariantMoveList;

    fn variant(&self) -> Variant {
        AnyPosition::variant(self)
    }
    fn board(&self) -> &Board {
        either!(self, pos => pos.board())
    }
    fn turn(&self) -> Color {
        either!(self, pos => pos.turn())
    }
    fn castling_mode(&self) -> CastlingMode {
        either!(self, pos => pos.castling_mode())
    }
    fn castling_rights(&self) -> Bitboard {
        either!(self, pos => pos.castling_rights())
    }
    fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        either!(self, pos => pos.castling_rook(color, side))
    }
    fn ep_square(&self, mode: EnPassantMode) -> Option<Square> {
        either!(self, pos => pos.ep_square(mode))
    }
    fn halfmoves(&self) -> u32 {
        either!(self, pos => pos.halfmoves())
    }
    fn fullmoves(&self) -> NonZeroU32 {
        either!(self, pos => pos.fullmoves())
    }
    fn is_check(&self) -> bool {
        either!(self, pos => pos.is_check())
    }
    fn legal_moves(&self) -> VariantMoveList {
        match self {
            AnyPosition::Standard(pos) => pos.legal_moves().into_iter().collect(),
            AnyPosition::Variant(pos) => pos.legal_moves(),
        }
    }
    fn has_legal_moves(&self) -> bool {
        either!(self, pos => pos.has_legal_moves())
    }
    fn is_legal(&self, m: Move) -> bool {
        either!(self, pos => pos.is_legal(m))
    }
    fn play_unchecked(&self, m: Move) -> AnyPosition {
        match self {
            AnyPosition::Standard(pos) => AnyPosition::Standard(pos.play_unchecked(m)),
            AnyPosition::Variant(pos) => AnyPosition::Variant(pos.play_unchecked(m)),
        }
    }
    fn play_null(&self) -> Option<AnyPosition> {
        match self {
            AnyPosition::Standard(pos) => pos.play_null().map(AnyPosition::Standard),
            AnyPosition::Variant(pos) => pos.play_null().map(AnyPosition::Variant),
        }
    }
    fn moving_role(&self, m: Move) -> Role {
        either!(self, pos => pos.moving_role(m))
    }
    fn is_capture(&self, m: Move) -> bool {
        either!(self, pos => pos.is_capture(m))
    }
    fn is_checkmate(&self) -> bool {
        either!(self, pos => pos.is_checkmate())
    }
    fn outcome(&self) -> Option<Outcome> {
        either!(self, pos => pos.outcome())
    }
    fn repetition_key(&self) -> u64 {
        either!(self, pos => Rules::repetition_key(pos))
    }
    fn has_move_count_rules(&self) -> bool {
        either!(self, pos => pos.has_move_count_rules())
    }
    fn is_irreversible(&self, after: &AnyPosition) -> bool {
        match (self, after) {
            (AnyPosition::Standard(before), AnyPosition::Standard(after)) => {
                before.is_irreversible(after)
            }
            (AnyPosition::Variant(before), AnyPosition::Variant(after)) => {
                before.is_irreversible(after)
            }
            // Positions of two rules never recur in one game.
            _ => true,
        }
    }
}

/// The position as FEN, as its rules' position type writes it
/// ([`Notation::fen`](fianchetto_notation::Notation::fen)).
///
/// ```
/// use fianchetto_variant::{AnyPosition, Variant};
///
/// let horde = AnyPosition::new(Variant::Horde);
/// assert_eq!(horde.to_string(), "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1");
/// ```
impl core::fmt::Display for AnyPosition {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        either!(self, pos => core::fmt::Display::fmt(pos, f))
    }
}

impl Notation for AnyPosition {
    fn fen(&self) -> String {
        either!(self, pos => pos.fen())
    }
    fn san(&self, m: Move) -> SanPlus {
        either!(self, pos => pos.san(m))
    }
    fn san_after(&self, m: Move, after: &AnyPosition) -> SanPlus {
        match (self, after) {
            (AnyPosition::Standard(before), AnyPosition::Standard(after)) => {
                before.san_after(m, after)
            }
            (AnyPosition::Variant(before), AnyPosition::Variant(after)) => {
                before.san_after(m, after)
            }
            _ => self.san(m),
        }
    }
    fn uci(&self, m: Move) -> UciMove {
        either!(self, pos => pos.uci(m))
    }
    fn resolve_uci(&self, uci: &UciMove) -> Result<Move, IllegalUciMoveError> {
        either!(self, pos => pos.resolve_uci(uci))
    }
    /// Standard chess and Chess960 on a [`Position`], every other variant on a
    /// [`VariantPosition`].
    fn start_position(variant: Variant, mode: CastlingMode) -> Option<AnyPosition> {
        match variant {
            Variant::Chess => Position::start_position(variant, mode).map(AnyPosition::Standard),
            _ => VariantPosition::start_position(variant, mode).map(AnyPosition::Variant),
        }
    }
    fn in_castling_mode(&self, mode: CastlingMode) -> Option<AnyPosition> {
        match self {
            AnyPosition::Standard(pos) => pos.in_castling_mode(mode).map(AnyPosition::Standard),
            AnyPosition::Variant(pos) => pos.in_castling_mode(mode).map(AnyPosition::Variant),
        }
    }
    /// Standard chess and Chess960 read as `Position` reads them, every other variant as
    /// `VariantPosition` reads it.
    fn from_variant_fen(
        text: &str,
        variant: Variant,
        mode: CastlingMode,
    ) -> Result<AnyPosition, SetupError> {
        match variant {
            Variant::Chess => {
                Position::from_variant_fen(text, variant, mode).map(AnyPosition::Standard)
            }
            _ => VariantPosition::from_variant_fen(text, variant, mode).map(AnyPosition::Variant),
        }
    }

    // The replay's two calls per ply: standard chess inlined into the replay's loop as for a
    // `Position`, the variants out of line. Left to the compiler, both arms stayed out of line,
    // each a call per ply (`fianchetto pgn --threads 1` on the corpus's first 2,000 games:
    // 176.7 M -> 168.9 M instructions).
    #[inline(always)]
    fn resolve_san_with_role(&self, san: &San) -> Result<(Move, Role), SanError> {
        match self {
            AnyPosition::Standard(pos) => pos.resolve_san_with_role(san),
            AnyPosition::Variant(pos) => resolve_variant(pos, san),
        }
    }

    #[inline(always)]
    fn play_with_role(&mut self, m: Move, role: Role) {
        match self {
            AnyPosition::Standard(pos) => pos.play_with_role(m, role),
            AnyPosition::Variant(pos) => play_variant(pos, m, role),
        }
    }

    #[inline]
    fn play_with_san(&self, m: Move) -> (SanPlus, AnyPosition) {
        match self {
            AnyPosition::Standard(pos) => {
                let (san, after) = pos.play_with_san(m);
                (san, AnyPosition::Standard(after))
            }
            AnyPosition::Variant(pos) => {
                let (san, after) = pos.play_with_san(m);
                (san, AnyPosition::Variant(after))
            }
        }
    }
}

/// [`AnyPosition`]'s `resolve_san_with_role` for a variant, kept out of the replay's loop.
#[inline(never)]
fn resolve_variant(pos: &VariantPosition, san: &San) -> Result<(Move, Role), SanError> {
    pos.resolve_san_with_role(san)
}

/// [`AnyPosition`]'s `play_with_role` for a variant, kept out of the replay's loop.
#[inline(never)]
fn play_variant(pos: &mut VariantPosition, m: Move, role: Role) {
    pos.play_with_role(m, role);
}

/// Standard chess's start position, on a [`Position`].
///
/// ```
/// use fianchetto_variant::AnyPosition;
/// use fianchetto_variant::movegen::Position;
///
/// assert_eq!(AnyPosition::default(), AnyPosition::Standard(Position::new()));
/// ```
impl Default for AnyPosition {
    fn default() -> AnyPosition {
        AnyPosition::Standard(Position::new())
    }
}
