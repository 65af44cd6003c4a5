//! Game rules that need the history of a game: repetitions and the 50- and 75-move rules.
//!
//! A [`Position`] knows nothing of how it was reached, so it can tell checkmate, stalemate and
//! insufficient material, but not a threefold repetition. [`GameState`] plays moves on a position
//! and remembers what it needs for the rest, without allocating:
//!
//! | rule | kind | method |
//! |---|---|---|
//! | threefold repetition | claimable | [`GameState::can_claim_threefold_repetition`] |
//! | fivefold repetition | automatic | [`GameState::is_fivefold_repetition`] |
//! | 50-move rule (100 plies) | claimable | [`GameState::can_claim_fifty_moves`] |
//! | 75-move rule (150 plies) | automatic | [`GameState::is_seventyfive_moves`] |
//!
//! [`GameState::outcome`] reports the automatic endings with their [`Termination`];
//! [`GameState::can_claim_draw`] the claimable ones.

use arrayvec::ArrayVec;
use fianchetto_movegen::{Color, EnPassantMode, IllegalMoveError, Move, Outcome, Position};

/// How many position keys a [`GameState`] keeps: those since the last capture, pawn move or loss
/// of castling rights (after which no earlier position can recur).
///
/// The halfmove clock counts the plies since the last capture or pawn move, so that window holds
/// `halfmoves + 1` positions. Once the clock reaches 150 the game is over (by the 75-move rule,
/// or by checkmate if the 150th ply mates), so while the game goes on the window holds at most
/// 151 positions, and this capacity suffices. If a game is played on after it ended, the oldest
/// keys are dropped, which can only make repetitions of positions more than 150 plies back go
/// unnoticed.
pub const MAX_KEYS: usize = 152;

/// Why a game ended by itself, without a claim or a resignation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Termination {
    /// The side to move is checkmated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can checkmate by any series of legal moves.
    InsufficientMaterial,
    /// The same position occurred for the fifth time.
    FivefoldRepetition,
    /// 75 moves by each side (150 plies) without a capture or a pawn move.
    SeventyFiveMoves,
}

/// How and why a game ended: the [`Outcome`] with its [`Termination`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameOutcome {
    /// Who won, or a draw.
    pub outcome: Outcome,
    /// Why the game ended.
    pub termination: Termination,
}

/// A position together with the history that the repetition and move-count rules need.
///
/// Positions are compared by a 64-bit Zobrist key,
/// [`zobrist_hash_with(EnPassantMode::Legal)`](Position::zobrist_hash_with), which counts the en
/// passant square only when the capture is legal, so that two positions count as the same exactly
/// when the FIDE rules (and python-chess) say so: same pieces, same side to move, same castling
/// rights and the same legal en passant captures (what `Position`'s `Eq` compares). Two different positions share a key with probability about
/// 2<sup>-64</sup> per pair, and a game compares at most 151 positions with each other, so a
/// false repetition is not a practical concern.
///
/// The state never allocates: it keeps the keys of at most [`MAX_KEYS`] positions.
///
/// ```
/// use fianchetto_movegen::{Move, Position, Square};
/// use fianchetto_notation::history::GameState;
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
/// # Ok::<_, fianchetto_movegen::IllegalMoveError>(())
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
    pub fn new(position: Position) -> GameState {
        let mut keys = ArrayVec::new();
        keys.push(position.zobrist_hash_with(EnPassantMode::Legal));
        GameState { position, keys }
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Plays a move, checking that it is legal.
    ///
    /// # Errors
    ///
    /// When the move is not legal in the current position; the state is then unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMoveError> {
        let next = self.position.play(m)?;
        self.advance(next);
        Ok(())
    }

    /// Plays a move known to be legal (for example one from
    /// [`legal_moves`](Position::legal_moves)); an illegal move leaves the state unspecified.
    pub fn play_unchecked(&mut self, m: Move) {
        let next = self.position.play_unchecked(m);
        self.advance(next);
    }

    /// Passes the turn (a null move, as analysis tools write `--`), returning `false` and
    /// changing nothing when the side to move is in check.
    ///
    /// Like any move that changes no piece, it keeps the history: positions before it may recur.
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
        let irreversible =
            next.halfmoves() == 0 || next.castling_rights() != self.position.castling_rights();
        if irreversible {
            self.keys.clear();
        } else if self.keys.is_full() {
            self.keys.remove(0);
        }
        self.keys.push(next.zobrist_hash_with(EnPassantMode::Legal));
        self.position = next;
    }

    /// How many times the current position has occurred, counting this time (so at least 1).
    pub fn repetitions(&self) -> usize {
        let current = self.current_key();
        self.keys.iter().filter(|&&k| k == current).count()
    }

    fn current_key(&self) -> u64 {
        // `keys` is never empty: `new` pushes one and `advance` pushes after clearing.
        self.keys.last().copied().unwrap_or_default()
    }

    /// Whether the current position occurred for at least the third time.
    pub fn is_threefold_repetition(&self) -> bool {
        self.repetitions() >= 3
    }

    /// Whether the current position occurred for at least the fifth time, which ends the game.
    pub fn is_fivefold_repetition(&self) -> bool {
        self.repetitions() >= 5
    }

    /// Whether the side to move may claim a draw by threefold repetition: the current position
    /// occurred three times, or a legal move leads to a position that occurred twice before
    /// (the player then writes the move down and claims, as the FIDE rules allow).
    pub fn can_claim_threefold_repetition(&self) -> bool {
        if self.is_threefold_repetition() {
            return true;
        }
        // Only the positions since the last irreversible move can recur; a move that is
        // irreversible itself reaches a position whose key is new.
        if self.keys.len() < 4 {
            return false;
        }
        self.position.legal_moves().into_iter().any(|m| {
            let key = self
                .position
                .play_unchecked(m)
                .zobrist_hash_with(EnPassantMode::Legal);
            self.keys.iter().filter(|&&k| k == key).count() >= 2
        })
    }

    /// Whether 50 moves by each side (100 plies) passed without a capture or a pawn move, and the
    /// game did not end by checkmate or stalemate.
    pub fn is_fifty_moves(&self) -> bool {
        self.position.halfmoves() >= 100 && self.position.has_legal_moves()
    }

    /// Whether the side to move may claim a draw by the 50-move rule: 100 plies passed without a
    /// capture or a pawn move ([`is_fifty_moves`](Self::is_fifty_moves)), or 99 did and a legal
    /// move that is neither (and does not mate) would complete them.
    pub fn can_claim_fifty_moves(&self) -> bool {
        if self.is_fifty_moves() {
            return true;
        }
        self.position.halfmoves() == 99
            && self.position.legal_moves().into_iter().any(|m| {
                let after = self.position.play_unchecked(m);
                after.halfmoves() >= 100 && after.has_legal_moves()
            })
    }

    /// Whether 75 moves by each side (150 plies) passed without a capture or a pawn move, which
    /// ends the game, unless the last move checkmated (or stalemated, which ends it anyway).
    pub fn is_seventyfive_moves(&self) -> bool {
        self.position.halfmoves() >= 150 && self.position.has_legal_moves()
    }

    /// Whether the side to move may claim a draw, by threefold repetition or the 50-move rule.
    pub fn can_claim_draw(&self) -> bool {
        self.can_claim_fifty_moves() || self.can_claim_threefold_repetition()
    }

    /// How the game ended by itself, if it did: checkmate, stalemate, insufficient material,
    /// the 75-move rule or fivefold repetition, checked in that order (as python-chess does).
    ///
    /// Draws that must be claimed are not endings; see [`can_claim_draw`](Self::can_claim_draw).
    pub fn outcome(&self) -> Option<GameOutcome> {
        let pos = &self.position;
        let (outcome, termination) = if pos.is_checkmate() {
            let winner: Color = !pos.turn();
            (Outcome::Decisive { winner }, Termination::Checkmate)
        } else if pos.is_insufficient_material() {
            (Outcome::Draw, Termination::InsufficientMaterial)
        } else if pos.is_stalemate() {
            (Outcome::Draw, Termination::Stalemate)
        } else if self.is_seventyfive_moves() {
            (Outcome::Draw, Termination::SeventyFiveMoves)
        } else if self.is_fivefold_repetition() {
            (Outcome::Draw, Termination::FivefoldRepetition)
        } else {
            return None;
        };
        Some(GameOutcome {
            outcome,
            termination,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_position;
    use crate::san::San;
    use fianchetto_movegen::CastlingMode;

    fn from_fen(fen: &str) -> GameState {
        GameState::new(parse_position(fen, CastlingMode::Standard).expect("a legal fen"))
    }

    fn play(state: &mut GameState, moves: &str) {
        for san in moves.split_ascii_whitespace() {
            let m = San::from_ascii(san.as_bytes())
                .expect("san")
                .to_move(state.position())
                .expect("a legal move");
            state.play(m).expect("legal");
        }
    }

    const SHUFFLE: &str = "Nf3 Nf6 Ng1 Ng8";

    #[test]
    fn threefold_and_fivefold_repetition() {
        let mut state = GameState::new(Position::new());
        play(&mut state, SHUFFLE);
        assert_eq!(state.repetitions(), 2);
        assert!(!state.can_claim_draw());
        play(&mut state, "Nf3 Nf6 Ng1");
        // Black can claim by announcing Ng8, which repeats the start a third time.
        assert!(!state.is_threefold_repetition());
        assert!(state.can_claim_threefold_repetition());
        play(&mut state, "Ng8");
        assert_eq!(state.repetitions(), 3);
        assert!(state.is_threefold_repetition() && state.can_claim_draw());
        assert!(!state.is_fivefold_repetition());
        assert_eq!(state.outcome(), None);
        play(&mut state, SHUFFLE);
        assert_eq!(state.repetitions(), 4);
        assert_eq!(state.outcome(), None);
        play(&mut state, SHUFFLE);
        assert_eq!(state.repetitions(), 5);
        assert_eq!(
            state.outcome(),
            Some(GameOutcome {
                outcome: Outcome::Draw,
                termination: Termination::FivefoldRepetition
            })
        );
        // A pawn move makes every earlier position unreachable.
        play(&mut state, "e4");
        assert_eq!(state.repetitions(), 1);
        assert_eq!(state.outcome(), None);
    }

    #[test]
    fn castling_rights_count_for_repetition() {
        let mut state = GameState::new(Position::new());
        play(&mut state, "e4 e5 Ke2 Ke7 Ke1 Ke8");
        // Same placement as after 2... e5, but without castling rights.
        assert_eq!(state.repetitions(), 1);
        play(&mut state, "Ke2 Ke7 Ke1 Ke8");
        assert_eq!(state.repetitions(), 2);
    }

    #[test]
    fn en_passant_counts_only_when_legal() {
        // After e2e4 a black pawn stands next to e4, but it is pinned: no legal en passant.
        let mut state = from_fen("3k4/8/8/8/3p4/8/4P3/3R3K w - - 0 1");
        play(&mut state, "e4");
        assert!(
            state
                .position()
                .ep_square(EnPassantMode::PseudoLegal)
                .is_some()
        );
        assert!(state.position().ep_square(EnPassantMode::Legal).is_none());
        play(&mut state, "Ke8 Kg1 Kd8 Kh1");
        assert_eq!(state.repetitions(), 2);

        // Here the capture is legal, so the position after the push is a different one.
        let mut state = from_fen("4k3/8/8/8/3p4/8/4P3/3R3K w - - 0 1");
        play(&mut state, "e4");
        assert!(state.position().ep_square(EnPassantMode::Legal).is_some());
        play(&mut state, "Kf8 Kg1 Ke8 Kh1");
        assert_eq!(state.repetitions(), 1);
        play(&mut state, "Kf8 Kg1 Ke8 Kh1");
        assert_eq!(state.repetitions(), 2);
    }

    #[test]
    fn fifty_and_seventyfive_moves() {
        let mut state = from_fen("7k/8/6K1/8/8/8/8/R7 w - - 98 90");
        assert!(!state.can_claim_fifty_moves());
        play(&mut state, "Ra2");
        // 99 plies: Black claims by announcing a king move.
        assert!(!state.is_fifty_moves());
        assert!(state.can_claim_fifty_moves() && state.can_claim_draw());
        play(&mut state, "Kg8");
        assert!(state.is_fifty_moves() && state.can_claim_draw());
        assert_eq!(state.outcome(), None);

        // A move that completes the 100 plies by mating is no way to claim.
        let state = from_fen("7k/8/6K1/8/8/8/8/R7 w - - 99 90");
        assert!(state.can_claim_fifty_moves()); // Ra2 would do
        let mated = from_fen("R6k/8/6K1/8/8/8/8/8 b - - 100 90");
        assert!(!mated.is_fifty_moves() && !mated.can_claim_draw());

        let mut state = from_fen("7k/8/6K1/8/8/8/8/R7 w - - 149 120");
        assert!(!state.is_seventyfive_moves());
        let mut quiet = state.clone();
        play(&mut quiet, "Ra2");
        assert!(quiet.is_seventyfive_moves());
        assert_eq!(
            quiet.outcome().map(|o| (o.outcome, o.termination)),
            Some((Outcome::Draw, Termination::SeventyFiveMoves))
        );
        // Unless the 150th ply mates.
        play(&mut state, "Ra8#");
        assert!(!state.is_seventyfive_moves());
        assert_eq!(
            state.outcome(),
            Some(GameOutcome {
                outcome: Outcome::Decisive {
                    winner: Color::White
                },
                termination: Termination::Checkmate
            })
        );
    }

    #[test]
    fn other_endings() {
        let stalemate = from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assert_eq!(
            stalemate.outcome().map(|o| o.termination),
            Some(Termination::Stalemate)
        );
        let bare = from_fen("7k/8/6K1/8/8/8/8/8 w - - 0 1");
        assert_eq!(
            bare.outcome().map(|o| o.termination),
            Some(Termination::InsufficientMaterial)
        );
    }

    #[test]
    fn long_games_stay_within_capacity() {
        // Kings walk for 300 plies without a capture or pawn move; the keys never overflow.
        let mut state = from_fen("k7/8/8/8/8/8/8/2R4K w - - 0 1");
        let walk = ["Kg1", "Kb8", "Kh1", "Ka8"];
        for ply in 0..300 {
            play(&mut state, walk[ply % 4]);
            assert!(state.keys.len() <= MAX_KEYS);
        }
        assert!(state.is_seventyfive_moves());
        assert!(state.repetitions() >= 5);
        assert!(state.play_null());
        assert_eq!(state.position().halfmoves(), 301);
    }
}
