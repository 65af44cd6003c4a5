//! Polyglot's 16-bit move encoding, decoded against the legal moves of a position.

use fianchetto_movegen::{Bitboard, CastlingMode, Move, Position, Role, Square};

use crate::RawEntry;

impl RawEntry {
    /// The legal move of `pos` this entry's move names, or `None` if it names none.
    ///
    /// Castling is the king taking its own rook (`e1h1`), as Polyglot writes it; in standard
    /// chess the king's destination (`e1g1`) is accepted too, as python-chess accepts it. The
    /// promotion bits must agree with the move: none for a pawn reaching the last rank, or
    /// one for anything else, and a drop (origin equal to target) or promotion bits 5-7 are
    /// never legal.
    ///
    /// ```
    /// use fianchetto_movegen::{Move, Position, Square};
    /// use fianchetto_polyglot::RawEntry;
    ///
    /// let pos = Position::new();
    /// let entry = |raw_move| RawEntry { key: pos.zobrist_hash(), raw_move, weight: 1, learn: 0 };
    /// // e2 (12) to e4 (28).
    /// assert_eq!(entry(12 << 6 | 28).legal_move(&pos), Some(Move::normal(Square::E2, Square::E4)));
    /// // e2 to e5 (36) is no move of the start position.
    /// assert_eq!(entry(12 << 6 | 36).legal_move(&pos), None);
    /// ```
    pub fn legal_move(&self, pos: &Position) -> Option<Move> {
        let to = Square::new_masked(u32::from(self.raw_move & 0x3f));
        let from = Square::new_masked(u32::from((self.raw_move >> 6) & 0x3f));
        // Bit 15 is unused by the format; python-chess ignores it too.
        let promotion = match (self.raw_move >> 12) & 0x7 {
            0 => None,
            1 => Some(Role::Knight),
            2 => Some(Role::Bishop),
            3 => Some(Role::Rook),
            4 => Some(Role::Queen),
            _ => return None,
        };
        let moves = pos.moves_from(Bitboard::from(from));
        let named = |m: &Move| m.to() == to && m.promotion_role() == promotion;
        let king_destination = |m: &Move| {
            pos.castling_mode() == CastlingMode::Standard
                && m.is_castle()
                && m.king_destination() == to
        };
        moves
            .iter()
            .copied()
            .find(named)
            .or_else(|| moves.iter().copied().find(king_destination))
    }
}
