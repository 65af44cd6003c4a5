//! One piece alone as an SVG document, as python-chess's `chess.svg.piece` draws it.

use fianchetto_movegen::Piece;

use crate::pieces;

/// `piece` alone: an SVG document 45 units square, `size` pixels wide and high (unsized, to
/// scale freely, when `None`), the drawing in a group with python-chess's id and classes
/// (`white-king`, `white king`).
///
/// ```
/// use fianchetto_svg::piece_svg;
/// use fianchetto_svg::movegen::Piece;
///
/// let king = Piece::from_char('K').unwrap();
/// let svg = piece_svg(king, Some(90));
/// assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>"));
/// assert!(svg.contains("<g id=\"white-king\" class=\"white king\">"));
/// assert!(svg.contains("width=\"90\" height=\"90\""));
/// assert!(!piece_svg(king, None).contains(" width=\""));
/// ```
pub fn piece_svg(piece: Piece, size: Option<u32>) -> String {
    let size = size.map_or(String::new(), |pixels| {
        format!(" width=\"{pixels}\" height=\"{pixels}\"")
    });
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" \
         xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" \
         viewBox=\"0 0 45 45\"{size}><g id=\"{}\" class=\"{}\">{}</g></svg>",
        pieces::id(piece),
        pieces::class(piece),
        pieces::shapes(piece),
    )
}
