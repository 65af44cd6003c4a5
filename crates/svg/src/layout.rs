//! Where things go: the picture's units (a square is 45, the size of the piece drawings).

use fianchetto_movegen::{Color, Square};

/// The side of a square, in the picture's units.
pub(crate) const SQUARE: f32 = 45.0;
/// The frame that holds the coordinates.
const MARGIN: f32 = 20.0;
/// A pocket's band: a row of pieces and a gap.
const POCKET: f32 = 50.0;

/// The geometry of one picture.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Layout {
    pub(crate) width: f32,
    pub(crate) height: f32,
    /// The board's top left corner.
    pub(crate) left: f32,
    pub(crate) top: f32,
    pub(crate) margin: f32,
    orientation: Color,
    size: Option<u32>,
}

impl Layout {
    /// The geometry of a picture with or without coordinates and pockets, `orientation` at the
    /// bottom, `size` pixels wide (its natural size without).
    pub(crate) fn new(
        coordinates: bool,
        pockets: bool,
        orientation: Color,
        size: Option<u32>,
    ) -> Layout {
        let margin = if coordinates { MARGIN } else { 0.0 };
        let pockets = if pockets { POCKET } else { 0.0 };
        let width = 8.0 * SQUARE + 2.0 * margin;
        Layout {
            width,
            height: width + 2.0 * pockets,
            left: margin,
            top: pockets + margin,
            margin,
            orientation,
            size,
        }
    }

    /// The viewport in pixels: the width asked for, the height in proportion.
    pub(crate) fn pixel_size(&self) -> (u32, u32) {
        match self.size {
            None => (self.width as u32, self.height as u32),
            Some(width) => {
                let height = (f64::from(width) * f64::from(self.height) / f64::from(self.width))
                    .round() as u32;
                (width, height)
            }
        }
    }

    /// The column and row of `square` as drawn, 0 at the top left.
    pub(crate) fn cell(&self, square: Square) -> (u32, u32) {
        let (file, rank) = (square.file() as u32, square.rank() as u32);
        match self.orientation {
            Color::White => (file, 7 - rank),
            Color::Black => (7 - file, rank),
        }
    }

    /// The top left corner of `square`.
    pub(crate) fn corner(&self, square: Square) -> (f32, f32) {
        let (column, row) = self.cell(square);
        (
            self.left + column as f32 * SQUARE,
            self.top + row as f32 * SQUARE,
        )
    }

    /// The centre of `square`.
    pub(crate) fn centre(&self, square: Square) -> (f32, f32) {
        let (x, y) = self.corner(square);
        (x + SQUARE / 2.0, y + SQUARE / 2.0)
    }

    /// The top of the pocket band of `color`: the side at the bottom has its hand below.
    pub(crate) fn pocket_top(&self, color: Color) -> f32 {
        if color == self.orientation {
            self.height - SQUARE
        } else {
            0.0
        }
    }
}
