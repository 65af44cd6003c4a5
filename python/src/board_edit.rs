//! `Board`'s editing methods (python-chess's `set_piece_at`, `set_fen`, `clear`, the property
//! setters) and its validation (`status`, `is_valid`): any board, legal or not. An edited board
//! that is a legal position goes back to the fast path.

use fianchetto::fen::Fen;
use fianchetto::movegen::{Bitboard, PositionErrorKinds, Setup, UncheckedPosition};
use fianchetto::notation::Notation;
use fianchetto::variant::{AnyPosition, UncheckedVariantPosition};
use fianchetto::{CastlingMode, Color, Role, Rules};
use pyo3::prelude::*;
use pyo3::types::PyType;

use crate::board_loose::parse_setup;
use crate::board_state::PyBoard;
use crate::errors::InvalidFenError;
use crate::legal_moves::LegalMoveGenerator;
use crate::loose;
use crate::moves::PyMove;
use crate::piece::PyPiece;
use crate::square::{color as to_color, square as to_square};

/// python-chess's `STATUS_*` flags, by bit.
mod status_bits {
    pub(super) const NO_WHITE_KING: u32 = 1 << 0;
    pub(super) const NO_BLACK_KING: u32 = 1 << 1;
    pub(super) const TOO_MANY_KINGS: u32 = 1 << 2;
    pub(super) const TOO_MANY_WHITE_PAWNS: u32 = 1 << 3;
    pub(super) const TOO_MANY_BLACK_PAWNS: u32 = 1 << 4;
    pub(super) const PAWNS_ON_BACKRANK: u32 = 1 << 5;
    pub(super) const TOO_MANY_WHITE_PIECES: u32 = 1 << 6;
    pub(super) const TOO_MANY_BLACK_PIECES: u32 = 1 << 7;
    pub(super) const BAD_CASTLING_RIGHTS: u32 = 1 << 8;
    pub(super) const INVALID_EP_SQUARE: u32 = 1 << 9;
    pub(super) const OPPOSITE_CHECK: u32 = 1 << 10;
    pub(super) const EMPTY: u32 = 1 << 11;
    pub(super) const TOO_MANY_CHECKERS: u32 = 1 << 15;
    pub(super) const IMPOSSIBLE_CHECK: u32 = 1 << 16;
}

/// `pos`'s problems as python-chess's status bits: the variant's, or in standard chess
/// movegen's reasons, split by color where python-chess splits them.
fn status_of(pos: &UncheckedVariantPosition) -> u32 {
    use status_bits::*;
    if pos.variant != fianchetto::Variant::Chess {
        return crate::variant_board::status_flags(&pos.status());
    }
    let kinds = pos.position.status();
    let board = &pos.setup.board;
    let mut bits = 0;
    let per_color = |white: u32, black: u32, test: &dyn Fn(Color) -> bool| {
        (if test(Color::White) { white } else { 0 }) | (if test(Color::Black) { black } else { 0 })
    };
    if board.occupied().is_empty() {
        bits |= EMPTY;
    }
    bits |= per_color(NO_WHITE_KING, NO_BLACK_KING, &|color| {
        (board.kings() & board.by_color(color)).is_empty()
    });
    bits |= per_color(TOO_MANY_WHITE_PAWNS, TOO_MANY_BLACK_PAWNS, &|color| {
        board.by_piece(Role::Pawn.of(color)).len() > 8
    });
    bits |= per_color(TOO_MANY_WHITE_PIECES, TOO_MANY_BLACK_PIECES, &|color| {
        board.by_color(color).len() > 16
    });
    let flags = [
        (PositionErrorKinds::TOO_MANY_KINGS, TOO_MANY_KINGS),
        (PositionErrorKinds::PAWNS_ON_BACKRANK, PAWNS_ON_BACKRANK),
        (PositionErrorKinds::BAD_CASTLING_RIGHTS, BAD_CASTLING_RIGHTS),
        (PositionErrorKinds::INVALID_EP_SQUARE, INVALID_EP_SQUARE),
        (PositionErrorKinds::OPPOSITE_CHECK, OPPOSITE_CHECK),
        (PositionErrorKinds::IMPOSSIBLE_CHECK, IMPOSSIBLE_CHECK),
    ];
    for (kind, bit) in flags {
        if kinds.contains(kind) {
            bits |= bit;
        }
    }
    if pos.checkers().len() > 2 {
        bits |= TOO_MANY_CHECKERS;
    }
    bits
}

#[pymethods]
impl PyBoard {
    /// An empty board (`Board(None)`), in Chess960 mode if `chess960`.
    #[classmethod]
    #[pyo3(signature = (*, chess960=false))]
    fn empty<'py>(cls: &Bound<'py, PyType>, chess960: bool) -> PyResult<Bound<'py, PyAny>> {
        cls.call1((None::<&str>, chess960))
    }

    /// What is wrong with the position, as python-chess's `Status` flags (`Status.VALID`, 0,
    /// for a legal position).
    fn status<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let bits = if self.loose.is_none() {
            0
        } else {
            status_of(&self.unchecked()?)
        };
        py.import("fianchetto")?.getattr("Status")?.call1((bits,))
    }

    /// Whether the position is legal (`status()` is `Status.VALID`).
    fn is_valid(&self) -> PyResult<bool> {
        Ok(self.loose.is_none() || status_of(&self.unchecked()?) == 0)
    }

    /// The castling rights as rook squares, a bitboard (as set: see `clean_castling_rights`).
    #[getter]
    fn castling_rights(&self) -> PyResult<u64> {
        Ok(self.unchecked()?.setup.castling_rights.0)
    }

    #[setter]
    fn set_castling_rights(&mut self, rights: u64) -> PyResult<()> {
        self.edit(|pos| pos.setup.castling_rights = Bitboard(rights))
    }

    /// The castling rights that can stand on this board (see `castling_rights`).
    fn clean_castling_rights(&self) -> PyResult<u64> {
        Ok(self.unchecked()?.clean_castling_rights().0)
    }

    #[setter]
    fn set_chess960(&mut self, chess960: bool) -> PyResult<()> {
        self.edit(|pos| pos.mode = CastlingMode::from_chess960(chess960))
    }

    #[setter]
    fn set_turn(&mut self, turn: bool) -> PyResult<()> {
        self.edit(|pos| pos.setup.turn = to_color(turn))
    }

    #[setter]
    fn set_ep_square(&mut self, square: Option<i64>) -> PyResult<()> {
        let square = square.map(to_square).transpose()?;
        self.edit(|pos| pos.setup.ep_square = square)
    }

    #[setter]
    fn set_halfmove_clock(&mut self, clock: u32) -> PyResult<()> {
        self.edit(|pos| pos.setup.halfmoves = clock)
    }

    #[setter]
    fn set_fullmove_number(&mut self, number: u32) -> PyResult<()> {
        let number = std::num::NonZeroU32::new(number).unwrap_or(std::num::NonZeroU32::MIN);
        self.edit(|pos| pos.setup.fullmoves = number)
    }

    /// Puts `piece` on `square` (empties it for `None`) and clears the move stack.
    #[pyo3(signature = (square, piece, promoted=false))]
    fn set_piece_at(
        &mut self,
        square: i64,
        piece: Option<PyRef<'_, PyPiece>>,
        promoted: bool,
    ) -> PyResult<()> {
        let piece = piece.map(|piece| piece.piece);
        let square = to_square(square)?;
        self.promoted -= square;
        if promoted && piece.is_some() {
            self.promoted |= square;
        }
        self.replace(|setup| match piece {
            Some(piece) => setup.board.set_piece_at(square, piece),
            None => {
                setup.board.remove_piece_at(square);
            }
        })
    }

    /// Removes and returns the piece on `square`, if any; clears the move stack.
    fn remove_piece_at(&mut self, square: i64) -> PyResult<Option<PyPiece>> {
        let square = to_square(square)?;
        let piece = self.piece_board().piece_at(square);
        self.promoted -= square;
        self.replace(|setup| {
            setup.board.remove_piece_at(square);
        })?;
        Ok(piece.map(|piece| PyPiece { piece }))
    }

    /// Empties the board: no pieces, White to move, no rights, clocks at 0 and 1, no moves.
    fn clear(&mut self) -> PyResult<()> {
        self.promoted = Bitboard::EMPTY;
        self.replace(|setup| *setup = Setup::empty())
    }

    /// Removes every piece (turn, rights and clocks stay) and clears the move stack.
    fn clear_board(&mut self) -> PyResult<()> {
        self.promoted = Bitboard::EMPTY;
        self.replace(|setup| setup.board = fianchetto::movegen::Board::empty())
    }

    /// Forgets the moves played: the position stays, `move_stack` is empty.
    fn clear_stack(&mut self) -> PyResult<()> {
        self.replace(|_| {})
    }

    /// Sets the position from `fen` (the move stack cleared). Raises `ValueError` for text
    /// that is no FEN.
    fn set_fen(&mut self, fen: &str) -> PyResult<()> {
        let variant = self.position().variant();
        let chess960 = self.position().castling_mode() == CastlingMode::Chess960;
        let board = PyBoard::parse_any(Some(fen), variant, chess960)?;
        self.cursor = board.cursor;
        self.loose = board.loose;
        self.promoted = Bitboard::EMPTY;
        Ok(())
    }

    /// Sets the piece placement from the board part of a FEN (the move stack cleared).
    fn set_board_fen(&mut self, fen: &str) -> PyResult<()> {
        if fen.trim() != fen || fen.contains(' ') {
            return Err(InvalidFenError::new_err(format!(
                "expected a board fen: {fen:?}"
            )));
        }
        let placed = parse_setup(fen)?.board;
        self.promoted = Bitboard::EMPTY;
        self.replace(|setup| setup.board = placed)
    }

    /// Sets the castling rights from a FEN castling field (`KQkq`, `-`, Shredder or X-FEN).
    fn set_castling_fen(&mut self, castling_fen: &str) -> PyResult<()> {
        let pos = self.unchecked()?;
        let mut text = Fen(pos.setup.clone()).to_string();
        let fields: Vec<&str> = text.split(' ').collect();
        let castling = if castling_fen.is_empty() {
            "-"
        } else {
            castling_fen
        };
        if castling.contains(' ') {
            return Err(InvalidFenError::new_err(format!(
                "invalid castling fen: {castling_fen:?}"
            )));
        }
        text = format!("{} {} {castling} - 0 1", fields[0], fields[1]);
        let rights = parse_setup(&text)?.castling_rights;
        self.edit(|pos| pos.setup.castling_rights = rights)
    }

    /// The number of plies since the start of the game: `2 * (fullmove_number - 1)`, one
    /// more with Black to move (as python-chess counts, whatever the move stack holds).
    fn ply(&self) -> PyResult<u32> {
        let setup = self.unchecked()?.setup.clone();
        Ok(2 * (setup.fullmoves.get() - 1) + u32::from(setup.turn == Color::Black))
    }
}

impl PyBoard {
    /// Applies `edit` to the setup and clears the move stack, as python-chess's edits do.
    fn replace(&mut self, edit: impl FnOnce(&mut Setup)) -> PyResult<()> {
        let mut pos = self.unchecked()?;
        edit(&mut pos.setup);
        self.set_unchecked(pos);
        Ok(())
    }
}

/// The pseudo-legal moves and the move tests python-chess offers beside the legal moves.
#[pymethods]
impl PyBoard {
    /// The pseudo-legal moves (those that may leave the king attacked), as a live view.
    #[getter]
    fn pseudo_legal_moves(slf: &Bound<'_, Self>) -> LegalMoveGenerator {
        LegalMoveGenerator::pseudo_legal(slf.clone().unbind())
    }

    /// The pseudo-legal moves from squares of `from_mask` to squares of `to_mask` (bitboards).
    #[pyo3(signature = (from_mask=u64::MAX, to_mask=u64::MAX))]
    fn generate_pseudo_legal_moves<'py>(
        &self,
        py: Python<'py>,
        from_mask: u64,
        to_mask: u64,
    ) -> PyResult<Bound<'py, PyAny>> {
        let pos = self.unchecked()?;
        let moves = loose::pseudo_legal_moves(&pos, Bitboard(from_mask), Bitboard(to_mask));
        moves_iter(py, &pos, moves)
    }

    /// The legal moves from squares of `from_mask` to squares of `to_mask` (bitboards).
    #[pyo3(signature = (from_mask=u64::MAX, to_mask=u64::MAX))]
    fn generate_legal_moves<'py>(
        &self,
        py: Python<'py>,
        from_mask: u64,
        to_mask: u64,
    ) -> PyResult<Bound<'py, PyAny>> {
        if let Some(moves) = self.variant_moves(py, from_mask, to_mask, |_, _| true) {
            return moves;
        }
        let pos = self.unchecked()?;
        let moves = loose::legal_moves(&pos, Bitboard(from_mask), Bitboard(to_mask));
        moves_iter(py, &pos, moves)
    }

    /// Whether `move` is pseudo-legal (legal but for leaving the king attacked), or null.
    fn is_pseudo_legal(&self, r#move: PyRef<'_, PyMove>) -> PyResult<bool> {
        let pos = self.unchecked()?;
        Ok(loose::resolve(&pos, &r#move.uci).is_some_and(|m| m.is_some()))
    }

    /// The legal captures (en passant included) from `from_mask` to `to_mask`.
    #[pyo3(signature = (from_mask=u64::MAX, to_mask=u64::MAX))]
    fn generate_legal_captures<'py>(
        &self,
        py: Python<'py>,
        from_mask: u64,
        to_mask: u64,
    ) -> PyResult<Bound<'py, PyAny>> {
        if let Some(moves) = self.variant_moves(py, from_mask, to_mask, |pos, m| pos.is_capture(m))
        {
            return moves;
        }
        let pos = self.unchecked()?;
        let theirs = pos.setup.board.by_color(!pos.setup.turn);
        let mut moves = loose::legal_moves(&pos, Bitboard(from_mask), Bitboard(to_mask));
        moves.retain(|m| m.is_en_passant() || (theirs.contains(m.to()) && !m.is_castle()));
        moves_iter(py, &pos, moves)
    }

    /// The pseudo-legal captures (en passant included) from `from_mask` to `to_mask`.
    #[pyo3(signature = (from_mask=u64::MAX, to_mask=u64::MAX))]
    fn generate_pseudo_legal_captures<'py>(
        &self,
        py: Python<'py>,
        from_mask: u64,
        to_mask: u64,
    ) -> PyResult<Bound<'py, PyAny>> {
        let pos = self.unchecked()?;
        let theirs = pos.setup.board.by_color(!pos.setup.turn);
        let mut moves = loose::pseudo_legal_moves(&pos, Bitboard(from_mask), Bitboard(to_mask));
        moves.retain(|m| m.is_en_passant() || (theirs.contains(m.to()) && !m.is_castle()));
        moves_iter(py, &pos, moves)
    }

    /// The pseudo-legal en passant captures.
    fn generate_pseudo_legal_ep<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let pos = self.unchecked()?;
        let mut moves = loose::pseudo_legal_moves(&pos, Bitboard::FULL, Bitboard::FULL);
        moves.retain(|m| m.is_en_passant());
        moves_iter(py, &pos, moves)
    }

    /// The legal en passant captures.
    fn generate_legal_ep<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        if let Some(moves) = self.variant_moves(py, u64::MAX, u64::MAX, |_, m| m.is_en_passant()) {
            return moves;
        }
        let pos = self.unchecked()?;
        let mut moves = loose::legal_moves(&pos, Bitboard::FULL, Bitboard::FULL);
        moves.retain(|m| m.is_en_passant());
        moves_iter(py, &pos, moves)
    }

    /// The legal castles of the king on `from_mask` with the rooks on `to_mask`.
    #[pyo3(signature = (from_mask=u64::MAX, to_mask=u64::MAX))]
    fn generate_castling_moves<'py>(
        &self,
        py: Python<'py>,
        from_mask: u64,
        to_mask: u64,
    ) -> PyResult<Bound<'py, PyAny>> {
        if let Some(moves) = self.variant_moves(py, from_mask, to_mask, |_, m| m.is_castle()) {
            return moves;
        }
        let pos = self.unchecked()?;
        let mut moves = loose::legal_moves(&pos, Bitboard(from_mask), Bitboard(to_mask));
        moves.retain(|m| m.is_castle());
        moves_iter(py, &pos, moves)
    }

    /// Whether the pseudo-legal `move` leaves the king of the side to move attacked.
    fn is_into_check(&self, r#move: PyRef<'_, PyMove>) -> PyResult<bool> {
        let pos = self.unchecked()?;
        Ok(loose::resolve(&pos, &r#move.uci)
            .flatten()
            .is_some_and(|m| pos.is_into_check(m)))
    }
}

impl PyBoard {
    /// On a variant board (always a legal position), its legal moves from `from_mask` to
    /// `to_mask` that `keep` keeps, as an iterator of shared `Move`s; `None` on a standard
    /// board, which `UncheckedPosition` answers.
    fn variant_moves<'py>(
        &self,
        py: Python<'py>,
        from_mask: u64,
        to_mask: u64,
        keep: impl Fn(&AnyPosition, fianchetto::Move) -> bool,
    ) -> Option<PyResult<Bound<'py, PyAny>>> {
        let pos = self.position();
        if self.loose.is_some() || pos.variant() == fianchetto::Variant::Chess {
            return None;
        }
        let (from, to) = (Bitboard(from_mask), Bitboard(to_mask));
        let moves = pos
            .legal_moves()
            .into_iter()
            .filter(|&m| from.contains(m.from()) && to.contains(m.to()) && keep(pos, m))
            .map(|m| pos.uci(m));
        Some(PyMove::iter_shared(py, moves))
    }
}

/// `moves` of `pos` as an iterator of shared `Move`s.
fn moves_iter<'py>(
    py: Python<'py>,
    pos: &UncheckedPosition,
    moves: Vec<fianchetto::Move>,
) -> PyResult<Bound<'py, PyAny>> {
    PyMove::iter_shared(py, moves.into_iter().map(|m| loose::uci(pos, Some(m))))
}
