//! Chess960 start positions by Scharnagl number (`0..960`, 518 the standard array) and back.

use crate::{Bitboard, CastlingMode, Color, EnPassantMode, Position, Role, Setup, Square};

/// How many Chess960 start positions there are: their numbers are `0..COUNT`.
const COUNT: u16 = 960;

/// The ten ways to put two knights on five squares, in Scharnagl's order: the pair of indices,
/// among the squares left after the bishops and the queen, that the knights take.
const KNIGHT_PAIRS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// White's back rank, files a to h, of start position `number`; `None` from 960 on.
fn back_rank(number: u16) -> Option<[Role; 8]> {
    if number >= COUNT {
        return None;
    }
    let mut rank = BackRank {
        roles: [Role::Rook; 8],
        taken: [false; 8],
    };
    let mut n = usize::from(number);
    // The light-squared bishop on b, d, f or h, then the dark-squared one on a, c, e or g.
    rank.put_on_file(2 * (n % 4) + 1, Role::Bishop);
    n /= 4;
    rank.put_on_file(2 * (n % 4), Role::Bishop);
    n /= 4;
    rank.put_on_free(n % 6, Role::Queen);
    let (first, second) = KNIGHT_PAIRS[n / 6];
    // The later knight first, so that placing it does not move the earlier one's free square.
    rank.put_on_free(second, Role::Knight);
    rank.put_on_free(first, Role::Knight);
    // The three squares left hold rook, king, rook, in that order.
    for role in [Role::Rook, Role::King, Role::Rook] {
        rank.put_on_free(0, role);
    }
    Some(rank.roles)
}

/// A back rank being filled in.
struct BackRank {
    roles: [Role; 8],
    taken: [bool; 8],
}

impl BackRank {
    fn put_on_file(&mut self, file: usize, role: Role) {
        self.roles[file] = role;
        self.taken[file] = true;
    }

    /// Puts `role` on the `index`-th free square, counting from the a-file.
    fn put_on_free(&mut self, index: usize, role: Role) {
        if let Some(file) = (0..8).filter(|&file| !self.taken[file]).nth(index) {
            self.put_on_file(file, role);
        }
    }
}

/// The number whose start position has `rank` (White's back rank, files a to h) as its bishops,
/// queen and knights, if they are one light and one dark bishop, a queen and two knights. Rooks,
/// king and any third knight are not looked at: the caller compares the whole position.
fn number_of(rank: [Option<Role>; 8]) -> Option<u16> {
    let files_of = |role| (0..8).filter(move |&file| rank[file] == Some(role));
    let light = single(files_of(Role::Bishop).filter(|file| file % 2 == 1))?;
    let dark = single(files_of(Role::Bishop).filter(|file| file % 2 == 0))?;
    let queen = single(files_of(Role::Queen))?;
    // Queen and knights are numbered among the squares still free when they are placed.
    let free_before =
        |file: usize, taken: &[usize]| (0..file).filter(|earlier| !taken.contains(earlier)).count();
    let mut knights = files_of(Role::Knight).map(|file| free_before(file, &[light, dark, queen]));
    let pair = (knights.next()?, knights.next()?);
    let knight_index = KNIGHT_PAIRS.iter().position(|&p| p == pair)?;
    let queen_index = free_before(queen, &[light, dark]);
    let number = ((knight_index * 6 + queen_index) * 4 + dark / 2) * 4 + light / 2;
    u16::try_from(number).ok()
}

/// The only item of `items`, or `None` for none or several.
fn single(mut items: impl Iterator<Item = usize>) -> Option<usize> {
    let first = items.next()?;
    items.next().is_none().then_some(first)
}

impl Setup {
    /// Chess960 start position `number` by Scharnagl's numbering (`0..960`; 518 is the standard
    /// array `RNBQKBNR`), White to move, both sides free to castle with both rooks, clocks at
    /// `0` and `1`; `None` from 960 on.
    ///
    /// ```
    /// use fianchetto_movegen::{Color, Role, Setup, Square};
    ///
    /// let setup = Setup::chess960(0).expect("0 is below 960");
    /// assert_eq!(setup.board.piece_at(Square::A1), Some(Role::Bishop.of(Color::White)));
    /// assert_eq!(setup.board.piece_at(Square::G8), Some(Role::King.of(Color::Black)));
    /// assert_eq!(setup.castling_rights, Square::F1 | Square::H1 | Square::F8 | Square::H8);
    /// assert_eq!(Setup::chess960(518), Some(Setup::initial()));
    /// assert_eq!(Setup::chess960(960), None);
    /// ```
    pub fn chess960(number: u16) -> Option<Setup> {
        let rank = back_rank(number)?;
        let mut setup = Setup::empty();
        for (file, role) in (0..8).zip(rank) {
            let white = Square::new(file);
            let black = white.flip_vertical();
            setup.board.set_piece_at(white, role.of(Color::White));
            setup.board.set_piece_at(black, role.of(Color::Black));
            setup
                .board
                .set_piece_at(Square::new(file + 8), Role::Pawn.of(Color::White));
            setup
                .board
                .set_piece_at(Square::new(file + 48), Role::Pawn.of(Color::Black));
        }
        setup.castling_rights = setup.board.rooks()
            & (Bitboard::backrank(Color::White) | Bitboard::backrank(Color::Black));
        Some(setup)
    }

    /// The Scharnagl number of this setup if it is a Chess960 start position exactly as
    /// [`Setup::chess960`] makes it (the standard start is 518), clocks aside: a game that
    /// has only moved knights out and back still counts, as in python-chess's `chess960_pos`.
    /// Anything else is `None`: Black to move, a castling right lost, an en passant square, a
    /// piece moved, taken or added.
    ///
    /// ```
    /// use fianchetto_movegen::{Setup, Square};
    ///
    /// assert_eq!(Setup::initial().chess960_number(), Some(518));
    /// let mut setup = Setup::chess960(0).expect("0 is below 960");
    /// setup.fullmoves = 3.try_into()?;
    /// assert_eq!(setup.chess960_number(), Some(0));
    /// setup.castling_rights = setup.castling_rights.without(Square::H1);
    /// assert_eq!(setup.chess960_number(), None);
    /// # Ok::<(), core::num::TryFromIntError>(())
    /// ```
    pub fn chess960_number(&self) -> Option<u16> {
        let rank = core::array::from_fn(|file| self.board.role_at(Square::new(file as u32)));
        let number = number_of(rank)?;
        let start = Setup::chess960(number)?;
        let same = start.board == self.board
            && start.turn == self.turn
            && start.castling_rights == self.castling_rights
            && start.ep_square == self.ep_square;
        same.then_some(number)
    }
}

impl Position {
    /// Chess960 start position `number` by Scharnagl's numbering (`0..960`; 518 is the standard
    /// array), in [`CastlingMode::Chess960`] with all four castling rights; `None` from 960 on.
    /// [`Setup::chess960`] says more.
    ///
    /// ```
    /// use fianchetto_movegen::{CastlingMode, Position};
    ///
    /// let pos = Position::chess960(0).expect("0 is below 960");
    /// assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
    /// assert_eq!(pos.legal_moves().len(), 20);
    /// assert_eq!(pos.chess960_number(), Some(0));
    /// assert_eq!(Position::chess960(518), Some(Position::new()));
    /// assert!(Position::chess960(960).is_none());
    /// ```
    pub fn chess960(number: u16) -> Option<Position> {
        Position::from_setup(Setup::chess960(number)?, CastlingMode::Chess960).ok()
    }

    /// The Scharnagl number of this position if it is a Chess960 start position, in either
    /// castling mode, clocks aside ([`Setup::chess960_number`] says exactly when).
    ///
    /// ```
    /// use fianchetto_movegen::{Move, Position, Square};
    ///
    /// let start = Position::new();
    /// assert_eq!(start.chess960_number(), Some(518));
    /// assert_eq!(start.play(Move::normal(Square::E2, Square::E4))?.chess960_number(), None);
    /// # Ok::<(), fianchetto_movegen::IllegalMoveError>(())
    /// ```
    pub fn chess960_number(&self) -> Option<u16> {
        self.to_setup(EnPassantMode::Always).chess960_number()
    }
}
