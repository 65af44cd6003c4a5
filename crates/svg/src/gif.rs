//! Animated GIF: a picture a frame, as a game's moves are played.

use std::borrow::Cow;
use std::collections::HashMap;
use std::io::Write;
use std::time::Duration;

use crate::{ImageError, Picture};

/// How many of the first frame's most common colours the palette holds exactly, after the
/// theme's highlights; the rest of its entries are a 6x6x6 colour cube, for antialiased edges
/// and arrows.
const EXACT_COLOURS: usize = 40;
/// The palette index of a pixel a frame leaves as the frame before showed it.
const UNCHANGED: u8 = 255;

/// Writes pictures as the frames of an animated GIF that loops. Each frame after the first is
/// stored as the rectangle that changed, its unchanged pixels transparent, so a game's GIF is
/// small.
///
/// ```
/// use std::time::Duration;
/// use fianchetto_svg::{GifWriter, Picture};
/// use fianchetto_svg::movegen::{Move, Position, Square};
///
/// let mut pos = Position::new();
/// let mut gif = GifWriter::new(Vec::new(), Duration::from_millis(500));
/// gif.push(&Picture::of(&pos).size(240))?;
/// for (from, to) in [(Square::E2, Square::E4), (Square::E7, Square::E5)] {
///     let m = Move::normal(from, to);
///     pos = pos.play(m)?;
///     gif.push(&Picture::of(&pos).size(240).last_move(m))?;
/// }
/// let bytes = gif.finish()?;
/// assert!(bytes.starts_with(b"GIF89a"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct GifWriter<W: Write> {
    out: Option<W>,
    encoder: Option<gif::Encoder<W>>,
    delay: u16,
    last_delay: Option<u16>,
    size: (u32, u32),
    palette: Option<Palette>,
    /// The previous frame's palette indices, the whole picture.
    previous: Vec<u8>,
    /// The last frame pushed, written when the next comes (or at the end, with the last delay).
    pending: Option<gif::Frame<'static>>,
}

impl<W: Write> GifWriter<W> {
    /// A GIF written to `out`, showing each frame for `delay` and the last one three times as
    /// long. GIF counts in hundredths of a second, up to 655.35 s: a delay is rounded up to
    /// the next hundredth and held to that limit.
    ///
    /// ```
    /// use std::time::Duration;
    /// use fianchetto_svg::{GifWriter, Picture};
    /// use fianchetto_svg::movegen::Position;
    ///
    /// let mut file = Vec::new();
    /// let mut gif = GifWriter::new(&mut file, Duration::from_millis(250));
    /// gif.push(&Picture::of(&Position::new()).size(64))?;
    /// gif.finish()?;
    /// assert_eq!(&file[..6], b"GIF89a");
    /// # Ok::<(), fianchetto_svg::ImageError>(())
    /// ```
    pub fn new(out: W, delay: Duration) -> GifWriter<W> {
        GifWriter {
            out: Some(out),
            encoder: None,
            delay: centiseconds(delay),
            last_delay: None,
            size: (0, 0),
            palette: None,
            previous: Vec::new(),
            pending: None,
        }
    }

    /// Shows the last frame for `delay` instead of three times the others' delay.
    ///
    /// ```
    /// use std::time::Duration;
    /// use fianchetto_svg::{GifWriter, Picture};
    /// use fianchetto_svg::movegen::Position;
    ///
    /// let mut gif = GifWriter::new(Vec::new(), Duration::from_millis(300))
    ///     .hold_last(Duration::from_secs(5));
    /// gif.push(&Picture::of(&Position::new()).size(100))?;
    /// assert!(gif.finish()?.len() > 100);
    /// # Ok::<(), fianchetto_svg::ImageError>(())
    /// ```
    pub fn hold_last(mut self, delay: Duration) -> GifWriter<W> {
        self.last_delay = Some(centiseconds(delay));
        self
    }

    /// Renders `picture` as the next frame.
    ///
    /// # Errors
    /// [`ImageError::FrameSize`] if its size is not the first frame's; as
    /// [`Picture::render`]; [`ImageError::Io`] if writing fails.
    ///
    /// ```
    /// use std::time::Duration;
    /// use fianchetto_svg::{GifWriter, ImageError, Picture};
    /// use fianchetto_svg::movegen::Position;
    ///
    /// let mut gif = GifWriter::new(Vec::new(), Duration::from_millis(500));
    /// gif.push(&Picture::of(&Position::new()).size(100))?;
    /// let other_size = gif.push(&Picture::of(&Position::new()).size(200));
    /// assert!(matches!(other_size, Err(ImageError::FrameSize { .. })));
    /// # Ok::<(), ImageError>(())
    /// ```
    pub fn push(&mut self, picture: &Picture) -> Result<(), ImageError> {
        let bitmap = picture.render()?;
        let size = (bitmap.width(), bitmap.height());
        let rgba = bitmap.premultiplied_rgba();
        if self.encoder.is_none() {
            let palette = Palette::for_frame(rgba, &seed_colours(picture));
            // A failed first frame took the output with it: nothing more can be written.
            let out = self.out.take().ok_or_else(|| {
                ImageError::Io(std::io::Error::other("an earlier write of this GIF failed"))
            })?;
            let mut encoder = gif::Encoder::new(out, size.0 as u16, size.1 as u16, &palette.flat())
                .map_err(encode_error)?;
            encoder
                .set_repeat(gif::Repeat::Infinite)
                .map_err(encode_error)?;
            self.encoder = Some(encoder);
            self.palette = Some(palette);
            self.size = size;
        } else if size != self.size {
            return Err(ImageError::FrameSize {
                expected: self.size,
                found: size,
            });
        }
        let palette = self.palette.as_ref().expect("made with the encoder");
        let indices: Vec<u8> = rgba.chunks_exact(4).map(|px| palette.index(px)).collect();
        let frame = self.changed(&indices);
        self.flush_pending(self.delay)?;
        self.previous = indices;
        self.pending = Some(frame);
        Ok(())
    }

    /// Writes the last frame and the GIF's trailer, and hands the output back.
    ///
    /// # Errors
    /// [`ImageError::Io`] if writing fails; [`ImageError::Encode`] for a GIF without frames.
    ///
    /// ```
    /// use std::time::Duration;
    /// use fianchetto_svg::{GifWriter, ImageError, Picture};
    /// use fianchetto_svg::movegen::Position;
    ///
    /// let empty = GifWriter::new(Vec::new(), Duration::from_millis(500));
    /// assert!(empty.finish().is_err());
    /// # Ok::<(), ImageError>(())
    /// ```
    pub fn finish(mut self) -> Result<W, ImageError> {
        let last = self.last_delay.unwrap_or(self.delay.saturating_mul(3));
        self.flush_pending(last)?;
        let encoder = self
            .encoder
            .take()
            .ok_or_else(|| ImageError::Encode("a GIF needs at least one frame".into()))?;
        encoder.into_inner().map_err(encode_error)
    }

    fn flush_pending(&mut self, delay: u16) -> Result<(), ImageError> {
        if let Some(mut frame) = self.pending.take() {
            frame.delay = delay;
            let encoder = self.encoder.as_mut().expect("a frame was pushed");
            encoder.write_frame(&frame).map_err(encode_error)?;
        }
        Ok(())
    }

    /// The part of `indices` that differs from the previous frame, as a frame: the smallest
    /// rectangle holding every change (the whole picture first, one pixel if nothing changed).
    fn changed(&self, indices: &[u8]) -> gif::Frame<'static> {
        let (width, height) = (self.size.0 as usize, self.size.1 as usize);
        let (mut left, mut top, mut right, mut bottom) = (0, 0, width, height);
        if self.previous.len() == indices.len() {
            let rows = |y: &usize| {
                indices[y * width..(y + 1) * width] != self.previous[y * width..(y + 1) * width]
            };
            match (0..height).find(rows) {
                None => (right, bottom) = (1, 1),
                Some(first) => {
                    top = first;
                    bottom = (0..height).rev().find(rows).map_or(height, |y| y + 1);
                    let columns = |x: &usize| {
                        (top..bottom)
                            .any(|y| indices[y * width + x] != self.previous[y * width + x])
                    };
                    left = (0..width).find(columns).unwrap_or(0);
                    right = (0..width).rev().find(columns).map_or(width, |x| x + 1);
                }
            }
        }
        let first = self.previous.len() != indices.len();
        let mut buffer = Vec::with_capacity((right - left) * (bottom - top));
        for y in top..bottom {
            let row = y * width + left..y * width + right;
            if first {
                buffer.extend_from_slice(&indices[row]);
            } else {
                buffer.extend(
                    indices[row.clone()]
                        .iter()
                        .zip(&self.previous[row])
                        .map(|(&now, &before)| if now == before { UNCHANGED } else { now }),
                );
            }
        }
        gif::Frame {
            left: left as u16,
            top: top as u16,
            width: (right - left) as u16,
            height: (bottom - top) as u16,
            buffer: Cow::Owned(buffer),
            dispose: gif::DisposalMethod::Keep,
            transparent: (!first).then_some(UNCHANGED),
            ..gif::Frame::default()
        }
    }
}

/// The colours later frames bring that a start position lacks: the last move's squares and the
/// check's glow, exactly.
fn seed_colours(picture: &Picture) -> [[u8; 3]; 3] {
    let theme = &picture.theme;
    [theme.light_last_move, theme.dark_last_move, theme.check].map(|c| [c.r, c.g, c.b])
}

fn centiseconds(delay: Duration) -> u16 {
    u16::try_from(delay.as_millis().div_ceil(10)).unwrap_or(u16::MAX)
}

fn encode_error(err: gif::EncodingError) -> ImageError {
    match err {
        gif::EncodingError::Io(err) => ImageError::Io(err),
        other => ImageError::Encode(other.to_string()),
    }
}

/// 256 colours and, for each colour at 5 bits a channel, the nearest of them.
struct Palette {
    colours: Vec<[u8; 3]>,
    nearest: Vec<u8>,
}

impl Palette {
    /// `seeds`, the first frame's most common colours, then a colour cube.
    fn for_frame(rgba: &[u8], seeds: &[[u8; 3]]) -> Palette {
        let mut counts: HashMap<[u8; 3], u32> = HashMap::new();
        for px in rgba.chunks_exact(4) {
            *counts.entry([px[0], px[1], px[2]]).or_default() += 1;
        }
        let mut common: Vec<([u8; 3], u32)> = counts.into_iter().collect();
        // Most common first, ties by colour, so the same frame gives the same palette.
        common.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut colours: Vec<[u8; 3]> = seeds.to_vec();
        for (colour, _) in common.into_iter().take(EXACT_COLOURS) {
            if !colours.contains(&colour) {
                colours.push(colour);
            }
        }
        for r in 0..6u8 {
            for g in 0..6u8 {
                for b in 0..6u8 {
                    let cube = [r * 51, g * 51, b * 51];
                    if !colours.contains(&cube) {
                        colours.push(cube);
                    }
                }
            }
        }
        // The last entry is kept for `UNCHANGED`: no pixel maps to it.
        colours.truncate(usize::from(UNCHANGED));
        let nearest = (0..1u32 << 15)
            .map(|cell| {
                let centre = |shift: u32| (((cell >> shift) & 31) * 8 + 4) as i32;
                let (r, g, b) = (centre(10), centre(5), centre(0));
                let distance = |c: &[u8; 3]| {
                    let (dr, dg, db) = (
                        i32::from(c[0]) - r,
                        i32::from(c[1]) - g,
                        i32::from(c[2]) - b,
                    );
                    2 * dr * dr + 4 * dg * dg + 3 * db * db
                };
                (0..colours.len())
                    .min_by_key(|&i| distance(&colours[i]))
                    .expect("the palette has colours") as u8
            })
            .collect();
        Palette { colours, nearest }
    }

    /// The palette index of a premultiplied RGBA pixel (the pictures are opaque).
    fn index(&self, px: &[u8]) -> u8 {
        let cell = (usize::from(px[0] >> 3) << 10)
            | (usize::from(px[1] >> 3) << 5)
            | usize::from(px[2] >> 3);
        self.nearest[cell]
    }

    /// The palette as the GIF header writes it, 256 entries, the last for `UNCHANGED`.
    fn flat(&self) -> Vec<u8> {
        let mut flat: Vec<u8> = self.colours.iter().flatten().copied().collect();
        flat.resize(256 * 3, 0);
        flat
    }
}
