//! A position index over PGN game collections: which moves were played from a position, how
//! they scored, and which games reached it, transpositions included, with filters by speed,
//! rating, month and player. lichess's opening explorer, for any collection of games.
//!
//! - [`IndexBuilder`] reads PGN (plain, `.zst`, `.gz`) or other indexes and writes an index;
//! - [`Index`] opens one and answers [`Index::explore`] for any position, of any variant.
//!
//! Positions are told apart as python-chess's transposition key does: the board, the side to
//! move, the castling rights and the en passant square only where a capture there is legal;
//! a variant's pockets, promoted pieces and remaining checks count, the move counters do not,
//! and every variant (Chess960 too) is keyed apart. In one game each distinct position counts
//! once, under the move last played from it; a game that ends in a position counts in its total
//! only.
//!
//! ```
//! use fianchetto_index::{Filter, Index, IndexBuilder, Query, Speed};
//! use fianchetto_index::variant::AnyPosition;
//! use fianchetto_index::notation::Notation;
//!
//! let pgn = "\
//! [White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[TimeControl \"180+0\"]\n\n1. d4 d5 2. Nf3 1-0\n\n\
//! [White \"C\"]\n[Black \"D\"]\n[Result \"1/2-1/2\"]\n[TimeControl \"600+5\"]\n\n1. Nf3 d5 2. d4 1/2-1/2\n";
//! let mut builder = IndexBuilder::new();
//! builder.add_reader("two.pgn", pgn.as_bytes())?;
//! let mut bytes = Vec::new();
//! builder.write(&mut bytes)?;
//! let index = Index::from_bytes(bytes)?;
//!
//! // Both games reach the position after 1. d4 d5 2. Nf3, by different move orders.
//! let pos = AnyPosition::from_variant_fen(
//!     "rnbqkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R b KQkq - 1 2",
//!     Default::default(),
//!     Default::default(),
//! )?;
//! let answer = index.explore(&pos, &Query::default())?;
//! assert_eq!((answer.total.games, answer.total.white, answer.total.draws), (2, 1, 1));
//! assert_eq!(answer.opening.map(|o| o.eco()), Some("D02"));
//!
//! let blitz = Query { filter: Filter::default().speeds([Speed::Blitz]), ..Query::default() };
//! assert_eq!(index.explore(&pos, &blitz)?.total.games, 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![forbid(unsafe_code)]

mod answer;
mod build;
mod error;
mod filter;
mod format;
mod game;
mod group;
mod index;
mod key;
mod move_code;
mod runs;
mod source;
mod speed;
mod storage;
mod visitor;

pub use answer::{Explored, GameInfo, MoveStats, Query, Stats};
pub use build::{BuildSummary, IndexBuilder};
pub use error::IndexError;
pub use filter::Filter;
pub use game::PgnDate;
pub use index::Index;
pub use key::position_key;
pub use speed::{Speed, UnknownSpeedError};

pub use fianchetto_movegen as movegen;
pub use fianchetto_notation as notation;
pub use fianchetto_pgn as pgn;
pub use fianchetto_variant as variant;

/// The crate README's example, compiled and run as a doctest so it cannot drift.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct Readme;

#[cfg(test)]
mod tests;
