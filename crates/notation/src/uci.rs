//! The Universal Chess Interface move format: [`UciMove`], such as `e2e4`, `e7e8q` or `0000`.
//!
//! Castling is written king-to-destination (`e1g1`) in standard chess and king-takes-rook
//! (`e1h1`) in Chess960, as engines expect. On input both forms are accepted where they are
//! unambiguous (see [`Notation::resolve_uci`](crate::Notation::resolve_uci)).
//!
//! ```
//! use fianchetto_notation::Notation;
//! use fianchetto_notation::uci::UciMove;
//! use fianchetto_notation::movegen::{CastlingMode, Position};
//!
//! let pos = Position::new();
//! let uci: UciMove = "g1f3".parse()?;
//! let m = pos.resolve_uci(&uci)?;
//! assert_eq!(pos.uci(m), uci);
//! assert_eq!(UciMove::from_move(m, CastlingMode::Standard), uci);
//! assert_eq!(uci.to_string(), "g1f3");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use alloc::string::String;
use core::fmt::{self, Write as _};
use core::str::FromStr;

use fianchetto_movegen::{
    CastlingMode, CastlingSide, File, Move, Position, Rank, Role, Rules, Square,
};

use crate::short_text::{MoveText, ShortText};

/// A move in UCI notation: origin, destination and promotion, or the null move `0000`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UciMove {
    /// A move such as `e2e4`, `e7e8q`, or a castle as `e1g1` or `e1h1`.
    Normal {
        /// The origin square.
        from: Square,
        /// The destination square (for Chess960 castling: the rook's square).
        to: Square,
        /// The promotion piece.
        promotion: Option<Role>,
    },
    /// A crazyhouse drop, `N@f3` (a pawn drop `P@e4`; `@e4` is read as one too).
    Drop {
        /// The role taken from the hand.
        role: Role,
        /// The empty square it is put on.
        to: Square,
    },
    /// The null move, `0000`.
    Null,
}

/// Text is not a UCI move.
///
/// ```
/// use fianchetto_notation::uci::UciMove;
///
/// let err = UciMove::from_ascii(b"e2e9").unwrap_err();
/// assert_eq!(err.to_string(), r#"invalid uci move: "e2e9""#);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ParseUciMoveError {
    bytes: [u8; 5],
    len: u8,
    truncated: bool,
}

impl ParseUciMoveError {
    fn new(text: &[u8]) -> ParseUciMoveError {
        let len = text.len().min(5);
        let mut bytes = [0; 5];
        bytes[..len].copy_from_slice(&text[..len]);
        ParseUciMoveError {
            bytes,
            len: len as u8, // at most 5
            truncated: text.len() > 5,
        }
    }

    /// The offending text (its first 5 bytes).
    pub fn text(&self) -> &[u8] {
        &self.bytes[..usize::from(self.len)]
    }
}

impl fmt::Display for ParseUciMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid uci move: \"{}", self.text().escape_ascii())?;
        if self.truncated {
            f.write_str("...")?;
        }
        f.write_char('"')
    }
}

impl fmt::Debug for ParseUciMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParseUciMoveError")
            .field("text", &format_args!("\"{}\"", self.text().escape_ascii()))
            .field("truncated", &self.truncated)
            .finish()
    }
}

impl core::error::Error for ParseUciMoveError {}

/// A UCI move is not a legal move of the position.
///
/// ```
/// use fianchetto_notation::Notation;
/// use fianchetto_notation::uci::UciMove;
/// use fianchetto_notation::movegen::Position;
///
/// let err = Position::new().resolve_uci(&UciMove::from_ascii(b"e2e5")?).unwrap_err();
/// assert_eq!(err.to_string(), "illegal uci move: e2e5");
/// # Ok::<(), fianchetto_notation::uci::ParseUciMoveError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct IllegalUciMoveError {
    uci: UciMove,
}

impl IllegalUciMoveError {
    /// The error for `uci`, for a position type of another crate (a variant position) that
    /// resolves UCI moves itself.
    ///
    /// ```
    /// use fianchetto_notation::uci::{IllegalUciMoveError, UciMove};
    ///
    /// let err = IllegalUciMoveError::new("N@f3".parse()?);
    /// assert_eq!(err.to_string(), "illegal uci move: N@f3");
    /// # Ok::<(), fianchetto_notation::uci::ParseUciMoveError>(())
    /// ```
    pub const fn new(uci: UciMove) -> IllegalUciMoveError {
        IllegalUciMoveError { uci }
    }

    /// The move that is not legal.
    pub fn uci(&self) -> UciMove {
        self.uci
    }
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl fmt::Debug for IllegalUciMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fianchetto_movegen::debug_message(f, "IllegalUciMoveError", self)
    }
}

impl fmt::Display for IllegalUciMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal uci move: {}", self.uci)
    }
}

impl core::error::Error for IllegalUciMoveError {}

impl UciMove {
    /// Parses `e2e4`, `e7e8q` (promotion letters `n b r q`, and `k` for antichess, lowercase), a drop `N@f3` (the
    /// role letter in either case; a pawn drop also as `@e4`) or `0000`.
    ///
    /// ```
    /// use fianchetto_notation::uci::UciMove;
    /// use fianchetto_notation::movegen::{Role, Square};
    ///
    /// let drop = UciMove::Drop { role: Role::Pawn, to: Square::E4 };
    /// assert_eq!(UciMove::from_ascii(b"P@e4")?, drop);
    /// assert_eq!(UciMove::from_ascii(b"@e4")?, drop);
    /// assert_eq!(drop.to_string(), "P@e4");
    /// # Ok::<(), fianchetto_notation::uci::ParseUciMoveError>(())
    /// ```
    ///
    /// # Errors
    /// [`ParseUciMoveError`] for anything else, including a move from a square to itself.
    pub fn from_ascii(text: &[u8]) -> Result<UciMove, ParseUciMoveError> {
        let error = || ParseUciMoveError::new(text);
        let square = |file: u8, rank: u8| {
            Some(Square::from_coords(
                File::from_char(char::from(file))?,
                Rank::from_char(char::from(rank))?,
            ))
        };
        let drop = |role: Role, file: u8, rank: u8| match square(file, rank) {
            Some(to) => Ok(UciMove::Drop { role, to }),
            None => Err(error()),
        };
        let (squares, promotion) = match text {
            b"0000" => return Ok(UciMove::Null),
            [b'@', file, rank] => return drop(Role::Pawn, *file, *rank),
            [letter, b'@', file, rank] => {
                let role = Role::from_char(char::from(*letter)).ok_or_else(error)?;
                return drop(role, *file, *rank);
            }
            [squares @ .., letter] if text.len() == 5 => {
                let role = match letter {
                    b'n' => Role::Knight,
                    b'b' => Role::Bishop,
                    b'r' => Role::Rook,
                    b'q' => Role::Queen,
                    // Antichess promotes to a king too.
                    b'k' => Role::King,
                    _ => return Err(error()),
                };
                (squares, Some(role))
            }
            _ => (text, None),
        };
        let [from_file, from_rank, to_file, to_rank] = squares else {
            return Err(error());
        };
        match (square(*from_file, *from_rank), square(*to_file, *to_rank)) {
            (Some(from), Some(to)) if from != to => Ok(UciMove::Normal {
                from,
                to,
                promotion,
            }),
            _ => Err(error()),
        }
    }

    /// The UCI form of `m`: castling as `e1g1` in [`CastlingMode::Standard`] and as king takes
    /// rook (`e1h1`) in [`CastlingMode::Chess960`].
    ///
    /// ```
    /// use fianchetto_notation::uci::UciMove;
    /// use fianchetto_notation::movegen::{CastlingMode, Move, Square};
    ///
    /// let castle = Move::castle(Square::E1, Square::H1);
    /// assert_eq!(UciMove::from_move(castle, CastlingMode::Standard).to_string(), "e1g1");
    /// assert_eq!(UciMove::from_move(castle, CastlingMode::Chess960).to_string(), "e1h1");
    /// ```
    pub fn from_move(m: Move, mode: CastlingMode) -> UciMove {
        if let Some(role) = m.drop_role() {
            return UciMove::Drop { role, to: m.to() };
        }
        let to = match mode {
            CastlingMode::Standard => m.king_destination(),
            CastlingMode::Chess960 => m.to(),
        };
        UciMove::Normal {
            from: m.from(),
            to,
            promotion: m.promotion_role(),
        }
    }

    /// Deprecated: the one way is [`Notation::uci`](crate::Notation::uci), `pos.uci(m)`.
    #[deprecated(since = "0.1.0", note = "use `pos.uci(m)` (the `Notation` trait)")]
    pub fn from_move_in(pos: &Position, m: Move) -> UciMove {
        UciMove::from_move(m, pos.castling_mode())
    }

    /// Deprecated: the one way is [`Notation::resolve_uci`](crate::Notation::resolve_uci),
    /// `pos.resolve_uci(&uci)`, which reads castling in either form as well.
    ///
    /// # Errors
    /// As [`Notation::resolve_uci`](crate::Notation::resolve_uci).
    #[deprecated(
        since = "0.1.0",
        note = "use `pos.resolve_uci(&uci)` (the `Notation` trait), or `pos.parse_uci(text)` for text"
    )]
    pub fn to_move<P: Rules>(&self, pos: &P) -> Result<Move, IllegalUciMoveError> {
        self.resolve_in(pos)
    }

    /// The legal move of `pos` this UCI move names, under any [`Rules`]: what
    /// [`Notation::resolve_uci`](crate::Notation::resolve_uci) does (see there).
    pub(crate) fn resolve_in<P: Rules>(&self, pos: &P) -> Result<Move, IllegalUciMoveError> {
        let illegal = IllegalUciMoveError { uci: *self };
        let legal = |m: Move| if pos.is_legal(m) { Ok(m) } else { Err(illegal) };
        let (from, to, promotion) = match *self {
            UciMove::Null => return Err(illegal),
            UciMove::Drop { role, to } => return legal(Move::drop(role, to)),
            UciMove::Normal {
                from,
                to,
                promotion,
            } => (from, to, promotion),
        };
        let board = pos.board();
        let turn = pos.turn();
        let ours = board.by_color(turn);
        let Some(role) = board.role_at(from).filter(|_| ours.contains(from)) else {
            return Err(illegal);
        };
        let candidate = match role {
            Role::Pawn => match promotion {
                Some(promotion) => Move::promotion(from, to, promotion),
                None if from.file() != to.file() && !board.occupied().contains(to) => {
                    Move::en_passant(from, to)
                }
                None => Move::normal(from, to),
            },
            _ if promotion.is_some() => return Err(illegal),
            Role::King if (board.by_piece(Role::Rook.of(turn))).contains(to) => {
                Move::castle(from, to)
            }
            _ => Move::normal(from, to),
        };
        if pos.is_legal(candidate) {
            return Ok(candidate);
        }
        // `e1g1`-style castling: the king's destination on its own rank.
        if role == Role::King && from.rank() == to.rank() {
            let side = match to.file() {
                File::G => CastlingSide::KingSide,
                File::C => CastlingSide::QueenSide,
                _ => return Err(illegal),
            };
            if let Some(rook) = pos.castling_rook(turn, side) {
                let castle = Move::castle(from, rook);
                if castle.king_destination() == to {
                    return legal(castle);
                }
            }
        }
        Err(illegal)
    }
}

impl FromStr for UciMove {
    type Err = ParseUciMoveError;

    /// As [`UciMove::from_ascii`].
    fn from_str(s: &str) -> Result<UciMove, ParseUciMoveError> {
        UciMove::from_ascii(s.as_bytes())
    }
}

impl UciMove {
    /// Appends the move's UCI text to `out`: what `Display` writes, without the formatter's
    /// per-call cost, for writing many moves.
    ///
    /// ```
    /// use fianchetto_notation::uci::UciMove;
    ///
    /// let mut text = String::new();
    /// "e7e8q".parse::<UciMove>()?.append_to(&mut text);
    /// UciMove::Null.append_to(&mut text);
    /// assert_eq!(text, "e7e8q0000");
    /// # Ok::<(), fianchetto_notation::uci::ParseUciMoveError>(())
    /// ```
    #[inline]
    pub fn append_to(&self, out: &mut String) {
        self.write(out);
    }

    fn short_text(&self) -> ShortText {
        let mut text = ShortText::new();
        self.write(&mut text);
        text
    }

    // Always inlined: out of line, `export` ran 1.8% more instructions in all (483.4 M against
    // 474.9 M on 2k games, callgrind), more than writing the moves costs when inlined.
    #[inline(always)]
    fn write(&self, text: &mut impl MoveText) {
        match *self {
            UciMove::Normal {
                from,
                to,
                promotion,
            } => {
                for square in [from, to] {
                    text.push(square.file().char());
                    text.push(square.rank().char());
                }
                if let Some(role) = promotion {
                    text.push(role.char());
                }
            }
            UciMove::Drop { role, to } => {
                text.push(role.upper_char());
                text.push('@');
                text.push(to.file().char());
                text.push(to.rank().char());
            }
            UciMove::Null => text.push_str("0000"),
        }
    }
}

impl fmt::Display for UciMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.short_text().fmt(f)
    }
}
