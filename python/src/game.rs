//! `GameRecord`: one game of a PGN file as `read_games` gives it (python-chess's tree is the
//! Python `fianchetto.pgn.Game`; this is the flat, fast record): tags, the legal mainline with
//! its clocks and evaluations, and what broke it.

use fianchetto::pgn::{Eval, GameError, GameErrorKind, SEVEN_TAG_ROSTER};
use fianchetto_records::{GameRecord, KnownTag};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use fianchetto::{CastlingMode, Variant};

use crate::errors::{AmbiguousMoveError, IllegalMoveError, InvalidFenError, InvalidMoveError};
use crate::moves::PyMove;
use crate::outcome::PyOutcome;

/// An evaluation from White's point of view, as python-chess's `Cp` and `Mate`.
#[pyclass(
    module = "fianchetto.pgn",
    name = "Score",
    frozen,
    eq,
    hash,
    skip_from_py_object
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct PyScore {
    eval: Eval,
}

#[pymethods]
impl PyScore {
    /// Centipawns, or `None` for a mate score.
    fn score(&self) -> Option<i32> {
        match self.eval {
            Eval::Centipawns(cp) => Some(cp),
            Eval::Mate(_) => None,
        }
    }

    /// Moves to mate (positive when White mates), or `None`.
    fn mate(&self) -> Option<i32> {
        match self.eval {
            Eval::Mate(moves) => Some(moves),
            Eval::Centipawns(_) => None,
        }
    }

    /// Whether the score is a mate score.
    fn is_mate(&self) -> bool {
        matches!(self.eval, Eval::Mate(_))
    }

    fn __repr__(&self) -> String {
        match self.eval {
            Eval::Centipawns(cp) => format!("Cp({cp})"),
            Eval::Mate(moves) => format!("Mate({moves:+})"),
        }
    }
}

/// A game as `fianchetto.pgn.read_games` reads it: a flat record, not python-chess's tree
/// (that is `fianchetto.pgn.Game`).
///
/// `headers` is a dict of its tags as python-chess reads them: the seven-tag roster first, in
/// its order, with python-chess's defaults where the file has no such tag (`?`, `????.??.??`,
/// and for `Result` the movetext's result token, else `*`), then the others; `mainline_moves()`
/// the moves played legally, up to the
/// first error; `clocks()` and `evals()` each move's `[%clk]` and `[%eval]`; `errors`
/// python-chess's exceptions for what broke the game (empty for a good game).
#[pyclass(module = "fianchetto.pgn", name = "GameRecord", frozen)]
pub(crate) struct PyGame {
    /// The tags, as a dict.
    #[pyo3(get)]
    headers: Py<PyDict>,
    record: GameRecord,
}

impl PyGame {
    pub(crate) fn new(py: Python<'_>, record: GameRecord) -> PyResult<PyGame> {
        let headers = PyDict::new(py);
        for (name, default) in SEVEN_TAG_ROSTER {
            // Every roster tag is a known tag.
            let tagged = KnownTag::from_name(name.as_bytes()).and_then(|tag| record.tags.get(tag));
            let value = match (name, tagged) {
                // python-chess takes the result token where the tag is missing or `*`.
                ("Result", None | Some("*")) => record.result.map_or("*", |result| result.as_str()),
                (_, Some(value)) => value,
                (_, None) => default,
            };
            headers.set_item(name, value)?;
        }
        for tag in KnownTag::ALL {
            if let Some(value) = record.tags.get(tag)
                && !SEVEN_TAG_ROSTER
                    .iter()
                    .any(|(roster, _)| *roster == tag.name())
            {
                headers.set_item(tag.name(), value)?;
            }
        }
        for (name, value) in record.tags.other() {
            headers.set_item(name, value)?;
        }
        Ok(PyGame {
            headers: headers.unbind(),
            record,
        })
    }
}

#[pymethods]
impl PyGame {
    /// The mainline's legal moves, in UCI order of play.
    fn mainline_moves(&self) -> PyResult<Vec<PyMove>> {
        self.record.moves_uci.iter().map(PyMove::from_uci).collect()
    }

    /// The board the game starts from: its `FEN` tag's position, under its `Variant` tag (a
    /// `fianchetto.variant` board for a variant).
    fn board<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let headers = self.headers.bind(py);
        let (variant, mode) = match headers.get_item("Variant")? {
            Some(name) => Variant::from_name(&name.extract::<String>()?)
                .map_err(|err| PyValueError::new_err(err.to_string()))?,
            None => (Variant::Chess, CastlingMode::Standard),
        };
        let fen: Option<String> = headers
            .get_item("FEN")?
            .map(|fen| fen.extract())
            .transpose()?;
        let class = py
            .import("fianchetto.variant")?
            .call_method1("find_variant", (variant.uci_name(),))?;
        class.call1((fen, mode == CastlingMode::Chess960))
    }

    /// The mainline in SAN, with `+` and `#`.
    fn mainline_san(&self) -> Vec<String> {
        self.record.moves_san.iter().map(str::to_owned).collect()
    }

    /// Each move's `[%clk]` in seconds (the mover's time left), or `None`.
    fn clocks(&self) -> Vec<Option<f64>> {
        self.record.clocks.clone()
    }

    /// Each move's `[%eval]`, from White's point of view, or `None`.
    fn evals(&self) -> Vec<Option<PyScore>> {
        self.record
            .evals
            .iter()
            .map(|eval| eval.map(|eval| PyScore { eval }))
            .collect()
    }

    /// What broke the game, as python-chess's exceptions: `IllegalMoveError`,
    /// `InvalidMoveError`, `AmbiguousMoveError`, or `ValueError`. Empty for a good game.
    #[getter]
    fn errors(&self, py: Python<'_>) -> Vec<Py<PyAny>> {
        self.record
            .error
            .iter()
            .map(|error| exception(error).into_value(py).into_any())
            .collect()
    }

    /// The game's number in the file, from 1.
    #[getter]
    fn number(&self) -> u64 {
        self.record.game
    }

    /// The byte of the file where the game starts.
    #[getter]
    fn offset(&self) -> u64 {
        self.record.offset
    }

    /// The FEN after the last legal move.
    #[getter]
    fn final_fen(&self) -> &str {
        &self.record.final_fen
    }

    /// How the game ended on the board, as `Board.outcome()` says it of the final position (an
    /// `Outcome`: termination and winner), or `None` for a game that did not end there (a
    /// resignation, say: the result token is `headers["Result"]`).
    #[getter]
    fn outcome(&self) -> Option<PyOutcome> {
        self.record.outcome.map(PyOutcome::from)
    }

    /// The opening's ECO code and name by lichess's table, or `None`.
    #[getter]
    fn opening(&self) -> Option<(String, String)> {
        self.record
            .opening
            .as_ref()
            .map(|opening| (opening.eco().to_owned(), opening.name().to_owned()))
    }

    fn __repr__(&self) -> String {
        let tag = |tag| self.record.tags.get(tag).unwrap_or("?");
        format!(
            "<GameRecord #{} ({} vs. {}, {} plies)>",
            self.record.game,
            tag(KnownTag::White),
            tag(KnownTag::Black),
            self.record.plies
        )
    }
}

fn exception(error: &GameError) -> PyErr {
    let message = error.to_string();
    match error.kind {
        GameErrorKind::IllegalMove => IllegalMoveError::new_err(message),
        GameErrorKind::InvalidMove => InvalidMoveError::new_err(message),
        GameErrorKind::AmbiguousMove => AmbiguousMoveError::new_err(message),
        GameErrorKind::InvalidFen | GameErrorKind::InvalidPosition => {
            InvalidFenError::new_err(message)
        }
        _ => PyValueError::new_err(message),
    }
}
