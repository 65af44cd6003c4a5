//! UCI of variant moves, with notation's [`UciMove`]: [`VariantPosition::uci`],
//! [`VariantPosition::uci_to_move`] and [`VariantPosition::parse_uci`].

use fianchetto_movegen::{CastlingSide, File, Move, Role};
use fianchetto_notation::cursor::PushUciError;
use fianchetto_notation::uci::{IllegalUciMoveError, UciMove};

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

    /// The legal move this UCI move names. Castling may be given in either form, whatever the
    /// castling mode: king takes own rook (`e1h1`), or king to its destination (`e1g1`) when
    /// that is not a legal king move by itself.
    ///
    /// ```
    /// use fianchetto_variant::{Variant, VariantPosition};
    /// use fianchetto_variant::movegen::{Move, Role, Square};
    /// use fianchetto_variant::notation::uci::UciMove;
    ///
    /// let pos = VariantPosition::from_fen("4k3/8/8/8/8/8/8/4K2R[N] w K - 0 1", Variant::Crazyhouse)?;
    /// let castle = Move::castle(Square::E1, Square::H1);
    /// assert_eq!(pos.uci_to_move(&"e1g1".parse()?)?, castle);
    /// assert_eq!(pos.uci_to_move(&"e1h1".parse()?)?, castle);
    /// assert_eq!(pos.uci_to_move(&"N@f3".parse()?)?, Move::drop(Role::Knight, Square::F3));
    /// assert!(pos.uci_to_move(&"Q@f3".parse()?).is_err());
    /// assert!(pos.uci_to_move(&UciMove::Null).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`IllegalUciMoveError`] when no legal move matches (always for [`UciMove::Null`], which
    /// is not a [`Move`]).
    pub fn uci_to_move(&self, uci: &UciMove) -> Result<Move, IllegalUciMoveError> {
        let illegal = IllegalUciMoveError::new(*uci);
        let legal = |m: Move| {
            if self.is_legal(m) {
                Ok(m)
            } else {
                Err(illegal)
            }
        };
        let (from, to, promotion) = match *uci {
            UciMove::Null => return Err(illegal),
            UciMove::Drop { role, to } => return legal(Move::drop(role, to)),
            UciMove::Normal {
                from,
                to,
                promotion,
            } => (from, to, promotion),
        };
        let board = self.board();
        let turn = self.turn();
        let Some(role) = board
            .role_at(from)
            .filter(|_| board.by_color(turn).contains(from))
        else {
            return Err(illegal);
        };
        let candidate = match role {
            Role::Pawn => match promotion {
                Some(promotion) => Move::promotion(from, to, promotion),
                None if from.file() != to.file() && !board.occupied().contains(to) => {
                    Move::en_passant(from, to)
                }
                None => Move::normal(from, to),
            },
            _ if promotion.is_some() => return Err(illegal),
            Role::King if board.by_piece(Role::Rook.of(turn)).contains(to) => {
                Move::castle(from, to)
            }
            _ => Move::normal(from, to),
        };
        if self.is_legal(candidate) {
            return Ok(candidate);
        }
        // A castle is a king-takes-rook `Move`, so the king's destination (`e1g1`, standard
        // UCI's form, read in Chess960 too) matches none above.
        if role == Role::King && from.rank() == to.rank() {
            let side = match to.file() {
                File::G => CastlingSide::KingSide,
                File::C => CastlingSide::QueenSide,
                _ => return Err(illegal),
            };
            if let Some(rook) = self.castling_rook(turn, side) {
                let castle = Move::castle(from, rook);
                if castle.king_destination() == to {
                    return legal(castle);
                }
            }
        }
        Err(illegal)
    }

    /// Reads UCI text and finds the legal move it names, as
    /// [`VariantPosition::uci_to_move`]. The text is what [`UciMove::from_ascii`] reads,
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
        Ok(self.uci_to_move(&uci)?)
    }
}
