//! A [`Position`] as FEN text in `serde` formats: `#[serde(with = "fen::serde_position")]`.
//!
//! `Position` lives in `fianchetto-movegen`, which cannot write FEN, and the orphan rule keeps
//! this crate from implementing `Serialize` for it; serde's `with` attribute on the field is
//! the way around both. The text is the FEN of [`PositionExt::fen`](crate::PositionExt::fen),
//! which says the castling mode (a Chess960 position with castling rights writes them in
//! Shredder-FEN, `HAha`), with one change for an exact round trip: the en passant square is
//! written after every double push ([`EnPassantMode::Always`]), so the position comes back with
//! the same Polyglot key ([`Position::zobrist_hash`]).
//!
//! Reading is [`PositionExt::from_fen`](crate::PositionExt::from_fen): any FEN
//! [`Fen::from_ascii`](super::Fen::from_ascii) accepts, in the castling mode the text says. A
//! castling field with file letters gives a Chess960 position; otherwise the position is
//! standard, or Chess960 when only Chess960 accepts its castling rights (`KQkq` with the king on
//! `b1`, say). Without castling rights the two modes play the same moves, and the position reads
//! as standard.
//!
//! ```
//! use fianchetto_notation::fen::serde_position;
//! use fianchetto_notation::movegen::{Move, Position, Square};
//!
//! #[derive(serde::Serialize, serde::Deserialize)]
//! struct Puzzle {
//!     #[serde(with = "serde_position")]
//!     position: Position,
//!     rating: u32,
//! }
//!
//! let position = Position::new().play(Move::normal(Square::E2, Square::E4))?;
//! let json = serde_json::to_string(&Puzzle { position, rating: 1500 })?;
//! assert_eq!(
//!     json,
//!     r#"{"position":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1","rating":1500}"#
//! );
//! let back: Puzzle = serde_json::from_str(&json)?;
//! assert!(back.position.eq_with_clocks(&position));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use fianchetto_movegen::{EnPassantMode, Position};
use serde::de::{self, Deserializer, Visitor};
use serde::ser::Serializer;

use super::{PositionFen, read_position};

/// Writes `position` as FEN text (see the [module docs](self)); for `#[serde(with = ...)]`.
///
/// ```
/// use fianchetto_notation::fen::serde_position;
/// use fianchetto_notation::movegen::Position;
///
/// let mut json = Vec::new();
/// serde_position::serialize(&Position::new(), &mut serde_json::Serializer::new(&mut json))?;
/// assert_eq!(json, br#""rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1""#);
/// # Ok::<(), serde_json::Error>(())
/// ```
///
/// # Errors
/// Only the serializer's own.
pub fn serialize<S: Serializer>(position: &Position, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(&PositionFen {
        position,
        ep: EnPassantMode::Always,
    })
}

/// Reads a position from FEN text (see the [module docs](self)); for `#[serde(with = ...)]`.
///
/// ```
/// use fianchetto_notation::fen::serde_position;
/// use fianchetto_notation::movegen::{CastlingMode, Square};
///
/// let text = r#""nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w GBgb - 0 1""#;
/// let pos = serde_position::deserialize(&mut serde_json::Deserializer::from_str(text))?;
/// assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
/// assert_eq!(pos.castling_rights().len(), 4);
///
/// let text = r#""8/8/8/8/8/8/8/8 w - - 0 1""#;
/// let err = serde_position::deserialize(&mut serde_json::Deserializer::from_str(text)).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "illegal position: missing king (reading \"8/8/8/8/8/8/8/8 w - - 0 1\") at line 1 column 27"
/// );
/// # Ok::<(), serde_json::Error>(())
/// ```
///
/// # Errors
/// When the text is not FEN or not a legal position; the message names the text.
pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
    deserializer.deserialize_str(PositionVisitor)
}

/// Reads a position from FEN text.
struct PositionVisitor;

impl Visitor<'_> for PositionVisitor {
    type Value = Position;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a position as FEN text")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Position, E> {
        read_position(text).map_err(|e| E::custom(format_args!("{e} (reading {text:?})")))
    }
}
