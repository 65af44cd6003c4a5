//! How a game ended on the board, from its final position and the positions since its last
//! irreversible move: the one place that maps the library's endings to a record's columns.

use fianchetto::history::{MAX_KEYS, Window};
use fianchetto::{Outcome, Rules, Termination};

/// Remembers what the fivefold-repetition rule needs while a game is replayed, and names its
/// ending at the end.
#[derive(Debug, Clone, Default)]
pub(crate) struct EndingTracker {
    /// Repetition keys since the last capture, pawn move or change of castling rights.
    keys: Vec<u64>,
}

impl EndingTracker {
    pub(crate) fn start<P: Rules>(&mut self, start: &P) {
        self.keys.clear();
        self.keys.push(start.repetition_key());
    }

    pub(crate) fn play<P: Rules>(&mut self, before: &P, after: &P) {
        if before.is_irreversible(after) {
            self.keys.clear();
        } else if self.keys.len() >= MAX_KEYS && after.has_move_count_rules() {
            // Only a game played on after the 75-move rule ended it gets here (crazyhouse has
            // no such rule, and its repetitions may span the whole game).
            self.keys.remove(0);
        }
        self.keys.push(after.repetition_key());
    }

    /// The result and its reason, if the game ended by itself at `end`: the rules of
    /// [`history::Window`](fianchetto::history::Window) over the positions since the last
    /// irreversible move.
    pub(crate) fn ending<P: Rules>(&self, end: &P) -> Option<Outcome> {
        Window::new(end, &self.keys).outcome()
    }
}

/// A termination's name in the `termination_on_board` column.
pub(crate) fn termination_name(termination: Termination) -> &'static str {
    match termination {
        Termination::Checkmate => "checkmate",
        Termination::Stalemate => "stalemate",
        Termination::InsufficientMaterial => "insufficient_material",
        Termination::FivefoldRepetition => "fivefold_repetition",
        Termination::SeventyFiveMoves => "seventyfive_moves",
        // Claimed draws; `ending` reports only the endings that need no claim.
        Termination::FiftyMoves => "fifty_moves",
        Termination::ThreefoldRepetition => "threefold_repetition",
        Termination::VariantWin => "variant_win",
        Termination::VariantLoss => "variant_loss",
        Termination::VariantDraw => "variant_draw",
    }
}
