//! `Move`: python-chess's move, a value of squares and roles that any board reads in its own
//! castling notation (`e1g1` in standard chess, `e1h1` in Chess960).

use std::hash::{Hash, Hasher};

use fianchetto::uci::UciMove;
use pyo3::prelude::*;

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
        UciMove::from_ascii(uci.as_bytes())
            .map(PyMove::from)
            .map_err(|_| InvalidMoveError::new_err(format!("invalid uci: {uci:?}")))
    }

    /// The null move, `0000`.
    #[staticmethod]
    fn null() -> PyMove {
        PyMove { uci: UciMove::Null }
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
