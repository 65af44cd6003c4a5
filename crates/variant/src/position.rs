//! [`VariantPosition`]: a legal position of any [`Variant`], and its read-only accessors.
//!
//! The chess all variants share lives beside it, one idea a file: `start` (start positions),
//! `validate` (`from_setup`), `generate` (legal moves), `play` (making a move), `outcome` (how
//! games end), `zobrist`; what each variant changes lives in its own file under `rules`,
//! behind the hooks of `rules::VariantRules`.

use core::num::NonZeroU32;

use fianchetto_movegen::{
    Bitboard, Board, CastlingMode, CastlingSide, Color, EnPassantMode, Move, Role, Setup, Square,
    attacks,
};

use crate::{Pockets, RemainingChecks, Variant, VariantSetup};

/// A bound on the legal moves of any position validation accepts, and so the capacity of
/// [`VariantMoveList`]: no position overflows it, so generation never panics.
///
/// Proof: a piece has at most 27 moves (a queen's most; a pawn 15 with antichess's king
/// promotions, a king 8 and 2 castles). Outside horde and crazyhouse a side has at most 16
/// pieces: 432 moves. Horde's White has at most 36 pieces and no king: 972. In crazyhouse the
/// board and both hands hold at most 32 pieces, one of them the other king. With `n` of the
/// mover's pieces on the board and none in its hand, `n <= 31`: at most `27n = 837` moves.
/// With something in hand, `n <= 30`, and each of at most 5 roles drops on at most the
/// `63 - n` empty squares: `27n + 5(63 - n) = 22n + 315 <= 975`. Searches found at most 457
/// (crazyhouse) and 275 (horde) in practice; the tests keep the crazyhouse ones.
pub const MAX_VARIANT_MOVES: usize = 1024;

/// The legal moves of a variant position, on the stack.
pub type VariantMoveList = arrayvec::ArrayVec<Move, MAX_VARIANT_MOVES>;

/// A legal position of a [`Variant`]: the board, side to move, castling rights, en passant
/// square, clocks, and the variant's extras (crazyhouse pockets and promoted pieces,
/// three-check's remaining checks). Small and `Copy`; moves are played by copy-make.
///
/// It plays what python-chess 1.11.2's `chess.variant` boards play, down to their quirks: see
/// each method, and the crate documentation for the rules that surprise.
///
/// ```
/// use fianchetto_variant::movegen::{Move, Square, Termination};
/// use fianchetto_variant::{Variant, VariantPosition};
///
/// // King of the hill: the first king on d4, e4, d5 or e5 wins.
/// let mut pos = VariantPosition::new(Variant::KingOfTheHill);
/// for (from, to) in [(Square::E2, Square::E3), (Square::E7, Square::E6),
///                    (Square::E1, Square::E2), (Square::E8, Square::E7),
///                    (Square::E2, Square::D3), (Square::E7, Square::D6)] {
///     pos = pos.play(Move::normal(from, to))?;
/// }
/// pos = pos.play(Move::normal(Square::D3, Square::D4))?;
/// assert!(pos.is_variant_end());
/// assert_eq!(pos.outcome().map(|o| o.termination), Some(Termination::VariantLoss));
/// assert!(pos.legal_moves().is_empty());
/// # Ok::<(), fianchetto_variant::movegen::IllegalMoveError>(())
/// ```
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

impl VariantPosition {
    /// The rules this position plays by.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// assert_eq!(VariantPosition::new(Variant::Horde).variant(), Variant::Horde);
    /// ```
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The rook `color` may still castle with towards `side`, if any: the right on that side of
    /// the king that castles (python-chess's, the lowest unpromoted king on the back rank).
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingSide, Color, Square};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::new(Variant::ThreeCheck);
    /// assert_eq!(pos.castling_rook(Color::White, CastlingSide::KingSide), Some(Square::H1));
    /// let horde = VariantPosition::new(Variant::Horde);
    /// assert_eq!(horde.castling_rook(Color::White, CastlingSide::QueenSide), None);
    /// ```
    pub fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        let king = self.castling_king(color)?;
        let rights = self.castling & Bitboard::backrank(color);
        let beyond = match side {
            CastlingSide::KingSide => Bitboard(!0u64 << king as u32) - king,
            CastlingSide::QueenSide => Bitboard((1u64 << king as u32) - 1),
        };
        match side {
            CastlingSide::KingSide => (rights & beyond).last(),
            CastlingSide::QueenSide => (rights & beyond).first(),
        }
    }

    /// The en passant square, reported as `mode` asks: `Always` after any double push;
    /// `PseudoLegal` when a pawn of the side to move stands ready to capture; `Legal` when
    /// python-chess's `has_legal_en_passant()` says so, which is what its FEN writes (its
    /// variant rules for the capture, except that atomic only asks whether the capturer's
    /// king is left attacked, and racing kings allows a capture that gives check).
    ///
    /// ```
    /// use fianchetto_variant::movegen::{EnPassantMode, Move, Square};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::new(Variant::Atomic).play(Move::normal(Square::E2, Square::E4))?;
    /// assert_eq!(pos.ep_square(EnPassantMode::Always), Some(Square::E3));
    /// assert_eq!(pos.ep_square(EnPassantMode::Legal), None);
    /// # Ok::<(), fianchetto_variant::movegen::IllegalMoveError>(())
    /// ```
    pub fn ep_square(&self, mode: EnPassantMode) -> Option<Square> {
        let square = self.ep_square?;
        match mode {
            EnPassantMode::Always => Some(square),
            EnPassantMode::PseudoLegal => self.ep_capturers(square).any().then_some(square),
            EnPassantMode::Legal => self.has_legal_en_passant().then_some(square),
        }
    }

    /// The pieces in hand (crazyhouse; empty in other variants).
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// assert!(VariantPosition::new(Variant::Crazyhouse).pockets().is_empty());
    /// ```
    #[inline]
    pub fn pockets(&self) -> &Pockets {
        &self.pockets
    }

    /// The promoted pieces on the board: crazyhouse's, which return to the hand as pawns when
    /// captured, and antichess's promoted kings, which never castle (python-chess keeps those
    /// apart from the original king). Empty in other variants.
    ///
    /// ```
    /// use fianchetto_variant::movegen::Bitboard;
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// assert_eq!(VariantPosition::new(Variant::Crazyhouse).promoted(), Bitboard::EMPTY);
    /// ```
    #[inline]
    pub fn promoted(&self) -> Bitboard {
        self.promoted
    }

    /// The checks each side has yet to give (three-check; 3 each in other variants).
    ///
    /// ```
    /// use fianchetto_variant::{RemainingChecks, Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::new(Variant::ThreeCheck);
    /// assert_eq!(pos.remaining_checks(), RemainingChecks::START);
    /// ```
    #[inline]
    pub fn remaining_checks(&self) -> RemainingChecks {
        self.remaining_checks
    }

    /// The unvalidated data of the position, with the en passant square as `ep` asks.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{CastlingMode, EnPassantMode};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::new(Variant::ThreeCheck);
    /// let setup = pos.to_setup(EnPassantMode::Legal);
    /// let back = VariantPosition::from_setup(setup, Variant::ThreeCheck, CastlingMode::Standard)?;
    /// assert_eq!(back.zobrist_hash(), pos.zobrist_hash());
    /// # Ok::<(), fianchetto_variant::VariantPositionError>(())
    /// ```
    pub fn to_setup(&self, ep: EnPassantMode) -> VariantSetup {
        VariantSetup {
            setup: Setup {
                board: self.board,
                turn: self.turn,
                castling_rights: self.castling,
                ep_square: self.ep_square(ep),
                halfmoves: self.halfmoves,
                fullmoves: self.fullmoves,
            },
            pockets: self.pockets,
            promoted: self.promoted,
            remaining_checks: self.remaining_checks,
        }
    }

    /// The king of `color` as python-chess's `king()` finds it: the highest unpromoted one.
    #[inline]
    pub(crate) fn king_of(&self, color: Color) -> Option<Square> {
        (self.board.by_piece(Role::King.of(color)) - self.promoted).last()
    }

    /// The king of `color` that castles: the lowest unpromoted one on its back rank.
    #[inline]
    pub(crate) fn castling_king(&self, color: Color) -> Option<Square> {
        ((self.board.by_piece(Role::King.of(color)) & Bitboard::backrank(color)) - self.promoted)
            .first()
    }

    /// The enemy pieces attacking the king of the side to move (python-chess's standard
    /// `checkers_mask`).
    #[inline]
    pub(crate) fn king_attackers(&self) -> Bitboard {
        match self.king_of(self.turn) {
            Some(king) => self
                .board
                .attackers(king, !self.turn, self.board.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    /// `true` if a white king and a black king stand side by side (atomic: no check then).
    #[inline]
    pub(crate) fn kings_connected(&self) -> bool {
        let kings = self.board.kings();
        let black = kings & self.board.by_color(Color::Black);
        (kings & self.board.by_color(Color::White))
            .into_iter()
            .any(|king| (attacks::king(king) & black).any())
    }

    /// Our pawns placed to capture en passant on `square` (python-chess's pseudo-legal en
    /// passant: from the fifth rank, onto an empty square).
    #[inline]
    pub(crate) fn ep_capturers(&self, square: Square) -> Bitboard {
        if self.board.occupied().contains(square) {
            return Bitboard::EMPTY;
        }
        let rank = Bitboard::RANKS[self.turn.fold(4, 3)];
        attacks::pawn(!self.turn, square) & self.board.by_piece(Role::Pawn.of(self.turn)) & rank
    }
}

impl VariantPosition {
    /// Passes the turn, or `None` when in check (python-chess's null move, which the PGN
    /// null move `--` plays).
    ///
    /// ```
    /// use fianchetto_variant::movegen::Color;
    /// use fianchetto_variant::{Variant, VariantPosition};
    /// use fianchetto_variant::movegen::Rules;
    ///
    /// let pos = VariantPosition::new(Variant::Crazyhouse).play_null().expect("not in check");
    /// assert_eq!(pos.turn(), Color::Black);
    /// ```
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
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Move, Square};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let start = VariantPosition::new(Variant::ThreeCheck);
    /// let mut pos = start;
    /// for (from, to) in [(Square::G1, Square::F3), (Square::G8, Square::F6),
    ///                    (Square::F3, Square::G1), (Square::F6, Square::G8)] {
    ///     pos = pos.play(Move::normal(from, to))?;
    /// }
    /// assert_eq!(pos.repetition_key(), start.repetition_key());
    /// # Ok::<(), fianchetto_variant::movegen::IllegalMoveError>(())
    /// ```
    pub fn repetition_key(&self) -> u64 {
        self.hash_with(EnPassantMode::Legal)
    }
}
