//! The variants' names and start positions, from the core's one table (`Variant`), for
//! `fianchetto.variant`'s classes and `find_variant`.

use fianchetto::prelude::*;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// The variant `name` means, by any of the names the PGN `Variant` tag and python-chess's
/// `find_variant` take (Chess960's names mean standard chess), as its UCI name.
#[pyfunction]
pub(crate) fn _find_variant(name: &str) -> PyResult<&'static str> {
    Ok(variant_of(name)?.uci_name())
}

/// The names that mean the variant of UCI name `uci_name`, lichess's first.
#[pyfunction]
pub(crate) fn _variant_aliases(uci_name: &str) -> PyResult<Vec<&'static str>> {
    let variant = variant_of(uci_name)?;
    Ok(variant.aliases().to_vec())
}

/// The FEN of the start position of the variant of UCI name `uci_name`.
#[pyfunction]
pub(crate) fn _starting_fen(uci_name: &str) -> PyResult<String> {
    Ok(AnyPosition::new(variant_of(uci_name)?).fen())
}

/// The variant of any of its names ([`Variant::from_name`]), or `ValueError`.
pub(crate) fn variant_of(name: &str) -> PyResult<Variant> {
    Variant::from_name(name)
        .map(|(variant, _)| variant)
        .map_err(|err| PyValueError::new_err(err.to_string()))
}
