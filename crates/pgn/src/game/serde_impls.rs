//! A [`Game`] in `serde` formats: its fields, and after its start position whether it plays
//! Chess960 (`"chess960": false`). The start's FEN is one per position, so Chess960's position
//! 518 reads as standard chess; `chess960` keeps the game in Chess960, whose castles UCI writes
//! king-takes-rook (a `chess960` missing from a self-describing format is `false`).

use std::string::String;
use std::vec::Vec;

use fianchetto_movegen::CastlingMode;
use fianchetto_notation::Notation;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{Game, GameError, Mainline};

/// What a game writes: its fields in order, the castling mode after the start.
#[derive(Serialize)]
#[serde(rename = "Game")]
struct GameRef<'a, P> {
    tags: &'a [(String, String)],
    start: &'a P,
    chess960: bool,
    comments: &'a [String],
    mainline: &'a Mainline<P>,
    offset: u64,
    errors: &'a [GameError],
}

/// What a game reads.
#[derive(Deserialize)]
#[serde(rename = "Game")]
struct GameForm<P> {
    tags: Vec<(String, String)>,
    start: P,
    #[serde(default)]
    chess960: bool,
    comments: Vec<String>,
    mainline: Mainline<P>,
    offset: u64,
    errors: Vec<GameError>,
}

impl<P: Notation + Serialize> Serialize for Game<P> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        GameRef {
            tags: &self.tags,
            start: &self.start,
            chess960: self.start.castling_mode().is_chess960(),
            comments: &self.comments,
            mainline: &self.mainline,
            offset: self.offset,
            errors: &self.errors,
        }
        .serialize(serializer)
    }
}

impl<'de, P: Notation + Deserialize<'de>> Deserialize<'de> for Game<P> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Game<P>, D::Error> {
        let form = GameForm::<P>::deserialize(deserializer)?;
        let start = match form.chess960 {
            true => form
                .start
                .in_castling_mode(CastlingMode::Chess960)
                .ok_or_else(|| {
                    serde::de::Error::custom("the start position is no Chess960 position")
                })?,
            false => form.start,
        };
        Ok(Game {
            tags: form.tags,
            start,
            comments: form.comments,
            mainline: form.mainline,
            offset: form.offset,
            errors: form.errors,
        })
    }
}
