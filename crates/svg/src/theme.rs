//! The colours of a picture.

use crate::Rgba;

/// The colours of the board, its margin and its highlights. Arrows and marks carry their own.
///
/// ```
/// use fianchetto_svg::{Picture, Rgba, Theme};
/// use fianchetto_svg::movegen::Position;
///
/// let theme = Theme { margin: Rgba::opaque(0x30, 0x30, 0x30), ..Theme::BLUE };
/// let svg = Picture::of(&Position::new()).theme(theme).to_svg();
/// assert!(svg.contains("#303030"));
/// assert_eq!(Theme::by_name("green"), Some(Theme::GREEN));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Theme {
    /// The light squares.
    pub light: Rgba,
    /// The dark squares.
    pub dark: Rgba,
    /// A light square of the last move.
    pub light_last_move: Rgba,
    /// A dark square of the last move.
    pub dark_last_move: Rgba,
    /// The frame around the board that holds the coordinates, and the pockets' background.
    pub margin: Rgba,
    /// The coordinates and the pockets' counts.
    pub coordinates: Rgba,
    /// The glow under a king in check.
    pub check: Rgba,
    /// Marked squares, unless a mark says otherwise.
    pub mark: Rgba,
    /// The crosses of [`Picture::cross`](crate::Picture::cross).
    pub cross: Rgba,
    /// The lines between the squares and around the board, with
    /// [`Picture::borders`](crate::Picture::borders).
    pub border: Rgba,
}

impl Theme {
    /// lichess's brown board, the default.
    pub const BROWN: Theme = Theme {
        light: Rgba::opaque(0xf0, 0xd9, 0xb5),
        dark: Rgba::opaque(0xb5, 0x88, 0x63),
        light_last_move: Rgba::opaque(0xcd, 0xd2, 0x6a),
        dark_last_move: Rgba::opaque(0xaa, 0xa2, 0x3a),
        margin: Rgba::opaque(0x21, 0x21, 0x21),
        coordinates: Rgba::opaque(0xe5, 0xe5, 0xe5),
        check: Rgba::opaque(0xff, 0x00, 0x00),
        mark: Rgba::new(0x15, 0x78, 0x1b, 0xcc),
        cross: Rgba::new(0x00, 0x00, 0x00, 0xbf),
        border: Rgba::opaque(0x11, 0x11, 0x11),
    };

    /// A blue-grey board.
    pub const BLUE: Theme = Theme {
        light: Rgba::opaque(0xde, 0xe3, 0xe6),
        dark: Rgba::opaque(0x8c, 0xa2, 0xad),
        light_last_move: Rgba::opaque(0xc3, 0xd8, 0x87),
        dark_last_move: Rgba::opaque(0x92, 0xb1, 0x66),
        ..Theme::BROWN
    };

    /// A green board, as on tournament vinyl.
    pub const GREEN: Theme = Theme {
        light: Rgba::opaque(0xff, 0xff, 0xdd),
        dark: Rgba::opaque(0x86, 0xa6, 0x66),
        light_last_move: Rgba::opaque(0xf6, 0xf6, 0x82),
        dark_last_move: Rgba::opaque(0xba, 0xca, 0x44),
        ..Theme::BROWN
    };

    /// The themes [`Theme::by_name`] knows, with their names.
    pub const NAMED: [(&'static str, Theme); 3] = [
        ("brown", Theme::BROWN),
        ("blue", Theme::BLUE),
        ("green", Theme::GREEN),
    ];

    /// The theme of [`Theme::NAMED`] called `name` (any case).
    ///
    /// ```
    /// use fianchetto_svg::Theme;
    ///
    /// assert_eq!(Theme::by_name("Blue"), Some(Theme::BLUE));
    /// assert_eq!(Theme::by_name("purple"), None);
    /// ```
    pub fn by_name(name: &str) -> Option<Theme> {
        Theme::NAMED
            .iter()
            .find(|(known, _)| known.eq_ignore_ascii_case(name))
            .map(|&(_, theme)| theme)
    }
}

impl Default for Theme {
    /// [`Theme::BROWN`].
    fn default() -> Theme {
        Theme::BROWN
    }
}
