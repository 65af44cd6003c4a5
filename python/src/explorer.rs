//! The position index and opening explorer from Python (`fianchetto.index`): build an index
//! of PGN files, then ask it what was played from any board's position.

use std::fs::{self, File};
use std::io::BufWriter;
use std::path::PathBuf;

use fianchetto::Color;
use fianchetto::index::{
    Explored, Filter, GameInfo, Index, IndexBuilder, IndexError, Query, Speed, Stats,
};
use fianchetto::variant::AnyPosition;
use pyo3::exceptions::{PyOSError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::board_state::PyBoard;

fn index_error(err: IndexError) -> PyErr {
    PyOSError::new_err(err.to_string())
}

/// Indexes the PGN files `paths` (plain, `.zst` or `.gz`) into a new index file at `index`,
/// on `threads` threads (0: every core). The file is replaced only once the index is whole.
/// Returns the number of games indexed.
#[pyfunction]
#[pyo3(signature = (paths, index, threads=0))]
pub(crate) fn build_index(
    py: Python<'_>,
    paths: Vec<PathBuf>,
    index: PathBuf,
    threads: usize,
) -> PyResult<u64> {
    let threads = crate::reading::thread_count(threads)?;
    py.detach(|| {
        let mut builder = IndexBuilder::new().threads(threads);
        for path in &paths {
            let name = path.to_string_lossy();
            builder.add_file(&name).map_err(index_error)?;
        }
        let mut partial = index.clone().into_os_string();
        partial.push(".partial");
        let partial = PathBuf::from(partial);
        let written = File::create(&partial)
            .map_err(|err| PyOSError::new_err(format!("cannot write {}: {err}", partial.display())))
            .and_then(|file| builder.write(BufWriter::new(file)).map_err(index_error));
        let summary = match written {
            Ok(summary) => summary,
            Err(err) => {
                let _ = fs::remove_file(&partial);
                return Err(err);
            }
        };
        fs::rename(&partial, &index).map_err(|err| {
            PyOSError::new_err(format!("cannot write {}: {err}", index.display()))
        })?;
        Ok(summary.games)
    })
}

/// An index file, opened (`fianchetto.index.open_index`): `explore(board)` says which moves
/// were played from the board's position, how they scored, and which games reached it.
#[pyclass(module = "fianchetto.index", name = "Index", frozen)]
pub(crate) struct PyIndex {
    index: Index,
}

fn stats<'py>(py: Python<'py>, stats: &Stats) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    dict.set_item("games", stats.games)?;
    dict.set_item("white", stats.white)?;
    dict.set_item("draws", stats.draws)?;
    dict.set_item("black", stats.black)?;
    Ok(dict)
}

fn game<'py>(py: Python<'py>, game: &GameInfo) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    dict.set_item("id", game.id)?;
    dict.set_item("file", &game.file)?;
    dict.set_item("number", game.number)?;
    dict.set_item("offset", game.offset)?;
    dict.set_item("white", &game.white)?;
    dict.set_item("black", &game.black)?;
    dict.set_item("white_elo", game.white_elo)?;
    dict.set_item("black_elo", game.black_elo)?;
    dict.set_item("result", game.result.map(|result| result.to_string()))?;
    dict.set_item("date", game.date.to_string())?;
    Ok(dict)
}

fn answer<'py>(
    py: Python<'py>,
    explored: &Explored,
    pos: &AnyPosition,
) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    dict.set_item("total", stats(py, &explored.total)?)?;
    let moves = explored
        .moves
        .iter()
        .map(|m| {
            let line = stats(py, &m.stats)?;
            line.set_item("uci", m.uci(pos).to_string())?;
            line.set_item("san", m.san(pos).to_string())?;
            line.set_item("average_rating", m.average_rating)?;
            Ok(line)
        })
        .collect::<PyResult<Vec<_>>>()?;
    dict.set_item("moves", moves)?;
    dict.set_item(
        "opening",
        explored
            .opening
            .map(|opening| (opening.eco(), opening.name())),
    )?;
    let top = explored
        .top
        .iter()
        .map(|g| game(py, g))
        .collect::<PyResult<Vec<_>>>()?;
    dict.set_item("top", top)?;
    let recent = explored
        .recent
        .iter()
        .map(|g| game(py, g))
        .collect::<PyResult<Vec<_>>>()?;
    dict.set_item("recent", recent)?;
    Ok(dict)
}

#[pymethods]
impl PyIndex {
    #[new]
    fn new(path: PathBuf) -> PyResult<PyIndex> {
        Ok(PyIndex {
            index: Index::open(&path).map_err(index_error)?,
        })
    }

    /// Games indexed.
    fn __len__(&self) -> usize {
        self.index.game_count()
    }

    /// What was played from `board`'s position: a dict of `total` (`games`, `white`, `draws`,
    /// `black`), `moves` (the same counts with `uci`, `san` and `average_rating`, lichess's
    /// mean of the games' mean Elo, games without both Elos left out: `None` when no game has
    /// both; most played first), `opening`
    /// (ECO and name, or `None`), and the `top` rated and most `recent` games (dicts).
    /// Filters: `speeds` (`"blitz"`, `"rapid"`...), `ratings` (`(min, max)`, both players),
    /// `since` and `until` (`(year, month)`), `player` (`(name, WHITE or BLACK)`).
    #[pyo3(signature = (board, *, top=0, recent=0, speeds=None, ratings=None, since=None, until=None, player=None))]
    #[allow(clippy::too_many_arguments)]
    fn explore<'py>(
        &self,
        py: Python<'py>,
        board: &Bound<'py, PyBoard>,
        top: usize,
        recent: usize,
        speeds: Option<Vec<String>>,
        ratings: Option<(u32, u32)>,
        since: Option<(u32, u32)>,
        until: Option<(u32, u32)>,
        player: Option<(String, bool)>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let mut filter = Filter::default();
        if let Some(speeds) = speeds {
            let speeds = speeds
                .iter()
                .map(|name| {
                    name.parse::<Speed>()
                        .map_err(|err| PyValueError::new_err(err.to_string()))
                })
                .collect::<PyResult<Vec<_>>>()?;
            filter = filter.speeds(speeds);
        }
        if let Some((min, max)) = ratings {
            filter = filter.ratings(min, max);
        }
        if let Some((year, month)) = since {
            filter = filter.since(year, month);
        }
        if let Some((year, month)) = until {
            filter = filter.until(year, month);
        }
        if let Some((name, white)) = player {
            filter = filter.player(&name, if white { Color::White } else { Color::Black });
        }
        let query = Query {
            filter,
            top,
            recent,
        };
        // A copy, so that the board is free for other threads while the index is read.
        let pos = *board.try_borrow()?.position();
        let explored = py
            .detach(|| self.index.explore(&pos, &query))
            .map_err(index_error)?;
        answer(py, &explored, &pos)
    }

    /// The PGN text of a game the index holds, by its `id` (from `explore`'s games).
    fn read_pgn(&self, id: u32) -> PyResult<String> {
        let game = self
            .index
            .game(id)
            .ok_or_else(|| PyValueError::new_err(format!("no game {id} in the index")))?;
        self.index.read_pgn(&game).map_err(index_error)
    }
}
