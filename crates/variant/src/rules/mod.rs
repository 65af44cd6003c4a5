//! Each variant's rules behind one set of hooks, [`VariantRules`], implemented by a zero-sized
//! type per variant in its own file; and the one place that maps a [`Variant`] to its rules,
//! [`with_rules!`].
//!
//! The hooks default to standard chess: a variant's file says only what it changes. The shared
//! chess (pseudo-legal moves, pins and evasions, castling, drops, making a move, validation)
//! lives in `generate`, `play` and `validate`, generic over the rules, so that the code for
//! each variant is compiled for it alone: the dispatch costs one `match` where a public method
//! is called, none inside move generation or perft.
//!
//! A new variant is a rules file here, its arm in [`with_rules!`] and its names in
//! `fianchetto-movegen`'s `variant.rs` (the `Variant` enum); the match below is
//! exhaustive, so it does not compile until it has both (docs/architecture.md lists what else
//! numbers or names the variants).

use fianchetto_movegen::{Bitboard, Board, Color, Move, Role, Square};

use crate::status::PerColor;
use crate::{Variant, VariantMoveList, VariantPosition, VariantPositionErrorKinds as Kinds};

mod antichess;
mod atomic;
mod chess;
mod crazyhouse;
mod horde;
mod king_of_the_hill;
mod racing_kings;
mod suicide;
mod three_check;

pub(crate) use antichess::Antichess;
pub(crate) use atomic::Atomic;
pub(crate) use chess::Chess;
pub(crate) use crazyhouse::Crazyhouse;
pub(crate) use horde::Horde;
pub(crate) use king_of_the_hill::KingOfTheHill;
pub(crate) use racing_kings::RacingKings;
pub(crate) use suicide::Suicide;
pub(crate) use three_check::ThreeCheck;

/// Evaluates `$body` with the type `$R` naming the [`VariantRules`] of `$variant`: the only
/// match from a [`Variant`] to its rules, exhaustive, so that a new variant is refused until
/// it is listed here. `$body` is compiled once per variant, generic code monomorphised.
macro_rules! with_rules {
    ($variant:expr, |$R:ident| $body:expr) => {
        match $variant {
            $crate::Variant::Chess => {
                type $R = $crate::rules::Chess;
                $body
            }
            $crate::Variant::Atomic => {
                type $R = $crate::rules::Atomic;
                $body
            }
            $crate::Variant::Antichess => {
                type $R = $crate::rules::Antichess;
                $body
            }
            $crate::Variant::Crazyhouse => {
                type $R = $crate::rules::Crazyhouse;
                $body
            }
            $crate::Variant::KingOfTheHill => {
                type $R = $crate::rules::KingOfTheHill;
                $body
            }
            $crate::Variant::ThreeCheck => {
                type $R = $crate::rules::ThreeCheck;
                $body
            }
            $crate::Variant::Horde => {
                type $R = $crate::rules::Horde;
                $body
            }
            $crate::Variant::RacingKings => {
                type $R = $crate::rules::RacingKings;
                $body
            }
            $crate::Variant::Suicide => {
                type $R = $crate::rules::Suicide;
                $body
            }
        }
    };
}

pub(crate) use with_rules;

/// When a FEN marks promoted pieces with `~` (python-chess's `board_fen(promoted=None)`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum FenPromoted {
    /// Never.
    Never,
    /// Always (crazyhouse, where a promoted piece returns to the hand as a pawn).
    Always,
    /// When the castling rights are Chess960's (python-chess's `SuicideBoard`).
    WithChess960Castling,
}

/// What makes a variant: every rule standard chess does not fix, as python-chess's variant
/// boards override them. Each hook is python-chess's method of the same idea; the defaults are
/// standard chess's.
pub(crate) trait VariantRules: Sized {
    /// The variant these rules are.
    const VARIANT: Variant;

    // The extras a position carries, and the machinery that keeps them.

    /// Pieces in hand, dropped as moves, written in FEN and hashed (crazyhouse).
    const POCKETS: bool = false;
    /// Checks to go, written in FEN and hashed (three-check); a check given spends one.
    const REMAINING_CHECKS: bool = false;
    /// When a FEN marks promoted pieces.
    const FEN_PROMOTED: FenPromoted = FenPromoted::Never;

    // The start.

    /// The board of the start position (python-chess's `starting_fen`).
    fn start_board() -> Board {
        Board::new()
    }
    /// The castling rights of the start position; where empty, a Chess960 start has none
    /// either.
    const START_CASTLING: Bitboard = Bitboard::CORNERS;
    /// Whether python-chess sets up Chess960 start positions of the variant.
    const CHESS960_START: bool = true;

    // Moves.

    /// Pawns promote to a king too (antichess).
    const KING_PROMOTIONS: bool = false;

    /// `false` where the variant has no check in `pos` (antichess; atomic while the kings
    /// touch): no checkers then, and no side is "into check".
    #[inline(always)]
    fn has_check(_pos: &VariantPosition) -> bool {
        true
    }

    /// python-chess's `_attacked_for_king`: `true` if an enemy piece attacks a square of
    /// `path` through `occupied`, where our king would stand (castling).
    #[inline(always)]
    fn attacked_for_king(pos: &VariantPosition, path: Bitboard, occupied: Bitboard) -> bool {
        pos.attacked_for_king_standard(path, occupied)
    }

    /// The legal moves from `from_mask` to `to_mask`, onto `moves`: python-chess's
    /// `generate_legal_moves`. By default none once [`is_variant_end`](Self::is_variant_end),
    /// else standard chess's legal moves and the drops where the variant has
    /// [`POCKETS`](Self::POCKETS). A variant that overrides this overrides
    /// [`legal_move_count`](Self::legal_move_count) too.
    #[inline(always)]
    fn legal_moves(
        pos: &VariantPosition,
        from_mask: Bitboard,
        to_mask: Bitboard,
        moves: &mut VariantMoveList,
    ) {
        pos.standard_legal_moves::<Self>(from_mask, to_mask, moves);
    }

    /// How many moves [`legal_moves`](Self::legal_moves) lists, counted without the list
    /// where the variant allows.
    #[inline(always)]
    fn legal_move_count(pos: &VariantPosition) -> usize {
        pos.standard_move_count::<Self>()
    }

    /// `true` if the pseudo-legal en passant capture `m` is legal by python-chess's
    /// `is_into_check` (what `has_legal_en_passant`, and so the FEN, asks).
    fn is_legal_en_passant(pos: &VariantPosition, m: Move) -> bool {
        pos.is_legal_standard::<Self>(m)
    }

    /// What a capture on `to` of `captured` does beyond taking it (crazyhouse's hand,
    /// atomic's explosion), the capturing piece already there and the turn still the
    /// captor's.
    #[inline(always)]
    fn on_capture(
        _pos: &mut VariantPosition,
        _to: Square,
        _captured: Role,
        _captured_was_promoted: bool,
    ) {
    }

    /// The bookkeeping after a move of `us`, the turn passed: which promoted marks stay
    /// (none by default), and the variant's counters.
    #[inline(always)]
    fn after_move(pos: &mut VariantPosition, _us: Color) {
        pos.promoted = Bitboard::EMPTY;
    }

    // The end.

    /// python-chess's `is_variant_end`: the variant's own rule has ended the game.
    #[inline(always)]
    fn is_variant_end(_pos: &VariantPosition) -> bool {
        false
    }
    /// python-chess's `is_variant_loss`: the side to move has lost by the variant's rule.
    fn is_variant_loss(_pos: &VariantPosition) -> bool {
        false
    }
    /// python-chess's `is_variant_win`: the side to move has won by the variant's rule.
    fn is_variant_win(_pos: &VariantPosition) -> bool {
        false
    }
    /// python-chess's `is_variant_draw`.
    fn is_variant_draw(_pos: &VariantPosition) -> bool {
        false
    }
    /// `true` if `color` cannot win by any sequence of legal moves.
    fn has_insufficient_material(pos: &VariantPosition, color: Color) -> bool {
        pos.board.has_insufficient_material(color)
    }
    /// The 50- and 75-move rules apply.
    const MOVE_COUNT_RULES: bool = true;
    /// python-chess's `is_irreversible`: no position before the move from `before` to
    /// `after` can come back.
    fn is_irreversible(before: &VariantPosition, after: &VariantPosition) -> bool {
        after.castling != before.castling || after.halfmoves == 0
    }

    // Validation.

    /// The promoted marks python-chess would keep, or the reason they are refused.
    fn promoted_status(pos: &VariantPosition) -> Kinds {
        if pos.promoted.any() {
            Kinds::PROMOTED_OUTSIDE_CRAZYHOUSE
        } else {
            Kinds::empty()
        }
    }

    /// What the variant's `status()` changes of the base one: the reasons in `kinds` and
    /// `per_color` it clears or adds, knowing the `checkers` and the valid en passant square.
    fn adjust_status(
        _pos: &VariantPosition,
        _kinds: &mut Kinds,
        _per_color: &mut PerColor,
        _checkers: Bitboard,
        _valid_ep: Option<Square>,
    ) {
    }
}

/// What the rest of the crate asks of a [`Variant`]'s rules, answered by its rule set (a trait,
/// as the enum is notation's, the one table of names).
pub(crate) trait VariantFeatures {
    /// The variant keeps pieces in hand (crazyhouse): its FEN writes them, its hash counts them.
    fn has_pockets(self) -> bool;
    /// The variant counts checks to go (three-check): its FEN writes them, its hash counts them.
    fn has_remaining_checks(self) -> bool;
    /// When the variant's FEN marks promoted pieces.
    fn fen_promoted(self) -> FenPromoted;
}

impl VariantFeatures for Variant {
    fn has_pockets(self) -> bool {
        with_rules!(self, |R| R::POCKETS)
    }

    fn has_remaining_checks(self) -> bool {
        with_rules!(self, |R| R::REMAINING_CHECKS)
    }

    fn fen_promoted(self) -> FenPromoted {
        with_rules!(self, |R| R::FEN_PROMOTED)
    }
}
