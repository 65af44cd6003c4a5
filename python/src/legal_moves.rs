//! `LegalMoveGenerator`: `board.legal_moves`, a live view of the board's legal moves (as
//! python-chess's is), counted natively and turned into `Move`s only when iterated.

use fianchetto::Rules;
use fianchetto::notation::Notation;
use fianchetto::variant::AnyPosition;
use pyo3::prelude::*;

use fianchetto::movegen::Bitboard;
use fianchetto::uci::UciMove;

use crate::board_state::PyBoard;
use crate::loose;
use crate::moves::PyMove;

/// Whose moves a generator lists.
enum Source {
    /// A board's, natively.
    Board(Py<PyBoard>),
    /// python-chess's `LegalMoveGenerator(board)` of any other object with
    /// `generate_legal_moves()` (made from Python): its moves are asked of it, once a call.
    Foreign(Py<PyAny>),
}

/// The legal moves of a board: `in`, `count()`, `any()` and iteration, always of the board's
/// position as it is now. It has no `len()`, as python-chess's has none: `list()` would ask it
/// for a length first, which costs a count of the moves on top of listing them.
///
/// >>> import fianchetto
/// >>> fianchetto.Board().legal_moves.count()
/// 20
/// >>> fianchetto.Move.from_uci("e2e4") in fianchetto.Board().legal_moves
/// True
#[pyclass(module = "fianchetto", frozen)]
pub(crate) struct LegalMoveGenerator {
    source: Source,
    /// `board.pseudo_legal_moves`: the moves that may leave the king attacked too.
    pseudo: bool,
}

impl LegalMoveGenerator {
    pub(crate) fn new(board: Py<PyBoard>) -> LegalMoveGenerator {
        LegalMoveGenerator {
            source: Source::Board(board),
            pseudo: false,
        }
    }

    pub(crate) fn pseudo_legal(board: Py<PyBoard>) -> LegalMoveGenerator {
        LegalMoveGenerator {
            source: Source::Board(board),
            pseudo: true,
        }
    }

    /// The board's position on the fast path (a legal position, legal moves asked), or else
    /// the moves in UCI: on a board that is not a legal position, and for the pseudo-legal
    /// moves. One borrow of the board either way.
    fn position_or_moves(&self, py: Python<'_>) -> PyResult<Result<AnyPosition, Vec<UciMove>>> {
        let board = match &self.source {
            Source::Board(board) => board.bind(py).try_borrow()?,
            Source::Foreign(foreign) => {
                let moves = foreign.bind(py).call_method0("generate_legal_moves")?;
                let mut ucis = Vec::new();
                for m in moves.try_iter()? {
                    ucis.push(m?.cast::<PyMove>()?.get().uci);
                }
                return Ok(Err(ucis));
            }
        };
        if board.loose.is_none() && !self.pseudo {
            return Ok(Ok(*board.position()));
        }
        let pos = board.unchecked()?;
        let moves = if self.pseudo {
            loose::pseudo_legal_moves(&pos, Bitboard::FULL, Bitboard::FULL)
        } else {
            loose::legal_moves(&pos, Bitboard::FULL, Bitboard::FULL)
        };
        Ok(Err(moves
            .into_iter()
            .map(|m| loose::uci(&pos, Some(m)))
            .collect()))
    }
}

/// The number of legal moves: standard chess counts without listing them.
fn count(pos: &AnyPosition) -> usize {
    match pos {
        AnyPosition::Standard(pos) => pos.count_legal_moves(),
        AnyPosition::Variant(pos) => pos.legal_moves().len(),
    }
}

/// The legal moves as shared `Move`s, each position on its own move list (`AnyPosition`'s
/// own list has room for either's, and copying into it cost a tenth of the call). The lists
/// are read in place: moving one into an iterator copies its whole kilobyte.
fn iter_moves<'py>(py: Python<'py>, pos: &AnyPosition) -> PyResult<Bound<'py, PyAny>> {
    match pos {
        AnyPosition::Standard(pos) => {
            let moves = pos.legal_moves();
            PyMove::iter_shared(py, moves.iter().map(|&m| pos.uci(m)))
        }
        AnyPosition::Variant(pos) => {
            let moves = pos.legal_moves();
            PyMove::iter_shared(py, moves.iter().map(|&m| pos.uci(m)))
        }
    }
}

#[pymethods]
impl LegalMoveGenerator {
    /// The legal moves of `board`: a `Board`'s live view (as `board.legal_moves`), or, for any
    /// other object, the moves its `generate_legal_moves()` yields.
    #[new]
    fn py_new(board: &Bound<'_, PyAny>) -> LegalMoveGenerator {
        match board.cast::<PyBoard>() {
            Ok(native) => LegalMoveGenerator::new(native.clone().unbind()),
            Err(_) => LegalMoveGenerator {
                source: Source::Foreign(board.clone().unbind()),
                pseudo: false,
            },
        }
    }

    /// The number of legal moves.
    fn count(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(match self.position_or_moves(py)? {
            Ok(pos) => count(&pos),
            Err(moves) => moves.len(),
        })
    }

    /// Whether there is a legal move.
    fn any(&self, py: Python<'_>) -> PyResult<bool> {
        Ok(match self.position_or_moves(py)? {
            Ok(pos) => pos.has_legal_moves(),
            Err(moves) => !moves.is_empty(),
        })
    }

    fn __bool__(&self, py: Python<'_>) -> PyResult<bool> {
        self.any(py)
    }

    fn __contains__(&self, py: Python<'_>, r#move: &Bound<'_, PyAny>) -> PyResult<bool> {
        if let Source::Foreign(foreign) = &self.source {
            // As python-chess's generator: the board decides, without listing its moves.
            return foreign
                .bind(py)
                .call_method1("is_legal", (r#move,))?
                .is_truthy();
        }
        let pos = match self.position_or_moves(py)? {
            Ok(pos) => pos,
            Err(moves) => {
                return Ok(r#move
                    .cast::<PyMove>()
                    .is_ok_and(|m| moves.contains(&m.get().uci)));
            }
        };
        Ok(r#move
            .cast::<PyMove>()
            .is_ok_and(|m| pos.resolve_uci(&m.get().uci).is_ok()))
    }

    /// The moves of the position when iteration starts: pushing while iterating does not
    /// change them.
    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        // The fast path lists the moves while it borrows the board, rather than copying the
        // position out first (the copy was a tenth of the call).
        if let (Source::Board(board), false) = (&self.source, self.pseudo) {
            let board = board.bind(py).try_borrow()?;
            if board.loose.is_none() {
                return iter_moves(py, board.position());
            }
        }
        match self.position_or_moves(py)? {
            Ok(pos) => iter_moves(py, &pos),
            Err(moves) => PyMove::iter_shared(py, moves.into_iter()),
        }
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        if let Err(moves) = self.position_or_moves(py)? {
            let name = if self.pseudo {
                "PseudoLegalMoveGenerator"
            } else {
                "LegalMoveGenerator"
            };
            // SAN where the move is legal on a legal position (as python-chess writes every
            // move), UCI otherwise.
            let fast = match &self.source {
                Source::Board(board) => board.bind(py).try_borrow()?.fast().ok().copied(),
                Source::Foreign(_) => None,
            };
            let texts: Vec<String> = moves
                .iter()
                .map(|uci| {
                    match fast
                        .as_ref()
                        .and_then(|pos| pos.resolve_uci(uci).ok().map(|m| (pos, m)))
                    {
                        Some((pos, m)) => pos.san(m).to_string(),
                        None => uci.to_string(),
                    }
                })
                .collect();
            return Ok(format!("<{name} ({})>", texts.join(", ")));
        }
        let Source::Board(board) = &self.source else {
            return Ok("<LegalMoveGenerator>".to_owned());
        };
        let pos = *board.bind(py).try_borrow()?.position();
        let sans: Vec<String> = pos
            .legal_moves()
            .into_iter()
            .map(|m| pos.san(m).to_string())
            .collect();
        Ok(format!("<LegalMoveGenerator ({})>", sans.join(", ")))
    }
}
