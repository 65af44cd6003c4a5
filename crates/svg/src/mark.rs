//! Marked squares: an outline in the theme's colour or one's own.

use std::fmt;
use std::str::FromStr;

use fianchetto_movegen::Square;

use crate::Rgba;
use crate::paint::split_colour;

/// A square to outline, in its own colour or, without one, the theme's
/// [`mark`](crate::Theme::mark) (see [`Picture::mark`](crate::Picture::mark)).
///
/// ```
/// use fianchetto_svg::{Mark, Rgba};
/// use fianchetto_svg::movegen::Square;
///
/// assert_eq!("e4".parse::<Mark>()?, Mark { square: Square::E4, paint: None });
/// assert_eq!("e4:red".parse::<Mark>()?, Mark { square: Square::E4, paint: Some(Rgba::RED) });
/// assert_eq!(
///     "e9".parse::<Mark>().unwrap_err().to_string(),
///     "not a mark: \"e9\" (\"e9\" is not a square)"
/// );
/// # Ok::<(), fianchetto_svg::MarkError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mark {
    /// The square outlined.
    pub square: Square,
    /// Its colour; the theme's when `None`.
    pub paint: Option<Rgba>,
}

impl Mark {
    /// A mark on `square` in the theme's colour.
    ///
    /// ```
    /// use fianchetto_svg::{Mark, Picture, Theme};
    /// use fianchetto_svg::movegen::{Position, Square};
    ///
    /// let svg = Picture::of(&Position::new()).mark(Mark::new(Square::E4)).to_svg();
    /// assert!(svg.contains("stroke=\"#15781b\""));
    /// let blue = Picture::of(&Position::new()).theme(Theme::BLUE).mark(Mark::new(Square::E4));
    /// assert!(blue.to_svg().contains(&format!("stroke=\"{}\"", Theme::BLUE.mark.with_alpha(255))));
    /// ```
    pub const fn new(square: Square) -> Mark {
        Mark {
            square,
            paint: None,
        }
    }

    /// The same mark painted `paint`.
    ///
    /// ```
    /// use fianchetto_svg::{Mark, Rgba};
    /// use fianchetto_svg::movegen::Square;
    ///
    /// assert_eq!(Mark::new(Square::A1).with_paint(Rgba::RED).paint, Some(Rgba::RED));
    /// ```
    pub const fn with_paint(self, paint: Rgba) -> Mark {
        Mark {
            paint: Some(paint),
            ..self
        }
    }
}

/// Reads `e4`, then optionally `:` and a colour as [`Rgba`] reads it.
impl FromStr for Mark {
    type Err = MarkError;

    fn from_str(text: &str) -> Result<Mark, MarkError> {
        let error = |reason| MarkError {
            text: text.into(),
            reason,
        };
        let (square, paint) = split_colour(text).map_err(|err| error(err.to_string()))?;
        let square = Square::from_ascii(square.as_bytes())
            .ok_or_else(|| error(format!("{square:?} is not a square")))?;
        Ok(Mark { square, paint })
    }
}

/// Text that is not a mark.
///
/// ```
/// use fianchetto_svg::Mark;
///
/// let err = "e4:pink".parse::<Mark>().unwrap_err();
/// assert!(err.to_string().starts_with("not a mark: \"e4:pink\" (not a colour: \"pink\""));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MarkError {
    text: String,
    reason: String,
}

impl fmt::Display for MarkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a mark: {:?} ({})", self.text, self.reason)
    }
}

impl std::error::Error for MarkError {}
