//! The rendered PNG, looked at as a person would: which squares hold a light piece, a dark
//! piece or nothing, where the arrows and marks are, and that flipping mirrors it all.

use fianchetto_svg::movegen::{Board, Color, Move, Piece, Position, Square};
use fianchetto_svg::variant::Variant;
use fianchetto_svg::{Arrow, Bitmap, Drawable, Mark, Picture, Rgba, Theme};

use crate::positions::{CRAZYHOUSE, FOOLS_MATE, playouts, standard, variant};

/// What the middle of a square shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Seen {
    Empty,
    White,
    Black,
}

/// Reads the 9x9 pixels around a point: a white piece is white-filled, a black piece
/// black-filled; an empty square shows its own colour (or its highlight).
fn seen(bitmap: &Bitmap, (x, y): (u32, u32)) -> Seen {
    let (mut white, mut black) = (0, 0);
    for dy in 0..9 {
        for dx in 0..9 {
            let Rgba { r, g, b, .. } = bitmap.pixel(x + dx - 4, y + dy - 4);
            if r >= 250 && g >= 250 && b >= 250 {
                white += 1;
            } else if r <= 10 && g <= 10 && b <= 10 {
                black += 1;
            }
        }
    }
    match (white, black) {
        (w, _) if w >= 15 => Seen::White,
        (_, b) if b >= 15 => Seen::Black,
        _ => Seen::Empty,
    }
}

fn expected(piece: Option<Piece>) -> Seen {
    match piece.map(|p| p.color) {
        None => Seen::Empty,
        Some(Color::White) => Seen::White,
        Some(Color::Black) => Seen::Black,
    }
}

/// The pixel at the middle of `square` in a 400-pixel picture with coordinates.
fn centre(square: Square, bottom: Color) -> (u32, u32) {
    let (column, row) = cell(square, bottom);
    (20 + column * 45 + 22, 20 + row * 45 + 22)
}

/// A pixel 4 inside the top left corner of `square`, off any piece.
fn corner(square: Square, bottom: Color) -> (u32, u32) {
    let (column, row) = cell(square, bottom);
    (20 + column * 45 + 4, 20 + row * 45 + 4)
}

fn cell(square: Square, bottom: Color) -> (u32, u32) {
    let (file, rank) = (square.file() as u32, square.rank() as u32);
    match bottom {
        Color::White => (file, 7 - rank),
        Color::Black => (7 - file, rank),
    }
}

fn assert_board_seen(bitmap: &Bitmap, board: &Board, bottom: Color, below: u32, what: &str) {
    for square in Square::ALL {
        let (x, y) = centre(square, bottom);
        assert_eq!(
            seen(bitmap, (x, y + below)),
            expected(board.piece_at(square)),
            "{square} of {what}, {bottom:?} at the bottom"
        );
    }
}

#[test]
fn every_square_shows_its_piece_in_both_orientations() {
    let mut positions: Vec<Box<dyn Drawable>> = vec![
        Box::new(Position::new()),
        Box::new(standard(FOOLS_MATE)),
        Box::new(variant(
            Variant::Horde,
            "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
        )),
    ];
    positions.extend(
        playouts()
            .into_iter()
            .map(|pos| Box::new(pos) as Box<dyn Drawable>),
    );
    assert!(positions.len() > 30);
    for pos in &positions {
        for bottom in [Color::White, Color::Black] {
            let picture = Picture::of(pos.as_ref()).orientation(bottom);
            let bitmap = picture.render().expect("a board renders");
            assert_eq!((bitmap.width(), bitmap.height()), picture.pixel_size());
            let what = format!("{} pieces", pos.board().pieces().count());
            // Pockets push the board 50 pixels down.
            let below = if pos.pockets().is_some() { 50 } else { 0 };
            assert_board_seen(&bitmap, pos.board(), bottom, below, &what);
        }
    }
}

#[test]
fn empty_squares_show_their_colours_and_the_last_move() {
    let pos = Position::new()
        .play(Move::normal(Square::E2, Square::E4))
        .unwrap();
    let theme = Theme::BROWN;
    for bottom in [Color::White, Color::Black] {
        let bitmap = Picture::of(&pos)
            .orientation(bottom)
            .last_move(Move::normal(Square::E2, Square::E4))
            .render()
            .unwrap();
        let at = |square, point: fn(Square, Color) -> (u32, u32)| {
            let (x, y) = point(square, bottom);
            bitmap.pixel(x, y)
        };
        assert_eq!(at(Square::D4, centre), theme.dark);
        assert_eq!(at(Square::E3, centre), theme.dark);
        assert_eq!(at(Square::D5, centre), theme.light);
        // e2 is light, e4 is light: both coloured as the last move.
        assert_eq!(at(Square::E2, centre), theme.light_last_move);
        assert_eq!(at(Square::E4, corner), theme.light_last_move);
        assert_eq!(at(Square::D2, corner), theme.dark);
    }
}

/// A colour drawn with opacity over `under`, as a renderer blends it (within rounding).
fn blended(over: Rgba, under: Rgba) -> Rgba {
    let a = f32::from(over.a) / 255.0;
    let mix = |o: u8, u: u8| (f32::from(o) * a + f32::from(u) * (1.0 - a)).round() as u8;
    Rgba::opaque(
        mix(over.r, under.r),
        mix(over.g, under.g),
        mix(over.b, under.b),
    )
}

fn close(a: Rgba, b: Rgba) -> bool {
    a.r.abs_diff(b.r) <= 2 && a.g.abs_diff(b.g) <= 2 && a.b.abs_diff(b.b) <= 2
}

#[test]
fn arrows_and_marks_are_drawn_where_asked_and_mirror_when_flipped() {
    let theme = Theme::BROWN;
    let fill = Rgba::new(255, 0, 0, 128);
    for bottom in [Color::White, Color::Black] {
        let bitmap = Picture::of(&Position::new())
            .orientation(bottom)
            .arrow(Arrow::new(Square::E2, Square::E5))
            .arrow(Arrow::new(Square::B1, Square::C3).with_paint(Rgba::BLUE))
            .arrow(Arrow::new(Square::H5, Square::H5).with_paint(Rgba::RED))
            .fill(Square::A4, fill)
            .mark(Mark::new(Square::G4).with_paint(Rgba::YELLOW))
            .render()
            .unwrap();
        let at = |(x, y): (u32, u32)| bitmap.pixel(x, y);
        // The green arrow crosses e3 and e4, empty squares, and its head ends on e5.
        let colour = |square: Square| {
            if square.is_light() {
                theme.light
            } else {
                theme.dark
            }
        };
        assert!(close(
            at(centre(Square::E3, bottom)),
            blended(Rgba::GREEN, colour(Square::E3))
        ));
        assert!(close(
            at(centre(Square::E4, bottom)),
            blended(Rgba::GREEN, colour(Square::E4))
        ));
        assert_eq!(
            at(corner(Square::E4, bottom)),
            colour(Square::E4),
            "the shaft is narrow"
        );
        // The blue arrow's shaft leaves b1 towards c3: between them, on the squares' corner.
        let (x, y) = centre(Square::B1, bottom);
        let (tx, ty) = centre(Square::C3, bottom);
        let (mx, my) = ((x + tx) / 2, (y + ty) / 2);
        let seen = at((mx, my));
        assert!(
            seen.b > seen.r && seen.b > seen.g,
            "{seen:?} at the blue arrow's middle"
        );
        // A circle on h5: its ring near the edge, not its middle.
        let (cx, cy) = centre(Square::H5, bottom);
        let ring = at((cx, cy - 17));
        assert!(ring.r > ring.g + 40, "{ring:?} on the red circle");
        assert_eq!(at((cx, cy)), colour(Square::H5));
        // The filled a4 and the outlined g4: the fill everywhere, the outline at the edge.
        assert!(close(
            at(corner(Square::A4, bottom)),
            blended(fill, colour(Square::A4))
        ));
        let (gx, gy) = corner(Square::G4, bottom);
        assert!(close(
            at((gx - 1, gy)),
            blended(Rgba::YELLOW, colour(Square::G4))
        ));
        assert_eq!(at(centre(Square::G4, bottom)), colour(Square::G4));
        // Nothing else is marked.
        for square in [Square::A5, Square::H4, Square::D4, Square::G5] {
            assert!(at(corner(square, bottom)) == colour(square), "{square}");
        }
    }
}

#[test]
fn crosses_and_borders_are_drawn_where_asked() {
    let theme = Theme::BROWN;
    for bottom in [Color::White, Color::Black] {
        let bitmap = Picture::of(&Position::new())
            .orientation(bottom)
            .cross(Square::E4)
            .cross(Square::E2)
            .borders(true)
            .render()
            .unwrap();
        let at = |(x, y): (u32, u32)| bitmap.pixel(x, y);
        // A cross's arms run corner to corner, 10 units in (`corner` is 4 in already); not
        // through the middle of an edge.
        let (x, y) = corner(Square::E4, bottom);
        let arm = at((x + 13, y + 13));
        assert!(arm.r < 100 && arm.g < 100, "{arm:?} on e4's cross");
        assert_eq!(
            at((x + 18, y - 2)),
            theme.light,
            "{:?}",
            at((x + 18, y - 2))
        );
        // Over a piece too: the white pawn on e2 is crossed at the same place.
        let (x, y) = corner(Square::E2, bottom);
        let arm = at((x + 8, y + 28));
        assert!(arm.r < 100, "{arm:?} on e2's cross");
        // Not on d4, e5.
        for square in [Square::D4, Square::E5] {
            let (x, y) = corner(square, bottom);
            let colour = if square.is_light() {
                theme.light
            } else {
                theme.dark
            };
            assert_eq!(at((x + 9, y + 9)), colour, "{square}");
        }
        // The borders: a one-unit line on each square's top and left edge (half on each side,
        // so the pixels either side are half covered), the square itself untouched inside.
        for square in [Square::D5, Square::A8, Square::H1] {
            let (x, y) = corner(square, bottom);
            let (x, y) = (x - 4, y - 4);
            let colour = if square.is_light() {
                theme.light
            } else {
                theme.dark
            };
            assert!(
                at((x + 20, y)).r < 160,
                "{square}'s top edge: {:?}",
                at((x + 20, y))
            );
            assert!(
                at((x, y + 20)).r < 160,
                "{square}'s left edge: {:?}",
                at((x, y + 20))
            );
            assert_eq!(at((x + 20, y + 3)), colour, "{square} inside");
        }
    }
}

#[test]
fn flipping_moves_each_square_to_the_mirrored_place() {
    // Without coordinates (whose letters do not mirror), a square of the flipped board shows
    // what the same square showed before, at the place turned half round (the pieces stay
    // upright): compare three points of each square, its middle, a corner and an edge.
    let pos = standard(FOOLS_MATE);
    let plain = Picture::of(&pos).coordinates(false).render().unwrap();
    let flipped = Picture::of(&pos)
        .coordinates(false)
        .orientation(Color::Black)
        .render()
        .unwrap();
    for square in Square::ALL {
        let (column, row) = cell(square, Color::White);
        let (x, y) = (column * 45, row * 45);
        let (fx, fy) = (315 - x, 315 - y);
        for (dx, dy) in [(22, 22), (4, 4), (40, 22)] {
            let a = plain.pixel(x + dx, y + dy);
            let b = flipped.pixel(fx + dx, fy + dy);
            assert_eq!(a, b, "{square} at +({dx}, {dy})");
        }
    }
}

#[test]
fn crazyhouse_pockets_show_their_pieces() {
    let pos = variant(Variant::Crazyhouse, CRAZYHOUSE);
    for bottom in [Color::White, Color::Black] {
        let picture = Picture::of(&pos).orientation(bottom);
        let bitmap = picture.render().unwrap();
        assert_eq!((bitmap.width(), bitmap.height()), (400, 500));
        // The board is 50 lower than without pockets.
        for square in Square::ALL {
            let (x, y) = centre(square, bottom);
            assert_eq!(
                seen(&bitmap, (x, y + 50)),
                expected(pos.board().piece_at(square)),
                "{square}"
            );
        }
        // Slots Q R B N P from the left, the hand of the side at the bottom below the board.
        let slot = |color: Color, index: u32| {
            let top = if color == bottom { 500 - 45 } else { 0 };
            seen(&bitmap, (20 + index * 45 + 22, top + 22))
        };
        let white = [
            Seen::Empty,
            Seen::Empty,
            Seen::White,
            Seen::White,
            Seen::Empty,
        ];
        let black = [
            Seen::Empty,
            Seen::Empty,
            Seen::Black,
            Seen::Empty,
            Seen::Empty,
        ];
        for index in 0..5 {
            assert_eq!(
                slot(Color::White, index),
                white[index as usize],
                "White's slot {index}"
            );
            assert_eq!(
                slot(Color::Black, index),
                black[index as usize],
                "Black's slot {index}"
            );
        }
        // The count of White's two knights: light digits on a dark badge at the slot's corner.
        let top = if bottom == Color::White { 455 } else { 0 };
        let badge = bitmap.pixel(20 + 4 * 45 - 1, top + 45 - 7);
        assert_eq!(badge, Theme::BROWN.margin);
    }
}

#[test]
fn a_png_decodes_to_the_rendered_pixels() {
    let picture = Picture::of(&standard(FOOLS_MATE))
        .size(240)
        .arrow(Arrow::new(Square::D1, Square::H5).with_paint(Rgba::new(0, 0, 255, 100)));
    let bitmap = picture.render().unwrap();
    let png = picture.to_png().unwrap();
    let mut reader = png::Decoder::new(std::io::Cursor::new(png))
        .read_info()
        .unwrap();
    let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buffer).unwrap();
    assert_eq!(
        (info.width, info.height, info.color_type),
        (240, 240, png::ColorType::Rgba)
    );
    for (i, px) in buffer[..info.buffer_size()].chunks_exact(4).enumerate() {
        let (x, y) = (i as u32 % 240, i as u32 / 240);
        let Rgba { r, g, b, a } = bitmap.pixel(x, y);
        assert_eq!(px, [r, g, b, a], "({x}, {y})");
    }
}
