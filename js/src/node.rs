//! `Node`: the board a game stands on, a legal `Position` (the fast path) or, where chess.js
//! holds a board that is none (`put`, `remove`, `load` with `skipValidation`), movegen's
//! `UncheckedPosition`, the one layer for such boards. Every answer about a board lives here,
//! so the game above asks the same questions of either.

use fianchetto_movegen::{
    Board, CastlingMode, Color, EnPassantMode, Move, Position, PositionErrorKinds, Setup,
    UncheckedPosition,
};
use fianchetto_notation::Notation;
use fianchetto_notation::fen::Fen;

use crate::san;

/// A board: a legal position, or any other board with python-chess's rules on it.
#[derive(Clone, Debug)]
pub(crate) enum Node {
    Legal(Position),
    Loose(UncheckedPosition),
}

impl Node {
    /// The node for `setup`: a legal position where it is one once the castling rights that
    /// cannot stand and an en passant square no pawn skipped are dropped (as chess.js's `put`
    /// and `remove` drop them), more promoted pieces than missing pawns and checks no move
    /// could give accepted (chess.js plays on such boards); otherwise the board as it is, with
    /// the same two fields cleaned.
    pub(crate) fn from_setup(setup: Setup) -> Node {
        let legal = Position::from_setup(setup.clone(), CastlingMode::Standard)
            .or_else(|err| err.ignore_bad_castling_rights())
            .or_else(|err| err.ignore_invalid_ep_square())
            .or_else(|err| err.ignore_impossible_material())
            .or_else(|err| err.ignore_impossible_check());
        match legal {
            Ok(pos) => Node::Legal(pos),
            Err(_) => {
                let mut pos = UncheckedPosition::new(setup, CastlingMode::Standard);
                pos.setup.castling_rights = pos.clean_castling_rights();
                if pos.status().contains(PositionErrorKinds::INVALID_EP_SQUARE) {
                    pos.setup.ep_square = None;
                }
                Node::Loose(pos)
            }
        }
    }

    /// The pieces, turn, rights and clocks, to edit (the en passant square as set).
    pub(crate) fn setup(&self) -> Setup {
        match self {
            Node::Legal(pos) => pos.to_setup(EnPassantMode::Always),
            Node::Loose(pos) => pos.setup.clone(),
        }
    }

    pub(crate) fn board(&self) -> &Board {
        match self {
            Node::Legal(pos) => pos.board(),
            Node::Loose(pos) => &pos.setup.board,
        }
    }

    pub(crate) fn turn(&self) -> Color {
        match self {
            Node::Legal(pos) => pos.turn(),
            Node::Loose(pos) => pos.setup.turn,
        }
    }

    pub(crate) fn halfmoves(&self) -> u32 {
        match self {
            Node::Legal(pos) => pos.halfmoves(),
            Node::Loose(pos) => pos.setup.halfmoves,
        }
    }

    pub(crate) fn fullmoves(&self) -> u32 {
        match self {
            Node::Legal(pos) => pos.fullmoves().get(),
            Node::Loose(pos) => pos.setup.fullmoves.get(),
        }
    }

    /// The legal moves, in the core's order.
    pub(crate) fn legal_moves(&self) -> Vec<Move> {
        match self {
            Node::Legal(pos) => pos.legal_moves().into_iter().collect(),
            Node::Loose(pos) => {
                let mut moves = Vec::new();
                pos.for_each_legal_move(|m| moves.push(m));
                moves
            }
        }
    }

    pub(crate) fn is_check(&self) -> bool {
        match self {
            Node::Legal(pos) => pos.is_check(),
            Node::Loose(pos) => pos.checkers().any(),
        }
    }

    pub(crate) fn has_legal_moves(&self) -> bool {
        match self {
            Node::Legal(pos) => pos.has_legal_moves(),
            Node::Loose(pos) => {
                let mut any = false;
                pos.for_each_legal_move(|_| any = true);
                any
            }
        }
    }

    /// Neither side can mate, by the board alone (python-chess's rule, which agrees with
    /// chess.js's on every board with one king a side).
    pub(crate) fn is_insufficient_material(&self) -> bool {
        let board = self.board();
        Color::ALL
            .into_iter()
            .all(|color| board.has_insufficient_material(color))
    }

    /// The board after the legal move `m`.
    pub(crate) fn play(&self, m: Move) -> Node {
        match self {
            Node::Legal(pos) => Node::Legal(pos.play_unchecked(m)),
            Node::Loose(pos) => Node::from_setup(pos.play(m).setup),
        }
    }

    /// The board after a null move, `None` in check (chess.js refuses it there).
    pub(crate) fn play_null(&self) -> Option<Node> {
        match self {
            Node::Legal(pos) => pos.play_null().map(Node::Legal),
            Node::Loose(pos) if pos.checkers().is_empty() => {
                Some(Node::from_setup(pos.play_null().setup))
            }
            Node::Loose(_) => None,
        }
    }

    /// The FEN, the en passant square written as `ep` asks.
    pub(crate) fn fen(&self, ep: EnPassantMode) -> String {
        match self {
            Node::Legal(pos) => Fen::from_position(pos, ep).to_string(),
            Node::Loose(pos) => {
                let mut setup = pos.setup.clone();
                setup.ep_square = pos.ep_square(ep);
                Fen(setup).to_string()
            }
        }
    }

    /// The Polyglot key, the en passant square counted as `ep` asks.
    pub(crate) fn hash(&self, ep: EnPassantMode) -> u64 {
        match self {
            Node::Legal(pos) => pos.zobrist_hash_with(ep),
            Node::Loose(pos) => pos.zobrist_hash(ep),
        }
    }

    /// The SAN of the legal move `m`, with `+` or `#`.
    pub(crate) fn san(&self, m: Move) -> String {
        match self {
            Node::Legal(pos) => pos.san(m).to_string(),
            Node::Loose(pos) => san::write_loose(pos, m),
        }
    }

    /// The legal move `text` names, read leniently (`Nf3`, `0-0`, `e2e4`, `Ng1-f3`, `e8Q`).
    pub(crate) fn parse_san(&self, text: &str) -> Option<Move> {
        match self {
            Node::Legal(pos) => pos.parse_san(text).ok(),
            Node::Loose(pos) => san::read_loose(pos, text),
        }
    }
}
