//! The `fianchetto` facade: every layer of the library re-exported, the everyday types flat,
//! and a [`prelude`].
//!
//! **Should I use this crate?** Yes, unless you need only a lower layer: an engine with its own
//! search needs `fianchetto-movegen` alone, a GUI highlighting squares `fianchetto-bitboard`
//! and `fianchetto-magic`. With its default features this crate is the chess library (rules,
//! FEN, SAN, UCI moves and PGN); the rest of what fianchetto does is a feature away.
#![cfg_attr(
    all(feature = "polyglot", feature = "variants", feature = "svg"),
    doc = include_str!("../README.md")
)]
#![cfg_attr(
    not(all(feature = "polyglot", feature = "variants", feature = "svg")),
    doc = "The tour (the crate's README) is on docs.rs, which builds every feature."
)]
//!
#![cfg_attr(
    all(feature = "polyglot", feature = "variants", feature = "svg"),
    doc = "The picture of the *Pictures* example, as `Picture::to_svg` wrote it:"
)]
//!
#![cfg_attr(
    all(feature = "polyglot", feature = "variants", feature = "svg"),
    doc = include_str!("../images/tour.svg")
)]
//!
//! # What it does
//! Each job is one module here (and a crate of its own, for programs that need less):
//!
//! | job | module | feature |
//! |---|---|---|
//! | squares, pieces, bitboards, leaper and ray tables (`no_std`) | [`bitboard`] | always |
//! | rook, bishop and queen attacks by magic lookup (`no_std`) | [`magic`] | always |
//! | positions, legal moves, make-move, Zobrist, perft, outcomes, the repetition and move-count rules (`no_std`) | [`movegen`], [`history`], [`perft`] | always |
//! | FEN/EPD, SAN and LAN, UCI moves, the undoable [`GameCursor`] (`no_std`) | [`notation`]: [`fen`], [`epd`], [`san`], [`uci`], [`cursor`] | always |
//! | PGN: streaming and parallel readers, legal replay, game trees, the writer | `pgn` | `pgn` (default) |
//! | Polyglot opening books | `polyglot` | `polyglot` |
//! | the UCI protocol and an engine driver (analysis, play, timeouts) | `engine` | `engine` |
//! | opening names: lichess's ECO table, a position's or a game's opening | `openings` | `openings` |
//! | lichess's seven variants: `VariantPosition`, `AnyPosition` | `variant` | `variants` |
//! | Syzygy endgame tablebases: win/draw/loss, distance to zeroing, ranked moves | `syzygy` | `syzygy` |
//! | a position index and opening explorer over PGN collections | `index` | `index` |
//! | boards as SVG of any variant with arrows, marks and themes; PNG and GIF | `svg` | `svg`, `png`, `gif` |
//!
//! [`uci`] is the move format (`e2e4`), `engine` the protocol that engines speak.
//!
//! # Feature flags
//! Features are additive: a program written for some features compiles under any superset.
//! - `pgn` (on by default): the `pgn` layer.
//! - `polyglot`, `engine`, `openings`: the layers of the same names; small (the engine driver
//!   uses `rustix` for its processes).
//! - `variants`: the `variant` layer and its types here ([`Variant`] itself is always here:
//!   standard chess and Chess960 are [`Variant::Chess`]).
//! - `syzygy`: the `syzygy` layer, no tablebase code otherwise.
//! - `index` (with `pgn`, `variants` and `openings`): the position index and explorer.
//! - `svg` (with `variants`): boards as SVG pictures; `png` and `gif`: PNG pictures and
//!   animated GIFs by `resvg` (pure Rust, about 20 s more of a first build).
//! - `serde`: `Serialize` and `Deserialize` for every value type of every layer turned on. Its
//!   cost is build time only: `serde` and its derive macro (`syn`), a few seconds on a first
//!   build. The layers stay `no_std`. With the feature on, a *Serde* section here shows the
//!   forms.
//! - `zstd` and `gzip` (with `pgn`): `pgn::Reader::open` and `pgn::Unpacked` unpack
//!   `.pgn.zst` (the `zstd` crate, which builds the zstd C library) and `.pgn.gz` (`flate2`,
//!   pure Rust) on the fly.
#![cfg_attr(feature = "serde", doc = include_str!("serde.md"))]

pub use fianchetto_bitboard as bitboard;
#[cfg(feature = "index")]
pub use fianchetto_index as index;
pub use fianchetto_magic as magic;
pub use fianchetto_movegen as movegen;
pub use fianchetto_notation as notation;
#[cfg(feature = "openings")]
pub use fianchetto_openings as openings;
#[cfg(feature = "pgn")]
pub use fianchetto_pgn as pgn;
#[cfg(feature = "polyglot")]
pub use fianchetto_polyglot as polyglot;
#[cfg(feature = "svg")]
pub use fianchetto_svg as svg;
#[cfg(feature = "syzygy")]
pub use fianchetto_syzygy as syzygy;
#[cfg(feature = "engine")]
pub use fianchetto_uci as engine;
#[cfg(feature = "variants")]
pub use fianchetto_variant as variant;
#[cfg(feature = "variants")]
pub use fianchetto_variant::{AnyPosition, VariantPosition};

pub use fianchetto_movegen::{
    Bitboard, Board, CastlingMode, CastlingSide, Color, Diagram, DiagramStyle, EnPassantMode, File,
    IllegalMoveError, Move, MoveKind, MoveList, MoveSet, Outcome, Piece, Position, PositionError,
    PositionErrorKinds, Rank, Role, Rules, Setup, Square, Termination, history, perft,
};
pub use fianchetto_notation::cursor::{self, GameCursor};
pub use fianchetto_notation::{Notation, SetupError, UnknownVariantError, Variant};
pub use fianchetto_notation::{epd, fen, san, uci};

/// The everyday vocabulary in one import: `use fianchetto::prelude::*;`, with [`Rules`] for
/// `pos.is_checkmate()` and `pos.legal_moves()` on any position type, and [`Notation`] for
/// `pos.fen()`, `pos.san(m)`, `pos.uci(m)` and `pos.parse_san("Nf3")`, the one way to read
/// and write moves as text.
///
/// ```
/// use fianchetto::prelude::*;
///
/// let mut cursor = GameCursor::default();
/// for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
///     cursor.push_san(san)?;
/// }
/// let pos = *cursor.position();
/// assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5");
/// assert_eq!(Position::from_fen(&pos.fen())?, pos);
/// let m = pos.parse_san("e4")?;
/// assert_eq!((pos.san(m).to_string(), pos.uci(m).to_string()), ("e4".into(), "e2e4".into()));
/// assert_eq!(pos.parse_uci("e2e4")?, m);
/// assert!(!pos.is_checkmate());
/// assert_eq!(cursor.outcome(), None);
/// let claimed = cursor.outcome_claiming_draw().expect("a threefold repetition");
/// assert_eq!(claimed.termination, Termination::ThreefoldRepetition);
/// assert_eq!(pos.mirror().turn(), Color::Black);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// With the `variants` feature, the variants too:
///
#[cfg_attr(feature = "variants", doc = "```")]
#[cfg_attr(not(feature = "variants"), doc = "```ignore")]
/// use fianchetto::prelude::*;
///
/// let (variant, _) = Variant::from_name("koth")?;
/// let mut hill = VariantPosition::new(variant);
/// for san in ["e4", "d5", "Ke2", "Kd7", "Ke3", "Kd6"] {
///     hill = hill.play(hill.parse_san(san)?)?;
/// }
/// assert!(hill.play(hill.parse_san("Kd4")?)?.is_variant_end());
/// // A standard position is any position, and back.
/// let any = AnyPosition::from(Position::new());
/// assert_eq!(any.variant(), Variant::Chess);
/// assert_eq!(Position::try_from(any)?, Position::new());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub mod prelude {
    #[cfg(feature = "variants")]
    pub use crate::{AnyPosition, VariantPosition};
    pub use crate::{
        Bitboard, Board, CastlingMode, CastlingSide, Color, EnPassantMode, File, GameCursor, Move,
        Notation, Outcome, Piece, Position, Rank, Role, Rules, Setup, Square, Termination, Variant,
    };
    pub use crate::{fen::Fen, san::San, san::SanPlus, uci::UciMove};
}

/// The workspace README's and `docs/migrating.md`'s examples, compiled and run as doctests so
/// they cannot drift (they use the library's every feature).
#[cfg(all(
    doctest,
    feature = "serde",
    feature = "polyglot",
    feature = "engine",
    feature = "variants",
    feature = "index",
    feature = "svg",
    feature = "syzygy"
))]
mod pages {
    #[doc = include_str!("../../../README.md")]
    struct WorkspaceReadme;

    #[doc = include_str!("../../../docs/migrating.md")]
    struct Migrating;
}
