//! [`PgnPosition`]: what the PGN layer needs of a position beyond its rules and notation, so
//! that replaying, the game tree and the writer serve standard chess and the variants alike.

use core::fmt;
use std::format;

use fianchetto_movegen::{CastlingMode, EnPassantMode, Move, Position, Role, Setup};
use fianchetto_notation::fen::Fen;
use fianchetto_notation::san::{San, SanPlus};
use fianchetto_notation::{Notation, Variant};

use super::resolve;
use crate::ReplayError;

/// A position type that PGN games can be played on: [`Position`] for standard chess and
/// Chess960, and, with the `variants` feature, `fianchetto-variant`'s `VariantPosition` for
/// lichess's variants.
///
/// On top of [`Notation`] (FEN, SAN, UCI) it says where a game starts from its `Variant` and
/// `FEN` tags, which `Variant` tag the writer gives a game, and how the replay plays a move.
/// [`Replay`](crate::Replay), [`GameBuilder`](crate::GameBuilder), [`Game`](crate::Game) and
/// the writer take it as a type parameter that defaults to [`Position`], and are compiled for
/// each position type, so standard chess pays nothing for the variants.
///
/// Only the first four methods must be written; the others have generic defaults on
/// [`Notation`] and [`Rules`](fianchetto_movegen::Rules), which a type overrides where it
/// has something faster ([`Position`] plays a move in place, with the role the SAN names).
///
/// ```
/// use fianchetto_pgn::movegen::Position;
/// use fianchetto_pgn::{PgnPosition, ReplayErrorKind};
///
/// // Where a game starts, from its `Variant` and `FEN` tags.
/// let start = Position::from_pgn_tags(None, None)?;
/// assert!(start.is_start_position());
/// assert_eq!(start.pgn_variant(), None);
/// let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
/// let chess960 = Position::from_pgn_tags(Some("Chess960"), Some(fen))?;
/// assert_eq!(chess960.pgn_variant(), Some("Chess960"));
/// let err = Position::from_pgn_tags(Some("Atomic"), None).unwrap_err();
/// assert_eq!(err.kind(), ReplayErrorKind::UnsupportedVariant);
///
/// /// The mainline of a game in SAN, under any rules.
/// fn mainline<P: PgnPosition>(pgn: &str) -> Result<Vec<String>, Box<dyn std::error::Error>> {
///     use fianchetto_pgn::{GameBuilder, Reader};
///     let mut reader = Reader::new(pgn.as_bytes());
///     let game = reader.read_game(&mut GameBuilder::<P>::for_rules())?.ok_or("no game")?;
///     Ok(game.mainline.iter().map(|node| node.san.to_string()).collect())
/// }
/// assert_eq!(mainline::<Position>("1. e4 e5 2. Nf3 *")?, ["e4", "e5", "Nf3"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait PgnPosition: Notation {
    /// The position of a game whose tags name no variant and no FEN: the standard start
    /// position. Also where [`Replay`](crate::Replay) reports a game to end when its tags
    /// break it.
    ///
    /// ```
    /// use fianchetto_pgn::PgnPosition;
    /// use fianchetto_pgn::movegen::Position;
    ///
    /// assert_eq!(Position::default_start(), Position::new());
    /// ```
    fn default_start() -> Self;

    /// The position a game starts from, given its `Variant` tag (`None` without one) and its
    /// `FEN` tag (`None` without one; counted with or without `SetUp "1"`, as python-chess
    /// counts it), each as written in the tag with escapes undone. When a tag appears more
    /// than once, the last one counts, as in python-chess.
    ///
    /// For [`Position`]: the rules the `Variant` tag names by [`Variant::from_name`], in any
    /// case: the Chess960 rules for `Chess960`, `Chess 960`, `Fischerandom`, `Fischerrandom` or
    /// `Fischer Random`, standard chess for `Standard`, `Chess`, `Classical`, `Normal`,
    /// `Illegal`, `From Position`, `FromPosition`, an empty value or no tag, and an error for
    /// any other variant; the FEN is read in that
    /// castling mode only, so one text never means two positions, and without a FEN tag the
    /// game starts from the standard start position.
    ///
    /// ```
    /// use fianchetto_pgn::movegen::Position;
    /// use fianchetto_pgn::{PgnPosition, ReplayErrorKind};
    ///
    /// let fen = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1";
    /// assert!(Position::from_pgn_tags(Some("fischerandom"), Some(fen))?.castling_mode().is_chess960());
    /// let err = Position::from_pgn_tags(None, Some(fen)).unwrap_err();
    /// assert_eq!(err.kind(), ReplayErrorKind::InvalidPosition);
    /// assert!(err.to_string().ends_with("(for a chess960 position add [Variant \"Chess960\"])"));
    /// let err = Position::from_pgn_tags(Some("Standard"), Some("no fen")).unwrap_err();
    /// assert_eq!(err.kind(), ReplayErrorKind::InvalidFen);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`ReplayError`]: [`UnsupportedVariant`](crate::ReplayErrorKind::UnsupportedVariant)
    /// for a variant these positions cannot play, [`InvalidFen`](crate::ReplayErrorKind::InvalidFen)
    /// for a FEN tag that is no FEN, and
    /// [`InvalidPosition`](crate::ReplayErrorKind::InvalidPosition) for one that is no legal
    /// position of the variant (its message suggesting `[Variant "Chess960"]` where that
    /// would make it legal).
    fn from_pgn_tags(variant: Option<&str>, fen: Option<&str>) -> Result<Self, ReplayError>;

    /// The `Variant` tag the writer gives a game that starts here and has none: `None` for
    /// standard chess, `Chess960` for a Chess960 position, the variant's name as lichess
    /// writes it for a variant. Reading the game back with it gives these rules again.
    ///
    /// ```
    /// use fianchetto_pgn::PgnPosition;
    /// use fianchetto_pgn::movegen::{CastlingMode, Position, Setup};
    ///
    /// assert_eq!(Position::new().pgn_variant(), None);
    /// let chess960 = Position::from_setup(Setup::initial(), CastlingMode::Chess960)?;
    /// assert_eq!(chess960.pgn_variant(), Some("Chess960"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn pgn_variant(&self) -> Option<&'static str>;

    /// Whether a game that starts here needs no `FEN` tag: this is the start position of its
    /// rules, which [`from_pgn_tags`](PgnPosition::from_pgn_tags) gives for
    /// [`pgn_variant`](PgnPosition::pgn_variant) and no FEN. The clocks are not compared, as
    /// `Position`'s `==` does not compare them.
    ///
    /// ```
    /// use fianchetto_pgn::PgnPosition;
    /// use fianchetto_pgn::movegen::{Move, Position, Square};
    ///
    /// assert!(Position::new().is_start_position());
    /// assert!(!Position::new().play(Move::normal(Square::E2, Square::E4))?.is_start_position());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn is_start_position(&self) -> bool;

    /// Whether two start positions play every line alike and write the same positions on the
    /// way: equal with their clocks, castling mode and en passant square, whether or not it can
    /// be taken. A [`Mainline`](crate::Mainline) remembers the position it ends in for one start
    /// position, and checks with this that it is still the game's.
    ///
    /// By default their FEN, castling mode and en passant square are compared.
    ///
    /// ```
    /// use fianchetto_pgn::PgnPosition;
    /// use fianchetto_pgn::movegen::{CastlingMode, Position, Setup};
    ///
    /// let chess960 = Position::from_setup(Setup::initial(), CastlingMode::Chess960)?;
    /// assert_eq!(chess960, Position::new()); // `==` leaves the castling mode out
    /// assert!(!chess960.same_start(&Position::new()));
    /// assert!(Position::new().same_start(&Position::new()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn same_start(&self, other: &Self) -> bool {
        self.castling_mode() == other.castling_mode()
            && self.ep_square(EnPassantMode::Always) == other.ep_square(EnPassantMode::Always)
            && self.to_fen() == other.to_fen()
    }

    /// The legal move `san` names and the role of the piece it moves (the king for castling,
    /// the piece dropped for a drop), or `None` for a null move, as
    /// [`Replay`](crate::Replay) and [`GameBuilder`](crate::GameBuilder) read movetext.
    ///
    /// SAN is read leniently ([`Notation::resolve_san`]); a SAN with both origin file and rank
    /// that names no legal move is tried as UCI ([`Notation::resolve_uci`]: `e1g1` for
    /// castling, `e1h1` in Chess960), which python-chess also accepts in movetext. A null move
    /// (`--`) is refused while in check.
    ///
    /// ```
    /// use fianchetto_pgn::PgnPosition;
    /// use fianchetto_pgn::movegen::{Move, Position, Role, Square};
    /// use fianchetto_pgn::notation::san::San;
    ///
    /// let pos = Position::new();
    /// let nf3 = Move::normal(Square::G1, Square::F3);
    /// assert_eq!(pos.resolve_with_role(San::from_ascii(b"Nf3")?)?, Some((nf3, Role::Knight)));
    /// assert_eq!(pos.resolve_with_role(San::from_ascii(b"g1f3")?)?, Some((nf3, Role::Knight)));
    /// assert_eq!(pos.resolve_with_role(San::Null)?, None);
    /// assert!(pos.resolve_with_role(San::from_ascii(b"Ke2")?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`ReplayError`] when `san` names no legal move
    /// ([`IllegalMove`](crate::ReplayErrorKind::IllegalMove); also a null move the position
    /// refuses) or several ([`AmbiguousMove`](crate::ReplayErrorKind::AmbiguousMove)).
    #[inline]
    fn resolve_with_role(&self, san: San) -> Result<Option<(Move, Role)>, ReplayError> {
        resolve::resolve_with_role(self, san)
    }

    /// Plays the legal move `m`, which moves a piece of `role` (as
    /// [`resolve_with_role`](PgnPosition::resolve_with_role) gives them), in place. By default
    /// `*self = self.play_unchecked(m)`; [`Position`] plays it in place without looking the
    /// role up.
    ///
    /// ```
    /// use fianchetto_pgn::PgnPosition;
    /// use fianchetto_pgn::movegen::{Move, Position, Role, Square};
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

    /// The SAN of the legal move `m` with its check suffix, and the position after it. By
    /// default [`Rules::play_unchecked`](fianchetto_movegen::Rules::play_unchecked) and
    /// [`Notation::san_plus_after`], so that rules that read the suffix off the position after
    /// the move play it once.
    ///
    /// ```
    /// use fianchetto_pgn::PgnPosition;
    /// use fianchetto_pgn::movegen::{Move, Position, Square};
    ///
    /// let (san, after) = Position::new().play_with_san(Move::normal(Square::E2, Square::E4));
    /// assert_eq!(san.to_string(), "e4");
    /// assert_eq!(after.fullmoves().get(), 1);
    /// ```
    #[inline]
    fn play_with_san(&self, m: Move) -> (SanPlus, Self) {
        let after = self.play_unchecked(m);
        (self.san_plus_after(m, &after), after)
    }
}

impl PgnPosition for Position {
    #[inline]
    fn default_start() -> Position {
        Position::new()
    }

    fn from_pgn_tags(variant: Option<&str>, fen: Option<&str>) -> Result<Position, ReplayError> {
        let mode = match rules_of_tag(variant)? {
            (Variant::Chess, mode) => mode,
            _ => {
                return Err(ReplayError::unsupported_variant(
                    variant.unwrap_or_default(),
                ));
            }
        };
        match fen {
            // The standard start position is also a Chess960 start position (number 518).
            None => Ok(start_position(mode)),
            Some(text) => position_from_fen_tag(
                text,
                mode,
                |text| Fen::from_ascii(text).ok(),
                |fen, mode| fen.into_position(mode).map_err(|err| err.kinds()),
            ),
        }
    }

    #[inline]
    fn pgn_variant(&self) -> Option<&'static str> {
        self.castling_mode().is_chess960().then_some("Chess960")
    }

    #[inline]
    fn is_start_position(&self) -> bool {
        *self == Position::new()
    }

    #[inline]
    fn same_start(&self, other: &Position) -> bool {
        self.eq_with_clocks(other)
            && self.castling_mode() == other.castling_mode()
            && self.ep_square(EnPassantMode::Always) == other.ep_square(EnPassantMode::Always)
    }

    /// The replay's hot path, the default always inlined, so that
    /// `Replay<_, Position>` runs the code it ran before it was generic (through the default,
    /// the compiler left it out of line: 2% more instructions replaying a corpus).
    #[inline(always)]
    fn resolve_with_role(&self, san: San) -> Result<Option<(Move, Role)>, ReplayError> {
        resolve::resolve_with_role(self, san)
    }

    /// In place, with the role the SAN names: no copy of the position, no role lookup.
    #[inline(always)]
    fn play_with_role(&mut self, m: Move, role: Role) {
        self.play_unchecked_in_place_with_role(m, role);
    }

    #[inline]
    fn play_with_san(&self, m: Move) -> (SanPlus, Position) {
        SanPlus::from_move_and_play(self, m)
    }
}

/// The standard start position in the given castling mode.
fn start_position(mode: CastlingMode) -> Position {
    if mode.is_chess960() {
        Position::from_setup(Setup::initial(), mode).unwrap_or_default()
    } else {
        Position::new()
    }
}

/// The position of the `FEN` tag `text` in castling mode `mode`, for any position type: `read`
/// reads the text (`None` if it is no FEN), `build` makes the position in a castling mode or
/// gives the reasons it is illegal.
///
/// The mode comes from the `Variant` tag alone, as `fen::parse_position` takes it from its
/// caller: a FEN is never re-read as Chess960 because it fails as standard chess, so one text
/// cannot mean two positions. When it would be a legal Chess960 position, the error says so.
pub(crate) fn position_from_fen_tag<F: Clone, P, R: fmt::Display>(
    text: &str,
    mode: CastlingMode,
    read: impl FnOnce(&[u8]) -> Option<F>,
    build: impl Fn(F, CastlingMode) -> Result<P, R>,
) -> Result<P, ReplayError> {
    let fen = read(text.trim_ascii().as_bytes()).ok_or_else(|| ReplayError::invalid_fen(text))?;
    match build(fen.clone(), mode) {
        Ok(pos) => Ok(pos),
        Err(reasons) => {
            let chess960 = !mode.is_chess960() && build(fen, CastlingMode::Chess960).is_ok();
            // The reasons without the position error's advice, which names the Rust API; the
            // PGN's own (the Variant tag) is added for a Chess960 position.
            let why = format!("illegal position: {reasons}");
            Err(ReplayError::invalid_position(text, &why, chess960))
        }
    }
}

/// The rules a `Variant` tag names ([`Variant::from_name`], the one table of names): standard
/// chess without the tag or with an empty one, as python-chess reads them.
///
/// # Errors
/// [`UnsupportedVariant`](crate::ReplayErrorKind::UnsupportedVariant) for a name no rules have.
pub(crate) fn rules_of_tag(value: Option<&str>) -> Result<(Variant, CastlingMode), ReplayError> {
    match value {
        Some(name) if !name.trim().is_empty() => {
            Variant::from_name(name).map_err(|_| ReplayError::unsupported_variant(name))
        }
        _ => Ok((Variant::Chess, CastlingMode::Standard)),
    }
}

/// The legal move of `pos` that `san` names, or `None` for a null move.
///
/// SAN is resolved leniently, as [`San::to_move`] does (a move by its two squares, `g1f3` or
/// `e1g1`, too, which python-chess also accepts in movetext).
///
/// # Errors
///
/// When the move names no legal move or several (ambiguous SAN); also for a null move while in
/// check.
#[inline]
pub(crate) fn resolve<P: PgnPosition>(pos: &P, san: San) -> Result<Option<Move>, ReplayError> {
    pos.resolve_with_role(san).map(|m| m.map(|(m, _)| m))
}
