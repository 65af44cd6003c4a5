//! [`Board`]: where the pieces stand, as six role bitboards and two color bitboards.

use core::fmt;

use fianchetto_bitboard::attacks;

use crate::sliders::{bishop_attacks, rook_attacks};
use crate::{Bitboard, Color, Piece, Role, Square};

/// The placement of the pieces, without side to move, castling rights or clocks.
///
/// Stored as one [`Bitboard`] per role and one per color (64 bytes, `Copy`); every query is a few
/// bit operations. A `Board` is not validated: it may hold no kings or pawns on the back rank.
/// With the `serde` feature a board is its FEN piece placement text,
/// `"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"`.
///
/// ```
/// use fianchetto_movegen::{Board, Color, Piece, Role, Square};
///
/// let mut board = Board::new();
/// assert_eq!(board.piece_at(Square::E1), Some(Role::King.of(Color::White)));
/// assert_eq!(board.occupied().len(), 32);
/// assert_eq!(board.remove_piece_at(Square::E2), Some(Role::Pawn.of(Color::White)));
/// board.set_piece_at(Square::E4, Role::Pawn.of(Color::White));
/// assert_eq!(board.role_at(Square::E4), Some(Role::Pawn));
/// assert_eq!(board.king_of(Color::Black), Some(Square::E8));
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
}

impl Board {
    /// A board with no pieces.
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
        }
    }

    /// The standard starting placement.
    pub const fn new() -> Board {
        Board {
            by_role: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            by_color: [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)],
        }
    }

    /// All occupied squares.
    #[inline]
    pub const fn occupied(&self) -> Bitboard {
        Bitboard(self.by_color[0].0 | self.by_color[1].0)
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub const fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color as usize]
    }

    /// The squares of the pieces of kind `role`, either color.
    #[inline]
    pub const fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role as usize]
    }

    /// The squares of `piece`.
    #[inline]
    pub const fn by_piece(&self, piece: Piece) -> Bitboard {
        Bitboard(self.by_role(piece.role).0 & self.by_color(piece.color).0)
    }

    /// Pawns of both colors.
    #[inline]
    pub const fn pawns(&self) -> Bitboard {
        self.by_role(Role::Pawn)
    }

    /// Knights of both colors.
    #[inline]
    pub const fn knights(&self) -> Bitboard {
        self.by_role(Role::Knight)
    }

    /// Bishops of both colors.
    #[inline]
    pub const fn bishops(&self) -> Bitboard {
        self.by_role(Role::Bishop)
    }

    /// Rooks of both colors.
    #[inline]
    pub const fn rooks(&self) -> Bitboard {
        self.by_role(Role::Rook)
    }

    /// Queens of both colors.
    #[inline]
    pub const fn queens(&self) -> Bitboard {
        self.by_role(Role::Queen)
    }

    /// Kings of both colors.
    #[inline]
    pub const fn kings(&self) -> Bitboard {
        self.by_role(Role::King)
    }

    /// Rooks and queens of both colors: the pieces that attack along ranks and files.
    #[inline]
    pub const fn rooks_and_queens(&self) -> Bitboard {
        Bitboard(self.rooks().0 | self.queens().0)
    }

    /// Bishops and queens of both colors: the pieces that attack along diagonals.
    #[inline]
    pub const fn bishops_and_queens(&self) -> Bitboard {
        Bitboard(self.bishops().0 | self.queens().0)
    }

    /// The square of `color`'s king (the lowest one if it has several), or `None` without one.
    #[inline]
    pub const fn king_of(&self, color: Color) -> Option<Square> {
        Bitboard(self.kings().0 & self.by_color(color).0).first()
    }

    /// The pieces of `attacker` that attack `square`, with sliders seeing through everything
    /// not in `occupied`: pass [`Board::occupied`] for the board as it stands, or lift a piece
    /// off it to ask what would attack a square once that piece has moved.
    ///
    /// ```
    /// use fianchetto_movegen::{Bitboard, Board, Color, Square};
    ///
    /// let board = Board::new();
    /// let defenders = board.attackers(Square::F3, Color::White, board.occupied());
    /// assert_eq!(defenders, Bitboard::from(Square::E2) | Square::G2 | Square::G1);
    /// // With the e2 pawn lifted, the queen on d1 sees e2 too.
    /// let lifted = board.occupied() - Square::E2;
    /// assert!(board.attackers(Square::E2, Color::White, lifted).contains(Square::D1));
    /// ```
    #[inline]
    pub fn attackers(&self, square: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        ((attacks::knight(square) & self.knights())
            | (attacks::king(square) & self.kings())
            | (attacks::pawn(!attacker, square) & self.pawns())
            | (rook_attacks(square, occupied) & self.rooks_and_queens())
            | (bishop_attacks(square, occupied) & self.bishops_and_queens()))
            & self.by_color(attacker)
    }

    /// The color of the piece on `square`, if any.
    #[inline]
    pub const fn color_at(&self, square: Square) -> Option<Color> {
        if self.by_color[0].contains(square) {
            Some(Color::White)
        } else if self.by_color[1].contains(square) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The kind of the piece on `square`, if any.
    #[inline]
    pub const fn role_at(&self, square: Square) -> Option<Role> {
        if !self.occupied().contains(square) {
            return None;
        }
        let mut i = 0;
        while i < 5 {
            if self.by_role[i].contains(square) {
                return Some(Role::ALL[i]);
            }
            i += 1;
        }
        Some(Role::King)
    }

    /// The piece on `square`, if any.
    #[inline]
    pub const fn piece_at(&self, square: Square) -> Option<Piece> {
        match (self.color_at(square), self.role_at(square)) {
            (Some(color), Some(role)) => Some(Piece { color, role }),
            _ => None,
        }
    }

    /// Puts `piece` on `square`, replacing whatever stood there.
    #[inline]
    pub fn set_piece_at(&mut self, square: Square, piece: Piece) {
        self.remove_piece_at(square);
        self.toggle(square, piece.color, piece.role);
    }

    /// Removes and returns the piece on `square`, if any.
    #[inline]
    pub fn remove_piece_at(&mut self, square: Square) -> Option<Piece> {
        let piece = self.piece_at(square)?;
        self.toggle(square, piece.color, piece.role);
        Some(piece)
    }

    /// Flips the presence of a `color` `role` on `square`: adds it to an empty square, or
    /// removes it when it stands there.
    #[inline]
    pub(crate) fn toggle(&mut self, square: Square, color: Color, role: Role) {
        let bit = Bitboard::from_square(square);
        self.by_role[role as usize] ^= bit;
        self.by_color[color as usize] ^= bit;
    }

    /// The board seen from the other side: flipped vertically, with the colors swapped
    /// (python-chess's `BaseBoard.mirror()`). A white king on `e1` becomes a black king on `e8`.
    ///
    /// ```
    /// use fianchetto_movegen::{Board, Color, Role, Square};
    ///
    /// let mut board = Board::empty();
    /// board.set_piece_at(Square::E2, Role::Pawn.of(Color::White));
    /// let mirrored = board.mirror();
    /// assert_eq!(mirrored.piece_at(Square::E7), Some(Role::Pawn.of(Color::Black)));
    /// assert_eq!(mirrored.occupied().len(), 1);
    /// assert_eq!(Board::new().mirror(), Board::new());
    /// ```
    #[must_use]
    pub const fn mirror(&self) -> Board {
        let mut by_role = self.by_role;
        let mut i = 0;
        while i < by_role.len() {
            by_role[i] = by_role[i].flip_vertical();
            i += 1;
        }
        Board {
            by_role,
            by_color: [
                self.by_color[1].flip_vertical(),
                self.by_color[0].flip_vertical(),
            ],
        }
    }

    /// `true` if `color` cannot possibly checkmate on this board, by python-chess's standard
    /// rule (what [`Position::has_insufficient_material`](crate::Position::has_insufficient_material)
    /// answers; on the board alone so that other rules, the variants', can ask it too).
    ///
    /// ```
    /// use fianchetto_movegen::{Board, Color, Role, Square};
    ///
    /// let mut board = Board::empty();
    /// board.set_piece_at(Square::E1, Role::King.of(Color::White));
    /// board.set_piece_at(Square::E8, Role::King.of(Color::Black));
    /// board.set_piece_at(Square::B1, Role::Knight.of(Color::White));
    /// assert!(board.has_insufficient_material(Color::White));
    /// assert!(!Board::new().has_insufficient_material(Color::White));
    /// ```
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let ours = self.by_color(color);
        if (ours & (self.pawns() | self.rooks_and_queens())).any() {
            return false;
        }
        if (ours & self.knights()).any() {
            let theirs = self.by_color(!color);
            return ours.len() <= 2 && (theirs - self.kings() - self.queens()).is_empty();
        }
        if (ours & self.bishops()).any() {
            let bishops = self.bishops();
            let same_color = (bishops & Bitboard::DARK_SQUARES).is_empty()
                || (bishops & Bitboard::LIGHT_SQUARES).is_empty();
            return same_color && (self.pawns() | self.knights()).is_empty();
        }
        true
    }

    /// Every piece with its square, in square order `a1, b1, ..., h8`.
    ///
    /// ```
    /// use fianchetto_movegen::{Board, Color, Role, Square};
    ///
    /// let board = Board::new();
    /// let (square, piece) = board.pieces().next().unwrap();
    /// assert_eq!((square, piece), (Square::A1, Role::Rook.of(Color::White)));
    /// assert_eq!(board.pieces().count(), 32);
    /// ```
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .into_iter()
            .filter_map(move |square| self.piece_at(square).map(|piece| (square, piece)))
    }
}

impl Default for Board {
    /// The starting placement.
    fn default() -> Board {
        Board::new()
    }
}

impl fmt::Debug for Board {
    /// Eight lines, rank 8 on top, FEN letters for pieces and `.` for empty squares.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            for file in 0..8 {
                let square = Square::new(rank * 8 + file);
                let cell = self.piece_at(square).map_or('.', Piece::char);
                let separator = if file == 7 { '\n' } else { ' ' };
                write!(f, "{cell}{separator}")?;
            }
        }
        Ok(())
    }
}
