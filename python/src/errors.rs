//! The exceptions, named as python-chess names them, all `ValueError`s.

use fianchetto::cursor::{PushSanError, PushUciError};
use fianchetto::san::SanError;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

pyo3::create_exception!(
    fianchetto,
    InvalidMoveError,
    PyValueError,
    "Text that is no move: not SAN, not UCI."
);
pyo3::create_exception!(
    fianchetto,
    IllegalMoveError,
    PyValueError,
    "A move that is not legal in the position."
);
pyo3::create_exception!(
    fianchetto,
    AmbiguousMoveError,
    PyValueError,
    "SAN that names more than one legal move."
);
pyo3::create_exception!(
    fianchetto,
    InvalidFenError,
    PyValueError,
    "A FEN that is not FEN, or whose position is not legal."
);

pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    module.add("InvalidMoveError", py.get_type::<InvalidMoveError>())?;
    module.add("IllegalMoveError", py.get_type::<IllegalMoveError>())?;
    module.add("AmbiguousMoveError", py.get_type::<AmbiguousMoveError>())?;
    module.add("InvalidFenError", py.get_type::<InvalidFenError>())?;
    Ok(())
}

/// A SAN that failed, as python-chess raises it.
pub(crate) fn san_error(err: PushSanError, fen: impl FnOnce() -> String) -> PyErr {
    match err {
        PushSanError::Invalid(_) => InvalidMoveError::new_err(format!("{err}")),
        PushSanError::Illegal(SanError::AmbiguousSan { san }) => {
            AmbiguousMoveError::new_err(format!("ambiguous san: {san} in {}", fen()))
        }
        PushSanError::Illegal(_) => IllegalMoveError::new_err(format!("{err} in {}", fen())),
    }
}

/// A UCI move that failed, as python-chess raises it.
pub(crate) fn uci_error(err: PushUciError, fen: impl FnOnce() -> String) -> PyErr {
    match err {
        PushUciError::Invalid(_) => InvalidMoveError::new_err(format!("{err}")),
        PushUciError::Illegal(_) => IllegalMoveError::new_err(format!("{err} in {}", fen())),
    }
}
