//! [`Diagram`]: a board drawn as text, Unicode or ASCII, from either side, without allocating.

use core::fmt;

use crate::{Board, Color, File, Piece, Role, Square};

/// How a [`Diagram`] draws pieces and empty squares.
///
/// ```
/// use fianchetto_movegen::{Color, DiagramStyle, Role};
///
/// let black_knight = Some(Role::Knight.of(Color::Black));
/// assert_eq!(DiagramStyle::Unicode.symbol(black_knight), '♞');
/// assert_eq!(DiagramStyle::Ascii.symbol(black_knight), 'n');
/// assert_eq!(DiagramStyle::Ascii.symbol(None), '.');
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
pub enum DiagramStyle {
    /// Chess symbols, `♔♕♖♗♘♙` for White and `♚♛♜♝♞♟` for Black, `·` for an empty square.
    #[default]
    Unicode,
    /// FEN letters, `KQRBNP` for White and `kqrbnp` for Black, `.` for an empty square.
    Ascii,
}

impl DiagramStyle {
    /// The character that stands for `piece`, or for an empty square when `None`.
    pub const fn symbol(self, piece: Option<Piece>) -> char {
        match (self, piece) {
            (DiagramStyle::Ascii, Some(piece)) => piece.char(),
            (DiagramStyle::Ascii, None) => '.',
            (DiagramStyle::Unicode, None) => '·',
            (DiagramStyle::Unicode, Some(Piece { color, role })) => {
                let white = match role {
                    Role::King => '♔',
                    Role::Queen => '♕',
                    Role::Rook => '♖',
                    Role::Bishop => '♗',
                    Role::Knight => '♘',
                    Role::Pawn => '♙',
                };
                match color {
                    Color::White => white,
                    // The black symbols follow the white ones, six code points on.
                    Color::Black => match char::from_u32(white as u32 + 6) {
                        Some(black) => black,
                        None => white,
                    },
                }
            }
        }
    }
}

/// A [`Board`] drawn as text by its `Display`: eight ranks with their numbers on the left, the
/// files' letters underneath, White at the bottom unless [`flipped`](Diagram::flipped). Made by
/// [`Board::diagram`]; no trailing newline.
///
/// ```
/// use fianchetto_movegen::Board;
///
/// let board = Board::new();
/// assert_eq!(board.diagram().to_string(), "\
/// 8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜
/// 7 ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟
/// 6 · · · · · · · ·
/// 5 · · · · · · · ·
/// 4 · · · · · · · ·
/// 3 · · · · · · · ·
/// 2 ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙
/// 1 ♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖
///   a b c d e f g h");
/// ```
#[derive(Copy, Clone, Debug)]
pub struct Diagram {
    board: Board,
    style: DiagramStyle,
    flipped: bool,
}

impl Diagram {
    /// The same diagram in `style`.
    pub const fn with_style(self, style: DiagramStyle) -> Diagram {
        Diagram { style, ..self }
    }

    /// The same diagram in [`DiagramStyle::Ascii`].
    ///
    /// ```
    /// use fianchetto_movegen::{Board, Color, Role, Square};
    ///
    /// let mut board = Board::empty();
    /// board.set_piece_at(Square::E1, Role::King.of(Color::White));
    /// board.set_piece_at(Square::E8, Role::King.of(Color::Black));
    /// board.set_piece_at(Square::A7, Role::Pawn.of(Color::White));
    /// assert_eq!(board.diagram().ascii().to_string(), "\
    /// 8 . . . . k . . .
    /// 7 P . . . . . . .
    /// 6 . . . . . . . .
    /// 5 . . . . . . . .
    /// 4 . . . . . . . .
    /// 3 . . . . . . . .
    /// 2 . . . . . . . .
    /// 1 . . . . K . . .
    ///   a b c d e f g h");
    /// ```
    pub const fn ascii(self) -> Diagram {
        self.with_style(DiagramStyle::Ascii)
    }

    /// The same diagram seen from Black's side: rank 1 on top, the h-file on the left.
    ///
    /// ```
    /// use fianchetto_movegen::Board;
    ///
    /// assert_eq!(Board::new().diagram().ascii().flipped().to_string(), "\
    /// 1 R N B K Q B N R
    /// 2 P P P P P P P P
    /// 3 . . . . . . . .
    /// 4 . . . . . . . .
    /// 5 . . . . . . . .
    /// 6 . . . . . . . .
    /// 7 p p p p p p p p
    /// 8 r n b k q b n r
    ///   h g f e d c b a");
    /// ```
    pub const fn flipped(self) -> Diagram {
        Diagram {
            flipped: !self.flipped,
            ..self
        }
    }

    /// The drawing style.
    pub const fn style(&self) -> DiagramStyle {
        self.style
    }

    /// `true` if Black is at the bottom.
    pub const fn is_flipped(&self) -> bool {
        self.flipped
    }

    /// The rank drawn in `row`, counted from the top.
    const fn rank_at_row(&self, row: u32) -> u32 {
        if self.flipped { row } else { 7 - row }
    }

    /// The file drawn in `column`, counted from the left.
    const fn file_at_column(&self, column: u32) -> u32 {
        if self.flipped { 7 - column } else { column }
    }
}

impl fmt::Display for Diagram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..8 {
            let rank = self.rank_at_row(row);
            write!(f, "{}", rank + 1)?;
            for column in 0..8 {
                let file = self.file_at_column(column);
                let piece = self.board.piece_at(Square::new(rank * 8 + file));
                write!(f, " {}", self.style.symbol(piece))?;
            }
            f.write_str("\n")?;
        }
        f.write_str(" ")?;
        for column in 0..8 {
            write!(f, " {}", File::new_masked(self.file_at_column(column)))?;
        }
        Ok(())
    }
}

impl Board {
    /// This board drawn as text: Unicode pieces, White at the bottom; [`Diagram::ascii`] and
    /// [`Diagram::flipped`] change that.
    ///
    /// ```
    /// use fianchetto_movegen::{Board, DiagramStyle};
    ///
    /// let diagram = Board::new().diagram();
    /// assert_eq!(diagram.style(), DiagramStyle::Unicode);
    /// assert!(diagram.to_string().starts_with("8 ♜ ♞ ♝ ♛ ♚"));
    /// ```
    pub const fn diagram(&self) -> Diagram {
        Diagram {
            board: *self,
            style: DiagramStyle::Unicode,
            flipped: false,
        }
    }
}
