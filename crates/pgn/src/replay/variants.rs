//! [`PgnPosition`] for `fianchetto-variant`'s [`VariantPosition`] and [`AnyPosition`]: games
//! of lichess's variants, read and written under their `Variant` tag (the `variants` feature).

use std::format;

use fianchetto_movegen::{CastlingMode, EnPassantMode, Move, Position, Role};
use fianchetto_notation::san::{San, SanPlus};
use fianchetto_variant::{AnyPosition, Variant, VariantFen, VariantFenError, VariantPosition};

use super::pgn_position::{position_from_fen_tag, rules_of_tag};
use crate::{PgnPosition, ReplayError};

/// Games of standard chess, Chess960 and lichess's seven variants, as lichess and python-chess
/// write them.
///
/// - The `Variant` tag names the rules: standard chess and Chess960 as for
///   [`Position`](fianchetto_movegen::Position) (`Standard`, `Chess960`, `Fischerandom`, ...),
///   or a variant in lichess's spelling or one of python-chess's aliases, in any case
///   ([`Variant::from_name`]: `Atomic`, `Crazyhouse`, `ZH`, `King of the Hill`, `KOTH`,
///   `Three-check`, `3check`, `Racing Kings`, ...). Any other value is an
///   [`UnsupportedVariant`](crate::ReplayErrorKind::UnsupportedVariant) error.
/// - Without a `FEN` tag the game starts from the variant's start position (horde's pawns,
///   racing kings' rows, crazyhouse's empty pockets, three-check's three checks to go).
/// - A `FEN` tag is read with the variant's extras (crazyhouse's pockets and `~`, three-check's
///   remaining checks, or lichess's checks given as `+W+B`). Standard chess takes its castling
///   mode from the `Variant` tag alone, as `Position` does; as no tag says "Chess960 of a
///   variant", a variant's FEN is read as standard chess where that is legal and as Chess960
///   otherwise (as python-chess falls back on the FEN's castling rights), so an Atomic960 game
///   reads back.
/// - The writer gives a game without a `Variant` tag the variant's name as lichess writes it
///   ([`Variant::pgn_name`]: `[Variant "Atomic"]`, `[Variant "Three-check"]`), or
///   `Chess960` for a Chess960 game of standard chess, and a `FEN` tag where the game does not
///   start from the variant's start position.
///
/// ```
/// use fianchetto_pgn::variant::{Variant, VariantPosition};
/// use fianchetto_pgn::{GameBuilder, PgnPosition, Reader};
///
/// let pgn = "[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@b4 *";
/// let game = Reader::new(pgn.as_bytes())
///     .read_game(&mut GameBuilder::<VariantPosition>::for_rules())?
///     .expect("a game");
/// assert_eq!(game.start.variant(), Variant::Crazyhouse);
/// assert_eq!(game.mainline[6].san.to_string(), "@b4");
/// assert_eq!(
///     game.end_position().fen(),
///     "rnb1kbnr/ppp1pppp/8/q7/1P6/2N5/PPPP1PPP/R1BQKBNR[p] b KQkq - 3 4" // a drop resets no clock
/// );
/// assert!(game.to_pgn().contains("[Variant \"Crazyhouse\"]\n\n1. e4 d5"));
///
/// let koth = VariantPosition::from_pgn_tags(Some("KOTH"), None)?;
/// assert_eq!((koth.variant(), koth.pgn_variant()), (Variant::KingOfTheHill, Some("King of the Hill")));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl PgnPosition for VariantPosition {
    fn default_start() -> VariantPosition {
        VariantPosition::new(Variant::Chess)
    }

    fn from_pgn_tags(
        variant: Option<&str>,
        fen: Option<&str>,
    ) -> Result<VariantPosition, ReplayError> {
        let (variant, mode) = rules_of_tag(variant)?;
        match fen {
            None => Ok(start_position(variant, mode)),
            // Standard chess as `Position` reads it: an illegal position's error suggests
            // `[Variant "Chess960"]` where that would make it legal.
            Some(text) if variant == Variant::Chess => position_from_fen_tag(
                text,
                mode,
                |text| VariantFen::from_ascii(text, Variant::Chess).ok(),
                |fen, mode| fen.into_position(mode).map_err(|err| err.kinds()),
            ),
            Some(text) => {
                VariantPosition::from_fen(text.trim_ascii(), variant).map_err(|err| match err {
                    VariantFenError::Position(err) => {
                        let why = format!("illegal position: {}", err.kinds());
                        ReplayError::invalid_position(text, &why, false)
                    }
                    _ => ReplayError::invalid_fen(text),
                })
            }
        }
    }

    fn pgn_variant(&self) -> Option<&'static str> {
        match self.variant() {
            Variant::Chess => self.castling_mode().is_chess960().then_some("Chess960"),
            variant => Some(variant.pgn_name()),
        }
    }

    fn is_start_position(&self) -> bool {
        // As `Position`'s `==`: the clocks and the castling mode aside.
        let start = VariantPosition::new(self.variant()).to_setup(EnPassantMode::Legal);
        let mut setup = self.to_setup(EnPassantMode::Legal);
        setup.setup.halfmoves = start.setup.halfmoves;
        setup.setup.fullmoves = start.setup.fullmoves;
        setup == start
    }

    fn same_start(&self, other: &VariantPosition) -> bool {
        // The variant too: atomic's and king of the hill's start positions have one FEN.
        self.variant() == other.variant()
            && self.castling_mode() == other.castling_mode()
            && self.to_setup(EnPassantMode::Always) == other.to_setup(EnPassantMode::Always)
    }
}

/// The start position of `variant`, in castling mode `mode` (Chess960 only for standard
/// chess, whose standard start position is Chess960's number 518).
fn start_position(variant: Variant, mode: CastlingMode) -> VariantPosition {
    match mode {
        CastlingMode::Chess960 => {
            VariantPosition::chess960(variant, 518).unwrap_or_else(|| VariantPosition::new(variant))
        }
        CastlingMode::Standard => VariantPosition::new(variant),
    }
}

/// Games whose `Variant` tags differ from game to game, each on the fastest position for its
/// rules: standard chess and Chess960 on a [`Position`], read exactly as `Position` reads them,
/// and every other variant on a [`VariantPosition`], read as `VariantPosition` reads it. A
/// standard game replays on `Position`'s code: replaying 2,000 lichess games took 1.6% more
/// instructions than on `Position` (the match on the rules at each move), where
/// `VariantPosition` took 3.8 times as many.
///
/// ```
/// use fianchetto_pgn::movegen::Rules;
/// use fianchetto_pgn::variant::{AnyPosition, Variant};
/// use fianchetto_pgn::{Reader, Replay, Summary};
///
/// let pgn = "[Variant \"Standard\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
///            [Variant \"Horde\"]\n\n1. d5 e6 *\n\n\
///            [Variant \"Antichess\"]\n\n1. e3 b5 2. Bxb5 *\n";
/// let mut replay = Replay::for_rules(Summary::<AnyPosition>::for_rules());
/// let games: Vec<_> = Reader::new(pgn.as_bytes()).read_all(&mut replay).collect::<Result<_, _>>()?;
/// assert!(matches!(games[0].position, AnyPosition::Standard(_)));
/// assert!(games[0].position.is_checkmate());
/// assert_eq!(games[1].position.variant(), Variant::Horde);
/// assert_eq!((games[2].position.variant(), games[2].plies), (Variant::Antichess, 3));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl PgnPosition for AnyPosition {
    #[inline]
    fn default_start() -> AnyPosition {
        AnyPosition::Standard(Position::new())
    }

    fn from_pgn_tags(variant: Option<&str>, fen: Option<&str>) -> Result<AnyPosition, ReplayError> {
        match rules_of_tag(variant)? {
            (Variant::Chess, _) => Position::from_pgn_tags(variant, fen).map(AnyPosition::Standard),
            _ => VariantPosition::from_pgn_tags(variant, fen).map(AnyPosition::from),
        }
    }

    fn pgn_variant(&self) -> Option<&'static str> {
        match self {
            AnyPosition::Standard(pos) => pos.pgn_variant(),
            AnyPosition::Variant(pos) => pos.pgn_variant(),
        }
    }

    fn is_start_position(&self) -> bool {
        match self {
            AnyPosition::Standard(pos) => pos.is_start_position(),
            AnyPosition::Variant(pos) => pos.is_start_position(),
        }
    }

    fn same_start(&self, other: &AnyPosition) -> bool {
        match (self, other) {
            (AnyPosition::Standard(a), AnyPosition::Standard(b)) => a.same_start(b),
            (AnyPosition::Variant(a), AnyPosition::Variant(b)) => a.same_start(b),
            _ => false,
        }
    }

    // The replay's two calls per ply: standard chess inlined into the replay's loop as for a
    // `Position`, the variants out of line. Left to the compiler, both arms stayed out of line,
    // each a call per ply (`fianchetto pgn --threads 1` on the corpus's first 2,000 games:
    // 176.7 M -> 168.9 M instructions).
    #[inline(always)]
    fn resolve_with_role(&self, san: San) -> Result<Option<(Move, Role)>, ReplayError> {
        match self {
            AnyPosition::Standard(pos) => pos.resolve_with_role(san),
            AnyPosition::Variant(pos) => resolve_variant(pos, san),
        }
    }

    #[inline(always)]
    fn play_with_role(&mut self, m: Move, role: Role) {
        match self {
            AnyPosition::Standard(pos) => pos.play_with_role(m, role),
            AnyPosition::Variant(pos) => play_variant(pos, m, role),
        }
    }

    #[inline]
    fn play_with_san(&self, m: Move) -> (SanPlus, AnyPosition) {
        match self {
            AnyPosition::Standard(pos) => {
                let (san, after) = pos.play_with_san(m);
                (san, AnyPosition::Standard(after))
            }
            AnyPosition::Variant(pos) => {
                let (san, after) = pos.play_with_san(m);
                (san, AnyPosition::Variant(after))
            }
        }
    }
}

/// [`AnyPosition`]'s `resolve_with_role` for a variant, kept out of the replay's loop.
#[inline(never)]
fn resolve_variant(pos: &VariantPosition, san: San) -> Result<Option<(Move, Role)>, ReplayError> {
    pos.resolve_with_role(san)
}

/// [`AnyPosition`]'s `play_with_role` for a variant, kept out of the replay's loop.
#[inline(never)]
fn play_variant(pos: &mut VariantPosition, m: Move, role: Role) {
    pos.play_with_role(m, role);
}
