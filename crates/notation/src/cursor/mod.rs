//! [`GameCursor`]: a game as a stack of moves that can be pushed and popped, with every rule
//! that needs the history (python-chess's `Board`).
//!
//! A [`Position`] is a value without a past. A cursor keeps the position before each move, so
//! [`pop`](GameCursor::pop) restores everything exactly, and the key of every position, so the
//! repetition rules of [`history`](crate::movegen::history) see the whole game. Moves go in as
//! [`Move`]s, SAN or UCI.
//!
//! This is the type for a game played or replayed move by move. Without `alloc`, or to keep the
//! keys in storage of your own (an engine's move stack), use
//! [`history::Window`](crate::movegen::history::Window), the same rules over a slice of keys.
//!
//! ```
//! use fianchetto_notation::cursor::GameCursor;
//! use fianchetto_notation::movegen::{Color, Termination};
//!
//! let mut cursor = GameCursor::default();
//! for san in ["f3", "e5", "g4", "Qh4#"] {
//!     cursor.push_san(san)?;
//! }
//! let outcome = cursor.outcome().expect("fool's mate");
//! assert_eq!((outcome.termination, outcome.winner), (Termination::Checkmate, Some(Color::Black)));
//! assert_eq!(outcome.to_string(), "0-1");
//!
//! cursor.pop();
//! assert_eq!(cursor.outcome(), None);
//! assert_eq!(cursor.push_uci("d8h4")?, cursor.peek().expect("the move just pushed"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Cost
//! [`push`](GameCursor::push) checks legality and then stores one position, one move and one key
//! (amortised O(1)); [`pop`](GameCursor::pop) is O(1). The repetition and move-count rules are
//! O(window), the plies since the last capture, pawn move or loss of castling rights (at most
//! about 150 in a game that goes on); the claims that look one move ahead
//! ([`can_claim_threefold_repetition`](GameCursor::can_claim_threefold_repetition)) are
//! O(window × legal moves). Memory grows by about the size of a [`Position`] per ply.
//!
//! # Serde
//! With the `serde` feature a cursor is its start position and its moves,
//! `{"start": "<FEN>", "moves": [{"from": "e2", "to": "e4", "kind": "normal"}, ...]}`; reading
//! replays the moves, so the rest (the positions to pop back to, the repetition keys) comes back
//! as it was, and an illegal move is an error naming it.

mod error;
#[cfg(test)]
mod history_tests;
#[cfg(feature = "serde")]
mod serde_impls;
#[cfg(test)]
mod tests;

pub use error::{PushSanError, PushUciError};

use alloc::vec::Vec;

use fianchetto_movegen::history::{Window, is_irreversible, repetition_key};
use fianchetto_movegen::{IllegalMoveError, Move, Outcome, Position};

use crate::Notation;
use crate::san::{San, SanPlus};
use crate::uci::UciMove;

/// A game from a start position: the current position, the stack of moves that reached it, and
/// what the history rules need, undoable move by move. python-chess's `Board` with its move
/// stack; the one game type of the library (see the [module docs](self) for the
/// allocation-free alternative).
///
/// ```
/// use fianchetto_notation::cursor::GameCursor;
///
/// let mut cursor = GameCursor::default();
/// for _ in 0..2 {
///     for san in ["Nf3", "Nf6", "Ng1", "Ng8"] {
///         cursor.push_san(san)?;
///     }
/// }
/// assert_eq!(cursor.ply(), 8);
/// assert_eq!(cursor.repetitions(), 3);
/// assert!(cursor.can_claim_threefold_repetition());
/// assert_eq!(cursor.outcome(), None); // a threefold repetition must be claimed
///
/// let last = cursor.pop();
/// assert_eq!(last.map(|m| format!("{m:?}")).as_deref(), Some("f6g8"));
/// assert_eq!(cursor.repetitions(), 2);
/// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
/// ```
#[derive(Debug, Clone)]
pub struct GameCursor<P: Notation = Position> {
    position: P,
    moves: Vec<Move>,
    /// What `pop` restores, one entry per move of `moves`.
    undo: Vec<Undo<P>>,
    /// The repetition key of every position from the start, the current position's last.
    keys: Vec<u64>,
    /// Where in `keys` the positions that can still recur begin.
    window_start: usize,
}

/// The state before a move, apart from the key, which `keys` still holds.
#[derive(Debug, Clone, Copy)]
struct Undo<P> {
    position: P,
    window_start: usize,
}

impl Default for GameCursor {
    /// A game from the standard start position.
    fn default() -> GameCursor {
        GameCursor::new(Position::new())
    }
}

impl<P: Notation> GameCursor<P> {
    /// A game from `start`, with no moves and no history before it.
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_notation::fen;
    /// use fianchetto_notation::movegen::CastlingMode;
    ///
    /// let start = fen::parse_position("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", CastlingMode::Standard)?;
    /// let cursor = GameCursor::new(start);
    /// assert_eq!(cursor.position(), &start);
    /// assert_eq!(cursor.ply(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(start: P) -> GameCursor<P> {
        GameCursor {
            position: start,
            moves: Vec::new(),
            undo: Vec::new(),
            keys: alloc::vec![repetition_key(&start)],
            window_start: 0,
        }
    }

    /// The current position.
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_notation::movegen::Color;
    ///
    /// let mut cursor = GameCursor::default();
    /// cursor.push_san("e4")?;
    /// assert_eq!(cursor.position().turn(), Color::Black);
    /// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
    /// ```
    pub fn position(&self) -> &P {
        &self.position
    }

    /// The position before the first move.
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_notation::movegen::Position;
    ///
    /// let mut cursor = GameCursor::default();
    /// cursor.push_san("e4")?;
    /// assert_eq!(cursor.start(), &Position::new());
    /// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
    /// ```
    pub fn start(&self) -> &P {
        self.undo
            .first()
            .map_or(&self.position, |undo| &undo.position)
    }

    /// The moves played from the start, oldest first.
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_notation::movegen::{Move, Square};
    ///
    /// let mut cursor = GameCursor::default();
    /// cursor.push_uci("e2e4")?;
    /// assert_eq!(cursor.moves(), [Move::normal(Square::E2, Square::E4)]);
    /// # Ok::<(), fianchetto_notation::cursor::PushUciError>(())
    /// ```
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How many moves were played from the start (the length of [`moves`](Self::moves)).
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    ///
    /// let mut cursor = GameCursor::default();
    /// cursor.push_san("e4")?;
    /// cursor.push_san("e5")?;
    /// assert_eq!(cursor.ply(), 2);
    /// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
    /// ```
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The position after the first `ply` moves (the start at 0, the current position at
    /// [`ply`](Self::ply)), or `None` past the current position. O(1).
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_notation::movegen::Position;
    ///
    /// let mut cursor = GameCursor::default();
    /// cursor.push_san("e4")?;
    /// cursor.push_san("e5")?;
    /// assert_eq!(cursor.position_at(0), Some(&Position::new()));
    /// assert_eq!(cursor.position_at(2), Some(cursor.position()));
    /// assert_eq!(cursor.position_at(3), None);
    /// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
    /// ```
    pub fn position_at(&self, ply: usize) -> Option<&P> {
        match self.undo.get(ply) {
            Some(undo) => Some(&undo.position),
            None => (ply == self.moves.len()).then_some(&self.position),
        }
    }

    /// How many moves were played up to the last irreversible one (a capture, a pawn move, a
    /// change of castling rights): no position before [`position_at`](Self::position_at) this
    /// ply can occur again. 0 when every move was reversible.
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    ///
    /// let mut cursor = GameCursor::default();
    /// for san in ["Nf3", "e5", "Ng1", "Nc6"] {
    ///     cursor.push_san(san)?;
    /// }
    /// assert_eq!(cursor.irreversible_ply(), 2);
    /// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
    /// ```
    pub fn irreversible_ply(&self) -> usize {
        self.window_start
    }

    /// The last move played, if any.
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    ///
    /// let mut cursor = GameCursor::default();
    /// assert_eq!(cursor.peek(), None);
    /// let e4 = cursor.push_san("e4")?;
    /// assert_eq!(cursor.peek(), Some(e4));
    /// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
    /// ```
    pub fn peek(&self) -> Option<Move> {
        self.moves.last().copied()
    }

    /// Plays a move, checking that it is legal.
    ///
    /// The `push` methods answer what the caller did not give: `push` nothing,
    /// [`push_san`](Self::push_san) and [`push_uci`](Self::push_uci) the move they read. A
    /// PGN game's `push` and `push_san` (`fianchetto_pgn::Game`) answer the same, so code moves
    /// between a cursor and a game unchanged.
    ///
    /// # Errors
    /// [`IllegalMoveError`] when `m` is not legal in the current position; the cursor is then
    /// unchanged.
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_notation::movegen::{Move, Square};
    ///
    /// let mut cursor = GameCursor::default();
    /// cursor.push(Move::normal(Square::G1, Square::F3))?;
    /// let err = cursor.push(Move::normal(Square::G1, Square::F3)).unwrap_err();
    /// assert_eq!(err.to_string(), "illegal move: g1f3");
    /// assert_eq!(cursor.ply(), 1);
    /// # Ok::<(), fianchetto_notation::movegen::IllegalMoveError>(())
    /// ```
    pub fn push(&mut self, m: Move) -> Result<(), IllegalMoveError> {
        if !self.position.is_legal(m) {
            return Err(IllegalMoveError::new(m));
        }
        self.advance(m, self.position.play_unchecked(m));
        Ok(())
    }

    /// Plays a move given in SAN, such as `Nf3`, `exd5` or `O-O` (read leniently: a `+` or `#`
    /// and annotations are ignored), and returns it.
    ///
    /// # Errors
    /// [`PushSanError`] when the text is not SAN or names no single legal move; the cursor is
    /// then unchanged.
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_notation::movegen::{Move, Square};
    ///
    /// let mut cursor = GameCursor::default();
    /// assert_eq!(cursor.push_san("Nf3")?, Move::normal(Square::G1, Square::F3));
    /// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
    /// ```
    pub fn push_san(&mut self, san: &str) -> Result<Move, PushSanError> {
        let m = self
            .position
            .resolve_san(&San::from_ascii(san.as_bytes())?)?;
        self.advance(m, self.position.play_unchecked(m));
        Ok(m)
    }

    /// Plays a move given in UCI, such as `g1f3` or `e7e8q` (castling as `e1g1` or `e1h1`), and
    /// returns it.
    ///
    /// # Errors
    /// [`PushUciError`] when the text is not UCI or not a legal move (the null move `0000`
    /// never is); the cursor is then unchanged.
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_notation::movegen::{Move, Square};
    ///
    /// let mut cursor = GameCursor::default();
    /// assert_eq!(cursor.push_uci("g1f3")?, Move::normal(Square::G1, Square::F3));
    /// # Ok::<(), fianchetto_notation::cursor::PushUciError>(())
    /// ```
    pub fn push_uci(&mut self, uci: &str) -> Result<Move, PushUciError> {
        let m = self
            .position
            .resolve_uci(&UciMove::from_ascii(uci.as_bytes())?)?;
        self.advance(m, self.position.play_unchecked(m));
        Ok(m)
    }

    fn advance(&mut self, m: Move, next: P) {
        self.undo.push(Undo {
            position: self.position,
            window_start: self.window_start,
        });
        if is_irreversible(&self.position, &next) {
            self.window_start = self.keys.len();
        }
        self.moves.push(m);
        self.keys.push(repetition_key(&next));
        self.position = next;
    }

    /// Takes back the last move and returns it, or `None` at the start. Everything is as before
    /// the move: position, clocks, and the history the rules see.
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_notation::movegen::Position;
    ///
    /// let mut cursor = GameCursor::default();
    /// let e4 = cursor.push_san("e4")?;
    /// assert_eq!(cursor.pop(), Some(e4));
    /// assert!(cursor.position().eq_with_clocks(&Position::new()));
    /// assert_eq!(cursor.pop(), None);
    /// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
    /// ```
    pub fn pop(&mut self) -> Option<Move> {
        let undo = self.undo.pop()?;
        self.keys.pop();
        self.position = undo.position;
        self.window_start = undo.window_start;
        self.moves.pop()
    }

    /// The moves in SAN, with `+` or `#`, oldest first.
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    ///
    /// let mut cursor = GameCursor::default();
    /// for uci in ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"] {
    ///     cursor.push_uci(uci)?;
    /// }
    /// let san: Vec<String> = cursor.san_moves().map(|san| san.to_string()).collect();
    /// assert_eq!(san, ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
    /// # Ok::<(), fianchetto_notation::cursor::PushUciError>(())
    /// ```
    pub fn san_moves(&self) -> impl ExactSizeIterator<Item = SanPlus> + '_ {
        self.undo
            .iter()
            .zip(&self.moves)
            .map(|(undo, &m)| undo.position.san(m))
    }

    /// The rules of [`history`](crate::movegen::history) over the positions that can still
    /// recur, for anything this type does not forward.
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    ///
    /// let mut cursor = GameCursor::default();
    /// cursor.push_san("e4")?;
    /// assert!(!cursor.window().is_threefold_repetition());
    /// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
    /// ```
    pub fn window(&self) -> Window<'_, P> {
        let keys = self.keys.get(self.window_start..).unwrap_or_default();
        Window::new(&self.position, keys)
    }

    /// How many times the current position has occurred in the game, counting this time (so at
    /// least 1). O(window).
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    ///
    /// let mut cursor = GameCursor::default();
    /// for san in ["Nc3", "Nc6", "Nb1", "Nb8"] {
    ///     cursor.push_san(san)?;
    /// }
    /// assert_eq!(cursor.repetitions(), 2);
    /// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
    /// ```
    pub fn repetitions(&self) -> usize {
        self.window().repetitions()
    }

    /// Whether the current position occurred for at least the third time. O(window).
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    ///
    /// assert!(!GameCursor::default().is_threefold_repetition());
    /// ```
    pub fn is_threefold_repetition(&self) -> bool {
        self.window().is_threefold_repetition()
    }

    /// Whether the current position occurred for at least the fifth time, which ends the game.
    /// O(window).
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    ///
    /// assert!(!GameCursor::default().is_fivefold_repetition());
    /// ```
    pub fn is_fivefold_repetition(&self) -> bool {
        self.window().is_fivefold_repetition()
    }

    /// Whether the side to move may claim a draw by threefold repetition: the position occurred
    /// three times, or a legal move would make some position occur a third time.
    /// O(window × legal moves).
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    ///
    /// let mut cursor = GameCursor::default();
    /// for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
    ///     cursor.push_san(san)?;
    /// }
    /// assert!(!cursor.is_threefold_repetition());
    /// assert!(cursor.can_claim_threefold_repetition()); // by announcing Ng8
    /// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
    /// ```
    pub fn can_claim_threefold_repetition(&self) -> bool {
        self.window().can_claim_threefold_repetition()
    }

    /// Whether 50 moves by each side passed without a capture or a pawn move (and the game did
    /// not end on the board). O(1).
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    ///
    /// assert!(!GameCursor::default().is_fifty_moves());
    /// ```
    pub fn is_fifty_moves(&self) -> bool {
        self.window().is_fifty_moves()
    }

    /// Whether the side to move may claim a draw by the 50-move rule: 100 plies passed without
    /// a capture or a pawn move, or 99 did and a legal move would complete them. O(legal moves).
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_notation::fen;
    /// use fianchetto_notation::movegen::CastlingMode;
    ///
    /// let pos = fen::parse_position("7k/8/6K1/8/8/8/8/R7 w - - 99 90", CastlingMode::Standard)?;
    /// assert!(GameCursor::new(pos).can_claim_fifty_moves());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn can_claim_fifty_moves(&self) -> bool {
        self.window().can_claim_fifty_moves()
    }

    /// Whether 75 moves by each side passed without a capture or a pawn move, which ends the
    /// game unless the last move mated. O(1).
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    ///
    /// assert!(!GameCursor::default().is_seventyfive_moves());
    /// ```
    pub fn is_seventyfive_moves(&self) -> bool {
        self.window().is_seventyfive_moves()
    }

    /// Whether the side to move may claim a draw, by threefold repetition or the 50-move rule.
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    ///
    /// assert!(!GameCursor::default().can_claim_draw());
    /// ```
    pub fn can_claim_draw(&self) -> bool {
        self.window().can_claim_draw()
    }

    /// How the game ended by itself, if it did: checkmate, insufficient material, stalemate,
    /// the 75-move rule or fivefold repetition, in that order. O(window).
    ///
    /// A draw that must be claimed does not end the game here; see
    /// [`outcome_claiming_draw`](Self::outcome_claiming_draw).
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_notation::movegen::Termination;
    ///
    /// let mut cursor = GameCursor::default();
    /// for _ in 0..4 {
    ///     for san in ["Nf3", "Nf6", "Ng1", "Ng8"] {
    ///         cursor.push_san(san)?;
    ///     }
    /// }
    /// let outcome = cursor.outcome().expect("a fivefold repetition");
    /// assert_eq!(outcome.termination, Termination::FivefoldRepetition);
    /// assert!(outcome.is_draw());
    /// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        self.window().outcome()
    }

    /// As [`outcome`](Self::outcome), and if the game goes on, the draw the side to move may
    /// claim: the 50-move rule ([`FiftyMoves`](crate::movegen::Termination::FiftyMoves))
    /// before threefold repetition
    /// ([`ThreefoldRepetition`](crate::movegen::Termination::ThreefoldRepetition)), as
    /// python-chess's `board.outcome(claim_draw=True)` does.
    ///
    /// As the FIDE rules allow, a claim also counts when the player to move would complete the
    /// 100 plies or repeat a position for the third time by announcing a move: the game is then
    /// drawn in the current position, without the move
    /// ([`can_claim_threefold_repetition`](Self::can_claim_threefold_repetition),
    /// [`can_claim_fifty_moves`](Self::can_claim_fifty_moves)). O(window × legal moves).
    ///
    /// ```
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_notation::movegen::Termination;
    ///
    /// let mut cursor = GameCursor::default();
    /// for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
    ///     cursor.push_san(san)?;
    /// }
    /// assert_eq!(cursor.outcome(), None);
    /// // Black claims by announcing Ng8, the start position for the third time.
    /// let claimed = cursor.outcome_claiming_draw().expect("a claimable draw");
    /// assert_eq!(claimed.termination, Termination::ThreefoldRepetition);
    /// assert_eq!(claimed.to_string(), "1/2-1/2");
    /// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
    /// ```
    pub fn outcome_claiming_draw(&self) -> Option<Outcome> {
        self.window().outcome_claiming_draw()
    }
}
