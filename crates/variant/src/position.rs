//! [`VariantPosition`]: a legal position of any [`Variant`], and its read-only accessors.
//!
//! API SKELETON: the signatures are the contract the rest of the workspace codes against; the
//! bodies are being written (every `todo!()` goes before this crate is used anywhere).

use core::num::NonZeroU32;

use fianchetto_movegen::{
    Bitboard, Board, CastlingMode, CastlingSide, Color, EnPassantMode, IllegalMoveError, Move,
    Outcome, Role, Square,
};

use crate::{Pockets, RemainingChecks, Variant, VariantPositionError, VariantSetup};

/// The most legal moves a variant position can have, and so the capacity of
/// [`VariantMoveList`] (crazyhouse drops onto an almost empty board need more than standard
/// chess's bound).
pub const MAX_VARIANT_MOVES: usize = 512;

/// The legal moves of a variant position, on the stack.
pub type VariantMoveList = arrayvec::ArrayVec<Move, MAX_VARIANT_MOVES>;

/// A legal position of a [`Variant`]: the board, side to move, castling rights, en passant
/// square, clocks, and the variant's extras (crazyhouse pockets and promoted pieces,
/// three-check's remaining checks). Small and `Copy`; moves are played by copy-make.
#[derive(Copy, Clone, Debug)]
pub struct VariantPosition {
    pub(crate) variant: Variant,
    pub(crate) board: Board,
    pub(crate) turn: Color,
    /// The squares of the rooks that may still castle.
    pub(crate) castling: Bitboard,
    /// The square skipped by a double pawn push on the previous move, whatever can capture.
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: NonZeroU32,
    pub(crate) mode: CastlingMode,
    pub(crate) pockets: Pockets,
    pub(crate) promoted: Bitboard,
    pub(crate) remaining_checks: RemainingChecks,
}

#[allow(unused_variables, clippy::todo)]
impl VariantPosition {
    /// The variant's starting position (lichess's: horde's pawn army, racing kings' rows).
    pub fn new(variant: Variant) -> VariantPosition {
        todo!()
    }

    /// Chess960 start position `number` (0..960) for the variant, where python-chess allows
    /// one (every variant but horde and racing kings); `None` otherwise.
    pub fn chess960(variant: Variant, number: u16) -> Option<VariantPosition> {
        todo!()
    }

    /// Validates `setup` under `variant`'s rules.
    ///
    /// # Errors
    /// [`VariantPositionError`], naming what is impossible (pockets, remaining checks, piece
    /// counts, kings, check, castling rights, en passant square).
    pub fn from_setup(
        setup: VariantSetup,
        variant: Variant,
        mode: CastlingMode,
    ) -> Result<VariantPosition, VariantPositionError> {
        todo!()
    }

    /// The unvalidated data of the position, with the en passant square as `ep` asks.
    pub fn to_setup(&self, ep: EnPassantMode) -> VariantSetup {
        todo!()
    }

    /// The rules this position plays by.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The placement of the pieces.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The castling rules this position was validated with.
    pub fn castling_mode(&self) -> CastlingMode {
        self.mode
    }

    /// The squares of the rooks that may still castle, both colors.
    pub fn castling_rights(&self) -> Bitboard {
        self.castling
    }

    /// The rook `color` may still castle with towards `side`, if any.
    pub fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        todo!()
    }

    /// The en passant square, reported as `mode` asks.
    pub fn ep_square(&self, mode: EnPassantMode) -> Option<Square> {
        todo!()
    }

    /// Half-moves since the last capture or pawn move.
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The move number: 1 at the start, incremented after each Black move.
    pub fn fullmoves(&self) -> NonZeroU32 {
        self.fullmoves
    }

    /// The pieces in hand (crazyhouse; empty in other variants).
    pub fn pockets(&self) -> &Pockets {
        &self.pockets
    }

    /// The promoted pieces on the board (crazyhouse; empty in other variants).
    pub fn promoted(&self) -> Bitboard {
        self.promoted
    }

    /// The checks each side has yet to give (three-check; 3 each in other variants).
    pub fn remaining_checks(&self) -> RemainingChecks {
        self.remaining_checks
    }

    /// The enemy pieces giving check to the king of the side to move (empty where the variant
    /// has no check, as in antichess, or the side to move has no king).
    pub fn checkers(&self) -> Bitboard {
        todo!()
    }

    /// `true` if the side to move is in check, as python-chess's `is_check` says for the
    /// variant.
    pub fn is_check(&self) -> bool {
        todo!()
    }

    /// Every legal move: none once the variant's own rule has ended the game.
    pub fn legal_moves(&self) -> VariantMoveList {
        todo!()
    }

    /// `true` if `m` is a legal move here.
    pub fn is_legal(&self, m: Move) -> bool {
        todo!()
    }

    /// Plays `m` if it is legal, returning the new position.
    ///
    /// # Errors
    /// [`IllegalMoveError`] when it is not.
    pub fn play(&self, m: Move) -> Result<VariantPosition, IllegalMoveError> {
        todo!()
    }

    /// Plays the legal move `m` (from [`VariantPosition::legal_moves`] or checked with
    /// [`VariantPosition::is_legal`]); an illegal one gives an unspecified position, never
    /// memory unsafety.
    pub fn play_unchecked(&self, m: Move) -> VariantPosition {
        todo!()
    }

    /// `true` if `m` captures (en passant included).
    pub fn is_capture(&self, m: Move) -> bool {
        todo!()
    }

    /// The role of the piece `m` moves (the king for castling, the dropped role for a drop).
    pub fn moving_role(&self, m: Move) -> Role {
        todo!()
    }

    /// `true` if the variant's own rule has ended the game (a king exploded or on the hill,
    /// the third check, no pieces left in antichess or horde, a king home in racing kings).
    pub fn is_variant_end(&self) -> bool {
        todo!()
    }

    /// The result of the variant's own rule, if it ended the game.
    pub fn variant_outcome(&self) -> Option<Outcome> {
        todo!()
    }

    /// `true` if the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        todo!()
    }

    /// `true` if the side to move has no legal move and is not in check (outside a variant
    /// end).
    pub fn is_stalemate(&self) -> bool {
        todo!()
    }

    /// `true` if `color` cannot win by any sequence of legal moves, by the variant's rules.
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        todo!()
    }

    /// `true` if neither side can win.
    pub fn is_insufficient_material(&self) -> bool {
        todo!()
    }

    /// How the game has ended on the board, as python-chess's `outcome()` says (variant end,
    /// checkmate, stalemate, insufficient material, the 75-move rule), or `None`.
    pub fn outcome(&self) -> Option<Outcome> {
        todo!()
    }

    /// A Zobrist hash of everything that makes positions equal: the Polyglot keys for board,
    /// turn, castling and en passant, and keys for pockets, promoted pieces and remaining checks.
    pub fn zobrist_hash(&self) -> u64 {
        todo!()
    }
}

#[allow(clippy::todo)]
impl VariantPosition {
    /// Passes the turn, or `None` when in check (python-chess's null move, which the PGN
    /// null move `--` plays).
    pub fn play_null(&self) -> Option<VariantPosition> {
        if self.is_check() {
            return None;
        }
        let mut pos = *self;
        pos.ep_square = None;
        pos.halfmoves = pos.halfmoves.saturating_add(1);
        if pos.turn == Color::Black {
            pos.fullmoves = pos.fullmoves.saturating_add(1);
        }
        pos.turn = !pos.turn;
        Some(pos)
    }

    /// The key the repetition rules compare: the [hash](VariantPosition::zobrist_hash) with an
    /// en passant square only where the capture is legal, as python-chess's transposition key.
    pub fn repetition_key(&self) -> u64 {
        todo!()
    }
}
