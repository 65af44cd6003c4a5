//! `Serialize` and `Deserialize` for [`Pockets`] (their FEN text, `"QRnp"`), and
//! [`VariantPosition`] and [`AnyPosition`] as `{"variant": name, "fen": FEN}` (notation's
//! [`Variant`] is its UCI name).
//!
//! The FEN is `Display`'s (X-FEN castling rights in either castling mode, the en passant square
//! where a capture is legal, as movegen's `Position` writes it), so equal positions have equal
//! forms and read back equal, with `~` after every promoted piece in every variant (python-chess's
//! FEN leaves antichess's promoted kings unmarked, which equality compares).

use alloc::string::String;
use core::fmt::{self, Write as _};

use fianchetto_movegen::fen_core::{
    PositionFen, read_position, write_board_marking, write_xfen_castling,
};
use fianchetto_movegen::{CastlingMode, Color, EnPassantMode, Piece, Role};
use serde::de::{self, Deserializer, Visitor};
use serde::ser::{SerializeStruct, Serializer};
use serde::{Deserialize, Serialize};

use crate::rules::VariantFeatures;
use crate::{AnyPosition, Pockets, Variant, VariantFenError, VariantPosition};
use fianchetto_movegen::Rules;

/// Pockets as FEN writes them between brackets.
struct PocketsText<'a>(&'a Pockets);

impl fmt::Display for PocketsText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for color in Color::ALL {
            for role in Role::ALL.into_iter().rev() {
                for _ in 0..self.0.count(color, role) {
                    f.write_char(role.of(color).char())?;
                }
            }
        }
        Ok(())
    }
}

impl Serialize for Pockets {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&PocketsText(self))
    }
}

/// Reads pockets: a piece letter per piece, in any order.
fn read_pockets(text: &str) -> Result<Pockets, String> {
    let mut pockets = Pockets::EMPTY;
    for c in text.chars() {
        let piece = Piece::from_char(c).ok_or_else(|| alloc::format!("{c:?} is no piece"))?;
        if pockets.count(piece.color, piece.role) == u8::MAX {
            return Err(alloc::format!("more than 255 of {c:?}"));
        }
        pockets.add(piece.color, piece.role);
    }
    Ok(pockets)
}

impl<'de> Deserialize<'de> for Pockets {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Pockets, D::Error> {
        deserializer.deserialize_str(TextVisitor {
            expecting: "pockets as FEN letters such as \"QRnp\"",
            read: read_pockets,
        })
    }
}

/// A variant position's FEN in the form that reads back exactly (see the module docs).
struct ExactFen<'a>(&'a VariantPosition);

impl fmt::Display for ExactFen<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pos = self.0;
        write_board_marking(f, pos.board(), pos.promoted())?;
        if pos.variant().has_pockets() {
            write!(f, "[{}]", PocketsText(pos.pockets()))?;
        }
        write!(f, " {} ", pos.turn().char())?;
        write_xfen_castling(f, pos.board(), pos.promoted(), pos.castling_rights())?;
        match pos.ep_square(EnPassantMode::Legal) {
            Some(square) => write!(f, " {square}")?,
            None => f.write_str(" -")?,
        }
        if pos.variant().has_remaining_checks() {
            let checks = pos.remaining_checks();
            write!(f, " {}+{}", checks.white, checks.black)?;
        }
        write!(f, " {} {}", pos.halfmoves(), pos.fullmoves())
    }
}

/// A position as its variant and its FEN.
fn serialize_as<S: Serializer>(
    serializer: S,
    variant: Variant,
    fen: &dyn fmt::Display,
) -> Result<S::Ok, S::Error> {
    let mut form = serializer.serialize_struct("VariantPosition", 2)?;
    form.serialize_field("variant", &variant)?;
    form.serialize_field("fen", &DisplayAsStr(fen))?;
    form.end()
}

/// Serialises a `Display` as a string.
struct DisplayAsStr<'a>(&'a dyn fmt::Display);

impl Serialize for DisplayAsStr<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self.0)
    }
}

/// What a position reads from, before the FEN is read in its variant. The name is read as
/// [`Variant::from_name`] reads it, castling mode and all, so `"chess960"` reads the FEN as
/// Chess960 (the FEN this crate writes says Chess960 by itself where the two modes differ).
#[derive(Deserialize)]
#[serde(rename = "VariantPosition")]
struct Form {
    variant: String,
    fen: String,
}

impl Form {
    /// The position, as `make` builds it from the FEN in the variant and castling mode the
    /// name says: in the mode the FEN says unless the name is Chess960's.
    fn read<T, E: de::Error>(
        &self,
        make: impl FnOnce(&str, Variant, Option<CastlingMode>) -> Result<T, VariantFenError>,
    ) -> Result<T, E> {
        let (variant, mode) = Variant::from_name(&self.variant).map_err(E::custom)?;
        let rules = match mode {
            CastlingMode::Chess960 => "Chess960",
            CastlingMode::Standard => variant.pgn_name(),
        };
        let mode = mode.is_chess960().then_some(mode);
        make(&self.fen, variant, mode)
            .map_err(|e| E::custom(format_args!("{e} (reading {:?} as {rules})", self.fen)))
    }
}

/// The variant position of `text` in `variant`, in `mode` or else the mode the FEN says.
fn variant_position(
    text: &str,
    variant: Variant,
    mode: Option<CastlingMode>,
) -> Result<VariantPosition, VariantFenError> {
    match mode {
        Some(mode) => VariantPosition::from_fen_in(text, variant, mode),
        None => VariantPosition::from_fen(text, variant),
    }
}

impl Serialize for VariantPosition {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serialize_as(serializer, self.variant(), &ExactFen(self))
    }
}

impl<'de> Deserialize<'de> for VariantPosition {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<VariantPosition, D::Error> {
        Form::deserialize(deserializer)?.read(variant_position)
    }
}

impl Serialize for AnyPosition {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            AnyPosition::Standard(pos) => serialize_as(
                serializer,
                Variant::Chess,
                &PositionFen {
                    position: pos,
                    ep: EnPassantMode::Legal,
                },
            ),
            AnyPosition::Variant(pos) => pos.serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for AnyPosition {
    /// Standard chess as a `Position` where movegen accepts it, as [`AnyPosition::from`] does.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<AnyPosition, D::Error> {
        Form::deserialize(deserializer)?.read(|text, variant, mode| {
            if variant == Variant::Chess
                && mode.is_none()
                && let Ok(pos) = read_position(text)
            {
                return Ok(AnyPosition::Standard(pos));
            }
            variant_position(text, variant, mode).map(AnyPosition::from)
        })
    }
}

/// Reads a `T` from text, naming the text when it is not one.
struct TextVisitor<T> {
    expecting: &'static str,
    read: fn(&str) -> Result<T, String>,
}

impl<T> Visitor<'_> for TextVisitor<T> {
    type Value = T;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(self.expecting)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        (self.read)(text).map_err(|e| E::custom(format_args!("{e} (reading {text:?})")))
    }
}
