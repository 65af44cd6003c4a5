//! UCI of variant moves, with notation's [`UciMove`]: [`VariantPosition::uci`] and
//! [`VariantPosition::parse_uci`]; [`UciMove::to_move`] reads a move under any rules.

use fianchetto_movegen::Move;
use fianchetto_notation::cursor::PushUciError;
use fianchetto_notation::uci::UciMove;

use crate::VariantPosition;

impl VariantPosition {
    /// The UCI of `m` in this position's castling mode, as python-chess's `Board.uci` writes
    /// it: castling as `e1g1` in standard chess and as king takes rook (`e1h1`) in Chess960, a
    /// drop as `N@f3` (`P@e4` for a pawn), antichess's promotion to a king as `e7e8k`.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    /// use fianchetto_variant::movegen::{Move, Role, Square};
    ///
    /// let pos = VariantPosition::from_fen("4k3/8/8/8/8/8/8/4K2R[N] w K - 0 1", Variant::Crazyhouse)?;
    /// assert_eq!(pos.uci(Move::castle(Square::E1, Square::H1)).to_string(), "e1g1");
    /// assert_eq!(pos.uci(Move::drop(Role::Knight, Square::F3)).to_string(), "N@f3");
    /// # Ok::<(), fianchetto_variant::VariantFenError>(())
    /// ```
    pub fn uci(&self, m: Move) -> UciMove {
        UciMove::from_move(m, self.castling_mode())
    }

    /// Reads UCI text and finds the legal move it names, as [`UciMove::to_move`] does (castling
    /// as `e1g1` or `e1h1`, drops as `N@f3`). The text is what [`UciMove::from_ascii`] reads,
    /// antichess's promotion to a king `e7e8k` included.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::from_fen("8/4P3/8/8/8/8/8/4k3 w - - 0 1", Variant::Antichess)?;
    /// let m = pos.parse_uci("e7e8k")?;
    /// assert_eq!(pos.uci(m).to_string(), "e7e8k");
    /// assert_eq!(pos.san(m).to_string(), "e8=K");
    /// assert_eq!(pos.parse_uci("e7e9").unwrap_err().to_string(), r#"invalid uci move: "e7e9""#);
    /// assert_eq!(pos.parse_uci("e7e6").unwrap_err().to_string(), "illegal uci move: e7e6");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`PushUciError::Invalid`] for text that is not a UCI move, [`PushUciError::Illegal`] for
    /// a move that is not legal here.
    pub fn parse_uci(&self, text: &str) -> Result<Move, PushUciError> {
        let uci = UciMove::from_ascii(text.as_bytes())?;
        Ok(uci.to_move(self)?)
    }
}
