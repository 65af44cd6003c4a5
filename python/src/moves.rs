//! `Move`: python-chess's move, a value of squares and roles that any board reads in its own
//! castling notation (`e1g1` in standard chess, `e1h1` in Chess960).

use std::hash::{Hash, Hasher};
use std::sync::OnceLock;

use fianchetto::uci::UciMove;
use pyo3::prelude::*;
use pyo3::types::PyList;

use crate::errors::InvalidMoveError;
use crate::square::{piece_type, role, square, square_index};

/// A move: from a square to a square, with a promotion, or a drop (crazyhouse).
///
/// >>> from fianchetto import Move, E2, E4
/// >>> Move.from_uci("e2e4") == Move(E2, E4)
/// True
/// >>> str(Move.from_uci("e7e8q"))
/// 'e7e8q'
#[pyclass(module = "fianchetto", name = "Move", frozen, from_py_object)]
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct PyMove {
    pub(crate) uci: UciMove,
}

impl Hash for PyMove {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.uci.hash(state);
    }
}

impl From<UciMove> for PyMove {
    fn from(uci: UciMove) -> PyMove {
        PyMove { uci }
    }
}

/// Where `uci`'s shared object lives in [`MOVES`]: every move a board can produce has a slot.
fn slot(uci: UciMove) -> usize {
    const PROMOTIONS: usize = 7; // none, then a role (python-chess's piece type) promoted to
    const NORMAL: usize = 64 * 64 * PROMOTIONS;
    match uci {
        UciMove::Normal {
            from,
            to,
            promotion,
        } => {
            let promotion = promotion.map_or(0, |role| usize::from(piece_type(role)));
            (from.index() * 64 + to.index()) * PROMOTIONS + promotion
        }
        UciMove::Drop { role, to } => {
            NORMAL + to.index() * PROMOTIONS + usize::from(piece_type(role))
        }
        UciMove::Null => NORMAL + 64 * PROMOTIONS,
    }
}

/// One shared, immutable `Move` object per move, made the first time it is asked for: the
/// legal moves of a position then cost a reference each, not an allocation (half the time of
/// a push-and-list loop from Python).
static MOVES: OnceLock<Box<[OnceLock<Py<PyMove>>]>> = OnceLock::new();

impl PyMove {
    /// The shared `Move` object of `uci`.
    pub(crate) fn shared(py: Python<'_>, uci: UciMove) -> PyResult<Py<PyMove>> {
        shared_in(table(), py, uci)
    }

    /// An iterator over the shared `Move` objects of `moves`, in order: a list's, so that
    /// `list()` sizes its copy at once.
    pub(crate) fn iter_shared<'py>(
        py: Python<'py>,
        moves: impl Iterator<Item = UciMove>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let table = table();
        // References into the table: the list takes its own reference to each object, once.
        let mut shared = Vec::with_capacity(moves.size_hint().0);
        for uci in moves {
            shared.push(shared_ref(table, py, uci)?);
        }
        PyList::new(py, shared)?.try_iter().map(Bound::into_any)
    }
}

fn table() -> &'static [OnceLock<Py<PyMove>>] {
    MOVES.get_or_init(|| (0..=slot(UciMove::Null)).map(|_| OnceLock::new()).collect())
}

fn shared_in(table: &[OnceLock<Py<PyMove>>], py: Python<'_>, uci: UciMove) -> PyResult<Py<PyMove>> {
    Ok(shared_ref(table, py, uci)?.clone_ref(py))
}

/// The shared object of `uci`, made on first use.
#[inline]
fn shared_ref<'t>(
    table: &'t [OnceLock<Py<PyMove>>],
    py: Python<'_>,
    uci: UciMove,
) -> PyResult<&'t Py<PyMove>> {
    let cell = &table[slot(uci)];
    match cell.get() {
        Some(shared) => Ok(shared),
        None => make_shared(cell, py, uci),
    }
}

#[cold]
fn make_shared<'t>(
    cell: &'t OnceLock<Py<PyMove>>,
    py: Python<'_>,
    uci: UciMove,
) -> PyResult<&'t Py<PyMove>> {
    let made = Py::new(py, PyMove { uci })?;
    Ok(cell.get_or_init(|| made))
}

#[pymethods]
impl PyMove {
    #[new]
    #[pyo3(signature = (from_square, to_square, promotion=None, drop=None))]
    fn new(
        from_square: i64,
        to_square: i64,
        promotion: Option<i64>,
        drop: Option<i64>,
    ) -> PyResult<PyMove> {
        let (from, to) = (square(from_square)?, square(to_square)?);
        let uci = match (promotion, drop) {
            (_, Some(dropped)) => UciMove::Drop {
                role: role(dropped)?,
                to,
            },
            (promotion, None) if from == to && promotion.is_none() && from_square == 0 => {
                UciMove::Null
            }
            (promotion, None) => UciMove::Normal {
                from,
                to,
                promotion: promotion.map(role).transpose()?,
            },
        };
        Ok(PyMove { uci })
    }

    /// The move a UCI string names: `e2e4`, `e7e8q`, `N@f3`, or `0000` for the null move.
    ///
    /// Raises `InvalidMoveError` for text that is no UCI move.
    #[staticmethod]
    pub(crate) fn from_uci(uci: &str) -> PyResult<PyMove> {
        let invalid = || InvalidMoveError::new_err(format!("invalid uci: {uci:?}"));
        match UciMove::from_ascii(uci.as_bytes()) {
            Ok(parsed) => Ok(PyMove::from(parsed)),
            // python-chess reads a promotion to a pawn or king (`g7g8p`) as a move, which no
            // board finds legal; UCI itself has none.
            Err(_) if uci.len() == 5 && (uci.ends_with('p') || uci.ends_with('k')) => {
                match UciMove::from_ascii(&uci.as_bytes()[..4]) {
                    Ok(UciMove::Normal { from, to, .. }) => Ok(PyMove::from(UciMove::Normal {
                        from,
                        to,
                        promotion: fianchetto::Role::from_char(uci.as_bytes()[4] as char),
                    })),
                    _ => Err(invalid()),
                }
            }
            Err(_) => Err(invalid()),
        }
    }

    /// The null move, `0000`.
    #[staticmethod]
    fn null() -> PyMove {
        PyMove { uci: UciMove::Null }
    }

    /// The move for the XBoard protocol: its UCI, `@@@@` for the null move.
    fn xboard(&self) -> String {
        if self.uci == UciMove::Null {
            "@@@@".to_owned()
        } else {
            self.uci.to_string()
        }
    }

    /// The move in UCI notation.
    fn uci(&self) -> String {
        self.uci.to_string()
    }

    /// The square the piece leaves (a drop's is its destination; the null move's a1).
    // python-chess's name, which a getter cannot change.
    #[allow(clippy::wrong_self_convention)]
    #[getter]
    fn from_square(&self) -> u8 {
        match self.uci {
            UciMove::Normal { from, .. } => square_index(from),
            UciMove::Drop { to, .. } => square_index(to),
            UciMove::Null => 0,
        }
    }

    /// The square the piece lands on (castling in Chess960 notation: the rook's).
    #[allow(clippy::wrong_self_convention)]
    #[getter]
    fn to_square(&self) -> u8 {
        match self.uci {
            UciMove::Normal { to, .. } | UciMove::Drop { to, .. } => square_index(to),
            UciMove::Null => 0,
        }
    }

    /// The piece type promoted to, or `None`.
    #[getter]
    fn promotion(&self) -> Option<u8> {
        match self.uci {
            UciMove::Normal { promotion, .. } => promotion.map(piece_type),
            _ => None,
        }
    }

    /// The piece type dropped, or `None`.
    #[getter]
    fn drop(&self) -> Option<u8> {
        match self.uci {
            UciMove::Drop { role, .. } => Some(piece_type(role)),
            _ => None,
        }
    }

    fn __bool__(&self) -> bool {
        self.uci != UciMove::Null
    }

    fn __str__(&self) -> String {
        self.uci()
    }

    fn __repr__(&self) -> String {
        format!("Move.from_uci('{}')", self.uci)
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<PyMove>()
            .is_ok_and(|other| other.get().uci == self.uci)
    }

    fn __hash__(&self) -> u64 {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.uci.hash(&mut hasher);
        hasher.finish()
    }

    /// Pickles as its UCI.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        let from_uci = py.get_type::<PyMove>().getattr("from_uci")?;
        Ok((from_uci, (self.uci(),)))
    }

    fn __copy__(slf: Py<Self>) -> Py<Self> {
        slf
    }

    fn __deepcopy__(slf: Py<Self>, _memo: &Bound<'_, PyAny>) -> Py<Self> {
        slf
    }
}
