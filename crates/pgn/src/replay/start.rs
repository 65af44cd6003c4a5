//! The start position of a game, from its `FEN`, `SetUp` and `Variant` tags.

use std::string::String;
use std::vec::Vec;

use fianchetto_notation::Notation;

use super::position_tags::position_from_tags;
use crate::{RawTag, ReplayError};

/// Collects the tags that decide where a game starts, reusing its buffers from game to game,
/// for [`position_from_tags`].
#[derive(Debug, Clone, Default)]
pub(crate) struct StartTags {
    /// The raw `FEN` tag value (FEN has no characters that need escaping).
    fen: Vec<u8>,
    has_fen: bool,
    /// The `Variant` tag value, escapes undone.
    variant: Vec<u8>,
    has_variant: bool,
}

impl StartTags {
    /// Forgets the previous game's tags.
    pub(crate) fn clear(&mut self) {
        self.fen.clear();
        self.has_fen = false;
        self.variant.clear();
        self.has_variant = false;
    }

    /// Looks at one tag, keeping what matters for the start position: the last `FEN` and
    /// `Variant` tags, as python-chess keeps them. Every tag of every game comes here and few
    /// are either, so this stays two comparisons that inline into the visitor (with the
    /// copying inlined as well, it was not inlined: 0.1% more instructions building games).
    #[inline]
    pub(crate) fn tag(&mut self, name: &[u8], value: RawTag<'_>) {
        if matches!(name, b"FEN" | b"Variant") {
            self.keep(name == b"FEN", value);
        }
    }

    /// Keeps the value of a `FEN` tag (`fen`) or a `Variant` tag.
    #[cold]
    #[inline(never)]
    fn keep(&mut self, fen: bool, value: RawTag<'_>) {
        if fen {
            self.fen.clear();
            self.fen.extend_from_slice(value.as_bytes());
            self.has_fen = true;
        } else {
            self.variant.clear();
            self.variant.extend_from_slice(&value.decode());
            self.has_variant = true;
        }
    }

    /// The position the movetext starts from.
    ///
    /// Like python-chess, a `FEN` tag counts whether or not `SetUp "1"` is present.
    pub(crate) fn position<P: Notation>(&self) -> Result<P, ReplayError> {
        if !self.has_variant && !self.has_fen {
            return position_from_tags(None, None);
        }
        let variant = self
            .has_variant
            .then(|| String::from_utf8_lossy(&self.variant));
        let fen = match self.has_fen.then(|| core::str::from_utf8(&self.fen)) {
            None => None,
            Some(Ok(fen)) => Some(fen),
            // No FEN is anything but ASCII.
            Some(Err(_)) => {
                return Err(ReplayError::invalid_fen(&String::from_utf8_lossy(
                    &self.fen,
                )));
            }
        };
        position_from_tags(variant.as_deref(), fen)
    }
}
