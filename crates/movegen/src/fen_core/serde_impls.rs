//! `Serialize` and `Deserialize` for [`Position`], [`Setup`] and [`Board`]: FEN text in every
//! format, as the notation layer's `Fen` and `BoardFen` write theirs.
//!
//! A position writes its FEN as `Display` does ([`PositionFen`]: X-FEN castling, the en passant
//! square where a capture is legal), so equal positions write equal text, and reads back as
//! an equal position ([`read_position`]). A setup is X-FEN with the en passant square it holds; a
//! board is the piece placement field. Reading is relaxed (only the board is required).

use core::fmt;

use serde::Deserialize;
use serde::de::{self, Deserializer, Visitor};
use serde::ser::{Serialize, Serializer};

use super::{
    CastlingStyle, PositionFen, ReadFenError, parse_board, parse_fen, read_position, write_board,
    write_fen,
};
use crate::{Board, EnPassantMode, Position, Setup};

impl Serialize for Position {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&PositionFen {
            position: self,
            ep: EnPassantMode::Legal,
        })
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        deserializer.deserialize_str(FenVisitor {
            expecting: "a position as FEN text",
            read: read_position,
        })
    }
}

/// A setup's FEN: X-FEN castling rights, as a setup has no castling mode.
struct SetupFen<'a>(&'a Setup);

impl fmt::Display for SetupFen<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_fen(f, self.0, CastlingStyle::XFen)
    }
}

impl Serialize for Setup {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&SetupFen(self))
    }
}

/// Reads a setup from FEN text, relaxed.
fn read_setup(text: &str) -> Result<Setup, ReadFenError<'_>> {
    Ok(parse_fen(text.as_bytes(), false)?)
}

impl<'de> Deserialize<'de> for Setup {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Setup, D::Error> {
        deserializer.deserialize_str(FenVisitor {
            expecting: "a FEN such as \"8/8/8/4k3/8/8/8/4K3 w - - 0 1\"",
            read: read_setup,
        })
    }
}

/// A board's piece placement field.
struct BoardText<'a>(&'a Board);

impl fmt::Display for BoardText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(f, self.0)
    }
}

impl Serialize for Board {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&BoardText(self))
    }
}

/// Reads a board from its piece placement field, relaxed (two digits in a row allowed).
fn read_board(text: &str) -> Result<Board, ReadFenError<'_>> {
    Ok(parse_board(text.as_bytes(), false)?)
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Board, D::Error> {
        deserializer.deserialize_str(FenVisitor {
            expecting: "a FEN board such as \"8/8/8/4k3/8/8/8/4K3\"",
            read: read_board,
        })
    }
}

/// Reads a `T` from FEN text, naming the text when it is not one.
struct FenVisitor<T> {
    expecting: &'static str,
    read: for<'a> fn(&'a str) -> Result<T, ReadFenError<'a>>,
}

impl<T> Visitor<'_> for FenVisitor<T> {
    type Value = T;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(self.expecting)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        (self.read)(text).map_err(|e| E::custom(format_args!("{e} (reading {text:?})")))
    }
}
