//! Game rules that need the history of a game: repetitions and the 50- and 75-move rules.
//!
//! A [`Position`] knows nothing of how it was reached, so it can tell checkmate, stalemate,
//! insufficient material and the 75-move rule ([`Position::outcome`]), but not a threefold
//! repetition. The rules here need the keys ([`repetition_key`]) of the positions since the last
//! irreversible move ([`is_irreversible`]):
//!
//! | rule | kind | method |
//! |---|---|---|
//! | threefold repetition | claimable | [`Window::can_claim_threefold_repetition`] |
//! | fivefold repetition | automatic | [`Window::is_fivefold_repetition`] |
//! | 50-move rule (100 plies) | claimable | [`Window::can_claim_fifty_moves`] |
//! | 75-move rule (150 plies) | automatic | [`Window::is_seventyfive_moves`] |
//!
//! [`Window::outcome`] reports the automatic endings, [`Window::outcome_claiming_draw`] the
//! claimed draws too.
//!
//! # Which type to use
//! [`Window`] is the rules themselves, over a slice of keys the caller keeps, and never
//! allocates: for an engine's own move stack, or a replay that needs only the ending (at most
//! [`MAX_KEYS`] keys matter). For a game played move by move, use `fianchetto-notation`'s
//! `GameCursor` (`fianchetto::GameCursor`): it keeps the keys, takes moves as [`Move`](crate::Move)s,
//! SAN or UCI, undoes them, and forwards every rule here.
//!
//! Keeping the keys is a few lines: a new window starts at each irreversible move.
//!
//! ```
//! use fianchetto_movegen::history::{Window, is_irreversible, repetition_key};
//! use fianchetto_movegen::{Move, Position, Square, Termination};
//!
//! let mut pos = Position::new();
//! let mut keys = vec![repetition_key(&pos)];
//! let shuffle = [
//!     Move::normal(Square::G1, Square::F3),
//!     Move::normal(Square::G8, Square::F6),
//!     Move::normal(Square::F3, Square::G1),
//!     Move::normal(Square::F6, Square::G8),
//! ];
//! for m in shuffle.into_iter().cycle().take(16) {
//!     let next = pos.play(m)?;
//!     if is_irreversible(&pos, &next) {
//!         keys.clear();
//!     }
//!     keys.push(repetition_key(&next));
//!     pos = next;
//! }
//! let window = Window::new(&pos, &keys);
//! assert_eq!(window.repetitions(), 5);
//! let outcome = window.outcome().expect("a fivefold repetition ends the game");
//! assert_eq!(outcome.termination, Termination::FivefoldRepetition);
//! assert_eq!(outcome.to_string(), "1/2-1/2");
//! # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
//! ```

mod window;

pub use window::Window;

#[cfg(doc)]
use crate::Position;
use crate::Rules;

/// The most keys a [`Window`] needs while a game goes on: those since the last irreversible
/// move, after which no earlier position can recur.
///
/// The halfmove clock counts the plies since the last capture or pawn move, so that window holds
/// `halfmoves + 1` positions. Once the clock reaches 150 the game is over (by the 75-move rule,
/// or by checkmate if the 150th ply mates), so while the game goes on the window holds at most
/// 151 positions. Storage of this capacity suffices; a game played on after its end may drop its
/// oldest keys, which can only hide repetitions of positions more than 150 plies back.
///
/// ```
/// assert_eq!(fianchetto_movegen::history::MAX_KEYS, 152);
/// ```
pub const MAX_KEYS: usize = 152;

/// The key by which the repetition rules compare positions: [`Rules::repetition_key`], for a
/// [`Position`] its
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
pub fn repetition_key<P: Rules>(position: &P) -> u64 {
    position.repetition_key()
}

/// `true` if no position before `after` can occur again once `before` became `after`: in
/// standard chess the move captured, moved a pawn, or lost castling rights
/// ([`Rules::is_irreversible`]). The repetition rules then start a new [`Window`].
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
pub fn is_irreversible<P: Rules>(before: &P, after: &P) -> bool {
    before.is_irreversible(after)
}
