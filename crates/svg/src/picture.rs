//! The picture of a position: what to draw, chosen by a builder.

use fianchetto_movegen::{Bitboard, Board, Color, Move, Square};
use fianchetto_variant::Pockets;

use crate::layout::Layout;
use crate::{Arrow, Drawable, Mark, Rgba, Theme};

/// A board to draw: a position with the choices of python-chess's `chess.svg.board` (the
/// orientation, the size, coordinates, the last move, the king in check, arrows, filled and
/// outlined squares, the colours), written as SVG by [`Picture::to_svg`] and, with the `png`
/// feature, rendered by `Picture::to_png`.
///
/// ```
/// use fianchetto_svg::{Arrow, Mark, Picture, Rgba};
/// use fianchetto_svg::movegen::{Color, Move, Position, Square};
///
/// let pos = Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")?;
/// let svg = Picture::of(&pos)
///     .last_move(Move::normal(Square::B8, Square::C6))
///     .arrow(Arrow::new(Square::F1, Square::B5))
///     .fill(Square::E5, Rgba::new(255, 0, 0, 96))
///     .mark(Mark::new(Square::C6).with_paint(Rgba::BLUE))
///     .orientation(Color::Black)
///     .size(300)
///     .to_svg();
/// assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
/// assert!(svg.contains("width=\"300\" height=\"300\""));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    pub(crate) board: Board,
    pub(crate) pockets: Option<Pockets>,
    pub(crate) check: Option<Square>,
    pub(crate) orientation: Color,
    pub(crate) size: Option<u32>,
    pub(crate) coordinates: bool,
    pub(crate) last_move: Option<Move>,
    pub(crate) arrows: Vec<Arrow>,
    pub(crate) fills: Vec<(Square, Rgba)>,
    pub(crate) marks: Vec<Mark>,
    pub(crate) crosses: Bitboard,
    pub(crate) borders: bool,
    pub(crate) theme: Theme,
}

impl Picture {
    /// The picture of `pos` as it stands: its pieces, its king in check and its pockets, White
    /// at the bottom, with coordinates, in [`Theme::BROWN`].
    ///
    /// ```
    /// use fianchetto_svg::{Arrow, Mark, Picture, Rgba, Theme};
    /// use fianchetto_svg::movegen::{Color, Move, Position, Square};
    ///
    /// let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K2r w - - 0 1")?;
    /// assert!(Picture::of(&pos).to_svg().contains("url(#check)"));
    /// assert!(!Picture::of(pos.board()).to_svg().contains("url(#check)"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of(pos: &(impl Drawable + ?Sized)) -> Picture {
        Picture {
            board: *pos.board(),
            pockets: pos.pockets(),
            check: pos.checked_king(),
            orientation: Color::White,
            size: None,
            coordinates: true,
            last_move: None,
            arrows: Vec::new(),
            fills: Vec::new(),
            marks: Vec::new(),
            crosses: Bitboard::EMPTY,
            borders: false,
            theme: Theme::BROWN,
        }
    }

    /// The side at the bottom (python-chess's `orientation`; `flipped` is `Color::Black`).
    ///
    /// ```
    /// use fianchetto_svg::{Arrow, Mark, Picture, Rgba, Theme};
    /// use fianchetto_svg::movegen::{Color, Move, Position, Square};
    ///
    /// let white = Picture::of(&Position::new());
    /// let black = white.clone().orientation(Color::Black);
    /// // The white king's e1 is at the bottom left of the middle, or the top right of it.
    /// assert!(white.to_svg().contains("<use xlink:href=\"#white-king\" x=\"200\" y=\"335\"/>"));
    /// assert!(black.to_svg().contains("<use xlink:href=\"#white-king\" x=\"155\" y=\"20\"/>"));
    /// ```
    pub fn orientation(mut self, bottom: Color) -> Picture {
        self.orientation = bottom;
        self
    }

    /// The width in pixels (the height follows); without it, the natural size: 400 pixels with
    /// coordinates, 360 without, a square being 45.
    ///
    /// ```
    /// use fianchetto_svg::{Arrow, Mark, Picture, Rgba, Theme};
    /// use fianchetto_svg::movegen::{Color, Move, Position, Square};
    ///
    /// assert_eq!(Picture::of(&Position::new()).size(800).pixel_size(), (800, 800));
    /// ```
    pub fn size(mut self, pixels: u32) -> Picture {
        self.size = Some(pixels);
        self
    }

    /// Whether to frame the board with the files and ranks (on unless turned off).
    ///
    /// ```
    /// use fianchetto_svg::{Arrow, Mark, Picture, Rgba, Theme};
    /// use fianchetto_svg::movegen::{Color, Move, Position, Square};
    ///
    /// let bare = Picture::of(&Position::new()).coordinates(false);
    /// assert!(bare.to_svg().contains("viewBox=\"0 0 360 360\""));
    /// ```
    pub fn coordinates(mut self, on: bool) -> Picture {
        self.coordinates = on;
        self
    }

    /// Colours the squares of the move played last, as [`last_move_squares`] says: its origin
    /// and target, its target only for a drop, and the king's origin and destination for a
    /// castle (e1 and g1, in Chess960 too).
    ///
    /// ```
    /// use fianchetto_svg::{Arrow, Mark, Picture, Rgba, Theme};
    /// use fianchetto_svg::movegen::{Color, Move, Position, Square};
    ///
    /// let pos = Position::new().play(Move::normal(Square::E2, Square::E4))?;
    /// let svg = Picture::of(&pos).last_move(Move::normal(Square::E2, Square::E4)).to_svg();
    /// assert_eq!(svg.matches(&format!("fill=\"{}\"", Theme::BROWN.light_last_move)).count(), 2);
    ///
    /// // A Chess960 castle, king b1 takes rook h1: b1 (dark) and g1 (light) are coloured.
    /// let castle = Move::castle(Square::B1, Square::H1);
    /// let pos = Position::from_fen("1k6/8/8/8/8/8/8/1K5R w H - 0 1")?.play(castle)?;
    /// let svg = Picture::of(&pos).last_move(castle).to_svg();
    /// assert_eq!(svg.matches(&format!("fill=\"{}\"", Theme::BROWN.dark_last_move)).count(), 1);
    /// assert_eq!(svg.matches(&format!("fill=\"{}\"", Theme::BROWN.light_last_move)).count(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// [`last_move_squares`]: crate::last_move_squares
    pub fn last_move(mut self, m: Move) -> Picture {
        self.last_move = Some(m);
        self
    }

    /// The square to glow as a king in check, instead of the position's own (`None`: none).
    ///
    /// ```
    /// use fianchetto_svg::{Arrow, Mark, Picture, Rgba, Theme};
    /// use fianchetto_svg::movegen::{Color, Move, Position, Square};
    ///
    /// let svg = Picture::of(&Position::new()).check(Some(Square::E1)).to_svg();
    /// assert!(svg.contains("url(#check)"));
    /// ```
    pub fn check(mut self, king: Option<Square>) -> Picture {
        self.check = king;
        self
    }

    /// Draws an arrow over the pieces (later arrows over earlier ones).
    ///
    /// ```
    /// use fianchetto_svg::{Arrow, Mark, Picture, Rgba, Theme};
    /// use fianchetto_svg::movegen::{Color, Move, Position, Square};
    ///
    /// let svg = Picture::of(&Position::new())
    ///     .arrow(Arrow::new(Square::E2, Square::E4))
    ///     .arrow(Arrow::new(Square::D7, Square::D7).with_paint(Rgba::RED))
    ///     .to_svg();
    /// // A green polygon, and a red ring on d7.
    /// assert_eq!(svg.matches("fill=\"#15781b\" fill-opacity=\"0.8\"").count(), 1);
    /// assert_eq!(svg.matches("fill=\"none\" stroke=\"#882020\"").count(), 1);
    /// ```
    pub fn arrow(mut self, arrow: Arrow) -> Picture {
        self.arrows.push(arrow);
        self
    }

    /// Fills `square` with `colour`, under the piece (opacity lets the square show through).
    ///
    /// ```
    /// use fianchetto_svg::{Arrow, Mark, Picture, Rgba, Theme};
    /// use fianchetto_svg::movegen::{Color, Move, Position, Square};
    ///
    /// let svg = Picture::of(&Position::new()).fill(Square::E4, Rgba::new(255, 0, 0, 128)).to_svg();
    /// assert!(svg.contains("fill=\"#ff0000\" fill-opacity=\"0.5\""));
    /// ```
    pub fn fill(mut self, square: Square, colour: Rgba) -> Picture {
        self.fills.push((square, colour));
        self
    }

    /// Draws a frame inside the mark's square, under the piece, in the mark's colour or the
    /// theme's [`mark`](Theme::mark).
    ///
    /// ```
    /// use fianchetto_svg::{Mark, Picture};
    /// use fianchetto_svg::movegen::{Position, Square};
    ///
    /// let svg = Picture::of(&Position::new()).mark(Mark::new(Square::D4)).to_svg();
    /// assert_eq!(svg.matches("stroke-width=\"4\"").count(), 1);
    /// ```
    pub fn mark(mut self, mark: Mark) -> Picture {
        self.marks.push(mark);
        self
    }

    /// Draws a cross over `square` and its piece, as python-chess's `squares` does (a square
    /// crossed twice is drawn once).
    ///
    /// ```
    /// use fianchetto_svg::Picture;
    /// use fianchetto_svg::movegen::{Position, Square};
    ///
    /// let svg = Picture::of(&Position::new()).cross(Square::E4).cross(Square::E4).to_svg();
    /// assert_eq!(svg.matches("<use xlink:href=\"#xx\"").count(), 1);
    /// ```
    pub fn cross(mut self, square: Square) -> Picture {
        self.crosses |= Bitboard::from(square);
        self
    }

    /// Whether to draw lines between the squares and around the board (off unless turned on),
    /// as python-chess's `borders`.
    ///
    /// ```
    /// use fianchetto_svg::Picture;
    /// use fianchetto_svg::movegen::Position;
    ///
    /// let svg = Picture::of(&Position::new()).borders(true).to_svg();
    /// assert!(svg.contains("stroke=\"#111111\" stroke-width=\"1\""));
    /// ```
    pub fn borders(mut self, on: bool) -> Picture {
        self.borders = on;
        self
    }

    /// The colours of the board and its highlights.
    ///
    /// ```
    /// use fianchetto_svg::{Arrow, Mark, Picture, Rgba, Theme};
    /// use fianchetto_svg::movegen::{Color, Move, Position, Square};
    ///
    /// let svg = Picture::of(&Position::new()).theme(Theme::GREEN).to_svg();
    /// assert!(svg.contains(&format!("fill=\"{}\"", Theme::GREEN.dark)));
    /// ```
    pub fn theme(mut self, theme: Theme) -> Picture {
        self.theme = theme;
        self
    }

    /// The width and height in pixels of the SVG's viewport, and of a PNG of it.
    ///
    /// ```
    /// use fianchetto_svg::Picture;
    /// use fianchetto_svg::movegen::Position;
    /// use fianchetto_svg::variant::{Variant, VariantPosition};
    ///
    /// assert_eq!(Picture::of(&Position::new()).pixel_size(), (400, 400));
    /// assert_eq!(Picture::of(&Position::new()).coordinates(false).pixel_size(), (360, 360));
    /// let crazyhouse = VariantPosition::new(Variant::Crazyhouse);
    /// assert_eq!(Picture::of(&crazyhouse).size(200).pixel_size(), (200, 250));
    /// ```
    pub fn pixel_size(&self) -> (u32, u32) {
        self.layout().pixel_size()
    }

    /// Where everything goes.
    pub(crate) fn layout(&self) -> Layout {
        Layout::new(
            self.coordinates,
            self.pockets.is_some(),
            self.orientation,
            self.size,
        )
    }
}
