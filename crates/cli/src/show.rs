//! `fianchetto show [FEN]`: draw the board, in colour on a terminal and as plain text in a pipe,
//! or as an SVG or PNG picture.

use std::io::IsTerminal;

use clap::Args;
use fianchetto::variant::AnyPosition;
use fianchetto::{Board, CastlingMode, Color, DiagramStyle, File, Rank, Role, Square, Variant};

use crate::exit::Stdout;
use crate::picture_args::PictureArgs;
use crate::position_arg;

/// Arguments of `fianchetto show`.
#[derive(Args)]
pub(crate) struct ShowArgs {
    /// The position to draw (standard, X-FEN or Shredder-FEN castling; missing fields default);
    /// the start position without one.
    fen: Option<String>,
    /// Letters (`K Q R B N P`, lowercase for Black, `.` for empty) instead of chess symbols.
    #[arg(long)]
    ascii: bool,
    /// Black at the bottom.
    #[arg(long)]
    flip: bool,
    /// Read castling rights as Chess960 rights.
    #[arg(long)]
    chess960: bool,
    #[arg(long, value_name = "NAME", help = position_arg::VARIANT_HELP)]
    #[arg(value_parser = position_arg::parse_variant)]
    variant: Option<(Variant, CastlingMode)>,
    #[command(flatten)]
    picture: PictureArgs,
}

pub(crate) fn run(args: &ShowArgs) -> crate::Outcome {
    let mut hands = String::new();
    let (variant, chess960) = position_arg::rules(args.variant, args.chess960);
    let pos: AnyPosition = match (variant, &args.fen) {
        (None, Some(fen)) => {
            position_arg::parse(fen, CastlingMode::from_chess960(chess960))?.into()
        }
        (None, None) => fianchetto::Position::new().into(),
        (Some(variant), fen) => {
            let pos = position_arg::variant_position(variant, fen.as_deref(), chess960)?;
            if variant == Variant::Crazyhouse {
                hands = in_hand(pos.pockets());
            }
            AnyPosition::Variant(pos)
        }
    };
    args.picture.check()?;
    if args.picture.wants_image() {
        args.picture.write_images(&pos, args.flip)?;
        return Ok(true);
    }
    let board: Board = *fianchetto::Rules::board(&pos);
    let style = if args.ascii {
        DiagramStyle::Ascii
    } else {
        DiagramStyle::Unicode
    };
    let text = if std::io::stdout().is_terminal() {
        coloured(&board, style, args.flip)
    } else {
        let diagram = board.diagram().with_style(style);
        let diagram = if args.flip {
            diagram.flipped()
        } else {
            diagram
        };
        format!("{diagram}\n")
    };
    let mut out = Stdout::lock();
    out.write_all(text.as_bytes())?;
    out.write_all(hands.as_bytes())?;
    out.flush()?;
    Ok(true)
}

/// The crazyhouse hands below the board, a line per side: `in hand: Q N P` (FEN letters).
fn in_hand(pockets: &fianchetto::variant::Pockets) -> String {
    let mut text = String::new();
    for color in [Color::White, Color::Black] {
        let letters: Vec<String> = Role::ALL
            .into_iter()
            .rev()
            .flat_map(|role| {
                let letter = role.of(color).char().to_string();
                std::iter::repeat_n(letter, usize::from(pockets.count(color, role)))
            })
            .collect();
        let name = if color == Color::White {
            "White"
        } else {
            "Black"
        };
        text.push_str(&format!("{name} in hand: {}\n", letters.join(" ")));
    }
    text
}

/// Light and dark square backgrounds and black piece symbols, as 256-colour ANSI escapes.
const LIGHT: &str = "\x1b[48;5;187;38;5;16m";
const DARK: &str = "\x1b[48;5;107;38;5;16m";
const RESET: &str = "\x1b[0m";

/// The board with coloured squares, three columns wide each so that they look square.
fn coloured(board: &Board, style: DiagramStyle, flip: bool) -> String {
    let ranks: Vec<Rank> = if flip {
        Rank::ALL.to_vec()
    } else {
        Rank::ALL.iter().rev().copied().collect()
    };
    let files: Vec<File> = if flip {
        File::ALL.iter().rev().copied().collect()
    } else {
        File::ALL.to_vec()
    };
    let mut text = String::new();
    for &rank in &ranks {
        text.push_str(&format!("{rank} "));
        for &file in &files {
            let square = Square::from_coords(file, rank);
            let background = if square.is_light() { LIGHT } else { DARK };
            let symbol = style.symbol(board.piece_at(square));
            let symbol = if symbol == style.symbol(None) {
                ' '
            } else {
                symbol
            };
            text.push_str(&format!("{background} {symbol} "));
        }
        text.push_str(RESET);
        text.push('\n');
    }
    text.push_str("  ");
    for &file in &files {
        text.push_str(&format!(" {file} "));
    }
    text.push('\n');
    text
}
