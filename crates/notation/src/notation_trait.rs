//! [`Notation`]: the text forms generic game code needs of a position, whatever rules it plays
//! by, so that [`GameCursor`](crate::cursor::GameCursor) and `fianchetto-pgn`'s games serve
//! standard chess and the variants alike.

use alloc::string::{String, ToString};

use fianchetto_movegen::{EnPassantMode, Move, Position, Rules};

use crate::cursor::{PushSanError, PushUciError};
use crate::fen::Fen;
use crate::san::{San, SanError, SanPlus, Suffix};
use crate::uci::{IllegalUciMoveError, UciMove};

/// FEN, SAN and UCI for the positions of some [`Rules`]: [`Position`] for standard chess and
/// Chess960, `fianchetto-variant`'s `VariantPosition` for lichess's variants, each writing
/// what python-chess writes for its rules.
///
/// For everyday use on a [`Position`], [`PositionExt`](crate::PositionExt) has the short
/// names (`pos.fen()`, `pos.san(m)`); these are for code generic over the rules.
///
/// ```
/// use fianchetto_notation::Notation;
/// use fianchetto_notation::movegen::{Position, Rules};
/// use fianchetto_notation::san::San;
///
/// /// A line of SAN moves played from `start`, under any rules.
/// fn play_line<P: Notation>(start: P, line: &[&str]) -> Option<P> {
///     line.iter().try_fold(start, |pos, text| {
///         let m = pos.resolve_san(&San::from_ascii(text.as_bytes()).ok()?).ok()?;
///         Some(pos.play_unchecked(m))
///     })
/// }
///
/// let end = play_line(Position::new(), &["e4", "e5", "Nf3"]).unwrap();
/// assert_eq!(end.to_fen(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
/// ```
pub trait Notation: Rules {
    /// The FEN of the position as python-chess's `Board.fen()` writes it for these rules: a
    /// legal en passant square only, X-FEN castling (Chess960 too). For a [`Position`] this is
    /// [`Fen::from_position`](crate::fen::Fen::from_position) with
    /// [`EnPassantMode::Legal`]; [`PositionExt::fen`](crate::PositionExt::fen) differs in
    /// writing a Chess960 position's rights in Shredder-FEN, so that it reads back as Chess960.
    fn to_fen(&self) -> String;
    /// The SAN of the legal move `m`, with its check or checkmate suffix.
    fn san_plus(&self, m: Move) -> SanPlus;
    /// [`Notation::san_plus`] for a caller that has already played `m` and holds `after`
    /// (a replay): rules that read the suffix off the position after the move save playing it
    /// again.
    ///
    /// ```
    /// use fianchetto_notation::Notation;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    ///
    /// let pos = Position::new();
    /// let m = Move::normal(Square::E2, Square::E4);
    /// assert_eq!(pos.san_plus_after(m, &pos.play_unchecked(m)), pos.san_plus(m));
    /// ```
    fn san_plus_after(&self, m: Move, after: &Self) -> SanPlus {
        let _ = after;
        self.san_plus(m)
    }
    /// The UCI form of `m` in the position's castling mode.
    fn uci_move(&self, m: Move) -> UciMove;
    /// The legal move `san` names, read leniently.
    ///
    /// # Errors
    /// [`SanError`] when it names no legal move, or several.
    fn resolve_san(&self, san: &San) -> Result<Move, SanError>;
    /// The legal move `uci` names, castling in either form.
    ///
    /// # Errors
    /// [`IllegalUciMoveError`] when it names no legal move.
    fn resolve_uci(&self, uci: &UciMove) -> Result<Move, IllegalUciMoveError>;

    /// Reads SAN text (leniently, as [`San::from_ascii`]) and finds the legal move it names
    /// (python-chess's `board.parse_san`), for every position type alike.
    ///
    /// ```
    /// use fianchetto_notation::Notation;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    ///
    /// let pos = Position::new();
    /// assert_eq!(pos.parse_san("Nf3")?, Move::normal(Square::G1, Square::F3));
    /// assert_eq!(pos.parse_san("Nf4").unwrap_err().to_string(), "illegal san: Nf4");
    /// assert_eq!(pos.parse_san("Nz3").unwrap_err().to_string(), r#"invalid san: "Nz3""#);
    /// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
    /// ```
    ///
    /// # Errors
    /// [`PushSanError::Invalid`] for text that is not SAN, [`PushSanError::Illegal`] for SAN
    /// that names no legal move or several.
    fn parse_san(&self, text: &str) -> Result<Move, PushSanError> {
        let san = San::from_ascii(text.as_bytes())?;
        Ok(self.resolve_san(&san)?)
    }

    /// Reads a UCI move (`e2e4`, castling in either form) and finds the legal move it names
    /// (python-chess's `board.parse_uci`), for every position type alike.
    ///
    /// ```
    /// use fianchetto_notation::Notation;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    ///
    /// let pos = Position::new();
    /// assert_eq!(pos.parse_uci("e2e4")?, Move::normal(Square::E2, Square::E4));
    /// assert_eq!(pos.parse_uci("e2e5").unwrap_err().to_string(), "illegal uci move: e2e5");
    /// # Ok::<(), fianchetto_notation::cursor::PushUciError>(())
    /// ```
    ///
    /// # Errors
    /// [`PushUciError::Invalid`] for text that is not a UCI move, [`PushUciError::Illegal`] for
    /// a move that is not legal here.
    fn parse_uci(&self, text: &str) -> Result<Move, PushUciError> {
        let uci = UciMove::from_ascii(text.as_bytes())?;
        Ok(self.resolve_uci(&uci)?)
    }
}

impl Notation for Position {
    fn to_fen(&self) -> String {
        Fen::from_position(self, EnPassantMode::Legal).to_string()
    }

    #[inline]
    fn san_plus(&self, m: Move) -> SanPlus {
        SanPlus::from_move(self, m)
    }

    #[inline]
    fn san_plus_after(&self, m: Move, after: &Position) -> SanPlus {
        SanPlus {
            san: San::from_move(self, m),
            suffix: Suffix::after(after),
        }
    }

    #[inline]
    fn uci_move(&self, m: Move) -> UciMove {
        UciMove::from_move_in(self, m)
    }

    #[inline]
    fn resolve_san(&self, san: &San) -> Result<Move, SanError> {
        san.to_move(self)
    }

    #[inline]
    fn resolve_uci(&self, uci: &UciMove) -> Result<Move, IllegalUciMoveError> {
        uci.to_move(self)
    }
}
