//! Arrows from square to square.

use std::fmt;
use std::str::FromStr;

use fianchetto_movegen::Square;

use crate::Rgba;
use crate::paint::split_colour;

/// An arrow from `tail` to `head`; a circle around the square when they are the same, as
/// lichess and python-chess draw them.
///
/// ```
/// use fianchetto_svg::{Arrow, Rgba};
/// use fianchetto_svg::movegen::Square;
///
/// let arrow: Arrow = "e2e4".parse()?;
/// assert_eq!(arrow, Arrow::new(Square::E2, Square::E4));
/// assert_eq!(arrow.paint, Rgba::GREEN);
/// let red: Arrow = "g1f3:red".parse()?;
/// assert_eq!(red, Arrow::new(Square::G1, Square::F3).with_paint(Rgba::RED));
/// assert_eq!("d4".parse::<Arrow>()?, Arrow::new(Square::D4, Square::D4));
/// # Ok::<(), fianchetto_svg::ArrowError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arrow {
    /// Where the arrow starts.
    pub tail: Square,
    /// Where it points.
    pub head: Square,
    /// Its colour; [`Rgba::GREEN`] unless set.
    pub paint: Rgba,
}

impl Arrow {
    /// A green arrow from `tail` to `head`.
    ///
    /// ```
    /// use fianchetto_svg::{Arrow, Rgba};
    /// use fianchetto_svg::movegen::Square;
    ///
    /// assert_eq!(Arrow::new(Square::E2, Square::E4).paint, Rgba::GREEN);
    /// ```
    pub const fn new(tail: Square, head: Square) -> Arrow {
        Arrow {
            tail,
            head,
            paint: Rgba::GREEN,
        }
    }

    /// The same arrow painted `paint`.
    ///
    /// ```
    /// use fianchetto_svg::{Arrow, Rgba};
    /// use fianchetto_svg::movegen::Square;
    ///
    /// let blue = Arrow::new(Square::E2, Square::E4).with_paint(Rgba::BLUE);
    /// assert_eq!((blue.head, blue.paint), (Square::E4, Rgba::BLUE));
    /// ```
    pub const fn with_paint(self, paint: Rgba) -> Arrow {
        Arrow { paint, ..self }
    }
}

/// Reads `e2e4` or `e4` (a circle), then optionally `:` and a colour as [`Rgba`] reads it.
impl FromStr for Arrow {
    type Err = ArrowError;

    fn from_str(text: &str) -> Result<Arrow, ArrowError> {
        let error = |reason| ArrowError {
            text: text.into(),
            reason,
        };
        let (squares, colour) = split_colour(text).map_err(|err| error(err.to_string()))?;
        let square = |part: &str| {
            Square::from_ascii(part.as_bytes())
                .ok_or_else(|| error(format!("{part:?} is not a square")))
        };
        let (tail, head) = match squares.len() {
            2 => (square(squares)?, square(squares)?),
            4 if squares.is_char_boundary(2) => (square(&squares[..2])?, square(&squares[2..])?),
            _ => return Err(error("write two squares, as e2e4, or one, as e4".into())),
        };
        Ok(Arrow::new(tail, head).with_paint(colour.unwrap_or(Rgba::GREEN)))
    }
}

/// Text that is not an arrow.
///
/// ```
/// use fianchetto_svg::Arrow;
///
/// let err = "e2e9".parse::<Arrow>().unwrap_err();
/// assert_eq!(err.to_string(), "not an arrow: \"e2e9\" (\"e9\" is not a square)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArrowError {
    text: String,
    reason: String,
}

impl fmt::Display for ArrowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not an arrow: {:?} ({})", self.text, self.reason)
    }
}

impl std::error::Error for ArrowError {}
