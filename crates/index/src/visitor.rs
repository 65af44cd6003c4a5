//! Reading one game for the index, on the reading threads: its tags, start, mainline moves and
//! its distinct positions' records, from the PGN replay.

use fianchetto_movegen::Move;
use fianchetto_notation::Notation;
use fianchetto_pgn::{Error, GameResult, MainlineVisitor, RawTag, ReplayError, Skip};
use fianchetto_variant::AnyPosition;

use crate::Speed;
use crate::game::{PgnDate, parse_elo, parse_time};
use crate::group::Record;
use crate::key::{Key, key, rules_id};
use crate::move_code::{self, END};

/// The tags the index reads, as text, while a game is read.
#[derive(Clone, Debug, Default)]
struct Tags {
    white: String,
    black: String,
    white_elo: String,
    black_elo: String,
    result: String,
    date: String,
    utc_date: String,
    utc_time: String,
    time_control: String,
}

impl Tags {
    fn clear(&mut self) {
        for field in [
            &mut self.white,
            &mut self.black,
            &mut self.white_elo,
            &mut self.black_elo,
            &mut self.result,
            &mut self.date,
            &mut self.utc_date,
            &mut self.utc_time,
            &mut self.time_control,
        ] {
            field.clear();
        }
    }
}

/// One game as read: where it starts, what its tags say, its start position and moves, and its
/// distinct positions' records. Read on the reading threads; the rest of the build takes it in
/// order.
#[derive(Clone, Debug, Default)]
pub(crate) struct GameRead {
    pub(crate) offset: u64,
    pub(crate) white: String,
    pub(crate) black: String,
    /// 0 when unknown.
    pub(crate) white_elo: u16,
    pub(crate) black_elo: u16,
    pub(crate) result: Option<GameResult>,
    pub(crate) speed: Option<Speed>,
    /// `UTCDate`, else `Date`.
    pub(crate) date: PgnDate,
    /// [`parse_time`]'s value of `UTCTime`.
    pub(crate) time: u32,
    /// The rules and, when it is not the variant's start, the start position's FEN; `None`
    /// when the game has no start (a bad `FEN` or `Variant` tag): it is numbered, not indexed.
    pub(crate) start: Option<(u8, Option<String>)>,
    pub(crate) moves: Vec<u16>,
    /// A record a distinct position, at the ply it counts at ([`distinct`]); their game is
    /// numbered when the build takes the game, in order.
    pub(crate) records: Vec<Record>,
}

/// Fills `out` with a record for each distinct position of a game (`keys`: the start and one a
/// move; `moves`: the game's), at the ply it counts at: the last one a move was played from it,
/// or the game's end when none was. `table` is scratch: an open-addressing set of plies, sized
/// for the game. The records' game is 0.
pub(crate) fn distinct(keys: &[Key], moves: &[u16], table: &mut Vec<u32>, out: &mut Vec<Record>) {
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
                    let code = moves.get(ply).copied().unwrap_or(END);
                    out.push(Record::new(key, 0, ply as u32, code));
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
    max_plies: u32,
    game: GameRead,
    /// The game's tags, its positions' keys (the start, then one a stored move) and the scratch
    /// of [`distinct`]: they stay on the reading thread, reused game after game.
    tags: Tags,
    keys: Vec<Key>,
    table: Vec<u32>,
    /// The game's moves as they come; the game keeps an exact copy.
    moves: Vec<u16>,
}

impl Indexer {
    pub(crate) fn new(max_plies: u32) -> Indexer {
        Indexer {
            max_plies,
            game: GameRead::default(),
            tags: Tags::default(),
            keys: Vec::new(),
            table: Vec::new(),
            moves: Vec::new(),
        }
    }
}

impl MainlineVisitor<AnyPosition> for Indexer {
    type Output = GameRead;

    fn begin_game(&mut self) {
        self.game = GameRead::default();
        self.tags.clear();
        self.keys.clear();
        self.moves.clear();
    }

    fn game_offset(&mut self, offset: u64) {
        self.game.offset = offset;
    }

    fn tag(&mut self, name: &[u8], value: RawTag<'_>) {
        let tags = &mut self.tags;
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
        // A repeated tag's last value counts, as the replaced value did before.
        field.clear();
        field.push_str(&value.decode_utf8_lossy());
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
        self.keys.push(key(start));
        Skip(false)
    }

    fn play(&mut self, _before: &AnyPosition, m: Option<Move>, after: &AnyPosition) {
        if self.moves.len() < self.max_plies as usize {
            self.moves.push(move_code::encode(m));
            self.keys.push(key(after));
        }
    }

    fn end_game(&mut self, _end: &AnyPosition, _plies: u32) -> GameRead {
        let mut game = core::mem::take(&mut self.game);
        // Allocated once at their size: grown from empty they were a tenth of a build's time.
        game.moves = self.moves.clone();
        game.records = Vec::with_capacity(self.keys.len());
        distinct(&self.keys, &self.moves, &mut self.table, &mut game.records);
        let tags = &self.tags;
        let date = if tags.utc_date.is_empty() {
            &tags.date
        } else {
            &tags.utc_date
        };
        game.white.push_str(&tags.white);
        game.black.push_str(&tags.black);
        game.white_elo = parse_elo(&tags.white_elo);
        game.black_elo = parse_elo(&tags.black_elo);
        game.result = GameResult::from_bytes(tags.result.trim().as_bytes());
        game.speed = Speed::from_time_control(&tags.time_control);
        game.date = PgnDate::parse(date);
        game.time = parse_time(&tags.utc_time);
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
