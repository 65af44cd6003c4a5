//! `fianchetto show [FEN]`: draw the board, in colour on a terminal and as plain text in a pipe.

use std::io::IsTerminal;

use clap::Args;
use fianchetto::{Board, CastlingMode, DiagramStyle, File, Rank, Square};

use crate::exit::Stdout;
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
}

pub(crate) fn run(args: &ShowArgs) -> crate::Outcome {
    let board = match &args.fen {
        Some(fen) => *position_arg::parse(fen, CastlingMode::from_chess960(args.chess960))?.board(),
        None => Board::new(),
    };
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
    out.flush()?;
    Ok(true)
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
