//! The picture options of `show` (`--svg`, `--png`, arrows, marks) and of `gif` (the style).

use std::io::Write;

use anyhow::Context;
use clap::Args;
use fianchetto::svg::{Arrow, Mark, Picture, Theme};
use fianchetto::uci::UciMove;
use fianchetto::variant::AnyPosition;
use fianchetto::{Color, Square};

use crate::output_file::OutputFile;

/// How a picture looks: `show --svg/--png` and `gif` share these.
#[derive(Args)]
pub(crate) struct PictureStyle {
    /// The picture's width in pixels (the height follows); 400 with coordinates, 360 without.
    #[arg(long, value_name = "PIXELS", value_parser = clap::value_parser!(u32).range(16..=4096))]
    size: Option<u32>,
    /// The board's colours: brown (the default), blue or green.
    #[arg(long, value_name = "NAME", value_parser = theme)]
    theme: Option<Theme>,
    /// No files and ranks around the board.
    #[arg(long)]
    no_coordinates: bool,
    /// Lines between the squares and around the board.
    #[arg(long)]
    borders: bool,
}

impl PictureStyle {
    /// Whether any option of the style was given.
    fn is_set(&self) -> bool {
        self.size.is_some() || self.theme.is_some() || self.no_coordinates || self.borders
    }

    /// The picture of `pos` in this style, Black at the bottom if `flip`.
    pub(crate) fn picture(&self, pos: &AnyPosition, flip: bool) -> Picture {
        let mut picture = Picture::of(pos)
            .theme(self.theme.unwrap_or_default())
            .coordinates(!self.no_coordinates)
            .borders(self.borders)
            .orientation(if flip { Color::Black } else { Color::White });
        if let Some(size) = self.size {
            picture = picture.size(size);
        }
        picture
    }
}

/// Where `show` writes pictures: either or both.
#[derive(Args)]
#[group(id = "image", multiple = true)]
struct Outputs {
    /// Write the board as an SVG picture to FILE (`-` for stdout) instead of printing it.
    #[arg(long, value_name = "FILE")]
    svg: Option<String>,
    /// Write the board as a PNG picture to FILE (`-` for stdout) instead of printing it.
    #[arg(long, value_name = "FILE")]
    png: Option<String>,
}

/// `show`'s picture outputs and what to draw on the board.
#[derive(Args)]
pub(crate) struct PictureArgs {
    #[command(flatten)]
    outputs: Outputs,
    /// An arrow, as `e2e4` (a circle for one square, `e4`), optionally `:COLOUR` (green, red,
    /// yellow, blue, #rrggbb or #rrggbbaa). Repeatable.
    #[arg(long, value_name = "FROMTO[:COLOUR]", value_parser = arrow, requires = "image")]
    arrow: Vec<Arrow>,
    /// Frame a square, as `e4` or `e4:red`. Repeatable.
    #[arg(long, value_name = "SQUARE[:COLOUR]", value_parser = mark, requires = "image")]
    mark: Vec<Mark>,
    /// Cross out a square, over its piece, as `e4`. Repeatable.
    #[arg(long, value_name = "SQUARE", value_parser = square, requires = "image")]
    cross: Vec<Square>,
    /// Colour the squares of the move played last, in UCI (`e2e4`, `N@f3`).
    #[arg(long, value_name = "UCI", value_parser = last_move, requires = "image")]
    last_move: Option<UciMove>,
    #[command(flatten)]
    style: PictureStyle,
}

impl PictureArgs {
    /// Whether a picture is asked for.
    pub(crate) fn wants_image(&self) -> bool {
        self.outputs.svg.is_some() || self.outputs.png.is_some()
    }

    /// Refuses, as clap refuses a usage error (exit status 2), a picture's style without a
    /// picture to draw and two pictures on stdout (clap itself refuses the drawing options
    /// without `--svg` or `--png`).
    pub(crate) fn check(&self) -> anyhow::Result<()> {
        let usage = |kind, message: &str| {
            clap::Error::raw(kind, format!("{message}\n")).exit();
        };
        if !self.wants_image() && self.style.is_set() {
            usage(
                clap::error::ErrorKind::MissingRequiredArgument,
                "--size, --theme, --no-coordinates and --borders need --svg or --png",
            );
        }
        if let (Some(svg), Some(png)) = (&self.outputs.svg, &self.outputs.png)
            && svg == png
        {
            let message = if svg == "-" {
                "--svg - and --png - cannot both write to stdout".to_owned()
            } else {
                format!("--svg and --png name the same file {svg:?}")
            };
            usage(clap::error::ErrorKind::ArgumentConflict, &message);
        }
        Ok(())
    }

    /// Writes the asked pictures of `pos`.
    pub(crate) fn write_images(&self, pos: &AnyPosition, flip: bool) -> anyhow::Result<()> {
        let mut picture = self.style.picture(pos, flip);
        for &arrow in &self.arrow {
            picture = picture.arrow(arrow);
        }
        for &mark in &self.mark {
            picture = picture.mark(mark);
        }
        for &square in &self.cross {
            picture = picture.cross(square);
        }
        if let Some(m) = self.last_move {
            picture = picture.last_move(squares_of(m));
        }
        if let Some(name) = &self.outputs.svg {
            write_file(name, picture.to_svg().as_bytes())?;
        }
        if let Some(name) = &self.outputs.png {
            let png = picture
                .to_png()
                .with_context(|| format!("cannot draw {name}"))?;
            write_file(name, &png)?;
        }
        Ok(())
    }
}

/// The move whose two squares `--last-move` colours.
fn squares_of(m: UciMove) -> fianchetto::Move {
    match m {
        UciMove::Normal { from, to, .. } => fianchetto::Move::normal(from, to),
        UciMove::Drop { role, to } => fianchetto::Move::drop(role, to),
        UciMove::Null => unreachable!("refused by the parser"),
    }
}

/// Writes `bytes` to `name` (`-` for stdout), replacing a file only once all is written.
pub(crate) fn write_file(name: &str, bytes: &[u8]) -> anyhow::Result<()> {
    let output = OutputFile::create(name)?;
    let mut writer = output.writer()?;
    let written = writer.write_all(bytes).and_then(|()| writer.flush());
    drop(writer);
    if let Err(err) = written {
        return Err(output.write_error(err.into()));
    }
    output.commit()
}

fn theme(name: &str) -> Result<Theme, String> {
    Theme::by_name(name).ok_or_else(|| format!("no theme {name:?} (brown, blue or green)"))
}

fn arrow(text: &str) -> Result<Arrow, String> {
    text.parse()
        .map_err(|err: fianchetto::svg::ArrowError| err.to_string())
}

fn square(text: &str) -> Result<Square, String> {
    Square::from_ascii(text.as_bytes()).ok_or_else(|| format!("{text:?} is not a square"))
}

fn mark(text: &str) -> Result<Mark, String> {
    text.parse()
        .map_err(|err: fianchetto::svg::MarkError| err.to_string())
}

fn last_move(text: &str) -> Result<UciMove, String> {
    match UciMove::from_ascii(text.as_bytes()) {
        Ok(UciMove::Null) => Err("the null move 0000 has no squares to colour".into()),
        Ok(m) => Ok(m),
        Err(err) => Err(err.to_string()),
    }
}
