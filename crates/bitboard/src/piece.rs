//! Piece kinds ([`Role`]), colored pieces ([`Piece`]) and castling sides.

use core::fmt;

use crate::{Color, File, ParseError};

/// A kind of piece, regardless of color.
///
/// ```
/// use fianchetto_bitboard::Role;
///
/// assert_eq!(Role::from_char('n'), Some(Role::Knight));
/// assert_eq!(Role::Queen.upper_char(), 'Q');
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
#[repr(u8)]
#[allow(missing_docs)] // the variants are the piece names
pub enum Role {
    Pawn = 0,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Role {
    /// All six, pawn first.
    ///
    /// ```
    /// use fianchetto_bitboard::Role;
    ///
    /// assert_eq!(Role::ALL.map(Role::char), ['p', 'n', 'b', 'r', 'q', 'k']);
    /// ```
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The roles a pawn may promote to, strongest first (the order a move list wants them in).
    ///
    /// ```
    /// use fianchetto_bitboard::Role;
    ///
    /// assert_eq!(Role::PROMOTIONS.map(Role::char), ['q', 'r', 'b', 'n']);
    /// assert!(!Role::PROMOTIONS.contains(&Role::King));
    /// ```
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// Its index, 0 (pawn) to 5 (king).
    ///
    /// ```
    /// use fianchetto_bitboard::Role;
    ///
    /// assert_eq!(Role::Pawn.index(), 0);
    /// assert_eq!(Role::King.index(), 5);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Parses a lowercase or uppercase letter `p n b r q k`.
    ///
    /// ```
    /// use fianchetto_bitboard::Role;
    ///
    /// assert_eq!(Role::from_char('q'), Some(Role::Queen));
    /// assert_eq!(Role::from_char('Q'), Some(Role::Queen));
    /// assert_eq!(Role::from_char('x'), None);
    /// ```
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }

    /// The lowercase letter, as in UCI promotions.
    ///
    /// ```
    /// use fianchetto_bitboard::Role;
    ///
    /// assert_eq!(Role::Knight.char(), 'n');
    /// assert_eq!(Role::Queen.char(), 'q');
    /// ```
    pub const fn char(self) -> char {
        b"pnbrqk"[self as usize] as char
    }

    /// The uppercase letter, as in SAN.
    ///
    /// ```
    /// use fianchetto_bitboard::Role;
    ///
    /// assert_eq!(Role::Knight.upper_char(), 'N');
    /// assert_eq!(Role::King.upper_char(), 'K');
    /// ```
    pub const fn upper_char(self) -> char {
        b"PNBRQK"[self as usize] as char
    }

    /// Attaches a color.
    ///
    /// ```
    /// use fianchetto_bitboard::{Color, Piece, Role};
    ///
    /// let rook = Role::Rook.of(Color::Black);
    /// assert_eq!(rook, Piece { color: Color::Black, role: Role::Rook });
    /// ```
    #[inline]
    pub const fn of(self, color: Color) -> Piece {
        Piece { color, role: self }
    }
}

impl fmt::Display for Role {
    /// The lowercase name, such as `knight`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(["pawn", "knight", "bishop", "rook", "queen", "king"][*self as usize])
    }
}

/// A piece of one color, as it stands on a square.
///
/// ```
/// use fianchetto_bitboard::{Color, Piece, Role};
///
/// let knight = Piece::from_char('N').unwrap();
/// assert_eq!(knight, Piece { color: Color::White, role: Role::Knight });
/// assert_eq!(knight.char(), 'N');
/// assert_eq!(Role::Knight.of(Color::Black).char(), 'n');
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Piece {
    /// The owner.
    pub color: Color,
    /// The kind.
    pub role: Role,
}

impl Piece {
    /// Parses a FEN letter: uppercase for White, lowercase for Black.
    ///
    /// ```
    /// use fianchetto_bitboard::{Color, Piece, Role};
    ///
    /// assert_eq!(Piece::from_char('Q'), Some(Role::Queen.of(Color::White)));
    /// assert_eq!(Piece::from_char('k'), Some(Role::King.of(Color::Black)));
    /// assert_eq!(Piece::from_char('x'), None);
    /// ```
    pub const fn from_char(c: char) -> Option<Piece> {
        match Role::from_char(c) {
            Some(role) if c.is_ascii_uppercase() => Some(role.of(Color::White)),
            Some(role) => Some(role.of(Color::Black)),
            None => None,
        }
    }

    /// The FEN letter: uppercase for White, lowercase for Black.
    ///
    /// ```
    /// use fianchetto_bitboard::{Color, Role};
    ///
    /// assert_eq!(Role::Bishop.of(Color::White).char(), 'B');
    /// assert_eq!(Role::Bishop.of(Color::Black).char(), 'b');
    /// ```
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }
}

impl fmt::Display for Piece {
    /// The FEN letter.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write as _;
        f.write_char(self.char())
    }
}

impl core::str::FromStr for Piece {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Piece, ParseError> {
        let mut chars = s.chars();
        match (chars.next().and_then(Piece::from_char), chars.next()) {
            (Some(piece), None) => Ok(piece),
            _ => Err(ParseError::new("piece", "one of PNBRQK or pnbrqk")),
        }
    }
}

/// The side of the board a castling move goes to.
///
/// ```
/// use fianchetto_bitboard::{CastlingSide, File};
///
/// assert_eq!(CastlingSide::KingSide.king_to_file(), File::G);
/// assert_eq!(CastlingSide::QueenSide.rook_to_file(), File::D);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[repr(u8)]
pub enum CastlingSide {
    /// Towards the h-file: `O-O`.
    KingSide = 0,
    /// Towards the a-file: `O-O-O`.
    QueenSide = 1,
}

impl CastlingSide {
    /// Both sides, king side first.
    ///
    /// ```
    /// use fianchetto_bitboard::{CastlingSide, File};
    ///
    /// assert_eq!(CastlingSide::ALL, [CastlingSide::KingSide, CastlingSide::QueenSide]);
    /// assert_eq!(CastlingSide::ALL.map(CastlingSide::king_to_file), [File::G, File::C]);
    /// ```
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// 0 for the king side, 1 for the queen side.
    ///
    /// ```
    /// use fianchetto_bitboard::CastlingSide;
    ///
    /// assert_eq!(CastlingSide::KingSide.index(), 0);
    /// assert_eq!(CastlingSide::QueenSide.index(), 1);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Where the king ends up, in standard chess and Chess960 alike.
    ///
    /// ```
    /// use fianchetto_bitboard::{CastlingSide, File};
    ///
    /// assert_eq!(CastlingSide::KingSide.king_to_file(), File::G);
    /// assert_eq!(CastlingSide::QueenSide.king_to_file(), File::C);
    /// ```
    #[inline]
    pub const fn king_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::G,
            CastlingSide::QueenSide => File::C,
        }
    }

    /// Where the rook ends up, in standard chess and Chess960 alike.
    ///
    /// ```
    /// use fianchetto_bitboard::{CastlingSide, File};
    ///
    /// assert_eq!(CastlingSide::KingSide.rook_to_file(), File::F);
    /// assert_eq!(CastlingSide::QueenSide.rook_to_file(), File::D);
    /// ```
    #[inline]
    pub const fn rook_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::F,
            CastlingSide::QueenSide => File::D,
        }
    }

    /// The side a rook on `rook_file` castles to, for a king on `king_file`.
    ///
    /// ```
    /// use fianchetto_bitboard::{CastlingSide, File};
    ///
    /// assert_eq!(CastlingSide::from_files(File::E, File::H), CastlingSide::KingSide);
    /// assert_eq!(CastlingSide::from_files(File::E, File::A), CastlingSide::QueenSide);
    /// // Chess960: a king on b1 castles king side with a rook on c1.
    /// assert_eq!(CastlingSide::from_files(File::B, File::C), CastlingSide::KingSide);
    /// ```
    #[inline]
    pub const fn from_files(king_file: File, rook_file: File) -> CastlingSide {
        if (rook_file as u8) > (king_file as u8) {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        }
    }
}
