//! The native half of the `fianchetto` Python package: python-chess's everyday API over
//! fianchetto's positions, and whole PGN files read on every core. The Python half
//! (`python/fianchetto`) arranges it into python-chess's modules and adds the constants.

mod bitboards;
mod board;
mod board_edit;
mod board_glue;
mod board_loose;
mod board_query;
mod board_state;
mod errors;
mod explorer;
mod game;
mod legal_moves;
mod loose;
mod move_stack;
mod moves;
mod outcome;
mod pgn;
mod pgn_tokens;
mod piece;
mod polyglot;
mod reading;
mod square;
mod stream;
mod svg;
mod syzygy;
mod uci;
mod variant_board;
mod variant_names;

use pyo3::prelude::*;

/// The classes and functions the Python package re-exports.
#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    errors::register(module)?;
    square::register_names(module)?;
    bitboards::register(module)?;
    svg::register(module)?;
    module.add_class::<moves::PyMove>()?;
    module.add_class::<piece::PyPiece>()?;
    module.add_class::<outcome::PyTermination>()?;
    module.add_class::<outcome::PyOutcome>()?;
    module.add_class::<board_state::PyBoard>()?;
    module.add_class::<legal_moves::LegalMoveGenerator>()?;
    module.add_class::<move_stack::MoveStack>()?;
    module.add_class::<game::PyGame>()?;
    module.add_class::<game::PyScore>()?;
    module.add_class::<pgn::GameIterator>()?;
    module.add_class::<stream::ArrowStream>()?;
    module.add_function(wrap_pyfunction!(board::_restore_board, module)?)?;
    module.add_function(wrap_pyfunction!(variant_names::_find_variant, module)?)?;
    module.add_function(wrap_pyfunction!(variant_names::_variant_aliases, module)?)?;
    module.add_function(wrap_pyfunction!(variant_names::_starting_fen, module)?)?;
    module.add_function(wrap_pyfunction!(pgn::read_games, module)?)?;
    module.add_function(wrap_pyfunction!(pgn::arrow_stream, module)?)?;
    module.add_function(wrap_pyfunction!(pgn_tokens::_tag_pairs, module)?)?;
    module.add_function(wrap_pyfunction!(pgn_tokens::_movetext_tokens, module)?)?;
    module.add_function(wrap_pyfunction!(pgn_tokens::_comment_open_after, module)?)?;
    module.add_class::<polyglot::PyBook>()?;
    module.add_class::<syzygy::PyTablebase>()?;
    module.add(
        "MissingTableError",
        module.py().get_type::<syzygy::MissingTableError>(),
    )?;
    module.add_function(wrap_pyfunction!(syzygy::_material_key, module)?)?;
    module.add_class::<explorer::PyIndex>()?;
    module.add_function(wrap_pyfunction!(explorer::build_index, module)?)?;
    module.add_function(wrap_pyfunction!(uci::_read_engine_line, module)?)?;
    module.add_function(wrap_pyfunction!(uci::_read_uci_info, module)?)?;
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
