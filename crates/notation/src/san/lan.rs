//! Long algebraic notation, written beside SAN: [`Lan`] (`Ng1-f3`, `e7xd8=Q`, `O-O`) and
//! [`LanPlus`] (with `+` or `#`), as python-chess's `Board.lan` writes it.

use core::fmt::{self, Write as _};

use fianchetto_movegen::{CastlingSide, Move, Position, Role, Rules, Square};

use super::Suffix;

/// A move in long algebraic notation, without check or checkmate suffix: the piece letter (none
/// for a pawn), both squares joined by `-`, or by `x` for a capture (en passant included), and
/// `=Q` for a promotion. Castles are `O-O` and `O-O-O` in Chess960 too, a drop `N@f3` (`@e4`
/// for a pawn) as in SAN, the null move `--`.
///
/// Only written: the lenient SAN reader ([`San::from_ascii`](super::San::from_ascii)) reads LAN.
///
/// ```
/// use fianchetto_notation::san::Lan;
/// use fianchetto_notation::movegen::{Move, Position, Role, Square};
///
/// let pos = Position::new();
/// assert_eq!(Lan::from_move(&pos, Move::normal(Square::G1, Square::F3)).to_string(), "Ng1-f3");
/// assert_eq!(Lan::from_move(&pos, Move::normal(Square::E2, Square::E4)).to_string(), "e2-e4");
/// assert_eq!(Lan::Null.to_string(), "--");
/// assert_eq!(Lan::Drop { role: Role::Knight, to: Square::F3 }.to_string(), "N@f3");
/// assert_eq!(Lan::Drop { role: Role::Pawn, to: Square::E4 }.to_string(), "@e4");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Lan {
    /// A move that is not a castle: `e2-e4`, `Nb1xc3`, `e7-e8=Q`.
    Normal {
        /// The moving piece.
        role: Role,
        /// The origin square.
        from: Square,
        /// Whether the move captures (`x` instead of `-`).
        capture: bool,
        /// The destination square.
        to: Square,
        /// The promotion piece.
        promotion: Option<Role>,
    },
    /// Castling: `O-O` (king side) or `O-O-O` (queen side).
    Castle(CastlingSide),
    /// A crazyhouse drop: `N@f3`, `@e4` for a pawn.
    Drop {
        /// The piece dropped.
        role: Role,
        /// The square it is dropped on.
        to: Square,
    },
    /// The null move `--`, which passes the turn (it is not a [`Move`]).
    Null,
}

impl Lan {
    /// The LAN of a legal move `m` of `pos`.
    ///
    /// ```
    /// use fianchetto_notation::san::Lan;
    /// use fianchetto_notation::movegen::{CastlingSide, Move, Position, Role, Square};
    ///
    /// let lan = Lan::from_move(&Position::new(), Move::normal(Square::B1, Square::C3));
    /// assert_eq!(lan, Lan::Normal {
    ///     role: Role::Knight,
    ///     from: Square::B1,
    ///     capture: false,
    ///     to: Square::C3,
    ///     promotion: None,
    /// });
    /// ```
    pub fn from_move<P: Rules>(pos: &P, m: Move) -> Lan {
        if let Some(role) = m.drop_role() {
            return Lan::Drop { role, to: m.to() };
        }
        match m.castling_side() {
            Some(side) => Lan::Castle(side),
            None => Lan::Normal {
                role: pos.moving_role(m),
                from: m.from(),
                capture: pos.is_capture(m),
                to: m.to(),
                promotion: m.promotion_role(),
            },
        }
    }
}

impl fmt::Display for Lan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Lan::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => {
                if role != Role::Pawn {
                    f.write_char(role.upper_char())?;
                }
                let joint = if capture { 'x' } else { '-' };
                write!(f, "{from}{joint}{to}")?;
                match promotion {
                    Some(promotion) => write!(f, "={}", promotion.upper_char()),
                    None => Ok(()),
                }
            }
            Lan::Castle(CastlingSide::KingSide) => f.write_str("O-O"),
            Lan::Castle(CastlingSide::QueenSide) => f.write_str("O-O-O"),
            Lan::Drop { role, to } => {
                if role != Role::Pawn {
                    f.write_char(role.upper_char())?;
                }
                write!(f, "@{to}")
            }
            Lan::Null => f.write_str("--"),
        }
    }
}

/// A [`Lan`] with its check (`+`) or checkmate (`#`) suffix.
///
/// ```
/// use fianchetto_notation::san::LanPlus;
/// use fianchetto_notation::fen;
/// use fianchetto_notation::movegen::{CastlingMode, Move, Square};
///
/// let pos = fen::parse_position(
///     "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
///     CastlingMode::Standard,
/// )?;
/// let mate = LanPlus::from_move(&pos, Move::normal(Square::D8, Square::H4));
/// assert_eq!(mate.to_string(), "Qd8-h4#");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LanPlus {
    /// The move.
    pub lan: Lan,
    /// `+` or `#`, if the move gives check or mate.
    pub suffix: Option<Suffix>,
}

impl LanPlus {
    /// The LAN of a legal move `m` of `pos`, with `+` or `#` when it gives check or mate. A move
    /// that is not legal gets an unspecified LAN (without suffix), and no panic: python-chess's
    /// `board.lan(m)`.
    ///
    /// ```
    /// use fianchetto_notation::san::LanPlus;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    ///
    /// let lan = LanPlus::from_move(&Position::new(), Move::normal(Square::G1, Square::F3));
    /// assert_eq!(lan.to_string(), "Ng1-f3");
    /// let illegal = LanPlus::from_move(&Position::new(), Move::normal(Square::E2, Square::E5));
    /// assert_eq!(illegal.suffix, None);
    /// ```
    pub fn from_move(pos: &Position, m: Move) -> LanPlus {
        let lan = Lan::from_move(pos, m);
        let suffix = if pos.is_legal(m) {
            Suffix::after(&pos.play_unchecked(m))
        } else {
            None
        };
        LanPlus { lan, suffix }
    }

    /// As [`LanPlus::from_move`], also returning the position after the move (which was needed
    /// to find the suffix), for writers that go on from there. For a move known to be legal: it
    /// does not check, so for an illegal move both results are unspecified (and debug builds may
    /// panic).
    ///
    /// ```
    /// use fianchetto_notation::san::LanPlus;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    ///
    /// let (lan, after) = LanPlus::from_move_and_play(&Position::new(), Move::normal(Square::E2, Square::E4));
    /// assert_eq!(lan.to_string(), "e2-e4");
    /// assert_eq!(after.fullmoves().get(), 1);
    /// ```
    pub fn from_move_and_play(pos: &Position, m: Move) -> (LanPlus, Position) {
        let lan = Lan::from_move(pos, m);
        let after = pos.play_unchecked(m);
        let suffix = Suffix::after(&after);
        (LanPlus { lan, suffix }, after)
    }
}

impl From<Lan> for LanPlus {
    /// Without suffix.
    fn from(lan: Lan) -> LanPlus {
        LanPlus { lan, suffix: None }
    }
}

impl fmt::Display for LanPlus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.lan, f)?;
        match self.suffix {
            Some(suffix) => f.write_char(suffix.char()),
            None => Ok(()),
        }
    }
}
