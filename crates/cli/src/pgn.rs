//! `fianchetto pgn`: read every game of a PGN file, playing each mainline move legally, and
//! print a summary or one line per game (its moves in UCI or SAN, or its final FEN).

use std::fmt::Write as _;
use std::io::{self, BufWriter, Write};
use std::time::Instant;

use clap::{Args, ValueEnum};
use fianchetto::fen::Fen;
use fianchetto::pgn::{
    Error, ErrorKind, GameError, MainlineVisitor, Reader, Replay, ReplayError, Skip,
};
use fianchetto::san::SanPlus;
use fianchetto::uci::UciMove;
use fianchetto::{CastlingMode, EnPassantMode, Move, Position};

use crate::input::{self, Counting};
use crate::progress;

/// Arguments of `fianchetto pgn`.
#[derive(Args)]
pub(crate) struct PgnArgs {
    /// The PGN file; `-` reads stdin. `.zst` and `.gz` files are unpacked on the fly.
    file: String,
    /// Print one line per game instead of a summary.
    #[arg(long, value_enum)]
    emit: Option<Emit>,
    /// For a game with an illegal or unreadable move, print its moves up to the error (and
    /// count them) instead of an `error` line; the error goes to stderr.
    #[arg(long)]
    keep_partial: bool,
}

/// What `--emit` prints for each game.
#[derive(Copy, Clone, PartialEq, Eq, ValueEnum)]
enum Emit {
    /// The mainline in UCI, space-separated (castling e1g1, or e1h1 in Chess960).
    Uci,
    /// The FEN after the last mainline move.
    Fen,
    /// The mainline in normalised SAN, space-separated.
    San,
}

pub(crate) fn run(args: &PgnArgs) -> crate::Outcome {
    let input = input::open(&args.file)?;
    let bar = progress::pgn_bytes(input.size);
    let mut reader = Reader::new(Counting::new(input.reader, bar));
    let mut replay = Replay::new(Line {
        emit: args.emit,
        mode: CastlingMode::Standard,
        text: String::new(),
    });
    let mut out = BufWriter::new(io::stdout().lock());
    let started = Instant::now();
    let (mut games, mut plies, mut failures) = (0u64, 0u64, 0u64);
    let written = loop {
        match reader.read_game(&mut replay) {
            Ok(None) => break Ok(()),
            Ok(Some((text, game_plies, error))) => {
                games += 1;
                let line = match error {
                    Some(error) if args.keep_partial => {
                        failures += 1;
                        eprintln!("error: {error}");
                        Some(text)
                    }
                    Some(error) => {
                        failures += 1;
                        if let Err(err) = writeln!(out, "error: {error}") {
                            break Err(err);
                        }
                        None
                    }
                    None => Some(text),
                };
                if let Some(text) = line {
                    plies += u64::from(game_plies);
                    if args.emit.is_some() {
                        if let Err(err) = writeln!(out, "{text}") {
                            break Err(err);
                        }
                    }
                }
            }
            Err(err) => {
                if let ErrorKind::Io(io_err) = err.kind() {
                    reader.get_ref().bar().finish_and_clear();
                    anyhow::bail!("cannot read {}: {io_err}", args.file);
                }
                games += 1;
                failures += 1;
                if let Err(err) = writeln!(out, "error: {err}") {
                    break Err(err);
                }
            }
        }
        if games % 1024 == 0 {
            progress::show_games(reader.get_ref().bar(), games, started);
        }
    };
    let counted = reader.get_ref();
    counted.bar().finish_and_clear();
    let bytes = counted.consumed();
    let finished = written.and_then(|()| {
        if args.emit.is_none() {
            let seconds = started.elapsed().as_secs_f64();
            writeln!(out, "games: {games}")?;
            writeln!(out, "plies: {plies}")?;
            writeln!(out, "errors: {failures}")?;
            writeln!(out, "bytes: {bytes}")?;
            writeln!(out, "time: {seconds:.3} s")?;
            writeln!(
                out,
                "throughput: {:.1} MB/s",
                bytes as f64 / seconds.max(1e-9) / 1e6
            )?;
        }
        out.flush()
    });
    match finished {
        // A closed pipe (`| head`) is the reader of our output saying it has enough.
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => Ok(failures == 0),
        Err(err) => Err(err.into()),
        Ok(()) => Ok(failures == 0),
    }
}

/// Builds the line `--emit` prints for a game (nothing for the summary), reusing one buffer.
struct Line {
    emit: Option<Emit>,
    mode: CastlingMode,
    text: String,
}

impl MainlineVisitor for Line {
    /// The line to print, the plies played, and what broke the game if something did.
    type Output = (String, u32, Option<GameError>);

    fn begin_game(&mut self) {
        self.text.clear();
    }

    fn end_tags(&mut self, start: &Position) -> Skip {
        self.mode = start.castling_mode();
        Skip(false)
    }

    fn play(&mut self, before: &Position, m: Option<Move>, _after: &Position) {
        let emit = match self.emit {
            Some(emit @ (Emit::Uci | Emit::San)) => emit,
            _ => return,
        };
        if !self.text.is_empty() {
            self.text.push(' ');
        }
        // Writing to a String cannot fail.
        let _ = match (emit, m) {
            (Emit::Uci, Some(m)) => write!(self.text, "{}", UciMove::from_move(m, self.mode)),
            (Emit::Uci, None) => write!(self.text, "0000"),
            (_, Some(m)) => write!(self.text, "{}", SanPlus::from_move(before, m)),
            (_, None) => write!(self.text, "--"),
        };
    }

    fn end_game(&mut self, end: &Position, plies: u32) -> Self::Output {
        if self.emit == Some(Emit::Fen) {
            self.text.clear();
            let _ = write!(
                self.text,
                "{}",
                Fen::from_position(end, EnPassantMode::Legal)
            );
        }
        (self.text.clone(), plies, None)
    }

    fn end_game_with_error(
        &mut self,
        end: &Position,
        plies: u32,
        error: Error<ReplayError>,
    ) -> Result<Self::Output, Error<ReplayError>> {
        let (text, plies, _) = self.end_game(end, plies);
        Ok((text, plies, Some(GameError::from(&error))))
    }
}
