//! [`PositionError`]: why a [`Setup`] is not a legal position, with the setup handed back and
//! `ignore_*` methods to accept it anyway where that is safe.

use core::fmt;

use crate::{CastlingMode, Position, Setup};

bitflags::bitflags! {
    /// A set of reasons a setup is not a legal position (a bit set: several may hold at once).
    ///
    /// ```
    /// use fianchetto_movegen::PositionErrorKinds;
    ///
    /// let kinds = PositionErrorKinds::MISSING_KING | PositionErrorKinds::INVALID_EP_SQUARE;
    /// assert!(kinds.contains(PositionErrorKinds::MISSING_KING));
    /// assert!(!kinds.contains(PositionErrorKinds::TOO_MANY_KINGS));
    /// assert_eq!(kinds.iter().count(), 2);
    /// ```
    #[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
    pub struct PositionErrorKinds: u16 {
        /// A side has no king.
        const MISSING_KING = 1 << 0;
        /// A side has more than one king.
        const TOO_MANY_KINGS = 1 << 1;
        /// A side has more than 16 pieces (not ignorable: the move list capacity relies on it).
        const TOO_MANY_PIECES = 1 << 2;
        /// A pawn stands on the first or eighth rank.
        const PAWNS_ON_BACKRANK = 1 << 3;
        /// The side not to move is in check.
        const OPPOSITE_CHECK = 1 << 4;
        /// The side to move is in a check no move could have given: three or more checkers, two
        /// that no single move can give together, or one the en passant square contradicts.
        const IMPOSSIBLE_CHECK = 1 << 5;
        /// A castling right without its king and rook in place (for standard chess: king on the
        /// e-file, rook in the corner), or a second right on the same side.
        const BAD_CASTLING_RIGHTS = 1 << 6;
        /// An en passant square that no pawn of the side not to move has just skipped over.
        const INVALID_EP_SQUARE = 1 << 7;
        /// A side has more than 8 pawns (not ignorable: no game reaches it).
        const TOO_MANY_PAWNS = 1 << 8;
        /// A side has more promoted pieces than missing pawns: more than 2 knights, 2 rooks, one
        /// bishop per square color or one queen, beyond what its missing pawns can explain. No game
        /// reaches it, but composed problems can: see [`PositionError::ignore_impossible_material`].
        const IMPOSSIBLE_MATERIAL = 1 << 9;
    }
}

impl PositionErrorKinds {
    /// The message of a single reason.
    fn message(self) -> &'static str {
        match self {
            PositionErrorKinds::MISSING_KING => "missing king",
            PositionErrorKinds::TOO_MANY_KINGS => "too many kings",
            PositionErrorKinds::TOO_MANY_PIECES => "more than 16 pieces of one color",
            PositionErrorKinds::PAWNS_ON_BACKRANK => "pawns on the back rank",
            PositionErrorKinds::OPPOSITE_CHECK => "the side not to move is in check",
            PositionErrorKinds::IMPOSSIBLE_CHECK => "impossible check",
            PositionErrorKinds::BAD_CASTLING_RIGHTS => "invalid castling rights",
            PositionErrorKinds::INVALID_EP_SQUARE => "invalid en passant square",
            PositionErrorKinds::TOO_MANY_PAWNS => "more than 8 pawns of one color",
            PositionErrorKinds::IMPOSSIBLE_MATERIAL => {
                "impossible material: more promoted pieces than missing pawns"
            }
            _ => "invalid position",
        }
    }
}

impl fmt::Debug for PositionErrorKinds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|kind| kind.message()))
            .finish()
    }
}

impl fmt::Display for PositionErrorKinds {
    /// The messages of the reasons, comma-separated.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, kind) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(kind.message())?;
        }
        Ok(())
    }
}

/// A [`Setup`] that [`Position::from_setup`] refused. Holds the setup (see
/// [`PositionError::into_setup`]) and the reasons; the `ignore_*` methods retry while accepting
/// one kind of problem.
///
/// ```
/// use fianchetto_movegen::{CastlingMode, Position, PositionErrorKinds, Setup, Square};
///
/// let mut setup = Setup::initial();
/// setup.ep_square = Some(Square::E3); // no pawn just moved
/// let err = Position::from_setup(setup, CastlingMode::Standard).unwrap_err();
/// assert_eq!(err.kinds(), PositionErrorKinds::INVALID_EP_SQUARE);
/// assert_eq!(err.to_string(), "illegal position: invalid en passant square");
/// let pos = err.ignore_invalid_ep_square()?;
/// assert_eq!(pos, Position::new());
/// # Ok::<(), fianchetto_movegen::PositionError>(())
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct PositionError {
    pub(crate) setup: Setup,
    pub(crate) mode: CastlingMode,
    pub(crate) kinds: PositionErrorKinds,
    pub(crate) ignored: PositionErrorKinds,
}

impl PositionError {
    /// The reasons the setup was refused (not counting ignored ones).
    #[inline]
    pub fn kinds(&self) -> PositionErrorKinds {
        self.kinds
    }

    /// The refused setup, unchanged.
    #[inline]
    pub fn into_setup(self) -> Setup {
        self.setup
    }

    /// The castling mode the setup was validated with.
    #[inline]
    pub fn castling_mode(&self) -> CastlingMode {
        self.mode
    }

    fn ignore(self, kind: PositionErrorKinds) -> Result<Position, PositionError> {
        Position::validate(self.setup, self.mode, self.ignored | kind)
    }

    /// Retries, dropping the castling rights that are not valid (and, of two on one side, all
    /// but the outermost).
    pub fn ignore_bad_castling_rights(self) -> Result<Position, PositionError> {
        self.ignore(PositionErrorKinds::BAD_CASTLING_RIGHTS)
    }

    /// Retries, dropping an invalid en passant square.
    pub fn ignore_invalid_ep_square(self) -> Result<Position, PositionError> {
        self.ignore(PositionErrorKinds::INVALID_EP_SQUARE)
    }

    /// Retries, accepting more promoted pieces than missing pawns, for positions composed on
    /// purpose (a study with three queens and all eight pawns). The move generator does not
    /// rely on the material being reachable.
    ///
    /// ```
    /// use fianchetto_movegen::{CastlingMode, PositionErrorKinds};
    /// # use fianchetto_movegen::{Board, Color, Position, Role, Setup, Square};
    /// # let mut setup = Setup::empty();
    /// # setup.board.set_piece_at(Square::E1, Role::King.of(Color::White));
    /// # setup.board.set_piece_at(Square::E8, Role::King.of(Color::Black));
    /// // Eight white pawns and two white queens: the second queen needs a missing pawn.
    /// for file in 0..8 {
    ///     setup.board.set_piece_at(Square::new(8 + file), Role::Pawn.of(Color::White));
    /// }
    /// setup.board.set_piece_at(Square::D4, Role::Queen.of(Color::White));
    /// setup.board.set_piece_at(Square::D5, Role::Queen.of(Color::White));
    /// let err = Position::from_setup(setup, CastlingMode::Standard).unwrap_err();
    /// assert_eq!(err.kinds(), PositionErrorKinds::IMPOSSIBLE_MATERIAL);
    /// let pos = err.ignore_impossible_material()?;
    /// assert_eq!(pos.board().queens().len(), 2);
    /// # Ok::<(), fianchetto_movegen::PositionError>(())
    /// ```
    pub fn ignore_impossible_material(self) -> Result<Position, PositionError> {
        self.ignore(PositionErrorKinds::IMPOSSIBLE_MATERIAL)
    }

    /// Retries, accepting a check that no move could have given (the move generator handles
    /// any number of checkers correctly).
    pub fn ignore_impossible_check(self) -> Result<Position, PositionError> {
        self.ignore(PositionErrorKinds::IMPOSSIBLE_CHECK)
    }
}

impl PositionError {
    /// Whether the setup was refused in standard chess for castling rights that Chess960
    /// accepts: rights read from a Chess960 FEN in the wrong mode.
    fn castling_valid_in_chess960(&self) -> bool {
        self.mode == CastlingMode::Standard
            && self.kinds.contains(PositionErrorKinds::BAD_CASTLING_RIGHTS)
            && match Position::validate(self.setup.clone(), CastlingMode::Chess960, self.ignored) {
                Ok(_) => true,
                Err(err) => !err.kinds.contains(PositionErrorKinds::BAD_CASTLING_RIGHTS),
            }
    }
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its whole setup, boards drawn over many lines).
impl fmt::Debug for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        debug_message(f, "PositionError", self)
    }
}

impl fmt::Display for PositionError {
    /// `illegal position: ` and the reasons. When standard chess refused castling rights that
    /// Chess960 accepts, the message says so and what to do.
    ///
    /// ```
    /// use fianchetto_movegen::{Board, CastlingMode, Color, Position, Role, Setup, Square};
    ///
    /// // Chess960: the king on f1, the rook on g1 (a FEN's `G` or `K`).
    /// let mut setup = Setup::empty();
    /// setup.board.set_piece_at(Square::F1, Role::King.of(Color::White));
    /// setup.board.set_piece_at(Square::G1, Role::Rook.of(Color::White));
    /// setup.board.set_piece_at(Square::E8, Role::King.of(Color::Black));
    /// setup.castling_rights = Square::G1.into();
    /// let err = Position::from_setup(setup.clone(), CastlingMode::Standard).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "illegal position: invalid castling rights (valid in Chess960: read the position as \
    ///      Chess960, CastlingMode::Chess960)"
    /// );
    /// assert!(Position::from_setup(setup, CastlingMode::Chess960).is_ok());
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal position: {}", self.kinds)?;
        if self.castling_valid_in_chess960() {
            f.write_str(
                " (valid in Chess960: read the position as Chess960, CastlingMode::Chess960)",
            )?;
        }
        Ok(())
    }
}

impl core::error::Error for PositionError {}

/// Writes `name("message")`, the message escaped as a string's `Debug` escapes it, without
/// allocating: the `Debug` of the workspace's errors, one readable line, also under `{:#?}`.
/// Hidden, like `fen_core`: for the crates of this workspace, which pin this crate's version.
#[doc(hidden)]
pub fn debug_message(
    f: &mut fmt::Formatter<'_>,
    name: &str,
    message: &dyn fmt::Display,
) -> fmt::Result {
    use fmt::Write as _;

    /// Escapes what it is given as `str`'s `Debug` does: quotes, backslashes, control
    /// characters (a single quote stays as it is).
    struct Escaped<'a, 'b>(&'a mut fmt::Formatter<'b>);

    impl fmt::Write for Escaped<'_, '_> {
        fn write_str(&mut self, text: &str) -> fmt::Result {
            for c in text.chars() {
                match c {
                    '\'' => self.0.write_char(c)?,
                    _ => c.escape_debug().try_for_each(|e| self.0.write_char(e))?,
                }
            }
            Ok(())
        }
    }

    write!(f, "{name}(\"")?;
    Escaped(f).write_fmt(format_args!("{message}"))?;
    f.write_str("\")")
}

#[cfg(test)]
mod tests {
    use std::format;

    use crate::{CastlingMode, Position, Setup, Square};

    #[test]
    fn debug_is_one_line_without_the_board() {
        let mut setup = Setup::initial();
        setup.ep_square = Some(Square::E3);
        let err = Position::from_setup(setup, CastlingMode::Standard).unwrap_err();
        let debug = format!("{err:?}");
        assert!(!debug.contains('\n'), "{debug}");
        assert!(debug.starts_with("PositionError("), "{debug}");
        assert!(debug.contains("invalid en passant square"), "{debug}");
        assert!(!debug.contains("board"), "{debug}");
    }
}
