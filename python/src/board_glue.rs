//! `Board`'s conveniences beyond play: EPD (written and read by `fianchetto._epd`), the
//! Unicode diagram, mirror and transform, XBoard moves, Chess960 start numbers, the root
//! position and the transposition key.

use fianchetto::cursor::GameCursor;
use fianchetto::movegen::{Bitboard, Board};
use fianchetto::variant::{AnyPosition, Pockets, RemainingChecks, UncheckedVariantPosition};
use fianchetto::{Color, EnPassantMode, Piece, Position, Role, Square};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple, PyType};

use crate::board_state::PyBoard;
use crate::moves::PyMove;
use crate::piece::PyPiece;
use crate::square::{is_white, square_index};

/// `board` as seen from the other side: ranks flipped, colors swapped.
/// The variants' extras follow: the hands and the checks to go change sides, the promoted
/// marks flip.
fn mirrored(pos: &UncheckedVariantPosition) -> UncheckedVariantPosition {
    let mut mirror = pos.clone();
    let setup = &mut mirror.setup;
    setup.board = pos.setup.board.mirror();
    setup.turn = !setup.turn;
    setup.castling_rights = setup.castling_rights.flip_vertical();
    setup.ep_square = setup.ep_square.map(|ep| Square::new(ep as u32 ^ 56));
    mirror.promoted = pos.promoted.flip_vertical();
    mirror.remaining_checks = RemainingChecks {
        white: pos.remaining_checks.black,
        black: pos.remaining_checks.white,
    };
    let mut pockets = Pockets::EMPTY;
    for color in Color::ALL {
        for role in Role::ALL {
            for _ in 0..pos.pockets.count(color, role) {
                pockets.add(!color, role);
            }
        }
    }
    mirror.pockets = pockets;
    mirror
}

/// A new board of `slf`'s class holding `pos` and no moves.
fn board_like<'py>(
    slf: &Bound<'py, PyBoard>,
    pos: UncheckedVariantPosition,
) -> PyResult<Bound<'py, PyAny>> {
    let chess960 = pos.mode.is_chess960();
    let board = slf.get_type().call1((None::<&str>, chess960))?;
    board
        .cast::<PyBoard>()?
        .try_borrow_mut()?
        .set_unchecked(pos);
    Ok(board)
}

#[pymethods]
impl PyBoard {
    /// The position as EPD (FEN without clocks) followed by `operations`: a move as SAN, a
    /// list of moves (`pv` a line), a number, a string, or `None` for the opcode alone.
    #[pyo3(signature = (*, shredder=false, en_passant="legal", promoted=None, **operations))]
    fn epd(
        slf: &Bound<'_, Self>,
        shredder: bool,
        en_passant: &str,
        promoted: Option<bool>,
        operations: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<String> {
        let py = slf.py();
        let operations = match operations {
            Some(operations) => operations.clone(),
            None => PyDict::new(py),
        };
        py.import("fianchetto._epd")?
            .getattr("epd")?
            .call1((slf, shredder, en_passant, promoted, operations))?
            .extract()
    }

    /// Sets the position from EPD (clocks from its `hmvc` and `fmvn` operations) and returns
    /// its operations as a dict. Raises `ValueError` for text that is no EPD.
    fn set_epd<'py>(slf: &Bound<'py, Self>, epd: &str) -> PyResult<Bound<'py, PyAny>> {
        slf.py()
            .import("fianchetto._epd")?
            .getattr("set_epd")?
            .call1((slf, epd))
    }

    /// A board from EPD and the EPD's operations: `(board, operations)`.
    #[classmethod]
    #[pyo3(signature = (epd, *, chess960=false))]
    fn from_epd<'py>(
        cls: &Bound<'py, PyType>,
        epd: &str,
        chess960: bool,
    ) -> PyResult<Bound<'py, PyTuple>> {
        let keywords = PyDict::new(cls.py());
        keywords.set_item("chess960", chess960)?;
        let board = cls.call((), Some(&keywords))?;
        let operations = board.call_method1("set_epd", (epd,))?;
        PyTuple::new(cls.py(), [board, operations])
    }

    /// The board in chess symbols, rank 8 first (from Black's side with `orientation=False`):
    /// `empty_square` for an empty square, the colors swapped with `invert_color`, a grid and
    /// coordinates with `borders`.
    #[pyo3(signature = (*, invert_color=false, borders=false, empty_square="⭘", orientation=true))]
    fn unicode(
        &self,
        invert_color: bool,
        borders: bool,
        empty_square: &str,
        orientation: bool,
    ) -> String {
        let board = self.piece_board();
        let ranks: Vec<u32> = if orientation {
            (0..8).rev().collect()
        } else {
            (0..8).collect()
        };
        let files: Vec<u32> = if orientation {
            (0..8).collect()
        } else {
            (0..8).rev().collect()
        };
        let mut lines = Vec::new();
        let rule = "  -----------------".to_owned();
        for &rank in &ranks {
            if borders {
                lines.push(rule.clone());
            }
            let mut line = String::new();
            if borders {
                line.push_str(&format!("{} ", rank + 1));
            }
            for (i, &file) in files.iter().enumerate() {
                if borders {
                    line.push('|');
                } else if i > 0 {
                    line.push(' ');
                }
                match board.piece_at(Square::new(rank * 8 + file)) {
                    Some(piece) => line.push(PyPiece { piece }.unicode_symbol(invert_color)),
                    None => line.push_str(empty_square),
                }
            }
            if borders {
                line.push('|');
            }
            lines.push(line);
        }
        if borders {
            lines.push(rule);
            let names: Vec<String> = files
                .iter()
                .map(|&file| char::from(b'a' + file as u8).to_string())
                .collect();
            lines.push(format!("   {}", names.join(" ")));
        }
        lines.join("\n")
    }

    /// A copy seen from the other side: ranks flipped, colors and the side to move swapped
    /// (the move stack is not kept).
    fn mirror<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        let pos = mirrored(&slf.try_borrow()?.unchecked()?);
        board_like(slf, pos)
    }

    /// Mirrors this board in place (see `mirror`); the move stack is cleared.
    fn apply_mirror(&mut self) -> PyResult<()> {
        let pos = mirrored(&self.unchecked()?);
        self.set_unchecked(pos);
        Ok(())
    }

    /// A copy with every bitboard passed through `f` (such as `flip_vertical`): pieces,
    /// castling rights and the en passant square; the side to move stays.
    fn transform<'py>(
        slf: &Bound<'py, Self>,
        f: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let pos = transformed(&slf.try_borrow()?.unchecked()?, f)?;
        board_like(slf, pos)
    }

    /// Transforms this board in place (see `transform`); the move stack is cleared.
    fn apply_transform(&mut self, f: &Bound<'_, PyAny>) -> PyResult<()> {
        let pos = transformed(&self.unchecked()?, f)?;
        self.set_unchecked(pos);
        Ok(())
    }

    /// `move` for the XBoard protocol: its UCI (`@@@@` for the null move), castling as `O-O`
    /// or `O-O-O` in Chess960 (this board's mode unless `chess960` says).
    #[pyo3(signature = (r#move, chess960=None))]
    fn xboard(
        slf: &Bound<'_, Self>,
        r#move: PyRef<'_, PyMove>,
        chess960: Option<bool>,
    ) -> PyResult<String> {
        let chess960 = match chess960 {
            Some(chess960) => chess960,
            None => slf.getattr("chess960")?.extract()?,
        };
        let m = r#move.into_pyobject(slf.py())?;
        if chess960 && slf.call_method1("is_castling", (&m,))?.is_truthy()? {
            let kingside = slf
                .call_method1("is_kingside_castling", (&m,))?
                .is_truthy()?;
            return Ok(if kingside { "O-O" } else { "O-O-O" }.to_owned());
        }
        m.call_method0("xboard")?.extract()
    }

    /// The move XBoard text names: SAN, UCI, or `@@@@` for the null move.
    fn parse_xboard<'py>(slf: &Bound<'py, Self>, xboard: &str) -> PyResult<Bound<'py, PyAny>> {
        if xboard == "@@@@" {
            return Ok(
                Py::new(slf.py(), PyMove::from(fianchetto::uci::UciMove::Null))?
                    .into_bound(slf.py())
                    .into_any(),
            );
        }
        match slf.call_method1("parse_san", (xboard,)) {
            Ok(m) => Ok(m),
            Err(err) => slf.call_method1("parse_uci", (xboard,)).map_err(|_| err),
        }
    }

    /// Plays the move XBoard text names and returns it.
    fn push_xboard<'py>(slf: &Bound<'py, Self>, xboard: &str) -> PyResult<Bound<'py, PyAny>> {
        let m = PyBoard::parse_xboard(slf, xboard)?;
        slf.call_method1("push", (&m,))?;
        Ok(m)
    }

    /// The Chess960 start number of this position (518 for the standard start), or `None`
    /// where it is none: White to move, every castling right, clocks at 0 and 1, unless the
    /// `ignore_*` flags say otherwise.
    #[pyo3(signature = (*, ignore_turn=false, ignore_castling=false, ignore_counters=true))]
    fn chess960_pos(
        &self,
        ignore_turn: bool,
        ignore_castling: bool,
        ignore_counters: bool,
    ) -> PyResult<Option<u16>> {
        let pos = self.unchecked()?;
        let setup = &pos.setup;
        if setup.ep_square.is_some()
            || (!ignore_turn && setup.turn != Color::White)
            || (!ignore_counters && (setup.halfmoves != 0 || setup.fullmoves.get() != 1))
        {
            return Ok(None);
        }
        for number in 0..960 {
            let Some(start) = Position::chess960(number) else {
                continue;
            };
            if *start.board() == setup.board {
                let rights_ok = ignore_castling || {
                    let mut as960 = pos.clone();
                    as960.mode = fianchetto::CastlingMode::Chess960;
                    as960.clean_castling_rights() == start.castling_rights()
                };
                return Ok(rights_ok.then_some(number));
            }
        }
        Ok(None)
    }

    /// Sets up Chess960 start number `scharnagl` (0 to 959) and switches to Chess960
    /// castling; the move stack is cleared.
    fn set_chess960_pos(&mut self, scharnagl: u16) -> PyResult<()> {
        let start = Position::chess960(scharnagl).ok_or_else(|| {
            PyValueError::new_err(format!("no Chess960 start numbered {scharnagl} (0 to 959)"))
        })?;
        self.cursor = GameCursor::new(AnyPosition::from(start));
        self.loose = None;
        Ok(())
    }

    /// A board of this class at the position before the first move of the stack.
    fn root<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        let board = slf.try_borrow()?;
        let start = match &board.loose {
            Some(game) => game
                .history
                .first()
                .map_or_else(|| game.current.clone(), |(pos, _)| pos.clone()),
            None => {
                let copy = slf.get_type().call0()?;
                copy.cast::<PyBoard>()?.try_borrow_mut()?.cursor =
                    GameCursor::new(*board.cursor.start());
                return Ok(copy);
            }
        };
        drop(board);
        board_like(slf, start)
    }

    /// What makes positions the same for repetitions: the pieces, the side to move, the
    /// castling rights that stand and an en passant square where a capture is legal.
    fn _transposition_key<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let pos = self.unchecked()?;
        let board = pos.setup.board;
        let ep = pos.ep_square(EnPassantMode::Legal).map(square_index);
        (
            board.pawns().0,
            board.knights().0,
            board.bishops().0,
            board.rooks().0,
            board.queens().0,
            board.kings().0,
            board.by_color(Color::White).0,
            board.by_color(Color::Black).0,
            is_white(pos.setup.turn),
            pos.clean_castling_rights().0,
            ep,
        )
            .into_pyobject(py)
    }

    /// The FEN with castling rights in Shredder-FEN (the rooks' files: `HAha`).
    #[pyo3(signature = (*, en_passant="legal", promoted=None))]
    fn shredder_fen(&self, en_passant: &str, promoted: Option<bool>) -> PyResult<String> {
        let _ = promoted;
        self.fen_as(true, en_passant)
    }
}

/// `pos` with every bitboard passed through the Python function `f`.
fn transformed(
    pos: &UncheckedVariantPosition,
    f: &Bound<'_, PyAny>,
) -> PyResult<UncheckedVariantPosition> {
    let apply =
        |mask: Bitboard| -> PyResult<Bitboard> { Ok(Bitboard(f.call1((mask.0,))?.extract()?)) };
    let mut board = Board::empty();
    for color in Color::ALL {
        for role in Role::ALL {
            let piece = Piece { color, role };
            for square in apply(pos.setup.board.by_piece(piece))? {
                board.set_piece_at(square, piece);
            }
        }
    }
    let mut transformed = pos.clone();
    transformed.promoted = apply(pos.promoted)?;
    let setup = &mut transformed.setup;
    setup.board = board;
    setup.castling_rights = apply(setup.castling_rights)?;
    setup.ep_square = match setup.ep_square {
        Some(ep) => apply(Bitboard::from(ep))?.first(),
        None => None,
    };
    Ok(transformed)
}
