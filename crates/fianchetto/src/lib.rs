//! The `fianchetto` facade: every layer of the library re-exported, the everyday types flat,
//! and a [`prelude`].
#![doc = include_str!("../README.md")]
//!
//! The picture of the *Pictures* example, as `Picture::to_svg` wrote it:
//!
#![cfg_attr(feature = "svg", doc = include_str!("../images/tour.svg"))]
//!
//! # Layers
//! Each layer is also a crate of its own, for programs that need less:
//! - [`bitboard`]: squares, pieces, bitboards, leaper and ray tables (`no_std`).
//! - [`magic`]: rook, bishop and queen attacks by magic lookup (`no_std`).
//! - [`movegen`]: positions, legal moves, make-move, Zobrist, perft, outcomes and the
//!   repetition and move-count rules (`no_std`); its [`history`] module is re-exported here.
//! - [`notation`]: FEN/EPD, SAN and LAN, UCI moves and the undoable [`GameCursor`]
//!   (`no_std`); its modules are re-exported here as [`fen`], [`epd`], [`san`], [`uci`] and
//!   [`cursor`].
//! - [`pgn`]: PGN games: the streaming and parallel readers, legal replay, the game tree and
//!   the writer (the crate `fianchetto-pgn`).
//! - [`polyglot`]: Polyglot opening books (`no_std` without its default `std` feature).
//! - `variant` (with the `variants` feature, on by default): lichess's seven variants,
//!   [`VariantPosition`] and [`Variant`], with their FEN, SAN, UCI and perft (the crate
//!   `fianchetto-variant`).
//! - `syzygy` (with the `syzygy` feature, on by default): Syzygy endgame tablebases, the exact
//!   win/draw/loss, distance to zeroing and ranked moves of positions with up to seven pieces
//!   (the crate `fianchetto-syzygy`).
//! - `svg` (with the `svg` feature, on by default): boards as pictures, SVG of any variant
//!   with arrows, marks and themes, and with the `png` and `gif` features PNG and animated GIF
//!   rendered by `resvg` (the crate `fianchetto-svg`).
//! - [`uci_engine`]: the Universal Chess Interface protocol, every message read and written,
//!   and a driver that runs an engine process to analyse positions or play moves (the crate
//!   `fianchetto-uci`; [`uci`] is the move format alone).
//!
//! # Feature flags
//! - `serde` (off by default): `Serialize` and `Deserialize` for every value type, by turning
//!   on the `serde` feature of each layer. Its cost is build time only: `serde` and its derive
//!   macro (`syn`), a few seconds on a first build; nothing changes for code that does not
//!   serialise. The layers stay `no_std`. With the feature on, a *Serde* section here shows
//!   the forms.
//! - `variants` (on by default): the `variant` layer and its types here. Off, nothing of the
//!   variants is compiled.
//! - `syzygy` (on by default): the `syzygy` layer. Off, no tablebase code is compiled.
//! - `index` (on by default, with `variants`): the `index` layer, a position index and
//!   opening explorer over PGN collections.
//! - `svg` (on by default, with `variants`): the `svg` layer, boards as SVG pictures.
//! - `png` and `gif` (off by default): PNG pictures and animated GIFs by `resvg` (pure Rust,
//!   about 20 s more of a first build).
//! - `zstd` and `gzip` (off by default): [`pgn::Reader::open`] and [`pgn::Unpacked`] unpack
//!   `.pgn.zst` (the `zstd` crate, which builds the zstd C library) and `.pgn.gz` (`flate2`,
//!   pure Rust) on the fly, by turning on the features of the same names of `fianchetto-pgn`.
#![cfg_attr(feature = "serde", doc = include_str!("serde.md"))]

pub use fianchetto_bitboard as bitboard;
#[cfg(feature = "index")]
pub use fianchetto_index as index;
pub use fianchetto_magic as magic;
pub use fianchetto_movegen as movegen;
pub use fianchetto_notation as notation;
pub use fianchetto_openings as openings;
pub use fianchetto_pgn as pgn;
pub use fianchetto_polyglot as polyglot;
#[cfg(feature = "svg")]
pub use fianchetto_svg as svg;
#[cfg(feature = "syzygy")]
pub use fianchetto_syzygy as syzygy;
pub use fianchetto_uci as uci_engine;
#[cfg(feature = "variants")]
pub use fianchetto_variant as variant;
#[cfg(feature = "variants")]
pub use fianchetto_variant::VariantPosition;

pub use fianchetto_movegen::{
    Bitboard, Board, CastlingMode, CastlingSide, Color, Diagram, DiagramStyle, EnPassantMode, File,
    IllegalMoveError, Move, MoveKind, MoveList, MoveSet, Outcome, Piece, Position, PositionError,
    PositionErrorKinds, Rank, Role, Rules, Setup, Square, Termination, history, perft,
};
pub use fianchetto_notation::cursor::{self, GameCursor};
pub use fianchetto_notation::{Notation, SetupError, UnknownVariantError, Variant};
pub use fianchetto_notation::{epd, fen, san, uci};

/// The everyday vocabulary in one import: `use fianchetto::prelude::*;`, with
/// [`Notation`] for `pos.fen()`, `pos.san(m)`, `pos.uci(m)` and `pos.parse_san("Nf3")`.
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
/// let m = Move::normal(Square::E2, Square::E4);
/// assert_eq!((pos.san(m).to_string(), pos.uci(m).to_string()), ("e4".into(), "e2e4".into()));
/// assert_eq!(cursor.outcome(), None);
/// let claimed = cursor.outcome_claiming_draw().expect("a threefold repetition");
/// assert_eq!(claimed.termination, Termination::ThreefoldRepetition);
/// assert_eq!(pos.mirror().turn(), Color::Black);
///
/// // The variants too (the default `variants` feature).
/// let (variant, _) = Variant::from_name("koth")?;
/// let mut hill = VariantPosition::new(variant);
/// for san in ["e4", "d5", "Ke2", "Kd7", "Ke3", "Kd6"] {
///     hill = hill.play(hill.parse_san(san)?)?;
/// }
/// assert!(hill.play(hill.parse_san("Kd4")?)?.is_variant_end());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub mod prelude {
    pub use crate::Notation;
    #[cfg(feature = "variants")]
    pub use crate::VariantPosition;
    pub use crate::fen::Fen;
    pub use crate::san::{San, SanPlus};
    pub use crate::uci::UciMove;
    pub use crate::{
        Bitboard, Board, CastlingMode, CastlingSide, Color, EnPassantMode, File, GameCursor, Move,
        Outcome, Piece, Position, Rank, Role, Setup, Square, Termination, Variant,
    };
}

/// The workspace README's examples, compiled and run as doctests so they cannot drift.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
struct WorkspaceReadme;

/// `docs/migrating.md`'s examples, compiled and run as doctests so the guide cannot drift.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/migrating.md")]
struct Migrating;
