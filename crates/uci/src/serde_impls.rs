//! `serde` support beyond the derives: messages as their lines, and durations as whole
//! milliseconds (as UCI writes them) in human-readable formats.

use core::fmt;
use core::marker::PhantomData;
use core::time::Duration;

use serde::de::{self, Deserializer, Visitor};
use serde::ser::{self, Serializer};
use serde::{Deserialize, Serialize};

use crate::{EngineMessage, GuiMessage};

/// A message type read from its line, which never fails.
trait Line: fmt::Display + Sized {
    const EXPECTING: &'static str;

    fn parse(line: &str) -> Self;
}

impl Line for GuiMessage {
    const EXPECTING: &'static str = "a UCI command such as \"go depth 8\"";

    fn parse(line: &str) -> GuiMessage {
        GuiMessage::parse(line)
    }
}

impl Line for EngineMessage {
    const EXPECTING: &'static str = "a UCI engine message such as \"bestmove e2e4\"";

    fn parse(line: &str) -> EngineMessage {
        EngineMessage::parse(line)
    }
}

/// Reads a message from its line.
struct LineVisitor<T>(PhantomData<T>);

impl<T: Line> Visitor<'_> for LineVisitor<T> {
    type Value = T;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(T::EXPECTING)
    }

    fn visit_str<E: de::Error>(self, line: &str) -> Result<T, E> {
        Ok(T::parse(line))
    }
}

macro_rules! line_serde {
    ($($ty:ty),*) => {$(
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$ty, D::Error> {
                deserializer.deserialize_str(LineVisitor(PhantomData))
            }
        }
    )*};
}

line_serde!(GuiMessage, EngineMessage);

/// A duration as whole milliseconds in human-readable formats, a `Duration` in compact ones.
struct Millis(Duration);

impl Serialize for Millis {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if !serializer.is_human_readable() {
            return self.0.serialize(serializer);
        }
        let millis = u64::try_from(self.0.as_millis()).ok();
        match millis {
            Some(millis) if self.0.subsec_nanos().is_multiple_of(1_000_000) => {
                serializer.serialize_u64(millis)
            }
            _ => Err(ser::Error::custom(format_args!(
                "{:?} is not a whole number of milliseconds, as UCI writes durations",
                self.0
            ))),
        }
    }
}

impl<'de> Deserialize<'de> for Millis {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Millis, D::Error> {
        if deserializer.is_human_readable() {
            u64::deserialize(deserializer).map(|millis| Millis(Duration::from_millis(millis)))
        } else {
            Duration::deserialize(deserializer).map(Millis)
        }
    }
}

/// `#[serde(with = ...)]` for a `Duration` field (the driver's timeouts): see [`Millis`].
#[cfg(feature = "std")]
pub(crate) mod millis {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        duration: &Duration,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        Millis(*duration).serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Duration, D::Error> {
        Millis::deserialize(deserializer).map(|millis| millis.0)
    }
}

/// `#[serde(with = ...)]` for an `Option<Duration>` field: see [`Millis`].
pub(crate) mod millis_option {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        duration: &Option<Duration>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        duration.map(Millis).serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Duration>, D::Error> {
        Ok(Option::<Millis>::deserialize(deserializer)?.map(|millis| millis.0))
    }
}
