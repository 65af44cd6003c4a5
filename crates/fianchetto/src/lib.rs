//! The `fianchetto` facade: every layer of the library re-exported, the everyday types flat,
//! and a [`prelude`].
#![doc = include_str!("../README.md")]
//!
//! # Layers
//! Each layer is also a crate of its own, for programs that need less:
//! - [`bitboard`]: squares, pieces, bitboards, leaper and ray tables (`no_std`).
//! - [`magic`]: rook, bishop and queen attacks by magic lookup (`no_std`).
//! - [`movegen`]: positions, legal moves, make-move, Zobrist, perft, outcomes and the
//!   repetition and move-count rules (`no_std`); its [`history`] module is re-exported here.
//! - [`notation`]: FEN/EPD, SAN, UCI, PGN and the undoable [`GameCursor`]; its modules are
//!   re-exported here as [`fen`], [`epd`], [`san`], [`uci`], [`pgn`] and [`cursor`].

pub use fianchetto_bitboard as bitboard;
pub use fianchetto_magic as magic;
pub use fianchetto_movegen as movegen;
pub use fianchetto_notation as notation;

pub use fianchetto_movegen::{
    Bitboard, Board, CastlingMode, CastlingSide, Color, EnPassantMode, File, IllegalMoveError,
    Move, MoveKind, MoveList, MoveSet, Outcome, Piece, Position, PositionError, PositionErrorKinds,
    Rank, Role, Setup, Square, Termination, history, perft,
};
pub use fianchetto_notation::cursor::{self, GameCursor};
pub use fianchetto_notation::{epd, fen, pgn, san, uci};

/// The everyday vocabulary in one import: `use fianchetto::prelude::*;`.
pub mod prelude {
    pub use crate::fen::Fen;
    pub use crate::san::{San, SanPlus};
    pub use crate::uci::UciMove;
    pub use crate::{
        Bitboard, Board, CastlingMode, CastlingSide, Color, EnPassantMode, File, GameCursor, Move,
        Outcome, Piece, Position, Rank, Role, Setup, Square, Termination,
    };
}

/// The workspace README's examples, compiled and run as doctests so they cannot drift.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
struct WorkspaceReadme;
