//! Chess positions and legal move generation: validated [`Position`]s made from unvalidated
//! [`Setup`]s, [`Move`]s of four bytes, legal moves without make-and-test, per-piece
//! [`MoveSet`]s that count by popcount, Polyglot-compatible Zobrist hashes, game [`Outcome`]s,
//! the repetition and move-count rules of [`history`], and [`perft`]. No allocation anywhere;
//! `#![no_std]`.
//!
//! This is the middle layer of [fianchetto](https://docs.rs/fianchetto): use it directly for an
//! engine or a perft tool. For FEN, SAN and UCI use `fianchetto-notation`, for PGN
//! `fianchetto-pgn`, or the `fianchetto` facade.
//!
//! ```
//! use fianchetto_movegen::{perft::perft, Color, Move, Position, Role, Square};
//!
//! let pos = Position::new();
//! assert_eq!(pos.legal_moves().len(), 20);
//! assert_eq!(perft(&pos, 4), 197_281);
//!
//! // Fool's mate.
//! let mut pos = pos;
//! for (from, to) in [(Square::F2, Square::F3), (Square::E7, Square::E5),
//!                    (Square::G2, Square::G4), (Square::D8, Square::H4)] {
//!     pos = pos.play(Move::normal(from, to))?;
//! }
//! assert!(pos.is_checkmate());
//! assert_eq!(pos.board().role_at(Square::H4), Some(Role::Queen));
//! assert_eq!(pos.outcome().and_then(|o| o.winner()), Some(Color::Black));
//! # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
//! ```
//!
//! # Design
//! A [`Position`] is six role bitboards, two color bitboards, the castling rights as rook
//! squares, the en passant square, clocks, the hash, and the checkers and pinned pieces, computed
//! once when the position is made. Generation builds the check mask and pin lines from those and
//! hands out one piece's targets at a time ([`Position::for_each_move_set`]); counting is a
//! popcount. Castling is king-takes-rook in standard chess and Chess960 alike;
//! [`CastlingMode`] only decides which rights validation accepts.
//!
//! # Feature flags
//! - `serde` (off by default): `Serialize` and `Deserialize` for [`Move`], [`MoveKind`],
//!   [`Position`], [`Setup`], [`Board`], [`Outcome`], [`Termination`], [`CastlingMode`]
//!   (`"standard"`, `"chess960"`), [`EnPassantMode`] (`"always"`, `"pseudo_legal"`, `"legal"`),
//!   [`DiagramStyle`] (`"unicode"`, `"ascii"`) and the bitboard vocabulary (its `serde`
//!   feature), still without `std` or `alloc`. A move is a struct, `{"from": "e1",
//!   "to": "h1", "kind": "castle"}`, because no move text says everything a `Move` does without
//!   its position: UCI `e5d6` may be a capture or en passant, and a Chess960 king's step onto
//!   its rook's square may be a castle. A position is its FEN, in every format, as `Display`
//!   writes it (X-FEN castling rights, the en passant square where a capture is legal), so
//!   equal positions have equal forms; it reads back as an equal position (a Chess960 position
//!   that standard chess accepts too, such as position 518, plays the same moves in both modes
//!   and reads back as standard; a position whose en passant capture was only pseudo-legal
//!   comes back without its en passant square, and so with another Polyglot key). A setup is
//!   its FEN (X-FEN castling, as a setup has no mode; rights off the back ranks, which no
//!   position accepts, cannot be written), a board the FEN's piece placement;
//!   reading is relaxed FEN, as `fianchetto-notation`'s `Fen` reads it. An outcome is
//!   `{"termination": "checkmate", "winner": "white"}` (`null` for a draw), each termination
//!   its snake-case name (`"seventy_five_moves"`).
//!
//! Without features the crate is `#![no_std]` without `alloc`.
//!
//! # Related crates
//! - `fianchetto-bitboard`: squares, pieces, bitboards (re-exported here as far as shown).
//! - `fianchetto-magic`: the slider attacks this crate uses.
//! - `fianchetto-notation`: FEN, SAN and UCI on top of this crate; `fianchetto-pgn` above it.

#![no_std]

pub mod attacks;
mod board;
mod chess960;
mod diagram;
mod endings;
mod error;
#[doc(hidden)]
pub mod fen_core;
mod fen_text;
mod generate;
mod invariants;
mod mirror;
mod move_list;
mod moves;
mod outcome;
mod play;
mod position;
mod rules;
mod setup;
mod sliders;
mod unchecked;
mod validate;
mod variant;
pub mod zobrist;
mod zobrist_keys;

pub mod history;
pub mod perft;

pub use fianchetto_bitboard::{
    Bitboard, CastlingSide, Color, Direction, File, Piece, Rank, Role, Square, rays,
};

pub use crate::board::Board;
pub use crate::diagram::{Diagram, DiagramStyle};
#[doc(hidden)]
pub use crate::error::debug_message;
pub use crate::error::{PositionError, PositionErrorKinds};
pub use crate::fen_core::{FenField, ParseFenErrorKind};
pub use crate::fen_text::{FenError, ParseFenError};
pub use crate::move_list::{MAX_LEGAL_MOVES, MoveList, MoveSet, MoveSetIter};
pub use crate::moves::{Move, MoveKind};
pub use crate::outcome::{Outcome, Termination};
pub use crate::play::IllegalMoveError;
pub use crate::position::Position;
pub use crate::rules::Rules;
pub use crate::setup::{CastlingMode, EnPassantMode, Setup};
pub use crate::unchecked::UncheckedPosition;
pub use crate::variant::{UnknownVariantError, Variant};

#[cfg(test)]
extern crate std;

// The test FEN reader is shared with the integration tests, which know this crate by its name.
#[cfg(test)]
extern crate self as fianchetto_movegen;

#[cfg(test)]
mod tests;
