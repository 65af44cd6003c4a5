//! The picture options of `show` (`--svg`, `--png`, arrows, marks) and of `gif` (the style).

use anyhow::Context;
use clap::Args;
use fianchetto::svg::{Arrow, Mark, Picture, Theme};
use fianchetto::uci::UciMove;
use fianchetto::variant::AnyPosition;
use fianchetto::{Color, Move, Rank, Role, Rules, Square};

use crate::output_file::write_outputs;

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

    /// Writes the asked pictures of `pos`: both drawn before either is written, and neither
    /// file replaced unless both can be (see [`write_outputs`]).
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
            picture = picture.last_move(played_move(m, pos));
        }
        let mut images: Vec<(&str, Vec<u8>)> = Vec::new();
        if let Some(name) = &self.outputs.svg {
            images.push((name, picture.to_svg().into_bytes()));
        }
        if let Some(name) = &self.outputs.png {
            let png = picture
                .to_png()
                .with_context(|| format!("cannot draw {name}"))?;
            images.push((name, png));
        }
        let outputs: Vec<(&str, &[u8])> = images
            .iter()
            .map(|(name, bytes)| (*name, bytes.as_slice()))
            .collect();
        write_outputs(&outputs)
    }
}

/// The move `--last-move` names, read against `pos`, the position it led to. UCI writes a
/// Chess960 castle king takes rook (`b1h1`), and may write a standard one so (`e1h1`): such a
/// move is read as the castle when the king and the rook stand where that castle puts them and
/// the rook's old square is empty, which no normal move leaves its target (in Chess960 the rook
/// may also have stayed where it was, `b1f1`). The picture then colours the king's squares, as
/// `gif` and the library do for every castle (`fianchetto::svg::last_move_squares`).
fn played_move(m: UciMove, pos: &AnyPosition) -> Move {
    match m {
        UciMove::Normal {
            from,
            to,
            promotion: None,
        } if reads_as_castle(from, to, pos) => Move::castle(from, to),
        UciMove::Normal {
            from,
            to,
            promotion: Some(role),
        } => Move::promotion(from, to, role),
        UciMove::Normal { from, to, .. } => Move::normal(from, to),
        UciMove::Drop { role, to } => Move::drop(role, to),
        UciMove::Null => unreachable!("refused by the parser"),
    }
}

/// Whether `king` to `rook` is a castle that led to `pos` (see [`played_move`]).
fn reads_as_castle(king: Square, rook: Square, pos: &AnyPosition) -> bool {
    let color = match king.rank() {
        Rank::First => Color::White,
        Rank::Eighth => Color::Black,
        _ => return false,
    };
    if rook.rank() != king.rank() || rook == king {
        return false;
    }
    let castle = Move::castle(king, rook);
    let (king_to, rook_to) = (castle.king_destination(), castle.rook_destination());
    // `e1g1` colours the same two squares as a castle and as a king's step.
    if rook == king_to {
        return false;
    }
    let board = pos.board();
    let rook_stayed = Some(rook) == rook_to && pos.castling_mode().is_chess960();
    board.piece_at(king_to) == Some(Role::King.of(color))
        && rook_to.and_then(|square| board.piece_at(square)) == Some(Role::Rook.of(color))
        && (board.piece_at(rook).is_none() || rook_stayed)
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
