//! Game rules that need the history of a game: repetitions and the 50- and 75-move rules.
//!
//! A [`Position`] knows nothing of how it was reached, so it can tell checkmate, stalemate and
//! insufficient material ([`Position::outcome`]), but not a threefold repetition. The rules here
//! need the keys ([`repetition_key`]) of the positions since the last irreversible move
//! ([`is_irreversible`]):
//!
//! | rule | kind | method |
//! |---|---|---|
//! | threefold repetition | claimable | [`Window::can_claim_threefold_repetition`] |
//! | fivefold repetition | automatic | [`Window::is_fivefold_repetition`] |
//! | 50-move rule (100 plies) | claimable | [`Window::can_claim_fifty_moves`] |
//! | 75-move rule (150 plies) | automatic | [`Window::is_seventyfive_moves`] |
//!
//! [`Window`] is the rules themselves, over any slice of keys: an allocating move stack (such as
//! `fianchetto-notation`'s `GameCursor`) borrows one from its own storage. [`GameState`] plays
//! moves forward and keeps the keys in a fixed buffer, without allocating.
//!
//! ```
//! use fianchetto_movegen::history::GameState;
//! use fianchetto_movegen::{Move, Position, Square, Termination};
//!
//! let mut state = GameState::new(Position::new());
//! let shuffle = [
//!     Move::normal(Square::G1, Square::F3),
//!     Move::normal(Square::G8, Square::F6),
//!     Move::normal(Square::F3, Square::G1),
//!     Move::normal(Square::F6, Square::G8),
//! ];
//! for _ in 0..4 {
//!     for m in shuffle {
//!         state.play(m)?;
//!     }
//! }
//! assert_eq!(state.repetitions(), 5);
//! let outcome = state.outcome().expect("a fivefold repetition ends the game");
//! assert_eq!(outcome.termination, Termination::FivefoldRepetition);
//! assert_eq!(outcome.to_string(), "1/2-1/2");
//! # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
//! ```

mod game_state;
mod window;

pub use game_state::{GameState, MAX_KEYS};
pub use window::Window;

use crate::{EnPassantMode, Position};

/// The key by which the repetition rules compare positions:
/// [`zobrist_hash_with(EnPassantMode::Legal)`](Position::zobrist_hash_with).
///
/// It counts the en passant square only when the capture is legal, so that two positions have
/// the same key exactly when the FIDE rules (and python-chess) call them the same: same pieces,
/// same side to move, same castling rights and the same legal en passant captures (what
/// `Position`'s `Eq` compares). Two different positions share a key with probability about
/// 2<sup>-64</sup> per pair, and a game compares at most about 150 positions with each other,
/// so a false repetition is not a practical concern.
///
/// ```
/// use fianchetto_movegen::history::repetition_key;
/// use fianchetto_movegen::{Move, Position, Square};
///
/// let start = Position::new();
/// let mut pos = start;
/// for (from, to) in [(Square::G1, Square::F3), (Square::G8, Square::F6),
///                    (Square::F3, Square::G1), (Square::F6, Square::G8)] {
///     pos = pos.play(Move::normal(from, to))?;
/// }
/// assert_eq!(repetition_key(&pos), repetition_key(&start));
/// # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
/// ```
#[inline]
pub fn repetition_key(position: &Position) -> u64 {
    position.zobrist_hash_with(EnPassantMode::Legal)
}

/// `true` if no position before `after` can occur again once `before` became `after`: the move
/// captured, moved a pawn, or lost castling rights. The repetition rules then start a new
/// [`Window`].
///
/// ```
/// use fianchetto_movegen::history::is_irreversible;
/// use fianchetto_movegen::{Move, Position, Square};
///
/// let start = Position::new();
/// assert!(is_irreversible(&start, &start.play(Move::normal(Square::E2, Square::E4))?));
/// assert!(!is_irreversible(&start, &start.play(Move::normal(Square::G1, Square::F3))?));
/// # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
/// ```
#[inline]
pub fn is_irreversible(before: &Position, after: &Position) -> bool {
    after.halfmoves() == 0 || after.castling_rights() != before.castling_rights()
}
