//! [`GameRecord`]: one game as one flat row, the same for every output format.

use fianchetto::openings::Opening;
use fianchetto::pgn::{Eval, GameError, GameResult};
use fianchetto::{Outcome, Termination};

use crate::cell::EvalPart;
use crate::ending::termination_name;
use crate::tags::Tags;
use crate::text_list::TextList;

/// One game as one row: its tags, its legal mainline, clocks and evaluations per ply, and how
/// it ended. [`RecordExtractor`](crate::RecordExtractor) makes them from PGN.
///
/// ```
/// use fianchetto_records::{RecordExtractor, KnownTag};
/// use fianchetto::pgn::{Reader, Replay};
///
/// let pgn = "[White \"a\"]\n\n1. f3 { [%clk 0:01:00] } e5 2. g4 Qh4# 0-1\n";
/// let mut extract = Replay::new(RecordExtractor::new());
/// let record = Reader::new(pgn.as_bytes()).read_game(&mut extract)?.expect("a game");
/// assert_eq!(record.game, 1);
/// assert_eq!(record.tags.get(KnownTag::White), Some("a"));
/// assert_eq!(record.moves_san.joined(), "f3 e5 g4 Qh4#");
/// assert_eq!(record.clocks, [Some(60.0), None, None, None]);
/// assert_eq!(record.outcome_text(), Some("0-1"));
/// assert_eq!(record.termination_text(), Some("checkmate"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq)]
pub struct GameRecord {
    /// The game's number in the input, counting from 1 as the reader numbers games and errors
    /// do (junk between games is no game); the reader tells it
    /// ([`MainlineVisitor::number_game`](fianchetto::pgn::MainlineVisitor::number_game)).
    pub game: u64,
    /// The byte of the input where the game starts.
    pub offset: u64,
    /// The tag pairs.
    pub tags: Tags,
    /// The mainline plies played legally (null moves included).
    pub plies: u32,
    /// The mainline in UCI (`e1g1` castling; `e1h1` in Chess960; `0000` for a null move).
    pub moves_uci: TextList,
    /// The mainline in normalised SAN, with `+` and `#` (`--` for a null move).
    pub moves_san: TextList,
    /// Each ply's `[%clk]`, in seconds: the mover's time left after the move.
    pub clocks: Vec<Option<f64>>,
    /// Each ply's `[%eval]`, from White's point of view.
    pub evals: Vec<Option<Eval>>,
    /// The FEN after the last ply played.
    pub final_fen: String,
    /// The game's opening by lichess's table: its last mainline position, the start included,
    /// that the table names (`fianchetto::openings`); `None` if none is, or for a variant.
    pub opening: Option<Opening>,
    /// The movetext's result token (`None` for `*` or none): not the `Result` tag, which is in
    /// [`tags`](GameRecord::tags), nor the board's verdict, [`outcome`](GameRecord::outcome).
    pub result: Option<GameResult>,
    /// The result the final position decides, when the game ended on the board.
    pub outcome: Option<Outcome>,
    /// Why the game ended on the board, when it did.
    pub termination: Option<Termination>,
    /// What broke the game; its moves stop there.
    pub error: Option<GameError>,
    /// Each mainline position's [`position_key`](fianchetto::index::position_key), the start
    /// first: `plies + 1` keys, or none when the extractor was not asked for them
    /// ([`RecordExtractor::with_position_keys`](crate::RecordExtractor::with_position_keys)).
    pub position_keys: Vec<i64>,
}

impl GameRecord {
    /// `outcome` as a PGN result: `1-0`, `0-1` or `1/2-1/2`.
    pub fn outcome_text(&self) -> Option<&'static str> {
        self.outcome.map(|outcome| match outcome.winner() {
            Some(fianchetto::Color::White) => "1-0",
            Some(fianchetto::Color::Black) => "0-1",
            None => "1/2-1/2",
        })
    }

    /// `termination` as its column writes it: `checkmate`, `stalemate`,
    /// `insufficient_material`, `fivefold_repetition` or `seventyfive_moves`.
    pub fn termination_text(&self) -> Option<&'static str> {
        self.termination.map(termination_name)
    }

    /// Each ply's evaluation in centipawns; `None` where there is none or it is a mate score.
    pub fn evals_cp(&self) -> impl ExactSizeIterator<Item = Option<i32>> + '_ {
        self.evals.iter().map(|&eval| EvalPart::Centipawns.of(eval))
    }

    /// Each ply's mate score (moves to mate, positive when White mates); `None` where there is
    /// none or it is in centipawns.
    pub fn evals_mate(&self) -> impl ExactSizeIterator<Item = Option<i32>> + '_ {
        self.evals.iter().map(|&eval| EvalPart::Mate.of(eval))
    }

    /// The `error` column: the error with its game, line and column.
    pub fn error_text(&self) -> Option<String> {
        self.error.as_ref().map(ToString::to_string)
    }
}
