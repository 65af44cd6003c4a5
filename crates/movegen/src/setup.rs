//! [`Setup`], the unvalidated description of a position, and the modes that say how to read
//! castling rights and en passant squares.

use core::num::NonZeroU32;

use crate::{Bitboard, Board, Color, Square};

/// Everything a FEN describes, not yet checked for legality: turn it into a
/// [`Position`](crate::Position) with [`Position::from_setup`](crate::Position::from_setup).
///
/// With the `serde` feature a setup is its FEN text (X-FEN castling rights, as a setup has no
/// castling mode); castling rights off the back ranks, which no position accepts and FEN cannot
/// write, are left out.
///
/// ```
/// use fianchetto_movegen::{CastlingMode, Position, Setup, Square};
///
/// let mut setup = Setup::initial();
/// assert_eq!(setup.castling_rights.len(), 4);
/// setup.castling_rights = setup.castling_rights.without(Square::H1);
/// let pos = Position::from_setup(setup, CastlingMode::Standard)?;
/// assert_eq!(pos.castling_rights().len(), 3);
/// # Ok::<(), fianchetto_movegen::PositionError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Where the pieces stand.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// The squares of the rooks that may still castle (in standard chess `a1 h1 a8 h8` at the start).
    pub castling_rights: Bitboard,
    /// The square a pawn has just skipped over with a double step (`e3` after `e2e4`), if any.
    pub ep_square: Option<Square>,
    /// Half-moves since the last capture or pawn move, for the fifty-move rule.
    pub halfmoves: u32,
    /// The move number, starting at 1 and incremented after each Black move.
    pub fullmoves: NonZeroU32,
}

impl Setup {
    /// An empty board, White to move, no rights, clocks at `0` and `1`.
    pub const fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::White,
            castling_rights: Bitboard::EMPTY,
            ep_square: None,
            halfmoves: 0,
            fullmoves: NonZeroU32::MIN,
        }
    }

    /// The standard starting position.
    pub const fn initial() -> Setup {
        Setup {
            board: Board::new(),
            turn: Color::White,
            castling_rights: Bitboard::CORNERS,
            ep_square: None,
            halfmoves: 0,
            fullmoves: NonZeroU32::MIN,
        }
    }
}

impl Default for Setup {
    /// The standard starting position.
    fn default() -> Setup {
        Setup::initial()
    }
}

/// Which castling rules validation applies. Castling moves are king-takes-rook in both.
///
/// ```
/// use fianchetto_movegen::CastlingMode;
///
/// assert!(CastlingMode::Chess960.is_chess960());
/// assert_eq!(CastlingMode::default(), CastlingMode::Standard);
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
pub enum CastlingMode {
    /// Standard chess: a castling king stands on the e-file, its rooks on the a- and h-files.
    #[default]
    Standard,
    /// Chess960 (Fischer random): king and rooks may start on any back-rank squares, the king
    /// between the rooks.
    Chess960,
}

impl CastlingMode {
    /// `true` for [`CastlingMode::Chess960`].
    #[inline]
    pub const fn is_chess960(self) -> bool {
        matches!(self, CastlingMode::Chess960)
    }

    /// `Chess960` if `chess960`, else `Standard`.
    #[inline]
    pub const fn from_chess960(chess960: bool) -> CastlingMode {
        if chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        }
    }
}

/// Which en passant squares to report: FEN writers and hashes disagree on this.
///
/// ```
/// use fianchetto_movegen::{EnPassantMode, Move, Position, Square};
///
/// let pos = Position::new().play(Move::normal(Square::E2, Square::E4))?;
/// assert_eq!(pos.ep_square(EnPassantMode::Always), Some(Square::E3));
/// assert_eq!(pos.ep_square(EnPassantMode::PseudoLegal), None); // no black pawn on d4 or f4
/// assert_eq!(pos.ep_square(EnPassantMode::Legal), None);
/// # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum EnPassantMode {
    /// After any double pawn push (as FEN traditionally writes it).
    Always,
    /// Only when a pawn of the side to move stands ready to capture (the Polyglot hash rule).
    PseudoLegal,
    /// Only when an en passant capture is legal (the rule for repetitions and X-FEN).
    Legal,
}
