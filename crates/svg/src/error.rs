//! What can go wrong making an image.

use std::fmt;

/// A picture that could not be made into an image.
///
/// ```
/// # #[cfg(feature = "png")] {
/// use fianchetto_svg::{ImageError, Picture};
/// use fianchetto_svg::movegen::Position;
///
/// let err = Picture::of(&Position::new()).size(100_000).render().unwrap_err();
/// assert!(matches!(err, ImageError::TooLarge { width: 100_000, .. }));
/// assert_eq!(
///     err.to_string(),
///     "cannot render an image of 100000x100000 pixels (1 to 8192 a side)"
/// );
/// # }
/// ```
#[derive(Debug)]
#[non_exhaustive]
pub enum ImageError {
    /// Wider or taller than 8192 pixels (`MAX_PIXELS`), or empty.
    TooLarge {
        /// The width asked for.
        width: u32,
        /// The height it comes with.
        height: u32,
    },
    /// The renderer rejected the drawing (a bug: please report it).
    Render(String),
    /// The PNG or GIF encoder failed.
    Encode(String),
    /// A frame of an animation whose size is not the first frame's.
    FrameSize {
        /// The first frame's width and height.
        expected: (u32, u32),
        /// This frame's.
        found: (u32, u32),
    },
    /// Writing the image failed.
    Io(std::io::Error),
}

impl fmt::Display for ImageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImageError::TooLarge { width, height } => write!(
                f,
                "cannot render an image of {width}x{height} pixels (1 to 8192 a side)"
            ),
            ImageError::Render(reason) => write!(f, "the drawing could not be rendered: {reason}"),
            ImageError::Encode(reason) => write!(f, "the image could not be encoded: {reason}"),
            ImageError::FrameSize { expected, found } => write!(
                f,
                "a frame of {}x{} pixels in an animation of {}x{}",
                found.0, found.1, expected.0, expected.1
            ),
            ImageError::Io(err) => write!(f, "the image could not be written: {err}"),
        }
    }
}

impl std::error::Error for ImageError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ImageError::Io(err) => Some(err),
            _ => None,
        }
    }
}

impl From<std::io::Error> for ImageError {
    fn from(err: std::io::Error) -> ImageError {
        ImageError::Io(err)
    }
}
