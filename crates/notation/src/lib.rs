//! The text forms of chess positions and moves: FEN and EPD for positions, SAN, LAN and UCI
//! for moves, read and written for the positions and moves of `fianchetto-movegen`. `no_std`
//! (with `alloc`).
//!
//! Most programs should depend on the `fianchetto` facade, which re-exports this crate as
//! `fianchetto::notation` along with everything else. Depend on this crate directly to keep
//! the dependency tree minimal (for example, without `std`). PGN, the text form of whole games,
//! is the crate above this one, `fianchetto-pgn` (`fianchetto::pgn` in the facade).
//!
//! # Positions and moves
//!
//! Readers take bytes (`&[u8]`) and also implement `FromStr`; writers implement `Display`. Readers
//! are lenient by default, accepting what real-world files contain, and have a strict variant
//! that accepts canonical text only. Writers always write the canonical form. Parsing SAN does
//! not allocate and resolves a move by generating only the candidate moves.
//!
//! ```
//! use fianchetto_notation::Notation;
//! use fianchetto_notation::fen::{self, Fen};
//! use fianchetto_notation::movegen::{CastlingMode, EnPassantMode};
//!
//! // Parse a FEN into a legal position.
//! let pos = fen::parse_position(
//!     "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
//!     CastlingMode::Standard,
//! )?;
//!
//! // Read SAN and play it.
//! let m = pos.parse_san("exd5")?;
//! let after = pos.play(m)?;
//!
//! // Write the move as SAN and as UCI.
//! assert_eq!(pos.san(m).to_string(), "exd5");
//! assert_eq!(pos.uci(m).to_string(), "e4d5");
//!
//! // Write the new position as FEN.
//! assert_eq!(
//!     Fen::from_position(&after, EnPassantMode::Legal).to_string(),
//!     "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Modules
//! - [`fen`]: [`Fen`](fen::Fen) for whole positions, [`BoardFen`](fen::BoardFen) for the piece
//!   placement alone, standard, X-FEN and Shredder-FEN castling rights.
//! - [`epd`]: [`Epd`](epd::Epd) records with operations (`bm`, `id`, `D1` perft counts, ...).
//! - [`san`]: [`San`](san::San) and [`SanPlus`](san::SanPlus), Standard Algebraic Notation.
//! - [`uci`]: [`UciMove`](uci::UciMove), the move format of the Universal Chess Interface.
//! - [`Notation`]: the same in one call on any position type, `pos.fen()`, `pos.san(m)`,
//!   `pos.uci(m)`, `pos.parse_san("Nf3")` (and `Position::from_fen`, `Position`'s `Display`
//!   and `FromStr`, which `fianchetto-movegen` has).
//! - [`cursor`]: [`GameCursor`](cursor::GameCursor), a game as an undoable stack of moves
//!   (pushed as moves, SAN or UCI) with the repetition and move-count rules of
//!   [`movegen::history`].
//!
//! # Feature flags
//! The crate is `#![no_std]` and needs only `alloc` (for FEN and EPD error texts, EPD operations
//! and the cursor's move stack).
//! - `serde` (off by default): `Serialize` and `Deserialize`, still without `std` (serde's
//!   `alloc` only), and the movegen layer's (its `serde` feature, which writes a `Position` as
//!   FEN). Each notation is its text in every format: [`UciMove`](uci::UciMove) `"e7e8q"`,
//!   [`San`](san::San) and [`SanPlus`](san::SanPlus) `"Nbxd7+"`, [`Fen`](fen::Fen),
//!   [`BoardFen`](fen::BoardFen) and [`Epd`](epd::Epd) their records (an EPD's clocks only as
//!   its `hmvc`/`fmvn` operations, as EPD writes them); a [`Suffix`](san::Suffix) is `"check"`
//!   or `"checkmate"`, an EPD [`Operation`](epd::Operation) `{"opcode", "operands"}`, a
//!   [`GameCursor`](cursor::GameCursor) `{"start", "moves"}`, replayed when read.
//!
//! # Related crates
//! - `fianchetto-movegen` (re-exported as [`movegen`]): `Position`, `Move`, legal moves.
//! - `fianchetto-bitboard`: squares, pieces and bitboards.
//! - `fianchetto-pgn`: PGN games (reader, replay, game tree, writer) above this crate.
//! - `fianchetto`: the facade with every layer.

#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;
#[cfg(test)]
extern crate std;

pub use fianchetto_movegen as movegen;

pub mod cursor;
pub mod epd;
pub mod fen;
mod notation_trait;
pub mod san;
#[cfg(feature = "serde")]
mod serde_text;
mod setup_error;
mod short_text;
pub mod uci;

pub use fianchetto_movegen::{UnknownVariantError, Variant};
pub use notation_trait::Notation;
pub use setup_error::SetupError;

#[cfg(test)]
mod tests;
