//! [`Position`]: a validated, legal chess position with cached checkers and pins, and its
//! read-only accessors.

use core::fmt;
use core::num::NonZeroU32;

use fianchetto_bitboard::{attacks, rays};

use crate::{
    Bitboard, Board, CastlingMode, CastlingSide, Color, Direction, EnPassantMode, Role, Setup,
    Square,
};

/// Rook (index 0) and bishop (index 1) attacks on an empty board: where a slider could pin or
/// check from.
static EMPTY_BOARD_ATTACKS: [[Bitboard; 64]; 2] = {
    let mut table = [[Bitboard::EMPTY; 64]; 2];
    let mut square = 0;
    while square < 64 {
        let mut d = 0;
        while d < 8 {
            let ray = rays::ray(Square::new(square), Direction::ALL[d]);
            table[d % 2][square as usize].0 |= ray.0;
            d += 1;
        }
        square += 1;
    }
    table
};

/// A legal chess position: the board, side to move, castling rights, en passant square, clocks,
/// and the Polyglot hash, plus the checkers and pinned pieces computed once when it is made.
///
/// It is small and `Copy`: moves are played by copy-make ([`Position::play`] returns a new
/// position). It can only be built legal, by [`Position::new`] or
/// [`Position::from_setup`], and stays legal under [`Position::play`].
///
/// With the `serde` feature a position is its FEN text, in every format, as `Display` writes it,
/// so that equal positions have equal forms and read back equal (see the [crate docs](crate)).
///
/// ```
/// use fianchetto_movegen::{Move, Position, Square};
///
/// let pos = Position::new();
/// assert_eq!(pos.legal_moves().len(), 20);
/// let pos = pos.play(Move::normal(Square::E2, Square::E4))?;
/// assert_eq!(pos.zobrist_hash(), 0x823c9b50fd114196);
/// # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
/// ```
#[derive(Copy, Clone)]
pub struct Position {
    pub(crate) board: Board,
    /// The squares of the rooks that may still castle.
    pub(crate) castling: Bitboard,
    pub(crate) hash: u64,
    /// The enemy pieces giving check to the king of the side to move.
    pub(crate) checkers: Bitboard,
    /// The pieces of the side to move that stand alone between their king and an enemy slider.
    pub(crate) pinned: Bitboard,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: NonZeroU32,
    pub(crate) turn: Color,
    /// The square skipped by a double pawn push on the previous move, whatever can capture.
    pub(crate) ep_square: Option<Square>,
    pub(crate) mode: CastlingMode,
}

impl Position {
    /// The standard starting position.
    pub fn new() -> Position {
        let mut pos = Position {
            board: Board::new(),
            castling: Bitboard::CORNERS,
            hash: 0,
            checkers: Bitboard::EMPTY,
            pinned: Bitboard::EMPTY,
            halfmoves: 0,
            fullmoves: NonZeroU32::MIN,
            turn: Color::White,
            ep_square: None,
            mode: CastlingMode::Standard,
        };
        // The Polyglot key of the start position, a constant rather than recomputed: PGN
        // replay starts most games from here.
        pos.hash = 0x463b_9618_1691_fc9c;
        debug_assert_eq!(pos.hash, pos.compute_hash());
        pos
    }

    /// The placement of the pieces.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The castling rules this position was validated with.
    #[inline]
    pub fn castling_mode(&self) -> CastlingMode {
        self.mode
    }

    /// The squares of the rooks that may still castle, both colors.
    #[inline]
    pub fn castling_rights(&self) -> Bitboard {
        self.castling
    }

    /// The rook `color` may still castle with towards `side`, if any.
    ///
    /// ```
    /// use fianchetto_movegen::{CastlingSide, Color, Position, Square};
    ///
    /// let pos = Position::new();
    /// assert_eq!(pos.castling_rook(Color::Black, CastlingSide::QueenSide), Some(Square::A8));
    /// ```
    pub fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        let king = self.board.king_of(color)?;
        let rights = self.castling & Bitboard::backrank(color);
        let beyond = match side {
            CastlingSide::KingSide => Bitboard(!0u64 << king as u32) - king,
            CastlingSide::QueenSide => Bitboard((1u64 << king as u32) - 1),
        };
        (rights & beyond).first()
    }

    /// The en passant square, reported as `mode` asks (see [`EnPassantMode`]).
    pub fn ep_square(&self, mode: EnPassantMode) -> Option<Square> {
        let square = self.ep_square?;
        match mode {
            EnPassantMode::Always => Some(square),
            EnPassantMode::PseudoLegal => self.ep_capturers_pseudo(square).any().then_some(square),
            EnPassantMode::Legal => self.ep_capturers_legal().any().then_some(square),
        }
    }

    /// Half-moves since the last capture or pawn move.
    #[inline]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The move number: 1 at the start, incremented after each Black move.
    #[inline]
    pub fn fullmoves(&self) -> NonZeroU32 {
        self.fullmoves
    }

    /// The enemy pieces giving check.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// `true` if the side to move is in check.
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers.any()
    }

    /// The pieces of the side to move pinned to their king.
    #[inline]
    pub fn pinned(&self) -> Bitboard {
        self.pinned
    }

    /// The king of the side to move (always present in a validated position).
    #[inline]
    pub(crate) fn our_king(&self) -> Square {
        // A validated position has exactly one king per color.
        self.board.king_of(self.turn).unwrap_or(Square::A1)
    }

    /// The unvalidated data of the position, with the en passant square as `ep` asks.
    pub fn to_setup(&self, ep: EnPassantMode) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling_rights: self.castling,
            ep_square: self.ep_square(ep),
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// Our pawns placed to capture en passant on `square`, not yet checked for legality.
    #[inline]
    pub(crate) fn ep_capturers_pseudo(&self, square: Square) -> Bitboard {
        attacks::pawn(!self.turn, square) & self.board.by_piece(Role::Pawn.of(self.turn))
    }

    /// Recomputes `checkers` and `pinned` for the side to move.
    #[inline]
    pub(crate) fn update_checks_and_pins(&mut self) {
        let board = &self.board;
        let us = self.turn;
        let ours = board.by_color(us);
        let theirs = board.by_color(!us);
        let king = self.our_king();
        let occupied = board.occupied();

        let mut checkers = ((attacks::knight(king) & board.knights())
            | (attacks::pawn(us, king) & board.pawns()))
            & theirs;
        let snipers = ((EMPTY_BOARD_ATTACKS[0][king as usize] & board.rooks_and_queens())
            | (EMPTY_BOARD_ATTACKS[1][king as usize] & board.bishops_and_queens()))
            & theirs;
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = rays::between(king, sniper) & occupied;
            if blockers.is_empty() {
                checkers |= sniper;
            } else if !blockers.more_than_one() {
                pinned |= blockers & ours;
            }
        }
        self.checkers = checkers;
        self.pinned = pinned;
    }
}

impl Default for Position {
    /// The starting position.
    fn default() -> Position {
        Position::new()
    }
}

impl PartialEq for Position {
    /// Equal as FIDE's repetition rule counts positions: the same pieces on the same squares, the
    /// same side to move, the same castling rights and the same legal en passant capture. The
    /// clocks and the castling mode are not compared ([`Position::eq_with_clocks`] compares the
    /// clocks too), so positions can key a map of positions, or find repetitions.
    ///
    /// ```
    /// use std::collections::HashSet;
    /// use fianchetto_movegen::{Move, Position, Square};
    ///
    /// let start = Position::new();
    /// let mut pos = start;
    /// for (from, to) in [(Square::G1, Square::F3), (Square::G8, Square::F6),
    ///                    (Square::F3, Square::G1), (Square::F6, Square::G8)] {
    ///     pos = pos.play(Move::normal(from, to))?;
    /// }
    /// assert_eq!(pos, start);
    /// assert!(!pos.eq_with_clocks(&start));
    /// assert!(HashSet::from([start]).contains(&pos));
    /// # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
    /// ```
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep_square(EnPassantMode::Legal) == other.ep_square(EnPassantMode::Legal)
    }
}

impl Eq for Position {}

impl core::hash::Hash for Position {
    /// The Zobrist key of exactly what equality compares
    /// ([`zobrist_hash_with`](Position::zobrist_hash_with) and a legal en passant square).
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.zobrist_hash_with(EnPassantMode::Legal));
    }
}

impl Position {
    /// `==`, and the same half-move clock and move number.
    pub fn eq_with_clocks(&self, other: &Position) -> bool {
        self == other && self.halfmoves == other.halfmoves && self.fullmoves == other.fullmoves
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Position")
            .field("board", &format_args!("\n{:?}", self.board))
            .field("turn", &self.turn)
            .field(
                "castling",
                &self
                    .castling
                    .into_iter()
                    .collect::<arrayvec::ArrayVec<Square, 64>>(),
            )
            .field("ep_square", &self.ep_square)
            .field("halfmoves", &self.halfmoves)
            .field("fullmoves", &self.fullmoves)
            .field("mode", &self.mode)
            .finish()
    }
}
