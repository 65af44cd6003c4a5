//! The repetition and move-count rules over a borrowed slice of position keys.

use crate::history::repetition_key;
use crate::{Outcome, Position, Rules, Termination};

/// A position with the keys of the positions that can still recur: the rules of
/// [`history`](crate::history) over a borrowed slice, for any storage of the keys.
///
/// `keys` holds the [`repetition_key`]s of the positions since the last irreversible move
/// ([`is_irreversible`](crate::history::is_irreversible)), oldest first, ending with `position`'s
/// own. Older keys do no harm (they cannot match) but cost time: every rule is O(`keys.len()`),
/// and [`can_claim_threefold_repetition`](Self::can_claim_threefold_repetition) is
/// O(`keys.len()` × legal moves).
///
/// ```
/// use fianchetto_movegen::history::{repetition_key, Window};
/// use fianchetto_movegen::{Move, Position, Square};
///
/// let mut keys = vec![repetition_key(&Position::new())];
/// let mut pos = Position::new();
/// for (from, to) in [(Square::G1, Square::F3), (Square::G8, Square::F6),
///                    (Square::F3, Square::G1), (Square::F6, Square::G8)] {
///     pos = pos.play(Move::normal(from, to))?;
///     keys.push(repetition_key(&pos));
/// }
/// let window = Window::new(&pos, &keys);
/// assert_eq!(window.repetitions(), 2);
/// assert!(!window.can_claim_draw());
/// # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Window<'a, P: Rules = Position> {
    position: &'a P,
    keys: &'a [u64],
}

impl<'a, P: Rules> Window<'a, P> {
    /// The rules for `position`, reached through the positions whose keys are `keys` (oldest
    /// first, `position`'s own last).
    ///
    /// ```
    /// use fianchetto_movegen::history::{repetition_key, Window};
    /// use fianchetto_movegen::Position;
    ///
    /// let start = Position::new();
    /// let keys = [repetition_key(&start)];
    /// assert_eq!(Window::new(&start, &keys).outcome(), None);
    /// ```
    #[inline]
    pub const fn new(position: &'a P, keys: &'a [u64]) -> Window<'a, P> {
        Window { position, keys }
    }

    /// The current position.
    ///
    /// ```
    /// use fianchetto_movegen::history::{repetition_key, Window};
    /// use fianchetto_movegen::Position;
    ///
    /// let start = Position::new();
    /// let keys = [repetition_key(&start)];
    /// assert_eq!(Window::new(&start, &keys).position(), &start);
    /// ```
    #[inline]
    pub const fn position(&self) -> &'a P {
        self.position
    }

    /// How many times the current position has occurred, counting this time (so at least 1).
    ///
    /// ```
    /// use fianchetto_movegen::history::{repetition_key, Window};
    /// use fianchetto_movegen::Position;
    ///
    /// let start = Position::new();
    /// let key = repetition_key(&start);
    /// assert_eq!(Window::new(&start, &[key, 7, key]).repetitions(), 2);
    /// ```
    pub fn repetitions(&self) -> usize {
        let current = repetition_key(self.position);
        let earlier = match self.keys.split_last() {
            Some((&last, earlier)) if last == current => earlier,
            _ => self.keys,
        };
        1 + earlier.iter().filter(|&&k| k == current).count()
    }

    /// Whether the current position occurred for at least the third time.
    ///
    /// ```
    /// use fianchetto_movegen::history::{repetition_key, Window};
    /// use fianchetto_movegen::Position;
    ///
    /// let start = Position::new();
    /// let key = repetition_key(&start);
    /// assert!(Window::new(&start, &[key, key, key]).is_threefold_repetition());
    /// ```
    pub fn is_threefold_repetition(&self) -> bool {
        self.repetitions() >= 3
    }

    /// Whether the current position occurred for at least the fifth time, which ends the game.
    ///
    /// ```
    /// use fianchetto_movegen::history::{repetition_key, Window};
    /// use fianchetto_movegen::Position;
    ///
    /// let start = Position::new();
    /// let key = repetition_key(&start);
    /// assert!(!Window::new(&start, &[key; 4]).is_fivefold_repetition());
    /// assert!(Window::new(&start, &[key; 5]).is_fivefold_repetition());
    /// ```
    pub fn is_fivefold_repetition(&self) -> bool {
        self.repetitions() >= 5
    }

    /// Whether the side to move may claim a draw by threefold repetition: the current position
    /// occurred three times, or a legal move leads to a position that occurred twice before
    /// (the player then writes the move down and claims, as the FIDE rules allow).
    ///
    /// ```
    /// use fianchetto_movegen::history::{repetition_key, Window};
    /// use fianchetto_movegen::{Move, Position, Square};
    ///
    /// // After Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1, Black claims by announcing Ng8.
    /// let start = Position::new();
    /// let after_nf3 = start.play(Move::normal(Square::G1, Square::F3))?;
    /// let after_nf6 = after_nf3.play(Move::normal(Square::G8, Square::F6))?;
    /// let after_ng1 = after_nf6.play(Move::normal(Square::F3, Square::G1))?;
    /// let cycle = [&start, &after_nf3, &after_nf6, &after_ng1].map(repetition_key);
    /// let keys = [cycle, cycle].concat();
    /// let window = Window::new(&after_ng1, &keys);
    /// assert!(!window.is_threefold_repetition());
    /// assert!(window.can_claim_threefold_repetition());
    /// # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
    /// ```
    pub fn can_claim_threefold_repetition(&self) -> bool {
        if self.is_threefold_repetition() {
            return true;
        }
        // A position recurs no sooner than four plies later, and a move that is irreversible
        // itself reaches a position whose key is new; counting the few it might match is cheap.
        if self.keys.len() < 4 {
            return false;
        }
        self.position.legal_moves().into_iter().any(|m| {
            let key = repetition_key(&self.position.play_unchecked(m));
            self.keys.iter().filter(|&&k| k == key).count() >= 2
        })
    }

    /// Whether 50 moves by each side (100 plies) passed without a capture or a pawn move, and the
    /// game did not end by checkmate or stalemate.
    ///
    /// ```
    /// use fianchetto_movegen::history::{repetition_key, Window};
    /// use fianchetto_movegen::Position;
    ///
    /// let start = Position::new();
    /// assert!(!Window::new(&start, &[repetition_key(&start)]).is_fifty_moves());
    /// ```
    pub fn is_fifty_moves(&self) -> bool {
        self.position.has_move_count_rules()
            && self.position.halfmoves() >= 100
            && self.position.has_legal_moves()
    }

    /// Whether the side to move may claim a draw by the 50-move rule: 100 plies passed without a
    /// capture or a pawn move ([`is_fifty_moves`](Self::is_fifty_moves)), or 99 did and a legal
    /// move that is neither (and does not mate) would complete them.
    ///
    /// ```
    /// use fianchetto_movegen::history::{repetition_key, Window};
    /// use fianchetto_movegen::Position;
    ///
    /// let start = Position::new();
    /// assert!(!Window::new(&start, &[repetition_key(&start)]).can_claim_fifty_moves());
    /// ```
    pub fn can_claim_fifty_moves(&self) -> bool {
        if self.is_fifty_moves() {
            return true;
        }
        self.position.has_move_count_rules()
            && self.position.halfmoves() == 99
            && self.position.legal_moves().into_iter().any(|m| {
                let after = self.position.play_unchecked(m);
                after.halfmoves() >= 100 && after.has_legal_moves()
            })
    }

    /// Whether 75 moves by each side (150 plies) passed without a capture or a pawn move, which
    /// ends the game, unless the last move checkmated (or stalemated, which ends it anyway).
    ///
    /// ```
    /// use fianchetto_movegen::history::{repetition_key, Window};
    /// use fianchetto_movegen::Position;
    ///
    /// let start = Position::new();
    /// assert!(!Window::new(&start, &[repetition_key(&start)]).is_seventyfive_moves());
    /// ```
    pub fn is_seventyfive_moves(&self) -> bool {
        self.position.has_move_count_rules()
            && self.position.halfmoves() >= 150
            && self.position.has_legal_moves()
    }

    /// Whether the side to move may claim a draw, by threefold repetition or the 50-move rule.
    ///
    /// ```
    /// use fianchetto_movegen::history::{repetition_key, Window};
    /// use fianchetto_movegen::Position;
    ///
    /// let start = Position::new();
    /// let key = repetition_key(&start);
    /// assert!(Window::new(&start, &[key, 1, 2, 3, key, 4, 5, 6, key]).can_claim_draw());
    /// ```
    pub fn can_claim_draw(&self) -> bool {
        self.can_claim_fifty_moves() || self.can_claim_threefold_repetition()
    }

    /// How the game ended by itself, if it did: checkmate, insufficient material, stalemate,
    /// the 75-move rule ([`Position::outcome`]), then fivefold repetition, in python-chess's
    /// order.
    ///
    /// Draws that must be claimed are not endings here; see
    /// [`outcome_claiming_draw`](Self::outcome_claiming_draw).
    ///
    /// ```
    /// use fianchetto_movegen::history::{repetition_key, Window};
    /// use fianchetto_movegen::{Outcome, Position, Termination};
    ///
    /// let start = Position::new();
    /// let key = repetition_key(&start);
    /// assert_eq!(
    ///     Window::new(&start, &[key; 5]).outcome(),
    ///     Some(Outcome { termination: Termination::FivefoldRepetition, winner: None })
    /// );
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(outcome) = self.position.outcome() {
            return Some(outcome);
        }
        self.is_fivefold_repetition()
            .then_some(draw(Termination::FivefoldRepetition))
    }

    /// As [`outcome`](Self::outcome), and if the game goes on, the draw the side to move may
    /// claim: [`FiftyMoves`](Termination::FiftyMoves) before
    /// [`ThreefoldRepetition`](Termination::ThreefoldRepetition), as python-chess's
    /// `Board.outcome(claim_draw=True)` checks them.
    ///
    /// A claim counts as the rules let a player make it
    /// ([`can_claim_fifty_moves`](Self::can_claim_fifty_moves),
    /// [`can_claim_threefold_repetition`](Self::can_claim_threefold_repetition)): also by
    /// announcing a move that completes the 100 plies or repeats a position for the third time,
    /// a move that is then not played. The game ends in the current position either way.
    /// O(keys × legal moves), for the look-ahead.
    ///
    /// ```
    /// use fianchetto_movegen::history::{repetition_key, Window};
    /// use fianchetto_movegen::{Outcome, Position, Termination};
    ///
    /// let start = Position::new();
    /// let key = repetition_key(&start);
    /// let thrice = [key, 1, 2, 3, key, 4, 5, 6, key];
    /// assert_eq!(Window::new(&start, &thrice).outcome(), None);
    /// assert_eq!(
    ///     Window::new(&start, &thrice).outcome_claiming_draw(),
    ///     Some(Outcome { termination: Termination::ThreefoldRepetition, winner: None })
    /// );
    /// ```
    pub fn outcome_claiming_draw(&self) -> Option<Outcome> {
        if let Some(outcome) = self.outcome() {
            return Some(outcome);
        }
        if self.can_claim_fifty_moves() {
            Some(draw(Termination::FiftyMoves))
        } else if self.can_claim_threefold_repetition() {
            Some(draw(Termination::ThreefoldRepetition))
        } else {
            None
        }
    }
}

/// A draw for `termination`.
const fn draw(termination: Termination) -> Outcome {
    Outcome {
        termination,
        winner: None,
    }
}
