//! The drawing behind `fianchetto.svg`: python-chess's `chess.svg.board` and `chess.svg.piece`
//! on the core's `Picture`. The Python module turns python-chess's arguments (boards, `Arrow`s,
//! square sets, colour dictionaries) into the plain values these functions take.

use std::collections::HashMap;

use fianchetto::fen::BoardFen;
use fianchetto::svg::{Arrow, Picture, Rgba, Theme, piece_svg};
use fianchetto::{Board, Move};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::piece::PyPiece;
use crate::square::{color as to_color, square};

/// `piece` alone as SVG, `size` pixels wide (unsized when `None`).
#[pyfunction]
#[pyo3(signature = (piece, size=None))]
fn _svg_piece(piece: PyRef<'_, PyPiece>, size: Option<u32>) -> String {
    piece_svg(piece.piece, size)
}

/// The picture of the board `board_fen` (an empty board when `None`) with python-chess's
/// choices: `lastmove` a `(from, to)` pair, `arrows` `(tail, head, colour)`, `fills`
/// `(square, colour)`, `crosses` a bitboard, and `colors` python-chess's colour keys.
#[pyfunction]
#[pyo3(signature = (
    board_fen, *, orientation, lastmove, check, arrows, fills, crosses, size, coordinates,
    colors, borders
))]
#[allow(clippy::too_many_arguments)] // python-chess's keyword arguments, one to one
fn _svg_board(
    board_fen: Option<&str>,
    orientation: bool,
    lastmove: Option<(i64, i64)>,
    check: Option<i64>,
    arrows: Vec<(i64, i64, String)>,
    fills: Vec<(i64, String)>,
    crosses: u64,
    size: Option<u32>,
    coordinates: bool,
    colors: HashMap<String, String>,
    borders: bool,
) -> PyResult<String> {
    let board = match board_fen {
        Some(fen) => {
            let BoardFen(board) = fen
                .parse()
                .map_err(|err| PyValueError::new_err(format!("invalid board FEN: {err}")))?;
            board
        }
        None => Board::empty(),
    };
    let mut picture = Picture::of(&board)
        .orientation(to_color(orientation))
        .coordinates(coordinates)
        .borders(borders)
        .theme(theme(&colors)?)
        .check(check.map(square).transpose()?);
    if let Some(pixels) = size {
        picture = picture.size(pixels);
    }
    if let Some((from, to)) = lastmove {
        // The two squares as given: python-chess marks a move's own squares, whatever it is.
        picture = picture.last_move(Move::normal(square(from)?, square(to)?));
    }
    for (sq, colour) in fills {
        picture = picture.fill(square(sq)?, rgba(&colour)?);
    }
    for sq in fianchetto::Bitboard::from(crosses) {
        picture = picture.cross(sq);
    }
    for (tail, head, colour) in arrows {
        let paint = match colors.get(&format!("arrow {colour}")) {
            Some(custom) => rgba(custom)?,
            None => rgba(&colour)?,
        };
        picture = picture.arrow(Arrow::new(square(tail)?, square(head)?).with_paint(paint));
    }
    Ok(picture.to_svg())
}

/// A colour as `Rgba` reads it (a name, `#rrggbb` or `#rrggbbaa`); `ValueError` otherwise.
fn rgba(text: &str) -> PyResult<Rgba> {
    text.parse()
        .map_err(|err| PyValueError::new_err(format!("{err}")))
}

/// The default theme with python-chess's colour keys (`"square light"`, `"margin"`, ...) in
/// `colors` over it; the `"arrow …"` keys are the arrows' own, and unknown keys are ignored,
/// as python-chess ignores them.
fn theme(colors: &HashMap<String, String>) -> PyResult<Theme> {
    let mut theme = Theme::default();
    for (key, value) in colors {
        let field = match key.as_str() {
            "square light" => &mut theme.light,
            "square dark" => &mut theme.dark,
            "square light lastmove" => &mut theme.light_last_move,
            "square dark lastmove" => &mut theme.dark_last_move,
            "margin" => &mut theme.margin,
            "coord" => &mut theme.coordinates,
            "inner border" | "outer border" => &mut theme.border,
            _ => continue,
        };
        *field = rgba(value)?;
    }
    Ok(theme)
}

/// Adds the drawing functions to the native module.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(_svg_piece, module)?)?;
    module.add_function(wrap_pyfunction!(_svg_board, module)?)?;
    Ok(())
}
