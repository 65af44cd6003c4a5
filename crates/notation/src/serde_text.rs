//! `serde` support for the notations: each value serialises as the text it stands for.
//!
//! A UCI move is `"e7e8q"`, a SAN `"Nbxd7+"`, a FEN its six fields, an EPD record its fields and
//! operations, in every format: the text is what other chess programs read, and it is already
//! compact. Reading goes through the same lenient parser as `str::parse`, and writing through
//! `Display`, whose canonical text parses back to the same value.

use core::fmt;
use core::marker::PhantomData;
use core::str::FromStr;

use serde::de::{self, Deserializer, Visitor};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};

use crate::epd::Epd;
use crate::fen::{BoardFen, Fen};
use crate::san::{San, SanPlus};
use crate::uci::UciMove;

/// Reads a `T` from its text, naming the text when it does not parse.
struct TextVisitor<T> {
    expecting: &'static str,
    value: PhantomData<T>,
}

impl<T> Visitor<'_> for TextVisitor<T>
where
    T: FromStr,
    T::Err: fmt::Display,
{
    type Value = T;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(self.expecting)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        text.parse()
            .map_err(|error| E::custom(format_args!("{error} (reading {text:?})")))
    }
}

macro_rules! text_serde {
    ($($ty:ty => $expecting:literal),* $(,)?) => {$(
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$ty, D::Error> {
                deserializer.deserialize_str(TextVisitor {
                    expecting: $expecting,
                    value: PhantomData,
                })
            }
        }
    )*};
}

text_serde! {
    UciMove => "a UCI move such as \"e2e4\"",
    San => "a SAN move such as \"Nf3\"",
    SanPlus => "a SAN move such as \"Qxf7#\"",
    Fen => "a FEN such as \"8/8/8/4k3/8/8/8/4K3 w - - 0 1\"",
    BoardFen => "a FEN board such as \"8/8/8/4k3/8/8/8/4K3\"",
    Epd => "an EPD record such as \"8/8/8/4k3/8/8/8/4K3 w - - bm Kd2;\"",
}
