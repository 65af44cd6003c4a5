//! [`Rules`]: what a game needs of a position, whatever rules it plays by, so that the game
//! types above (the repetition [`Window`](crate::history::Window), `fianchetto-notation`'s
//! `GameCursor`, `fianchetto-pgn`'s games) serve standard chess and the variants alike.

use core::fmt;
use core::num::NonZeroU32;
use core::ops::Deref;

use crate::{
    Bitboard, Board, CastlingMode, CastlingSide, Color, EnPassantMode, Move, MoveList, Outcome,
    Position, Role, Square, Variant,
};

/// A legal position of some rules of chess: [`Position`] for standard chess and Chess960, and
/// `fianchetto-variant`'s `VariantPosition` for lichess's variants. Each method means what
/// [`Position`]'s method of the same name does, under the position's own rules.
///
/// Generic code takes `P: Rules` and is compiled for each position type, so standard chess
/// pays nothing for the variants.
///
/// ```
/// use fianchetto_movegen::{Move, Position, Rules};
///
/// /// The number of leaf nodes `depth` plies below `pos`, under any rules.
/// fn perft<P: Rules>(pos: &P, depth: u32) -> u64 {
///     if depth == 0 {
///         return 1;
///     }
///     pos.legal_moves().iter().map(|&m| perft(&pos.play_unchecked(m), depth - 1)).sum()
/// }
///
/// assert_eq!(perft(&Position::new(), 3), 8_902);
/// ```
pub trait Rules: Copy + fmt::Debug {
    /// The list [`Rules::legal_moves`] returns.
    type Moves: Deref<Target = [Move]> + IntoIterator<Item = Move>;

    /// The rules this position is played by: [`Variant::Chess`] for a [`Position`] (Chess960
    /// too: see [`Rules::castling_mode`]), the variant of a `VariantPosition`.
    ///
    /// ```
    /// use fianchetto_movegen::{Position, Rules, Variant};
    ///
    /// assert_eq!(Position::new().variant(), Variant::Chess);
    /// ```
    fn variant(&self) -> Variant;
    /// The placement of the pieces.
    fn board(&self) -> &Board;
    /// The side to move.
    fn turn(&self) -> Color;
    /// The castling rules the position was validated with.
    fn castling_mode(&self) -> CastlingMode;
    /// The squares of the rooks that may still castle.
    fn castling_rights(&self) -> Bitboard;
    /// The rook `color` may still castle with towards `side`.
    fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square>;
    /// The en passant square, as `mode` asks.
    fn ep_square(&self, mode: EnPassantMode) -> Option<Square>;
    /// Half-moves since the last capture or pawn move.
    fn halfmoves(&self) -> u32;
    /// The move number.
    fn fullmoves(&self) -> NonZeroU32;
    /// `true` if the side to move is in check (never, in rules without check).
    fn is_check(&self) -> bool;
    /// Every legal move.
    fn legal_moves(&self) -> Self::Moves;
    /// `true` if there is a legal move.
    fn has_legal_moves(&self) -> bool {
        !self.legal_moves().is_empty()
    }
    /// `true` if `m` is legal.
    fn is_legal(&self, m: Move) -> bool;
    /// The pieces giving check and the side to move's pinned pieces, where the rules are
    /// standard chess's and the position keeps them (a [`Position`]); `None` (the default)
    /// elsewhere. A speed hint, never needed for correctness: with it, finding the move a SAN
    /// names tests a piece's legality with a mask instead of [`Rules::is_legal`].
    ///
    /// ```
    /// use fianchetto_movegen::{Bitboard, Position, Rules};
    ///
    /// assert_eq!(Rules::checkers_and_pins(&Position::new()), Some((Bitboard::EMPTY, Bitboard::EMPTY)));
    /// ```
    #[inline]
    fn checkers_and_pins(&self) -> Option<(Bitboard, Bitboard)> {
        None
    }
    /// Plays the legal move `m`.
    fn play_unchecked(&self, m: Move) -> Self;
    /// Passes the turn, or `None` where that would leave the king en prise.
    fn play_null(&self) -> Option<Self>;
    /// The role of the piece `m` moves.
    fn moving_role(&self, m: Move) -> Role;
    /// `true` if `m` captures.
    fn is_capture(&self, m: Move) -> bool;
    /// `true` if the side to move is checkmated.
    fn is_checkmate(&self) -> bool;
    /// How the game has ended on the board, if it has (without history: no repetitions).
    fn outcome(&self) -> Option<Outcome>;
    /// The key the repetition rules compare: equal exactly for positions the rules call the
    /// same (see [`history::repetition_key`](crate::history::repetition_key)).
    fn repetition_key(&self) -> u64;
    /// `true` if the 50- and 75-move rules apply (python-chess leaves them out of crazyhouse,
    /// where captured pieces come back).
    fn has_move_count_rules(&self) -> bool {
        true
    }
    /// `true` if no position before `after` can recur once `self` became `after` (see
    /// [`history::is_irreversible`](crate::history::is_irreversible)). By default a capture,
    /// a pawn move (the halfmove clock reset) or lost castling rights.
    fn is_irreversible(&self, after: &Self) -> bool {
        after.halfmoves() == 0 || after.castling_rights() != self.castling_rights()
    }
}

impl Rules for Position {
    type Moves = MoveList;

    #[inline]
    fn variant(&self) -> Variant {
        Variant::Chess
    }
    #[inline]
    fn board(&self) -> &Board {
        Position::board(self)
    }
    #[inline]
    fn turn(&self) -> Color {
        Position::turn(self)
    }
    #[inline]
    fn castling_mode(&self) -> CastlingMode {
        Position::castling_mode(self)
    }
    #[inline]
    fn castling_rights(&self) -> Bitboard {
        Position::castling_rights(self)
    }
    #[inline]
    fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        Position::castling_rook(self, color, side)
    }
    #[inline]
    fn ep_square(&self, mode: EnPassantMode) -> Option<Square> {
        Position::ep_square(self, mode)
    }
    #[inline]
    fn halfmoves(&self) -> u32 {
        Position::halfmoves(self)
    }
    #[inline]
    fn fullmoves(&self) -> NonZeroU32 {
        Position::fullmoves(self)
    }
    #[inline]
    fn is_check(&self) -> bool {
        Position::is_check(self)
    }
    #[inline]
    fn legal_moves(&self) -> MoveList {
        Position::legal_moves(self)
    }
    #[inline]
    fn has_legal_moves(&self) -> bool {
        Position::has_legal_moves(self)
    }
    #[inline]
    fn is_legal(&self, m: Move) -> bool {
        Position::is_legal(self, m)
    }
    #[inline(always)]
    fn checkers_and_pins(&self) -> Option<(Bitboard, Bitboard)> {
        Some((self.checkers(), self.pinned()))
    }
    #[inline]
    fn play_unchecked(&self, m: Move) -> Position {
        Position::play_unchecked(self, m)
    }
    #[inline]
    fn play_null(&self) -> Option<Position> {
        Position::play_null(self)
    }
    #[inline]
    fn moving_role(&self, m: Move) -> Role {
        Position::moving_role(self, m)
    }
    #[inline]
    fn is_capture(&self, m: Move) -> bool {
        Position::is_capture(self, m)
    }
    #[inline]
    fn is_checkmate(&self) -> bool {
        Position::is_checkmate(self)
    }
    #[inline]
    fn outcome(&self) -> Option<Outcome> {
        Position::outcome(self)
    }
    #[inline]
    fn repetition_key(&self) -> u64 {
        self.zobrist_hash_with(EnPassantMode::Legal)
    }
}
