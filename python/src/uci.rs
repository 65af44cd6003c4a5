//! The lines a UCI engine writes, read by the core's one reader (`fianchetto-uci`) for
//! `fianchetto.engine`, whose protocol state machine (asyncio) is Python. Values stay the
//! protocol's (moves as UCI text, times in milliseconds): the Python side resolves moves
//! against the board that was searched.

use fianchetto::engine::{EngineMessage, Info, OptionKind, Score, ScoreBound};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};

/// One line from an engine as `(kind, value)`: `("id_name", str)`, `("id_author", str)`,
/// `("uciok", None)`, `("readyok", None)`, `("bestmove", (best | None, ponder | None))`,
/// `("copyprotection", status)`, `("registration", status)`, `("info", dict)` (as
/// `_read_uci_info`), `("option", dict)` or `("unknown", line)`.
#[pyfunction]
pub(crate) fn _read_engine_line<'py>(py: Python<'py>, line: &str) -> PyResult<Bound<'py, PyTuple>> {
    let (kind, value): (&str, Bound<'py, PyAny>) = match EngineMessage::parse(line) {
        EngineMessage::IdName(name) => ("id_name", name.into_pyobject(py)?.into_any()),
        EngineMessage::IdAuthor(author) => ("id_author", author.into_pyobject(py)?.into_any()),
        EngineMessage::UciOk => ("uciok", py.None().into_bound(py)),
        EngineMessage::ReadyOk => ("readyok", py.None().into_bound(py)),
        EngineMessage::BestMove { best, ponder } => {
            let best = best.map(|m| m.to_string());
            let ponder = ponder.map(|m| m.to_string());
            ("bestmove", (best, ponder).into_pyobject(py)?.into_any())
        }
        EngineMessage::CopyProtection(status) => (
            "copyprotection",
            status_name(status).into_pyobject(py)?.into_any(),
        ),
        EngineMessage::Registration(status) => (
            "registration",
            status_name(status).into_pyobject(py)?.into_any(),
        ),
        EngineMessage::Info(info) => ("info", info_dict(py, &info)?.into_any()),
        EngineMessage::Option(option) => {
            let dict = PyDict::new(py);
            dict.set_item("name", &option.name)?;
            let empty: [String; 0] = [];
            match option.kind {
                OptionKind::Check { default } => {
                    dict.set_item("type", "check")?;
                    dict.set_item("default", default)?;
                }
                OptionKind::Spin { default, min, max } => {
                    dict.set_item("type", "spin")?;
                    dict.set_item("default", default)?;
                    dict.set_item("min", min)?;
                    dict.set_item("max", max)?;
                }
                OptionKind::Combo { default, values } => {
                    dict.set_item("type", "combo")?;
                    dict.set_item("default", default)?;
                    dict.set_item("var", values)?;
                }
                OptionKind::Button => dict.set_item("type", "button")?,
                OptionKind::String { default } => {
                    dict.set_item("type", "string")?;
                    dict.set_item("default", default)?;
                }
            }
            if !dict.contains("var")? {
                dict.set_item("var", PyList::new(py, empty)?)?;
            }
            ("option", dict.into_any())
        }
        EngineMessage::Unknown(text) => ("unknown", text.into_pyobject(py)?.into_any()),
    };
    PyTuple::new(py, [kind.into_pyobject(py)?.into_any(), value])
}

/// The fields of the words after `info` that the reader understood, by python-chess's keys:
/// numbers as ints (`time` in milliseconds), `score` as `("cp" | "mate", n)` with
/// `lowerbound` or `upperbound` set to `True` for a bound, `wdl` as a tuple, `ebf` a float,
/// `pv` and `refutation` as lists of UCI moves, `currline` as `(cpu | None, moves)`, and
/// `string` the rest of the line as written.
#[pyfunction]
pub(crate) fn _read_uci_info<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyDict>> {
    match EngineMessage::parse(&format!("info {text}")) {
        EngineMessage::Info(info) => info_dict(py, &info),
        // `info` always reads as an info line, whatever follows.
        _ => Ok(PyDict::new(py)),
    }
}

fn info_dict<'py>(py: Python<'py>, info: &Info) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    let numbers = [
        ("depth", info.depth.map(u64::from)),
        ("seldepth", info.selective_depth.map(u64::from)),
        ("multipv", info.multipv.map(u64::from)),
        ("nodes", info.nodes),
        ("nps", info.nodes_per_second),
        ("tbhits", info.tablebase_hits),
        ("sbhits", info.shredder_base_hits),
        ("cpuload", info.cpu_load.map(u64::from)),
        ("hashfull", info.hash_full.map(u64::from)),
        ("currmovenumber", info.current_move_number.map(u64::from)),
        (
            "time",
            info.time
                .map(|time| u64::try_from(time.as_millis()).unwrap_or(u64::MAX)),
        ),
    ];
    for (key, value) in numbers {
        if let Some(value) = value {
            dict.set_item(key, value)?;
        }
    }
    if let Some(score) = info.score {
        let score = match score {
            Score::Centipawns(cp) => ("cp", cp),
            Score::Mate(moves) => ("mate", moves),
        };
        dict.set_item("score", score)?;
        match info.score_bound {
            ScoreBound::Exact => {}
            ScoreBound::Lower => dict.set_item("lowerbound", true)?,
            ScoreBound::Upper => dict.set_item("upperbound", true)?,
        }
    }
    if let Some(wdl) = info.wdl {
        dict.set_item("wdl", (wdl.wins, wdl.draws, wdl.losses))?;
    }
    if let Some(ebf) = info.effective_branching_factor {
        dict.set_item("ebf", ebf)?;
    }
    if let Some(m) = info.current_move {
        dict.set_item("currmove", m.to_string())?;
    }
    let moves = |line: &[fianchetto::uci::UciMove]| -> Vec<String> {
        line.iter().map(ToString::to_string).collect()
    };
    if !info.pv.is_empty() {
        dict.set_item("pv", moves(&info.pv))?;
    }
    if !info.refutation.is_empty() {
        dict.set_item("refutation", moves(&info.refutation))?;
    }
    if let Some(line) = &info.current_line {
        dict.set_item("currline", (line.cpu, moves(&line.moves)))?;
    }
    if let Some(text) = &info.string {
        dict.set_item("string", text)?;
    }
    Ok(dict)
}

fn status_name(status: fianchetto::engine::CheckStatus) -> &'static str {
    match status {
        fianchetto::engine::CheckStatus::Checking => "checking",
        fianchetto::engine::CheckStatus::Ok => "ok",
        fianchetto::engine::CheckStatus::Error => "error",
    }
}
