//! The text forms of chess: PGN files of games, FEN and EPD for positions, SAN and UCI for
//! moves, read and written for the positions and moves of `fianchetto-movegen`.
//!
//! Most programs should depend on the `fianchetto` facade, which re-exports this crate as
//! `fianchetto::notation` along with everything else. Depend on this crate directly to keep
//! the dependency tree minimal (for example, without `std`).
//!
//! # Reading a PGN file
//!
//! [`pgn::Reader`] streams games from any `BufRead` (a file, stdin, a decompressor), one at a
//! time in bounded memory. What it does with each game is up to a visitor: [`pgn::Replay`]
//! plays every mainline move legally, [`pgn::GameBuilder`] builds an owned [`pgn::Game`] tree
//! with comments and variations, which [`pgn::write_game`] writes back. Both keep a game broken
//! by an illegal or unreadable move up to that move, with a [`pgn::GameError`] naming its game
//! number, line and column, and the next call reads the next game.
//!
//! ```
//! use fianchetto_notation::pgn::{Clock, GameBuilder, Reader, Replay, Replayed};
//!
//! let pgn = "[White \"Carlsen\"]\n[Black \"Caruana\"]\n\n\
//!            1. e4 { [%clk 0:02:58] } e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7# 1-0\n\n\
//!            [White \"Broken\"]\n\n1. e4 e5 2. Ke3 *\n\n\
//!            1. d4 d5 *\n";
//!
//! // Replay every game, keeping only how it ended.
//! let mut reader = Reader::new(pgn.as_bytes());
//! let mut replay = Replay::new(Replayed::default());
//! let first = reader.read_game(&mut replay)?.expect("a first game");
//! assert!(first.position.is_checkmate());
//! assert_eq!(first.plies, 7);
//! let broken = reader.read_game(&mut replay)?.expect("a second game, up to its error");
//! assert_eq!(broken.plies, 2);
//! let error = broken.error.expect("an illegal move");
//! assert_eq!((error.game, error.line, error.column), (2, 8, 13));
//! let third = reader.read_game(&mut replay)?.expect("a third game");
//! assert_eq!(third.plies, 2);
//! assert!(reader.read_game(&mut replay)?.is_none());
//!
//! // Or build the whole game tree, and write it back.
//! let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
//! assert_eq!(game.tag("White"), Some("Carlsen"));
//! assert_eq!(game.mainline[0].clock().map(|c| c.0.as_secs()), Some(178));
//! assert_eq!(game.mainline[5].nags, [4]);
//! let written = game.to_pgn();
//! assert!(written.contains("\n1. e4 { [%clk 0:02:58] } 1... e5 2. Qh5 Nc6 3. Bc4 Nf6 $4 4. Qxf7# 1-0\n"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Positions and moves
//!
//! Readers take bytes (`&[u8]`) and also implement `FromStr`; writers implement `Display`. Readers
//! are lenient by default, accepting what real-world files contain, and have a strict variant
//! that accepts canonical text only. Writers always write the canonical form. Parsing SAN does
//! not allocate and resolves a move by generating only the candidate moves.
//!
//! ```
//! use fianchetto_notation::fen::{self, Fen};
//! use fianchetto_notation::movegen::{CastlingMode, EnPassantMode};
//! use fianchetto_notation::san::{San, SanPlus};
//! use fianchetto_notation::uci::UciMove;
//!
//! // Parse a FEN into a legal position.
//! let pos = fen::parse_position(
//!     "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
//!     CastlingMode::Standard,
//! )?;
//!
//! // Read SAN and play it.
//! let m = San::from_ascii(b"exd5")?.to_move(&pos)?;
//! let after = pos.play(m)?;
//!
//! // Write the move as SAN and as UCI.
//! assert_eq!(SanPlus::from_move(&pos, m).to_string(), "exd5");
//! assert_eq!(UciMove::from_move(m, CastlingMode::Standard).to_string(), "e4d5");
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
//! - [`cursor`]: [`GameCursor`](cursor::GameCursor), a game as an undoable stack of moves
//!   (pushed as moves, SAN or UCI) with the repetition and move-count rules of
//!   [`movegen::history`].
//!
//! # Feature flags
//! - `std` (default): reserved for PGN reading and writing over `std::io`. Without it the crate is
//!   `#![no_std]` and needs only `alloc` (for FEN and EPD error texts, EPD operations and the
//!   cursor's move stack).
//! - `serde` (off by default): `Serialize` and `Deserialize`, still without `std` (serde's
//!   `alloc` only), and the movegen layer's (its `serde` feature). Each notation is its text in
//!   every format: [`UciMove`](uci::UciMove) `"e7e8q"`, [`San`](san::San) and
//!   [`SanPlus`](san::SanPlus) `"Nbxd7+"`, [`Fen`](fen::Fen), [`BoardFen`](fen::BoardFen) and
//!   [`Epd`](epd::Epd) their records (an EPD's clocks only as its `hmvc`/`fmvn` operations, as
//!   EPD writes them). A `Position` is FEN text through
//!   `#[serde(with = "fen::serde_position")]` (the orphan rule rules out an implementation
//!   here; the module says why this FEN round-trips exactly). With `std`, `pgn::Game` and its
//!   `Node`s derive their forms (the start position as FEN, moves as movegen writes them, the
//!   SAN as text), as do `GameError` and `GameResult` (`"1-0"`, `"0-1"`, `"1/2-1/2"`).
//!
//! # Related crates
//! - `fianchetto-movegen` (re-exported as [`movegen`]): `Position`, `Move`, legal moves.
//! - `fianchetto-bitboard`: squares, pieces and bitboards.
//! - `fianchetto`: the facade with every layer.

#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;
#[cfg(any(feature = "std", test))]
extern crate std;

pub use fianchetto_movegen as movegen;

pub mod cursor;
pub mod epd;
pub mod fen;
#[cfg(feature = "std")]
// Rust 1.88 (the declared rust-version) has let-chains and `is_multiple_of`, which clippy now
// suggests; the PGN reader is moving to a crate of its own, so it takes the suggestions there.
#[allow(clippy::collapsible_if, clippy::manual_is_multiple_of)]
pub mod pgn;
pub mod san;
#[cfg(feature = "serde")]
mod serde_text;
mod short_text;
pub mod uci;

#[cfg(test)]
mod tests;
