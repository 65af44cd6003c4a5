//! [`GameState`]: a position with the keys its history rules need, in a fixed buffer.

use arrayvec::ArrayVec;

use crate::history::{Window, is_irreversible, repetition_key};
use crate::{IllegalMoveError, Move, Outcome, Position};

/// How many position keys a [`GameState`] keeps: those since the last irreversible move (after
/// which no earlier position can recur).
///
/// The halfmove clock counts the plies since the last capture or pawn move, so that window holds
/// `halfmoves + 1` positions. Once the clock reaches 150 the game is over (by the 75-move rule,
/// or by checkmate if the 150th ply mates), so while the game goes on the window holds at most
/// 151 positions, and this capacity suffices. If a game is played on after it ended, the oldest
/// keys are dropped, which can only make repetitions of positions more than 150 plies back go
/// unnoticed.
///
/// ```
/// assert_eq!(fianchetto_movegen::history::MAX_KEYS, 152);
/// ```
pub const MAX_KEYS: usize = 152;

/// A position together with the history that the repetition and move-count rules need, played
/// forward only and never allocating (it keeps at most [`MAX_KEYS`] keys).
///
/// Every rule is the [`Window`] rule of the same name over the kept keys.
///
/// ```
/// use fianchetto_movegen::history::GameState;
/// use fianchetto_movegen::{Move, Position, Square};
///
/// let mut state = GameState::new(Position::new());
/// let shuffle = [
///     Move::normal(Square::G1, Square::F3),
///     Move::normal(Square::G8, Square::F6),
///     Move::normal(Square::F3, Square::G1),
///     Move::normal(Square::F6, Square::G8),
/// ];
/// for _ in 0..2 {
///     for m in shuffle {
///         state.play(m)?;
///     }
/// }
/// assert_eq!(state.repetitions(), 3);
/// assert!(state.can_claim_draw());
/// assert_eq!(state.outcome(), None);
/// # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
/// ```
#[derive(Debug, Clone)]
pub struct GameState {
    position: Position,
    /// Keys of the positions since the last irreversible move, oldest first; the last is the
    /// current position's.
    keys: ArrayVec<u64, MAX_KEYS>,
}

impl Default for GameState {
    /// A game from the standard start position.
    fn default() -> GameState {
        GameState::new(Position::new())
    }
}

impl GameState {
    /// Starts a game from `position`, with no history before it.
    ///
    /// ```
    /// use fianchetto_movegen::history::GameState;
    /// use fianchetto_movegen::Position;
    ///
    /// assert_eq!(GameState::new(Position::new()).repetitions(), 1);
    /// ```
    pub fn new(position: Position) -> GameState {
        let mut keys = ArrayVec::new();
        keys.push(repetition_key(&position));
        GameState { position, keys }
    }

    /// The current position.
    ///
    /// ```
    /// use fianchetto_movegen::history::GameState;
    /// use fianchetto_movegen::Position;
    ///
    /// assert_eq!(GameState::default().position(), &Position::new());
    /// ```
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The rules over the kept keys, for what this type does not forward.
    ///
    /// ```
    /// use fianchetto_movegen::history::GameState;
    ///
    /// assert!(!GameState::default().window().is_threefold_repetition());
    /// ```
    pub fn window(&self) -> Window<'_> {
        Window::new(&self.position, &self.keys)
    }

    /// Plays a move, checking that it is legal.
    ///
    /// # Errors
    ///
    /// When the move is not legal in the current position; the state is then unchanged.
    ///
    /// ```
    /// use fianchetto_movegen::history::GameState;
    /// use fianchetto_movegen::{Move, Square};
    ///
    /// let mut state = GameState::default();
    /// state.play(Move::normal(Square::E2, Square::E4))?;
    /// assert!(state.play(Move::normal(Square::E2, Square::E4)).is_err());
    /// # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
    /// ```
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMoveError> {
        let next = self.position.play(m)?;
        self.advance(next);
        Ok(())
    }

    /// Plays a move known to be legal (for example one from
    /// [`legal_moves`](Position::legal_moves)); an illegal move leaves the state unspecified.
    ///
    /// ```
    /// use fianchetto_movegen::history::GameState;
    ///
    /// let mut state = GameState::default();
    /// let first = state.position().legal_moves()[0];
    /// state.play_unchecked(first);
    /// assert_eq!(state.position().fullmoves().get(), 1);
    /// ```
    pub fn play_unchecked(&mut self, m: Move) {
        let next = self.position.play_unchecked(m);
        self.advance(next);
    }

    /// Passes the turn (a null move, as analysis tools write `--`), returning `false` and
    /// changing nothing when the side to move is in check.
    ///
    /// Like any move that changes no piece, it keeps the history: positions before it may recur.
    ///
    /// ```
    /// use fianchetto_movegen::history::GameState;
    /// use fianchetto_movegen::Color;
    ///
    /// let mut state = GameState::default();
    /// assert!(state.play_null());
    /// assert_eq!(state.position().turn(), Color::Black);
    /// ```
    pub fn play_null(&mut self) -> bool {
        match self.position.play_null() {
            Some(next) => {
                self.advance(next);
                true
            }
            None => false,
        }
    }

    fn advance(&mut self, next: Position) {
        if is_irreversible(&self.position, &next) {
            self.keys.clear();
        } else if self.keys.is_full() {
            self.keys.remove(0);
        }
        self.keys.push(repetition_key(&next));
        self.position = next;
    }

    /// How many times the current position has occurred, counting this time (so at least 1).
    /// See [`Window::repetitions`].
    ///
    /// ```
    /// use fianchetto_movegen::history::GameState;
    ///
    /// assert_eq!(GameState::default().repetitions(), 1);
    /// ```
    pub fn repetitions(&self) -> usize {
        self.window().repetitions()
    }

    /// Whether the current position occurred for at least the third time.
    ///
    /// ```
    /// use fianchetto_movegen::history::GameState;
    ///
    /// assert!(!GameState::default().is_threefold_repetition());
    /// ```
    pub fn is_threefold_repetition(&self) -> bool {
        self.window().is_threefold_repetition()
    }

    /// Whether the current position occurred for at least the fifth time, which ends the game.
    ///
    /// ```
    /// use fianchetto_movegen::history::GameState;
    ///
    /// assert!(!GameState::default().is_fivefold_repetition());
    /// ```
    pub fn is_fivefold_repetition(&self) -> bool {
        self.window().is_fivefold_repetition()
    }

    /// Whether the side to move may claim a draw by threefold repetition, now or by announcing
    /// a move. See [`Window::can_claim_threefold_repetition`].
    ///
    /// ```
    /// use fianchetto_movegen::history::GameState;
    ///
    /// assert!(!GameState::default().can_claim_threefold_repetition());
    /// ```
    pub fn can_claim_threefold_repetition(&self) -> bool {
        self.window().can_claim_threefold_repetition()
    }

    /// Whether 50 moves by each side passed without a capture or a pawn move (and the game did
    /// not end on the board). See [`Window::is_fifty_moves`].
    ///
    /// ```
    /// use fianchetto_movegen::history::GameState;
    ///
    /// assert!(!GameState::default().is_fifty_moves());
    /// ```
    pub fn is_fifty_moves(&self) -> bool {
        self.window().is_fifty_moves()
    }

    /// Whether the side to move may claim a draw by the 50-move rule, now or by announcing a
    /// move. See [`Window::can_claim_fifty_moves`].
    ///
    /// ```
    /// use fianchetto_movegen::history::GameState;
    ///
    /// assert!(!GameState::default().can_claim_fifty_moves());
    /// ```
    pub fn can_claim_fifty_moves(&self) -> bool {
        self.window().can_claim_fifty_moves()
    }

    /// Whether 75 moves by each side passed without a capture or a pawn move, which ends the
    /// game. See [`Window::is_seventyfive_moves`].
    ///
    /// ```
    /// use fianchetto_movegen::history::GameState;
    ///
    /// assert!(!GameState::default().is_seventyfive_moves());
    /// ```
    pub fn is_seventyfive_moves(&self) -> bool {
        self.window().is_seventyfive_moves()
    }

    /// Whether the side to move may claim a draw, by threefold repetition or the 50-move rule.
    ///
    /// ```
    /// use fianchetto_movegen::history::GameState;
    ///
    /// assert!(!GameState::default().can_claim_draw());
    /// ```
    pub fn can_claim_draw(&self) -> bool {
        self.window().can_claim_draw()
    }

    /// How the game ended by itself, if it did, history rules included. See
    /// [`Window::outcome`].
    ///
    /// ```
    /// use fianchetto_movegen::history::GameState;
    ///
    /// assert_eq!(GameState::default().outcome(), None);
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        self.window().outcome()
    }
}
