//! PGN, the text form of chess games: a streaming reader, replaying games legally, a parallel
//! reader, an owned game tree, and a writer, for the positions and moves of
//! `fianchetto-movegen` and the FEN and SAN of `fianchetto-notation`.
//!
//! Most programs should depend on the `fianchetto` facade, which re-exports this crate as
//! `fianchetto::pgn` along with everything else. Depend on this crate directly to read and
//! write games without the rest (the opening books, the UCI protocol).
//!
//! [`Reader`] reads games one at a time from any [`Read`](std::io::Read) and calls a
//! [`Visitor`] for each tag pair, move (parsed as [`SanPlus`](notation::san::SanPlus)), comment,
//! annotation and variation. It knows PGN's and SAN's syntax but not the rules. On top of it:
//! - [`Replay`] is a visitor that plays the mainline legally (SAN, or UCI movetext; the start
//!   position from the `FEN` and `Variant` tags) and hands each move and position to a
//!   [`MainlineVisitor`]; [`Replayed`] keeps just the final position, ply count and result,
//!   [`Summary`] the tags as well, and [`Reader::summaries`] reads every game into one.
//! - [`GameBuilder`] is a visitor that builds a [`Game`]: tags, moves with comments, NAGs and
//!   nested variations, with [`Clock`] and [`Eval`] read from `[%clk]` and `[%eval]` comments.
//!   A [`NodePath`] names any node of it and a [`NodeRef`] gives the node with its positions
//!   ([`Game::nodes`] walks them all); [`Game::push_san`] and [`Game::add_line_san`] grow a
//!   game anywhere, [`Game::cursor`] and [`Game::from_cursor`] convert from and to a
//!   [`GameCursor`](notation::cursor::GameCursor).
//! - [`write_game`] and the streaming [`Writer`] write PGN back: the seven-tag roster first,
//!   escaped values, movetext wrapped at [`MAX_LINE`] columns.
//!
//! Games are played on [`Position`](movegen::Position)s (standard chess and Chess960) unless
//! told otherwise: [`Replay`], [`MainlineVisitor`], [`Replayed`], [`Summary`], [`GameBuilder`],
//! [`Game`] and the writer take the position type as a parameter that defaults to `Position`,
//! any [`Notation`](notation::Notation) position type, which says where a game starts from its
//! `Variant` and `FEN` tags ([`position_from_tags`]). Each is compiled for its position type, so
//! standard chess pays nothing for the others.
//!
//! Memory stays bounded by [`Limits`] however large the file. A game broken by an illegal or
//! unreadable move is kept up to that move by [`GameBuilder`], [`Replayed`] and [`Summary`], with a
//! [`GameError`] naming its game number, line and column, its [`GameErrorKind`] and whether it
//! lies in a variation (a visitor chooses this with
//! [`Visitor::end_game_with_error`]; otherwise the game is an [`Error`]), and an error inside a
//! variation costs only that variation ([`Visitor::variation_error`]). Reading then goes on with
//! the next game. Every game's byte offset in the input is handed out
//! ([`Visitor::game_offset`], [`Reader::game_offset`]), and [`Reader::seek_to_game`] comes back
//! to it.
//!
//! # Reading a PGN file
//!
//! [`Reader::open`] opens a file by its path, unpacking `.pgn.zst` and `.pgn.gz` on the fly
//! (with the features `zstd` and `gzip`); [`Reader::new`] reads any [`Read`](std::io::Read).
//! The tags and end of every game, broken games kept with their error:
//!
//! ```no_run
//! use fianchetto_pgn::Reader;
//!
//! let mut broken = 0;
//! for game in Reader::open("games.pgn.zst")?.summaries() {
//!     let game = game?; // an error here is junk between games, or the file failing
//!     println!("{} - {}", game.tag("White").unwrap_or("?"), game.tag("Black").unwrap_or("?"));
//!     broken += usize::from(game.error.is_some());
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Replay every game, keeping only how it ended, or build the whole game tree and write it
//! back:
//!
//! ```
//! use fianchetto_pgn::{Clock, GameBuilder, Reader, Replay, Replayed};
//!
//! let pgn = "[White \"Carlsen\"]\n[Black \"Caruana\"]\n\n\
//!            1. e4 { [%clk 0:02:58] } e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7# 1-0\n\n\
//!            [White \"Broken\"]\n\n1. e4 e5 2. Ke3 *\n\n\
//!            1. d4 d5 *\n";
//!
//! // Replay every game, keeping only how it ended.
//! let mut reader = Reader::new(pgn.as_bytes());
//! let mut replay = Replay::new(Replayed::new());
//! let first = reader.read_game(&mut replay)?.expect("a first game");
//! assert!(first.position.is_checkmate());
//! assert_eq!(first.plies, 7);
//! let broken = reader.read_game(&mut replay)?.expect("a second game, up to its error");
//! assert_eq!(broken.plies, 2);
//! let error = broken.error.expect("an illegal move");
//! assert_eq!((error.game, error.line, error.column), (2, 8, 13));
//! let third = reader.read_game(&mut replay)?.expect("a third game");
//! assert_eq!(third.plies, 2);
//! assert!(reader.read_game(&mut replay)?.is_none());
//!
//! // Or build the whole game tree, and write it back.
//! let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
//! assert_eq!(game.tag("White"), Some("Carlsen"));
//! assert_eq!(game.mainline[0].clock().map(|c| c.0.as_secs()), Some(178));
//! assert_eq!(game.mainline[5].nags, [4]);
//! let written = game.to_pgn();
//! assert!(written.contains("\n1. e4 { [%clk 0:02:58] } 1... e5 2. Qh5 Nc6 3. Bc4 Nf6 $4 4. Qxf7# 1-0\n"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # A visitor of your own
//!
//! A [`Visitor`] sees every token and chooses what to skip; this one collects the `White` tag
//! of each game without looking at the moves:
//!
//! ```
//! use fianchetto_pgn::{Reader, Skip, Visitor, RawTag};
//!
//! /// Collects the `White` tag of each game, skipping the moves.
//! struct White(Option<String>);
//!
//! impl Visitor for White {
//!     type Output = Option<String>;
//!     type Error = std::convert::Infallible;
//!     fn begin_game(&mut self) {
//!         self.0 = None;
//!     }
//!     fn tag(&mut self, name: &[u8], value: RawTag<'_>) -> Result<(), Self::Error> {
//!         if name == b"White" {
//!             self.0 = Some(value.decode_utf8_lossy().into_owned());
//!         }
//!         Ok(())
//!     }
//!     fn end_tags(&mut self) -> Result<Skip, Self::Error> {
//!         Ok(Skip(true))
//!     }
//!     fn end_game(&mut self) -> Option<String> {
//!         self.0.take()
//!     }
//! }
//!
//! let pgn = "[White \"Kasparov\"]\n\n1. Nf3 d5 1-0\n\n[White \"Deep Blue\"]\n\n1. e4 *\n";
//! let mut reader = Reader::new(pgn.as_bytes());
//! let names: Vec<_> = reader.read_all(&mut White(None)).collect::<Result<_, _>>()?;
//! assert_eq!(names, [Some("Kasparov".to_owned()), Some("Deep Blue".to_owned())]);
//! # Ok::<_, fianchetto_pgn::Error<std::convert::Infallible>>(())
//! ```
//!
//! # What is accepted
//!
//! Export format as the PGN standard describes it, plus what real files do: a UTF-8 byte order
//! mark, `CRLF` line ends, blank lines between tags, `%` escape lines, `;` comments, games without
//! tags, games without a result (they end at the next `[` or the end of the input), move numbers
//! in any form (`12.`, `1.e4`, `12...`, `12. ...`, repeated), suffixes `+ # ! ? !! ?? !? ?!` glued
//! to moves, and moves as SAN read leniently (`0-0`, `e8Q`, `e8=q`, long algebraic `Ng1-f3`,
//! `Bb5xc6`), crazyhouse's drops (`N@f3`, `@e4`; standard chess's replay refuses them as
//! illegal moves), UCI (`e2e4`) and null moves (`--`, `Z0`, `0000`, written back as `--`); a
//! move-like token that is none of these is an [`ErrorKind::InvalidMove`].
//!
//! Beyond that, unless the reader is [`strict`](Reader::strict): `½-½`; evaluation symbols that
//! no move starts with (`+-`, `+/-`, `+=`, `±`, `∓`, `⩲`, `⩱`, `∞`) as their NAGs; tag values
//! with unescaped quotes or a backslash before the closing quote, which end at the last `"`
//! before the line's `]`; a second `Event` tag, which starts a new game, so a game of tags alone
//! (as engine testers write them) is not merged into the next; and, where they are no moves,
//! en passant marks (`e.p.`, `ep`, glued or not: `exd6e.p.`) and evaluations written
//! with `-`, `=` and `/` (`-+`, `=+`, `=`, the `-` of `e5+-`), which are skipped, as
//! python-chess skips them. `testdata/dialects` in the repository holds a file in each style with the
//! mainlines python-chess reads, which the tests check.
//!
//! # Feature flags
//! - `serde` (off by default): `Serialize` and `Deserialize` for [`Game`] and its [`Node`]s
//!   (the start position as FEN, moves as movegen writes them, the SAN as text), for
//!   [`GameError`], for [`GameResult`] (`"1-0"`, `"0-1"`, `"1/2-1/2"`), for [`Clock`] (its
//!   `[%clk]` text) and [`Eval`] (`{"centipawns": 17}` or `{"mate": -3}`), by turning on the
//!   `serde` feature of `fianchetto-notation` (and so of `fianchetto-movegen`).
//! - `zstd` (off by default): [`Reader::open`] and [`Unpacked`] unpack zstd (`.pgn.zst`, as
//!   the lichess database ships), with the `zstd` crate, which builds the zstd C library.
//! - `gzip` (off by default): they unpack gzip (`.pgn.gz`), with `flate2` (pure Rust).
//!
//!   Without its feature, a packed input is an [`io::ErrorKind::Unsupported`](std::io::ErrorKind)
//!   error that names the feature, not PGN junk.
//! - `variants` (off by default, as in the `fianchetto` facade): games of lichess's variants,
//!   on `fianchetto-variant`'s `VariantPosition` and `AnyPosition` (re-exported as `variant`):
//!   read under their `Variant` tag (lichess's names and python-chess's aliases) and written
//!   with it.
//! - `openings` (off by default): [`Game::opening`], a game's opening by lichess's ECO table,
//!   with `fianchetto-openings` (re-exported as `openings`), whose table of 3,807 named lines
//!   and their positions is about 0.8 MB of static data.
//!
//! # Related crates
//! - `fianchetto-notation` (re-exported as [`notation`]): FEN/EPD, SAN, UCI and LAN.
//! - `fianchetto-movegen` (re-exported as [`movegen`]): `Position`, `Move`, legal moves.
//! - `fianchetto-variant` (re-exported as `variant` with the `variants` feature): lichess's
//!   variants.
//! - `fianchetto-openings` (re-exported as `openings` with the `openings` feature): opening
//!   names by position.
//! - `fianchetto`: the facade with every layer.

#![forbid(unsafe_code)]

pub use fianchetto_movegen as movegen;
pub use fianchetto_notation as notation;
/// `fianchetto-openings` (with the `openings` feature): [`Opening`](openings::Opening), which
/// [`Game::opening`] answers, and the lookup of one position.
///
/// ```
/// use fianchetto_pgn::openings::opening;
/// use fianchetto_pgn::movegen::{Move, Position, Square};
///
/// let e4 = Position::new().play(Move::normal(Square::E2, Square::E4))?;
/// assert_eq!(opening(&e4).map(|o| o.eco()), Some("B00"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "openings")]
pub use fianchetto_openings as openings;
/// `fianchetto-variant` (with the `variants` feature): [`VariantPosition`](variant::VariantPosition),
/// [`AnyPosition`](variant::AnyPosition) and [`Variant`](variant::Variant).
///
/// ```
/// use fianchetto_pgn::variant::{Variant, VariantPosition};
/// use fianchetto_pgn::{Reader, Replay, Replayed};
///
/// let pgn = "[Variant \"Atomic\"]\n\n1. Nf3 f6 2. Ne5 fxe5 *";
/// let mut replay = Replay::new(Replayed::<VariantPosition>::default());
/// let game = Reader::new(pgn.as_bytes()).read_game(&mut replay)?.expect("a game");
/// assert_eq!(game.position.variant(), Variant::Atomic);
/// assert_eq!(game.plies, 4);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "variants")]
pub use fianchetto_variant as variant;

// The rooms: reading PGN text, the values it holds, replaying games legally, the game tree,
// and writing PGN back.
mod game;
mod read;
mod replay;
mod values;
mod write;

#[cfg(test)]
mod tests;

pub use read::error::{Error, ErrorKind};
pub use read::games::{Games, Summaries};
pub use read::limits::Limits;
pub use read::parallel::{GameReceiver, ParallelReader};
pub use read::raw_tokens::{RawToken, RawTokens, comment_open_after};
pub use read::reader::Reader;
pub use read::unpack::{Compression, Unpacked};
pub use read::visitor::{Skip, Visitor};
pub use values::commands::{Clock, Eval, comment_commands};
pub use values::comment::RawComment;
pub use values::game_result::GameResult;
pub use values::tag::RawTag;

pub use game::builder::GameBuilder;
pub use game::game_error::{GameError, GameErrorKind};
pub use game::mainline::Mainline;
pub use game::node_path::NodePath;
pub use game::tree::{NodeRef, Nodes, variation_san};
pub use game::{Game, Node, SmallVec};
pub use replay::position_tags::position_from_tags;
pub use replay::replay_error::{ReplayError, ReplayErrorKind};
pub use replay::summary::Summary;
pub use replay::{MainlineVisitor, Replay, Replayed};
pub use write::{MAX_LINE, SEVEN_TAG_ROSTER, Writer, write_game};

/// The crate README's example, compiled and run as a doctest so it cannot drift.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct Readme;
