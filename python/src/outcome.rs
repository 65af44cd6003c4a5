//! `Termination` and `Outcome`: how a game ended, as python-chess says it.

use fianchetto::{Color, Outcome, Termination};
use pyo3::prelude::*;

/// Why a game ended.
#[pyclass(
    module = "fianchetto",
    name = "Termination",
    frozen,
    eq,
    eq_int,
    hash,
    from_py_object
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[allow(clippy::upper_case_acronyms, non_camel_case_types)]
pub(crate) enum PyTermination {
    CHECKMATE,
    STALEMATE,
    INSUFFICIENT_MATERIAL,
    SEVENTYFIVE_MOVES,
    FIVEFOLD_REPETITION,
    FIFTY_MOVES,
    THREEFOLD_REPETITION,
    VARIANT_WIN,
    VARIANT_LOSS,
    VARIANT_DRAW,
}

impl From<Termination> for PyTermination {
    fn from(termination: Termination) -> PyTermination {
        match termination {
            Termination::Checkmate => PyTermination::CHECKMATE,
            Termination::Stalemate => PyTermination::STALEMATE,
            Termination::InsufficientMaterial => PyTermination::INSUFFICIENT_MATERIAL,
            Termination::SeventyFiveMoves => PyTermination::SEVENTYFIVE_MOVES,
            Termination::FivefoldRepetition => PyTermination::FIVEFOLD_REPETITION,
            Termination::FiftyMoves => PyTermination::FIFTY_MOVES,
            Termination::ThreefoldRepetition => PyTermination::THREEFOLD_REPETITION,
            Termination::VariantWin => PyTermination::VARIANT_WIN,
            Termination::VariantLoss => PyTermination::VARIANT_LOSS,
            Termination::VariantDraw => PyTermination::VARIANT_DRAW,
        }
    }
}

/// How a game ended: `termination`, and `winner` (`True` White, `False` Black, `None` a draw).
///
/// >>> import fianchetto
/// >>> board = fianchetto.Board()
/// >>> for san in ["f3", "e5", "g4", "Qh4"]: _ = board.push_san(san)
/// >>> board.outcome().result()
/// '0-1'
#[pyclass(
    module = "fianchetto",
    name = "Outcome",
    frozen,
    eq,
    hash,
    skip_from_py_object
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct PyOutcome {
    #[pyo3(get)]
    termination: PyTermination,
    #[pyo3(get)]
    winner: Option<bool>,
}

impl From<Outcome> for PyOutcome {
    fn from(outcome: Outcome) -> PyOutcome {
        PyOutcome {
            termination: outcome.termination.into(),
            winner: outcome.winner().map(|color| color == Color::White),
        }
    }
}

#[pymethods]
impl PyOutcome {
    #[new]
    fn new(termination: PyTermination, winner: Option<bool>) -> PyOutcome {
        PyOutcome {
            termination,
            winner,
        }
    }

    /// The result as PGN writes it: `1-0`, `0-1` or `1/2-1/2`.
    fn result(&self) -> &'static str {
        self.result_text()
    }

    /// Pickles and copies as its two fields.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let args = (self.termination, self.winner);
        (py.get_type::<PyOutcome>(), args)
            .into_pyobject(py)
            .map(Bound::into_any)
    }

    fn __repr__(&self) -> String {
        let winner = match self.winner {
            Some(true) => "True",
            Some(false) => "False",
            None => "None",
        };
        format!(
            "Outcome(termination=Termination.{}, winner={winner})",
            termination_name(self.termination)
        )
    }
}

#[pymethods]
impl PyTermination {
    /// The member's name, as `enum` gives it: `CHECKMATE`.
    #[getter]
    fn name(&self) -> &'static str {
        termination_name(*self)
    }

    /// Pickles and copies as the member of that name.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let getattr = py.import("builtins")?.getattr("getattr")?;
        let args = (py.get_type::<PyTermination>(), termination_name(*self));
        (getattr, args).into_pyobject(py).map(Bound::into_any)
    }

    /// The member's number, as python-chess's `enum.auto()` gives it: from 1, in its order.
    #[getter]
    fn value(&self) -> u8 {
        *self as u8 + 1
    }
}

impl PyOutcome {
    pub(crate) fn result_text(&self) -> &'static str {
        match self.winner {
            Some(true) => "1-0",
            Some(false) => "0-1",
            None => "1/2-1/2",
        }
    }
}

fn termination_name(termination: PyTermination) -> &'static str {
    match termination {
        PyTermination::CHECKMATE => "CHECKMATE",
        PyTermination::STALEMATE => "STALEMATE",
        PyTermination::INSUFFICIENT_MATERIAL => "INSUFFICIENT_MATERIAL",
        PyTermination::SEVENTYFIVE_MOVES => "SEVENTYFIVE_MOVES",
        PyTermination::FIVEFOLD_REPETITION => "FIVEFOLD_REPETITION",
        PyTermination::FIFTY_MOVES => "FIFTY_MOVES",
        PyTermination::THREEFOLD_REPETITION => "THREEFOLD_REPETITION",
        PyTermination::VARIANT_WIN => "VARIANT_WIN",
        PyTermination::VARIANT_LOSS => "VARIANT_LOSS",
        PyTermination::VARIANT_DRAW => "VARIANT_DRAW",
    }
}
