//! What a query asks of a position and what it answers: the counts, the moves with their
//! ratings, the opening and the games.

use fianchetto_movegen::Move;
use fianchetto_notation::Notation;
use fianchetto_notation::san::{San, SanPlus};
use fianchetto_notation::uci::UciMove;
use fianchetto_openings::Opening;
use fianchetto_pgn::GameResult;

use crate::{Filter, PgnDate, Speed};

/// What to ask of a position: which games count, and how many games to list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query {
    /// The games that count.
    pub filter: Filter,
    /// List the `top` games of highest mean Elo that reach the position.
    pub top: usize,
    /// List the `recent` latest games that reach it.
    pub recent: usize,
}

/// Games and how they ended.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Every game, `*` and unknown results included.
    pub games: u64,
    /// White won.
    pub white: u64,
    /// Drawn.
    pub draws: u64,
    /// Black won.
    pub black: u64,
}

impl Stats {
    pub(crate) fn add(&mut self, result: Option<GameResult>, n: u64) {
        self.games += n;
        match result {
            Some(GameResult::WhiteWins) => self.white += n,
            Some(GameResult::Draw) => self.draws += n,
            Some(GameResult::BlackWins) => self.black += n,
            None => {}
        }
    }

    pub(crate) fn merge(&mut self, other: Stats) {
        self.games += other.games;
        self.white += other.white;
        self.draws += other.draws;
        self.black += other.black;
    }
}

/// A move played from the position, and the games that played it (each game under the move it
/// last played from the position). The move's text is the position's to write:
/// [`MoveStats::uci`] and [`MoveStats::san`] take the position the query asked about.
///
/// ```
/// use fianchetto_index::{Index, IndexBuilder, Query};
/// use fianchetto_index::movegen::{Move, Position, Square};
///
/// let pgn = "[WhiteElo \"2000\"]\n[BlackElo \"2101\"]\n\n1. e4 *\n\n\
///     [WhiteElo \"1500\"]\n[BlackElo \"1500\"]\n\n1. e4 *\n\n[WhiteElo \"1800\"]\n\n1. e4 *\n";
/// let mut builder = IndexBuilder::new();
/// builder.add_reader("three.pgn", pgn.as_bytes())?;
/// let mut bytes = Vec::new();
/// builder.write(&mut bytes)?;
/// let start = Position::new();
/// let answer = Index::from_bytes(bytes)?.explore(&start, &Query::default())?;
/// let e4 = answer.moves[0];
/// assert_eq!(e4.mv, Some(Move::normal(Square::E2, Square::E4)));
/// assert_eq!((e4.uci(&start).to_string(), e4.san(&start).to_string()), ("e2e4".into(), "e4".into()));
/// // The mean of 2050.5 and 1500, rounded; the game without Black's Elo does not count.
/// assert_eq!((e4.stats.games, e4.average_rating), (3, Some(1775)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveStats {
    /// The move; `None` for a null move (`--`), as a game's [`Node`](fianchetto_pgn::Node) has
    /// it.
    pub mv: Option<Move>,
    /// The games.
    pub stats: Stats,
    /// lichess's `averageRating`: the mean, over the games with both `WhiteElo` and `BlackElo`,
    /// of each game's mean Elo, rounded half up; `None` when no game has both.
    pub average_rating: Option<u16>,
}

impl MoveStats {
    /// The move in UCI as an engine reads it in `pos`, the position explored (`e2e4`, `e1g1`
    /// in standard chess and `e1h1` in Chess960, `P@e4`; `0000` for a null move).
    ///
    /// ```
    /// use fianchetto_index::MoveStats;
    /// use fianchetto_index::movegen::{Move, Position, Square};
    ///
    /// let castle = MoveStats {
    ///     mv: Some(Move::castle(Square::E1, Square::H1)),
    ///     stats: Default::default(),
    ///     average_rating: None,
    /// };
    /// let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")?;
    /// assert_eq!(castle.uci(&pos).to_string(), "e1g1");
    /// let null = MoveStats { mv: None, ..castle };
    /// assert_eq!(null.uci(&pos).to_string(), "0000");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn uci<P: Notation>(&self, pos: &P) -> UciMove {
        self.mv.map_or(UciMove::Null, |m| pos.uci(m))
    }

    /// The move in SAN in `pos`, the position explored, with `+` or `#` (`--` for a null move).
    ///
    /// ```
    /// use fianchetto_index::MoveStats;
    /// use fianchetto_index::movegen::{Move, Position, Square};
    ///
    /// let knight = MoveStats {
    ///     mv: Some(Move::normal(Square::G1, Square::F3)),
    ///     stats: Default::default(),
    ///     average_rating: None,
    /// };
    /// assert_eq!(knight.san(&Position::new()).to_string(), "Nf3");
    /// assert_eq!(MoveStats { mv: None, ..knight }.san(&Position::new()).to_string(), "--");
    /// ```
    pub fn san<P: Notation>(&self, pos: &P) -> SanPlus {
        match self.mv {
            Some(m) => pos.san(m),
            None => SanPlus {
                san: San::Null,
                suffix: None,
            },
        }
    }
}

/// The games with both Elos among some games, for a move's [`MoveStats::average_rating`].
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct Ratings {
    /// Games with both Elos.
    pub(crate) games: u64,
    /// Their `WhiteElo + BlackElo`, summed.
    pub(crate) sum: u64,
}

impl Ratings {
    pub(crate) fn add(&mut self, elo_sum: Option<u32>) {
        if let Some(sum) = elo_sum {
            self.games += 1;
            self.sum += u64::from(sum);
        }
    }

    /// The mean of the games' mean Elos, `sum / 2 / games`, rounded half up.
    pub(crate) fn average(self) -> Option<u16> {
        let halves = self.games.checked_mul(2).filter(|&g| g > 0)?;
        u16::try_from((self.sum + self.games) / halves).ok()
    }
}

/// A game that reaches a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// The game's number in the index.
    pub id: u32,
    /// Its PGN file, as given to the build.
    pub file: String,
    /// Its number in that file, from 1.
    pub number: u64,
    /// The byte offset of its first byte in the (unpacked) file.
    pub offset: u64,
    /// `White`.
    pub white: String,
    /// `Black`.
    pub black: String,
    /// `WhiteElo`.
    pub white_elo: Option<u16>,
    /// `BlackElo`.
    pub black_elo: Option<u16>,
    /// `Result`; `None` for `*` or anything else.
    pub result: Option<GameResult>,
    /// `UTCDate`, else `Date`.
    pub date: PgnDate,
    /// From `TimeControl`.
    pub speed: Option<Speed>,
}

/// The answer for a position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Explored {
    /// The games that reach the position.
    pub total: Stats,
    /// The moves played from it, most games first, ties in byte order of the UCI text
    /// ([`MoveStats::uci`]).
    pub moves: Vec<MoveStats>,
    /// Its name, when lichess's table names it.
    pub opening: Option<Opening>,
    /// With [`Query::top`]: the games of highest mean Elo, games without both Elos last, ties
    /// in index order.
    pub top: Vec<GameInfo>,
    /// With [`Query::recent`]: the latest games, by `UTCDate` and `UTCTime` (else `Date`).
    pub recent: Vec<GameInfo>,
}
