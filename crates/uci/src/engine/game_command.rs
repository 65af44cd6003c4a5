//! The `position` command the driver sends for a game: the position after the last
//! irreversible move and the moves since. Sending every move from the start made each command,
//! and the engine's work to read it, grow with the game: a 4000-ply game cost 35 times a
//! 1000-ply one. No repetition is lost: a position cannot repeat one from before a capture, a
//! pawn move or a change of castling rights.

use fianchetto_notation::Notation;
use fianchetto_notation::cursor::GameCursor;

use crate::PositionCommand;

/// The most moves a command keeps beyond [`KEPT_MOVES`] before its start moves on: in a long
/// run of reversible moves the engine still sees at least the last [`KEPT_MOVES`] plies, more
/// than any engine looks back for repetitions (they stop at the 50-move rule's 100 plies), and
/// the start stays put for [`KEPT_MOVES`] plies at a time.
const KEPT_MOVES: usize = 100;

/// The command for the current position of `game`: from the last irreversible move, or from
/// the last multiple of [`KEPT_MOVES`] plies after it that leaves at least [`KEPT_MOVES`].
pub(crate) fn game_command<P: Notation>(game: &GameCursor<P>) -> PositionCommand {
    let irreversible = game.irreversible_ply();
    let run = game.ply() - irreversible;
    let from = match run / KEPT_MOVES {
        0 | 1 => irreversible,
        hundreds => irreversible + (hundreds - 1) * KEPT_MOVES,
    };
    let start = game.position_at(from).unwrap_or(game.position());
    PositionCommand::from_moves(start, &game.moves()[from..])
}

#[cfg(test)]
mod tests {
    use super::game_command;
    use fianchetto_notation::cursor::GameCursor;
    use std::string::{String, ToString};
    use std::vec::Vec;

    /// The commands after each of `moves` (SAN) from the start position.
    fn commands(moves: &str) -> Vec<String> {
        let mut game = GameCursor::default();
        let mut commands = Vec::new();
        for san in moves.split_whitespace() {
            game.push_san(san).expect("a legal move");
            commands.push(game_command(&game).to_string());
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
