//! lichess's seven chess variants: atomic, antichess, crazyhouse, king of the hill,
//! three-check, horde and racing kings, by the rules python-chess's `chess.variant` plays.
//!
//! This crate sits above `fianchetto-movegen` and `fianchetto-notation`, built on their public
//! building blocks: a crate that plays only standard chess does not compile it, and standard
//! chess runs within 2% of its speed before the variants existed (their drops made `Move` a
//! byte longer).
//!
//! ```
//! use fianchetto_variant::movegen::{Move, Square};
//! use fianchetto_variant::{Variant, VariantPosition, perft::perft};
//!
//! let pos = VariantPosition::new(Variant::Horde);
//! assert_eq!(perft(&pos, 2), 128);
//! let pos = pos.play(Move::normal(Square::D4, Square::D5))?;
//! assert_eq!(pos.legal_moves().len(), 15); // as python-chess counts them
//! # Ok::<(), fianchetto_variant::movegen::IllegalMoveError>(())
//! ```
//!
//! # Rules that surprise
//! [`VariantPosition`] plays what python-chess 1.11.2 plays, tested against its published
//! perft suites and its playouts (`testdata/variants/`), including where it surprises:
//! - A crazyhouse drop never resets the half-move clock, not even a pawn's; crazyhouse has no
//!   75-move rule.
//! - A horde pawn on White's first rank may advance two squares, and sets no en passant
//!   square when it does.
//! - En passant is pseudo-legal only from the fifth rank (fourth for Black), and the en passant
//!   square a FEN writes ([`EnPassantMode::Legal`](movegen::EnPassantMode::Legal)) is
//!   python-chess's `has_legal_en_passant`, which in atomic only asks whether the capturer's king
//!   is left attacked and in racing kings allows a capture that gives check.
//! - Antichess castles when a setup gives it rights (with no test of attacked squares), promotes
//!   to a king, and wins for the side to move when it has no pieces or no moves
//!   ([`Termination::VariantWin`](movegen::Termination::VariantWin)).
//! - Atomic's kings that touch cancel every check, a castling king may pass squares next to the
//!   enemy king, and validation lets the side not to move stand in check (it cannot be taken).
//! - In racing kings White's arrival on the eighth rank ends the game only if Black cannot
//!   follow at once; the endings are from the side to move's view, so a race won by the mover
//!   reads [`Termination::VariantLoss`](movegen::Termination::VariantLoss).
//! - `outcome()` asks the variant's loss, win and draw first, then checkmate, then insufficient
//!   material before stalemate; the 75-move rule needs a legal move left.
//! - With several kings (antichess, or odd setups python-chess accepts) the royal king is the
//!   highest unpromoted one, and the king that castles the lowest on its back rank.
//!
//! Where python-chess checks nothing, validation does: no king in hand, at most 32 pieces and
//! 16 pawns on the board and in hand together in crazyhouse, at most 3 checks to go, and
//! pockets, checks and promoted marks only in the variants that have them.

#![cfg_attr(feature = "serde", doc = include_str!("serde.md"))]
#![no_std]

extern crate alloc;

#[cfg(test)]
extern crate std;

mod any_position;
mod check;
mod equality;
mod error;
mod fen;
mod generate;
mod material;
mod outcome;
pub mod perft;
mod play;
mod position;
mod rules;
mod rules_impl;
mod san;
#[cfg(feature = "serde")]
mod serde_impls;
mod setup;
mod start;
mod status;
mod uci;
mod unchecked;
mod validate;
mod zobrist;

pub use fianchetto_movegen as movegen;
pub use fianchetto_notation as notation;

pub use crate::any_position::{AnyPosition, OtherRulesError};
pub use crate::error::{VariantPositionError, VariantPositionErrorKinds};
pub use crate::fen::{VariantEpd, VariantFen, VariantFenError};
pub use crate::position::{MAX_VARIANT_MOVES, VariantMoveList, VariantPosition};
pub use crate::setup::{Pockets, RemainingChecks, VariantSetup};
pub use crate::status::VariantStatus;
pub use crate::unchecked::UncheckedVariantPosition;
pub use fianchetto_movegen::{UnknownVariantError, Variant};
