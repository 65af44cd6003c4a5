//! A [`GameCursor`] in `serde` formats: its start position and its moves, `{"start": FEN,
//! "moves": [...]}`, everything else being what replaying them gives. For every position type
//! with a `serde` form: `Position`, and `fianchetto-variant`'s `VariantPosition`.

use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use fianchetto_movegen::Move;
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{SerializeStruct, Serializer};
use serde::{Deserialize, Serialize};

use super::GameCursor;
use crate::Notation;

const FIELDS: &[&str] = &["start", "moves"];

impl<P: Notation + Serialize> Serialize for GameCursor<P> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut game = serializer.serialize_struct("GameCursor", 2)?;
        game.serialize_field("start", self.start())?;
        game.serialize_field("moves", self.moves())?;
        game.end()
    }
}

impl<'de, P: Notation + Deserialize<'de>> Deserialize<'de> for GameCursor<P> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameCursor<P>, D::Error> {
        deserializer.deserialize_struct("GameCursor", FIELDS, CursorVisitor(PhantomData))
    }
}

/// The two fields of a cursor.
#[derive(Deserialize)]
#[serde(field_identifier, rename_all = "lowercase")]
enum Field {
    Start,
    Moves,
}

/// Reads a start position and moves, and replays them.
struct CursorVisitor<P>(PhantomData<P>);

impl<P: Notation> CursorVisitor<P> {
    /// The cursor after playing `moves` from `start`; an error names the first illegal move.
    fn replay<E: de::Error>(start: P, moves: Vec<Move>) -> Result<GameCursor<P>, E> {
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
        let moves = seq
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(1, &self))?;
        CursorVisitor::<P>::replay(start, moves)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<GameCursor<P>, A::Error> {
        let (mut start, mut moves) = (None, None);
        while let Some(field) = map.next_key()? {
            match field {
                Field::Start if start.is_some() => return Err(de::Error::duplicate_field("start")),
                Field::Start => start = Some(map.next_value()?),
                Field::Moves if moves.is_some() => return Err(de::Error::duplicate_field("moves")),
                Field::Moves => moves = Some(map.next_value()?),
            }
        }
        let start = start.ok_or_else(|| de::Error::missing_field("start"))?;
        let moves = moves.ok_or_else(|| de::Error::missing_field("moves"))?;
        CursorVisitor::<P>::replay(start, moves)
    }
}
