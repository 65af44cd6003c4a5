//! What `analyse` sends the engine for each position: the position after the last
//! irreversible move and the moves since. Sending every move from the start made each command,
//! and the engine's work to read it, grow with the game: a 4000-ply game cost 35 times a
//! 1000-ply one. No repetition is lost: a position cannot repeat one from before a capture, a
//! pawn move or a change of castling rights.

use fianchetto::uci_engine::PositionCommand;
use fianchetto::{Move, Position};

/// The most moves a command keeps beyond [`KEPT_MOVES`] before it is cut back: in a long run
/// of reversible moves the engine still sees at least the last [`KEPT_MOVES`] plies, more than
/// any engine looks back for repetitions (they stop at the 50-move rule's 100 plies).
const KEPT_MOVES: usize = 100;

/// A game's position as a start and the reversible moves since.
pub(crate) struct PositionHistory {
    base: Position,
    moves: Vec<Move>,
}

impl PositionHistory {
    /// The history of a game starting at `start`.
    pub(crate) fn new(start: Position) -> PositionHistory {
        PositionHistory {
            base: start,
            moves: Vec::new(),
        }
    }

    /// Records `played` (`None`: a null move, which UCI cannot say) from `before` to `after`.
    pub(crate) fn push(&mut self, before: &Position, played: Option<Move>, after: &Position) {
        let Some(played) = played else {
            return self.restart_at(after);
        };
        if after.halfmoves() == 0 || after.castling_rights() != before.castling_rights() {
            return self.restart_at(after);
        }
        self.moves.push(played);
        if self.moves.len() == 2 * KEPT_MOVES {
            let dropped = self.moves.drain(..KEPT_MOVES);
            self.base = dropped.fold(self.base, |pos, m| pos.play_unchecked(m));
        }
    }

    fn restart_at(&mut self, pos: &Position) {
        self.base = *pos;
        self.moves.clear();
    }

    /// The `position` command for the last position pushed.
    pub(crate) fn command(&self) -> PositionCommand {
        PositionCommand::from_moves(&self.base, &self.moves)
    }
}

#[cfg(test)]
mod tests {
    use super::PositionHistory;
    use fianchetto::{Position, san::San};

    /// The commands after each of `moves` (SAN) from the start position.
    fn commands(moves: &str) -> Vec<String> {
        let mut pos = Position::new();
        let mut history = PositionHistory::new(pos);
        let mut commands = Vec::new();
        for text in moves.split_whitespace() {
            let san: San = text.parse().expect("SAN");
            let m = san.to_move(&pos).expect("a legal move");
            let after = pos.play_unchecked(m);
            history.push(&pos, Some(m), &after);
            commands.push(history.command().to_string());
            pos = after;
        }
        commands
    }

    #[test]
    fn moves_are_sent_since_the_last_pawn_move_or_capture() {
        let sent = commands("Nf3 Nf6 e4 Nxe4 Ng1 Nf6");
        assert_eq!(sent[0], "position startpos moves g1f3");
        assert_eq!(sent[1], "position startpos moves g1f3 g8f6");
        assert!(sent[2].starts_with("position fen ") && !sent[2].contains("moves"));
        assert!(!sent[3].contains("moves"), "a capture: {}", sent[3]);
        assert!(sent[4].ends_with(" moves f3g1"), "{}", sent[4]);
        assert!(sent[5].ends_with(" moves f3g1 e4f6"), "{}", sent[5]);
    }

    #[test]
    fn a_change_of_castling_rights_starts_again() {
        let sent = commands("e4 e5 Ke2 Ke7 Ke1");
        assert!(!sent[2].contains("moves"), "{}", sent[2]);
        assert!(!sent[3].contains("moves"), "{}", sent[3]);
        assert!(sent[4].ends_with(" w - - 2 3 moves e2e1"), "{}", sent[4]);
    }

    #[test]
    fn a_long_reversible_run_keeps_between_100_and_200_moves() {
        let shuffles = "Nf3 Nf6 Ng1 Ng8 ".repeat(100);
        let sent = commands(&shuffles);
        let lengths: Vec<usize> = sent
            .iter()
            .map(|command| {
                command
                    .split(" moves ")
                    .nth(1)
                    .map_or(0, |m| m.split(' ').count())
            })
            .collect();
        assert_eq!(lengths[198], 199);
        assert_eq!(lengths[199], 100);
        assert_eq!(*lengths.iter().max().unwrap(), 199);
        assert!(lengths[100..].iter().all(|&n| n >= 100));
        assert!(
            sent[399].contains(" w KQkq - 300 151 moves g1f3 "),
            "the start is the position 100 plies back, with its clocks: {}",
            sent[399]
        );
    }
}
