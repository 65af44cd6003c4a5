//! A [`GameCursor`] in `serde` formats: its start position, whether it plays Chess960, and its
//! moves, `{"start": FEN, "chess960": false, "moves": [...]}`, everything else being what
//! replaying them gives. For every position type with a `serde` form: `Position`, and
//! `fianchetto-variant`'s `VariantPosition`. The start's FEN is one per position, so Chess960's
//! position 518 reads as standard chess; `chess960` keeps the game in Chess960, whose castles
//! UCI writes king-takes-rook (a `chess960` missing from a self-describing format is `false`).

use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use fianchetto_movegen::{CastlingMode, Move};
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{SerializeStruct, Serializer};
use serde::{Deserialize, Serialize};

use super::GameCursor;
use crate::Notation;

const FIELDS: &[&str] = &["start", "chess960", "moves"];

impl<P: Notation + Serialize> Serialize for GameCursor<P> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut game = serializer.serialize_struct("GameCursor", 3)?;
        game.serialize_field("start", self.start())?;
        let chess960 = self.start().castling_mode().is_chess960();
        game.serialize_field("chess960", &chess960)?;
        game.serialize_field("moves", self.moves())?;
        game.end()
    }
}

impl<'de, P: Notation + Deserialize<'de>> Deserialize<'de> for GameCursor<P> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameCursor<P>, D::Error> {
        deserializer.deserialize_struct("GameCursor", FIELDS, CursorVisitor(PhantomData))
    }
}

/// The three fields of a cursor.
#[derive(Deserialize)]
#[serde(field_identifier, rename_all = "lowercase")]
enum Field {
    Start,
    Chess960,
    Moves,
}

/// Reads a start position and moves, and replays them.
struct CursorVisitor<P>(PhantomData<P>);

impl<P: Notation> CursorVisitor<P> {
    /// The cursor after playing `moves` from `start`, in Chess960 if `chess960`; an error
    /// names the first illegal move.
    fn replay<E: de::Error>(
        start: P,
        chess960: bool,
        moves: Vec<Move>,
    ) -> Result<GameCursor<P>, E> {
        let start = match chess960 {
            true => start
                .in_castling_mode(CastlingMode::Chess960)
                .ok_or_else(|| E::custom("the start position is no Chess960 position"))?,
            false => start,
        };
        let mut cursor = GameCursor::new(start);
        for (ply, m) in moves.into_iter().enumerate() {
            cursor
                .push(m)
                .map_err(|err| E::custom(format_args!("move {} of the game: {err}", ply + 1)))?;
        }
        Ok(cursor)
    }
}

impl<'de, P: Notation + Deserialize<'de>> Visitor<'de> for CursorVisitor<P> {
    type Value = GameCursor<P>;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a game as its start position and moves")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<GameCursor<P>, A::Error> {
        let start = seq
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(0, &self))?;
        let chess960 = seq
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(1, &self))?;
        let moves = seq
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(2, &self))?;
        CursorVisitor::<P>::replay(start, chess960, moves)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<GameCursor<P>, A::Error> {
        let (mut start, mut chess960, mut moves) = (None, None, None);
        while let Some(field) = map.next_key()? {
            match field {
                Field::Start if start.is_some() => return Err(de::Error::duplicate_field("start")),
                Field::Start => start = Some(map.next_value()?),
                Field::Chess960 if chess960.is_some() => {
                    return Err(de::Error::duplicate_field("chess960"));
                }
                Field::Chess960 => chess960 = Some(map.next_value()?),
                Field::Moves if moves.is_some() => return Err(de::Error::duplicate_field("moves")),
                Field::Moves => moves = Some(map.next_value()?),
            }
        }
        let start = start.ok_or_else(|| de::Error::missing_field("start"))?;
        let moves = moves.ok_or_else(|| de::Error::missing_field("moves"))?;
        CursorVisitor::<P>::replay(start, chess960.unwrap_or(false), moves)
    }
}
