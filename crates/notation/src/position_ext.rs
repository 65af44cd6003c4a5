//! [`PositionExt`]: the text forms of a position and its moves as methods of
//! [`Position`], `pos.fen()`, `pos.san(m)`, `pos.uci(m)`, for one-line everyday use.

use alloc::string::{String, ToString};

use fianchetto_movegen::fen_core::{PositionFen, read_position};
use fianchetto_movegen::{EnPassantMode, Move, Position};

use crate::fen::FenError;
use crate::san::{LanPlus, SanPlus};
use crate::uci::UciMove;

mod sealed {
    pub trait Sealed {}
    impl Sealed for fianchetto_movegen::Position {}
}

/// FEN, SAN, LAN and UCI as methods of [`Position`] (which lives in `fianchetto-movegen`, below
/// the notations): import it, or `fianchetto::prelude::*`, and write `pos.fen()`. Each method
/// is a shorthand for this crate's longer call, named in its docs. Implemented for [`Position`]
/// only (sealed).
///
/// ```
/// use fianchetto_notation::PositionExt;
/// use fianchetto_notation::movegen::{Move, Position, Square};
///
/// let pos = Position::new();
/// let nf3 = Move::normal(Square::G1, Square::F3);
/// assert_eq!(pos.san(nf3).to_string(), "Nf3");
/// assert_eq!(pos.uci(nf3).to_string(), "g1f3");
///
/// let after = pos.play(nf3)?;
/// assert_eq!(after.fen(), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
/// assert!(Position::from_fen(&after.fen())?.eq_with_clocks(&after));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait PositionExt: sealed::Sealed {
    /// The position as FEN, the en passant square only when a capture there is legal (as
    /// python-chess's `board.fen()` writes it). A Chess960 position writes its castling rights
    /// in Shredder-FEN (`HAha`, the rooks' files), so that the text says Chess960 even for
    /// position 518, where king and rooks stand as in standard chess, and
    /// [`from_fen`](Self::from_fen) reads it back as Chess960; otherwise this is
    /// [`Fen::from_position(pos, EnPassantMode::Legal)`](crate::fen::Fen::from_position)
    /// (X-FEN).
    ///
    /// ```
    /// use fianchetto_notation::PositionExt;
    /// use fianchetto_notation::movegen::{CastlingMode, Position};
    ///
    /// assert_eq!(Position::new().fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    ///
    /// let chess960 = Position::chess960(518).expect("a number below 960");
    /// assert_eq!(chess960.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    /// assert_eq!(Position::from_fen(&chess960.fen())?.castling_mode(), CastlingMode::Chess960);
    /// # Ok::<(), fianchetto_notation::fen::FenError>(())
    /// ```
    fn fen(&self) -> String;

    /// Reads a position from FEN (relaxed, as [`Fen::from_ascii`](crate::fen::Fen::from_ascii)),
    /// in the castling mode the text says: Chess960 when the castling field names a rook by its
    /// file (Shredder-FEN `HAha`, or X-FEN's letter for an inner rook) or when only Chess960
    /// accepts the rights (`KQkq` with the king on `b1`, say), standard chess otherwise. So
    /// `Position::from_fen(&pos.fen())` gives `pos` back, castling mode included (a Chess960
    /// position without castling rights reads as standard: it plays the same moves). To insist
    /// on one mode, use [`fen::parse_position`](crate::fen::parse_position).
    ///
    /// ```
    /// use fianchetto_notation::PositionExt;
    /// use fianchetto_notation::movegen::{CastlingMode, Position};
    ///
    /// let pos = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// assert_eq!((pos, pos.castling_mode()), (Position::new(), CastlingMode::Standard));
    /// let pos = Position::from_fen("nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w GBgb - 0 1")?;
    /// assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
    /// assert!(Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").is_err());
    /// # Ok::<(), fianchetto_notation::fen::FenError>(())
    /// ```
    ///
    /// # Errors
    /// [`FenError::Parse`] for text that is not FEN, [`FenError::Position`] for a position
    /// neither mode accepts (standard chess's reasons).
    fn from_fen(text: &str) -> Result<Position, FenError>
    where
        Self: Sized;

    /// The SAN of `m`, with `+` or `#`: [`SanPlus::from_move`] (python-chess's `board.san(m)`).
    /// A move that is not legal gets an unspecified SAN, and no panic.
    ///
    /// ```
    /// use fianchetto_notation::PositionExt;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    ///
    /// let pos = Position::new();
    /// assert_eq!(pos.san(Move::normal(Square::B1, Square::C3)).to_string(), "Nc3");
    /// ```
    fn san(&self, m: Move) -> SanPlus;

    /// The long algebraic notation of `m`, with `+` or `#`: [`LanPlus::from_move`]
    /// (python-chess's `board.lan(m)`).
    ///
    /// ```
    /// use fianchetto_notation::PositionExt;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    ///
    /// assert_eq!(Position::new().lan(Move::normal(Square::E2, Square::E4)).to_string(), "e2-e4");
    /// ```
    fn lan(&self, m: Move) -> LanPlus;

    /// The UCI of `m` as an engine expects it in this position's castling mode (`e1g1` in
    /// standard chess, `e1h1` in Chess960): [`UciMove::from_move_in`] (python-chess's
    /// `board.uci(m)`).
    ///
    /// ```
    /// use fianchetto_notation::PositionExt;
    /// use fianchetto_notation::fen;
    /// use fianchetto_notation::movegen::{CastlingMode, Move, Square};
    ///
    /// let pos = fen::parse_position("4k3/8/8/8/8/8/8/4K2R w K - 0 1", CastlingMode::Standard)?;
    /// assert_eq!(pos.uci(Move::castle(Square::E1, Square::H1)).to_string(), "e1g1");
    /// # Ok::<(), fianchetto_notation::fen::FenError>(())
    /// ```
    fn uci(&self, m: Move) -> UciMove;
}

impl PositionExt for Position {
    fn fen(&self) -> String {
        PositionFen {
            position: self,
            ep: EnPassantMode::Legal,
        }
        .to_string()
    }

    fn from_fen(text: &str) -> Result<Position, FenError> {
        Ok(read_position(text)?)
    }

    fn san(&self, m: Move) -> SanPlus {
        SanPlus::from_move(self, m)
    }

    fn lan(&self, m: Move) -> LanPlus {
        LanPlus::from_move(self, m)
    }

    fn uci(&self, m: Move) -> UciMove {
        UciMove::from_move_in(self, m)
    }
}
