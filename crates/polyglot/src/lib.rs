//! Polyglot opening books: the `.bin` format most engines and GUIs read, looked up by
//! [`Position`](fianchetto_movegen::Position), each book move decoded to a legal
//! [`Move`](fianchetto_movegen::Move), and a move chosen at random by weight.
//!
//! This is a layer of [fianchetto](https://docs.rs/fianchetto) on top of `fianchetto-movegen`,
//! whose [`zobrist_hash`](fianchetto_movegen::Position::zobrist_hash) is the Polyglot key.
//!
//! # Look a position up in a book
//! A [`Book`] wraps the bytes of a book, checked once ([`Book::new`]) or read from a file
//! ([`Book::open`], with the `std` feature). [`Book::entries`] gives a position's moves in the
//! order the book stores them, with their weights and learn values:
//!
//! ```
//! use fianchetto_movegen::{Move, Position, Square};
//! use fianchetto_polyglot::Book;
//!
//! // Seven entries: Black's moves of the Lasker trap in the Albin Counter-Gambit.
//! let book = Book::new(include_bytes!("../../../testdata/polyglot/lasker-trap.bin"))?;
//! assert_eq!(book.len(), 7);
//!
//! // The start position is not in it; after 1. d4 it answers 1... d5.
//! assert_eq!(book.entries(&Position::new()).count(), 0);
//! let pos = Position::new().play(Move::normal(Square::D2, Square::D4))?;
//! let entries: Vec<_> = book.entries(&pos).collect();
//! assert_eq!(entries.len(), 1);
//! assert_eq!(entries[0].mv, Move::normal(Square::D7, Square::D5));
//! assert_eq!((entries[0].weight, entries[0].learn), (2, 0));
//!
//! // A weighted random choice with the caller's generator (here a fixed number).
//! let chosen = book.choose(&pos, || 0x9e37_79b9_7f4a_7c15);
//! assert_eq!(chosen.map(|entry| entry.mv), Some(Move::normal(Square::D7, Square::D5)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # What a book entry means
//! Each entry is 16 big-endian bytes: the position's key (`u64`), the move (`u16`), a weight
//! (`u16`) and a learn value (`u32`), sorted by key, so a lookup is a binary search. The move
//! packs the target square (bits 0-5), the origin square (bits 6-11) and a promotion (bits
//! 12-14: none, knight, bishop, rook, queen). Castling is stored as the king taking its own
//! rook (`e1h1`), which is how fianchetto represents castling anyway; `e1g1` is accepted as
//! well in standard chess, as python-chess does, since some book writers store it.
//!
//! An entry whose move is not a legal move of the position (a key collision, a broken writer,
//! a crazyhouse drop, promotion bits 5-7) is skipped by [`Book::entries`], as python-chess
//! skips it: a caller asking for book moves wants moves it can play. [`Book::raw_entries`]
//! gives every stored entry of a key, undecoded, for a caller who wants to see them all.
//! Entries of weight 0 are listed (python-chess's `find_all` hides them unless asked with
//! `minimum_weight=0`) but never chosen by [`Book::choose`]: weight 0 is how book editors
//! switch a move off without rewriting the file.
//!
//! # Feature flags
//! - `std` (default): [`Book::open`] reads a book file. Without it the crate is `no_std` and
//!   needs no allocator: a book is any `AsRef<[u8]>`, such as a `&'static [u8]` from
//!   `include_bytes!`.
//! - `serde` (off by default): `Serialize` and `Deserialize` for [`BookEntry`] (`{"mv":
//!   {"from": "d7", "to": "d5", "kind": "normal"}, "weight": 2, "learn": 0}`, the move as
//!   `fianchetto-movegen` writes it) and [`RawEntry`] (its four numbers), still without `std`.

#![no_std]

#[cfg(feature = "std")]
extern crate std;

mod book;
mod choose;
mod decode;
mod entry;
mod error;
#[cfg(feature = "std")]
mod open;

pub use book::{Book, Entries, RawEntries};
pub use entry::{BookEntry, RawEntry};
pub use error::BookError;
#[cfg(feature = "std")]
pub use open::OpenBookError;
