//! A named position's identity as plain numbers: what `cargo xtask openings` writes into the
//! table for each line, and what [`opening`](crate::opening) compares a position with. xtask
//! includes this file, so the table and the lookup cannot disagree, and a first lookup plays
//! no line.

use fianchetto_movegen::{Color, EnPassantMode, Role, Rules};

/// What tells standard-chess positions apart as their EPD does: the board, the side to move,
/// the castling rights and the en passant square only where a capture there is legal. The
/// board is bitboards, so that a position's identity costs a few instructions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Identity {
    /// The occupied squares: the table's sort key, which every position type has for free.
    pub(crate) occupied: u64,
    /// White's squares.
    pub(crate) white: u64,
    /// The roles in three bit planes: plane `k` holds the squares whose role's number (0 for
    /// a pawn up to 5 for a king) has bit `k` set, so that the occupied squares and the planes
    /// say which piece stands where.
    pub(crate) roles: [u64; 3],
    /// The castling rights, as the squares of the rooks that may castle.
    pub(crate) castling: u64,
    /// The legal en passant square (64: none), plus 128 when Black is to move.
    pub(crate) state: u8,
}

impl Identity {
    /// The identity of its parts, as the generated table writes them.
    pub(crate) const fn new(
        occupied: u64,
        white: u64,
        roles: [u64; 3],
        castling: u64,
        state: u8,
    ) -> Identity {
        Identity {
            occupied,
            white,
            roles,
            castling,
            state,
        }
    }

    /// The identity of `pos`.
    pub(crate) fn of<P: Rules>(pos: &P) -> Identity {
        let board = pos.board();
        let mut roles = [0u64; 3];
        for role in Role::ALL {
            for (k, plane) in roles.iter_mut().enumerate() {
                if (role as usize >> k) & 1 == 1 {
                    *plane |= board.by_role(role).bits();
                }
            }
        }
        let ep = pos
            .ep_square(EnPassantMode::Legal)
            .map_or(64, |square| square as u8);
        let turn = match pos.turn() {
            Color::White => 0,
            Color::Black => 128,
        };
        Identity {
            occupied: board.occupied().bits(),
            white: board.by_color(Color::White).bits(),
            roles,
            castling: pos.castling_rights().bits(),
            state: ep | turn,
        }
    }
}
