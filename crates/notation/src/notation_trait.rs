//! [`Notation`]: the text forms generic game code needs of a position, whatever rules it plays
//! by, so that [`GameCursor`](crate::cursor::GameCursor) and `fianchetto-pgn`'s games serve
//! standard chess and the variants alike.

use alloc::string::{String, ToString};

use fianchetto_movegen::{CastlingMode, EnPassantMode, Move, Position, Role, Rules, Setup};

use crate::cursor::{PushSanError, PushUciError};
use crate::fen::Fen;
use crate::san::{Lan, LanPlus, San, SanError, SanPlus, Suffix};
use crate::uci::{IllegalUciMoveError, UciMove};
use crate::{SetupError, Variant};

/// FEN, SAN and UCI for the positions of some [`Rules`]: [`Position`] for standard chess and
/// Chess960, `fianchetto-variant`'s `VariantPosition` and `AnyPosition` for lichess's variants,
/// each writing what python-chess writes for its rules. One name for each job on every
/// position type: `pos.fen()`, `pos.san(m)`, `pos.uci(m)`, `pos.parse_san("Nf3")`,
/// `pos.parse_uci("g1f3")`; import it, or `fianchetto::prelude::*`. With [`Rules`], the one
/// trait a position type implements to be played, written, and read and written as PGN
/// (`fianchetto-pgn` asks of it where a game starts, [`Notation::from_variant_fen`], and plays
/// its movetext through the speed hooks at the end, whose defaults are correct).
///
/// `Default` is the standard start position, where a game whose tags fail ends; `==` compares
/// everything the position's FEN says but the clocks and the castling mode (the pieces, side to
/// move, castling rights, legal en passant capture, a variant's pockets and checks), as
/// `Position`'s does: the PGN layer's games rely on it to know that a start position is still
/// theirs.
///
/// ```
/// use fianchetto_notation::Notation;
/// use fianchetto_notation::movegen::{Position, Rules};
/// use fianchetto_notation::san::San;
///
/// /// A line of SAN moves played from `start`, under any rules.
/// fn play_line<P: Notation>(start: P, line: &[&str]) -> Option<P> {
///     line.iter().try_fold(start, |pos, text| {
///         let m = pos.resolve_san(&San::from_ascii(text.as_bytes()).ok()?).ok()?;
///         Some(pos.play_unchecked(m))
///     })
/// }
///
/// let end = play_line(Position::new(), &["e4", "e5", "Nf3"]).unwrap();
/// assert_eq!(end.fen(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
/// ```
pub trait Notation: Rules + Default + PartialEq {
    /// The position as FEN: the en passant square only when a capture there is legal, as
    /// python-chess's `board.fen()` writes it for these rules (crazyhouse's pockets,
    /// three-check's checks), the castling rights in X-FEN (`KQkq`, a file letter for an inner
    /// rook) in either castling mode, so that equal positions write equal text. For a
    /// [`Position`] this is its `Display`, and its serde form;
    /// [`Fen::from_position`](crate::fen::Fen::from_position) writes the en passant square as
    /// asked.
    ///
    /// ```
    /// use fianchetto_notation::Notation;
    /// use fianchetto_notation::movegen::{CastlingMode, Position};
    ///
    /// assert_eq!(Position::new().fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// let chess960 = Position::chess960(518).expect("a number below 960");
    /// assert_eq!(chess960.fen(), Position::new().fen());
    /// let chess960 = Position::chess960(0).expect("a number below 960");
    /// assert_eq!(chess960.fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    /// assert_eq!(Position::from_fen(&chess960.fen())?.castling_mode(), CastlingMode::Chess960);
    /// # Ok::<(), fianchetto_notation::fen::FenError>(())
    /// ```
    fn fen(&self) -> String;
    /// The SAN of the legal move `m`, with its check or checkmate suffix (python-chess's
    /// `board.san(m)`), disambiguated as little as the legal moves allow. A move that is not
    /// legal gets an unspecified SAN (without suffix), and no panic.
    ///
    /// ```
    /// use fianchetto_notation::Notation;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    ///
    /// let pos = Position::new();
    /// assert_eq!(pos.san(Move::normal(Square::B1, Square::C3)).to_string(), "Nc3");
    /// assert_eq!(pos.san(Move::normal(Square::E2, Square::E5)).suffix, None);
    ///
    /// let fools_mate: Position = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2".parse()?;
    /// let m = fools_mate.parse_san("Qh4")?;
    /// assert_eq!(fools_mate.san(m).to_string(), "Qh4#");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn san(&self, m: Move) -> SanPlus;
    /// [`Notation::san`] for a caller that has already played `m` and holds `after`
    /// (a replay): rules that read the suffix off the position after the move save playing it
    /// again.
    ///
    /// ```
    /// use fianchetto_notation::Notation;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    ///
    /// let pos = Position::new();
    /// let m = Move::normal(Square::E2, Square::E4);
    /// assert_eq!(pos.san_after(m, &pos.play_unchecked(m)), pos.san(m));
    /// ```
    fn san_after(&self, m: Move, after: &Self) -> SanPlus {
        let _ = after;
        self.san(m)
    }
    /// The long algebraic notation of `m`, with `+` or `#` as [`Notation::san`] has them
    /// (python-chess's `board.lan(m)`): `Ng1-f3`, `e7xd8=Q+`, `O-O`, `N@f3`. A move that is not
    /// legal gets an unspecified LAN without suffix, and no panic.
    ///
    /// ```
    /// use fianchetto_notation::Notation;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    ///
    /// assert_eq!(Position::new().lan(Move::normal(Square::E2, Square::E4)).to_string(), "e2-e4");
    /// ```
    fn lan(&self, m: Move) -> LanPlus {
        let suffix = if self.is_legal(m) {
            self.san(m).suffix
        } else {
            None
        };
        LanPlus {
            lan: Lan::from_move(self, m),
            suffix,
        }
    }
    /// The UCI of `m` as an engine expects it in this position's castling mode (`e1g1` in
    /// standard chess, `e1h1` in Chess960), as python-chess's `board.uci(m)`.
    ///
    /// ```
    /// use fianchetto_notation::{Notation, fen};
    /// use fianchetto_notation::movegen::{CastlingMode, Move, Square};
    ///
    /// let pos = fen::parse_position("4k3/8/8/8/8/8/8/4K2R w K - 0 1", CastlingMode::Standard)?;
    /// assert_eq!(pos.uci(Move::castle(Square::E1, Square::H1)).to_string(), "e1g1");
    /// # Ok::<(), fianchetto_notation::fen::FenError>(())
    /// ```
    fn uci(&self, m: Move) -> UciMove;
    /// The legal move `san` names (by default through [`Notation::resolve_san_with_role`]).
    /// Lenient, as python-chess's `parse_san`: the capture flag is ignored and extra
    /// disambiguation is accepted; a pawn move without a file is a push, never a capture;
    /// castling may be written as the king's move (`Kg1` in standard chess, `Kxh1` in
    /// Chess960); a move may be given by its two squares alone (`g1f3`, castling `e1g1` or
    /// `e1h1`), as [`Notation::resolve_uci`] reads them; a drop may be `N@f3`, `@e4` or `P@e4`.
    /// [`San::to_move_strict`] reads canonical SAN only.
    ///
    /// ```
    /// use fianchetto_notation::Notation;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    /// use fianchetto_notation::san::San;
    ///
    /// let pos = Position::new();
    /// let nf3 = Move::normal(Square::G1, Square::F3);
    /// for text in ["Nf3", "Ngf3", "Nxf3", "g1f3"] {
    ///     let san: San = text.parse()?;
    ///     assert_eq!(pos.resolve_san(&san)?, nf3);
    /// }
    /// assert!(pos.resolve_san(&San::from_ascii(b"Nd2")?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`SanError::IllegalSan`] when no legal move matches (always for [`San::Null`]),
    /// [`SanError::AmbiguousSan`] when several do.
    #[inline]
    fn resolve_san(&self, san: &San) -> Result<Move, SanError> {
        self.resolve_san_with_role(san).map(|(m, _)| m)
    }
    /// The legal move `uci` names: a drop (`N@f3`) too, where the rules have them.
    ///
    /// Castling may be given in either form, whatever the position's castling mode: king takes
    /// own rook (`e1h1`), or king to its destination (`e1g1`) when that is not a legal king
    /// move by itself (in Chess960 a king on `f1` going to `g1` is a plain king move if it can
    /// make one).
    ///
    /// ```
    /// use fianchetto_notation::{Notation, fen};
    /// use fianchetto_notation::movegen::{CastlingMode, Move, Position, Square};
    /// use fianchetto_notation::uci::UciMove;
    ///
    /// let uci: UciMove = "g1f3".parse()?;
    /// assert_eq!(Position::new().resolve_uci(&uci)?, Move::normal(Square::G1, Square::F3));
    ///
    /// let pos = fen::parse_position("4k3/8/8/8/8/8/8/4K2R w K - 0 1", CastlingMode::Standard)?;
    /// let castle = Move::castle(Square::E1, Square::H1);
    /// assert_eq!(pos.resolve_uci(&UciMove::from_ascii(b"e1g1")?)?, castle);
    /// assert_eq!(pos.resolve_uci(&UciMove::from_ascii(b"e1h1")?)?, castle);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`IllegalUciMoveError`] when no legal move matches (always for [`UciMove::Null`], which
    /// is not a [`Move`]).
    #[inline]
    fn resolve_uci(&self, uci: &UciMove) -> Result<Move, IllegalUciMoveError> {
        uci.resolve_in(self)
    }

    /// Reads SAN text (leniently, as [`San::from_ascii`]) and finds the legal move it names
    /// (python-chess's `board.parse_san`), for every position type alike.
    ///
    /// ```
    /// use fianchetto_notation::Notation;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    ///
    /// let pos = Position::new();
    /// assert_eq!(pos.parse_san("Nf3")?, Move::normal(Square::G1, Square::F3));
    /// assert_eq!(pos.parse_san("Nf4").unwrap_err().to_string(), "illegal san: Nf4");
    /// assert_eq!(pos.parse_san("Nz3").unwrap_err().to_string(), r#"invalid san: "Nz3""#);
    /// # Ok::<(), fianchetto_notation::cursor::PushSanError>(())
    /// ```
    ///
    /// # Errors
    /// [`PushSanError::Invalid`] for text that is not SAN, [`PushSanError::Illegal`] for SAN
    /// that names no legal move or several.
    fn parse_san(&self, text: &str) -> Result<Move, PushSanError> {
        let san = San::from_ascii(text.as_bytes())?;
        Ok(self.resolve_san(&san)?)
    }

    /// Reads a UCI move (`e2e4`, castling in either form) and finds the legal move it names
    /// (python-chess's `board.parse_uci`), for every position type alike.
    ///
    /// ```
    /// use fianchetto_notation::Notation;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    ///
    /// let pos = Position::new();
    /// assert_eq!(pos.parse_uci("e2e4")?, Move::normal(Square::E2, Square::E4));
    /// assert_eq!(pos.parse_uci("e2e5").unwrap_err().to_string(), "illegal uci move: e2e5");
    /// # Ok::<(), fianchetto_notation::cursor::PushUciError>(())
    /// ```
    ///
    /// # Errors
    /// [`PushUciError::Invalid`] for text that is not a UCI move, [`PushUciError::Illegal`] for
    /// a move that is not legal here.
    fn parse_uci(&self, text: &str) -> Result<Move, PushUciError> {
        let uci = UciMove::from_ascii(text.as_bytes())?;
        Ok(self.resolve_uci(&uci)?)
    }

    /// The start position of `variant` in castling mode `mode`: Chess960's position 518 (the
    /// standard start position, in Chess960 mode) for standard chess in Chess960 mode, the
    /// variant's own start otherwise; `None` where this position type does not play `variant`.
    /// What a PGN game without a `FEN` tag starts from.
    ///
    /// ```
    /// use fianchetto_notation::{Notation, Variant};
    /// use fianchetto_notation::movegen::{CastlingMode, Position};
    ///
    /// let start = Position::start_position(Variant::Chess, CastlingMode::Chess960).expect("chess");
    /// assert_eq!((start, start.castling_mode()), (Position::new(), CastlingMode::Chess960));
    /// assert_eq!(Position::start_position(Variant::Horde, CastlingMode::Standard), None);
    /// ```
    fn start_position(variant: Variant, mode: CastlingMode) -> Option<Self>
    where
        Self: Sized;

    /// The position of the FEN `text` (relaxed) of `variant`: standard chess in castling mode
    /// `mode` only, so that one text never means two positions (a PGN game's mode comes from
    /// its `Variant` tag); a variant's FEN in the castling mode its text says, as no tag names
    /// a variant's Chess960. What a PGN game with a `FEN` tag starts from.
    ///
    /// ```
    /// use fianchetto_notation::{Notation, SetupError, Variant};
    /// use fianchetto_notation::movegen::{CastlingMode, Position};
    ///
    /// let fen = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1";
    /// let chess960 = Position::from_variant_fen(fen, Variant::Chess, CastlingMode::Chess960)?;
    /// assert!(chess960.castling_mode().is_chess960());
    /// let standard = Position::from_variant_fen(fen, Variant::Chess, CastlingMode::Standard);
    /// assert!(matches!(standard, Err(SetupError::IllegalPosition(_))));
    /// # Ok::<(), SetupError>(())
    /// ```
    ///
    /// # Errors
    /// [`SetupError`]: a variant this type does not play, text that is not FEN, or FEN of an
    /// illegal position.
    fn from_variant_fen(
        text: &str,
        variant: Variant,
        mode: CastlingMode,
    ) -> Result<Self, SetupError>
    where
        Self: Sized;

    /// The same position under the castling rules of `mode`, clocks included: a Chess960
    /// position that standard chess accepts too (position 518, one without castling rights)
    /// reads back from its FEN as standard, and a game that must stay Chess960 (its moves are
    /// written king-takes-rook in UCI) asks for it back. `None` where `mode` refuses the
    /// position.
    ///
    /// ```
    /// use fianchetto_notation::Notation;
    /// use fianchetto_notation::movegen::{CastlingMode, Position};
    ///
    /// let chess960 = Position::new().in_castling_mode(CastlingMode::Chess960).expect("518");
    /// assert_eq!(chess960, Position::new());
    /// assert_eq!(chess960.castling_mode(), CastlingMode::Chess960);
    /// let back = Position::chess960(0).expect("0").in_castling_mode(CastlingMode::Standard);
    /// assert!(back.is_none());
    /// ```
    fn in_castling_mode(&self, mode: CastlingMode) -> Option<Self>
    where
        Self: Sized;

    /// Speed hook: [`Notation::resolve_san`] with the role of the piece the move moves (the
    /// king for castling, the piece dropped for a drop), which the SAN knows (but for a move
    /// given by its squares, `g1f3`, whose piece is read off the board), so a replay plays the
    /// move without looking the role up. The default is correct for every position type.
    ///
    /// ```
    /// use fianchetto_notation::Notation;
    /// use fianchetto_notation::movegen::{Move, Position, Role, Square};
    /// use fianchetto_notation::san::San;
    ///
    /// let nf3 = Move::normal(Square::G1, Square::F3);
    /// let found = Position::new().resolve_san_with_role(&San::from_ascii(b"g1f3")?)?;
    /// assert_eq!(found, (nf3, Role::Knight));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`SanError`] when it names no legal move, or several.
    #[inline(always)]
    fn resolve_san_with_role(&self, san: &San) -> Result<(Move, Role), SanError> {
        san.resolve_with_role_in(self)
    }

    /// Speed hook: plays the legal move `m`, which moves a piece of `role` (as
    /// [`Notation::resolve_san_with_role`] gives them), in place. By default
    /// `*self = self.play_unchecked(m)`; a [`Position`] plays it in place without looking the
    /// role up.
    ///
    /// ```
    /// use fianchetto_notation::Notation;
    /// use fianchetto_notation::movegen::{Move, Position, Role, Square};
    ///
    /// let mut pos = Position::new();
    /// pos.play_with_role(Move::normal(Square::G1, Square::F3), Role::Knight);
    /// assert_eq!(pos, Position::new().play(Move::normal(Square::G1, Square::F3))?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    fn play_with_role(&mut self, m: Move, role: Role) {
        let _ = role;
        *self = self.play_unchecked(m);
    }

    /// Speed hook: the SAN of the legal move `m` with its check suffix, and the position after
    /// it. By default [`Rules::play_unchecked`] and [`Notation::san_after`], so that rules
    /// that read the suffix off the position after the move play it once.
    ///
    /// ```
    /// use fianchetto_notation::Notation;
    /// use fianchetto_notation::movegen::{Move, Position, Square};
    ///
    /// let (san, after) = Position::new().play_with_san(Move::normal(Square::E2, Square::E4));
    /// assert_eq!(san.to_string(), "e4");
    /// assert_eq!(after.fullmoves().get(), 1);
    /// ```
    #[inline]
    fn play_with_san(&self, m: Move) -> (SanPlus, Self)
    where
        Self: Sized,
    {
        let after = self.play_unchecked(m);
        (self.san_after(m, &after), after)
    }
}

impl Notation for Position {
    fn fen(&self) -> String {
        self.to_string()
    }

    #[inline]
    fn san(&self, m: Move) -> SanPlus {
        SanPlus::written_in(self, m)
    }

    #[inline]
    fn san_after(&self, m: Move, after: &Position) -> SanPlus {
        SanPlus {
            san: San::from_move(self, m),
            suffix: Suffix::after(after),
        }
    }

    fn lan(&self, m: Move) -> LanPlus {
        LanPlus::from_move(self, m)
    }

    #[inline]
    fn uci(&self, m: Move) -> UciMove {
        UciMove::from_move(m, self.castling_mode())
    }

    #[inline]
    fn resolve_san(&self, san: &San) -> Result<Move, SanError> {
        san.resolve_in(self)
    }

    fn start_position(variant: Variant, mode: CastlingMode) -> Option<Position> {
        match (variant, mode) {
            (Variant::Chess, CastlingMode::Standard) => Some(Position::new()),
            // The standard start position is also a Chess960 start position (number 518).
            (Variant::Chess, CastlingMode::Chess960) => {
                Position::from_setup(Setup::initial(), mode).ok()
            }
            _ => None,
        }
    }

    fn in_castling_mode(&self, mode: CastlingMode) -> Option<Position> {
        // A position accepted with impossible material (a composed problem) stays accepted.
        Position::from_setup(self.to_setup(EnPassantMode::Always), mode)
            .or_else(|err| err.ignore_impossible_material())
            .ok()
    }

    fn from_variant_fen(
        text: &str,
        variant: Variant,
        mode: CastlingMode,
    ) -> Result<Position, SetupError> {
        if variant != Variant::Chess {
            return Err(SetupError::UnsupportedVariant(variant));
        }
        Fen::from_ascii(text.as_bytes())?
            .into_position(mode)
            .map_err(|err| SetupError::IllegalPosition(err.kinds().to_string()))
    }

    /// The replay's hot path, always inlined, so that a replay of `Position`s runs the code it
    /// ran before it was generic (left to the compiler, SAN resolving stayed out of line: 2%
    /// more instructions replaying a corpus).
    #[inline(always)]
    fn resolve_san_with_role(&self, san: &San) -> Result<(Move, Role), SanError> {
        san.resolve_with_role_in(self)
    }

    /// In place, with the role the SAN names: no copy of the position, no role lookup.
    #[inline(always)]
    fn play_with_role(&mut self, m: Move, role: Role) {
        self.play_unchecked_in_place_with_role(m, role);
    }

    #[inline]
    fn play_with_san(&self, m: Move) -> (SanPlus, Position) {
        SanPlus::written_and_played_in(self, m)
    }
}
