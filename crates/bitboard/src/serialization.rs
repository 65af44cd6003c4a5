//! `serde` support: squares, files, ranks and pieces as the text a chess player writes.
//!
//! Human-readable formats (JSON, YAML, TOML) get the names used everywhere in chess text: a
//! square is `"e4"`, a file `"e"`, a rank `"4"`, a piece its FEN letter (`"N"`, `"n"`). Those
//! strings can also key a JSON object, which a struct such as `{"color": .., "role": ..}` could
//! not. Compact formats (postcard, bincode) get one byte instead: the index for squares, files
//! and ranks, the FEN letter's byte for pieces. `Color`, `Role`, `CastlingSide` and `Direction`
//! derive their implementations (`"white"`, `"knight"`, `"king_side"`, `"north_east"`), and
//! `Bitboard` is its `u64`.

use core::fmt;
use core::marker::PhantomData;
use core::str::FromStr;

use serde::de::{self, Deserializer, Unexpected, Visitor};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};

use crate::{File, Piece, Rank, Square};

/// A type with a text form for human-readable formats and a one-byte form for compact ones.
trait TextOrByte: Sized + fmt::Display + FromStr {
    /// What the text looks like, for error messages: "a square such as \"e4\"".
    const EXPECTING: &'static str;

    /// The compact form.
    fn to_byte(self) -> u8;

    /// Reads the compact form back; `None` when the byte is out of range.
    fn from_byte(byte: u8) -> Option<Self>;
}

impl TextOrByte for Square {
    const EXPECTING: &'static str = "a square such as \"e4\"";

    fn to_byte(self) -> u8 {
        self as u8
    }

    fn from_byte(byte: u8) -> Option<Square> {
        Square::try_new(u32::from(byte))
    }
}

impl TextOrByte for File {
    const EXPECTING: &'static str = "a file letter \"a\" to \"h\"";

    fn to_byte(self) -> u8 {
        self as u8
    }

    fn from_byte(byte: u8) -> Option<File> {
        File::try_new(u32::from(byte))
    }
}

impl TextOrByte for Rank {
    const EXPECTING: &'static str = "a rank digit \"1\" to \"8\"";

    fn to_byte(self) -> u8 {
        self as u8
    }

    fn from_byte(byte: u8) -> Option<Rank> {
        Rank::try_new(u32::from(byte))
    }
}

impl TextOrByte for Piece {
    const EXPECTING: &'static str = "a FEN piece letter such as \"N\" or \"n\"";

    fn to_byte(self) -> u8 {
        // FEN letters are ASCII, so the `char` fits a byte.
        self.char() as u8
    }

    fn from_byte(byte: u8) -> Option<Piece> {
        Piece::from_char(char::from(byte))
    }
}

/// Reads either form of `T`, whichever the deserializer offers.
struct TextOrByteVisitor<T>(PhantomData<T>);

impl<T: TextOrByte> Visitor<'_> for TextOrByteVisitor<T> {
    type Value = T;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(T::EXPECTING)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        text.parse()
            .map_err(|_| E::invalid_value(Unexpected::Str(text), &self))
    }

    fn visit_u8<E: de::Error>(self, byte: u8) -> Result<T, E> {
        T::from_byte(byte).ok_or_else(|| E::invalid_value(Unexpected::Unsigned(byte.into()), &self))
    }

    fn visit_u64<E: de::Error>(self, value: u64) -> Result<T, E> {
        // Self-describing formats hand every integer over as `u64`.
        u8::try_from(value)
            .ok()
            .and_then(T::from_byte)
            .ok_or_else(|| E::invalid_value(Unexpected::Unsigned(value), &self))
    }
}

fn serialize<T: TextOrByte + Copy, S: Serializer>(
    value: T,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    if serializer.is_human_readable() {
        serializer.collect_str(&value)
    } else {
        serializer.serialize_u8(value.to_byte())
    }
}

fn deserialize<'de, T: TextOrByte, D: Deserializer<'de>>(deserializer: D) -> Result<T, D::Error> {
    let visitor = TextOrByteVisitor(PhantomData);
    if deserializer.is_human_readable() {
        deserializer.deserialize_str(visitor)
    } else {
        deserializer.deserialize_u8(visitor)
    }
}

macro_rules! text_or_byte_serde {
    ($($ty:ty),*) => {$(
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serialize(*self, serializer)
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$ty, D::Error> {
                deserialize(deserializer)
            }
        }
    )*};
}

text_or_byte_serde!(Square, File, Rank, Piece);
