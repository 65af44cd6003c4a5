//! Reads back which squares an SVG colours as the last move, for the tests here and the CLI's
//! (which include this file by `#[path]`), so that the picture, `show` and `gif` are checked
//! against one reading.

// `svg` is the picture crate as the including test binary names it.
use crate::svg::Theme;
use crate::svg::movegen::Square;

/// The squares `svg` (White at the bottom, at the natural size) fills with `theme`'s last-move
/// colours, in square order.
pub(crate) fn tinted_squares(svg: &str, theme: Theme) -> Vec<Square> {
    let fills = [theme.light_last_move, theme.dark_last_move].map(|c| format!(" fill=\"{c}\"/>"));
    let corner = |rect: &str| {
        let (x, rest) = rect.split_once("\" y=\"").expect("x, then y");
        let (y, _) = rest.split_once('"').expect("y's closing quote");
        (x.parse::<f32>().expect("x"), y.parse::<f32>().expect("y"))
    };
    let mut rects = svg.split("<rect x=\"").skip(1);
    // The first rectangle with a corner is the board's light squares, 8 squares wide.
    let (left, top) = corner(rects.next().expect("the board"));
    let mut squares = Vec::new();
    for rect in rects {
        let rect = &rect[..rect.find("/>").expect("a closed rect") + 2];
        if fills.iter().any(|fill| rect.ends_with(fill.as_str())) {
            let (x, y) = corner(rect);
            let (column, row) = ((x - left) / 45.0, (y - top) / 45.0);
            squares.push(Square::new((7 - row as u32) * 8 + column as u32));
        }
    }
    squares.sort();
    squares
}
