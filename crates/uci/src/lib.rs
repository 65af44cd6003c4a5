//! The Universal Chess Interface (UCI): every message between a GUI and a chess engine, read
//! from a line and written back, and (with the default `std` feature) a driver that runs an
//! engine process and asks it to analyse positions or to play moves.
//!
//! # Reading and writing messages
//!
//! [`GuiMessage`] is what a GUI sends (`uci`, `position`, `go`, ...), [`EngineMessage`] what an
//! engine answers (`id`, `option`, `info`, `bestmove`, ...). Reading never fails and never
//! panics: what does not read is kept ([`GuiMessage::Unknown`], [`Info::unknown`]), as the
//! protocol asks programs to ignore what they do not understand. `Display` writes the
//! canonical line, which reads back to the same message. Moves are [`UciMove`] text until they
//! are resolved against a position ([`resolve_line`], [`Info::pv_moves`]), which accepts
//! castling both as `e1g1` and as king takes rook (`e1h1`, Chess960).
//!
//! ```
//! use fianchetto_uci::{EngineMessage, GuiMessage, Go, PositionCommand, Score};
//! use fianchetto_notation::movegen::{CastlingMode, Position};
//!
//! let info = EngineMessage::parse(
//!     "info depth 4 seldepth 2 multipv 1 score mate 1 nodes 160 nps 160000 time 1 pv a1a8",
//! );
//! let EngineMessage::Info(info) = info else { panic!("an info line") };
//! assert_eq!(info.score, Some(Score::Mate(1)));
//!
//! let pos = fianchetto_notation::fen::parse_position(
//!     "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
//!     CastlingMode::Standard,
//! )?;
//! let mate = info.pv_moves(&pos)?;
//! assert!(pos.play(mate[0])?.is_checkmate());
//!
//! let position = GuiMessage::Position(PositionCommand::from_moves(&pos, &mate));
//! assert_eq!(position.to_string(), "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1 moves a1a8");
//! assert_eq!(GuiMessage::Go(Box::new(Go::depth(8))).to_string(), "go depth 8");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Analyse a position with an engine
//!
//! [`Engine`](engine::Engine) starts an engine program, does the handshake, and analyses the
//! current position of a game (a [`GameCursor`](fianchetto_notation::cursor::GameCursor), of
//! standard chess or a variant), handing each `info` to a callback as it arrives, and answers
//! legal moves: the best move, the expected reply and each line's principal variation. Every wait has a timeout
//! ([`Timeouts`](engine::Timeouts)); an engine that crashes, hangs or writes nonsense is an
//! [`EngineError`](engine::EngineError), and dropping the engine ends its process (with
//! anything it started) and reaps it.
//!
//! ```no_run
//! use core::ops::ControlFlow;
//! use fianchetto_uci::engine::Engine;
//! use fianchetto_uci::Go;
//! use fianchetto_notation::cursor::GameCursor;
//!
//! let mut engine = Engine::start("/usr/games/stockfish")?;
//! engine.set_option("MultiPV", "3")?;
//! let game = GameCursor::default();
//! let analysis = engine.analyse(&game, &Go::depth(12), |info| {
//!     println!("{info}");
//!     ControlFlow::Continue(())
//! })?;
//! assert_eq!(analysis.lines.len(), 3);
//! println!("best move {:?}, score {:?}", analysis.best_move, analysis.score());
//! for line in &analysis.lines {
//!     println!("{:?}: {:?}", line.score(), line.moves);
//! }
//! engine.quit()?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! [`Engine::play`](engine::Engine::play) asks for a move in a game instead (python-chess's
//! `engine.play`), and answers with a legal move, ready to be pushed on the game:
//!
//! ```no_run
//! use fianchetto_notation::cursor::GameCursor;
//! use fianchetto_uci::engine::Engine;
//! use fianchetto_uci::Go;
//!
//! let mut engine = Engine::start("/usr/games/stockfish")?;
//! let mut game = GameCursor::default();
//! while let Some(m) = engine.play(&game, &Go::depth(8))?.best_move {
//!     game.push(m)?;
//!     if game.outcome().is_some() || game.can_claim_draw() {
//!         break;
//!     }
//! }
//! println!("{} plies", game.ply());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Feature flags
//! - `std` (default): the [`engine`] driver. Without it the crate is `#![no_std]` and needs
//!   only `alloc`.
//! - `serde` (off by default): `Serialize` and `Deserialize`, without `std`, and the notation
//!   layer's (its `serde` feature). A [`GuiMessage`] or [`EngineMessage`] is its line
//!   (`"go depth 8"`), which reads back to the same message. The values inside are structs
//!   with the protocol's meaning: a [`Score`] is `{"centipawns": 35}` or `{"mate": -2}`, a
//!   [`ScoreBound`] `"exact"`, `"lower"` or `"upper"`, an [`Info`] or a [`Go`] its fields
//!   (`{"depth": 20, ..., "pv": ["e2e4", "e7e5"], ...}`), an [`OptionKind`]
//!   `{"spin": {"default": 20, "min": 0, "max": 20}}`, a [`StartPosition`] `"standard"` or
//!   `{"fen": "..."}`; the driver's `Played` and `Analysis` have moves as
//!   `{"from", "to", "kind"}`, and each `Line` its moves beside the engine's `info`. Durations are whole milliseconds in human-readable formats, as UCI
//!   writes them (one with a fraction of a millisecond, which UCI cannot send either, fails to
//!   serialise there), and `Duration`s in compact ones.

#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod engine_message;
mod go;
mod gui_message;
mod info;
mod line;
mod option_definition;
mod position_command;
mod score;
#[cfg(feature = "serde")]
mod serde_impls;
mod words;

#[cfg(feature = "std")]
pub mod engine;

pub use engine_message::{CheckStatus, EngineMessage};
pub use fianchetto_notation::uci::UciMove;
pub use go::Go;
pub use gui_message::{GuiMessage, Register};
pub use info::{CurrentLine, Info};
pub use line::{IllegalLineError, resolve_line};
pub use option_definition::{OptionDefinition, OptionKind};
pub use position_command::{PositionCommand, PositionCommandError, StartPosition};
pub use score::{Score, ScoreBound, Wdl};
