//! `Board`'s Python methods: python-chess's everyday ones, on a position and the moves that
//! led to it (the class itself is in `board_state`). Standard chess, Chess960 and the variants
//! (`fianchetto.variant`'s subclasses) share it.

use std::hash::{Hash, Hasher};

use fianchetto::cursor::GameCursor;
use fianchetto::movegen::Bitboard;
use fianchetto::notation::Notation;
use fianchetto::svg::Picture;
use fianchetto::uci::UciMove;
use fianchetto::variant::AnyPosition;
use fianchetto::{CastlingMode, Color, Outcome, Rules, Square, Variant};
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyType};

use crate::board_state::PyBoard;
use crate::errors::{IllegalMoveError, san_error, uci_error};
use crate::legal_moves::LegalMoveGenerator;
use crate::loose;
use crate::move_stack::MoveStack;
use crate::moves::PyMove;
use crate::outcome::PyOutcome;
use crate::piece::PyPiece;
use crate::square::{color as to_color, is_white, square as to_square, square_index};

/// The same call on whichever position an [`AnyPosition`] holds.
macro_rules! either {
    ($any:expr, $pos:ident => $call:expr) => {
        match $any {
            AnyPosition::Standard($pos) => $call,
            AnyPosition::Variant($pos) => $call,
        }
    };
}

/// The default of `Board(fen)`: python-chess's `Board(None)` is the empty board, so the start
/// position needs a value of its own.
const STARTING_MARKER: &str = "\0start";

#[pymethods]
impl PyBoard {
    #[new]
    #[pyo3(
        signature = (fen=Some(STARTING_MARKER), chess960=false, *, _variant="chess"),
        text_signature = "(fen='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', chess960=False, *, _variant='chess')"
    )]
    fn new(fen: Option<&str>, chess960: bool, _variant: &str) -> PyResult<PyBoard> {
        let variant = _variant;
        let (variant, _) =
            Variant::from_name(variant).map_err(|err| PyValueError::new_err(err.to_string()))?;
        let fen = match fen {
            Some(STARTING_MARKER) => None,
            // python-chess's `Board(None)`: the empty board (a variant's `None` is its start).
            None if variant == Variant::Chess => Some("8/8/8/8/8/8/8/8 w - - 0 1"),
            fen => fen,
        };
        PyBoard::parse_any(fen, variant, chess960)
    }

    /// The variant's name as UCI engines and python-chess's `uci_variant` say it: `chess`,
    /// `atomic`, `antichess`, `crazyhouse`, `kingofthehill`, `3check`, `horde`, `racingkings`.
    #[getter]
    fn variant(&self) -> &'static str {
        self.position().variant().uci_name()
    }

    /// Whether castling reads and writes as in Chess960 (`e1h1`).
    #[getter]
    fn chess960(&self) -> bool {
        self.position().castling_mode() == CastlingMode::Chess960
    }

    /// The side to move: `True` (`WHITE`) or `False` (`BLACK`).
    #[getter]
    fn turn(&self) -> bool {
        if let Some(game) = &self.loose {
            return is_white(game.current.setup.turn);
        }
        is_white(self.position().turn())
    }

    /// The square a pawn that just moved two squares skipped, whether or not a capture there
    /// is legal (as python-chess's), else `None`.
    #[getter]
    fn ep_square(&self) -> Option<u8> {
        if let Some(game) = &self.loose {
            return game.current.setup.ep_square.map(square_index);
        }
        self.position()
            .ep_square(fianchetto::EnPassantMode::Always)
            .map(square_index)
    }

    /// Plies since the last capture or pawn move.
    #[getter]
    fn halfmove_clock(&self) -> u32 {
        if let Some(game) = &self.loose {
            return game.current.setup.halfmoves;
        }
        self.position().halfmoves()
    }

    /// The move number, from 1, counting up after Black's move.
    #[getter]
    fn fullmove_number(&self) -> u32 {
        if let Some(game) = &self.loose {
            return game.current.setup.fullmoves.get();
        }
        self.position().fullmoves().get()
    }

    /// The position as FEN (the en passant square only where a capture is legal; castling
    /// rights in X-FEN, `KQkq` where those name the outermost rooks, as python-chess writes
    /// them, in Chess960 too).
    #[pyo3(signature = (*, shredder=false, en_passant="legal", promoted=None))]
    fn fen(&self, shredder: bool, en_passant: &str, promoted: Option<bool>) -> PyResult<String> {
        let _ = promoted; // Standard chess marks no promoted pieces.
        self.fen_as(shredder, en_passant)
    }

    /// The piece placement part of the FEN.
    #[pyo3(signature = (*, promoted=None))]
    fn board_fen(&self, promoted: Option<bool>) -> String {
        let _ = promoted;
        let fen = self.plain_fen();
        // python-chess's `board_fen()` leaves out crazyhouse's pockets (not its `~` marks).
        fen.split([' ', '[']).next().unwrap_or_default().to_owned()
    }

    /// The piece on `square`, or `None`.
    fn piece_at(&self, square: i64) -> PyResult<Option<PyPiece>> {
        let square = to_square(square)?;
        Ok(self
            .piece_board()
            .piece_at(square)
            .map(|piece| PyPiece { piece }))
    }

    /// The square of `color`'s king (the first, if a variant gives it several), or `None`.
    fn king(&self, color: bool) -> Option<u8> {
        if let Some(game) = &self.loose {
            return game.current.king(to_color(color)).map(square_index);
        }
        self.position()
            .board()
            .king_of(to_color(color))
            .map(square_index)
    }

    /// The legal moves, as a live view of this board: `in`, `count()`, iteration.
    #[getter]
    fn legal_moves(slf: &Bound<'_, Self>) -> LegalMoveGenerator {
        LegalMoveGenerator::new(slf.clone().unbind())
    }

    /// Whether `move` is legal here.
    fn is_legal(&self, r#move: PyRef<'_, PyMove>) -> bool {
        if let Some(game) = &self.loose {
            return loose::resolve(&game.current, &r#move.uci)
                .is_some_and(|m| m.is_some_and(|m| !game.current.is_into_check(m)));
        }
        self.position().resolve_uci(&r#move.uci).is_ok()
    }

    /// Plays `move`. Raises `IllegalMoveError` when it is not legal (python-chess would
    /// play it anyway and leave the board broken).
    fn push(&mut self, r#move: PyRef<'_, PyMove>) -> PyResult<()> {
        if self.loose.is_none()
            && let Ok(m) = self.position().resolve_uci(&r#move.uci)
            && self.cursor.push(m).is_ok()
        {
            return Ok(());
        }
        self.push_loose(&r#move.uci)
    }

    /// Plays the move `san` names and returns it. Raises `InvalidMoveError`,
    /// `IllegalMoveError` or `AmbiguousMoveError`.
    fn push_san(&mut self, py: Python<'_>, san: &str) -> PyResult<Py<PyMove>> {
        if self.loose.is_some() || san == "--" {
            let uci = self.parse_san_loose(san)?;
            self.push_loose(&uci)?;
            return PyMove::shared(py, uci);
        }
        if san.starts_with('K') {
            // `Kg1` is no castle for python-chess: check before playing.
            self.parse_san(san)?;
        }
        let before = *self.position();
        let m = self
            .cursor
            .push_san(san)
            .map_err(|err| san_error(err, || before.fen()))?;
        PyMove::shared(py, before.uci(m))
    }

    /// Plays the move `uci` names and returns it. Raises `InvalidMoveError` or
    /// `IllegalMoveError`.
    fn push_uci(&mut self, py: Python<'_>, uci: &str) -> PyResult<Py<PyMove>> {
        if self.loose.is_some() || uci == "0000" {
            let text = PyMove::from_uci(uci)?.uci;
            self.push_loose(&text)?;
            return PyMove::shared(py, text);
        }
        let before = *self.position();
        let m = self
            .cursor
            .push_uci(uci)
            .map_err(|err| uci_error(err, || before.fen()))?;
        PyMove::shared(py, before.uci(m))
    }

    /// The legal move `san` names, without playing it.
    fn parse_san(&self, san: &str) -> PyResult<PyMove> {
        if self.loose.is_some() || san == "--" {
            return Ok(PyMove::from(self.parse_san_loose(san)?));
        }
        let pos = self.position();
        let m = pos
            .parse_san(san)
            .map_err(|err| san_error(err, || pos.fen()))?;
        if m.is_castle() && san.starts_with('K') {
            // A king's step written as SAN (`Kg1`, `Kh1`) is no castle, as python-chess reads it.
            return Err(IllegalMoveError::new_err(format!(
                "illegal san: {san:?} in {}",
                pos.fen()
            )));
        }
        Ok(PyMove::from(pos.uci(m)))
    }

    /// The legal move `uci` names, without playing it.
    fn parse_uci(&self, uci: &str) -> PyResult<PyMove> {
        let pos = self.fast()?;
        let m = pos
            .parse_uci(uci)
            .map_err(|err| uci_error(err, || pos.fen()))?;
        Ok(PyMove::from(pos.uci(m)))
    }

    /// Takes back the last move and returns it. Raises `IndexError` when there is none.
    fn pop(&mut self, py: Python<'_>) -> PyResult<Py<PyMove>> {
        if let Some(game) = self.loose.as_deref_mut() {
            let m = game
                .pop()
                .ok_or_else(|| PyIndexError::new_err("pop from empty move stack"))?;
            let uci = loose::uci(&game.current, m);
            self.settle();
            return PyMove::shared(py, uci);
        }
        let ply = self.cursor.ply();
        let m = self
            .cursor
            .pop()
            .ok_or_else(|| PyIndexError::new_err("pop from empty move stack"))?;
        self.move_at(py, m, ply - 1)
    }

    /// The last move played. Raises `IndexError` when there is none.
    fn peek(&self, py: Python<'_>) -> PyResult<Py<PyMove>> {
        if self.loose.is_some() {
            let ply = self.ply_count();
            if ply == 0 {
                return Err(PyIndexError::new_err("peek from empty move stack"));
            }
            return self.stack_move(py, ply - 1);
        }
        let m = self
            .cursor
            .peek()
            .ok_or_else(|| PyIndexError::new_err("peek from empty move stack"))?;
        self.move_at(py, m, self.cursor.ply() - 1)
    }

    /// The moves played on this board, the first first: a live, read-only sequence (`len`,
    /// indexing, iteration, `==` with a list; `list(board.move_stack)` for a list of one's own).
    #[getter]
    fn move_stack(slf: &Bound<'_, Self>) -> MoveStack {
        MoveStack::new(slf.clone().unbind())
    }

    /// The move in Standard Algebraic Notation, with `+` or `#`.
    fn san(&self, r#move: PyRef<'_, PyMove>) -> PyResult<String> {
        if r#move.uci == UciMove::Null {
            return Ok("--".to_owned());
        }
        let m = self.resolve(&r#move)?;
        Ok(self.fast()?.san(m).to_string())
    }

    /// The move in Long Algebraic Notation (`Ng1-f3`, `e4xd5`).
    fn lan(&self, r#move: PyRef<'_, PyMove>) -> PyResult<String> {
        let m = self.resolve(&r#move)?;
        Ok(self.fast()?.lan(m).to_string())
    }

    /// The move in UCI, in this board's castling notation.
    fn uci(&self, r#move: PyRef<'_, PyMove>) -> PyResult<String> {
        let m = self.resolve(&r#move)?;
        Ok(self.fast()?.uci(m).to_string())
    }

    /// The moves `moves`, played from here, in SAN with move numbers: `1. e4 e5 2. Nf3`.
    fn variation_san(&self, variation: &Bound<'_, PyAny>) -> PyResult<String> {
        // The copy below starts from the cursor, which is current only on a legal position.
        self.fast()?;
        let mut board = PyBoard::from_cursor(self.cursor.clone());
        let mut out = String::new();
        for (i, m) in variation.try_iter()?.enumerate() {
            let m = m?;
            let m = m.cast::<PyMove>()?.get();
            let resolved = board.resolve(m)?;
            let pos = *board.position();
            if pos.turn() == Color::White {
                out.push_str(&format!("{}. ", pos.fullmoves()));
            } else if i == 0 {
                out.push_str(&format!("{}...", pos.fullmoves()));
            }
            out.push_str(&pos.san(resolved).to_string());
            out.push(' ');
            board
                .cursor
                .push(resolved)
                .map_err(|_| IllegalMoveError::new_err(format!("illegal move: {}", m.uci)))?;
        }
        out.pop();
        Ok(out)
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        if let Some(game) = &self.loose {
            return game.current.is_check();
        }
        self.position().is_check()
    }

    /// Whether `move` gives check.
    fn gives_check(&self, r#move: PyRef<'_, PyMove>) -> PyResult<bool> {
        let m = self.resolve(&r#move)?;
        Ok(self.fast()?.play_unchecked(m).is_check())
    }

    /// Whether `move` captures (en passant and atomic captures included).
    fn is_capture(&self, r#move: PyRef<'_, PyMove>) -> PyResult<bool> {
        if self.position().variant() != Variant::Chess && self.loose.is_none() {
            // A variant's own captures (atomic's explosions) need its rules.
            let m = self.resolve(&r#move)?;
            return Ok(self.position().is_capture(m));
        }
        // Any move, legal or not, as python-chess answers: onto an enemy piece, or en passant.
        let UciMove::Normal { from, to, .. } = r#move.uci else {
            return Ok(false);
        };
        let pos = self.unchecked()?;
        let board = pos.setup.board;
        let en_passant = pos.setup.ep_square == Some(to)
            && board.pawns().contains(from)
            && from.file() != to.file()
            && !board.occupied().contains(to);
        Ok(board.by_color(!pos.setup.turn).contains(to) || en_passant)
    }

    /// Whether the side to move is checkmated.
    fn is_checkmate(&self) -> bool {
        if let Some(game) = &self.loose {
            return self.is_check()
                && loose::legal_moves(&game.current, Bitboard::FULL, Bitboard::FULL).is_empty();
        }
        self.position().is_checkmate()
    }

    /// Whether the side to move has no legal move and is not in check.
    fn is_stalemate(&self) -> bool {
        if let Some(game) = &self.loose {
            return !self.is_check()
                && loose::legal_moves(&game.current, Bitboard::FULL, Bitboard::FULL).is_empty();
        }
        either!(self.position(), pos => pos.is_stalemate())
    }

    /// Whether neither side can win (python-chess's rules, per variant).
    fn is_insufficient_material(&self) -> bool {
        if let Some(game) = &self.loose {
            return game.current.is_insufficient_material();
        }
        either!(self.position(), pos => pos.is_insufficient_material())
    }

    /// Whether `color` cannot win, whatever the other side does.
    fn has_insufficient_material(&self, color: bool) -> bool {
        let side = to_color(color);
        if let Some(game) = &self.loose {
            return game.current.has_insufficient_material(side);
        }
        either!(self.position(), pos => pos.has_insufficient_material(side))
    }

    /// Whether a variant's own rule ended the game (an exploded king, a king on the hill...).
    fn is_variant_end(&self) -> bool {
        if let Some(game) = &self.loose {
            return game.current.is_variant_end();
        }
        match self.position() {
            AnyPosition::Standard(_) => false,
            AnyPosition::Variant(pos) => pos.is_variant_end(),
        }
    }

    /// Whether the current position has occurred `count` times since the last irreversible
    /// move (this time included).
    #[pyo3(signature = (count=3))]
    fn is_repetition(&self, count: usize) -> bool {
        self.cursor.repetitions() >= count
    }

    /// Whether a draw can be claimed: by the fifty-move rule or threefold repetition, now
    /// or with the next move.
    fn can_claim_draw(&self) -> bool {
        self.cursor.can_claim_draw()
    }

    /// Whether the fifty-move rule lets the side to move claim a draw, now or with a move.
    fn can_claim_fifty_moves(&self) -> bool {
        self.cursor.can_claim_fifty_moves()
    }

    /// Whether threefold repetition lets the side to move claim a draw, now or with a move.
    fn can_claim_threefold_repetition(&self) -> bool {
        self.cursor.can_claim_threefold_repetition()
    }

    /// Whether fifty moves passed without a capture or pawn move.
    fn is_fifty_moves(&self) -> bool {
        self.cursor.is_fifty_moves()
    }

    /// Whether seventy-five moves passed without a capture or pawn move (the game is over).
    fn is_seventyfive_moves(&self) -> bool {
        self.cursor.is_seventyfive_moves()
    }

    /// Whether the position occurred five times (the game is over).
    fn is_fivefold_repetition(&self) -> bool {
        self.cursor.is_fivefold_repetition()
    }

    /// How the game ended, or `None`; with `claim_draw=True` a draw that can be claimed ends it.
    #[pyo3(signature = (*, claim_draw=false))]
    fn outcome(&self, claim_draw: bool) -> Option<PyOutcome> {
        if let Some(game) = &self.loose
            && loose::legal(&game.current).is_none()
        {
            let pos = &game.current;
            let moves = loose::legal_moves(pos, Bitboard::FULL, Bitboard::FULL);
            return Outcome::on_board(
                pos.setup.turn,
                pos.checkers().any(),
                !moves.is_empty(),
                || self.is_insufficient_material(),
                pos.setup.halfmoves >= 150,
            )
            .map(PyOutcome::from);
        }
        let outcome = if claim_draw {
            self.cursor.outcome_claiming_draw()
        } else {
            self.cursor.outcome()
        };
        outcome.map(PyOutcome::from)
    }

    /// Whether the game is over (see `outcome`).
    #[pyo3(signature = (*, claim_draw=false))]
    fn is_game_over(&self, claim_draw: bool) -> bool {
        self.outcome(claim_draw).is_some()
    }

    /// The result: `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on.
    #[pyo3(signature = (*, claim_draw=false))]
    fn result(&self, claim_draw: bool) -> &'static str {
        self.outcome(claim_draw)
            .map_or("*", |outcome| outcome.result_text())
    }

    /// The Polyglot Zobrist hash of the position (as `fianchetto.polyglot.zobrist_hash`).
    fn zobrist_hash(&self) -> PyResult<u64> {
        Ok(either!(self.fast()?, pos => pos.zobrist_hash()))
    }

    /// A copy, as python-chess's: with the whole move stack (`stack=True`, the default), none
    /// of it (a false value), or its last `stack` moves (an int; a negative one drops that many
    /// from the front, as python-chess's slice does). The repetition rules see the moves kept.
    #[pyo3(signature = (*, stack=None))]
    fn copy<'py>(
        slf: &Bound<'py, Self>,
        stack: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let ply = slf.try_borrow()?.ply_count();
        let first = match stack {
            None => 0,
            Some(flag) if flag.is_instance_of::<PyBool>() || !flag.is_truthy()? => {
                if flag.is_truthy()? { 0 } else { ply }
            }
            Some(count) => match count.extract::<i64>() {
                Ok(count) if count >= 0 => {
                    ply - usize::try_from(count).unwrap_or(usize::MAX).min(ply)
                }
                Ok(count) => usize::try_from(count.unsigned_abs())
                    .unwrap_or(usize::MAX)
                    .min(ply),
                // Past 64 bits: more moves than any stack holds, or fewer.
                Err(_) if count.gt(0)? => 0,
                Err(_) => ply,
            },
        };
        if let Some(game) = &slf.try_borrow()?.loose {
            let mut game = game.clone();
            if first > 0 {
                game.history.drain(..first.min(game.history.len()));
            }
            let copy = slf.get_type().call0()?;
            {
                let mut board = copy.cast::<PyBoard>()?.try_borrow_mut()?;
                board.cursor = slf.try_borrow()?.cursor.clone();
                board.loose = Some(game);
                board.settle();
            }
            return Ok(copy);
        }
        let cursor = {
            let board = slf.try_borrow()?;
            let mut cursor =
                GameCursor::new(*board.cursor.position_at(first).unwrap_or(board.position()));
            for &m in &board.cursor.moves()[first..] {
                cursor
                    .push(m)
                    .map_err(|_| IllegalMoveError::new_err("a move of the stack is not legal"))?;
            }
            cursor
        };
        let copy = slf.get_type().call0()?;
        copy.cast::<PyBoard>()?.try_borrow_mut()?.cursor = cursor;
        Ok(copy)
    }

    fn __copy__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        PyBoard::copy(slf, None)
    }

    fn __deepcopy__<'py>(
        slf: &Bound<'py, Self>,
        _memo: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        PyBoard::copy(slf, None)
    }

    /// Boards are equal when their positions are: pieces, side to move, castling rights,
    /// a legal en passant square, clocks and variant state (not the moves that led there).
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyBoard>().is_ok_and(|other| {
            other.try_borrow().is_ok_and(|other| {
                other.position().variant() == self.position().variant()
                    && other.plain_fen() == self.plain_fen()
            })
        })
    }

    fn __hash__(&self) -> u64 {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.plain_fen().hash(&mut hasher);
        self.position().variant().hash(&mut hasher);
        hasher.finish()
    }

    /// Pickles as its start position and the moves played from it.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        let py = slf.py();
        let board = slf.try_borrow()?;
        let start = board.cursor.start();
        let moves: Vec<String> = (0..board.cursor.ply())
            .map(|ply| {
                let before = board.cursor.position_at(ply).unwrap_or(board.position());
                before.uci(board.cursor.moves()[ply]).to_string()
            })
            .collect();
        let restore = py.import("fianchetto._native")?.getattr("_restore_board")?;
        let args = (
            slf.get_type(),
            start.fen(),
            board.chess960(),
            moves,
            board.position().variant().uci_name(),
        );
        (restore, args).into_pyobject(py).map(Bound::into_any)
    }

    /// The board as text, rank 8 first: `r n b q k b n r`, `.` for an empty square.
    fn __str__(&self) -> String {
        let board = self.piece_board();
        let mut out = String::with_capacity(128);
        for rank in (0..8).rev() {
            for file in 0..8 {
                let square = Square::new(rank * 8 + file);
                out.push(board.piece_at(square).map_or('.', |piece| piece.char()));
                out.push(if file == 7 { '\n' } else { ' ' });
            }
        }
        out.pop();
        out
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let name = slf.get_type().name()?;
        let board = slf.try_borrow()?;
        let chess960 = if board.chess960() {
            ", chess960=True"
        } else {
            ""
        };
        Ok(format!("{name}('{}'{chess960})", board.plain_fen()))
    }

    /// The board as an SVG picture, for notebooks: the last move and a check marked.
    fn _repr_svg_(&self) -> String {
        self.svg(true, None, 390, true)
    }

    /// The board as an SVG picture: from White's side (`orientation=True`) or Black's, with
    /// `lastmove` marked (the last move played by default), `size` pixels wide.
    #[pyo3(signature = (orientation=true, lastmove=None, size=390, coordinates=true))]
    fn svg(
        &self,
        orientation: bool,
        lastmove: Option<PyMove>,
        size: u32,
        coordinates: bool,
    ) -> String {
        let mut picture = Picture::of(self.position())
            .orientation(to_color(orientation))
            .size(size)
            .coordinates(coordinates);
        let last = match lastmove {
            Some(m) => {
                let before = self.cursor.position_at(self.cursor.ply().saturating_sub(1));
                before.and_then(|pos| pos.resolve_uci(&m.uci).ok())
            }
            None => self.cursor.peek(),
        };
        if let Some(m) = last {
            picture = picture.last_move(m);
        }
        picture.to_svg()
    }

    /// Counts the leaves of the legal move tree `depth` plies deep (natively; `ValueError`
    /// past depth 64, where the count would outlast the machine and the recursion its stack).
    fn perft(slf: &Bound<'_, Self>, depth: u32) -> PyResult<u64> {
        const MAX_DEPTH: u32 = 64;
        if depth > MAX_DEPTH {
            return Err(PyValueError::new_err(format!(
                "perft depth {depth} is past {MAX_DEPTH}"
            )));
        }
        let py = slf.py();
        // A copy, so that the board is free for other threads while this one counts.
        let pos = *slf.try_borrow()?.position();
        Ok(py.detach(|| match &pos {
            AnyPosition::Standard(pos) => fianchetto::perft::perft(pos, depth),
            AnyPosition::Variant(pos) => fianchetto::variant::perft::perft(pos, depth),
        }))
    }

    /// python-chess's name of the variant, `chess` here (each variant board has its own).
    #[classattr]
    fn uci_variant() -> &'static str {
        "chess"
    }

    #[classattr]
    fn starting_fen() -> &'static str {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    }

    /// The Chess960 start numbered `scharnagl` (0 to 959; 518 is the standard array), for this
    /// class's variant (`ValueError` for horde and racing kings, which have none).
    #[classmethod]
    fn from_chess960_pos(cls: &Bound<'_, PyType>, scharnagl: u16) -> PyResult<Py<PyAny>> {
        let start = fianchetto::Position::chess960(scharnagl).ok_or_else(|| {
            PyValueError::new_err(format!("no Chess960 start numbered {scharnagl} (0 to 959)"))
        })?;
        let board = cls.call1((None::<&str>, true))?;
        {
            let board = board.cast::<PyBoard>()?;
            let mut board = board.try_borrow_mut()?;
            let variant = board.position().variant();
            let position = if variant == Variant::Chess {
                AnyPosition::from(start)
            } else {
                // The variant's own rules from the same back ranks (its FEN reader adds what
                // the variant's start has beyond them: pockets, remaining checks).
                PyBoard::parse(Some(&start.fen()), variant, true)?
            };
            board.cursor = GameCursor::new(position);
            board.loose = None;
        }
        Ok(board.unbind())
    }
}

/// A pickled board: `cls`'s board from `fen` with `moves` played.
#[pyfunction]
pub(crate) fn _restore_board<'py>(
    cls: &Bound<'py, PyType>,
    fen: &str,
    chess960: bool,
    moves: Vec<String>,
    variant: &str,
) -> PyResult<Bound<'py, PyAny>> {
    // A board made with the private `_variant` keyword keeps its variant; a variant class
    // names its own.
    let own: String = cls.getattr("uci_variant")?.extract()?;
    let board = if own == variant {
        cls.call1((fen, chess960))?
    } else {
        let keywords = pyo3::types::PyDict::new(cls.py());
        keywords.set_item("_variant", variant)?;
        cls.call((fen, chess960), Some(&keywords))?
    };
    {
        let board = board.cast::<PyBoard>()?;
        let mut board = board.try_borrow_mut()?;
        for m in moves {
            board.push_uci(cls.py(), &m)?;
        }
    }
    Ok(board)
}
