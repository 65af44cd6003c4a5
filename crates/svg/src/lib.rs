//! Chess boards as pictures: SVG for any position of any variant, and, with the `png` and
//! `gif` features, PNG images and animated GIFs rendered in Rust by `resvg`.
//!
//! A [`Picture`] is built from a position ([`Drawable`]: a `Position`, a `VariantPosition`
//! with its crazyhouse pockets, an `AnyPosition` or a bare `Board`) and the choices of
//! python-chess's `chess.svg.board`: the side at the bottom, the size, coordinates, the last
//! move, the king in check (found by itself), [`Arrow`]s, filled and outlined squares, and the
//! colours as a [`Theme`].
//!
//! ```
//! use fianchetto_svg::{Arrow, Picture};
//! use fianchetto_svg::movegen::{Move, Position, Square};
//!
//! let pos = Position::new().play(Move::normal(Square::E2, Square::E4))?;
//! let svg = Picture::of(&pos)
//!     .last_move(Move::normal(Square::E2, Square::E4))
//!     .arrow(Arrow::new(Square::G8, Square::F6))
//!     .to_svg();
//! assert_eq!(svg.matches("<use xlink:href=\"#white-pawn\"").count(), 8);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The SVG is one line of text, the same for the same picture: each piece and glyph is defined
//! once and placed with `<use>`, and the coordinates are outlines, not text, so that every
//! renderer draws the same letters without fonts.
//!
//! # Features
//! - `png`: `Picture::render` and `Picture::to_png`, by `resvg` (pure Rust: no browser, no
//!   system library).
//! - `gif`: `GifWriter`, a picture a frame.
//!
//! # Credits
//! The pieces are Colin M.L. Burnett's, used under the BSD licence (`pieces/README.md`); the
//! coordinates' outlines are DejaVu Sans Bold's (`glyphs/LICENSE`).

mod arrow;
mod drawable;
mod error;
#[cfg(feature = "gif")]
mod gif;
mod glyphs;
mod last_move;
mod layout;
mod mark;
mod paint;
mod picture;
mod piece_svg;
mod pieces;
#[cfg(feature = "png")]
mod png;
mod theme;
mod write;

pub use fianchetto_movegen as movegen;
pub use fianchetto_variant as variant;

pub use crate::arrow::{Arrow, ArrowError};
pub use crate::drawable::Drawable;
pub use crate::error::ImageError;
#[cfg(feature = "gif")]
pub use crate::gif::GifWriter;
pub use crate::last_move::last_move_squares;
pub use crate::mark::{Mark, MarkError};
pub use crate::paint::{ParseRgbaError, Rgba};
pub use crate::picture::Picture;
pub use crate::piece_svg::piece_svg;
#[cfg(feature = "png")]
pub use crate::png::{Bitmap, MAX_PIXELS};
pub use crate::theme::Theme;

/// The README's example, compiled and run as a doctest so it cannot drift.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct Readme;
