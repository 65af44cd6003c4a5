//! Rendering a picture to pixels with resvg, and PNG.

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

use crate::{ImageError, Picture, Rgba};

/// The longest side a picture may be rendered at: 8192 pixels (256 MiB of pixels).
///
/// ```
/// use fianchetto_svg::{MAX_PIXELS, Picture};
/// use fianchetto_svg::movegen::Position;
///
/// assert!(Picture::of(&Position::new()).size(MAX_PIXELS + 1).render().is_err());
/// ```
pub const MAX_PIXELS: u32 = 8192;

/// A picture rendered to pixels.
///
/// ```
/// use fianchetto_svg::{Picture, Rgba, Theme};
/// use fianchetto_svg::movegen::Position;
///
/// let bitmap = Picture::of(&Position::new()).render()?;
/// assert_eq!((bitmap.width(), bitmap.height()), (400, 400));
/// // The middle of e4, a light square, is empty at the start.
/// assert_eq!(bitmap.pixel(20 + 4 * 45 + 22, 20 + 4 * 45 + 22), Theme::BROWN.light);
/// # Ok::<(), fianchetto_svg::ImageError>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Bitmap {
    pixmap: Pixmap,
}

impl Bitmap {
    /// Its width in pixels.
    ///
    /// ```
    /// use fianchetto_svg::Picture;
    /// use fianchetto_svg::movegen::Position;
    ///
    /// assert_eq!(Picture::of(&Position::new()).size(120).render()?.width(), 120);
    /// # Ok::<(), fianchetto_svg::ImageError>(())
    /// ```
    pub fn width(&self) -> u32 {
        self.pixmap.width()
    }

    /// Its height in pixels.
    ///
    /// ```
    /// use fianchetto_svg::Picture;
    /// use fianchetto_svg::movegen::Position;
    ///
    /// assert_eq!(Picture::of(&Position::new()).size(120).render()?.height(), 120);
    /// # Ok::<(), fianchetto_svg::ImageError>(())
    /// ```
    pub fn height(&self) -> u32 {
        self.pixmap.height()
    }

    /// The colour at (`x`, `y`), from the top left.
    ///
    /// # Panics
    /// If the point is outside the bitmap.
    ///
    /// ```
    /// use fianchetto_svg::Picture;
    /// use fianchetto_svg::movegen::Position;
    ///
    /// let bitmap = Picture::of(&Position::new()).render()?;
    /// assert_eq!(bitmap.pixel(0, 0).a, 255);
    /// # Ok::<(), fianchetto_svg::ImageError>(())
    /// ```
    pub fn pixel(&self, x: u32, y: u32) -> Rgba {
        let pixel = self
            .pixmap
            .pixel(x, y)
            .unwrap_or_else(|| panic!("({x}, {y}) is outside the bitmap"))
            .demultiply();
        Rgba::new(pixel.red(), pixel.green(), pixel.blue(), pixel.alpha())
    }

    /// The pixels, row by row, four bytes each (red, green, blue and opacity, premultiplied).
    ///
    /// ```
    /// use fianchetto_svg::Picture;
    /// use fianchetto_svg::movegen::Position;
    ///
    /// let bitmap = Picture::of(&Position::new()).size(100).render()?;
    /// assert_eq!(bitmap.premultiplied_rgba().len(), 100 * 100 * 4);
    /// # Ok::<(), fianchetto_svg::ImageError>(())
    /// ```
    pub fn premultiplied_rgba(&self) -> &[u8] {
        self.pixmap.data()
    }

    /// The PNG file of these pixels.
    ///
    /// # Errors
    /// [`ImageError::Encode`] if the encoder fails.
    ///
    /// ```
    /// use fianchetto_svg::Picture;
    /// use fianchetto_svg::movegen::Position;
    ///
    /// let png = Picture::of(&Position::new()).size(100).render()?.to_png()?;
    /// assert_eq!(&png[..4], b"\x89PNG");
    /// # Ok::<(), fianchetto_svg::ImageError>(())
    /// ```
    pub fn to_png(&self) -> Result<Vec<u8>, ImageError> {
        let encode_error = |err: png::EncodingError| ImageError::Encode(err.to_string());
        let mut bytes = Vec::new();
        let mut encoder = png::Encoder::new(&mut bytes, self.width(), self.height());
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_compression(png::Compression::Fast);
        let mut writer = encoder.write_header().map_err(encode_error)?;
        let mut rgba = Vec::with_capacity(self.pixmap.data().len());
        for pixel in self.pixmap.pixels() {
            let pixel = pixel.demultiply();
            rgba.extend([pixel.red(), pixel.green(), pixel.blue(), pixel.alpha()]);
        }
        writer.write_image_data(&rgba).map_err(encode_error)?;
        writer.finish().map_err(encode_error)?;
        Ok(bytes)
    }
}

impl Picture {
    /// Renders the picture at [`Picture::pixel_size`] with resvg: no browser, system library
    /// or font.
    ///
    /// # Errors
    /// [`ImageError::TooLarge`] beyond [`MAX_PIXELS`] a side.
    ///
    /// ```
    /// use fianchetto_svg::Picture;
    /// use fianchetto_svg::movegen::Position;
    ///
    /// let bitmap = Picture::of(&Position::new()).coordinates(false).render()?;
    /// assert_eq!((bitmap.width(), bitmap.height()), (360, 360));
    /// # Ok::<(), fianchetto_svg::ImageError>(())
    /// ```
    pub fn render(&self) -> Result<Bitmap, ImageError> {
        let (width, height) = self.pixel_size();
        if width == 0 || height == 0 || width > MAX_PIXELS || height > MAX_PIXELS {
            return Err(ImageError::TooLarge { width, height });
        }
        let svg = self.to_svg();
        let tree = usvg::Tree::from_str(&svg, &usvg::Options::default())
            .map_err(|err| ImageError::Render(err.to_string()))?;
        let mut pixmap =
            Pixmap::new(width, height).ok_or(ImageError::TooLarge { width, height })?;
        let scale = width as f32 / tree.size().width();
        resvg::render(
            &tree,
            Transform::from_scale(scale, scale),
            &mut pixmap.as_mut(),
        );
        Ok(Bitmap { pixmap })
    }

    /// The PNG file of [`Picture::render`].
    ///
    /// ```
    /// use fianchetto_svg::Picture;
    /// use fianchetto_svg::movegen::Position;
    ///
    /// let png = Picture::of(&Position::new()).size(200).to_png()?;
    /// assert_eq!(&png[1..4], b"PNG");
    /// # Ok::<(), fianchetto_svg::ImageError>(())
    /// ```
    ///
    /// # Errors
    /// As [`Picture::render`] and [`Bitmap::to_png`].
    pub fn to_png(&self) -> Result<Vec<u8>, ImageError> {
        self.render()?.to_png()
    }
}
