//! The drawing's tests: SVG snapshots, and with the `png` feature (which the workspace's test
//! command turns on through the CLI) the rendered pixels, GIFs and a browser's rendering.

#[cfg(feature = "png")]
mod chromium;
#[cfg(feature = "gif")]
mod gif;
#[cfg(feature = "gif")]
mod gif_decode;
mod last_move;
#[cfg(feature = "png")]
mod pixels;
mod positions;
mod snapshots;
mod tinted;

/// The picture crate, by the name `tinted` (shared with the CLI's tests) uses.
use fianchetto_svg as svg;
