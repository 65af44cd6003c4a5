//! A [`Position`] as FEN text in `serde` formats: `#[serde(with = "fen::serde_position")]`.
//!
//! `Position` lives in `fianchetto-movegen`, which cannot write FEN, and the orphan rule keeps
//! this crate from implementing `Serialize` for it; serde's `with` attribute on the field is
//! the way around both. The text is FEN as [`Fen`] writes it, with two choices made for an exact
//! round trip:
//! - the en passant square is written after every double push ([`EnPassantMode::Always`]), so
//!   the position comes back with the same Polyglot key ([`Position::zobrist_hash`]);
//! - a Chess960 position with castling rights writes them in Shredder-FEN (`HAha`, the rooks'
//!   files), which marks it as Chess960 even when king and rooks stand where standard chess puts
//!   them.
//!
//! Reading accepts any FEN [`Fen::from_ascii`] does. A castling field with file letters gives a
//! Chess960 position; otherwise the position is standard, or Chess960 when only Chess960
//! accepts its castling rights (`KQkq` with the king on `b1`, say). Without castling rights the
//! two modes play the same moves, and the position reads as standard.
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

use fianchetto_movegen::{Bitboard, CastlingMode, Color, EnPassantMode, Position, Rank};
use serde::de::{self, Deserializer, Visitor};
use serde::ser::Serializer;

use super::{Fen, write_board};

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
    serializer.collect_str(&PositionFen(position))
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

/// A position written as FEN text, Shredder-FEN castling for Chess960.
struct PositionFen<'a>(&'a Position);

impl fmt::Display for PositionFen<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let position = self.0;
        let setup = position.to_setup(EnPassantMode::Always);
        if !position.castling_mode().is_chess960() || setup.castling_rights.is_empty() {
            return fmt::Display::fmt(&Fen(setup), f);
        }
        write_board(f, &setup.board)?;
        write!(f, " {} ", setup.turn.char())?;
        write_shredder_castling(f, setup.castling_rights)?;
        match setup.ep_square {
            Some(square) => write!(f, " {square}")?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", setup.halfmoves, setup.fullmoves)
    }
}

/// The castling rights as the rooks' files, White's in uppercase first, each color's king side
/// first (`HAha`).
fn write_shredder_castling(f: &mut impl fmt::Write, rights: Bitboard) -> fmt::Result {
    for color in Color::ALL {
        let backrank = Bitboard::from_rank(Rank::First.relative_to(color));
        for square in (rights & backrank).into_iter().rev() {
            let letter = square.file().char();
            f.write_char(color.fold(letter.to_ascii_uppercase(), letter))?;
        }
    }
    Ok(())
}

/// Reads a position from FEN text.
struct PositionVisitor;

impl Visitor<'_> for PositionVisitor {
    type Value = Position;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a position as FEN text")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Position, E> {
        let error =
            |error: &dyn fmt::Display| E::custom(format_args!("{error} (reading {text:?})"));
        let fen = Fen::from_ascii(text.as_bytes()).map_err(|e| error(&e))?;
        if names_rook_files(text) {
            return fen
                .into_position(CastlingMode::Chess960)
                .map_err(|e| error(&e));
        }
        match fen.clone().into_position(CastlingMode::Standard) {
            Ok(position) => Ok(position),
            Err(standard) => fen
                .into_position(CastlingMode::Chess960)
                .map_err(|_| error(&standard)),
        }
    }
}

/// Whether the castling field (the third, in a FEN that parsed) names rooks by their files, as
/// Shredder-FEN and X-FEN write Chess960 rights.
fn names_rook_files(text: &str) -> bool {
    text.split(|c: char| c.is_ascii_whitespace() || c == '_')
        .filter(|field| !field.is_empty())
        .nth(2)
        .is_some_and(|castling| {
            castling
                .bytes()
                .any(|b| matches!(b.to_ascii_lowercase(), b'a'..=b'h'))
        })
}
