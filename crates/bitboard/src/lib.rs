//! Chess vocabulary for bitboard programs: squares, files, ranks, colors, pieces, and
//! [`Bitboard`] sets of squares, with attack tables for the leapers and the ray geometry
//! (`between`, `line`) that pin and check detection is built on. Every table is computed at
//! compile time: there is nothing to initialise and no allocation.
//!
//! This is the lowest layer of [fianchetto](https://docs.rs/fianchetto). Use it directly when
//! you bring your own board representation (an engine, a GUI highlighting squares); for slider
//! attacks add `fianchetto-magic`, and for positions and legal moves use `fianchetto-movegen` or
//! the `fianchetto` facade.
//!
//! ```
//! use fianchetto_bitboard::{attacks, bitboard, rays, Bitboard, Color, Square};
//!
//! let e4: Square = "e4".parse()?;
//! let knight = attacks::knight(e4);
//! assert_eq!(knight.len(), 8);
//! assert!(knight.contains(Square::F6));
//!
//! // Squares a white pawn on e4 attacks, and what lies between two aligned squares.
//! assert_eq!(attacks::pawn(Color::White, e4), Square::D5 | Square::F5);
//! assert_eq!(rays::between(Square::A1, Square::A4), bitboard! {
//!     . . . . . . . .
//!     . . . . . . . .
//!     . . . . . . . .
//!     . . . . . . . .
//!     . . . . . . . .
//!     X . . . . . . .
//!     X . . . . . . .
//!     . . . . . . . .
//! });
//! # Ok::<(), fianchetto_bitboard::ParseError>(())
//! ```
//!
//! # Feature flags
//! - `serde` (off by default): `Serialize` and `Deserialize` for every value type, with serde's
//!   derive and no `std` or `alloc`. Human-readable formats get the names chess text uses, so
//!   JSON reads as a player writes: a [`Square`] is `"e4"`, a [`File`] `"e"`, a [`Rank`] `"4"`, a
//!   [`Piece`] its FEN letter (`"N"`, `"n"`; a string, so it can key a JSON object), a [`Color`]
//!   `"white"`, a [`Role`] `"knight"`, a [`CastlingSide`] `"king_side"`, a [`Direction`]
//!   `"north_east"`. Compact formats
//!   (postcard, bincode) get one byte or variant index each. A [`Bitboard`] is its `u64` in
//!   both.
//!
//! - `runtime-tables` (off by default): [`rays::between`] and [`rays::line`] are computed by
//!   a few shifts, masks and a multiply at each call instead of looked up in two 32 KiB tables,
//!   which then are not in the binary. For WebAssembly, where the binary is downloaded (the
//!   JavaScript package turns it on); a table load is cheaper where size does not matter.
//!
//! Without features the crate is `#![no_std]` and has no dependencies.
//!
//! # Related crates
//! - `fianchetto-magic`: rook, bishop and queen attacks for any occupancy.
//! - `fianchetto-movegen`: positions, legal moves, perft.
//! - `fianchetto`: the facade with everything, including FEN, SAN and PGN.

#![no_std]

mod bitboard;
mod color;
mod direction;
mod error;
mod file_rank;
mod iter;
mod literal;
mod piece;
#[cfg(feature = "serde")]
mod serialization;
mod square;

pub mod attacks;
pub mod rays;
pub mod reference;

pub use crate::bitboard::Bitboard;
pub use crate::color::Color;
pub use crate::direction::Direction;
pub use crate::error::ParseError;
pub use crate::file_rank::{File, Rank};
pub use crate::iter::{Squares, Subsets};
pub use crate::piece::{CastlingSide, Piece, Role};
pub use crate::square::Square;

#[cfg(test)]
mod tests;
