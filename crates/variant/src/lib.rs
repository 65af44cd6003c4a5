//! lichess's seven chess variants: atomic, antichess, crazyhouse, king of the hill,
//! three-check, horde and racing kings, by the rules python-chess's `chess.variant` plays.
//!
//! Standard chess pays nothing for them: this crate sits above `fianchetto-movegen` and
//! `fianchetto-notation`, built on their public building blocks, and a crate that plays only
//! standard chess does not compile it.

#![no_std]

extern crate alloc;

#[cfg(test)]
extern crate std;

mod antichess;
mod atomic;
mod error;
mod fen;
mod generate;
mod horde;
mod material;
mod outcome;
pub mod perft;
mod play;
mod position;
mod racing_kings;
mod san;
mod setup;
mod start;
mod uci;
mod validate;
mod variant;
mod zobrist;

pub use fianchetto_movegen as movegen;
pub use fianchetto_notation as notation;

pub use crate::error::{VariantPositionError, VariantPositionErrorKinds};
pub use crate::fen::{VariantEpd, VariantFen, VariantFenError};
pub use crate::position::{MAX_VARIANT_MOVES, VariantMoveList, VariantPosition};
pub use crate::setup::{Pockets, RemainingChecks, VariantSetup};
pub use crate::variant::{UnknownVariantError, Variant};
