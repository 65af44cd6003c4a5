//! The SVG text of a picture.

use std::fmt::{self, Write};

use fianchetto_movegen::{Bitboard, Color, Piece, Role, Square};
use fianchetto_variant::Pockets;

use crate::glyphs::GLYPHS;
use crate::layout::{Layout, SQUARE};
use crate::{Arrow, Mark, Picture, Rgba, pieces};

/// The roles a pocket can hold, in the order they are drawn.
const POCKET_ROLES: [Role; 5] = [
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];
/// Arrows: the shaft's width, and the head's length and width, in squares.
const SHAFT: f32 = 0.2;
const HEAD_LENGTH: f32 = 0.45;
const HEAD_WIDTH: f32 = 0.5;

impl Picture {
    /// The SVG document: one line, pieces and glyphs defined once and placed with `<use>`,
    /// and the same text for the same picture.
    ///
    /// ```
    /// use fianchetto_svg::Picture;
    /// use fianchetto_svg::movegen::Position;
    ///
    /// let svg = Picture::of(&Position::new()).to_svg();
    /// assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>") && !svg.contains('\n'));
    /// assert_eq!(svg.matches("<g id=").count(), 12);
    /// ```
    pub fn to_svg(&self) -> String {
        self.to_string()
    }
}

/// The SVG document of [`Picture::to_svg`].
impl fmt::Display for Picture {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        svg(self, f)
    }
}

/// Writes `picture` to `out`.
fn svg(picture: &Picture, out: &mut impl Write) -> fmt::Result {
    let layout = picture.layout();
    let (width, height) = layout.pixel_size();
    write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" \
         xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" \
         viewBox=\"0 0 {} {}\" width=\"{width}\" height=\"{height}\">",
        Num(layout.width),
        Num(layout.height),
    )?;
    defs(picture, out)?;
    if layout.margin > 0.0 || picture.pockets.is_some() {
        write!(
            out,
            "<rect width=\"{}\" height=\"{}\"{}/>",
            Num(layout.width),
            Num(layout.height),
            Paint("fill", picture.theme.margin),
        )?;
    }
    squares(picture, &layout, out)?;
    highlights(picture, &layout, out)?;
    if picture.borders {
        borders(picture, &layout, out)?;
    }
    for (square, piece) in drawn_order(picture, &layout) {
        let (x, y) = layout.corner(square);
        place(out, pieces::id(piece), x, y)?;
    }
    for square in picture.crosses {
        let (x, y) = layout.corner(square);
        place(out, "xx", x, y)?;
    }
    if layout.margin > 0.0 {
        coordinates(picture, &layout, out)?;
    }
    if let Some(pockets) = &picture.pockets {
        hands(picture, &layout, pockets, out)?;
    }
    for arrow in &picture.arrows {
        draw_arrow(&layout, arrow, out)?;
    }
    out.write_str("</svg>")
}

/// Each side's pieces in hand, on a tray above or below the board: slots Q R B N P, a count on
/// each slot that holds more than one.
fn hands(
    picture: &Picture,
    layout: &Layout,
    pockets: &Pockets,
    out: &mut impl Write,
) -> fmt::Result {
    for color in [Color::White, Color::Black] {
        let top = layout.pocket_top(color);
        // The hand on a light tray, where pieces of both colours stand out.
        write!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"4\"{}/>",
            Num(layout.left),
            Num(top),
            Num(POCKET_ROLES.len() as f32 * SQUARE),
            Num(SQUARE),
            Paint("fill", picture.theme.light),
        )?;
        for (slot, role) in POCKET_ROLES.into_iter().enumerate() {
            let count = pockets.count(color, role);
            if count == 0 {
                continue;
            }
            let x = layout.left + slot as f32 * SQUARE;
            place(out, pieces::id(role.of(color)), x, top)?;
            if count > 1 {
                badge(picture, out, count, x + SQUARE, top + SQUARE)?;
            }
        }
    }
    Ok(())
}

/// An arrow as a shaft (a `<line>`) up to the head's base and the head (a triangle), which
/// meet without overlapping so that a translucent arrow has no darker seam; or a ring around
/// its square when it starts where it ends.
fn draw_arrow(layout: &Layout, arrow: &Arrow, out: &mut impl Write) -> fmt::Result {
    if arrow.tail == arrow.head {
        let (x, y) = layout.centre(arrow.head);
        write!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\"{} stroke-width=\"{}\"/>",
            Num(x),
            Num(y),
            Num(SQUARE / 2.0 - SQUARE * SHAFT / 2.0),
            Paint("stroke", arrow.paint),
            Num(SQUARE * SHAFT * 0.75),
        )?;
    } else {
        let tail = layout.centre(arrow.tail);
        let ArrowHead { neck, points } = arrow_head(tail, layout.centre(arrow.head));
        write!(
            out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"{} stroke-width=\"{}\"/>",
            Num(tail.0),
            Num(tail.1),
            Num(neck.0),
            Num(neck.1),
            Paint("stroke", arrow.paint),
            Num(SQUARE * SHAFT),
        )?;
        out.write_str("<path d=\"M")?;
        for (i, (x, y)) in points.into_iter().enumerate() {
            let separator = if i == 0 { "" } else { "L" };
            write!(out, "{separator}{} {}", Num(x), Num(y))?;
        }
        write!(out, "Z\"{}/>", Paint("fill", arrow.paint))?;
    }
    Ok(())
}

/// The definitions of the pieces and glyphs the picture uses (and no others), and the check's
/// glow.
fn defs(picture: &Picture, out: &mut impl Write) -> fmt::Result {
    out.write_str("<defs>")?;
    let mut used = [[false; 6]; 2];
    for (_, piece) in picture.board.pieces() {
        used[piece.color as usize][piece.role as usize] = true;
    }
    if let Some(pockets) = &picture.pockets {
        for color in [Color::White, Color::Black] {
            for role in POCKET_ROLES {
                used[color as usize][role as usize] |= pockets.count(color, role) > 0;
            }
        }
    }
    for color in [Color::White, Color::Black] {
        for role in Role::ALL {
            if used[color as usize][role as usize] {
                let piece = Piece { color, role };
                write!(
                    out,
                    "<g id=\"{}\" class=\"{}\">{}</g>",
                    pieces::id(piece),
                    pieces::class(piece),
                    pieces::shapes(piece)
                )?;
            }
        }
    }
    for &(letter, _, path) in GLYPHS {
        if glyph_used(picture, letter) {
            write!(out, "<path id=\"{}\" d=\"{path}\"/>", Id(&glyph_id(letter)))?;
        }
    }
    if picture.crosses.any() {
        write!(
            out,
            "<path id=\"xx\" d=\"M10 10L35 35M35 10L10 35\"{} stroke-width=\"4\" \
             stroke-linecap=\"round\"/>",
            Paint("stroke", picture.theme.cross),
        )?;
    }
    if picture.check.is_some() {
        let colour = picture.theme.check;
        write!(
            out,
            "<radialGradient id=\"check\">\
             <stop offset=\"0\" stop-color=\"{rgb}\"{alpha}/>\
             <stop offset=\".5\" stop-color=\"{rgb}\" stop-opacity=\"{half}\"/>\
             <stop offset=\"1\" stop-color=\"{rgb}\" stop-opacity=\"0\"/>\
             </radialGradient>",
            rgb = colour.rgb(),
            alpha = Opacity("stop-opacity", colour.a),
            half = Num(f32::from(colour.a) / 255.0 * 0.5),
        )?;
    }
    out.write_str("</defs>")
}

/// Whether the coordinates or a pocket's count use the glyph of `letter`.
fn glyph_used(picture: &Picture, letter: char) -> bool {
    if picture.coordinates && matches!(letter, 'a'..='h' | '1'..='8') {
        return true;
    }
    let Some(pockets) = &picture.pockets else {
        return false;
    };
    [Color::White, Color::Black].into_iter().any(|color| {
        POCKET_ROLES.into_iter().any(|role| {
            let count = pockets.count(color, role);
            count > 1 && count.to_string().contains(letter)
        })
    })
}

fn glyph_id(letter: char) -> [u8; 2] {
    [b'c', letter as u8]
}

/// The light squares as one rectangle, the dark ones as one path over it.
fn squares(picture: &Picture, layout: &Layout, out: &mut impl Write) -> fmt::Result {
    write!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}/><path d=\"",
        Num(layout.left),
        Num(layout.top),
        Num(8.0 * SQUARE),
        Num(8.0 * SQUARE),
        Paint("fill", picture.theme.light),
    )?;
    for square in Square::ALL {
        if square.is_dark() {
            let (x, y) = layout.corner(square);
            write!(out, "M{} {}h45v45h-45z", Num(x), Num(y))?;
        }
    }
    write!(out, "\"{}/>", Paint("fill", picture.theme.dark))
}

/// A line between each two ranks and files, and around the board, as one path.
fn borders(picture: &Picture, layout: &Layout, out: &mut impl Write) -> fmt::Result {
    out.write_str("<path d=\"")?;
    for i in 0..=8u8 {
        let offset = f32::from(i) * SQUARE;
        write!(
            out,
            "M{} {}h360M{} {}v360",
            Num(layout.left),
            Num(layout.top + offset),
            Num(layout.left + offset),
            Num(layout.top),
        )?;
    }
    write!(
        out,
        "\" fill=\"none\"{} stroke-width=\"1\"/>",
        Paint("stroke", picture.theme.border)
    )
}

/// The last move, the filled squares, the check's glow and the marks, under the pieces.
fn highlights(picture: &Picture, layout: &Layout, out: &mut impl Write) -> fmt::Result {
    let theme = &picture.theme;
    let last_move = picture
        .last_move
        .map_or(Bitboard::EMPTY, crate::last_move_squares);
    for square in last_move {
        let colour = if square.is_light() {
            theme.light_last_move
        } else {
            theme.dark_last_move
        };
        square_rect(layout, out, square, 0.0, &Paint("fill", colour))?;
    }
    for &(square, colour) in &picture.fills {
        square_rect(layout, out, square, 0.0, &Paint("fill", colour))?;
    }
    if let Some(king) = picture.check {
        square_rect(layout, out, king, 0.0, &" fill=\"url(#check)\"")?;
    }
    for &Mark {
        square,
        paint: colour,
    } in &picture.marks
    {
        let colour = colour.unwrap_or(theme.mark);
        let stroke = format!(
            " fill=\"none\"{} stroke-width=\"4\"",
            Paint("stroke", colour)
        );
        square_rect(layout, out, square, 2.0, &stroke)?;
    }
    Ok(())
}

/// A rectangle on `square`, `inset` inside its edges, with `attributes`.
fn square_rect(
    layout: &Layout,
    out: &mut impl Write,
    square: Square,
    inset: f32,
    attributes: &dyn fmt::Display,
) -> fmt::Result {
    let (x, y) = layout.corner(square);
    write!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{attributes}/>",
        Num(x + inset),
        Num(y + inset),
        Num(SQUARE - 2.0 * inset),
        Num(SQUARE - 2.0 * inset),
    )
}

/// The pieces on the board, top row first, as drawn.
fn drawn_order(picture: &Picture, layout: &Layout) -> impl Iterator<Item = (Square, Piece)> {
    let mut pieces: Vec<(Square, Piece)> = picture.board.pieces().collect();
    pieces.sort_by_key(|&(square, _)| {
        let (column, row) = layout.cell(square);
        (row, column)
    });
    pieces.into_iter()
}

/// The file letters under the board and the rank numbers left of it.
fn coordinates(picture: &Picture, layout: &Layout, out: &mut impl Write) -> fmt::Result {
    write!(out, "<g{}>", Paint("fill", picture.theme.coordinates))?;
    // A glyph is 10 units tall; centred in the margin.
    let baseline = layout.top + 8.0 * SQUARE + layout.margin / 2.0 + 5.0;
    for square in Square::ALL.into_iter().take(8) {
        let letter = square.file().char();
        let (x, _) = layout.centre(square);
        place(
            out,
            Id(&glyph_id(letter)),
            x - advance(letter) / 2.0,
            baseline,
        )?;
    }
    for rank in 0..8u32 {
        let square = Square::new(rank * 8);
        let letter = square.rank().char();
        let (_, y) = layout.centre(square);
        place(
            out,
            Id(&glyph_id(letter)),
            (layout.margin - advance(letter)) / 2.0,
            y + 5.0,
        )?;
    }
    out.write_str("</g>")
}

/// A pocket's count, in a dark box whose bottom right corner is (`right`, `bottom`).
fn badge(
    picture: &Picture,
    out: &mut impl Write,
    count: u8,
    right: f32,
    bottom: f32,
) -> fmt::Result {
    let digits = count.to_string();
    let width: f32 = digits.chars().map(advance).sum::<f32>() + 4.0;
    let (x, y) = (right - width, bottom - 14.0);
    write!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"14\" rx=\"3\"{}/><g{}>",
        Num(x),
        Num(y),
        Num(width),
        Paint("fill", picture.theme.margin),
        Paint("fill", picture.theme.coordinates),
    )?;
    let mut left = x + 2.0;
    for digit in digits.chars() {
        place(out, Id(&glyph_id(digit)), left, bottom - 2.0)?;
        left += advance(digit);
    }
    out.write_str("</g>")
}

/// The advance width of `letter`'s glyph.
fn advance(letter: char) -> f32 {
    GLYPHS
        .iter()
        .find(|&&(known, _, _)| known == letter)
        .map_or(0.0, |&(_, width, _)| width)
}

/// A `<use>` of the definition `id` at (`x`, `y`).
fn place(out: &mut impl Write, id: impl fmt::Display, x: f32, y: f32) -> fmt::Result {
    write!(
        out,
        "<use xlink:href=\"#{id}\" x=\"{}\" y=\"{}\"/>",
        Num(x),
        Num(y)
    )
}

/// An arrow's head: where the shaft ends (the middle of the head's base) and the triangle.
struct ArrowHead {
    neck: (f32, f32),
    points: [(f32, f32); 3],
}

/// The head of an arrow from the centre `tail` to the centre `head`: its point on `head`, its
/// base across the arrow a head's length before it.
fn arrow_head(tail: (f32, f32), head: (f32, f32)) -> ArrowHead {
    let (dx, dy) = (head.0 - tail.0, head.1 - tail.1);
    let length = (dx * dx + dy * dy).sqrt();
    let (ux, uy) = (dx / length, dy / length);
    // The normal, to the left of the direction.
    let (nx, ny) = (-uy, ux);
    let wing = SQUARE * HEAD_WIDTH / 2.0;
    let neck = (
        head.0 - ux * SQUARE * HEAD_LENGTH,
        head.1 - uy * SQUARE * HEAD_LENGTH,
    );
    let side = |(x, y): (f32, f32), by: f32| (x + nx * by, y + ny * by);
    ArrowHead {
        neck,
        points: [side(neck, wing), head, side(neck, -wing)],
    }
}

/// A number with at most two decimals, without trailing zeros: `45`, `22.5`, `-3.25`.
struct Num(f32);

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hundredths = (self.0 * 100.0).round() as i64;
        let (whole, part) = (hundredths / 100, (hundredths % 100).abs());
        if hundredths < 0 && whole == 0 {
            f.write_char('-')?;
        }
        write!(f, "{whole}")?;
        match part {
            0 => Ok(()),
            _ if part % 10 == 0 => write!(f, ".{}", part / 10),
            _ => write!(f, ".{part:02}"),
        }
    }
}

/// ` fill="#rrggbb"` and, unless opaque, ` fill-opacity="…"` (or `stroke`).
struct Paint(&'static str, Rgba);

impl fmt::Display for Paint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Paint(attribute, colour) = *self;
        write!(f, " {attribute}=\"{}\"", colour.rgb())?;
        Opacity(
            if attribute == "fill" {
                "fill-opacity"
            } else {
                "stroke-opacity"
            },
            colour.a,
        )
        .fmt(f)
    }
}

/// ` name="…"` for an opacity below 255, nothing for an opaque colour.
struct Opacity(&'static str, u8);

impl fmt::Display for Opacity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.1 == 255 {
            return Ok(());
        }
        write!(f, " {}=\"{}\"", self.0, Num(f32::from(self.1) / 255.0))
    }
}

/// A two-letter ASCII id.
struct Id<'a>(&'a [u8; 2]);

impl fmt::Display for Id<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_char(char::from(self.0[0]))?;
        f.write_char(char::from(self.0[1]))
    }
}
