//! The start position of a game, from its `FEN`, `SetUp` and `Variant` tags.

use std::vec::Vec;

use fianchetto_movegen::{CastlingMode, Position};

use super::{RawTag, ReplayError};
use fianchetto_notation::fen::Fen;

/// Collects the tags that decide where a game starts, reusing its buffer from game to game.
#[derive(Debug, Clone, Default)]
pub(crate) struct StartTags {
    /// The raw `FEN` tag value (FEN has no characters that need escaping).
    fen: Vec<u8>,
    has_fen: bool,
    chess960: bool,
    /// The first unsupported `Variant` value, as an error waiting for the end of the tags.
    unsupported: Option<ReplayError>,
}

impl StartTags {
    /// Forgets the previous game's tags.
    pub(crate) fn clear(&mut self) {
        self.fen.clear();
        self.has_fen = false;
        self.chess960 = false;
        self.unsupported = None;
    }

    /// Looks at one tag, keeping what matters for the start position.
    #[inline]
    pub(crate) fn tag(&mut self, name: &[u8], value: RawTag<'_>) {
        match name {
            b"FEN" => {
                self.fen.clear();
                self.fen.extend_from_slice(value.as_bytes());
                self.has_fen = true;
            }
            b"Variant" => match variant(value.as_bytes()) {
                Some(mode) => self.chess960 = mode.is_chess960(),
                None => {
                    if self.unsupported.is_none() {
                        let text = value.decode_utf8_lossy();
                        self.unsupported = Some(ReplayError::unsupported_variant(&text));
                    }
                }
            },
            _ => {}
        }
    }

    /// The position the movetext starts from.
    ///
    /// Like python-chess, a `FEN` tag counts whether or not `SetUp "1"` is present. The castling
    /// mode comes from the `Variant` tag alone, as `fen::parse_position` takes it from its caller:
    /// a FEN is never re-read as Chess960 because it fails as standard chess, so one text cannot
    /// mean two positions. When it would be a legal Chess960 position, the error says so.
    pub(crate) fn position(&self) -> Result<Position, ReplayError> {
        if let Some(err) = &self.unsupported {
            return Err(err.clone());
        }
        let mode = CastlingMode::from_chess960(self.chess960);
        if !self.has_fen {
            // The standard start position is also a Chess960 start position (number 518).
            return Ok(start_position(mode));
        }
        let fen = Fen::from_ascii(self.fen.trim_ascii())
            .map_err(|_| ReplayError::invalid_fen(&self.fen))?;
        match fen.clone().into_position(mode) {
            Ok(pos) => Ok(pos),
            Err(err) => {
                let chess960 = !self.chess960 && fen.into_position(CastlingMode::Chess960).is_ok();
                // The reasons without PositionError's advice, which names the Rust API; the
                // PGN's own (the Variant tag) is added for a Chess960 position.
                // One statement: `format_args!` bound to a name needs Rust 1.89.
                Err(ReplayError::invalid_position(
                    &self.fen,
                    &format_args!("illegal position: {}", err.kinds()),
                    chess960,
                ))
            }
        }
    }
}

/// The standard start position in the given castling mode.
fn start_position(mode: CastlingMode) -> Position {
    if mode.is_chess960() {
        Position::from_setup(fianchetto_movegen::Setup::initial(), mode).unwrap_or_default()
    } else {
        Position::new()
    }
}

/// The castling mode of a `Variant` tag value, or `None` for a variant that is not chess.
///
/// Chess960 is `Chess960`, `Chess 960`, `Fischerandom`, `Fischerrandom` or `Fischer Random`;
/// standard chess is `Standard`, `Chess`, `Classical`, `Normal`, `Illegal`, `From Position`,
/// `FromPosition` or an empty value. Case is ignored, as python-chess does.
pub(crate) fn variant(value: &[u8]) -> Option<CastlingMode> {
    const CHESS960: [&[u8]; 5] = [
        b"chess960",
        b"chess 960",
        b"fischerandom",
        b"fischerrandom",
        b"fischer random",
    ];
    const STANDARD: [&[u8]; 8] = [
        b"",
        b"standard",
        b"chess",
        b"classical",
        b"normal",
        b"illegal",
        b"from position",
        b"fromposition",
    ];
    let value = value.trim_ascii();
    if CHESS960.iter().any(|v| v.eq_ignore_ascii_case(value)) {
        Some(CastlingMode::Chess960)
    } else if STANDARD.iter().any(|v| v.eq_ignore_ascii_case(value)) {
        Some(CastlingMode::Standard)
    } else {
        None
    }
}
