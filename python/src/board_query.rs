//! `Board`'s questions about squares and moves, python-chess's `BaseBoard` and `Board` ones:
//! the bitboards of the pieces, attacks, attackers, pins, checkers, what kind of move a move is,
//! castling rights. Every board answers, legal or not.

use fianchetto::movegen::attacks;
use fianchetto::movegen::{Bitboard, CastlingMode};
use fianchetto::uci::UciMove;
use fianchetto::variant::UncheckedVariantPosition;
use fianchetto::{Color, EnPassantMode, Role};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::board_state::PyBoard;
use crate::errors::IllegalMoveError;
use crate::loose;
use crate::moves::PyMove;
use crate::piece::PyPiece;
use crate::square::{color as to_color, is_white, piece_type, role, square as to_square};

/// `mask` as a `fianchetto.SquareSet`.
fn square_set(py: Python<'_>, mask: Bitboard) -> PyResult<Bound<'_, PyAny>> {
    py.import("fianchetto")?
        .getattr("SquareSet")?
        .call1((mask.0,))
}

impl PyBoard {
    /// The pieces that attack `square` from `from`, as its role moves there.
    fn attacks_of(&self, from: fianchetto::Square) -> Bitboard {
        let board = self.piece_board();
        let occupied = board.occupied();
        match (board.role_at(from), board.color_at(from)) {
            (Some(Role::Pawn), Some(color)) => attacks::pawn(color, from),
            (Some(Role::Knight), _) => attacks::knight(from),
            (Some(Role::Bishop), _) => attacks::bishop(from, occupied),
            (Some(Role::Rook), _) => attacks::rook(from, occupied),
            (Some(Role::Queen), _) => attacks::queen(from, occupied),
            (Some(Role::King), _) => attacks::king(from),
            _ => Bitboard::EMPTY,
        }
    }

    /// The line through `color`'s king and the enemy slider that pins the piece on `square`,
    /// or every square where nothing pins it.
    fn pin_of(&self, color: Color, square: fianchetto::Square) -> Bitboard {
        let board = self.piece_board();
        let Some(king) = (board.kings() & board.by_color(color)).last() else {
            return Bitboard::FULL;
        };
        let theirs = board.by_color(!color);
        let snipers = (attacks::rook(king, Bitboard::EMPTY) & board.rooks_and_queens()
            | attacks::bishop(king, Bitboard::EMPTY) & board.bishops_and_queens())
            & theirs;
        for sniper in snipers {
            // The square counts as occupied: an empty square on the line is pinned too (a
            // piece put there could not leave the line), as python-chess answers.
            let between = fianchetto::bitboard::rays::between(king, sniper);
            if between.contains(square) && (between & board.occupied()) - square == Bitboard::EMPTY
            {
                return fianchetto::bitboard::rays::line(king, sniper);
            }
        }
        Bitboard::FULL
    }

    /// The pieces of the side not to move that attack the king of the side to move.
    fn checkers_bits(&self) -> PyResult<Bitboard> {
        Ok(match &self.loose {
            Some(game) => game.current.checkers(),
            None => self.unchecked_position_any().checkers(),
        })
    }

    /// The position as an `UncheckedVariantPosition`, legal or not.
    fn unchecked_position_any(&self) -> UncheckedVariantPosition {
        match &self.loose {
            Some(game) => game.current.clone(),
            None => loose::unchecked(self.position()),
        }
    }

    /// The pseudo-legal move `m` names, if any (`None` for the null move too).
    fn move_of(&self, m: &PyMove) -> Option<fianchetto::Move> {
        loose::resolve(&self.unchecked_position_any(), &m.uci).flatten()
    }
}

#[pymethods]
impl PyBoard {
    /// All pieces, a bitboard.
    #[getter]
    fn occupied(&self) -> u64 {
        self.piece_board().occupied().0
    }

    /// The pieces of each color, bitboards: `occupied_co[WHITE]`, `occupied_co[BLACK]`.
    #[getter]
    fn occupied_co(&self) -> [u64; 2] {
        let board = self.piece_board();
        [
            board.by_color(Color::Black).0,
            board.by_color(Color::White).0,
        ]
    }

    /// The pawns, a bitboard.
    #[getter]
    fn pawns(&self) -> u64 {
        self.piece_board().pawns().0
    }

    /// The knights, a bitboard.
    #[getter]
    fn knights(&self) -> u64 {
        self.piece_board().knights().0
    }

    /// The bishops, a bitboard.
    #[getter]
    fn bishops(&self) -> u64 {
        self.piece_board().bishops().0
    }

    /// The rooks, a bitboard.
    #[getter]
    fn rooks(&self) -> u64 {
        self.piece_board().rooks().0
    }

    /// The queens, a bitboard.
    #[getter]
    fn queens(&self) -> u64 {
        self.piece_board().queens().0
    }

    /// The kings, a bitboard.
    #[getter]
    fn kings(&self) -> u64 {
        self.piece_board().kings().0
    }

    /// The pieces marked as promoted by `set_piece_at(..., promoted=True)`, a bitboard.
    #[getter]
    fn promoted(&self) -> u64 {
        self.promoted.0
    }

    /// The piece type on `square` (`PAWN` to `KING`), or `None`.
    fn piece_type_at(&self, square: i64) -> PyResult<Option<u8>> {
        Ok(self
            .piece_board()
            .role_at(to_square(square)?)
            .map(piece_type))
    }

    /// The color of the piece on `square`, or `None`.
    fn color_at(&self, square: i64) -> PyResult<Option<bool>> {
        Ok(self
            .piece_board()
            .color_at(to_square(square)?)
            .map(is_white))
    }

    /// The squares of `color`'s pieces of `piece_type`, a bitboard.
    fn pieces_mask(&self, piece_type: i64, color: bool) -> PyResult<u64> {
        Ok(self
            .piece_board()
            .by_piece(role(piece_type)?.of(to_color(color)))
            .0)
    }

    /// The squares of `color`'s pieces of `piece_type`, a `SquareSet`.
    fn pieces<'py>(
        &self,
        py: Python<'py>,
        piece_type: i64,
        color: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        square_set(py, Bitboard(self.pieces_mask(piece_type, color)?))
    }

    /// The pieces on the squares of `mask` (all by default), by square.
    #[pyo3(signature = (*, mask=u64::MAX))]
    fn piece_map<'py>(&self, py: Python<'py>, mask: u64) -> PyResult<Bound<'py, PyDict>> {
        let board = self.piece_board();
        let map = PyDict::new(py);
        for square in (board.occupied() & Bitboard(mask)).into_iter().rev() {
            if let Some(piece) = board.piece_at(square) {
                map.set_item(square as u8, PyPiece { piece })?;
            }
        }
        Ok(map)
    }

    /// Replaces every piece with those of `pieces` (square to piece), the move stack cleared.
    fn set_piece_map(&mut self, pieces: &Bound<'_, PyDict>) -> PyResult<()> {
        let mut board = fianchetto::movegen::Board::empty();
        for (square, piece) in pieces.iter() {
            let square = to_square(square.extract()?)?;
            board.set_piece_at(square, piece.cast::<PyPiece>()?.borrow().piece);
        }
        let mut pos = self.unchecked()?;
        pos.setup.board = board;
        self.set_unchecked(pos);
        Ok(())
    }

    /// The squares the piece on `square` attacks (empty for an empty square), a bitboard.
    fn attacks_mask(&self, square: i64) -> PyResult<u64> {
        Ok(self.attacks_of(to_square(square)?).0)
    }

    /// The squares the piece on `square` attacks, a `SquareSet`.
    fn attacks<'py>(&self, py: Python<'py>, square: i64) -> PyResult<Bound<'py, PyAny>> {
        square_set(py, Bitboard(self.attacks_mask(square)?))
    }

    /// `color`'s pieces that attack `square`, a bitboard.
    fn attackers_mask(&self, color: bool, square: i64) -> PyResult<u64> {
        let board = self.piece_board();
        Ok(board
            .attackers(to_square(square)?, to_color(color), board.occupied())
            .0)
    }

    /// `color`'s pieces that attack `square`, a `SquareSet`.
    fn attackers<'py>(
        &self,
        py: Python<'py>,
        color: bool,
        square: i64,
    ) -> PyResult<Bound<'py, PyAny>> {
        square_set(py, Bitboard(self.attackers_mask(color, square)?))
    }

    /// Whether a piece of `color` attacks `square`.
    fn is_attacked_by(&self, color: bool, square: i64) -> PyResult<bool> {
        Ok(self.attackers_mask(color, square)? != 0)
    }

    /// The line along which the piece of `color` on `square` is pinned to its king, a bitboard
    /// (every square where it is not pinned).
    fn pin_mask(&self, color: bool, square: i64) -> PyResult<u64> {
        Ok(self.pin_of(to_color(color), to_square(square)?).0)
    }

    /// The pin line of the piece on `square` (see `pin_mask`), a `SquareSet`.
    fn pin<'py>(&self, py: Python<'py>, color: bool, square: i64) -> PyResult<Bound<'py, PyAny>> {
        square_set(py, Bitboard(self.pin_mask(color, square)?))
    }

    /// Whether the piece of `color` on `square` is pinned to its king.
    fn is_pinned(&self, color: bool, square: i64) -> PyResult<bool> {
        Ok(self.pin_mask(color, square)? != u64::MAX)
    }

    /// The pieces giving check, a bitboard.
    fn checkers_mask(&self) -> PyResult<u64> {
        Ok(self.checkers_bits()?.0)
    }

    /// The pieces giving check, a `SquareSet`.
    fn checkers<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        square_set(py, self.checkers_bits()?)
    }

    /// Whether `move` castles (a king's step of two files, or onto its own rook).
    fn is_castling(&self, r#move: PyRef<'_, PyMove>) -> bool {
        self.move_of(&r#move).is_some_and(|m| m.is_castle())
    }

    /// Whether `move` castles on the king side.
    fn is_kingside_castling(&self, r#move: PyRef<'_, PyMove>) -> bool {
        self.move_of(&r#move)
            .is_some_and(|m| m.is_castle() && m.to().file() > m.from().file())
    }

    /// Whether `move` castles on the queen side.
    fn is_queenside_castling(&self, r#move: PyRef<'_, PyMove>) -> bool {
        self.move_of(&r#move)
            .is_some_and(|m| m.is_castle() && m.to().file() < m.from().file())
    }

    /// Whether `move` captures en passant.
    fn is_en_passant(&self, r#move: PyRef<'_, PyMove>) -> bool {
        self.move_of(&r#move).is_some_and(|m| m.is_en_passant())
    }

    /// Whether `move` resets the fifty-move clock: a pawn move or a capture.
    fn is_zeroing(&self, r#move: PyRef<'_, PyMove>) -> bool {
        let UciMove::Normal { from, to, .. } = r#move.uci else {
            return false;
        };
        let board = self.piece_board();
        let turn = self.unchecked_position_any().setup.turn;
        board.pawns().contains(from) || board.by_color(!turn).contains(to)
    }

    /// Whether `move` cannot be taken back by a later move: a zeroing move, one that loses
    /// castling rights, or any move while an en passant capture is legal.
    fn is_irreversible(&self, r#move: PyRef<'_, PyMove>) -> PyResult<bool> {
        let pos = self.unchecked_position_any();
        if pos.variant != fianchetto::Variant::Chess {
            return Ok(match loose::resolve(&pos, &r#move.uci) {
                Some(m) => pos.is_irreversible(m),
                None => false,
            });
        }
        let UciMove::Normal { from, to, .. } = r#move.uci else {
            return Ok(false);
        };
        let rights = pos.clean_castling_rights();
        let board = pos.setup.board;
        let touched = Bitboard::from(from) | to;
        let king_moves = Color::ALL.into_iter().any(|color| {
            (rights & Bitboard::backrank(color)).any()
                && (touched & board.kings() & board.by_color(color)).any()
        });
        Ok(self.is_zeroing(r#move)
            || (touched & rights).any()
            || king_moves
            || pos.ep_square(EnPassantMode::Legal).is_some())
    }

    /// Whether `color` has a castling right left.
    fn has_castling_rights(&self, color: bool) -> bool {
        let pos = self.unchecked_position_any();
        (pos.clean_castling_rights() & Bitboard::backrank(to_color(color))).any()
    }

    /// Whether `color` may still castle on the king side.
    fn has_kingside_castling_rights(&self, color: bool) -> bool {
        self.castling_side_rights(to_color(color), true)
    }

    /// Whether `color` may still castle on the queen side.
    fn has_queenside_castling_rights(&self, color: bool) -> bool {
        self.castling_side_rights(to_color(color), false)
    }

    /// Whether a castling right is one that standard chess does not know (a rook off its
    /// corner or a king off the e-file).
    fn has_chess960_castling_rights(&self) -> bool {
        let mut pos = self.unchecked_position_any();
        pos.mode = CastlingMode::Chess960;
        let rights = pos.clean_castling_rights();
        let board = pos.setup.board;
        if (rights - Bitboard::CORNERS).any() {
            return true;
        }
        Color::ALL.into_iter().any(|color| {
            let backrank = Bitboard::backrank(color);
            let e_file = Bitboard::from_file(fianchetto::File::E) & backrank;
            (rights & backrank).any() && (board.kings() & board.by_color(color) & e_file).is_empty()
        })
    }

    /// Whether an en passant capture is legal.
    fn has_legal_en_passant(&self) -> bool {
        self.unchecked_position_any()
            .ep_square(EnPassantMode::Legal)
            .is_some()
    }

    /// Whether a pawn stands ready to capture en passant, legal or not.
    fn has_pseudo_legal_en_passant(&self) -> bool {
        self.unchecked_position_any()
            .ep_square(EnPassantMode::PseudoLegal)
            .is_some()
    }

    /// The legal move from `from_square` to `to_square` (a pawn to the last rank promotes to
    /// a queen unless `promotion` says otherwise; a castle in either notation). Raises
    /// `IllegalMoveError` where there is none.
    #[pyo3(signature = (from_square, to_square, promotion=None))]
    fn find_move(
        &self,
        from_square: i64,
        to_square: i64,
        promotion: Option<i64>,
    ) -> PyResult<PyMove> {
        let (from, to) = (self::to_square(from_square)?, self::to_square(to_square)?);
        let pos = self.unchecked_position_any();
        let promotion = match promotion {
            Some(piece) => Some(role(piece)?),
            None if pos.setup.board.pawns().contains(from) && Bitboard::BACKRANKS.contains(to) => {
                Some(Role::Queen)
            }
            None => None,
        };
        let text = UciMove::Normal {
            from,
            to,
            promotion,
        };
        loose::resolve(&pos, &text)
            .flatten()
            .filter(|&m| !pos.is_into_check(m))
            .map(|m| PyMove::from(loose::uci(&pos, Some(m))))
            .ok_or_else(|| {
                IllegalMoveError::new_err(format!(
                    "no matching legal move for {text} ({from} -> {to}) in {}",
                    self.plain_fen()
                ))
            })
    }
}

impl PyBoard {
    fn castling_side_rights(&self, color: Color, king_side: bool) -> bool {
        let pos = self.unchecked_position_any();
        let backrank = Bitboard::backrank(color);
        let board = pos.setup.board;
        let Some(king) = (board.kings() & board.by_color(color) & backrank).last() else {
            return false;
        };
        (pos.clean_castling_rights() & backrank)
            .into_iter()
            .any(|rook| (rook.file() > king.file()) == king_side)
    }
}
