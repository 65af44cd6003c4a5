//! Colours: `#rrggbb` or `#rrggbbaa`, or one of the arrow colours by name.

use std::fmt;
use std::str::FromStr;

/// A colour with opacity, as SVG and CSS write it.
///
/// ```
/// use fianchetto_svg::Rgba;
///
/// let red: Rgba = "#ff000080".parse()?;
/// assert_eq!(red, Rgba::new(255, 0, 0, 128));
/// assert_eq!("green".parse::<Rgba>()?, Rgba::GREEN);
/// assert_eq!(red.to_string(), "#ff000080");
/// assert!("#f00".parse::<Rgba>().is_err());
/// # Ok::<(), fianchetto_svg::ParseRgbaError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rgba {
    /// Red, 0 to 255.
    pub r: u8,
    /// Green, 0 to 255.
    pub g: u8,
    /// Blue, 0 to 255.
    pub b: u8,
    /// Opacity: 0 transparent, 255 opaque.
    pub a: u8,
}

impl Rgba {
    /// lichess's green arrow, the default of [`Arrow`](crate::Arrow).
    pub const GREEN: Rgba = Rgba::new(0x15, 0x78, 0x1b, 0xcc);
    /// lichess's red arrow.
    pub const RED: Rgba = Rgba::new(0x88, 0x20, 0x20, 0xcc);
    /// lichess's yellow arrow.
    pub const YELLOW: Rgba = Rgba::new(0xe6, 0x8f, 0x00, 0xcc);
    /// lichess's blue arrow.
    pub const BLUE: Rgba = Rgba::new(0x00, 0x30, 0x88, 0xcc);

    /// The colours [`FromStr`] knows by name, with their names.
    pub const NAMED: [(&'static str, Rgba); 4] = [
        ("green", Rgba::GREEN),
        ("red", Rgba::RED),
        ("yellow", Rgba::YELLOW),
        ("blue", Rgba::BLUE),
    ];

    /// A colour from its channels.
    ///
    /// ```
    /// use fianchetto_svg::Rgba;
    ///
    /// assert_eq!(Rgba::new(0, 0, 0, 255), Rgba::opaque(0, 0, 0));
    /// ```
    pub const fn new(r: u8, g: u8, b: u8, a: u8) -> Rgba {
        Rgba { r, g, b, a }
    }

    /// An opaque colour.
    ///
    /// ```
    /// use fianchetto_svg::Rgba;
    ///
    /// assert_eq!(Rgba::opaque(0xf0, 0xd9, 0xb5).to_string(), "#f0d9b5");
    /// ```
    pub const fn opaque(r: u8, g: u8, b: u8) -> Rgba {
        Rgba::new(r, g, b, 255)
    }

    /// The same colour with opacity `a`.
    ///
    /// ```
    /// use fianchetto_svg::Rgba;
    ///
    /// assert_eq!(Rgba::GREEN.with_alpha(255).to_string(), "#15781b");
    /// ```
    pub const fn with_alpha(self, a: u8) -> Rgba {
        Rgba { a, ..self }
    }

    /// `#rrggbb`, without the opacity.
    pub(crate) fn rgb(self) -> Hex {
        Hex(self.with_alpha(255))
    }
}

/// `#rrggbb`, then `aa` unless opaque.
impl fmt::Display for Rgba {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.r, self.g, self.b)?;
        if self.a != 255 {
            write!(f, "{:02x}", self.a)?;
        }
        Ok(())
    }
}

/// An opaque colour written as `#rrggbb`.
pub(crate) struct Hex(Rgba);

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Reads `#rrggbb`, `#rrggbbaa` or a name of [`Rgba::NAMED`] (any case).
impl FromStr for Rgba {
    type Err = ParseRgbaError;

    fn from_str(text: &str) -> Result<Rgba, ParseRgbaError> {
        if let Some(&(_, colour)) = Rgba::NAMED
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(text))
        {
            return Ok(colour);
        }
        let error = || ParseRgbaError { text: text.into() };
        let hex = text.strip_prefix('#').ok_or_else(error)?;
        if !(hex.len() == 6 || hex.len() == 8) || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(error());
        }
        let channel = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).map_err(|_| error());
        let a = if hex.len() == 8 { channel(6)? } else { 255 };
        Ok(Rgba::new(channel(0)?, channel(2)?, channel(4)?, a))
    }
}

/// Splits `TEXT[:COLOUR]`, as arrows and marks are written, into the text and its colour.
pub(crate) fn split_colour(text: &str) -> Result<(&str, Option<Rgba>), ParseRgbaError> {
    match text.split_once(':') {
        Some((before, colour)) => Ok((before, Some(colour.parse()?))),
        None => Ok((text, None)),
    }
}

/// Text that is not a colour.
///
/// ```
/// use fianchetto_svg::Rgba;
///
/// let err = "purple".parse::<Rgba>().unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "not a colour: \"purple\" (write #rrggbb, #rrggbbaa, green, red, yellow or blue)"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRgbaError {
    text: String,
}

impl fmt::Display for ParseRgbaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "not a colour: {:?} (write #rrggbb, #rrggbbaa, green, red, yellow or blue)",
            self.text
        )
    }
}

impl std::error::Error for ParseRgbaError {}
