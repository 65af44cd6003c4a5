//! Reading one game for the index: its tags, start, mainline moves and the key of every
//! position along them, from the PGN replay.

use fianchetto_movegen::Move;
use fianchetto_notation::Notation;
use fianchetto_pgn::{Error, MainlineVisitor, RawTag, ReplayError, Skip};
use fianchetto_variant::AnyPosition;

use crate::key::{Key, key, rules_id};
use crate::move_code;

/// What the index takes of a game's tags.
#[derive(Clone, Debug, Default)]
pub(crate) struct Tags {
    pub(crate) white: String,
    pub(crate) black: String,
    pub(crate) white_elo: String,
    pub(crate) black_elo: String,
    pub(crate) result: String,
    pub(crate) date: String,
    pub(crate) utc_date: String,
    pub(crate) utc_time: String,
    pub(crate) time_control: String,
}

/// One game as read: where it starts, its tags, its start position and moves, and the keys of
/// its positions (the start, then one after each stored move).
#[derive(Clone, Debug, Default)]
pub(crate) struct GameRead {
    pub(crate) offset: u64,
    pub(crate) tags: Tags,
    /// The rules and, when it is not the variant's start, the start position's FEN; `None`
    /// when the game has no start (a bad `FEN` or `Variant` tag): it is numbered, not indexed.
    pub(crate) start: Option<(u8, Option<String>)>,
    pub(crate) moves: Vec<u16>,
    pub(crate) keys: Vec<Key>,
    /// The distinct positions, each with the ply it counts at ([`distinct`]).
    pub(crate) distinct: Vec<Placed>,
}

/// A distinct position of a game: its key, and the ply it counts at, the last one a move was
/// played from it (its move is `moves[ply]`), or the game's end when none was.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Placed {
    pub(crate) key: Key,
    pub(crate) ply: u32,
}

/// Fills `out` with the distinct positions of a game (`keys`: the start and one a move),
/// using `table` as scratch: an open-addressing set of plies, sized for the game.
pub(crate) fn distinct(keys: &[Key], table: &mut Vec<u32>, out: &mut Vec<Placed>) {
    out.clear();
    let Some(end) = keys.len().checked_sub(1) else {
        return;
    };
    let size = (keys.len() * 2).next_power_of_two().max(16);
    table.clear();
    table.resize(size, 0);
    // Plies with a move, the latest first, then the end: the first ply seen for a key is the
    // one it counts at.
    for ply in (0..end).rev().chain(core::iter::once(end)) {
        let key = keys[ply];
        let mut slot = (key.high as usize) & (size - 1);
        loop {
            match table[slot] {
                0 => {
                    table[slot] = ply as u32 + 1;
                    out.push(Placed {
                        key,
                        ply: ply as u32,
                    });
                    break;
                }
                seen if keys[seen as usize - 1] == key => break,
                _ => slot = (slot + 1) & (size - 1),
            }
        }
    }
}

/// The replay's visitor: stores moves and keys up to `max_plies`.
pub(crate) struct Indexer {
    pub(crate) max_plies: u32,
    pub(crate) game: GameRead,
    /// Scratch for [`distinct`].
    pub(crate) table: Vec<u32>,
}

impl Indexer {
    pub(crate) fn new(max_plies: u32) -> Indexer {
        Indexer {
            max_plies,
            game: GameRead::default(),
            table: Vec::new(),
        }
    }
}

impl MainlineVisitor<AnyPosition> for Indexer {
    type Output = GameRead;

    fn begin_game(&mut self) {
        self.game = GameRead::default();
    }

    fn game_offset(&mut self, offset: u64) {
        self.game.offset = offset;
    }

    fn tag(&mut self, name: &[u8], value: RawTag<'_>) {
        let tags = &mut self.game.tags;
        let field = match name {
            b"White" => &mut tags.white,
            b"Black" => &mut tags.black,
            b"WhiteElo" => &mut tags.white_elo,
            b"BlackElo" => &mut tags.black_elo,
            b"Result" => &mut tags.result,
            b"Date" => &mut tags.date,
            b"UTCDate" => &mut tags.utc_date,
            b"UTCTime" => &mut tags.utc_time,
            b"TimeControl" => &mut tags.time_control,
            _ => return,
        };
        *field = value.decode_utf8_lossy().into_owned();
    }

    fn end_tags(&mut self, start: &AnyPosition) -> Skip {
        let (variant, mode) = (
            start.variant(),
            fianchetto_movegen::Rules::castling_mode(start),
        );
        let fen = match AnyPosition::start_position(variant, mode) {
            Some(usual) if crate::key::same(&usual, start) => None,
            _ => Some(start.fen()),
        };
        self.game.start = Some((rules_id(variant, mode), fen));
        self.game.keys.push(key(start));
        Skip(false)
    }

    fn play(&mut self, _before: &AnyPosition, m: Option<Move>, after: &AnyPosition) {
        if self.game.moves.len() < self.max_plies as usize {
            self.game.moves.push(move_code::encode(m));
            self.game.keys.push(key(after));
        }
    }

    fn end_game(&mut self, _end: &AnyPosition, _plies: u32) -> GameRead {
        let mut game = core::mem::take(&mut self.game);
        distinct(&game.keys, &mut self.table, &mut game.distinct);
        game
    }

    /// A broken game keeps the moves before its error.
    fn end_game_with_error(
        &mut self,
        end: &AnyPosition,
        plies: u32,
        _error: Error<ReplayError>,
    ) -> Result<GameRead, Error<ReplayError>> {
        Ok(self.end_game(end, plies))
    }
}
