//! python-chess's bitboard vocabulary, made from the core's: the named square sets
//! (`BB_ALL`, `BB_CENTER`, `BB_FILES`, ...), the attack tables (`BB_KNIGHT_ATTACKS`,
//! `BB_PAWN_ATTACKS`, the sliders' masks and occupancy dictionaries), `BB_RAYS`, and the
//! square functions that need the core's geometry (`between`, `square_knight_distance`).
//! The Python package (`fianchetto/_bitboards.py`) names the single squares, files and
//! ranks and builds `SquareSet` on top.

use fianchetto::bitboard::{Bitboard, Direction, attacks, rays, reference};
use fianchetto::{Color, File, Rank, Square};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::square::square;

/// The two directions along a file, a rank and (both of) the diagonals, as python-chess
/// splits a slider's attacks into tables.
const FILE_DIRECTIONS: [Direction; 2] = [Direction::North, Direction::South];
const RANK_DIRECTIONS: [Direction; 2] = [Direction::East, Direction::West];

/// Adds the named square sets and the attack tables, each a plain `int` or a list of them,
/// as python-chess's constants are.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add("BB_EMPTY", Bitboard::EMPTY.bits())?;
    module.add("BB_ALL", Bitboard::FULL.bits())?;
    module.add("BB_LIGHT_SQUARES", Bitboard::LIGHT_SQUARES.bits())?;
    module.add("BB_DARK_SQUARES", Bitboard::DARK_SQUARES.bits())?;
    module.add("BB_CENTER", Bitboard::CENTER.bits())?;
    module.add("BB_CORNERS", Bitboard::CORNERS.bits())?;
    module.add("BB_BACKRANKS", Bitboard::BACKRANKS.bits())?;
    module.add(
        "BB_SQUARES",
        Square::ALL.map(|sq| Bitboard::from(sq).bits()),
    )?;
    module.add(
        "BB_FILES",
        File::ALL.map(|file| Bitboard::from(file).bits()),
    )?;
    module.add(
        "BB_RANKS",
        Rank::ALL.map(|rank| Bitboard::from(rank).bits()),
    )?;
    module.add(
        "BB_KNIGHT_ATTACKS",
        Square::ALL.map(|sq| attacks::knight(sq).bits()),
    )?;
    module.add(
        "BB_KING_ATTACKS",
        Square::ALL.map(|sq| attacks::king(sq).bits()),
    )?;
    // Indexed by python-chess's colours: `BLACK` is 0, `WHITE` 1.
    module.add(
        "BB_PAWN_ATTACKS",
        [Color::Black, Color::White]
            .map(|color| Square::ALL.map(|sq| attacks::pawn(color, sq).bits())),
    )?;
    module.add(
        "BB_RAYS",
        Square::ALL.map(|a| Square::ALL.map(|b| rays::line(a, b).bits()).to_vec()),
    )?;
    let file_masks = Square::ALL.map(|sq| file_mask(sq).bits());
    let rank_masks = Square::ALL.map(|sq| rank_mask(sq).bits());
    let diag_masks = Square::ALL.map(|sq| reference::bishop_relevant_mask(sq).bits());
    module.add("BB_FILE_MASKS", file_masks)?;
    module.add("BB_RANK_MASKS", rank_masks)?;
    module.add("BB_DIAG_MASKS", diag_masks)?;
    let py = module.py();
    module.add(
        "BB_FILE_ATTACKS",
        occupancy_tables(py, file_masks, &FILE_DIRECTIONS)?,
    )?;
    module.add(
        "BB_RANK_ATTACKS",
        occupancy_tables(py, rank_masks, &RANK_DIRECTIONS)?,
    )?;
    module.add(
        "BB_DIAG_ATTACKS",
        occupancy_tables(py, diag_masks, &Direction::DIAGONAL)?,
    )?;
    module.add_function(wrap_pyfunction!(between, module)?)?;
    module.add_function(wrap_pyfunction!(square_knight_distance, module)?)?;
    module.add_function(wrap_pyfunction!(_flip_vertical, module)?)?;
    module.add_function(wrap_pyfunction!(_flip_horizontal, module)?)?;
    module.add_function(wrap_pyfunction!(_flip_diagonal, module)?)?;
    module.add_function(wrap_pyfunction!(_flip_anti_diagonal, module)?)?;
    Ok(())
}

/// The file squares that can block a rook on `sq`: its relevant occupancy on the file.
fn file_mask(sq: Square) -> Bitboard {
    reference::rook_relevant_mask(sq) & Bitboard::from(sq.file())
}

/// The rank squares that can block a rook on `sq`.
fn rank_mask(sq: Square) -> Bitboard {
    reference::rook_relevant_mask(sq) & Bitboard::from(sq.rank())
}

/// For each square, a dictionary from every occupancy of its mask to the squares a slider
/// moving along `directions` attacks through it: python-chess's `BB_*_ATTACKS` layout,
/// looked up as `table[square][occupied & mask[square]]`.
fn occupancy_tables<'py>(
    py: Python<'py>,
    masks: [u64; 64],
    directions: &[Direction],
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    Square::ALL
        .iter()
        .zip(masks)
        .map(|(&sq, mask)| {
            let table = PyDict::new(py);
            for occupied in Bitboard::from(mask).subsets() {
                let attacked = reference::slider_attacks(sq, occupied, directions);
                table.set_item(occupied.bits(), attacked.bits())?;
            }
            Ok(table)
        })
        .collect()
}

/// The squares strictly between `a` and `b` when they share a rank, file or diagonal, as a
/// bitboard; otherwise 0. Raises ``IndexError`` for a number that is no square.
#[pyfunction]
fn between(a: i64, b: i64) -> PyResult<u64> {
    Ok(rays::between(square(a)?, square(b)?).bits())
}

/// The fewest knight moves from `a` to `b` on an empty board. Raises ``IndexError`` for a
/// number that is no square.
#[pyfunction]
fn square_knight_distance(a: i64, b: i64) -> PyResult<u32> {
    let (from, to) = (square(a)?, square(b)?);
    // Breadth first: every square is reached within six moves.
    let mut reached = Bitboard::from(from);
    let mut frontier = reached;
    let mut moves = 0;
    while !reached.contains(to) {
        frontier = frontier
            .into_iter()
            .fold(Bitboard::EMPTY, |next, sq| next | attacks::knight(sq))
            & !reached;
        reached |= frontier;
        moves += 1;
    }
    Ok(moves)
}

/// A bitboard upside down (rank 1 and rank 8 swapped).
#[pyfunction]
fn _flip_vertical(bb: u64) -> u64 {
    Bitboard::from(bb).flip_vertical().bits()
}

/// A bitboard mirrored left to right (file a and file h swapped).
#[pyfunction]
fn _flip_horizontal(bb: u64) -> u64 {
    Bitboard::from(bb).flip_horizontal().bits()
}

/// A bitboard mirrored about the a1-h8 diagonal.
#[pyfunction]
fn _flip_diagonal(bb: u64) -> u64 {
    Bitboard::from(bb).flip_diagonal().bits()
}

/// A bitboard mirrored about the h1-a8 diagonal: the a1-h8 mirror turned half a circle.
#[pyfunction]
fn _flip_anti_diagonal(bb: u64) -> u64 {
    Bitboard::from(bb)
        .flip_diagonal()
        .flip_vertical()
        .flip_horizontal()
        .bits()
}
