//! How a game ended: the [`Termination`] that ended it and the winner, if any.

use core::fmt;

use crate::Color;

/// Why a game ended on the board: by itself, or by a player's claim of a draw (not by
/// resignation, time or agreement, which no position shows).
///
/// The first four need only the position ([`Position::outcome`](crate::Position::outcome)); the
/// others need the game's history ([`history`](crate::history)). The last two end the game only
/// when the player to move claims them
/// ([`Window::outcome_claiming_draw`](crate::history::Window::outcome_claiming_draw)).
///
/// With the `serde` feature a termination is its name in snake case: `"checkmate"`,
/// `"insufficient_material"`, `"seventy_five_moves"`, `"threefold_repetition"`.
///
/// ```
/// use fianchetto_movegen::{CastlingMode, Position, Setup, Termination};
///
/// // 150 plies without a capture or a pawn move: the 75-move rule ends the game.
/// let setup = Setup { halfmoves: 150, ..Setup::initial() };
/// let old = Position::from_setup(setup, CastlingMode::Standard)?;
/// assert_eq!(old.outcome().map(|o| o.termination), Some(Termination::SeventyFiveMoves));
/// # Ok::<(), fianchetto_movegen::PositionError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Termination {
    /// The side to move is in check and has no legal move; the other side won.
    Checkmate,
    /// The side to move is not in check and has no legal move: a draw.
    Stalemate,
    /// Neither side can checkmate by any series of legal moves: a draw.
    InsufficientMaterial,
    /// 75 moves by each side (150 plies) without a capture or a pawn move: a draw.
    SeventyFiveMoves,
    /// The same position occurred for the fifth time: a draw.
    FivefoldRepetition,
    /// Claimed: 50 moves by each side (100 plies) without a capture or a pawn move, or a move
    /// the claimant announces completes them: a draw.
    FiftyMoves,
    /// Claimed: the position occurred for the third time, or a move the claimant announces
    /// repeats one for the third time: a draw.
    ThreefoldRepetition,
    /// A variant's own rule ended the game in a win for the side to move (antichess: it has
    /// no pieces or no moves left). Never in standard chess; `fianchetto-variant` plays the
    /// variants. python-chess's `VARIANT_WIN`.
    VariantWin,
    /// A variant's own rule ended the game in a loss for the side to move (its king exploded,
    /// the other king reached the hill, the third check, the other king reached the eighth
    /// rank). python-chess's `VARIANT_LOSS`.
    VariantLoss,
    /// A variant's own rule ended the game in a draw (racing kings: both kings reached the
    /// eighth rank). python-chess's `VARIANT_DRAW`.
    VariantDraw,
}

/// How a game ended: why, and who won (`None` for a draw). The shape of python-chess's
/// `Outcome`, and with the `serde` feature its form: `{"termination": "checkmate", "winner":
/// "white"}`, the winner `null` for a draw.
///
/// ```
/// use fianchetto_movegen::{Color, Outcome, Termination};
///
/// let mate = Outcome { termination: Termination::Checkmate, winner: Some(Color::White) };
/// assert_eq!(mate.to_string(), "1-0");
/// assert!(!mate.is_draw());
///
/// let stalemate = Outcome { termination: Termination::Stalemate, winner: None };
/// assert_eq!(stalemate.to_string(), "1/2-1/2");
/// assert_eq!(stalemate.winner(), None);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// Why the game ended.
    pub termination: Termination,
    /// The side that won, or `None` for a draw.
    pub winner: Option<Color>,
}

impl Outcome {
    /// The ending a position shows by itself, in python-chess's order, for any rules: a mate
    /// counts even with thin material, a stalemate with thin material is insufficient material,
    /// and the 75-move rule comes last. `to_move` is the side to move; `insufficient` is asked
    /// only when it decides (it costs the most).
    ///
    /// ```
    /// use fianchetto_movegen::{Color, Outcome, Termination};
    ///
    /// let mate = Outcome::on_board(Color::White, true, false, || true, false);
    /// let black_wins = Outcome { termination: Termination::Checkmate, winner: Some(Color::Black) };
    /// assert_eq!(mate, Some(black_wins));
    /// let thin = Outcome::on_board(Color::White, false, false, || true, false);
    /// assert_eq!(thin.map(|o| o.termination), Some(Termination::InsufficientMaterial));
    /// assert_eq!(Outcome::on_board(Color::White, false, true, || false, false), None);
    /// ```
    #[inline]
    pub fn on_board(
        to_move: Color,
        in_check: bool,
        has_legal_moves: bool,
        insufficient: impl FnOnce() -> bool,
        seventy_five_moves: bool,
    ) -> Option<Outcome> {
        let (termination, winner) = if !has_legal_moves && in_check {
            (Termination::Checkmate, Some(!to_move))
        } else if insufficient() {
            (Termination::InsufficientMaterial, None)
        } else if !has_legal_moves {
            (Termination::Stalemate, None)
        } else if seventy_five_moves {
            (Termination::SeventyFiveMoves, None)
        } else {
            return None;
        };
        Some(Outcome {
            termination,
            winner,
        })
    }

    /// The side that won, or `None` for a draw.
    ///
    /// ```
    /// use fianchetto_movegen::{Color, Outcome, Termination};
    ///
    /// let mate = Outcome { termination: Termination::Checkmate, winner: Some(Color::Black) };
    /// assert_eq!(mate.winner(), Some(Color::Black));
    /// ```
    #[inline]
    pub const fn winner(self) -> Option<Color> {
        self.winner
    }

    /// `true` if nobody won.
    ///
    /// ```
    /// use fianchetto_movegen::{Outcome, Termination};
    ///
    /// let bare_kings = Outcome { termination: Termination::InsufficientMaterial, winner: None };
    /// assert!(bare_kings.is_draw());
    /// ```
    #[inline]
    pub const fn is_draw(self) -> bool {
        self.winner.is_none()
    }
}

impl fmt::Display for Outcome {
    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        })
    }
}
